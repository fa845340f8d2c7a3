package org.zwang.bridge.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;

/**
 * Hand-checked positions for three of DDS 2.x's follow rules ({@link RefinedWeights}): the card the
 * search tries first is the one the rule's bridge reasoning names, worked out by hand from the cards.
 */
class RefinedWeightsTest {

    /** The card tried first by the hand to play after {@code played} (the trick so far) in {@code deal}. */
    private static String firstCard(String deal, int strain, String... played) {
        Deal parsed = Deal.parsePbn(deal);
        Position position = Position.start(parsed, strain, Seat.WEST);
        for (String card : played) {
            position = position.play(Card.parse(card));
        }
        // The followers' weights, not Xue's rules that are the default for following hands.
        SolverOptions weights = SolverOptions.defaults().with(SolverOptions.Feature.FOLLOW_RULES, false);
        LoadedMoves loaded = new LoadedMoves(position, Seat.side(position.toMove()), weights);
        int[] out = new int[16];
        int count = loaded.ordered(loaded.depth, out);
        return count == 0 ? "none" : Card.toString(out[0]);
    }

    @Test
    void thirdHandForcesOutTheAceAsCheaplyAsPossible() {
        // Notrump. West leads the S2, North's S3 is winning; East holds Q-10-4 behind nothing, South
        // A-9-8 over it. East cannot win, but the 10 (above South's 9) makes South spend the ace.
        assertEquals("ST", firstCard("W:K2.2.. J3.3.. QT4... A98...", Strain.NOTRUMP, "S2", "S3"));
    }

    @Test
    void thirdHandOvertakesPartnersSingletonToUnblock() {
        // Notrump. West's singleton SK wins the trick so far; East's A-Q-J-10 are all masters once the
        // king is gone and the opponents hold at most one more spade each: overtake with the ace.
        assertEquals("SA", firstCard("W:K.5432.. 92.AKQ.. AQJT3... 54.JT9..", Strain.NOTRUMP, "SK", "S2"));
    }

    @Test
    void thirdHandDoesNotRuffPartnersSureWinner() {
        // Hearts are trumps. West's SA beats everything South can play to spades: East, void,
        // discards a club rather than ruffing.
        assertEquals("CA", firstCard("W:AK...65 32..32. .43..AK QJ.65..", Strain.HEARTS, "SA", "S2"));
    }
}
