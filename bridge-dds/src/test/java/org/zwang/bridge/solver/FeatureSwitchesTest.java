package org.zwang.bridge.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every feature switch changes only the speed, never an answer: with each one off in turn, the
 * solver still agrees with DDS on the smaller positions of solve-positions.txt.
 */
class FeatureSwitchesTest {

    @Test
    void eachTechniqueSwitchedStillAgreesWithDds() {
        List<OracleData.PositionLine> positions = OracleData.positions();
        for (SolverOptions.Feature feature : SolverOptions.Feature.values()) {
            // Off when on by default, on when off by default.
            SolverOptions options = SolverOptions.defaults().with(feature, !feature.onByDefault());
            DoubleDummySolver solver = new DoubleDummySolver(options);
            int limit = feature == SolverOptions.Feature.MOVE_ORDERING
                    || feature == SolverOptions.Feature.TRANSPOSITION_TABLE
                    || feature == SolverOptions.Feature.WINNING_RANKS ? 5 : 8;
            for (OracleData.PositionLine line : positions) {
                if (line.position.tricksLeft() > limit) {
                    continue;
                }
                SolveResult result = solver.solve(line.position);
                assertEquals(line.text.split("\\s+")[10], result.cardsText(),
                        "position " + line.index + " with " + feature.label() + " switched");
            }
        }
    }

    @Test
    void aSmallTableBoundStillGivesDdsAnswersWithinTheBound() {
        long bound = 2L << 20;
        DoubleDummySolver solver = new DoubleDummySolver(SolverOptions.defaults().withTableBytes(bound));
        List<OracleData.TableLine> tables = OracleData.tables();
        for (int i = 0; i < 2; i++) {
            assertEquals(tables.get(i).table, solver.ddTable(tables.get(i).deal), "deal " + (i + 1));
        }
        SolverStats stats = solver.stats();
        assertTrue(stats.peakTableBytes <= bound, "peak " + stats.peakTableBytes + " > " + bound);
        assertTrue(stats.tableResets > 0, "a 2 MB table fills up on full deals: " + stats);
    }

    @Test
    void optionsReportTheirSwitches() {
        SolverOptions options = SolverOptions.defaults().with(SolverOptions.Feature.QUICK_TRICKS, false).withTableBytes(32 << 20);
        assertEquals(false, options.quickTricks());
        assertEquals(true, options.laterTricks());
        assertEquals(32 << 20, options.tableBytes());
        assertEquals(SolverOptions.Feature.QUICK_TRICKS, SolverOptions.Feature.ofLabel("quick-tricks"));
        assertEquals("SolverOptions[partition table 32 MB, no quick-tricks]", options.toString());
        assertEquals("SolverOptions[pattern table 32 MB, no quick-tricks]",
                options.withTableKind(SolverOptions.TableKind.PATTERN).toString());
    }
}
