package org.zwang.bridge.data;

import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;

/**
 * The seeded deal generator of {@code zwang dds random} and of the Spark job's {@code --random}: the
 * very procedure that made the bundled oracle files' deals (the header of ddtables.txt), so seed 1
 * gives the deals of ddtables.txt in order.
 * <ul>
 * <li>splitmix64 (Steele, Lea and Flood 2014): {@code state += 0x9E3779B97F4A7C15}, then
 * {@code z = state; z = (z ^ z>>>30) * 0xBF58476D1CE4E5B9; z = (z ^ z>>>27) * 0x94D049BB133111EB;
 * out = z ^ z>>>31};</li>
 * <li>uniform(n): draw x until x &lt; 2^64-1 - ((2^64-1) mod n) (unsigned), answer x mod n;</li>
 * <li>deck index c = 13*suit + (14-rank), suits S, H, D, C; Fisher-Yates from i = 51 down to 1,
 * swapping i with uniform(i+1); deck positions 0-12 go to North, 13-25 East, 26-38 South, 39-51
 * West, and a hand of k cards takes the first k of its 13 positions.</li>
 * </ul>
 * The trump and opening leader of each deal come from a second splitmix64 stream, seeded with
 * {@code seed ^ 0x6A09E667F3BCC909} so that they do not change the deals: trump = uniform(5) in the
 * order S, H, D, C, NT, then leader = uniform(4) in the order N, E, S, W, both drawn for every deal.
 */
public final class RandomDeals {

    /** Mixed into the seed of the trump-and-leader stream (the first 64 bits of frac(sqrt 2)). */
    public static final long PLAY_STREAM_SALT = 0x6A09E667F3BCC909L;

    private final SplitMix64 deals;
    private final SplitMix64 play;
    private final int cardsPerHand;
    private final int[] deck = new int[52];
    private int strain;
    private int leader;

    /** A generator of deals with {@code cardsPerHand} cards a hand (1 .. 13) seeded with {@code seed}. */
    public RandomDeals(long seed, int cardsPerHand) {
        if (cardsPerHand < 1 || cardsPerHand > 13) {
            throw new IllegalArgumentException("cards per hand must be 1 .. 13, got " + cardsPerHand);
        }
        this.deals = new SplitMix64(seed);
        this.play = new SplitMix64(seed ^ PLAY_STREAM_SALT);
        this.cardsPerHand = cardsPerHand;
    }

    /** The next deal; also draws its {@link #strain()} and {@link #leader()}. */
    public Deal next() {
        for (int c = 0; c < 52; c++) {
            deck[c] = c;
        }
        for (int i = 51; i >= 1; i--) {
            int j = deals.uniform(i + 1);
            int swap = deck[i];
            deck[i] = deck[j];
            deck[j] = swap;
        }
        long[] hands = new long[4];
        for (int seat = 0; seat < Seat.COUNT; seat++) {
            for (int k = 0; k < cardsPerHand; k++) {
                int c = deck[13 * seat + k];
                hands[seat] |= Card.bit(Card.of(c / 13, 14 - c % 13));
            }
        }
        strain = play.uniform(Strain.COUNT);
        leader = play.uniform(Seat.COUNT);
        return Deal.of(hands[0], hands[1], hands[2], hands[3]);
    }

    /** The trump strain drawn with the last deal. */
    public int strain() {
        return strain;
    }

    /** The opening leader drawn with the last deal. */
    public int leader() {
        return leader;
    }

    /** splitmix64 with the rejection-sampled uniform(n) of the oracle files. */
    public static final class SplitMix64 {
        private long state;

        /** A generator whose state starts at {@code seed}. */
        public SplitMix64(long seed) {
            this.state = seed;
        }

        /** The next 64 random bits. */
        public long next() {
            state += 0x9E3779B97F4A7C15L;
            long z = state;
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            return z ^ (z >>> 31);
        }

        /** Uniform in 0 .. n-1 without modulo bias. */
        public int uniform(int n) {
            long limit = -1L - Long.remainderUnsigned(-1L, n); // 2^64-1 - ((2^64-1) mod n), unsigned
            long x;
            do {
                x = next();
            } while (Long.compareUnsigned(x, limit) >= 0);
            return (int) Long.remainderUnsigned(x, n);
        }
    }
}
