package org.zwang.bridge.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.solver.SolverOptions.Feature;

/**
 * The root's cards are grouped into equivalence classes (E4 §1) only when equivalent cards are on:
 * with {@code equivalent-cards} off every legal card is its own class, as everywhere else in the
 * search. West holds AKQ of spades and touching diamonds, hand-checked below.
 */
class RootClassesTest {

    private static final Deal DEAL = Deal.parsePbn(
            "W:AKQ2.T9.QJT.8765 J43.AK87.AK2.432 T98.QJ65.987.AKQ 765.432.6543.JT9");

    private static int classCount(SolverOptions options) {
        PartitionSearch engine = new PartitionSearch(options.withTableBytes(2L << 20));
        engine.load(Position.start(DEAL, Strain.NOTRUMP, Seat.WEST), Seat.EAST_WEST);
        int[] cards = new int[13];
        long[] classes = new long[13];
        int count = engine.rootClasses(cards, classes);
        long covered = 0;
        for (int i = 0; i < count; i++) {
            assertEquals(0L, covered & classes[i], "classes overlap at " + Card.toString(cards[i]));
            covered |= classes[i];
        }
        assertEquals(DEAL.hand(Seat.WEST), covered, "the classes cover every legal card");
        return count;
    }

    @Test
    void withEquivalentCardsTouchingCardsShareAClass() {
        // Spades AKQ | 2, hearts T9, diamonds QJT, clubs 8765 (nobody else holds a card between):
        // 2 + 1 + 1 + 1 classes.
        assertEquals(5, classCount(SolverOptions.defaults()));
    }

    @Test
    void withoutEquivalentCardsEveryCardIsItsOwnClass() {
        assertEquals(13, classCount(SolverOptions.defaults().with(Feature.EQUIVALENT_CARDS, false)));
    }
}
