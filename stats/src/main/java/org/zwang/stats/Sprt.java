package org.zwang.stats;

import java.util.Locale;

/**
 * A sequential probability ratio test on game pairs, as fishtest runs it: H0 "the first engine is
 * {@code elo0} Elo stronger" against H1 "it is {@code elo1} Elo stronger", with error rates
 * {@code alpha} (accepting H1 when H0 holds) and {@code beta} (accepting H0 when H1 holds). The match
 * stops when the log-likelihood ratio leaves [ln(beta/(1-alpha)), ln((1-beta)/alpha)]: below, H0 is
 * accepted (the change is not worth elo1); above, H1 is accepted.
 *
 * <p>Elo here is <em>logistic</em> Elo (score {@code s = 1/(1+10^(-elo/400))}), the unit of
 * {@link MatchScore} and of cutechess-cli, not fishtest's default normalised Elo. The ratio is
 * fishtest's generalised log-likelihood ratio on the pentanomial model ({@code LLR_logistic} in
 * fishtest's {@code LLRcalc.py}, after Michel Van den Bergh's "GSPRT" notes): for each hypothesis
 * {@code s = s_k}, the maximum-likelihood distribution of the five pair outcomes with that mean
 * score is {@code p_i / (1 + x_k (a_i - s_k))}, where {@code p_i} is the observed (regularised)
 * frequency of outcome {@code a_i} in {0, ¼, ½, ¾, 1} and {@code x_k} solves
 * {@code sum p_i (a_i - s_k) / (1 + x_k (a_i - s_k)) = 0}; the LLR is N times the mean log ratio of
 * the two distributions over the observed pairs.
 */
public final class Sprt {

    private final double elo0;
    private final double elo1;
    private final double alpha;
    private final double beta;

    /** What the test says at a point of the match. */
    public enum Decision {
        /** The ratio is between the bounds: play on. */
        CONTINUE,
        /** The ratio fell below the lower bound: H0 accepted. */
        H0,
        /** The ratio rose above the upper bound: H1 accepted. */
        H1
    }

    public Sprt(double elo0, double elo1, double alpha, double beta) {
        if (!(elo0 < elo1) || Math.abs(elo0) > 1000 || Math.abs(elo1) > 1000) {
            throw new IllegalArgumentException("SPRT needs elo0 < elo1 (within +/-1000), got elo0=" + elo0
                    + ", elo1=" + elo1);
        }
        if (!(alpha > 0 && alpha < 0.5) || !(beta > 0 && beta < 0.5)) {
            throw new IllegalArgumentException("SPRT error rates must be between 0 and 0.5, got alpha=" + alpha
                    + ", beta=" + beta);
        }
        this.elo0 = elo0;
        this.elo1 = elo1;
        this.alpha = alpha;
        this.beta = beta;
    }

    /**
     * Parses {@code elo0=0,elo1=5,alpha=0.05,beta=0.05} (any order; alpha and beta default to 0.05).
     *
     * @throws IllegalArgumentException naming the bad part
     */
    public static Sprt parse(String text) {
        Double elo0 = null;
        Double elo1 = null;
        double alpha = 0.05;
        double beta = 0.05;
        for (String part : text.trim().split("\\s*,\\s*")) {
            String[] keyValue = part.split("\\s*=\\s*", -1);
            if (keyValue.length != 2) {
                throw new IllegalArgumentException("bad SPRT setting '" + part
                        + "' (expected elo0=0,elo1=5,alpha=0.05,beta=0.05)");
            }
            double value;
            try {
                value = Double.parseDouble(keyValue[1]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("bad number '" + keyValue[1] + "' for SPRT " + keyValue[0]);
            }
            if (!Double.isFinite(value)) {
                throw new IllegalArgumentException("bad number '" + keyValue[1] + "' for SPRT " + keyValue[0]);
            }
            switch (keyValue[0].toLowerCase(Locale.ROOT)) {
                case "elo0" -> elo0 = value;
                case "elo1" -> elo1 = value;
                case "alpha" -> alpha = value;
                case "beta" -> beta = value;
                default -> throw new IllegalArgumentException("unknown SPRT setting '" + keyValue[0]
                        + "' (expected elo0, elo1, alpha, beta)");
            }
        }
        if (elo0 == null || elo1 == null) {
            throw new IllegalArgumentException("SPRT needs elo0 and elo1, e.g. elo0=0,elo1=5");
        }
        return new Sprt(elo0, elo1, alpha, beta);
    }

    public double elo0() {
        return elo0;
    }

    public double elo1() {
        return elo1;
    }

    public double alpha() {
        return alpha;
    }

    public double beta() {
        return beta;
    }

    /** ln(beta / (1 - alpha)): H0 is accepted below it. */
    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    /** ln((1 - beta) / alpha): H1 is accepted above it. */
    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    /** The log-likelihood ratio of H1 over H0 after {@code pairs}. */
    public double llr(Pentanomial pairs) {
        double[] counts = pairs.regularized();
        double total = 0;
        for (double count : counts) {
            total += count;
        }
        double[] frequency = new double[5];
        for (int i = 0; i < 5; i++) {
            frequency[i] = counts[i] / total;
        }
        double s0 = scoreOf(elo0);
        double s1 = scoreOf(elo1);
        double x0 = multiplier(frequency, s0);
        double x1 = multiplier(frequency, s1);
        double sum = 0;
        for (int i = 0; i < 5; i++) {
            double a = i / 4.0;
            // log(p_i / (1 + x1 (a - s1))) - log(p_i / (1 + x0 (a - s0)))
            sum += frequency[i] * (Math.log1p(x0 * (a - s0)) - Math.log1p(x1 * (a - s1)));
        }
        return total * sum;
    }

    /** The test's verdict for a ratio. */
    public Decision decide(double llr) {
        return llr <= lowerBound() ? Decision.H0 : llr >= upperBound() ? Decision.H1 : Decision.CONTINUE;
    }

    /** The score a logistic Elo difference predicts. */
    static double scoreOf(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /**
     * The Lagrange multiplier x of the maximum-likelihood distribution with mean {@code s}: the root
     * of f(x) = sum p_i b_i / (1 + x b_i), b_i = a_i - s, on (-1/max b, -1/min b), where f falls
     * strictly from +infinity to -infinity (f' = -sum p_i b_i^2 / (1 + x b_i)^2), found by bisection
     * down to adjacent doubles.
     */
    private static double multiplier(double[] frequency, double s) {
        double low = -1 / (1 - s); // -1 / max b, b = a - s with a = 1
        double high = 1 / s; //       -1 / min b, b = -s
        for (int step = 0; step < 2000; step++) {
            double middle = low + (high - low) / 2;
            if (middle <= low || middle >= high) {
                break;
            }
            double f = 0;
            for (int i = 0; i < 5; i++) {
                double b = i / 4.0 - s;
                f += frequency[i] * b / (1 + middle * b);
            }
            if (f > 0) {
                low = middle;
            } else {
                high = middle;
            }
        }
        return low + (high - low) / 2;
    }

    /** e.g. {@code elo0=0 elo1=5 alpha=0.05 beta=0.05 (logistic Elo)}. */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "elo0=%s elo1=%s alpha=%s beta=%s (logistic Elo)", number(elo0), number(elo1),
                number(alpha), number(beta));
    }

    private static String number(double value) {
        return java.math.BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }
}
