package org.zwang.duck.nnue;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Board;

/**
 * The quantised integer forward pass against the float one of the same weights, on 10,000 positions
 * of seeded random games, for a seeded random network of width 128 whose outputs spread over
 * several hundred centipawns: on every position the difference stays within the worst-case rounding
 * bound derived in {@link FloatNetwork#quantisationBound}, and in practice far closer — the stated
 * bound is a mean absolute difference of at most 3 centipawns and a largest one of at most 20.
 */
class QuantisationTest {

    @Test
    void integerForwardPassIsWithinTheStatedBoundOfTheFloatOne() {
        FloatNetwork floating = FloatNetwork.random(128, 3);
        Network quantised = floating.quantise();
        List<Board> positions = NnueTesting.randomPositions(10_000, 120, 5);
        double sum = 0;
        double largest = 0;
        double spread = 0;
        for (Board board : positions) {
            double exact = floating.evaluate(board);
            int integer = quantised.evaluateFromScratch(board);
            double difference = Math.abs(integer - exact);
            double bound = floating.quantisationBound(Long.bitCount(board.occupied()));
            assertTrue(difference <= bound, "difference " + difference + " above the rounding bound " + bound
                    + " at " + board.toFen());
            sum += difference;
            largest = Math.max(largest, difference);
            spread += Math.abs(exact);
        }
        double mean = sum / positions.size();
        assertTrue(spread / positions.size() > 50, "the float outputs spread (mean |eval| "
                + spread / positions.size() + "), so that the comparison means something");
        assertTrue(mean <= 3, "mean absolute difference " + mean + " cp");
        assertTrue(largest <= 20, "largest difference " + largest + " cp");
    }
}
