package org.zwang.duck.board;

/**
 * Castling rights as a 4-bit set, and the fixed squares of standard castling (king from e1/e8 to
 * g or c, rook from h/a to f/d).
 */
public final class CastlingRights {

    public static final int WHITE_KINGSIDE = 1;
    public static final int WHITE_QUEENSIDE = 2;
    public static final int BLACK_KINGSIDE = 4;
    public static final int BLACK_QUEENSIDE = 8;
    public static final int ALL = 15;
    /** FEN's letter for each right, in bit order: letter {@code i} stands for the right {@code 1 << i}. */
    static final String FEN_LETTERS = "KQkq";

    /**
     * Rights kept when a move starts or ends on a square: moving the king or a rook, or capturing a
     * rook on its home square, loses the matching rights. Indexed by square.
     */
    private static final int[] KEPT_WHEN_TOUCHED = new int[64];

    static {
        java.util.Arrays.fill(KEPT_WHEN_TOUCHED, ALL);
        KEPT_WHEN_TOUCHED[Square.E1] = ALL & ~(WHITE_KINGSIDE | WHITE_QUEENSIDE);
        KEPT_WHEN_TOUCHED[Square.H1] = ALL & ~WHITE_KINGSIDE;
        KEPT_WHEN_TOUCHED[Square.A1] = ALL & ~WHITE_QUEENSIDE;
        KEPT_WHEN_TOUCHED[Square.E8] = ALL & ~(BLACK_KINGSIDE | BLACK_QUEENSIDE);
        KEPT_WHEN_TOUCHED[Square.H8] = ALL & ~BLACK_KINGSIDE;
        KEPT_WHEN_TOUCHED[Square.A8] = ALL & ~BLACK_QUEENSIDE;
    }

    private CastlingRights() {
    }

    /** The rights left after a move from {@code from} to {@code to}. */
    public static int afterMove(int rights, int from, int to) {
        return rights & KEPT_WHEN_TOUCHED[from] & KEPT_WHEN_TOUCHED[to];
    }

    /** The castling rook's start square for a king move to {@code kingTo}. */
    public static int rookFrom(int kingTo) {
        return Square.file(kingTo) == 6 ? kingTo + 1 : kingTo - 2;
    }

    /** The castling rook's destination for a king move to {@code kingTo}. */
    public static int rookTo(int kingTo) {
        return Square.file(kingTo) == 6 ? kingTo - 1 : kingTo + 1;
    }

    /** The squares strictly between king and rook, which must be empty (duck included). */
    public static long between(int kingTo) {
        switch (kingTo) {
            case Square.G1:
                return 0x60L;
            case Square.C1:
                return 0x0EL;
            case Square.G8:
                return 0x60L << 56;
            default:
                return 0x0EL << 56;
        }
    }

    /** FEN field: "KQkq", "-" when none. */
    public static String toFen(int rights) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < FEN_LETTERS.length(); i++) {
            if ((rights >>> i & 1) != 0) {
                text.append(FEN_LETTERS.charAt(i));
            }
        }
        return text.length() == 0 ? "-" : text.toString();
    }
}
