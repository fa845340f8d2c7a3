package org.zwang.bridge.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.data.RandomDeals;
import org.zwang.bridge.model.Deal;

/** Deal k of {@code --random N --seed S} depends on S and k only, as the scheme in the Javadoc says. */
class RandomDealBlocksTest {

    private static List<String> drain(Iterator<Deal> deals) {
        List<String> pbn = new ArrayList<>();
        deals.forEachRemaining(deal -> pbn.add(deal.toPbn()));
        return pbn;
    }

    @Test
    void theBlocksAreRandomDealsGeneratorsWithTheDocumentedSeeds() {
        long seed = 7;
        List<String> expected = new ArrayList<>();
        // Block 0: the seed itself (the deals of 'zwang dds random --seed 7'); block b >= 1: the b-th
        // output of splitmix64 seeded with seed ^ BLOCK_SALT.
        RandomDeals.SplitMix64 seeds = new RandomDeals.SplitMix64(seed ^ RandomDealBlocks.BLOCK_SALT);
        for (int block = 0; block < 3; block++) {
            RandomDeals generator = new RandomDeals(block == 0 ? seed : seeds.next(), 13);
            for (int i = 0; i < RandomDealBlocks.BLOCK; i++) {
                expected.add(generator.next().toPbn());
            }
        }
        assertEquals(expected.subList(0, 2500), drain(RandomDealBlocks.deals(seed, 0, 2500)));
        RandomDeals.SplitMix64 again = new RandomDeals.SplitMix64(seed ^ RandomDealBlocks.BLOCK_SALT);
        again.next();
        assertEquals(again.next(), RandomDealBlocks.blockSeed(seed, 2));
        assertEquals(seed, RandomDealBlocks.blockSeed(seed, 0));
    }

    @Test
    void anySplitIntoRangesGivesTheSameDeals() {
        long seed = -3;
        List<String> whole = drain(RandomDealBlocks.deals(seed, 0, 2301));
        for (int parts : new int[] {1, 3, 8, 7}) {
            List<String> joined = new ArrayList<>();
            for (int p = 0; p < parts; p++) {
                joined.addAll(drain(RandomDealBlocks.deals(seed, IndexRanges.start(p, parts, 2301),
                        IndexRanges.start(p + 1, parts, 2301))));
            }
            assertEquals(whole, joined, parts + " parts");
        }
    }

    @Test
    void rangesAreTheInverseOfThePartitioner() {
        for (int parts : new int[] {1, 3, 8}) {
            IndexRanges ranges = new IndexRanges(parts, 101);
            for (long i = 0; i < 101; i++) {
                int p = ranges.getPartition(i);
                assertEquals(true, IndexRanges.start(p, parts, 101) <= i && i < IndexRanges.start(p + 1, parts, 101),
                        "item " + i + " of 101 in partition " + p + " of " + parts);
            }
        }
    }
}
