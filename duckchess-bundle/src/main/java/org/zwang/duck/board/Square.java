package org.zwang.duck.board;

/**
 * A square as an {@code int} 0..63: {@code rank * 8 + file}, so a1 = 0, h1 = 7, a8 = 56, h8 = 63,
 * which is also its bit number in a bitboard ({@code 1L << square}). {@link #NONE} (64) stands for
 * "no square" (no duck on the board, no en passant right, a captured king).
 */
public final class Square {

    /** No square. */
    public static final int NONE = 64;

    public static final int A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7;
    public static final int A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63;

    private Square() {
    }

    public static int of(int file, int rank) {
        return rank << 3 | file;
    }

    /** 0 = file a ... 7 = file h. */
    public static int file(int square) {
        return square & 7;
    }

    /** 0 = rank 1 ... 7 = rank 8. */
    public static int rank(int square) {
        return square >>> 3;
    }

    public static long bit(int square) {
        return 1L << square;
    }

    /** The same square seen from the other side (a1 ↔ a8), for colour-flipped positions. */
    public static int flipRank(int square) {
        return square ^ 56;
    }

    /** "e4"; "-" for {@link #NONE}. */
    public static String name(int square) {
        if (square == NONE) {
            return "-";
        }
        return "" + (char) ('a' + file(square)) + (char) ('1' + rank(square));
    }

    /** Parses "e4" (lower case file letter, rank digit); returns -1 when the text is not a square. */
    public static int parseOrMinusOne(CharSequence text) {
        if (text.length() != 2) {
            return -1;
        }
        return parseAt(text, 0);
    }

    /** The square written at {@code text[index .. index+2)}, or -1 when those characters are not one. */
    public static int parseAt(CharSequence text, int index) {
        if (index + 2 > text.length()) {
            return -1;
        }
        char file = text.charAt(index);
        char rank = text.charAt(index + 1);
        if (file < 'a' || file > 'h' || rank < '1' || rank > '8') {
            return -1;
        }
        return of(file - 'a', rank - '1');
    }

    /** Parses "e4"; throws {@link IllegalArgumentException} naming the text when it is not a square. */
    public static int parse(String text) {
        int square = parseOrMinusOne(text);
        if (square < 0) {
            throw new IllegalArgumentException("bad square '" + text + "' (expected a1 .. h8)");
        }
        return square;
    }
}
