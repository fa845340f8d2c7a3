package org.zwang.bridge.model;

/**
 * Card ranks as {@code int}s 2-14 (deuce to ace), which are also the bit positions of the cards
 * within a suit's 16-bit lane in a {@link Hand}.
 */
public final class Rank {

    public static final int TWO = 2;
    public static final int TEN = 10;
    public static final int JACK = 11;
    public static final int QUEEN = 12;
    public static final int KING = 13;
    public static final int ACE = 14;

    /** All 13 rank bits of a suit lane. */
    public static final int ALL = 0x7FFC;

    private static final String CHARS = "23456789TJQKA";

    private Rank() {
    }

    /** A, K, Q, J, T, 9 ... 2. */
    public static char letter(int rank) {
        return CHARS.charAt(rank - 2);
    }

    /** The rank of a character (A K Q J T 9-2, either case; "10" is handled by the parsers), or -1. */
    public static int fromChar(char c) {
        int i = CHARS.indexOf(Character.toUpperCase(c));
        return i < 0 ? -1 : i + 2;
    }
}
