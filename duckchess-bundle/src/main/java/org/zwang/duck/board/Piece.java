package org.zwang.duck.board;

/**
 * A coloured piece as an {@code int}: {@code type * 2 + color} (white pawn 0, black pawn 1, ...,
 * black king 11), the index of its bitboard in {@link Board}. {@link #NONE} (12) is an empty square.
 * FEN letters: upper case white, lower case black.
 */
public final class Piece {

    /** No piece. */
    public static final int NONE = 12;
    /** Number of pieces (the valid values are 0 .. COUNT-1). */
    public static final int COUNT = 12;

    public static final int WHITE_PAWN = 0, BLACK_PAWN = 1, WHITE_KNIGHT = 2, BLACK_KNIGHT = 3;
    public static final int WHITE_BISHOP = 4, BLACK_BISHOP = 5, WHITE_ROOK = 6, BLACK_ROOK = 7;
    public static final int WHITE_QUEEN = 8, BLACK_QUEEN = 9, WHITE_KING = 10, BLACK_KING = 11;

    private Piece() {
    }

    public static int of(int color, int type) {
        return type << 1 | color;
    }

    public static int type(int piece) {
        return piece >>> 1;
    }

    public static int color(int piece) {
        return piece & 1;
    }

    /** FEN letter: 'P' for a white pawn, 'k' for a black king. */
    public static char letter(int piece) {
        char letter = PieceType.letter(type(piece));
        return color(piece) == Color.WHITE ? Character.toUpperCase(letter) : letter;
    }

    /** The piece of a FEN letter, or -1. */
    public static int fromLetter(char letter) {
        int type = PieceType.fromLetter(letter);
        if (type < 0) {
            return -1;
        }
        return of(Character.isUpperCase(letter) ? Color.WHITE : Color.BLACK, type);
    }

    /** "white pawn", for messages. */
    public static String name(int piece) {
        String[] names = {"pawn", "knight", "bishop", "rook", "queen", "king"};
        return Color.name(color(piece)) + " " + names[type(piece)];
    }
}
