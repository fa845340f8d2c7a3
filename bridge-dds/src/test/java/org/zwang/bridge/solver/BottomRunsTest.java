package org.zwang.bridge.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;

/**
 * Winning ranks in a suit's bottom run move up to the card above it, worked out by hand on a
 * three-card ending: spades A K (North), Q (East), 3 2 (South); hearts all West's; clubs 2 (North),
 * 4 3 (East), 5 (South).
 */
class BottomRunsTest {

    private static long ranks(String... cards) {
        long set = 0;
        for (String card : cards) {
            set |= Card.bit(Card.parse(card));
        }
        return set;
    }

    @Test
    void theLowestWinningRankInTheBottomRunMovesAboveIt() {
        Deal deal = Deal.parsePbn("N:AK...2 Q...43 32...5 .AKQ..");
        PlayState state = new PlayState();
        SolverOptions options = SolverOptions.defaults();
        WinningRanks winning = new WinningRanks(new Moves(state, options), state, options);
        state.setUp(deal.hands(), Strain.NOTRUMP, Seat.WEST, 0);

        // The S2 (South's, with the S3 the bottom run) is replaced by the card above the run, the SQ.
        assertEquals(ranks("SA", "SQ"), winning.withoutBottomRuns(ranks("SA", "S2")));
        // The S3 too; a winning rank above the run stays as it is.
        assertEquals(ranks("SQ"), winning.withoutBottomRuns(ranks("S3")));
        assertEquals(ranks("SK"), winning.withoutBottomRuns(ranks("SK")));
        // Hearts are all West's: the lengths decide every holder, so no winning rank is needed.
        assertEquals(ranks("SA"), winning.withoutBottomRuns(ranks("SA", "HK", "HQ")));
        // Clubs: North's C2 is alone at the bottom, East's 4-3 above it: the C2 becomes the C3.
        assertEquals(ranks("C3"), winning.withoutBottomRuns(ranks("C2")));

        SolverOptions off = options.with(SolverOptions.Feature.BOTTOM_RUNS, false);
        WinningRanks plain = new WinningRanks(new Moves(state, off), state, off);
        assertEquals(ranks("SA", "S2"), plain.withoutBottomRuns(ranks("SA", "S2")));
    }
}
