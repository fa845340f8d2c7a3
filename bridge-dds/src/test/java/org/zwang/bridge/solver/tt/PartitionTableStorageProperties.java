package org.zwang.bridge.solver.tt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The partition table's storage: buckets that outgrow their chunks hand them to later buckets
 * without losing or mixing up an entry, and a pair of tables (with and without trumps) shares one
 * bound without either starving the other.
 */
class PartitionTableStorageProperties {

    /** Four spades, one a hand, and {@code hearts} hearts in North's hand: a bucket per heart count. */
    private static long lengths(int hearts) {
        return 1L | (long) hearts << 4 | 1L << 16 | 1L << 32 | 1L << 48;
    }

    /** Every spade counts (4 of 4), no other suit: an entry matches only its own spade holders. */
    private static final int ALL_FOUR_SPADES = 4;

    @Property(tries = 30)
    void everyEntryIsFoundWithItsOwnBoundsWhileBucketsGrowInTurn(@ForAll long seed,
            @ForAll @IntRange(min = 2, max = 40) int buckets) {
        PartitionTable table = new PartitionTable(1 << 20);
        Random random = new Random(seed);
        // The model: per bucket (leader, heart count), the tricks stored for each spade holder code.
        Map<Integer, Map<Integer, Integer>> stored = new HashMap<>();
        List<int[]> order = new ArrayList<>();
        for (int b = 0; b < buckets; b++) {
            int entries = 1 + random.nextInt(256);
            for (int code = 0; code < entries; code++) {
                order.add(new int[] {b, code * 167 & 255});
            }
        }
        java.util.Collections.shuffle(order, random);
        for (int[] entry : order) {
            int tricks = random.nextInt(14);
            stored.computeIfAbsent(entry[0], k -> new HashMap<>()).put(entry[1], tricks);
            table.store(entry[0] & 3, lengths(entry[0] >>> 2), entry[1], 0, ALL_FOUR_SPADES, tricks, tricks,
                    1 + tricks);
        }
        assertEquals(0, table.resets(), "the property is about growth, not clearing");
        assertEquals(order.size(), table.entries());
        TrickTable.Answer out = new TrickTable.Answer();
        TablePosition key = new TablePosition();
        for (Map.Entry<Integer, Map<Integer, Integer>> bucket : stored.entrySet()) {
            int b = bucket.getKey();
            for (int code = 0; code < 256; code++) {
                key.set(b & 3, lengths(b >>> 2), code, 0);
                Integer tricks = bucket.getValue().get(code);
                if (tricks == null) {
                    assertFalse(table.probe(key, 0, out), "never stored: bucket " + b + ", code " + code);
                } else {
                    assertTrue(table.probe(key, tricks, out), "bucket " + b + ", code " + code);
                    assertEquals(tricks, out.lower);
                    assertEquals(tricks, out.upper);
                    assertEquals(1 + tricks, out.move);
                }
            }
        }
    }

    @Test
    void aPairStaysWithinOneBoundAndNeitherStarvesTheOther() {
        long bound = 4L << 20;
        PartitionTable[] pair = PartitionTable.pair(bound, true);
        fill(pair[0], 400_000);
        assertTrue(pair[0].sizeBytes() > bound / 2, "the busy table takes more than half: " + pair[0].sizeBytes());
        int kept = entriesBeforeFirstClear(pair[1]);
        assertTrue(pair[0].sizeBytes() + pair[1].sizeBytes() <= bound);
        assertTrue(pair[0].peakBytes() <= bound, "peak " + pair[0].peakBytes());
        assertTrue(kept * 32L > bound / 10, "the other still holds " + kept + " entries");
    }

    @Test
    void anEmptiedPartnerGivesItsStorageBack() {
        long bound = 4L << 20;
        PartitionTable[] pair = PartitionTable.pair(bound, true);
        fill(pair[1], 400_000);
        long partnerHeld = pair[1].sizeBytes();
        int besideAFullPartner = entriesBeforeFirstClear(pair[0]);

        pair = PartitionTable.pair(bound, true);
        fill(pair[1], 400_000);
        pair[1].clear(); // a new strain: the table with trumps forgets
        int besideAnEmptyPartner = entriesBeforeFirstClear(pair[0]);
        assertTrue(pair[1].sizeBytes() < partnerHeld, "given back: " + pair[1].sizeBytes());
        assertTrue(besideAnEmptyPartner > besideAFullPartner * 5 / 4,
                besideAnEmptyPartner + " entries beside an empty partner, " + besideAFullPartner + " beside a full one");
    }

    /** Stores into 2,916 buckets of at most 64 partitions each: more than a few MB hold. */
    private static void fill(PartitionTable table, int stores) {
        for (int i = 0; i < stores; i++) {
            store(table, i);
        }
    }

    private static void store(PartitionTable table, int i) {
        long lengths = lengths(i % 9) + ((long) (i / 9 % 9) << 8) + ((long) (i / 81 % 9) << 12);
        table.store(i & 3, lengths, i * 0x9E3779B97F4A7C15L, i * 31L, 0x1111, 0, 1, 0);
    }

    /** Stores distinct entries until the table clears; the most it held. */
    private static int entriesBeforeFirstClear(PartitionTable table) {
        int most = 0;
        for (int i = 0; i < 1_000_000 && table.resets() == 0; i++) {
            store(table, i);
            most = Math.max(most, table.entries());
        }
        return most;
    }
}
