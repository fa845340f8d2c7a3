package org.zwang.duck.tt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Square;
import org.zwang.duck.board.Variant;
import org.zwang.duck.search.EngineScore;
import org.zwang.search.Values;
import org.zwang.search.tt.HashedTranspositionTable;
import org.zwang.search.tt.TableEntry;

/** The engine's tables (search-api's table with the replace policy), their keys and the bundle entry layout. */
class EngineTablesTest {

    private static TableEntry entry(int lower, int upper, int depth, int move, int payload) {
        TableEntry entry = new TableEntry();
        entry.lowerBound = lower;
        entry.upperBound = upper;
        entry.depth = depth;
        entry.move = move;
        entry.payload = payload;
        return entry;
    }

    @Test
    void storesEveryFieldIncludingNegativeValuesAndPayload() {
        HashedTranspositionTable<Board> table = EngineTables.withDuck(1 << 16);
        table.storeKey(42, entry(-Values.INFINITE, -123, 7, 0x1234_5678, 0xCAFE_BABE));
        TableEntry out = new TableEntry();
        assertTrue(table.probeKey(42, out));
        assertEquals(-Values.INFINITE, out.lowerBound);
        assertEquals(-123, out.upperBound);
        assertEquals(7, out.depth);
        assertEquals(0x1234_5678, out.move);
        assertEquals(0xCAFE_BABE, out.payload);
        assertFalse(table.probeKey(43, out));
    }

    @Test
    void aNewResultForTheSameKeyReplacesTheOldOneWithoutMergingBounds() {
        // Bundle entries from two searches may name different exception squares (payload); their common
        // bounds must not be intersected, so the newer result replaces the older (the policy itself is
        // tested with search-api's table).
        HashedTranspositionTable<Board> table = EngineTables.withoutDuck(1 << 16);
        table.storeKey(99, entry(50, Values.INFINITE, 4, 1, 11));
        table.storeKey(99, entry(-Values.INFINITE, 80, 4, Values.NO_MOVE, 22));
        TableEntry out = new TableEntry();
        assertTrue(table.probeKey(99, out));
        assertEquals(-Values.INFINITE, out.lowerBound);
        assertEquals(22, out.payload);
    }

    @Test
    void keysWithAndWithoutTheDuck() {
        Board withDuck = Board.fromFen("6k1/6p1/p6p/5r2/R6n/P7/1PBN1PPP/4r*K1 w - - 0 1", Variant.DUCK);
        Board noDuck = withDuck.copy();
        noDuck.setDuck(Square.NONE);
        HashedTranspositionTable<Board> bundleTable = EngineTables.withoutDuck(1 << 16);
        bundleTable.store(withDuck, entry(1, 1, 1, 1, 1));
        assertTrue(bundleTable.probe(noDuck, new TableEntry()), "the bundle table ignores the duck");
        HashedTranspositionTable<Board> explicitTable = EngineTables.withDuck(1 << 16);
        explicitTable.store(withDuck, entry(1, 1, 1, 1, 1));
        assertFalse(explicitTable.probe(noDuck, new TableEntry()), "the explicit table does not");
    }

    @Test
    void aBundleEntryKeepsEveryField() {
        for (int exception : new int[] {-Values.INFINITE, -(EngineScore.MATE - 3), -1, 0, 77, Values.INFINITE}) {
            for (int bound : new int[] {0, 1, 2, 3}) {
                for (int[] squares : new int[][] {{0, 63}, {63, 0}, {Square.NONE, 17}, {40, Square.NONE}}) {
                    int payload = BundleEntry.payload(exception, bound, squares[0], squares[1]);
                    String what = exception + " " + bound + " " + squares[0] + " " + squares[1];
                    assertEquals(exception, BundleEntry.exception(payload), what);
                    assertEquals(bound, BundleEntry.exceptionBound(payload), what);
                    assertEquals(squares[0], BundleEntry.square1(payload), what);
                    assertEquals(squares[1], BundleEntry.square2(payload), what);
                }
            }
        }
        int moves = BundleEntry.moves(0xFFFF, 0x8001);
        assertEquals(0xFFFF, BundleEntry.firstMove(moves));
        assertEquals(0x8001, BundleEntry.secondMove(moves));
        assertEquals(Values.NO_MOVE, BundleEntry.moves(0, 5), "no first move: no moves");
    }
}
