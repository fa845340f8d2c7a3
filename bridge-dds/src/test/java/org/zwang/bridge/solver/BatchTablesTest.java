package org.zwang.bridge.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.data.BundledDdTables;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;

/** ddTables: the same answers on any number of threads, progress reported, bundled data readable. */
class BatchTablesTest {

    @Test
    void resultsDoNotDependOnTheNumberOfThreads() {
        List<Deal> deals = new ArrayList<>();
        Random random = new Random(11);
        for (int i = 0; i < 12; i++) {
            deals.add(Endings.randomDeal(random, 6 + random.nextInt(4)));
        }
        List<DdTable> one = DoubleDummySolver.ddTables(deals, 1, null);
        List<Integer> progress = Collections.synchronizedList(new ArrayList<>());
        SolverStats totals = new SolverStats();
        List<DdTable> three = DoubleDummySolver.ddTables(deals, 3, progress::add, SolverOptions.defaults(), totals);
        assertEquals(one, three);
        List<Integer> expected = new ArrayList<>();
        for (int i = 1; i <= deals.size(); i++) {
            expected.add(i);
        }
        assertEquals(expected, progress, "progress counts every deal once, in increasing order");
        assertTrue(totals.nodes > 0 && totals.peakTableBytes > 0, totals.toString());
        DoubleDummySolver solver = new DoubleDummySolver();
        for (int i = 0; i < deals.size(); i++) {
            assertEquals(solver.ddTable(deals.get(i)), one.get(i), "deal " + i);
        }
    }

    @Test
    void rejectsZeroThreads() {
        assertThrows(IllegalArgumentException.class, () -> DoubleDummySolver.ddTables(List.of(), 0, null));
    }

    @Test
    void bundledTablesAreTheOracleFile() {
        List<Deal> deals = BundledDdTables.deals();
        List<DdTable> tables = BundledDdTables.tables();
        List<OracleData.TableLine> oracle = OracleData.tables();
        assertEquals(200, deals.size());
        assertEquals(3, BundledDdTables.deals(3).size());
        for (int i = 0; i < oracle.size(); i++) {
            assertEquals(oracle.get(i).deal, deals.get(i));
            assertEquals(oracle.get(i).table, tables.get(i));
        }
    }
}
