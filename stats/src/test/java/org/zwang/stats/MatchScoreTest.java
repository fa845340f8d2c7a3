package org.zwang.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Elo arithmetic checked by hand. */
class MatchScoreTest {

    @Test
    void evenScoreIsZeroElo() {
        assertEquals(0.0, new MatchScore(10, 0, 10).eloDifference(), 1e-9);
        assertEquals(0.0, new MatchScore(0, 7, 0).eloDifference(), 1e-9);
    }

    @Test
    void threeQuartersIsAbout191Elo() {
        // -400 * log10(1/0.75 - 1) = 400 * log10(3) = 190.848...
        assertEquals(190.848, new MatchScore(3, 0, 1).eloDifference(), 0.001);
        assertEquals(-190.848, new MatchScore(1, 0, 3).eloDifference(), 0.001);
    }

    @Test
    void marginShrinksWithMoreGames() {
        double few = new MatchScore(6, 2, 2).eloMargin();
        double many = new MatchScore(600, 200, 200).eloMargin();
        assertTrue(many < few / 5, few + " vs " + many);
        // 100 games all drawn: no variance, no uncertainty in this estimator.
        assertEquals(0.0, new MatchScore(0, 100, 0).eloMargin(), 1e-9);
    }

    @Test
    void knownMarginFor50Wins50Losses() {
        // s = 0.5, per-game variance 0.25, sd of mean 0.05; interval 0.5 +/- 0.098:
        // elo(0.598) = -400 log10(1/0.598 - 1) = -400 log10(0.67224) = 68.99.
        assertEquals(68.99, new MatchScore(50, 0, 50).eloMargin(), 0.05);
    }

    @Test
    void resultsAreAdded() {
        MatchScore score = new MatchScore(0, 0, 0).plus(1).plus(0.5).plus(0);
        assertEquals(1, score.wins());
        assertEquals(1, score.draws());
        assertEquals(1, score.losses());
        assertThrows(IllegalArgumentException.class, () -> score.plus(0.25));
        assertTrue(score.toString().startsWith("+1 =1 -1 (50.0%)"), score.toString());
    }
}
