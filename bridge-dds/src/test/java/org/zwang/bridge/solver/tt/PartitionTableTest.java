package org.zwang.bridge.solver.tt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.zwang.search.tt.TableEntry;
import org.zwang.search.tt.TranspositionTable;

/**
 * The partition table through search-api's TranspositionTable interface: an entry applies to every
 * position whose highest cards down to the stored winning rank are held by the same seats (E4 §7).
 */
class PartitionTableTest {

    // One suit (spades) of 4 cards, one per hand: N, E, S, W each hold one spade. Lengths: hand h
    // has 1 spade at bit 16h.
    private static final long LENGTHS = 1L | 1L << 16 | 1L << 32 | 1L << 48;

    /** Holder code of 4 spades, lowest first (2 bits each): holders listed from the highest card. */
    private static long spades(int highest, int second, int third, int lowest) {
        return lowest | second << 4 | third << 2 | (long) highest << 6;
    }

    private static TablePosition position(long holders) {
        return new TablePosition().set(0, LENGTHS, holders, 0);
    }

    @Test
    void anEntryMatchesEveryPositionWithTheSameHoldersAboveItsLowestWinningRank() {
        TranspositionTable<TablePosition> table = new PartitionTable(1 << 20);
        TableEntry entry = new TableEntry();
        entry.lowerBound = 1;
        entry.upperBound = 1;
        entry.payload = 1; // spades: only the highest card must be held by the same seat
        table.store(position(spades(0, 1, 2, 3)), entry);

        TableEntry out = new TableEntry();
        assertTrue(table.probe(position(spades(0, 3, 1, 2)), out), "North still holds the top spade");
        assertEquals(1, out.lowerBound);
        assertEquals(1, out.upperBound);
        assertEquals(1, out.payload & 15);
        assertFalse(table.probe(position(spades(1, 0, 2, 3)), out), "East holds the top spade");
        assertFalse(table.probe(new TablePosition().set(1, LENGTHS, spades(0, 1, 2, 3), 0), out), "other leader");
    }

    @Test
    void boundsOfTheSamePartitionAreTightened() {
        TranspositionTable<TablePosition> table = new PartitionTable(1 << 20);
        TableEntry lower = new TableEntry();
        lower.lowerBound = 0;
        lower.upperBound = 1;
        lower.payload = 2;
        table.store(position(spades(0, 2, 1, 3)), lower);
        TableEntry upper = new TableEntry();
        upper.lowerBound = 1;
        upper.upperBound = 1;
        upper.payload = 2;
        table.store(position(spades(0, 2, 3, 1)), upper); // same top two holders: same partition
        TableEntry out = new TableEntry();
        assertTrue(table.probe(position(spades(0, 2, 1, 3)), out));
        assertEquals(1, out.lowerBound);
        assertEquals(1, out.upperBound);
        assertEquals(1, ((PartitionTable) table).entries(), "one entry for one partition");
    }

    @Test
    void aProbeAnswersTheKeysThresholdQuestion() {
        TranspositionTable<TablePosition> table = new PartitionTable(1 << 20);
        TableEntry exact = new TableEntry();
        exact.lowerBound = 1;
        exact.upperBound = 1;
        exact.payload = 1;
        table.store(position(spades(0, 1, 2, 3)), exact);
        TableEntry out = new TableEntry();
        TablePosition key = position(spades(0, 1, 2, 3));
        key.threshold = 1;
        assertTrue(table.probe(key, out), "N-S take at least 1");
        assertTrue(out.lowerBound >= 1);
        key.threshold = 2;
        assertTrue(table.probe(key, out), "N-S take fewer than 2");
        assertTrue(out.upperBound < 2);
        assertEquals(1, out.payload & 15);
        TablePosition other = position(spades(2, 1, 0, 3));
        other.threshold = 1;
        assertFalse(table.probe(other, out), "South holds the top spade: another partition");
    }

    @Test
    void anEntryThatDoesNotAnswerGivesItsMoveAsAHint() {
        TranspositionTable<TablePosition> table = new PartitionTable(1 << 20);
        TableEntry wide = new TableEntry();
        wide.lowerBound = 0;
        wide.upperBound = 1;
        wide.move = 14; // the spade ace
        wide.payload = 1;
        table.store(position(spades(0, 1, 2, 3)), wide);
        TablePosition key = position(spades(0, 1, 2, 3));
        key.threshold = 1; // 0..1 does not decide "at least 1"
        TableEntry out = new TableEntry();
        assertFalse(table.probe(key, out));
        assertEquals(14, out.move);
    }

    @Test
    void memoryStaysWithinItsBoundAndClearingForgets() {
        PartitionTable table = new PartitionTable(1 << 20);
        for (int i = 0; i < 200_000; i++) {
            long lengths = LENGTHS + ((long) (i % 9) << 4) + ((long) (i / 9 % 9) << 8);
            table.store(i & 3, lengths, i * 0x9E3779B97F4A7C15L, i * 31L, 0x1111, 0, 1, 0);
        }
        assertTrue(table.peakBytes() <= 1 << 20, "peak " + table.peakBytes());
        assertTrue(table.resets() > 0, "a full table starts afresh");
        table.clear();
        assertEquals(0, table.entries());
        assertFalse(table.probe(position(spades(0, 1, 2, 3)), new TableEntry()));
    }

    @Test
    void rejectsTinyBounds() {
        assertThrows(IllegalArgumentException.class, () -> new PartitionTable(1000));
    }
}
