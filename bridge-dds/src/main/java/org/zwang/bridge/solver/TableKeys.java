package org.zwang.bridge.solver;

import org.zwang.bridge.solver.tt.TablePosition;

/**
 * The transposition table's keys (Haglund E4 §7.1, §7.3-7.4): the holders of each suit's remaining
 * cards as relative ranks (2 bits per card, highest on top), how many top cards of each suit an
 * entry's winning ranks cover, and back from a hit the winning ranks it implies.
 *
 * <p>A card's holder never changes within a deal, so the holder code of every subset of a suit's
 * cards is tabulated once per deal ({@link #build}); a key is then four table look-ups.
 */
final class TableKeys {

    private final PlayState state;
    private final boolean usePartitions;
    /** Holder codes of every subset of a suit's cards, suit s at index s << 13. */
    private final int[] holderCodes = new int[4 << 13];

    TableKeys(PlayState state, boolean usePartitions) {
        this.state = state;
        this.usePartitions = usePartitions;
    }

    /** Tabulates the holder codes of a deal's cards ({@code dealCards}: the four hands). */
    void build(long[] dealCards) {
        for (int suit = 0; suit < 4; suit++) {
            int base = suit << 13;
            holderCodes[base] = 0;
            for (int set = 1; set < (1 << 13); set++) {
                int low = Integer.numberOfTrailingZeros(set);
                long bit = 1L << (16 * suit + low + 2);
                int seat = 0;
                while (seat < 3 && (dealCards[seat] & bit) == 0) {
                    seat++;
                }
                // The lowest card goes to bits 0-1, the others shift up (highest card on top).
                holderCodes[base + set] = holderCodes[base + (set & (set - 1))] << 2 | seat;
            }
        }
    }

    /** Fills {@code key} with the current trick-start position: leader, lengths, holders. */
    TablePosition key(TablePosition key) {
        long r = state.remaining;
        int spades = (int) (r >>> 2) & 0x1FFF;
        int hearts = (int) (r >>> 18) & 0x1FFF;
        int diamonds = (int) (r >>> 34) & 0x1FFF;
        int clubs = (int) (r >>> 50) & 0x1FFF;
        key.leader = state.leader;
        key.lengths = state.lengths;
        key.holdersSpadesHearts = (holderCodes[spades] & 0xFFFF_FFFFL) | (long) holderCodes[(1 << 13) | hearts] << 32;
        key.holdersDiamondsClubs = (holderCodes[(2 << 13) | diamonds] & 0xFFFF_FFFFL)
                | (long) holderCodes[(3 << 13) | clubs] << 32;
        return key;
    }

    /**
     * E4 §7.4: per suit, how many of the highest remaining cards down to the lowest winning rank must
     * be held by the same seats for the stored result to apply (4 bits per suit). Without partitions,
     * every card counts (an exact-position table).
     */
    int leastWin(long ranks) {
        long remaining = state.remaining;
        int packed = 0;
        for (int suit = 0; suit < 4; suit++) {
            int suitCards = CardSets.lane(remaining, suit);
            int k;
            if (!usePartitions) {
                k = Integer.bitCount(suitCards);
            } else {
                int winning = CardSets.lane(ranks, suit);
                k = winning == 0 ? 0 : Integer.bitCount(suitCards & -(winning & -winning));
            }
            packed |= k << (suit << 2);
        }
        return packed;
    }

    /** E4 §7.3: the winning ranks implied by a table hit: each suit's {@code k} highest remaining cards. */
    long topCards(int leastWin) {
        long remaining = state.remaining;
        long ranks = 0;
        for (int k4 = leastWin, suit = 0; k4 != 0; k4 >>>= 4, suit++) {
            int k = k4 & 15;
            if (k == 0) {
                continue;
            }
            ranks |= (long) CardSets.topCards(CardSets.lane(remaining, suit), k) << (suit << 4);
        }
        return ranks;
    }
}
