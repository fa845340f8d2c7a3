package org.zwang.bridge.model;

/**
 * The four suits as {@code int}s 0-3 in PBN order: spades, hearts, diamonds, clubs. A suit's cards
 * occupy the 16-bit lane {@code suit * 16} of a {@link Hand} bit set.
 */
public final class Suit {

    public static final int SPADES = 0;
    public static final int HEARTS = 1;
    public static final int DIAMONDS = 2;
    public static final int CLUBS = 3;
    public static final int COUNT = 4;

    private static final String LETTERS = "SHDC";
    private static final String SYMBOLS = "\u2660\u2665\u2666\u2663";

    private Suit() {
    }

    /** S, H, D or C. */
    public static char letter(int suit) {
        return LETTERS.charAt(suit);
    }

    /** The suit for S, H, D, C (either case) or a suit symbol (♠♥♦♣, ♤♡♢♧), or -1. */
    public static int fromChar(char c) {
        int i = LETTERS.indexOf(Character.toUpperCase(c));
        if (i >= 0) {
            return i;
        }
        i = SYMBOLS.indexOf(c);
        if (i >= 0) {
            return i;
        }
        return "\u2664\u2661\u2662\u2667".indexOf(c);
    }
}
