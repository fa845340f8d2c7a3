package org.zwang.duck.board;

/**
 * Values per (piece, square) that {@link Board} sums incrementally as pieces move, in two phases
 * (midgame, endgame), from White's point of view. The evaluation supplies its own table through
 * {@link Board#setPieceSquareTable}; the default, {@link #MATERIAL}, holds only material values
 * (pawn 100, knight 320, bishop 330, rook 500, queen 900, king 0 centipawns) in both phases.
 *
 * <p>The two phases are packed into one {@code int} ({@code midgame * 65536 + endgame}) so that a
 * move costs one addition per piece; {@link #midgame(int)} and {@link #endgame(int)} unpack a sum.
 */
public final class PieceSquareTable {

    /** Material values only. */
    public static final PieceSquareTable MATERIAL;

    static {
        int[] values = {100, 320, 330, 500, 900, 0};
        int[] table = new int[PieceType.COUNT * 64];
        for (int type = 0; type < PieceType.COUNT; type++) {
            for (int square = 0; square < 64; square++) {
                table[type * 64 + square] = values[type];
            }
        }
        MATERIAL = fromWhiteTables(table, table);
    }

    private final int[] packed = new int[Piece.COUNT * 64];

    private PieceSquareTable() {
    }

    /**
     * A table from White's values, indexed {@code pieceType * 64 + square} (square as seen by White,
     * a1 = 0). Black's values are the mirror image (square flipped by rank) with the sign reversed.
     * Values must lie within ±2000, so that the sums of one side's 16 pieces fit the packed halves.
     */
    public static PieceSquareTable fromWhiteTables(int[] midgame, int[] endgame) {
        if (midgame.length != PieceType.COUNT * 64 || endgame.length != PieceType.COUNT * 64) {
            throw new IllegalArgumentException("piece-square tables need " + PieceType.COUNT * 64 + " values");
        }
        PieceSquareTable table = new PieceSquareTable();
        for (int type = 0; type < PieceType.COUNT; type++) {
            for (int square = 0; square < 64; square++) {
                int mg = midgame[type * 64 + square];
                int eg = endgame[type * 64 + square];
                if (Math.abs(mg) > 2000 || Math.abs(eg) > 2000) {
                    throw new IllegalArgumentException("piece-square value out of range: " + mg + "/" + eg);
                }
                table.packed[Piece.of(Color.WHITE, type) << 6 | square] = pack(mg, eg);
                table.packed[Piece.of(Color.BLACK, type) << 6 | Square.flipRank(square)] = pack(-mg, -eg);
            }
        }
        return table;
    }

    /** The packed value of {@code piece} on {@code square}. */
    public int value(int piece, int square) {
        return packed[piece << 6 | square];
    }

    public static int pack(int midgame, int endgame) {
        return (midgame << 16) + endgame;
    }

    public static int midgame(int packedValue) {
        return (packedValue + 0x8000) >> 16;
    }

    public static int endgame(int packedValue) {
        return (short) packedValue;
    }
}
