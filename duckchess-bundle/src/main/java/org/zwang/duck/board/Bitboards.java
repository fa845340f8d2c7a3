package org.zwang.duck.board;

/**
 * Bitboard constants and attack tables. A bitboard is a {@code long} with bit {@code s} set for
 * square {@code s} (a1 = bit 0). Sliding attacks use "fancy" magic bitboards: the relevant blockers
 * of a square, multiplied by a magic number, index a per-square slice of one shared table. The
 * magic numbers are found at class initialisation by a deterministic random search (a few tens of
 * milliseconds), so no table of constants has to be trusted.
 *
 * <p>All tables are flat arrays indexed by {@code square} or {@code from * 64 + to}; nothing here
 * allocates after initialisation.
 */
public final class Bitboards {

    public static final long FILE_A = 0x0101010101010101L;
    public static final long FILE_H = FILE_A << 7;
    public static final long RANK_1 = 0xFFL;
    public static final long RANK_2 = RANK_1 << 8;
    public static final long RANK_3 = RANK_1 << 16;
    public static final long RANK_4 = RANK_1 << 24;
    public static final long RANK_5 = RANK_1 << 32;
    public static final long RANK_6 = RANK_1 << 40;
    public static final long RANK_7 = RANK_1 << 48;
    public static final long RANK_8 = RANK_1 << 56;

    private static final long[] KNIGHT_ATTACKS = new long[64];
    private static final long[] KING_ATTACKS = new long[64];
    /** Squares a pawn of colour {@code c} on {@code s} attacks, at {@code c * 64 + s}. */
    private static final long[] PAWN_ATTACKS = new long[128];
    /** Squares strictly between two squares on a line (rank, file, diagonal), else 0; at {@code a * 64 + b}. */
    private static final long[] BETWEEN = new long[64 * 64];
    /** The whole line (edge to edge) through two aligned squares, else 0; at {@code a * 64 + b}. */
    private static final long[] LINE = new long[64 * 64];

    private static final int[][] ROOK_DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private static final long[] ROOK_MASK = new long[64];
    private static final long[] ROOK_MAGIC = {
        0x8080015026804004L, 0x8040200040001000L, 0x288019B001A00080L,
        0x0200102004084200L, 0x4600220008041020L, 0x2080040001800200L,
        0x1A00040802001089L, 0x4300010000204092L, 0x0101801220400080L,
        0x0020804000200086L, 0x0351004010200100L, 0x8102801000480182L,
        0x80A2802400280080L, 0x2000800200800400L, 0x8504002108102204L,
        0xC001000844A50002L, 0x0308908008400020L, 0x201000C040002000L,
        0x0010002004002800L, 0x0A01010010002008L, 0x1042020004100821L,
        0x0004808004000200L, 0xC684040002C11008L, 0x00208600008400F3L,
        0x0210400080108020L, 0xC000400880200080L, 0x0209024100102000L,
        0x0400100080800800L, 0x0200080280040080L, 0x0801002900220400L,
        0x0100485C00100601L, 0x00010001000B4482L, 0x0440128C60800040L,
        0x4010022008400440L, 0x0830100080802001L, 0x00A0081001002100L,
        0x0200800400800800L, 0x0088800200800400L, 0x000410112C000806L,
        0x4A40040082002041L, 0x0001800040058024L, 0x0A10002000404006L,
        0x0220200041010010L, 0x4040100409010020L, 0x0008040008008080L,
        0x0002001008020004L, 0x841016A810040045L, 0x2001000080410002L,
        0xE080002000400040L, 0x0218400880200080L, 0x0020004211A50100L,
        0x0004811000080480L, 0x0004000408028080L, 0x0000040002008080L,
        0x400E000448018200L, 0x00E4040908408200L, 0x4088830052002042L,
        0x0000204008801101L, 0x900200241080400AL, 0x0A00100100052009L,
        0x8D41004800221005L, 0x4001001C00080203L, 0x4002080082011044L,
        0x4000108820440106L
    };
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] ROOK_TABLE;
    private static final long[] BISHOP_MASK = new long[64];
    private static final long[] BISHOP_MAGIC = {
        0x2988081000420024L, 0x0004080208460008L, 0x0008081112200A06L,
        0x000C240490908002L, 0x00011040B0003020L, 0x4044242008008050L,
        0x3020C54420600001L, 0x000148404420200EL, 0x0400202424209400L,
        0x0C00200812008A30L, 0x0901040404004808L, 0x4001142420800160L,
        0x0020020210001080L, 0x4400308804400100L, 0x400010440C044282L,
        0x0306244108080200L, 0x0420820820840090L, 0x440208A0224C1500L,
        0x1404150200240100L, 0x2008025082014180L, 0x4434020220A00321L,
        0x01010002008201D2L, 0x0914040041041000L, 0x03C100048400C240L,
        0x0168440042100248L, 0x0001100489024800L, 0x0404010010004080L,
        0x4112002008040840L, 0x0000840004802000L, 0x0001020011482404L,
        0x1042040108514810L, 0x0002021A84C14200L, 0x5430041111A00208L,
        0x4082085412600180L, 0xA001105000080081L, 0x0248A00801010104L,
        0x200C0084000A0102L, 0x0008850604050088L, 0x0010012848010400L,
        0x1251240087C10840L, 0x0802020321234000L, 0x0206112120001801L,
        0x01004A0982001000L, 0x2000004208000081L, 0x020004010A002400L,
        0xC340090841030081L, 0x00204400D8800604L, 0x0002020A02005020L,
        0x30084C0220126001L, 0x0080410841100100L, 0x2820004208311082L,
        0x0500002020A80400L, 0x4000021102020841L, 0x401040108C512013L,
        0x0040024481060200L, 0x8442100101011800L, 0x0401108610022080L,
        0x0408230092300280L, 0x1020046248443000L, 0x0000002130208810L,
        0x1924104204314400L, 0x2880402204010200L, 0x4046401054510052L,
        0x0404101220410201L
    };
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] BISHOP_TABLE;

    static {
        for (int square = 0; square < 64; square++) {
            KNIGHT_ATTACKS[square] = steps(square, new int[][] {
                {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}});
            KING_ATTACKS[square] = steps(square, new int[][] {
                {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}});
            PAWN_ATTACKS[square] = steps(square, new int[][] {{-1, 1}, {1, 1}});
            PAWN_ATTACKS[64 + square] = steps(square, new int[][] {{-1, -1}, {1, -1}});
        }
        for (int a = 0; a < 64; a++) {
            for (int[][] directions : new int[][][] {ROOK_DIRECTIONS, BISHOP_DIRECTIONS}) {
                for (int[] direction : directions) {
                    long between = 0;
                    int file = Square.file(a) + direction[0];
                    int rank = Square.rank(a) + direction[1];
                    while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                        int b = Square.of(file, rank);
                        BETWEEN[a * 64 + b] = between;
                        between |= Square.bit(b);
                        file += direction[0];
                        rank += direction[1];
                    }
                }
            }
        }
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                if (a == b) {
                    continue;
                }
                long rookLine = slidingAttacks(a, 0, ROOK_DIRECTIONS) & slidingAttacks(b, 0, ROOK_DIRECTIONS);
                long bishopLine = slidingAttacks(a, 0, BISHOP_DIRECTIONS) & slidingAttacks(b, 0, BISHOP_DIRECTIONS);
                if ((slidingAttacks(a, 0, ROOK_DIRECTIONS) & Square.bit(b)) != 0) {
                    LINE[a * 64 + b] = rookLine | Square.bit(a) | Square.bit(b);
                } else if ((slidingAttacks(a, 0, BISHOP_DIRECTIONS) & Square.bit(b)) != 0) {
                    LINE[a * 64 + b] = bishopLine | Square.bit(a) | Square.bit(b);
                }
            }
        }
        ROOK_TABLE = initMagics(ROOK_DIRECTIONS, ROOK_MASK, ROOK_MAGIC, ROOK_SHIFT, ROOK_OFFSET, ROOK_MAGIC.length);
        BISHOP_TABLE = initMagics(BISHOP_DIRECTIONS, BISHOP_MASK, BISHOP_MAGIC, BISHOP_SHIFT, BISHOP_OFFSET, BISHOP_MAGIC.length);
    }

    private Bitboards() {
    }

    public static long knightAttacks(int square) {
        return KNIGHT_ATTACKS[square];
    }

    public static long kingAttacks(int square) {
        return KING_ATTACKS[square];
    }

    /** The squares a pawn of {@code color} standing on {@code square} attacks. */
    public static long pawnAttacks(int color, int square) {
        return PAWN_ATTACKS[color << 6 | square];
    }

    /** Rook moves from {@code square} with {@code occupied} blocking (the first blocker included). */
    public static long rookAttacks(int square, long occupied) {
        return ROOK_TABLE[ROOK_OFFSET[square]
                + (int) (((occupied & ROOK_MASK[square]) * ROOK_MAGIC[square]) >>> ROOK_SHIFT[square])];
    }

    /** Bishop moves from {@code square} with {@code occupied} blocking (the first blocker included). */
    public static long bishopAttacks(int square, long occupied) {
        return BISHOP_TABLE[BISHOP_OFFSET[square]
                + (int) (((occupied & BISHOP_MASK[square]) * BISHOP_MAGIC[square]) >>> BISHOP_SHIFT[square])];
    }

    public static long queenAttacks(int square, long occupied) {
        return rookAttacks(square, occupied) | bishopAttacks(square, occupied);
    }

    /** The squares strictly between {@code a} and {@code b} when they share a line, else 0. */
    public static long between(int a, int b) {
        return BETWEEN[a << 6 | b];
    }

    /** The full line through {@code a} and {@code b} when they share one, else 0. */
    public static long line(int a, int b) {
        return LINE[a << 6 | b];
    }

    /** Shifts every square one rank towards the opponent of {@code color}. */
    public static long pawnPush(int color, long bitboard) {
        return color == Color.WHITE ? bitboard << 8 : bitboard >>> 8;
    }

    /** The attacks of a slider by walking rays: the reference the magic tables are built from. */
    static long slidingAttacks(int square, long occupied, int[][] directions) {
        long attacks = 0;
        for (int[] direction : directions) {
            int file = Square.file(square) + direction[0];
            int rank = Square.rank(square) + direction[1];
            while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                long bit = Square.bit(Square.of(file, rank));
                attacks |= bit;
                if ((occupied & bit) != 0) {
                    break;
                }
                file += direction[0];
                rank += direction[1];
            }
        }
        return attacks;
    }

    private static long steps(int square, int[][] steps) {
        long attacks = 0;
        for (int[] step : steps) {
            int file = Square.file(square) + step[0];
            int rank = Square.rank(square) + step[1];
            if (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
                attacks |= Square.bit(Square.of(file, rank));
            }
        }
        return attacks;
    }

    /**
     * Fills the shared table of one slider from its magic numbers, checking each entry: two
     * occupancies that share an index must have the same attacks. {@code expectedSquares} only
     * guards the constants' count.
     */
    private static long[] initMagics(int[][] directions, long[] masks, long[] magics, int[] shifts,
            int[] offsets, int expectedSquares) {
        if (expectedSquares != 64) {
            throw new IllegalStateException("magic table has " + expectedSquares + " entries, expected 64");
        }
        int size = 0;
        for (int square = 0; square < 64; square++) {
            long edges = ((RANK_1 | RANK_8) & ~(RANK_1 << (8 * Square.rank(square))))
                    | ((FILE_A | FILE_H) & ~(FILE_A << Square.file(square)));
            masks[square] = slidingAttacks(square, 0, directions) & ~edges;
            shifts[square] = 64 - Long.bitCount(masks[square]);
            offsets[square] = size;
            size += 1 << Long.bitCount(masks[square]);
        }
        long[] table = new long[size];
        boolean[] filled = new boolean[size];
        for (int square = 0; square < 64; square++) {
            long mask = masks[square];
            long subset = 0;
            do { // every subset of the mask (Carry-Rippler enumeration)
                long attacks = slidingAttacks(square, subset, directions);
                int slot = offsets[square] + (int) ((subset * magics[square]) >>> shifts[square]);
                if (filled[slot] && table[slot] != attacks) {
                    throw new IllegalStateException("bad magic number for square " + Square.name(square));
                }
                filled[slot] = true;
                table[slot] = attacks;
                subset = (subset - mask) & mask;
            } while (subset != 0);
        }
        return table;
    }
}
