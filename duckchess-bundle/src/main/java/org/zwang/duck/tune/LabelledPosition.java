package org.zwang.duck.tune;

import java.util.Locale;

/**
 * A position of a played game and how that game ended, from White's point of view: 1 (White won),
 * 0.5 (drawn) or 0 (Black won); Texel tuning fits the evaluation so that a logistic of its
 * quiescence score predicts it. A line of a positions file: {@code FEN ; 1-0} (or {@code 1/2-1/2},
 * {@code 0-1}); a fitted label may also be a probability ({@code FEN ; 0.731}). Self-play for the
 * network also keeps the engine's search score of the position, in centipawns from White's view:
 * {@code FEN ; 1-0 ; 35} ({@link #searchScore}; Texel tuning ignores it).
 */
public record LabelledPosition(String fen, double whiteScore, int searchScore) {

    /** {@link #searchScore} of a position without one. */
    public static final int NO_SCORE = Integer.MIN_VALUE;
    /** Search scores are kept within ±{@value} centipawns (a mate score is written as this). */
    public static final int MAX_SCORE = 10_000;

    public LabelledPosition {
        if (!(whiteScore >= 0 && whiteScore <= 1)) {
            throw new IllegalArgumentException("a result must lie in 0 .. 1, got " + whiteScore);
        }
        if (searchScore != NO_SCORE && Math.abs(searchScore) > MAX_SCORE) {
            throw new IllegalArgumentException("a search score must lie in -" + MAX_SCORE + " .. " + MAX_SCORE
                    + ", got " + searchScore);
        }
    }

    /** A position with its game's result and no search score. */
    public LabelledPosition(String fen, double whiteScore) {
        this(fen, whiteScore, NO_SCORE);
    }

    /** Whether the line carries a search score. */
    public boolean hasSearchScore() {
        return searchScore != NO_SCORE;
    }

    /** The file line. */
    public String line() {
        String result = whiteScore == 1 ? "1-0" : whiteScore == 0 ? "0-1" : whiteScore == 0.5 ? "1/2-1/2"
                : String.format(Locale.ROOT, "%.6f", whiteScore);
        return fen + " ; " + result + (hasSearchScore() ? " ; " + searchScore : "");
    }

    /**
     * Parses a file line.
     *
     * @throws IllegalArgumentException when it is not {@code FEN ; RESULT} or {@code FEN ; RESULT ; SCORE}
     */
    public static LabelledPosition parse(String line) {
        String[] parts = line.split(";", -1);
        if (parts.length < 2 || parts.length > 3) {
            throw new IllegalArgumentException("expected 'FEN ; RESULT' or 'FEN ; RESULT ; SCORE'");
        }
        String fen = parts[0].strip();
        double result = result(parts[1].strip());
        if (parts.length == 2) {
            return new LabelledPosition(fen, result);
        }
        String score = parts[2].strip();
        try {
            return new LabelledPosition(fen, result, Integer.parseInt(score));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad search score '" + shorten(score) + "' (expected centipawns)");
        }
    }

    private static double result(String result) {
        switch (result) {
            case "1-0":
                return 1;
            case "0-1":
                return 0;
            case "1/2-1/2":
                return 0.5;
            default:
                try {
                    return Double.parseDouble(result);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("bad result '" + shorten(result)
                            + "' (expected 1-0, 0-1, 1/2-1/2 or a number in 0 .. 1)");
                }
        }
    }

    private static String shorten(String text) {
        return text.length() > 20 ? text.substring(0, 20) + "..." : text;
    }
}
