package org.zwang.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Ratings of several players fitted jointly from all their games, the Bradley–Terry model with draws
 * that BayesElo and Ordo fit (BayesElo's form): player i beats j with probability
 * {@code F(r_i - r_j - D)}, loses with {@code F(r_j - r_i - D)} and draws otherwise, where
 * {@code F(x) = 1 / (1 + 10^(-x / 400))} and {@code D >= 0} is the draw margin, fitted too. Every game
 * informs every rating: a player's rating comes from all the games, not from its own score against
 * "the field".
 *
 * <p>Ratings are relative to an anchor player (rating 0). The maximum-likelihood ratings lie in a box
 * of ±{@value #BOX} Elo; each player's 95% interval is the profile-likelihood interval (the ratings
 * where twice the log-likelihood, maximised over everything else, is within 3.84 of its maximum).
 * It stays honest where a player scored 0% or 100% — the likelihood keeps rising towards minus or plus
 * infinity, and the interval is one-sided, "below −X" or "above +X" — and where every game was drawn
 * — nothing bounds the ratings, and the interval says so rather than collapsing to ±0. The
 * likelihood of superiority of i over j is {@code Φ(z)} with {@code z} the signed root of twice the
 * log-likelihood lost by tying them (r_i = r_j): 50% when the data cannot tell them apart, near 100%
 * when it can, finite also where a rating is not.
 */
public final class BradleyTerry {

    /** The ratings' box, in Elo: a rating at its edge means "unbounded" in that direction. */
    public static final double BOX = 2000;
    /** The draw margin's upper end, in Elo: far enough that every game drawn fits as well as it can. */
    static final double MAX_DRAW = 2 * BOX;
    /** Half the 95% quantile of the chi-squared distribution with one degree of freedom (3.8415 / 2). */
    private static final double HALF_CHI2_95 = 3.841458820694124 / 2;
    /** Natural units per Elo: F(x) is the logistic function of {@code x * SCALE}. */
    private static final double SCALE = Math.log(10) / 400;
    /** How close to the box's edge an interval end counts as the edge (Elo). */
    private static final double EDGE = 1;

    /** One player's fitted rating and its 95% interval; an unbounded end is at ±{@link #BOX}. */
    public record Rating(String player, double elo, double low, double high, boolean anchor) {

        /** Whether the data bound the rating from below. */
        public boolean boundedBelow() {
            return low > -BOX + EDGE;
        }

        /** Whether the data bound the rating from above. */
        public boolean boundedAbove() {
            return high < BOX - EDGE;
        }

        /**
         * E.g. {@code +147 [+60, +240]}; {@code below -270} or {@code above +310} when the data bound one
         * side only; {@code unbounded} when they bound neither (every game drawn); {@code 0 (anchor)}.
         */
        public String text() {
            if (anchor) {
                return "0 (anchor)";
            }
            if (boundedBelow() && boundedAbove()) {
                return signed(elo) + " [" + signed(low) + ", " + signed(high) + "]";
            }
            if (boundedAbove()) {
                return "below " + signed(high);
            }
            if (boundedBelow()) {
                return "above " + signed(low);
            }
            return "unbounded";
        }

        private static String signed(double elo) {
            long rounded = Math.round(elo);
            return rounded > 0 ? "+" + rounded : Long.toString(rounded);
        }
    }

    /**
     * A joint fit: the players' ratings (in the order given, the anchor at 0), the fitted draw margin,
     * and the likelihood of superiority of every player over every other ({@code los[i][j]}: i better
     * than j; 0.5 on the diagonal).
     */
    public record Fit(List<Rating> ratings, double drawElo, double[][] los) {

        /** The rating of {@code player}. */
        public Rating rating(String player) {
            return ratings.stream().filter(r -> r.player().equals(player)).findFirst().orElseThrow(
                    () -> new IllegalArgumentException("no player '" + player + "'"));
        }
    }

    private final int n;
    private final int[][] wins;
    private final int[][] draws;

    private BradleyTerry(int[][] wins, int[][] draws) {
        this.n = wins.length;
        this.wins = wins;
        this.draws = draws;
    }

    /**
     * Fits the ratings of {@code players} from {@code wins[i][j]} (i's wins over j) and
     * {@code draws[i][j]} (the draws between i and j, the same both ways), relative to
     * {@code players.get(anchor)}.
     */
    public static Fit fit(List<String> players, int[][] wins, int[][] draws, int anchor) {
        int n = players.size();
        if (n < 2 || wins.length != n || draws.length != n || anchor < 0 || anchor >= n) {
            throw new IllegalArgumentException("a fit needs at least two players, an n x n table of wins and draws "
                    + "and an anchor among them");
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (wins[i][j] < 0 || draws[i][j] != draws[j][i] || draws[i][j] < 0 || (i == j && wins[i][j] != 0)) {
                    throw new IllegalArgumentException("wins and draws must be counts, draws the same both ways");
                }
            }
        }
        BradleyTerry model = new BradleyTerry(wins, draws);
        Constraint free = Constraint.free(n, anchor);
        double[] best = model.maximise(free);
        double bestLike = best[n + 1];
        List<Rating> ratings = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            if (k == anchor) {
                ratings.add(new Rating(players.get(k), 0, 0, 0, true));
                continue;
            }
            double low = model.intervalEnd(free, k, best[k], bestLike, -BOX);
            double high = model.intervalEnd(free, k, best[k], bestLike, BOX);
            ratings.add(new Rating(players.get(k), best[k], low, high, false));
        }
        double[][] los = new double[n][n];
        for (int i = 0; i < n; i++) {
            los[i][i] = 0.5;
            for (int j = i + 1; j < n; j++) {
                double tied = model.maximise(free.tying(i, j))[n + 1];
                double z = Math.signum(best[i] - best[j]) * Math.sqrt(Math.max(0, 2 * (bestLike - tied)));
                los[i][j] = normalCdf(z);
                los[j][i] = 1 - los[i][j];
            }
        }
        return new Fit(List.copyOf(ratings), best[n], los);
    }

    /**
     * How each player's rating is set while maximising: {@code link[k] = k} free, {@code link[k] = m}
     * moving with player m, {@code -1} fixed (at {@code fixed[k]}). The anchor is fixed at 0.
     */
    private record Constraint(int[] link, double[] fixed) {

        /** Every rating free but the anchor's. */
        static Constraint free(int n, int anchor) {
            int[] link = new int[n];
            for (int k = 0; k < n; k++) {
                link[k] = k;
            }
            link[anchor] = -1;
            return new Constraint(link, new double[n]);
        }

        /** Player k's rating fixed at {@code elo}. */
        Constraint fixing(int k, double elo) {
            int[] newLink = link.clone();
            double[] newFixed = fixed.clone();
            newLink[k] = -1;
            newFixed[k] = elo;
            return new Constraint(newLink, newFixed);
        }

        /** Players i and j tied to one rating (both at the anchor's 0 if either is fixed there). */
        Constraint tying(int i, int j) {
            if (link[i] == -1 || link[j] == -1) {
                return fixing(i, 0).fixing(j, 0);
            }
            int[] newLink = link.clone();
            newLink[j] = i;
            return new Constraint(newLink, fixed.clone());
        }
    }

    /**
     * The end of player {@code k}'s interval on the side of {@code edge} (±{@link #BOX}): where the
     * profile log-likelihood has fallen 1.92 below {@code bestLike}, found by bisection; the edge itself
     * when it never falls that far.
     */
    private double intervalEnd(Constraint free, int k, double estimate, double bestLike, double edge) {
        double target = bestLike - HALF_CHI2_95;
        if (maximise(free.fixing(k, edge))[n + 1] >= target) {
            return edge;
        }
        double inside = estimate;
        double outside = edge;
        while (Math.abs(outside - inside) > 0.05) {
            double middle = (inside + outside) / 2;
            if (maximise(free.fixing(k, middle))[n + 1] >= target) {
                inside = middle;
            } else {
                outside = middle;
            }
        }
        return (inside + outside) / 2;
    }

    /**
     * Maximises the log-likelihood under a constraint by coordinate ascent (the log-likelihood is
     * concave — an ordered logistic model — so each coordinate's maximum is the root of its derivative,
     * found by safeguarded Newton steps): the ratings, the draw margin, then the log-likelihood, in one
     * array of {@code n + 2}.
     */
    private double[] maximise(Constraint constraint) {
        int[] link = constraint.link();
        double[] r = constraint.fixed().clone();
        double d = hasDraws() ? 100 : 0;
        for (int sweep = 0; sweep < 500; sweep++) {
            double moved = 0;
            for (int k = 0; k < n; k++) {
                if (link[k] != k) {
                    continue;
                }
                double before = r[k];
                double after = maximiseRating(r, link, k, d);
                for (int m = 0; m < n; m++) {
                    if (link[m] == k) {
                        r[m] = after;
                    }
                }
                moved = Math.max(moved, Math.abs(after - before));
            }
            double dBefore = d;
            d = hasDraws() && hasDecisive() ? maximiseDraw(r, d) : hasDraws() ? MAX_DRAW : 0;
            moved = Math.max(moved, Math.abs(d - dBefore));
            if (moved < 1e-4) {
                break;
            }
        }
        double[] result = Arrays.copyOf(r, n + 2);
        result[n] = d;
        result[n + 1] = logLikelihood(r, d);
        return result;
    }

    private boolean hasDraws() {
        for (int[] row : draws) {
            for (int count : row) {
                if (count > 0) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean hasDecisive() {
        for (int[] row : wins) {
            for (int count : row) {
                if (count > 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The log-likelihood of all games at ratings {@code r} and draw margin {@code d} (Elo). */
    double logLikelihood(double[] r, double d) {
        double sum = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if (wins[i][j] + wins[j][i] + draws[i][j] > 0) {
                    sum += pair(i, j, (r[i] - r[j]) * SCALE, d * SCALE)[0];
                }
            }
        }
        return sum;
    }

    /**
     * One pair's log-likelihood and its first and second derivatives in {@code x} (the rating
     * difference i − j, natural units) and in {@code t} (the draw margin, natural units):
     * {@code {l, dl/dx, d2l/dx2, dl/dt, d2l/dt2}}.
     */
    private double[] pair(int i, int j, double x, double t) {
        double u = logistic(x - t); // i wins
        double v = logistic(-x - t); // j wins
        double p = logistic(t - x) - v; // a draw: 1 - u - v, without the cancellation
        double uu = u * (1 - u);
        double vv = v * (1 - v);
        int w = wins[i][j];
        int l = wins[j][i];
        int k = draws[i][j];
        double like = (w > 0 ? w * Math.log(u) : 0) + (l > 0 ? l * Math.log(v) : 0)
                + (k > 0 ? k * Math.log(Math.max(p, Double.MIN_NORMAL)) : 0);
        double pSafe = Math.max(p, 1e-300);
        double nx = -uu + vv; // dp/dx
        double nt = uu + vv; // dp/dt
        double dx = w * (1 - u) - l * (1 - v) + (k > 0 ? k * nx / pSafe : 0);
        double dxx = -w * uu - l * vv
                + (k > 0 ? k * ((-uu * (1 - 2 * u) - vv * (1 - 2 * v)) / pSafe - nx * nx / (pSafe * pSafe)) : 0);
        double dt = -w * (1 - u) - l * (1 - v) + (k > 0 ? k * nt / pSafe : 0);
        double dtt = -w * uu - l * vv
                + (k > 0 ? k * ((-uu * (1 - 2 * u) - vv * (1 - 2 * v)) / pSafe - nt * nt / (pSafe * pSafe)) : 0);
        return new double[] {like, dx, dxx, dt, dtt};
    }

    private static double logistic(double x) {
        return x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x));
    }

    /** The rating of player k (and the players linked to it) that maximises the log-likelihood, the rest held. */
    private double maximiseRating(double[] r, int[] link, int k, double d) {
        double[] trial = r.clone();
        return rootOfConcave(-BOX, BOX, r[k], value -> {
            for (int m = 0; m < n; m++) {
                if (link[m] == k) {
                    trial[m] = value;
                }
            }
            double g = 0;
            double h = 0;
            for (int m = 0; m < n; m++) {
                if (link[m] != k) {
                    continue;
                }
                for (int o = 0; o < n; o++) {
                    if (link[o] == k || wins[m][o] + wins[o][m] + draws[m][o] == 0) {
                        continue;
                    }
                    double[] terms = pair(m, o, (trial[m] - trial[o]) * SCALE, d * SCALE);
                    g += terms[1] * SCALE;
                    h += terms[2] * SCALE * SCALE;
                }
            }
            return new double[] {g, h};
        });
    }

    /** The draw margin that maximises the log-likelihood at ratings r. */
    private double maximiseDraw(double[] r, double d) {
        return rootOfConcave(0, MAX_DRAW, d, value -> {
            double g = 0;
            double h = 0;
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    if (wins[i][j] + wins[j][i] + draws[i][j] > 0) {
                        double[] terms = pair(i, j, (r[i] - r[j]) * SCALE, value * SCALE);
                        g += terms[3] * SCALE;
                        h += terms[4] * SCALE * SCALE;
                    }
                }
            }
            return new double[] {g, h};
        });
    }

    /** The first and second derivatives of a concave function of one variable. */
    private interface Derivatives {
        double[] at(double value);
    }

    /**
     * The maximum of a concave function on [lo, hi] from its derivatives: an end where the slope
     * already points out of the interval, else the root of the slope by Newton steps kept inside a
     * shrinking bracket (a bisection step where Newton would leave it).
     */
    private static double rootOfConcave(double lo, double hi, double start, Derivatives f) {
        double[] atLo = f.at(lo);
        if (atLo[0] <= 0) {
            return lo;
        }
        double[] atHi = f.at(hi);
        if (atHi[0] >= 0) {
            return hi;
        }
        double x = Math.max(lo, Math.min(hi, start));
        for (int step = 0; step < 200 && hi - lo > 1e-7; step++) {
            double[] here = f.at(x);
            if (Math.abs(here[0]) < 1e-10) {
                return x;
            }
            if (here[0] > 0) {
                lo = x;
            } else {
                hi = x;
            }
            double next = here[1] < 0 ? x - here[0] / here[1] : Double.NaN;
            x = next > lo && next < hi ? next : (lo + hi) / 2;
        }
        return x;
    }

    /** The standard normal distribution function (Abramowitz and Stegun 7.1.26 on erf, error below 1.5e-7). */
    static double normalCdf(double z) {
        double x = Math.abs(z) / Math.sqrt(2);
        double t = 1 / (1 + 0.3275911 * x);
        double erf = Math.max(0, 1 - (((((1.061405429 * t - 1.453152027) * t) + 1.421413741) * t - 0.284496736) * t
                + 0.254829592) * t * Math.exp(-x * x)); // the approximation dips below 0 by 1e-9 at 0
        return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
    }
}
