package org.zwang.duck.board;

/** The two sides as {@code int}s: {@link #WHITE} = 0 moves first, {@link #BLACK} = 1. */
public final class Color {

    public static final int WHITE = 0;
    public static final int BLACK = 1;

    private Color() {
    }

    /** "white" or "black". */
    public static String name(int color) {
        return color == WHITE ? "white" : "black";
    }
}
