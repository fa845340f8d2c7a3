package org.zwang.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Size;

/**
 * The geometric mean of per-position ratios and its bootstrap interval, against arithmetic done by
 * hand and against the central limit theorem.
 */
class RatioIntervalTest {

    @Example
    void theGeometricMeanIsTheMeanOfTheLogs() {
        assertEquals(2.0, RatioInterval.of(new double[] {1, 4}, 1).geometricMean(), 1e-12);
        assertEquals(1.0, RatioInterval.of(new double[] {0.5, 2, 0.25, 4}, 1).geometricMean(), 1e-12);
        // the ratio of totals says something else: one large position decides it
        assertEquals(0.1, RatioInterval.of(new double[] {0.1}, 1).geometricMean(), 1e-12);
    }

    @Example
    void equalRatiosHaveAnIntervalOfThatRatioAloneAndNoneHaveNothing() {
        RatioInterval same = RatioInterval.of(new double[] {0.8, 0.8, 0.8, 0.8, 0.8}, 7);
        assertEquals(0.8, same.low(), 1e-12);
        assertEquals(0.8, same.high(), 1e-12);
        assertEquals(5, same.positions());
        assertEquals(0, RatioInterval.of(new double[0], 7).positions());
        assertTrue(Double.isNaN(RatioInterval.of(new double[0], 7).geometricMean()));
        assertThrows(IllegalArgumentException.class, () -> RatioInterval.of(new double[] {1, 0}, 7));
    }

    /**
     * With log ratios of +1 and -1 in equal numbers (standard deviation 1), the mean of n of them is
     * normal with standard error 1/sqrt(n) to a good approximation: the 95% interval of the log mean is
     * about ±1.96/sqrt(n).
     */
    @Example
    void theIntervalHasTheWidthTheCentralLimitTheoremGives() {
        int n = 400;
        double[] ratios = new double[n];
        for (int i = 0; i < n; i++) {
            ratios[i] = Math.exp(i % 2 == 0 ? 1 : -1);
        }
        RatioInterval interval = RatioInterval.of(ratios, 2026);
        double halfWidth = 1.96 / Math.sqrt(n);
        assertEquals(-halfWidth, Math.log(interval.low()), 0.15 * halfWidth);
        assertEquals(halfWidth, Math.log(interval.high()), 0.15 * halfWidth);
    }

    @Property(tries = 100)
    void theIntervalHoldsTheMeanLiesWithinTheRatiosAndIsReproducible(@ForAll @Size(min = 1, max = 30) double[] logs) {
        double[] ratios = Arrays.stream(logs).map(x -> Math.exp(Math.max(-20, Math.min(20, x % 20)))).toArray();
        RatioInterval interval = RatioInterval.of(ratios, 5);
        double min = Arrays.stream(ratios).min().orElseThrow();
        double max = Arrays.stream(ratios).max().orElseThrow();
        double slack = 1e-9 * max;
        assertTrue(min - slack <= interval.low() && interval.low() <= interval.geometricMean() + slack
                && interval.geometricMean() <= interval.high() + slack && interval.high() <= max + slack,
                interval + " within " + min + ".." + max);
        assertEquals(interval, RatioInterval.of(ratios, 5), "the same seed, the same interval");
    }
}
