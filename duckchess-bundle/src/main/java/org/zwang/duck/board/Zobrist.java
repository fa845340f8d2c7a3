package org.zwang.duck.board;

/**
 * Zobrist keys: one random 64-bit number per (piece, square), per duck square, per castling-rights
 * set, per en passant file and for black to move. A position's key is the XOR of the numbers of its
 * features, updated incrementally by {@link Board#makeMove}. The numbers come from a fixed-seed
 * SplitMix64 generator, so keys are stable across runs (tables and test expectations may rely on
 * that).
 */
public final class Zobrist {

    private static final long[] PIECE_SQUARE = new long[Piece.COUNT * 64];
    private static final long[] DUCK = new long[64];
    private static final long[] CASTLING = new long[16];
    private static final long[] EN_PASSANT_FILE = new long[8];
    private static final long BLACK_TO_MOVE;

    static {
        long state = 0x2B7E151628AED2A6L;
        for (int i = 0; i < PIECE_SQUARE.length; i++) {
            state += 0x9E3779B97F4A7C15L;
            PIECE_SQUARE[i] = mix(state);
        }
        for (int i = 0; i < 64; i++) {
            state += 0x9E3779B97F4A7C15L;
            DUCK[i] = mix(state);
        }
        // Castling keys are XORs of four per-right keys, so that losing one right is one XOR pair.
        long[] rightKeys = new long[4];
        for (int i = 0; i < 4; i++) {
            state += 0x9E3779B97F4A7C15L;
            rightKeys[i] = mix(state);
        }
        for (int rights = 0; rights < 16; rights++) {
            for (int i = 0; i < 4; i++) {
                if ((rights & 1 << i) != 0) {
                    CASTLING[rights] ^= rightKeys[i];
                }
            }
        }
        for (int i = 0; i < 8; i++) {
            state += 0x9E3779B97F4A7C15L;
            EN_PASSANT_FILE[i] = mix(state);
        }
        state += 0x9E3779B97F4A7C15L;
        BLACK_TO_MOVE = mix(state);
    }

    private Zobrist() {
    }

    public static long piece(int piece, int square) {
        return PIECE_SQUARE[piece << 6 | square];
    }

    /** The key of the duck on {@code square}; 0 for {@link Square#NONE} (no duck). */
    public static long duck(int square) {
        return square == Square.NONE ? 0 : DUCK[square];
    }

    public static long castling(int rights) {
        return CASTLING[rights];
    }

    /** The key of an en passant right on {@code square}; 0 for {@link Square#NONE}. */
    public static long enPassant(int square) {
        return square == Square.NONE ? 0 : EN_PASSANT_FILE[Square.file(square)];
    }

    public static long blackToMove() {
        return BLACK_TO_MOVE;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
