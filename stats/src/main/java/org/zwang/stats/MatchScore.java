package org.zwang.stats;

import java.util.Locale;

/**
 * Wins, draws and losses of the first engine of a match, and what they say about strength: the score,
 * the Elo difference it implies ({@code -400 log10(1/s - 1)}) and a 95% error margin from the
 * per-game variance of the result (as cutechess-cli reports it). Immutable.
 */
public final class MatchScore {

    private static final double Z95 = 1.959963984540054;

    private final int wins;
    private final int draws;
    private final int losses;

    public MatchScore(int wins, int draws, int losses) {
        if (wins < 0 || draws < 0 || losses < 0) {
            throw new IllegalArgumentException("counts must not be negative");
        }
        this.wins = wins;
        this.draws = draws;
        this.losses = losses;
    }

    public int wins() {
        return wins;
    }

    public int draws() {
        return draws;
    }

    public int losses() {
        return losses;
    }

    public int games() {
        return wins + draws + losses;
    }

    /** This score with one more game of result 1, ½ or 0 for the first engine. */
    public MatchScore plus(double result) {
        if (result == 1.0) {
            return new MatchScore(wins + 1, draws, losses);
        }
        if (result == 0.5) {
            return new MatchScore(wins, draws + 1, losses);
        }
        if (result == 0.0) {
            return new MatchScore(wins, draws, losses + 1);
        }
        throw new IllegalArgumentException("a game result is 1, 0.5 or 0, got " + result);
    }

    /** Points per game, 0-1 (0.5 when no game was played). */
    public double score() {
        int games = games();
        return games == 0 ? 0.5 : (wins + 0.5 * draws) / games;
    }

    /** The Elo difference a score implies; infinite at 0 and 1. */
    public static double eloOf(double score) {
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / score - 1);
    }

    /** The Elo difference of the first engine over the second. */
    public double eloDifference() {
        return eloOf(score());
    }

    /** Half the width of the 95% confidence interval of the Elo difference (infinite when unknown). */
    public double eloMargin() {
        int games = games();
        if (games < 2) {
            return Double.POSITIVE_INFINITY;
        }
        double s = score();
        double variance = (wins * (1 - s) * (1 - s) + draws * (0.5 - s) * (0.5 - s) + losses * s * s) / games;
        double deviation = Math.sqrt(variance / games);
        double low = eloOf(s - Z95 * deviation);
        double high = eloOf(s + Z95 * deviation);
        return (high - low) / 2;
    }

    @Override
    public String toString() {
        double elo = eloDifference();
        double margin = eloMargin();
        String eloText = Double.isInfinite(elo) ? (elo > 0 ? "+inf" : "-inf") : String.format(Locale.ROOT, "%+.1f", elo);
        String marginText = Double.isInfinite(margin) || Double.isNaN(margin) ? "inf"
                : String.format(Locale.ROOT, "%.1f", margin);
        return String.format(Locale.ROOT, "+%d =%d -%d (%.1f%%), Elo difference %s +/- %s", wins, draws, losses,
                100 * score(), eloText, marginText);
    }
}
