package org.zwang.bridge.model;

/**
 * A card as an {@code int}: {@code suit * 16 + rank}, which is also its bit number in a
 * {@link Hand} ({@code 1L << card}). Written "SA", "HT", "C2" (suit letter, then rank letter).
 */
public final class Card {

    private Card() {
    }

    public static int of(int suit, int rank) {
        return suit << 4 | rank;
    }

    public static int suit(int card) {
        return card >>> 4;
    }

    public static int rank(int card) {
        return card & 15;
    }

    /** The card's bit in a hand. */
    public static long bit(int card) {
        return 1L << card;
    }

    /** "SA", "HT", "C2". */
    public static String toString(int card) {
        return "" + Suit.letter(suit(card)) + Rank.letter(rank(card));
    }

    /**
     * Parses a card written suit first ("SA", "s10", "♠A") or rank first ("AS", "10s") as BBO does.
     */
    public static int parse(String text) {
        String t = text.trim();
        if (t.length() >= 2) {
            int suit = Suit.fromChar(t.charAt(0));
            int rank = parseRank(t.substring(1));
            if (suit >= 0 && rank > 0) {
                return of(suit, rank);
            }
            suit = Suit.fromChar(t.charAt(t.length() - 1));
            rank = parseRank(t.substring(0, t.length() - 1));
            if (suit >= 0 && rank > 0) {
                return of(suit, rank);
            }
        }
        throw new IllegalArgumentException("bad card " + Tokens.quote(text) + " (write it like SA, HT or C2)");
    }

    private static int parseRank(String text) {
        if (text.equals("10")) {
            return Rank.TEN;
        }
        return text.length() == 1 ? Rank.fromChar(text.charAt(0)) : -1;
    }
}
