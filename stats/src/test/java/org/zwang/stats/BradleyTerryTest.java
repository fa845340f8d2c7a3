package org.zwang.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The joint rating fit against closed forms (two players: the model is saturated, so the fitted
 * probabilities are the observed frequencies), a brute-force profile likelihood on a grid, intervals
 * worked out by hand at 0% and with every game drawn, and the maximum-likelihood property on random
 * round-robins. The likelihood here is written apart from the fit's.
 */
class BradleyTerryTest {

    private static final List<String> TWO = List.of("a", "b");
    private static final double SCALE = Math.log(10) / 400;

    private static double logistic(double x) {
        return 1 / (1 + Math.exp(-x));
    }

    /** BayesElo's model, written out: i beats j with F(ri - rj - D), draws with what is left. */
    private static double logLikelihood(int[][] wins, int[][] draws, double[] r, double drawElo) {
        double sum = 0;
        for (int i = 0; i < r.length; i++) {
            for (int j = 0; j < r.length; j++) {
                double win = logistic((r[i] - r[j] - drawElo) * SCALE);
                double loss = logistic((r[j] - r[i] - drawElo) * SCALE);
                sum += wins[i][j] * Math.log(win);
                if (i < j && draws[i][j] > 0) {
                    // at a draw margin of 0 a draw has probability 0 (log -infinity, never NaN from rounding);
                    // a pair without draws adds nothing whatever the margin (not 0 * log 0)
                    sum += draws[i][j] * Math.log(Math.max(0, 1 - win - loss));
                }
            }
        }
        return sum;
    }

    private static int[][] twoPlayers(int aWins, int bWins) {
        return new int[][] {{0, aWins}, {bWins, 0}};
    }

    private static int[][] drawn(int count) {
        return new int[][] {{0, count}, {count, 0}};
    }

    @Example
    void twoPlayersFitTheirFrequenciesExactly() {
        // a wins 7, b wins 3, 10 drawn: F(d - D) = 0.35 and F(-d - D) = 0.15 for d = ra - rb
        BradleyTerry.Fit fit = BradleyTerry.fit(TWO, twoPlayers(7, 3), drawn(10), 0);
        double logitWin = Math.log(0.35 / 0.65);
        double logitLoss = Math.log(0.15 / 0.85);
        double difference = (logitWin - logitLoss) / 2 / SCALE;
        double drawElo = -(logitWin + logitLoss) / 2 / SCALE;
        assertEquals(-difference, fit.rating("b").elo(), 0.01);
        assertEquals(drawElo, fit.drawElo(), 0.01);
        assertTrue(fit.rating("a").anchor());
        assertEquals("0 (anchor)", fit.rating("a").text());
    }

    @Example
    void theIntervalIsTheProfileLikelihoodIntervalOfABruteForceGrid() {
        int[][] wins = twoPlayers(7, 3);
        int[][] draws = drawn(10);
        BradleyTerry.Rating b = BradleyTerry.fit(TWO, wins, draws, 0).rating("b");
        // the profile over the draw margin on a grid, for b's rating on a grid
        double best = Double.NEGATIVE_INFINITY;
        double[] profile = new double[2401];
        for (int step = 0; step < profile.length; step++) {
            double rb = -600 + step * 0.5;
            double top = Double.NEGATIVE_INFINITY;
            for (double d = 0.25; d <= 600; d += 0.25) {
                top = Math.max(top, logLikelihood(wins, draws, new double[] {0, rb}, d));
            }
            profile[step] = top;
            best = Math.max(best, top);
        }
        double low = Double.NaN;
        double high = Double.NaN;
        for (int step = 0; step < profile.length; step++) {
            if (2 * (best - profile[step]) <= 3.841458820694124) {
                low = Double.isNaN(low) ? -600 + step * 0.5 : low;
                high = -600 + step * 0.5;
            }
        }
        assertEquals(low, b.low(), 1.0);
        assertEquals(high, b.high(), 1.0);
        assertTrue(b.boundedBelow() && b.boundedAbove());
        assertTrue(b.text().matches("-\\d+ \\[-\\d+, [+-]\\d+\\]"), b.text());
    }

    @Example
    void aPlayerWhoLostEveryGameIsBelowABoundNotAtAClampedPoint() {
        // b loses all 10: with no draw the margin is 0, the profile is 10 log F(rb), rising to 0 as rb
        // falls; it is 1.92 below that where F(rb) = exp(-0.192): rb = -400 log10(0.8253 / 0.1747) = -269.7.
        BradleyTerry.Fit fit = BradleyTerry.fit(TWO, twoPlayers(10, 0), drawn(0), 0);
        BradleyTerry.Rating b = fit.rating("b");
        double bound = -400 * Math.log10(Math.exp(-3.841458820694124 / 20) / (1 - Math.exp(-3.841458820694124 / 20)));
        assertEquals(bound, b.high(), 0.5);
        assertFalse(b.boundedBelow());
        assertEquals("below -270", b.text());
        // the same from the other side: anchored at the loser, the winner is above +270
        assertEquals("above +270", BradleyTerry.fit(TWO, twoPlayers(10, 0), drawn(0), 1).rating("a").text());
        // likelihood of superiority: tying them costs 10 ln 2 of log-likelihood, z = sqrt(20 ln 2)
        double z = Math.sqrt(20 * Math.log(2));
        double expected = 0.5 * (1 + erf(z / Math.sqrt(2)));
        assertEquals(expected, fit.los()[0][1], 1e-6);
        assertEquals(1 - expected, fit.los()[1][0], 1e-6);
    }

    @Example
    void everyGameDrawnBoundsNothingAndNobodyIsSuperior() {
        BradleyTerry.Fit fit = BradleyTerry.fit(List.of("a", "b", "c"), new int[3][3],
                new int[][] {{0, 12, 12}, {12, 0, 12}, {12, 12, 0}}, 0);
        for (String player : List.of("b", "c")) {
            assertEquals("unbounded", fit.rating(player).text());
        }
        for (double[] row : fit.los()) {
            for (double los : row) {
                assertEquals(0.5, los, 1e-6);
            }
        }
    }

    @Example
    void levelPlayersAreLevelWithAnHonestIntervalAndFiftyPercentSuperiority() {
        // 10 wins each and 20 draws: the estimate is 0, the interval symmetric and well away from 0 width
        BradleyTerry.Fit fit = BradleyTerry.fit(TWO, twoPlayers(10, 10), drawn(20), 0);
        BradleyTerry.Rating b = fit.rating("b");
        assertEquals(0, b.elo(), 0.01);
        assertEquals(-b.low(), b.high(), 0.1);
        assertTrue(b.high() > 50, "40 games cannot pin a rating to within 50 Elo: " + b.text());
        assertEquals(0.5, fit.los()[0][1], 1e-6);
    }

    /**
     * On random round-robins of three or four players the fit is the maximum of the likelihood (written
     * apart here): no random nearby point is more likely, and the likelihood of superiority of the
     * higher-rated player of a pair is at least a half.
     */
    @Property(tries = 40)
    void theFitMaximisesTheLikelihood(@ForAll @IntRange(min = 3, max = 4) int players,
            @ForAll @IntRange(min = 0, max = 1000) int seed) {
        Random random = new Random(seed);
        int[][] wins = new int[players][players];
        int[][] draws = new int[players][players];
        for (int i = 0; i < players; i++) {
            for (int j = i + 1; j < players; j++) {
                for (int game = 0; game < 8; game++) {
                    int outcome = random.nextInt(3);
                    if (outcome == 0) {
                        wins[i][j]++;
                    } else if (outcome == 1) {
                        wins[j][i]++;
                    } else {
                        draws[i][j]++;
                        draws[j][i]++;
                    }
                }
            }
        }
        List<String> names = List.of("p0", "p1", "p2", "p3").subList(0, players);
        BradleyTerry.Fit fit = BradleyTerry.fit(names, wins, draws, 0);
        double[] r = new double[players];
        for (int k = 0; k < players; k++) {
            r[k] = fit.ratings().get(k).elo();
        }
        double best = logLikelihood(wins, draws, r, fit.drawElo());
        for (int trial = 0; trial < 50; trial++) {
            double[] other = r.clone();
            for (int k = 1; k < players; k++) {
                other[k] += random.nextGaussian() * 20;
            }
            double d = Math.max(0, fit.drawElo() + random.nextGaussian() * 20);
            assertTrue(logLikelihood(wins, draws, other, d) <= best + 1e-6, "a better point than the fit");
        }
        for (int i = 0; i < players; i++) {
            for (int j = 0; j < players; j++) {
                if (r[i] > r[j] + 1e-6) {
                    // at least even, up to the normal distribution's approximation (error below 1.5e-7)
                    assertTrue(fit.los()[i][j] >= 0.5 - 2e-7, "higher rated, at least even: " + fit.los()[i][j]);
                }
            }
        }
    }

    /** erf by its series, for the test's own normal distribution (independent of the fit's approximation). */
    private static double erf(double x) {
        double sum = 0;
        double term = x;
        for (int n = 0; n < 200; n++) {
            sum += term / (2 * n + 1);
            term *= -x * x / (n + 1);
        }
        return 2 / Math.sqrt(Math.PI) * sum;
    }
}
