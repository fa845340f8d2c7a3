package org.zwang.bridge.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.zwang.bridge.model.Card;

/**
 * solve-positions.txt: DDS SolveBoard's count for every legal card of 300 random positions (every
 * trick size, trump and point in a trick). Solutions 3 must match card for card; solutions 1 and 2
 * must be consistent with those numbers. Each with either table.
 */
class SolvePositionsOracleTest {

    private static List<OracleData.PositionLine> positions;

    @BeforeAll
    static void load() {
        positions = OracleData.positions();
        assertEquals(300, positions.size(), "solve-positions.txt holds 300 positions");
    }

    @ParameterizedTest
    @EnumSource(SolverOptions.TableKind.class)
    void everyCardOfEveryPositionAgreesWithDds(SolverOptions.TableKind kind) {
        DoubleDummySolver solver = new DoubleDummySolver(SolverOptions.defaults().withTableKind(kind));
        StringBuilder report = new StringBuilder();
        for (OracleData.PositionLine line : positions) {
            SolveResult result = solver.solve(line.position, Solutions.ALL_CARDS);
            long expectedCards = 0;
            int max = 0;
            for (Map.Entry<Integer, Integer> card : line.tricksByCard.entrySet()) {
                expectedCards |= Card.bit(card.getKey());
                max = Math.max(max, card.getValue());
            }
            assertEquals(expectedCards, result.legalCards(), "legal cards of position " + line.index);
            String expectedText = line.text.split("\\s+")[10];
            if (!expectedText.equals(result.cardsText()) || result.tricks() != max) {
                report.append(String.format("%nposition %d: DDS %s, solver %s (max %d)", line.index, expectedText,
                        result.cardsText(), result.tricks()));
            }
        }
        assertEquals("", report.toString(), "positions differing from DDS");
    }

    @ParameterizedTest
    @EnumSource(SolverOptions.TableKind.class)
    void bestCardIsOneOfTheCardsDdsRatesHighest(SolverOptions.TableKind kind) {
        DoubleDummySolver solver = new DoubleDummySolver(SolverOptions.defaults().withTableKind(kind));
        for (OracleData.PositionLine line : positions) {
            int max = line.tricksByCard.values().stream().mapToInt(Integer::intValue).max().orElseThrow();
            SolveResult result = solver.solve(line.position, Solutions.BEST_CARD);
            assertEquals(max, result.tricks(), "tricks of position " + line.index);
            Integer bestCount = line.tricksByCard.get(result.bestCard());
            assertTrue(bestCount != null && bestCount == max, "position " + line.index + ": best card "
                    + Card.toString(result.bestCard()) + " is rated " + bestCount + " by DDS, max " + max);
            assertEquals(max, result.tricks(result.bestCard()));
        }
    }

    @ParameterizedTest
    @EnumSource(SolverOptions.TableKind.class)
    void optimalCardsAreExactlyTheCardsDdsRatesHighest(SolverOptions.TableKind kind) {
        DoubleDummySolver solver = new DoubleDummySolver(SolverOptions.defaults().withTableKind(kind));
        for (OracleData.PositionLine line : positions) {
            int max = line.tricksByCard.values().stream().mapToInt(Integer::intValue).max().orElseThrow();
            long expected = 0;
            for (Map.Entry<Integer, Integer> card : line.tricksByCard.entrySet()) {
                if (card.getValue() == max) {
                    expected |= Card.bit(card.getKey());
                }
            }
            SolveResult result = solver.solve(line.position, Solutions.OPTIMAL_CARDS);
            assertEquals(max, result.tricks(), "tricks of position " + line.index);
            assertEquals(Long.toHexString(expected), Long.toHexString(result.optimalCards()),
                    "optimal cards of position " + line.index + ": " + line.text);
            assertTrue((result.optimalCards() & Card.bit(result.bestCard())) != 0);
        }
    }
}
