package org.zwang.duck.board;

/**
 * Piece types as {@code int}s, pawn 0 to king 5. The duck is not a piece type: it belongs to
 * neither side and lives in {@link Board#duckSquare()}.
 */
public final class PieceType {

    public static final int PAWN = 0;
    public static final int KNIGHT = 1;
    public static final int BISHOP = 2;
    public static final int ROOK = 3;
    public static final int QUEEN = 4;
    public static final int KING = 5;
    /** Number of piece types. */
    public static final int COUNT = 6;

    private static final String LETTERS = "pnbrqk";

    private PieceType() {
    }

    /** Lower-case letter: 'p', 'n', 'b', 'r', 'q', 'k'. */
    public static char letter(int type) {
        return LETTERS.charAt(type);
    }

    /** The type written by a letter of either case, or -1. */
    public static int fromLetter(char letter) {
        return LETTERS.indexOf(Character.toLowerCase(letter));
    }
}
