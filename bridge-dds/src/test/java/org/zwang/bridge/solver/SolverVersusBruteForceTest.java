package org.zwang.bridge.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Position;

/** The solver against plain minimax (BruteForce) on random endings, every legal card. */
class SolverVersusBruteForceTest {

    private final DoubleDummySolver solver = new DoubleDummySolver(SolverOptions.defaults().withTableBytes(8 << 20));

    @Provide
    Arbitrary<Position> endings() {
        return Endings.positions(1, 5);
    }

    @Property(tries = 150)
    void everyCardHasTheMinimaxCount(@ForAll("endings") Position position) {
        SolveResult result = solver.solve(position, Solutions.ALL_CARDS);
        int best = -1;
        for (long rest = position.legalCards(); rest != 0; rest &= rest - 1) {
            int card = Long.numberOfTrailingZeros(rest);
            int expected = BruteForce.tricksAfter(position, card);
            best = Math.max(best, expected);
            assertEquals(expected, result.tricks(card), Card.toString(card) + " in " + position);
        }
        assertEquals(best, result.tricks(), "best count in " + position);
        assertEquals(best, solver.tricks(position), "tricks() in " + position);
        assertEquals(best, result.tricks(result.bestCard()), "best card in " + position);
    }
}
