package org.zwang.duck.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.zwang.search.Values;

/** Mate scores go into the table counted from the storing node, and come out counted from the root again. */
class TableScoresTest {

    @Test
    void mateScoresCountFromTheStoringNode() {
        int winAtPly7 = EngineScore.MATE - 7;
        int stored = TableScores.toTable(winAtPly7, 3); // found at ply 3: a win 4 plies later
        assertEquals(EngineScore.MATE - 4, stored);
        assertEquals(EngineScore.MATE - 9, TableScores.fromTable(stored, 5), "reached again at ply 5");
        assertEquals(-(EngineScore.MATE - 9), TableScores.fromTable(TableScores.toTable(-winAtPly7, 3), 5));
        assertEquals(123, TableScores.fromTable(TableScores.toTable(123, 3), 9));
        assertEquals(Values.INFINITE, TableScores.toTable(Values.INFINITE, 3));
        assertEquals(-Values.INFINITE, TableScores.fromTable(-Values.INFINITE, 3));
    }
}
