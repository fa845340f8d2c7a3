package org.zwang.bridge.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;

/**
 * The tables of ddtables.txt (DDS 2.9 CalcDDtable) must come out number for number: all 200 with the
 * default partition table here, every fourth with the pattern table in {@link PatternTableOracleTest}.
 */
class DdTableOracleTest {

    @Test
    void allTwoHundredTablesAgreeWithDdsWithThePartitionTable() {
        assertAgreeWithDds(SolverOptions.TableKind.PARTITION, 1);
    }

    /** Solves every {@code step}-th deal of ddtables.txt (on two threads) and compares every number with DDS's. */
    static void assertAgreeWithDds(SolverOptions.TableKind kind, int step) {
        List<OracleData.TableLine> lines = OracleData.tables();
        assertEquals(200, lines.size(), "ddtables.txt holds 200 deals");
        List<OracleData.TableLine> checked = new ArrayList<>();
        List<Deal> deals = new ArrayList<>();
        for (int i = 0; i < lines.size(); i += step) {
            checked.add(lines.get(i));
            deals.add(lines.get(i).deal);
        }
        List<DdTable> tables = DoubleDummySolver.ddTables(deals, 2, null,
                SolverOptions.defaults().withTableKind(kind), null);
        int wrong = 0;
        StringBuilder report = new StringBuilder();
        for (int i = 0; i < checked.size(); i++) {
            DdTable expected = checked.get(i).table;
            DdTable actual = tables.get(i);
            for (int strain = 0; strain < Strain.COUNT; strain++) {
                for (int declarer = 0; declarer < Seat.COUNT; declarer++) {
                    if (expected.tricks(strain, declarer) != actual.tricks(strain, declarer)) {
                        wrong++;
                        report.append(String.format("%ndeal %d %s by %s: DDS %d, solver %d", i * step + 1,
                                Strain.name(strain), Seat.letter(declarer), expected.tricks(strain, declarer),
                                actual.tricks(strain, declarer)));
                    }
                }
            }
        }
        assertEquals(0, wrong, kind + " table, numbers differing from DDS:" + report);
        assertEquals((lines.size() + step - 1) / step, tables.size());
    }
}
