package org.zwang.compare;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * How much one technique costs against another across positions: the geometric mean of the
 * per-position ratios of their nodes, with a 95% interval from the percentile bootstrap (the positions
 * resampled with replacement {@value #RESAMPLES} times, seeded, so the same records give the same
 * interval). Every position counts alike, whether it took ten nodes or ten million; a ratio of totals
 * is dominated by the few largest positions and says nothing about a typical one.
 *
 * @param positions     how many positions the ratios come from
 * @param geometricMean exp of the mean log ratio
 * @param low           the interval's lower end (2.5th percentile of the resampled geometric means)
 * @param high          its upper end (97.5th percentile)
 */
public record RatioInterval(int positions, double geometricMean, double low, double high) {

    /** Bootstrap resamples. */
    public static final int RESAMPLES = 2000;

    /** What an empty set of ratios gives: no positions, every figure NaN. */
    public static final RatioInterval NONE = new RatioInterval(0, Double.NaN, Double.NaN, Double.NaN);

    /** The geometric mean of {@code ratios} (each positive) and its bootstrap interval. */
    public static RatioInterval of(double[] ratios, long seed) {
        int n = ratios.length;
        if (n == 0) {
            return NONE;
        }
        double[] logs = new double[n];
        double sum = 0;
        for (int i = 0; i < n; i++) {
            if (!(ratios[i] > 0) || Double.isInfinite(ratios[i])) {
                throw new IllegalArgumentException("a ratio must be positive and finite, got " + ratios[i]);
            }
            logs[i] = Math.log(ratios[i]);
            sum += logs[i];
        }
        SplittableRandom random = new SplittableRandom(seed);
        double[] means = new double[RESAMPLES];
        for (int b = 0; b < RESAMPLES; b++) {
            double resampled = 0;
            for (int i = 0; i < n; i++) {
                resampled += logs[random.nextInt(n)];
            }
            means[b] = resampled / n;
        }
        Arrays.sort(means);
        return new RatioInterval(n, Math.exp(sum / n), Math.exp(quantile(means, 0.025)),
                Math.exp(quantile(means, 0.975)));
    }

    /** The {@code p} quantile of sorted {@code values}, linearly interpolated between order statistics. */
    private static double quantile(double[] values, double p) {
        double at = p * (values.length - 1);
        int below = (int) Math.floor(at);
        int above = Math.min(values.length - 1, below + 1);
        return values[below] + (at - below) * (values[above] - values[below]);
    }
}
