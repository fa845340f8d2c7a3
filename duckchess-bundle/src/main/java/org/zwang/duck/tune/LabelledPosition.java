package org.zwang.duck.tune;

import java.util.Locale;

/**
 * A position of a played game and how that game ended, from White's point of view: 1 (White won),
 * 0.5 (drawn) or 0 (Black won); Texel tuning fits the evaluation so that a logistic of its
 * quiescence score predicts it. A line of a positions file: {@code FEN ; 1-0} (or {@code 1/2-1/2},
 * {@code 0-1}); a fitted label may also be a probability ({@code FEN ; 0.731}).
 */
public record LabelledPosition(String fen, double whiteScore) {

    public LabelledPosition {
        if (!(whiteScore >= 0 && whiteScore <= 1)) {
            throw new IllegalArgumentException("a result must lie in 0 .. 1, got " + whiteScore);
        }
    }

    /** The file line. */
    public String line() {
        String result = whiteScore == 1 ? "1-0" : whiteScore == 0 ? "0-1" : whiteScore == 0.5 ? "1/2-1/2"
                : String.format(Locale.ROOT, "%.6f", whiteScore);
        return fen + " ; " + result;
    }

    /**
     * Parses a file line.
     *
     * @throws IllegalArgumentException when it is not {@code FEN ; RESULT}
     */
    public static LabelledPosition parse(String line) {
        int separator = line.lastIndexOf(';');
        if (separator < 0) {
            throw new IllegalArgumentException("expected 'FEN ; RESULT'");
        }
        String fen = line.substring(0, separator).strip();
        String result = line.substring(separator + 1).strip();
        switch (result) {
            case "1-0":
                return new LabelledPosition(fen, 1);
            case "0-1":
                return new LabelledPosition(fen, 0);
            case "1/2-1/2":
                return new LabelledPosition(fen, 0.5);
            default:
                try {
                    return new LabelledPosition(fen, Double.parseDouble(result));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("bad result '" + (result.length() > 20 ? result.substring(0, 20)
                            + "..." : result) + "' (expected 1-0, 0-1, 1/2-1/2 or a number in 0 .. 1)");
                }
        }
    }
}
