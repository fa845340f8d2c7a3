package org.zwang.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The pentanomial SPRT and Elo estimate against fishtest's own statistics. The reference values
 * were computed once with fishtest's {@code LLRcalc.LLR_logistic} and {@code stat_util.get_elo}
 * (server/fishtest/stats/ of official-stockfish/fishtest, commit b8eecff2, Python 3.11, SciPy 1.17)
 * by this script:
 *
 * <pre>
 * from fishtest.stats import LLRcalc, stat_util
 * for r, e0, e1 in cases:
 *     print(r, e0, e1, LLRcalc.LLR_logistic(e0, e1, r), stat_util.get_elo(r)[:2])
 * </pre>
 *
 * <p>The first two cases are the pentanomial examples of fishtest's {@code stat_util.py} self test;
 * the others are small matches like ours, one with empty counts (regularised to 0.001).
 */
class SprtTest {

    /** pair counts [LL, LD, DD+WL, WD, WW], elo0, elo1, fishtest's LLR, Elo and 95% half-width. */
    private static final double[][] FISHTEST = {
        {10789, 19328, 33806, 19402, 10543, -3, 1, 2.131067811794, -0.773577335917, 1.277579895728},
        {39, 2226, 31451, 2412, 40, 0.2, 0.9, 2.162542580048, 0.902981048809, 0.662531485982},
        {1, 4, 10, 5, 0, 0, 5, -0.059240778622, -8.669883581421, 61.957648857478},
        {0, 0, 3, 2, 1, 0, 5, 0.085678400687, 120.270918682271, 123.250242288137},
        {5, 20, 40, 25, 10, 0, 10, 0.671579917305, 26.106692605037, 34.826425303956},
        {120, 310, 455, 330, 140, 0, 5, 0.940752058572, 7.693558051056, 10.299220863677},
    };

    private static Pentanomial pairs(double[] row) {
        return Pentanomial.of((long) row[0], (long) row[1], (long) row[2], (long) row[3], (long) row[4]);
    }

    @Test
    void llrEloAndIntervalAreFishtests() {
        for (double[] row : FISHTEST) {
            Pentanomial pairs = pairs(row);
            Sprt sprt = new Sprt(row[5], row[6], 0.05, 0.05);
            String name = pairs + " elo0=" + row[5] + " elo1=" + row[6];
            assertEquals(row[7], sprt.llr(pairs), 1e-6, name);
            assertEquals(row[8], pairs.elo(), 1e-6, name);
            assertEquals(row[9], pairs.eloMargin95(), 1e-6, name);
        }
    }

    @Test
    void boundsAreWaldsForTheErrorRates() {
        // ln(0.05/0.95) = -2.944438979166440, ln(0.95/0.05) = 2.944438979166440;
        // alpha 0.05, beta 0.1: ln(0.1/0.95) = -2.251291798606495, ln(0.9/0.05) = 2.890371757896165.
        Sprt even = Sprt.parse("elo0=0,elo1=5,alpha=0.05,beta=0.05");
        assertEquals(-2.944438979166440, even.lowerBound(), 1e-12);
        assertEquals(2.944438979166440, even.upperBound(), 1e-12);
        Sprt uneven = Sprt.parse("beta=0.1, elo1=10, elo0=0");
        assertEquals(-2.251291798606495, uneven.lowerBound(), 1e-12);
        assertEquals(2.890371757896165, uneven.upperBound(), 1e-12);
        assertEquals(Sprt.Decision.H1, even.decide(2.95));
        assertEquals(Sprt.Decision.H0, even.decide(-2.95));
        assertEquals(Sprt.Decision.CONTINUE, even.decide(2.9));
    }

    @Test
    void aClearWinnerIsAcceptedAndAClearLoserRejected() {
        Sprt sprt = new Sprt(0, 5, 0.05, 0.05);
        // 465 pairs scoring 62.6% (+89 Elo): fishtest's LLR_logistic(0, 5, .) is 5.097 for these counts
        // and -5.270 for the engines swapped
        Pentanomial strong = Pentanomial.of(15, 60, 120, 180, 90);
        assertEquals(5.097082208245273, sprt.llr(strong), 1e-6);
        assertEquals(-5.270441292643417, sprt.llr(strong.mirrored()), 1e-6);
        assertEquals(Sprt.Decision.H1, sprt.decide(sprt.llr(strong)));
        assertEquals(Sprt.Decision.H0, sprt.decide(sprt.llr(strong.mirrored())));
        assertEquals(Sprt.Decision.CONTINUE, sprt.decide(sprt.llr(Pentanomial.EMPTY)));
    }

    @Test
    void badSettingsAreNamed() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Sprt.parse("elo0=5,elo1=0")).getMessage()
                .contains("elo0 < elo1"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Sprt.parse("elo0=0")).getMessage()
                .contains("elo1"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Sprt.parse("elo0=0,elo1=5,gamma=1"))
                .getMessage().contains("gamma"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Sprt.parse("elo0=0,elo1=x")).getMessage()
                .contains("'x'"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Sprt.parse("elo0=0,elo1=5,alpha=0.7"))
                .getMessage().contains("alpha"));
    }

    /**
     * Counts start at 1 so none is emptied: with an empty count fishtest's regularisation (0.001 in its
     * place) makes the ratio wobble by a millionth (fishtest's own LLR_logistic(0, 1, .) is
     * -0.0057665 for [1, 1, 0, 0, 0] and -0.0057676 for [0, 2, 0, 0, 0]).
     */
    @Property(tries = 300)
    void llrGrowsWhenAPairScoresHalfAPointMore(@ForAll @IntRange(min = 1, max = 40) int ll,
            @ForAll @IntRange(min = 1, max = 40) int ld, @ForAll @IntRange(min = 1, max = 40) int dd,
            @ForAll @IntRange(min = 1, max = 40) int wd, @ForAll @IntRange(min = 1, max = 40) int ww,
            @ForAll @IntRange(max = 3) int from, @ForAll @DoubleRange(min = -20, max = 10) double elo0,
            @ForAll @DoubleRange(min = 1, max = 20) double width) {
        long[] counts = {ll, ld, dd, wd, ww};
        counts[from]++; // a pair to move up
        Pentanomial before = Pentanomial.of(counts[0], counts[1], counts[2], counts[3], counts[4]);
        counts[from]--;
        counts[from + 1]++;
        Pentanomial after = Pentanomial.of(counts[0], counts[1], counts[2], counts[3], counts[4]);
        Sprt sprt = new Sprt(elo0, elo0 + width, 0.05, 0.05);
        assertTrue(sprt.llr(after) > sprt.llr(before) - 1e-9, before + " -> " + after + ": " + sprt.llr(before)
                + " -> " + sprt.llr(after));
        assertTrue(after.elo() > before.elo(), before + " -> " + after);
    }

    @Property(tries = 300)
    void swappingTheEnginesNegatesEverything(@ForAll @IntRange(max = 60) int ll, @ForAll @IntRange(max = 60) int ld,
            @ForAll @IntRange(max = 60) int dd, @ForAll @IntRange(max = 60) int wd, @ForAll @IntRange(max = 60) int ww,
            @ForAll @DoubleRange(min = -20, max = 10) double elo0, @ForAll @DoubleRange(min = 1, max = 20) double width) {
        Pentanomial pairs = Pentanomial.of(ll, ld, dd, wd, ww);
        Pentanomial swapped = pairs.mirrored();
        double elo1 = elo0 + width;
        // H1 "engine 1 is elo1 better" over H0 "elo0 better" is H0' "engine 2 is -elo1 better" over
        // H1' "-elo0 better": the same likelihoods, so the ratio changes sign.
        assertEquals(new Sprt(elo0, elo1, 0.05, 0.05).llr(pairs), -new Sprt(-elo1, -elo0, 0.05, 0.05).llr(swapped),
                1e-7);
        assertEquals(pairs.elo(), -swapped.elo(), 1e-9);
        assertEquals(pairs.eloMargin95(), swapped.eloMargin95(), 1e-9);
    }

    @Test
    void pairsAreCountedByTheirPoints() {
        Pentanomial pairs = Pentanomial.EMPTY.plus(1, 0).plus(0.5, 0.5).plus(1, 1).plus(0, 0.5).plus(1, 0.5);
        assertEquals("[0, 1, 2, 1, 1]", pairs.toString());
        assertEquals(5, pairs.pairs());
        assertThrows(IllegalArgumentException.class, () -> pairs.plus(0.25, 1));
    }
}
