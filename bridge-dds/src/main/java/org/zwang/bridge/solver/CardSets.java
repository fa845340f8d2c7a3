package org.zwang.bridge.solver;

/**
 * Bit tricks on card sets in the {@link org.zwang.bridge.model.Hand} layout (a 16-bit lane per suit,
 * ranks 2-14 as bits 2-14), shared by the solver's hot loops. Static helpers only.
 */
final class CardSets {

    /** The cards of each suit: {@code SUIT[s]} is suit s's lane. */
    static final long[] SUIT = {0x7FFCL, 0x7FFCL << 16, 0x7FFCL << 32, 0x7FFCL << 48};

    /** The top k bits of an 8-bit value, at index value << 4 | k (k above its bit count: all of it). */
    private static final char[] TOP_OF_BYTE = new char[256 << 4];

    static {
        for (int value = 0; value < 256; value++) {
            for (int k = 0; k < 16; k++) {
                int top = 0;
                for (int rest = value, i = 0; i < k && rest != 0; i++) {
                    int bit = Integer.highestOneBit(rest);
                    top |= bit;
                    rest ^= bit;
                }
                TOP_OF_BYTE[value << 4 | k] = (char) top;
            }
        }
    }

    private CardSets() {
    }

    /** The {@code k} highest cards of a 16-bit suit lane (the whole lane when it holds fewer). */
    static int topCards(int lane, int k) {
        int high = lane >>> 8;
        int inHigh = Integer.bitCount(high);
        if (k <= inHigh) {
            return TOP_OF_BYTE[high << 4 | k] << 8;
        }
        return high << 8 | TOP_OF_BYTE[(lane & 0xFF) << 4 | Math.min(15, k - inHigh)];
    }

    /** The highest card of a set as a one-bit set (0 for the empty set). */
    static long highest(long cards) {
        return Long.highestOneBit(cards);
    }

    /** The lowest card of a set as a one-bit set (0 for the empty set). */
    static long lowest(long cards) {
        return cards & -cards;
    }

    /** The card number of a one-bit set. */
    static int card(long bit) {
        return Long.numberOfTrailingZeros(bit);
    }

    /** The 16-bit lane of one suit. */
    static int lane(long cards, int suit) {
        return (int) (cards >>> (suit << 4)) & 0xFFFF;
    }

    /** The seat among {@code hands} holding {@code bit}, or -1. */
    static int holder(long[] hands, long bit) {
        for (int seat = 0; seat < 4; seat++) {
            if ((hands[seat] & bit) != 0) {
                return seat;
            }
        }
        return -1;
    }

    /**
     * The cards of {@code own} equivalent to {@code card} (itself included): those of the same suit
     * with no card of {@code others} ranked between them (Haglund E4 §1: e.g. A and Q when the K is
     * gone). {@code others} are the cards still in play that {@code own} does not hold.
     */
    static long equivalents(long own, long others, int card) {
        int suit = card >>> 4;
        int rank = card & 15;
        int mine = lane(own, suit);
        int theirs = lane(others, suit);
        int above = theirs & ~((2 << rank) - 1);
        int below = theirs & ((1 << rank) - 1);
        int upperLimit = above == 0 ? 0xFFFF : Integer.lowestOneBit(above) - 1;
        int lowerLimit = below == 0 ? 0 : (Integer.highestOneBit(below) << 1) - 1;
        return (long) (mine & upperLimit & ~lowerLimit) << (suit << 4);
    }
}
