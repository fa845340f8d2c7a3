package org.zwang.bridge.model;

/**
 * A set of cards as a {@code long}: bit {@link Card} ({@code suit * 16 + rank}) is set when the card
 * is in the set. Each suit is a 16-bit lane whose bits 2-14 are the ranks, so suit operations are
 * shifts and masks (the layout DDS uses). Static helpers only.
 */
public final class Hand {

    /** All 52 cards. */
    public static final long FULL_DECK = 0x7FFC_7FFC_7FFC_7FFCL;

    private Hand() {
    }

    /** The 16-bit rank mask of one suit. */
    public static int suitBits(long hand, int suit) {
        return (int) (hand >>> (suit << 4)) & 0xFFFF;
    }

    /** A hand holding the given rank mask in one suit. */
    public static long ofSuit(int suit, int rankBits) {
        return (long) (rankBits & Rank.ALL) << (suit << 4);
    }

    public static int size(long hand) {
        return Long.bitCount(hand);
    }

    public static int suitLength(long hand, int suit) {
        return Integer.bitCount(suitBits(hand, suit));
    }

    public static boolean contains(long hand, int card) {
        return (hand >>> card & 1) != 0;
    }

    /**
     * Parses PBN hand notation {@code spades.hearts.diamonds.clubs}, ranks AKQJT98765432 in any
     * order and either case (10 accepted for T), e.g. {@code AK7.QJ4..T98765}; a void may also be
     * written "-", and "-" alone is an empty hand. Errors name the hand and the offending character.
     */
    public static long parse(String text) {
        if (text.equals("-")) {
            return 0L;
        }
        String[] suits = text.split("\\.", -1);
        if (suits.length != 4) {
            throw new IllegalArgumentException("bad hand " + Tokens.quote(text)
                    + ": need 4 suits separated by dots (spades.hearts.diamonds.clubs), got " + suits.length);
        }
        long hand = 0;
        for (int suit = 0; suit < 4; suit++) {
            String ranks = suits[suit];
            if (ranks.equals("-")) {
                continue; // some sources write a void as "-"
            }
            for (int i = 0; i < ranks.length(); i++) {
                char c = ranks.charAt(i);
                int rank;
                if (c == '1' && i + 1 < ranks.length() && ranks.charAt(i + 1) == '0') {
                    rank = Rank.TEN;
                    i++;
                } else {
                    rank = Rank.fromChar(c);
                }
                if (rank < 0) {
                    throw new IllegalArgumentException("bad rank " + Tokens.quote(String.valueOf(c)) + " in hand "
                            + Tokens.quote(text) + " (ranks are AKQJT98765432)");
                }
                int card = Card.of(suit, rank);
                if (contains(hand, card)) {
                    throw new IllegalArgumentException("card " + Card.toString(card) + " twice in hand " + Tokens.quote(text));
                }
                hand |= Card.bit(card);
            }
        }
        return hand;
    }

    /** PBN notation, ranks high to low, e.g. {@code AK7.QJ4..T98765}. */
    public static String toPbn(long hand) {
        StringBuilder text = new StringBuilder(20);
        for (int suit = 0; suit < 4; suit++) {
            if (suit > 0) {
                text.append('.');
            }
            appendSuit(text, suitBits(hand, suit));
        }
        return text.toString();
    }

    /** Appends the ranks of a rank mask high to low. */
    public static void appendSuit(StringBuilder text, int rankBits) {
        for (int rank = Rank.ACE; rank >= Rank.TWO; rank--) {
            if ((rankBits >> rank & 1) != 0) {
                text.append(Rank.letter(rank));
            }
        }
    }
}
