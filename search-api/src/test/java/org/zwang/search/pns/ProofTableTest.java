package org.zwang.search.pns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * df-pn's table: what is stored is found until the table is cleared, and never after it (clearing
 * starts a new generation instead of wiping the keys, and wraps after 255 of them); its size is the
 * byte bound's.
 */
class ProofTableTest {

    @Test
    void storedNumbersAreFoundUntilTheNextClearAndNeverAfter() {
        ProofTable table = new ProofTable(1 << 16);
        SplittableRandom random = new SplittableRandom(3);
        long[] keys = new long[300];
        for (int round = 0; round < 600; round++) { // more than twice round the 255 generations
            for (int i = 0; i < keys.length; i++) {
                keys[i] = random.nextLong();
                table.store(keys[i], round + i, i);
            }
            for (int i = 0; i < keys.length; i++) {
                int slot = table.find(keys[i]);
                assertTrue(slot >= 0, "round " + round + ", key " + i);
                assertEquals(round + i, table.proof(slot));
                assertEquals(i, table.disproof(slot));
            }
            table.clear();
            for (long key : keys) {
                assertEquals(-1, table.find(key), "round " + round + ": a cleared entry is gone");
            }
        }
        assertTrue(table.find(0) == -1, "key 0 is a key like any other");
        table.store(0, 5, 6);
        assertEquals(5, table.proof(table.find(0)));
    }

    /**
     * Keys that differ only in their low byte (a game with small keys: a pile size, a move count) are
     * different positions: each keeps its own numbers. (The low byte holds the generation; the key's
     * bits must not be lost to it.)
     */
    @Test
    void smallKeysStayApart() {
        ProofTable table = new ProofTable(1 << 20);
        for (long key = 0; key < 512; key++) {
            table.store(key, (int) key + 1, 1000 - (int) key);
        }
        for (long key = 0; key < 512; key++) {
            int slot = table.find(key);
            assertTrue(slot >= 0, "key " + key + " was stored");
            assertEquals(key + 1, table.proof(slot), "key " + key);
            assertEquals(1000 - key, table.disproof(slot), "key " + key);
        }
    }

    @Test
    void theTableGrowsToItsBoundKeepingWhatItHolds() {
        ProofTable table = new ProofTable(16 << 20);
        assertEquals(1 << 20, table.allocatedBytes(), "it starts at 1 MB");
        SplittableRandom random = new SplittableRandom(5);
        long[] keys = new long[400_000];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = random.nextLong();
            table.store(keys[i], i, -i);
        }
        assertEquals(16 << 20, table.allocatedBytes(), "400,000 entries need the whole 16 MB (2^20 slots)");
        int found = 0;
        for (int i = 0; i < keys.length; i++) {
            int slot = table.find(keys[i]);
            if (slot >= 0) {
                assertEquals(i, table.proof(slot));
                assertEquals(-i, table.disproof(slot));
                found++;
            }
        }
        assertTrue(found > keys.length * 0.99, "at most half full, an entry is rarely pushed out: " + found);
        for (int i = 0; i < 400_000; i++) {
            table.store(random.nextLong(), 1, 1);
        }
        assertEquals(16 << 20, table.allocatedBytes(), "never beyond the bound");
    }

    @Test
    void theTableTakesItsByteBound() {
        assertEquals(1 << 20, new ProofTable(1 << 20).bytes());
        assertEquals(1 << 20, new ProofTable((1 << 21) - 1).bytes(), "rounded down to a power of two of slots");
        assertEquals(ProofTable.PROBES * 16, new ProofTable(0).bytes(), "one probe window at least");
    }
}
