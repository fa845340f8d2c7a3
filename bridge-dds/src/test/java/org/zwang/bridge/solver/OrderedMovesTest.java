package org.zwang.bridge.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.data.BundledDdTables;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;

/**
 * The generator behind the search gives exactly one card of each
 * equivalence class of the legal cards (E4 §1), whatever order its weights choose: checked against
 * classes computed here from the rules (follow suit; cards of one hand in a suit are equivalent when
 * no card still in play elsewhere lies between them), through a whole first trick of 20 deals.
 */
class OrderedMovesTest {

    @Test
    void oneCardPerEquivalenceClassOfTheLegalCards() {
        List<Deal> deals = BundledDdTables.deals(20);
        int[] out = new int[16];
        for (Deal deal : deals) {
            for (int strain : new int[] {Strain.NOTRUMP, Strain.SPADES, Strain.CLUBS}) {
                LoadedMoves engine = new LoadedMoves(Position.start(deal, strain, Seat.WEST), 0, SolverOptions.defaults());
                long[] hands = deal.hands();
                long inPlay = deal.allCards();
                int ledSuit = -1;
                for (int position = 0; position < 4; position++) {
                    int depth = 52 - position;
                    int seat = (Seat.WEST + position) & 3;
                    long hand = hands[seat];
                    long legal = hand;
                    if (ledSuit >= 0 && (hand & (0xFFFFL << (ledSuit << 4))) != 0) {
                        legal = hand & (0xFFFFL << (ledSuit << 4));
                    }
                    int count = engine.ordered(depth, out);
                    assertEquals(classes(legal, inPlay & ~hand), count, deal + " position " + position);
                    long seen = 0;
                    for (int i = 0; i < count; i++) {
                        long bit = Card.bit(out[i]);
                        assertNotEquals(0L, legal & bit, Card.toString(out[i]) + " is not a legal card");
                        long cls = classOf(out[i], hand, inPlay & ~hand) & legal;
                        assertEquals(0L, seen & cls, "two cards of one class: " + Card.toString(out[i]));
                        seen |= cls;
                    }
                    assertEquals(legal, seen, "every legal card is covered by a class");
                    int played = out[0];
                    if (position == 0) {
                        ledSuit = Card.suit(played);
                    }
                    hands[seat] &= ~Card.bit(played);
                    engine.make(depth, played);
                }
            }
        }
    }

    /** The number of equivalence classes among {@code legal}. */
    private static int classes(long legal, long others) {
        int count = 0;
        long left = legal;
        while (left != 0) {
            int card = 63 - Long.numberOfLeadingZeros(left);
            left &= ~classOf(card, legal, others);
            count++;
        }
        assertTrue(count > 0);
        return count;
    }

    /** The cards of {@code mine} in {@code card}'s suit with no card of {@code others} between them and it. */
    private static long classOf(int card, long mine, long others) {
        long cls = Card.bit(card);
        int suit = Card.suit(card);
        for (int rank = Card.rank(card) + 1; rank < 16; rank++) {
            long bit = Card.bit(Card.of(suit, rank));
            if ((others & bit) != 0) {
                break;
            }
            cls |= mine & bit;
        }
        for (int rank = Card.rank(card) - 1; rank >= 0; rank--) {
            long bit = Card.bit(Card.of(suit, rank));
            if ((others & bit) != 0) {
                break;
            }
            cls |= mine & bit;
        }
        return cls;
    }
}
