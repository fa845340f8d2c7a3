package org.zwang.bridge.par;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.model.Vulnerability;

/**
 * Par on small hand-made tables whose answers were worked out by hand (the comments show the
 * arithmetic), for the vulnerabilities and dealers the DDS oracle file does not cover.
 */
class ParHandCheckedTest {

    /** Rows S, H, D, C, NT; columns N, E, S, W. */
    private static DdTable table(int[]... rows) {
        return DdTable.of(rows);
    }

    /**
     * N-S make 4S (10 tricks), E-W take 8 tricks in hearts, so 5H doubled goes 3 down.
     * 3 down doubled costs 500 not vulnerable, 800 vulnerable; 4S is worth 420 / 620.
     */
    private static final DdTable GAME_AGAINST_HEARTS = table(
            new int[] {10, 3, 10, 3},
            new int[] {5, 8, 5, 8},
            new int[] {7, 5, 7, 5},
            new int[] {6, 6, 6, 6},
            new int[] {7, 5, 7, 5});

    @Test
    void sacrificeAgainstAGameOnlyPaysAtFavourableVulnerability() {
        // nobody vulnerable: 500 > 420, no sacrifice
        assertPar(GAME_AGAINST_HEARTS, Seat.NORTH, Vulnerability.NONE, 420, "4S-NS");
        // N-S vulnerable only (favourable for E-W): 500 < 620, E-W sacrifice
        assertPar(GAME_AGAINST_HEARTS, Seat.NORTH, Vulnerability.NORTH_SOUTH, 500, "5H*-EW-3");
        // E-W vulnerable only (unfavourable): 800 > 420
        assertPar(GAME_AGAINST_HEARTS, Seat.NORTH, Vulnerability.EAST_WEST, 420, "4S-NS");
        // both vulnerable: 800 > 620
        assertPar(GAME_AGAINST_HEARTS, Seat.NORTH, Vulnerability.BOTH, 620, "4S-NS");
    }

    /**
     * N-S make 6S (12 tricks): 980 / 1430. E-W take 9 tricks in hearts: 7H doubled is 4 down,
     * 800 not vulnerable, 1100 vulnerable.
     */
    private static final DdTable SLAM_AGAINST_HEARTS = table(
            new int[] {12, 1, 12, 1},
            new int[] {4, 9, 4, 9},
            new int[] {9, 4, 9, 4},
            new int[] {8, 5, 8, 5},
            new int[] {10, 3, 10, 3});

    @Test
    void sacrificeAgainstASlam() {
        assertPar(SLAM_AGAINST_HEARTS, Seat.WEST, Vulnerability.NONE, 800, "7H*-EW-4"); // 800 < 980
        assertPar(SLAM_AGAINST_HEARTS, Seat.WEST, Vulnerability.NORTH_SOUTH, 800, "7H*-EW-4"); // 800 < 1430
        assertPar(SLAM_AGAINST_HEARTS, Seat.WEST, Vulnerability.EAST_WEST, 980, "6S-NS"); // 1100 > 980
        assertPar(SLAM_AGAINST_HEARTS, Seat.WEST, Vulnerability.BOTH, 1100, "7H*-EW-4"); // 1100 < 1430
    }

    /**
     * Both North and East take 7 tricks in notrump (their partners 6), nothing else makes: whoever
     * comes first from the dealer bids 1NT. A 1NT or 2-level sacrifice costs 100 or more > 90.
     */
    private static final DdTable BOTH_MAKE_ONE_NOTRUMP = table(
            new int[] {6, 6, 6, 6},
            new int[] {6, 6, 6, 6},
            new int[] {6, 6, 6, 6},
            new int[] {6, 6, 6, 6},
            new int[] {7, 7, 6, 6});

    @Test
    void theDealerDecidesWhoPlaysTheContractBothSidesCanMake() {
        assertPar(BOTH_MAKE_ONE_NOTRUMP, Seat.NORTH, Vulnerability.NONE, 90, "1N-N");
        assertPar(BOTH_MAKE_ONE_NOTRUMP, Seat.EAST, Vulnerability.NONE, -90, "1N-E");
        assertPar(BOTH_MAKE_ONE_NOTRUMP, Seat.SOUTH, Vulnerability.BOTH, 90, "1N-N"); // South 6, West 6, North 7
        assertPar(BOTH_MAKE_ONE_NOTRUMP, Seat.WEST, Vulnerability.EAST_WEST, 90, "1N-N"); // West 6, North 7
    }

    @Test
    void nothingMakesIsPassedOut() {
        DdTable table = table(new int[] {6, 6, 6, 6}, new int[] {6, 6, 6, 6}, new int[] {6, 6, 6, 6},
                new int[] {6, 6, 6, 6}, new int[] {6, 6, 6, 6});
        ParResult par = Par.par(table, Seat.SOUTH, Vulnerability.BOTH);
        assertEquals(0, par.score());
        assertTrue(par.passedOut());
        assertEquals("pass", par.contractsText());
    }

    @Test
    void parContractExposesItsParts() {
        ParResult par = Par.par(GAME_AGAINST_HEARTS, Seat.NORTH, Vulnerability.NORTH_SOUTH);
        ParContract sacrifice = par.contracts().get(0);
        assertEquals(5, sacrifice.level());
        assertEquals(Strain.HEARTS, sacrifice.strain());
        assertTrue(sacrifice.doubled());
        assertTrue(sacrifice.declaredBy(Seat.EAST) && sacrifice.declaredBy(Seat.WEST));
        assertFalse(sacrifice.declaredBy(Seat.NORTH));
        assertEquals(-3, sacrifice.result());
        assertEquals(8, sacrifice.tricks());
        assertEquals("EW", sacrifice.seatsText());
        assertEquals("5H*-EW-3;x", par.contractsText(";") + ";x");
    }

    @Test
    void badDealerIsRejected() {
        try {
            Par.par(GAME_AGAINST_HEARTS, 4, Vulnerability.NONE);
        } catch (IllegalArgumentException expected) {
            assertEquals("no seat 4", expected.getMessage());
            return;
        }
        throw new AssertionError("dealer 4 accepted");
    }

    private static void assertPar(DdTable table, int dealer, Vulnerability vulnerability, int score, String text) {
        ParResult par = Par.par(table, dealer, vulnerability);
        assertEquals(score + " " + text, par.score() + " " + par.contractsText(),
                () -> "dealer " + Seat.letter(dealer) + ", " + vulnerability);
        // the brute-force auction agrees with the hand-worked score
        assertEquals(score, BruteForcePar.parScore(table, dealer, vulnerability));
    }
}
