package org.zwang.bridge.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.data.BundledDdTables;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;

/**
 * The cutoff-lead table: a lead that cut off is searched first the next time the leader and partner
 * hold the same cards with the same tricks taken, and nowhere else; switched off, it changes nothing.
 * Each deal's least favoured lead is the one recorded, so the order has to change for the test to pass.
 */
class CutoffLeadsTest {

    @Test
    void aLeadThatCutOffIsTriedFirstInTheSameSituationOnly() {
        for (Deal deal : BundledDdTables.deals(10)) {
            for (int strain : new int[] {Strain.NOTRUMP, Strain.HEARTS}) {
                PlayState state = new PlayState();
                Moves moves = new Moves(state, SolverOptions.defaults());
                int depth = state.setUp(deal.hands(), strain, Seat.WEST, 0);
                int[] before = ordered(moves, depth);
                int last = before[before.length - 1];
                moves.cutoffLead(depth, last);

                int[] after = ordered(moves, depth);
                assertEquals(Card.toString(last), Card.toString(after[0]), deal + " strain " + strain);
                assertEquals(before.length, after.length);

                // Another situation: the same hands, but the MAX side has a trick more.
                state.maxTricks++;
                assertEquals(Card.toString(before[0]), Card.toString(ordered(moves, depth)[0]),
                        "a different trick count is a different situation");
                state.maxTricks--;

                // A new deal or trump forgets it.
                moves.forgetKillers();
                assertEquals(Card.toString(before[0]), Card.toString(ordered(moves, depth)[0]));
            }
        }
    }

    @Test
    void switchedOffTheOrderIsTheWeightsAlone() {
        Deal deal = BundledDdTables.deals(1).get(0);
        PlayState state = new PlayState();
        Moves moves = new Moves(state, SolverOptions.defaults().with(SolverOptions.Feature.CUTOFF_LEADS, false));
        int depth = state.setUp(deal.hands(), Strain.NOTRUMP, Seat.WEST, 0);
        int[] before = ordered(moves, depth);
        moves.cutoffLead(depth, before[before.length - 1]);
        int[] after = ordered(moves, depth);
        assertNotEquals(Card.toString(before[before.length - 1]), Card.toString(after[0]));
        assertEquals(List.of(toStrings(before)), List.of(toStrings(after)));
    }

    private static int[] ordered(Moves moves, int depth) {
        int[] out = new int[Moves.MOVES];
        int count = moves.ordered(depth, out);
        return java.util.Arrays.copyOf(out, count);
    }

    private static String[] toStrings(int[] cards) {
        String[] names = new String[cards.length];
        for (int i = 0; i < cards.length; i++) {
            names[i] = Card.toString(cards[i]);
        }
        return names;
    }
}
