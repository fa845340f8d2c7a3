package org.zwang.search.tt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.zwang.search.Values;

/** Packing, merging, replacement and sizing of the hashed table. */
class HashedTranspositionTableTest {

    private static HashedTranspositionTable<Long> table(long bytes) {
        return new HashedTranspositionTable<>(bytes, Long::longValue);
    }

    private static TableEntry entry(int lower, int upper, int depth, int move, int payload) {
        TableEntry entry = new TableEntry();
        entry.lowerBound = lower;
        entry.upperBound = upper;
        entry.depth = depth;
        entry.move = move;
        entry.payload = payload;
        return entry;
    }

    @Property(tries = 2000)
    void storedEntriesComeBackUnchanged(@ForAll long key, @ForAll @IntRange(min = -32000, max = 32000) int a,
            @ForAll @IntRange(min = -32000, max = 32000) int b, @ForAll @IntRange(min = 0, max = 65535) int depth,
            @ForAll int move, @ForAll int payload) {
        HashedTranspositionTable<Long> table = table(1 << 16);
        table.storeKey(key, entry(Math.min(a, b), Math.max(a, b), depth, move, payload));
        TableEntry out = new TableEntry();
        assertTrue(table.probeKey(key, out));
        assertEquals(Math.min(a, b), out.lowerBound);
        assertEquals(Math.max(a, b), out.upperBound);
        assertEquals(depth, out.depth);
        assertEquals(move, out.move);
        assertEquals(payload, out.payload);
        assertFalse(table.probeKey(key ^ 1, new TableEntry()));
    }

    @Test
    void boundsAtTheSameDepthAreMerged() {
        HashedTranspositionTable<Long> table = table(1 << 12);
        table.storeKey(5L, entry(10, Values.INFINITE, 3, 7, 0));
        table.storeKey(5L, entry(-Values.INFINITE, 20, 3, Values.NO_MOVE, 0));
        TableEntry out = new TableEntry();
        assertTrue(table.probeKey(5L, out));
        assertEquals(10, out.lowerBound);
        assertEquals(20, out.upperBound);
        assertEquals(7, out.move, "a result without a move keeps the stored move");
    }

    @Test
    void withTheReplacePolicyTheSameKeyIsReplacedNotMerged() {
        // For entries whose bounds cannot be intersected (the duck engine's bundles): a result at least
        // as deep replaces the entry, keeping its move when it has none; a shallower one of the same
        // search is dropped; one of a newer search replaces whatever its depth.
        HashedTranspositionTable<Long> table = new HashedTranspositionTable<>(1 << 12, Long::longValue,
                HashedTranspositionTable.SameKey.REPLACE);
        table.storeKey(99L, entry(50, Values.INFINITE, 4, 1, 11));
        table.storeKey(99L, entry(-Values.INFINITE, 80, 4, Values.NO_MOVE, 22));
        TableEntry out = new TableEntry();
        assertTrue(table.probeKey(99L, out));
        assertEquals(-Values.INFINITE, out.lowerBound, "not merged with the lower bound 50");
        assertEquals(80, out.upperBound);
        assertEquals(22, out.payload);
        assertEquals(1, out.move, "a result without a move keeps the stored move");
        table.storeKey(99L, entry(10, 10, 2, 5, 33));
        assertTrue(table.probeKey(99L, out));
        assertEquals(4, out.depth, "a shallower result of the same search does not replace a deeper one");
        table.newSearch();
        table.storeKey(99L, entry(10, 10, 2, 5, 33));
        assertTrue(table.probeKey(99L, out));
        assertEquals(2, out.depth, "an entry of an older search gives way");
    }

    @Test
    void deeperResultsReplaceShallowerOnes() {
        HashedTranspositionTable<Long> table = table(1 << 12);
        table.storeKey(9L, entry(1, 1, 2, 1, 0));
        table.storeKey(9L, entry(5, 5, 6, 2, 0));
        table.storeKey(9L, entry(3, 3, 4, 3, 0));
        TableEntry out = new TableEntry();
        assertTrue(table.probeKey(9L, out));
        assertEquals(6, out.depth, "a shallower result of the same search must not replace a deeper one");
        assertEquals(5, out.lowerBound);
    }

    @Test
    void depthPreferredSlotKeepsTheDeepEntryAndAlwaysReplaceTakesTheRest() {
        // One bucket only: every key collides.
        HashedTranspositionTable<Long> table = table(48);
        assertEquals(2, table.capacity());
        table.storeKey(1L, entry(0, 0, 10, 1, 0));
        table.storeKey(2L, entry(0, 0, 1, 2, 0));
        table.storeKey(3L, entry(0, 0, 1, 3, 0));
        TableEntry out = new TableEntry();
        assertTrue(table.probeKey(1L, out), "the deep entry stays in the depth-preferred slot");
        assertFalse(table.probeKey(2L, out), "the always-replace slot was overwritten");
        assertTrue(table.probeKey(3L, out));
        table.newSearch();
        table.storeKey(4L, entry(0, 0, 1, 4, 0));
        assertTrue(table.probeKey(4L, out), "entries of an older search give way");
        assertTrue(table.probeKey(1L, out), "the old deep entry is demoted, not lost");
    }

    @Test
    void sizeIsBoundedInBytesAndHashfullCountsTheCurrentSearch() {
        HashedTranspositionTable<Long> table = table(1_000_000);
        assertTrue(table.sizeBytes() <= 1_000_000);
        assertTrue(table.sizeBytes() > 500_000);
        assertEquals(0, table.hashfullPermille());
        for (long key = 0; key < table.capacity() * 4L; key++) {
            table.storeKey(key * 0x9E3779B97F4A7C15L, entry(0, 0, 1, 0, 0));
        }
        assertTrue(table.hashfullPermille() > 900, "hashfull " + table.hashfullPermille());
        table.newSearch();
        assertEquals(0, table.hashfullPermille());
        table.clear();
        assertFalse(table.probeKey(0L, new TableEntry()));
    }

    @Test
    void theTableTakesItsSizeToWithinOneBucketAndNeverMore() {
        for (long bytes : new long[] {48, 1000, 1 << 20, 16L << 20, 64L << 20, (64L << 20) + 47, 100_000_007}) {
            HashedTranspositionTable<Long> table = table(bytes);
            assertTrue(table.sizeBytes() <= bytes, table.sizeBytes() + " bytes for " + bytes);
            assertTrue(table.sizeBytes() > bytes - 48, table.sizeBytes() + " bytes for " + bytes);
            assertEquals(table.sizeBytes(), table.capacity() * 24L);
        }
        // keys spread over every bucket of a table whose bucket count is not a power of two
        HashedTranspositionTable<Long> table = table(48 * 3);
        java.util.Random random = new java.util.Random(3);
        for (int i = 0; i < 200; i++) {
            table.storeKey(random.nextLong(), entry(0, 0, 1, 0, 0));
        }
        assertEquals(6, table.capacity());
        assertEquals(1000, table.hashfullPermille(), "all 6 slots used");
    }

    /** The fields a race test stores for {@code key}: every entry of one key is the same. */
    private static TableEntry entryOf(long key) {
        int value = (int) Math.floorMod(key, 20_000L) - 10_000;
        return entry(value, value + 1 + (int) (key >>> 60), (int) (key >>> 20) & 0xFF, (int) (key >>> 28) | 1,
                (int) (key >>> 32));
    }

    /**
     * Threads storing and probing a small table at once (every key collides with many): a probe
     * that hits must return exactly the entry stored for its key, never a torn one or another key's
     * bounds, depth, move or payload (the key word holds key XOR data).
     */
    @Test
    void racingThreadsNeverSeeAnotherKeysEntry() throws InterruptedException {
        for (HashedTranspositionTable.SameKey policy : HashedTranspositionTable.SameKey.values()) {
            HashedTranspositionTable<Long> table = new HashedTranspositionTable<>(48 * 16, Long::longValue, policy);
            long[] keys = new java.util.Random(11).longs(64).toArray();
            java.util.concurrent.atomic.AtomicLong hits = new java.util.concurrent.atomic.AtomicLong();
            java.util.concurrent.atomic.AtomicReference<String> wrong = new java.util.concurrent.atomic.AtomicReference<>();
            Thread[] threads = new Thread[4];
            for (int t = 0; t < threads.length; t++) {
                long seed = t;
                threads[t] = new Thread(() -> {
                    java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
                    TableEntry out = new TableEntry();
                    for (int i = 0; i < 400_000 && wrong.get() == null; i++) {
                        long key = keys[random.nextInt(keys.length)];
                        if (random.nextBoolean()) {
                            table.storeKey(key, entryOf(key));
                        } else if (table.probeKey(key, out)) {
                            hits.incrementAndGet();
                            TableEntry expected = entryOf(key);
                            if (out.lowerBound != expected.lowerBound || out.upperBound != expected.upperBound
                                    || out.depth != expected.depth || out.move != expected.move
                                    || out.payload != expected.payload) {
                                wrong.set("key " + key + ": " + out + ", stored " + expected);
                            }
                        }
                    }
                });
                threads[t].start();
            }
            for (Thread thread : threads) {
                thread.join();
            }
            assertEquals(null, wrong.get(), policy.name());
            assertTrue(hits.get() > 1000, hits + " hits");
        }
    }
}
