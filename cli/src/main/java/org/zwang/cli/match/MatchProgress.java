package org.zwang.cli.match;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.zwang.match.GameRecord;
import org.zwang.match.MatchListener;
import org.zwang.stats.MatchScore;
import org.zwang.stats.Pentanomial;
import org.zwang.stats.Sprt;

/**
 * The progress lines {@code zwang match} prints on stderr while the games run, and the count of
 * games per kind of ending that its summary lists; a class of its own so that the command's
 * {@code call()} reads as the steps of a match. Games report from several threads: every line is
 * written and flushed under the lock of the stderr writer.
 */
final class MatchProgress implements MatchListener {

    private final PrintWriter err;
    private final int games;
    private final Sprt sprt;
    private final Map<String, Integer> terminations = new TreeMap<>();

    /** {@code games} is the most games the match plays; {@code sprt} null when it runs no SPRT. */
    MatchProgress(PrintWriter err, int games, Sprt sprt) {
        this.err = err;
        this.games = games;
        this.sprt = sprt;
    }

    /** Games per ending (the reason up to its first colon), in the order of the endings' names. */
    Map<String, Integer> terminations() {
        synchronized (err) {
            return new TreeMap<>(terminations);
        }
    }

    @Override
    public void gameStarted(int number, String white, String black) {
        synchronized (err) {
            err.printf(Locale.ROOT, "game %d/%d started: %s (White) vs %s (Black)%n", number, games, white, black);
            err.flush();
        }
    }

    @Override
    public void gameFinished(GameRecord record, MatchScore score) {
        synchronized (err) {
            terminations.merge(record.reason().replaceFirst(":.*", ""), 1, Integer::sum);
            err.printf(Locale.ROOT, "game %d/%d: %s - %s %s {%s}; engine 1 score %s%n", record.number(), games,
                    record.pgn().tag("White"), record.pgn().tag("Black"), record.result(), record.reason(),
                    score);
            err.flush();
        }
    }

    @Override
    public void pairFinished(Pentanomial pairs) {
        synchronized (err) {
            err.printf(Locale.ROOT, "pairs %d %s: Elo %s%s%n", pairs.pairs(), pairs, pairs.eloText(),
                    sprt == null ? "" : String.format(Locale.ROOT, ", LLR %.2f [%.2f, %.2f]", sprt.llr(pairs),
                            sprt.lowerBound(), sprt.upperBound()));
            err.flush();
        }
    }

    @Override
    public void note(String message) {
        synchronized (err) {
            err.println("note: " + message);
            err.flush();
        }
    }
}
