package org.zwang.bridge.spark;

import java.util.Iterator;
import java.util.NoSuchElementException;
import org.zwang.bridge.data.RandomDeals;
import org.zwang.bridge.model.Deal;

/**
 * The random deals of {@code --random N --seed S}, made so that deal number k (0-based) depends on
 * S and k only, never on how the N deals are split into partitions:
 * <ul>
 * <li>the deals come in blocks of {@link #BLOCK} (1000); block b is the first 1000 deals of a
 * {@link RandomDeals} generator seeded with seed(b);</li>
 * <li>seed(0) = S, so the first 1000 deals are those of {@code zwang dds random --seed S} (and seed
 * 1 gives the 200 deals of the bundled DDS tables first);</li>
 * <li>seed(b) for b &gt;= 1 is the b-th output of splitmix64 seeded with S xor {@link #BLOCK_SALT};</li>
 * <li>a partition that starts at deal k seeds the generator of block k / 1000 and draws and drops
 * the k mod 1000 deals before its own (at most 999 deals, about a millisecond).</li>
 * </ul>
 */
final class RandomDealBlocks {

    /** Deals per block. */
    static final int BLOCK = 1000;

    /** Mixed into the seed of the block seeds (the first 64 bits of frac(sqrt 3)). */
    static final long BLOCK_SALT = 0xBB67AE8584CAA73BL;

    private RandomDealBlocks() {
    }

    /** The seed of block {@code block}. */
    static long blockSeed(long seed, long block) {
        if (block == 0) {
            return seed;
        }
        RandomDeals.SplitMix64 seeds = new RandomDeals.SplitMix64(seed ^ BLOCK_SALT);
        long value = 0;
        for (long b = 0; b < block; b++) {
            value = seeds.next();
        }
        return value;
    }

    /** Deals {@code from} (inclusive) to {@code to} (exclusive) of the sequence of {@code seed}. */
    static Iterator<Deal> deals(long seed, long from, long to) {
        if (from < 0 || to < from) {
            throw new IllegalArgumentException("bad deal range " + from + " .. " + to);
        }
        return new Iterator<>() {
            private long next = from;
            private final RandomDeals.SplitMix64 seeds = new RandomDeals.SplitMix64(seed ^ BLOCK_SALT);
            private RandomDeals generator;

            @Override
            public boolean hasNext() {
                return next < to;
            }

            @Override
            public Deal next() {
                if (next >= to) {
                    throw new NoSuchElementException();
                }
                if (generator == null) {
                    // Block b >= 1 is seeded with the stream's b-th output; the stream then stands
                    // ready to give the next block's seed.
                    long block = next / BLOCK;
                    long blockSeed = seed;
                    for (long b = 0; b < block; b++) {
                        blockSeed = seeds.next();
                    }
                    generator = new RandomDeals(blockSeed, 13);
                    for (long skip = next % BLOCK; skip > 0; skip--) {
                        generator.next();
                    }
                } else if (next % BLOCK == 0) {
                    generator = new RandomDeals(seeds.next(), 13);
                }
                next++;
                return generator.next();
            }
        };
    }
}
