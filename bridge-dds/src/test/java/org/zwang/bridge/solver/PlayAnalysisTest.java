package org.zwang.bridge.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;

/**
 * analysePlay and bestLine against solve-positions.txt: each line gives the original deal, the cards
 * played since the opening lead and DDS's count for every card that may come next. Analysing the
 * history plus one of those cards must end on declarer's total DDS implies; a best line from the
 * position must take DDS's maximum.
 */
class PlayAnalysisTest {

    private final DoubleDummySolver solver = new DoubleDummySolver();

    @Test
    void lastStepOfEveryAnalysisMatchesDds() {
        int checked = 0;
        for (OracleData.PositionLine line : OracleData.positions()) {
            if (line.index > 24) {
                break;
            }
            String[] tokens = line.text.split("\\s+");
            Deal deal = OracleData.deal(tokens, 13);
            int[] history = tokens[17].equals("-") ? new int[0] : OracleData.cards(tokens[17]);
            int openingLeader = history.length > 0 ? deal.holder(history[0]) : line.position.leader();
            int declarer = Seat.previous(openingLeader);
            int declarerSide = Seat.side(declarer);
            Position position = line.position;
            boolean declarerToMove = Seat.side(position.toMove()) == declarerSide;
            for (Map.Entry<Integer, Integer> card : line.tricksByCard.entrySet()) {
                int[] cards = Arrays.copyOf(history, history.length + 1);
                cards[history.length] = card.getKey();
                PlayAnalysis analysis = solver.analysePlay(deal, position.strain(), declarer, cards);
                int toMoveSideTotal = position.tricksWon(Seat.side(position.toMove())) + card.getValue();
                int total = position.tricksWon(Seat.NORTH_SOUTH) + position.tricksWon(Seat.EAST_WEST)
                        + position.tricksLeft();
                int expected = declarerToMove ? toMoveSideTotal : total - toMoveSideTotal;
                assertEquals(expected, analysis.tricksAfter(cards.length),
                        "position " + line.index + " then " + Card.toString(card.getKey()));
                assertEquals(cards.length, analysis.cardCount());
                checked++;
            }
        }
        assertTrue(checked > 50, "checked " + checked);
    }

    @Test
    void bestLinesTakeDdsMaximum() {
        for (OracleData.PositionLine line : OracleData.positions()) {
            if (line.index > 40) {
                break;
            }
            int max = line.tricksByCard.values().stream().mapToInt(Integer::intValue).max().orElseThrow();
            Position start = line.position;
            PlayLine best = solver.bestLine(start);
            assertEquals(max, best.tricks(), "position " + line.index);
            int side = Seat.side(start.toMove());
            Position position = start;
            for (int card : best.cards()) {
                position = position.play(card);
            }
            assertTrue(position.isFinished(), "the line of position " + line.index + " reaches the end");
            assertEquals(max, position.tricksWon(side) - start.tricksWon(side), "replayed line of " + line.index);
        }
    }

    @Test
    void anIllegalCardIsNamedWithItsNumber() {
        Deal deal = Deal.parsePbn("N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2");
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> solver.analysePlay(deal, 1, Seat.SOUTH, new int[] {Card.parse("SQ"), Card.parse("H3")}));
        assertEquals("card 2 (H3): North must follow S, cannot play H3", error.getMessage());
    }
}
