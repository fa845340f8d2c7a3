package org.zwang.bridge.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;

/** Every number of every table in ddtables.txt (DDS 2.9 CalcDDtable) must come out the same, with either table. */
class DdTableOracleTest {

    @ParameterizedTest
    @EnumSource(SolverOptions.TableKind.class)
    void allTwoHundredTablesAgreeWithDds(SolverOptions.TableKind kind) {
        List<OracleData.TableLine> lines = OracleData.tables();
        assertEquals(200, lines.size(), "ddtables.txt holds 200 deals");
        List<Deal> deals = new ArrayList<>();
        for (OracleData.TableLine line : lines) {
            deals.add(line.deal);
        }
        List<DdTable> tables = DoubleDummySolver.ddTables(deals, 2, null,
                SolverOptions.defaults().withTableKind(kind), null);
        int wrong = 0;
        StringBuilder report = new StringBuilder();
        for (int i = 0; i < lines.size(); i++) {
            DdTable expected = lines.get(i).table;
            DdTable actual = tables.get(i);
            for (int strain = 0; strain < Strain.COUNT; strain++) {
                for (int declarer = 0; declarer < Seat.COUNT; declarer++) {
                    if (expected.tricks(strain, declarer) != actual.tricks(strain, declarer)) {
                        wrong++;
                        report.append(String.format("%ndeal %d %s by %s: DDS %d, solver %d", i + 1,
                                Strain.name(strain), Seat.letter(declarer), expected.tricks(strain, declarer),
                                actual.tricks(strain, declarer)));
                    }
                }
            }
        }
        assertEquals(0, wrong, "numbers differing from DDS:" + report);
    }
}
