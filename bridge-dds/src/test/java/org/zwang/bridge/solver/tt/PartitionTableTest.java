package org.zwang.bridge.solver.tt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The partition table through the {@link TrickTable} contract: an entry applies to every position
 * whose highest cards down to the stored winning rank are held by the same seats (E4 §7), a probe
 * answers a threshold question, and a miss still carries a move hint.
 */
class PartitionTableTest {

    // One suit (spades) of 4 cards, one per hand: N, E, S, W each hold one spade. Lengths: hand h
    // has 1 spade at bit 16h.
    private static final long LENGTHS = 1L | 1L << 16 | 1L << 32 | 1L << 48;
    /** Spades: only the highest card must be held by the same seat. */
    private static final int TOP_SPADE = 1;
    private static final int TOP_TWO_SPADES = 2;

    /** Holder code of 4 spades, lowest first (2 bits each): holders listed from the highest card. */
    private static long spades(int highest, int second, int third, int lowest) {
        return lowest | second << 4 | third << 2 | (long) highest << 6;
    }

    private static TablePosition position(long holders) {
        return new TablePosition().set(0, LENGTHS, holders, 0);
    }

    @Test
    void anEntryMatchesEveryPositionWithTheSameHoldersAboveItsLowestWinningRank() {
        TrickTable table = new PartitionTable(1 << 20);
        table.store(position(spades(0, 1, 2, 3)), TOP_SPADE, 1, 1, 0);

        TrickTable.Answer out = new TrickTable.Answer();
        assertTrue(table.probe(position(spades(0, 3, 1, 2)), 1, out), "North still holds the top spade");
        assertEquals(1, out.lower);
        assertEquals(1, out.upper);
        assertEquals(TOP_SPADE, out.leastWin);
        assertFalse(table.probe(position(spades(1, 0, 2, 3)), 1, out), "East holds the top spade");
        assertFalse(table.probe(new TablePosition().set(1, LENGTHS, spades(0, 1, 2, 3), 0), 1, out), "other leader");
    }

    @Test
    void boundsOfTheSamePartitionAreTightened() {
        TrickTable table = new PartitionTable(1 << 20);
        table.store(position(spades(0, 2, 1, 3)), TOP_TWO_SPADES, 0, 1, 0);
        table.store(position(spades(0, 2, 3, 1)), TOP_TWO_SPADES, 1, 1, 0); // same top two holders
        TrickTable.Answer out = new TrickTable.Answer();
        assertTrue(table.probe(position(spades(0, 2, 1, 3)), 1, out));
        assertEquals(1, out.lower);
        assertEquals(1, out.upper);
        assertEquals(1, table.entries(), "one entry for one partition");
    }

    @Test
    void aProbeAnswersItsThresholdQuestion() {
        TrickTable table = new PartitionTable(1 << 20);
        table.store(position(spades(0, 1, 2, 3)), TOP_SPADE, 1, 1, 0);
        TrickTable.Answer out = new TrickTable.Answer();
        TablePosition key = position(spades(0, 1, 2, 3));
        assertTrue(table.probe(key, 1, out), "N-S take at least 1");
        assertTrue(out.lower >= 1);
        assertTrue(table.probe(key, 2, out), "N-S take fewer than 2");
        assertTrue(out.upper < 2);
        assertFalse(table.probe(position(spades(2, 1, 0, 3)), 1, out), "South holds the top spade: another partition");
        assertEquals(2, table.hits());
        assertEquals(3, table.probes());
    }

    @Test
    void anEntryThatDoesNotDecideGivesItsMoveAsAHint() {
        TrickTable table = new PartitionTable(1 << 20);
        int spadeAce = 14;
        table.store(position(spades(0, 1, 2, 3)), TOP_SPADE, 0, 1, spadeAce);
        TrickTable.Answer out = new TrickTable.Answer();
        assertFalse(table.probe(position(spades(0, 1, 2, 3)), 1, out), "0..1 does not decide 'at least 1'");
        assertEquals(spadeAce, out.move);
        assertFalse(table.probe(position(spades(3, 1, 2, 0)), 1, out), "another partition");
        assertEquals(0, out.move, "no matching entry, no hint");
    }

    @Test
    void memoryStaysWithinItsBoundAndClearingForgets() {
        PartitionTable table = new PartitionTable(1 << 20);
        for (int i = 0; i < 200_000; i++) {
            // 2,916 buckets of at most 64 keys: more than 1 MB holds, whatever an entry's size
            long lengths = LENGTHS + ((long) (i % 9) << 4) + ((long) (i / 9 % 9) << 8) + ((long) (i / 81 % 9) << 12);
            table.store(i & 3, lengths, i * 0x9E3779B97F4A7C15L, i * 31L, 0x1111, 0, 1, 0);
        }
        assertTrue(table.peakBytes() <= 1 << 20, "peak " + table.peakBytes());
        assertTrue(table.resets() > 0, "a full table starts afresh");
        table.clear();
        assertEquals(0, table.entries());
        assertFalse(table.probe(position(spades(0, 1, 2, 3)), 0, new TrickTable.Answer()));
    }

    @Test
    void fillingToTheBoundUsesMostOfItBeforeTheFirstClear() {
        long bound = 1L << 20;
        int filled = entriesBeforeFirstClear(new PartitionTable(bound, true));
        int doubling = entriesBeforeFirstClear(new PartitionTable(bound, false));
        PartitionTable table = new PartitionTable(bound, true);
        entriesBeforeFirstClear(table);
        assertTrue(table.peakBytes() <= bound, "peak " + table.peakBytes());
        assertTrue(table.peakBytes() > bound * 9 / 10, "the bound is used: peak " + table.peakBytes());
        assertTrue(filled > doubling * 5 / 4, filled + " entries kept against " + doubling + " when only doubling");
    }

    /** Stores distinct entries until the table clears; the most it held. */
    private static int entriesBeforeFirstClear(PartitionTable table) {
        int most = 0;
        for (int i = 0; i < 400_000 && table.resets() == 0; i++) {
            long lengths = LENGTHS + ((long) (i % 9) << 4) + ((long) (i / 9 % 9) << 8);
            table.store(i & 3, lengths, i * 0x9E3779B97F4A7C15L, i * 31L, 0x1111, 0, 1, 0);
            most = Math.max(most, table.entries());
        }
        return most;
    }

    @Test
    void rejectsTinyBounds() {
        assertThrows(IllegalArgumentException.class, () -> new PartitionTable(1000));
    }
}
