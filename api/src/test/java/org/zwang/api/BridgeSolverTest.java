package org.zwang.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.data.BundledSolvePositions;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.model.Vulnerability;
import org.zwang.bridge.par.ParResult;
import org.zwang.bridge.solver.PlayAnalysis;
import org.zwang.bridge.solver.SolveResult;
import org.zwang.bridge.solver.Solutions;

/** The bridge facade against DDS's own numbers (bundled with bridge-dds, see {@link DdsOracle}). */
class BridgeSolverTest {

    /** Enough positions for every trick size and trump, few enough for a quick test. */
    private static final int POSITIONS = 40;

    @Test
    void ddTablesOfPbnDealsAreDdsTables() {
        BridgeSolver solver = new BridgeSolver(); // one warm solver for every deal
        for (DdsOracle.TableLine line : DdsOracle.tables(5)) {
            assertEquals(line.table(), solver.ddTable(line.deal()), line.deal());
        }
    }

    @Test
    void parOfTheTablesIsDdsDealerPar() {
        BridgeSolver solver = new BridgeSolver();
        for (DdsOracle.TableLine line : DdsOracle.tables(5)) {
            ParResult par = BridgeSolver.par(solver.ddTable(line.deal()), Seat.NORTH, Vulnerability.NONE);
            assertEquals(line.parScore(), par.score(), line.deal());
            assertEquals(line.parContracts(), par.contractsText(), line.deal());
        }
    }

    @Test
    void solveGivesDdsSolveBoardForSolutionsOneTwoAndThree() {
        BridgeSolver solver = new BridgeSolver();
        List<BundledSolvePositions.Entry> entries = BundledSolvePositions.entries();
        for (DdsOracle.PositionLine line : DdsOracle.positions(POSITIONS)) {
            Position position = BridgeSolver.position(line.deal(), Strain.parse(line.strain()), Seat.parse(line.leader()),
                    line.history().toArray(new String[0]));
            String where = "position " + line.index();
            // the play reaches the cards the file lists as still held
            assertEquals(entries.get(line.index() - 1).position(), position, where);

            int max = 0;
            long best = 0;
            for (String result : line.results().split(",")) {
                int tricks = Integer.parseInt(result.substring(result.indexOf(':') + 1));
                long card = Card.bit(Card.parse(result.substring(0, result.indexOf(':'))));
                if (tricks > max) {
                    max = tricks;
                    best = 0;
                }
                if (tricks == max) {
                    best |= card;
                }
            }
            SolveResult all = solver.solve(position, Solutions.ALL_CARDS);
            assertEquals(line.results(), all.cardsText(), where);
            assertEquals(max, all.tricks(), where);

            SolveResult optimal = solver.solve(position, Solutions.OPTIMAL_CARDS);
            assertEquals(max, optimal.tricks(), where);
            assertEquals(Long.toHexString(best), Long.toHexString(optimal.optimalCards()), where);

            SolveResult one = solver.solve(position, Solutions.BEST_CARD);
            assertEquals(max, one.tricks(), where);
            assertTrue((best & Card.bit(one.bestCard())) != 0, where + ": " + Card.toString(one.bestCard()));
        }
    }

    @Test
    void playAnalysisStartsFromTheDdsTableAndNamesABadCard() {
        DdsOracle.TableLine line = DdsOracle.tables(1).get(0);
        BridgeSolver solver = new BridgeSolver();
        // West declares notrump, North leads: DDS gives West 11 tricks. North's lead of the heart
        // jack, then East's HA, South's H5 and West's H3 follow suit.
        PlayAnalysis analysis = solver.analysePlay(line.deal(), Strain.NOTRUMP, Seat.WEST, "HJ", "HA", "H5", "H3");
        assertEquals(line.table().tricks(Strain.NOTRUMP, Seat.WEST), analysis.tricksAfter(0));
        assertEquals(4, analysis.cardCount());
        IllegalArgumentException notHeld = assertThrows(IllegalArgumentException.class,
                () -> solver.analysePlay(line.deal(), Strain.NOTRUMP, Seat.WEST, "SA"));
        assertTrue(notHeld.getMessage().contains("SA"), notHeld.getMessage());
    }

    @Test
    void aMalformedDealIsOneClearException() {
        assertThrows(IllegalArgumentException.class, () -> new BridgeSolver().ddTable("N:AKQ.x"));
    }

    @Test
    void tableTextHasADeclarerLinePerSeat() {
        DdTable table = DdsOracle.tables(1).get(0).table();
        String[] lines = BridgeSolver.text(table).split("\n");
        assertEquals(5, lines.length);
        // DDS: West takes 11 tricks in notrump, the first column
        assertEquals("W", lines[4].trim().split("\\s+")[0]);
        assertEquals("11", lines[4].trim().split("\\s+")[1]);
    }
}
