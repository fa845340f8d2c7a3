package org.zwang.bridge.solver.tt;

/**
 * What a {@link TrickTable} needs to know about a position at the start of a trick (Haglund E4
 * §7.3): the leader, the suit lengths of the four hands, and for each suit the holders of its
 * remaining cards in rank order (the "relative ranks": 2 bits per card, the highest card in the top
 * bits of the suit's field). A mutable holder the solver fills; it never allocates.
 *
 * <p>Length layout ({@link #lengths}): 4 bits per hand and suit, at bit {@code 16 * hand + 4 * suit}.
 * Holder layout ({@link #holdersSpadesHearts}, {@link #holdersDiamondsClubs}): one 32-bit field per
 * suit (spades and diamonds in the low halves); a suit with {@code n} cards uses its low {@code 2n}
 * bits, the lowest card in bits 0-1 and the highest in bits {@code 2n-2 .. 2n-1}, each 2-bit value
 * being the seat (0-3) that holds the card.
 */
public final class TablePosition {

    /** Seat on lead (0-3). */
    public int leader;
    /** Suit lengths of the four hands, 4 bits each. */
    public long lengths;
    /** Holder codes of spades (low 32 bits) and hearts (high 32 bits). */
    public long holdersSpadesHearts;
    /** Holder codes of diamonds (low 32 bits) and clubs (high 32 bits). */
    public long holdersDiamondsClubs;
    /** Sets every field. */
    public TablePosition set(int leader, long lengths, long holdersSpadesHearts, long holdersDiamondsClubs) {
        this.leader = leader;
        this.lengths = lengths;
        this.holdersSpadesHearts = holdersSpadesHearts;
        this.holdersDiamondsClubs = holdersDiamondsClubs;
        return this;
    }

    /** Number of cards of {@code suit} left in all four hands. */
    public static int suitTotal(long lengths, int suit) {
        int total = 0;
        for (int hand = 0; hand < 4; hand++) {
            total += (int) (lengths >>> (16 * hand + 4 * suit)) & 15;
        }
        return total;
    }

    /** Number of cards each hand holds (the tricks left), from the lengths of hand 0. */
    public static int tricksLeft(long lengths) {
        int total = 0;
        for (int suit = 0; suit < 4; suit++) {
            total += (int) (lengths >>> (4 * suit)) & 15;
        }
        return total;
    }
}
