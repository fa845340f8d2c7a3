package org.zwang.bridge.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;

/** J.D. Allen's grand slam (famous-deals.txt): its DDS table, the opening leads, and the line after SQ. */
class FamousDealTest {

    private final DoubleDummySolver solver = new DoubleDummySolver();

    private static List<String> lines(String kind) {
        List<String> lines = new ArrayList<>();
        for (String line : OracleData.dataLines("famous-deals.txt")) {
            if (line.startsWith(kind + " ")) {
                lines.add(line.substring(kind.length() + 1).trim());
            }
        }
        return lines;
    }

    private static OracleData.PositionLine position(int index) {
        for (String line : lines("POS")) {
            OracleData.PositionLine parsed = OracleData.positionLine(line.split("\\s+"), 0, line);
            if (parsed.index == index) {
                return parsed;
            }
        }
        throw new IllegalStateException("no POS " + index);
    }

    @Test
    void tableAgreesWithDds() {
        OracleData.TableLine expected = OracleData.tableLine(lines("TABLE").get(0), 0);
        DdTable table = solver.ddTable(expected.deal);
        assertEquals(expected.table, table);
        assertEquals(12, table.tricks(Strain.HEARTS, Seat.SOUTH), "West's best lead holds 7H to 12");
    }

    @Test
    void everyOpeningLeadAndEveryReplyToTheSpadeQueenAgreeWithDds() {
        for (int index = 1; index <= 2; index++) {
            OracleData.PositionLine line = position(index);
            SolveResult result = solver.solve(line.position);
            assertEquals(line.text.split("\\s+")[10], result.cardsText(), "POS " + index);
        }
    }

    @Test
    void theSpadeQueenLeadLetsTheGrandSlamMake() {
        OracleData.TableLine table = OracleData.tableLine(lines("TABLE").get(0), 0);
        PlayAnalysis analysis = solver.analysePlay(table.deal, Strain.HEARTS, Seat.SOUTH,
                new int[] {Card.parse("SQ")});
        assertEquals(12, analysis.tricksAfter(0), "before the lead: DDS's table says 12");
        assertEquals(13, analysis.tricksAfter(1), "after SQ: DDS says N-S take all 13");
        assertEquals(1, analysis.change(0), "the lead gave a trick away");
    }

    @Test
    void aBestLineAfterTheSpadeQueenTakesAllThirteenTricks() {
        Position afterLead = position(2).position;
        PlayLine line = solver.bestLine(afterLead);
        assertEquals(13, line.tricks());
        assertEquals(51, line.cards().length, "the line runs to the end of the deal");
        Position position = afterLead;
        for (int card : line.cards()) {
            int side = Seat.side(position.toMove());
            int before = position.tricksWon(side) + solver.tricks(position);
            position = position.play(card);
            int after = position.isFinished() ? position.tricksWon(side)
                    : position.tricksWon(side) + (Seat.side(position.toMove()) == side ? solver.tricks(position)
                            : position.tricksLeft() - solver.tricks(position));
            assertEquals(before, after, "card " + Card.toString(card) + " keeps the value");
        }
        assertEquals(13, position.tricksWon(Seat.NORTH_SOUTH));
    }
}
