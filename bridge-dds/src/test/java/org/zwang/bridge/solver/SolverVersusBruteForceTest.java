package org.zwang.bridge.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Hand;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;

/** The solver against plain minimax (BruteForce) on random endings, every legal card. */
class SolverVersusBruteForceTest {

    private final DoubleDummySolver solver = new DoubleDummySolver(SolverOptions.defaults().withTableBytes(8 << 20));

    @Provide
    Arbitrary<Position> endings() {
        return Endings.positions(1, 5);
    }

    @Property(tries = 600)
    void everyCardHasTheMinimaxCount(@ForAll("endings") Position position) {
        checkEveryCard(position);
    }

    /**
     * Found by a larger random sweep: QuickTricks' winning ranks once missed the comparison between
     * the cashed card and partner's card, which decides who leads next.
     */
    @Example
    void quickTricksKeepTheRankThatDecidesWhoLeadsNext() {
        Position position = Position.of(Strain.NOTRUMP, Seat.EAST, new int[] {Card.parse("S2"), Card.parse("C9")},
                new long[] {Hand.parse("5.A8..J3"), Hand.parse("JT..86."), Hand.parse("..A2.Q2"),
                    Hand.parse("A6.K2..A")}, 0, 0);
        checkEveryCard(position);
    }

    private void checkEveryCard(Position position) {
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
