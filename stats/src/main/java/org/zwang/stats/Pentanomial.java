package org.zwang.stats;

import java.util.Arrays;
import java.util.Locale;

/**
 * The results of a match counted by game pair, as fishtest counts them: each opening is played
 * twice with colours swapped, and a pair scores 0, ½, 1, 1½ or 2 points for the first engine
 * (LL, LD, DD or WL, WD, WW). Pairs are the independent samples of a match (the two games of an
 * opening are correlated through it), so the pair counts give a truer variance than wins, draws and
 * losses do; {@link Sprt} tests on them. Immutable.
 *
 * <p>The Elo estimate and its 95% interval are fishtest's ({@code get_elo} in fishtest's
 * {@code stat_util.py}): zero counts are replaced by 0.001 (fishtest's regularisation), the mean
 * score per game and its standard error come from the pair distribution, and both ends of the score
 * interval are turned into logistic Elo ({@code -400 log10(1/s - 1)}).
 */
public final class Pentanomial {

    /** No pair played yet. */
    public static final Pentanomial EMPTY = new Pentanomial(new long[5]);

    /** What fishtest puts in place of an empty count so that no probability is 0. */
    static final double REGULARIZATION = 1e-3;
    private static final double Z975 = 1.959963984540054;
    /** fishtest clamps scores to [0.001, 0.999] before turning them into Elo. */
    private static final double SCORE_CLAMP = 1e-3;

    private final long[] counts;

    private Pentanomial(long[] counts) {
        this.counts = counts;
    }

    /**
     * Pair counts in fishtest's order: index = points of the pair in half points (0 LL, 1 LD,
     * 2 DD or WL, 3 WD, 4 WW).
     */
    public static Pentanomial of(long ll, long ld, long ddOrWl, long wd, long ww) {
        long[] counts = {ll, ld, ddOrWl, wd, ww};
        for (long count : counts) {
            if (count < 0) {
                throw new IllegalArgumentException("pair counts must not be negative: " + Arrays.toString(counts));
            }
        }
        return new Pentanomial(counts);
    }

    /** These counts with one more pair whose games gave the first engine {@code first} and {@code second} (1, ½ or 0). */
    public Pentanomial plus(double first, double second) {
        long[] next = counts.clone();
        next[halfPoints(first) + halfPoints(second)]++;
        return new Pentanomial(next);
    }

    private static int halfPoints(double result) {
        if (result == 1.0 || result == 0.5 || result == 0.0) {
            return (int) (2 * result);
        }
        throw new IllegalArgumentException("a game result is 1, 0.5 or 0, got " + result);
    }

    /** The number of pairs that scored {@code halfPoints} half points (0-4). */
    public long count(int halfPoints) {
        return counts[halfPoints];
    }

    /** The engines swapped: LL and WW trade places, as do LD and WD. */
    Pentanomial mirrored() {
        return new Pentanomial(new long[] {counts[4], counts[3], counts[2], counts[1], counts[0]});
    }

    public long pairs() {
        return counts[0] + counts[1] + counts[2] + counts[3] + counts[4];
    }

    /** The counts with fishtest's 0.001 for every empty one. */
    double[] regularized() {
        double[] r = new double[5];
        for (int i = 0; i < 5; i++) {
            r[i] = counts[i] == 0 ? REGULARIZATION : counts[i];
        }
        return r;
    }

    /** The first engine's mean score per game (regularised), 0-1. */
    public double score() {
        double[] r = regularized();
        double pairs = 0;
        double points = 0;
        for (int i = 0; i < 5; i++) {
            pairs += r[i];
            points += r[i] * i / 4.0;
        }
        return points / pairs;
    }

    /** The standard error of the mean score per game (from the variance of the pair scores). */
    public double scoreStandardError() {
        double[] r = regularized();
        double pairs = 0;
        for (double count : r) {
            pairs += count;
        }
        double mean = score();
        double variance = 0; // of a pair's score per game (pair points / 2)
        for (int i = 0; i < 5; i++) {
            double deviation = i / 4.0 - mean;
            variance += r[i] * deviation * deviation;
        }
        variance /= pairs;
        return Math.sqrt(variance / pairs);
    }

    /** The logistic Elo difference of the first engine over the second. */
    public double elo() {
        return elo(score());
    }

    /** Half the width of the 95% confidence interval of {@link #elo()}. */
    public double eloMargin95() {
        double mean = score();
        double error = scoreStandardError();
        return (elo(mean + Z975 * error) - elo(mean - Z975 * error)) / 2;
    }

    private static double elo(double score) {
        return MatchScore.eloOf(Math.min(1 - SCORE_CLAMP, Math.max(SCORE_CLAMP, score)));
    }

    /** {@code [LL, LD, DD+WL, WD, WW]} counts, e.g. {@code [1, 4, 10, 5, 0]}. */
    @Override
    public String toString() {
        return Arrays.toString(counts);
    }

    /** Elo with its 95% margin, e.g. {@code +12.3 +/- 25.1}. */
    public String eloText() {
        return String.format(Locale.ROOT, "%+.1f +/- %.1f", elo(), eloMargin95());
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Pentanomial && Arrays.equals(counts, ((Pentanomial) other).counts);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(counts);
    }
}
