package org.zwang.cli.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zwang.duck.board.Variant;
import org.zwang.duck.rules.GameResult;
import org.zwang.record.PlayedGame;
import org.zwang.record.ResultText;
import org.zwang.record.pgn.PgnGame;
import org.zwang.record.pgn.PgnReader;

/**
 * {@code zwang match} of the real engine against itself, both as child processes of the real jar:
 * Duck Chess with one engine on UCI and one on CECP, standard chess with the protocols detected.
 * Every game must end on the board (no forfeit, no illegal move), and the PGN must read back and
 * replay move by move under Zwang's rules to the result it states.
 */
class MatchCommandIT {

    /**
     * How far a clock may run below zero before a move is a forfeit: two minutes. A busy machine's
     * stalls add up to far less over a game (an engine whose clock has run out moves at once), so
     * they are not the engine's forfeits and the test does not depend on the machine's speed, while
     * an engine that ignored its clock would still lose on time. Keeping to the clock on a quiet
     * machine is measured in docs/RELIABILITY.md.
     */
    private static final String TIME_MARGIN_MILLIS = "120000";

    /**
     * Short clocks (half a second and 10 ms a move): the games test the protocols and the match's
     * bookkeeping, not play, so they need not be long, only complete.
     */
    private static List<PgnGame> runMatch(Path dir, String variant, int games, String... protocols) throws IOException {
        return runTimedMatch(dir, variant, games, "0.5+0.01", "150", protocols);
    }

    private static List<PgnGame> runTimedMatch(Path dir, String variant, int games, String clock, String maxMoves,
            String... protocols) throws IOException {
        Path pgn = dir.resolve(variant + ".pgn");
        List<String> args = new java.util.ArrayList<>(List.of("match", "--engine1", JarProcess.engineCommand(),
                "--engine2", JarProcess.engineCommand(), "--variant", variant, "--games", Integer.toString(games),
                "--tc", clock, "--max-moves", maxMoves, "--time-margin", TIME_MARGIN_MILLIS, "--pgn", pgn.toString(),
                "--engine-log", dir.resolve(variant + ".log").toString()));
        args.addAll(List.of(protocols));
        try (JarProcess match = new JarProcess(args.toArray(String[]::new))) {
            List<String> summary = match.until(l -> l.startsWith("PGN: "));
            assertEquals(0, match.waitFor(), match.stderr());
            assertTrue(summary.get(0).startsWith("Score of Zwang"), summary.toString());
            assertTrue(summary.get(0).contains("Elo difference"), summary.get(0));
            assertFalse(match.stderr().contains("forfeits"), match.stderr());
        }
        List<PgnGame> read = PgnReader.read(Files.readString(pgn));
        assertEquals(games, read.size());
        for (PgnGame game : read) {
            for (String tag : PgnGame.SEVEN_TAG_ROSTER) {
                assertTrue(game.tags().containsKey(tag), tag);
            }
            assertEquals(game.result(), game.tag("Result"));
            PlayedGame replayed = PgnReader.replay(game);
            assertEquals(Variant.parse(variant), replayed.variant());
            GameResult end = replayed.result();
            if (game.tag("Termination").equals("adjudication")) {
                assertEquals("1/2-1/2", game.result());
            } else {
                assertEquals("normal", game.tag("Termination"), game.finalComment());
                assertTrue(end.isOver(), "the game ended before its last position: " + game.finalComment());
                assertEquals(end.pgn(), game.result());
                assertEquals(ResultText.reason(end), game.finalComment());
            }
        }
        return read;
    }

    @Test
    void duckMatchUciAgainstXboard(@TempDir Path dir) throws IOException {
        List<PgnGame> games = runMatch(dir, "duck", 2, "--protocol1", "uci", "--protocol2", "xboard");
        for (PgnGame game : games) {
            assertEquals("duck", game.tag("Variant"));
            assertTrue(game.moves().get(0).matches("[a-h][1-8][a-h][1-8],[a-h][1-8][a-h][1-8]"), game.moves().get(0));
        }
    }

    /**
     * A time-odds SPRT whose hypotheses (-400 against -300 Elo, 40% error rates: bounds +/-0.41) the
     * same engine decides within a few pairs: the match stops at the first pair whose LLR leaves the
     * bounds (or plays all games), reports every pair, and the PGN carries each side's clock and the
     * shipped openings, each with both colours.
     */
    @Test
    void timeOddsSprtStopsWhenTheRatioLeavesItsBounds(@TempDir Path dir) throws IOException {
        Path pgn = dir.resolve("sprt.pgn");
        List<String> summary;
        String stderr;
        try (JarProcess match = new JarProcess("match", "-e1", JarProcess.engineCommand(), "-e2",
                JarProcess.engineCommand(), "--tc1", "0.6+0.01", "--tc2", "0.4+0.006", "--max-moves", "30", "--games", "8",
                "--time-margin", TIME_MARGIN_MILLIS,
                "--sprt", "elo0=-400,elo1=-300,alpha=0.4,beta=0.4", "--pgn", pgn.toString())) {
            summary = match.until(l -> l.startsWith("PGN: "));
            assertEquals(0, match.waitFor(), match.stderr());
            stderr = match.stderr();
        }
        java.util.regex.Pattern pairLine = java.util.regex.Pattern.compile(
                "pairs (\\d+) \\[(\\d+), (\\d+), (\\d+), (\\d+), (\\d+)\\]: Elo \\S+ \\+/- \\S+, "
                + "LLR (\\S+) \\[-0\\.41, 0\\.41\\]");
        List<java.util.regex.Matcher> pairs = stderr.lines().map(pairLine::matcher)
                .filter(java.util.regex.Matcher::matches).toList();
        assertFalse(pairs.isEmpty(), stderr);
        for (int i = 0; i < pairs.size(); i++) {
            java.util.regex.Matcher m = pairs.get(i);
            assertEquals(i + 1, Integer.parseInt(m.group(1)), stderr);
            int sum = 0;
            for (int k = 2; k <= 6; k++) {
                sum += Integer.parseInt(m.group(k));
            }
            assertEquals(i + 1, sum, "the pair counts add up: " + m.group());
            double llr = Double.parseDouble(m.group(7));
            boolean outside = llr <= -0.405 || llr >= 0.405;
            if (i < pairs.size() - 1) {
                assertFalse(outside, "the match goes on only while the LLR is inside the bounds: " + stderr);
            } else if (pairs.size() < 4) {
                assertTrue(outside, "the match stops early only when the LLR leaves the bounds: " + stderr);
            }
        }
        String verdict = summary.stream().filter(l -> l.startsWith("SPRT ")).findFirst().orElseThrow();
        assertTrue(verdict.matches("SPRT elo0=-400 elo1=-300 alpha=0\\.4 beta=0\\.4 \\(logistic Elo\\): LLR \\S+ "
                + "\\[-0\\.41, 0\\.41\\], (H[01] accepted after " + pairs.size() + " pairs?|no decision after 4 pairs)"),
                verdict);
        assertTrue(summary.stream().anyMatch(l -> l.startsWith("Pairs [LL, LD, DD+WL, WD, WW]: [")), summary.toString());
        assertTrue(summary.contains(2 * pairs.size() + " games, duck, 0.6+0.01 (engine 1) against 0.4+0.006 (engine 2)"),
                summary.toString());

        List<PgnGame> games = PgnReader.read(Files.readString(pgn));
        assertEquals(2 * pairs.size(), games.size());
        List<org.zwang.match.OpeningSuite.Entry> suite = org.zwang.match.OpeningSuite.load();
        for (int i = 0; i < games.size(); i++) {
            PgnGame game = games.get(i);
            boolean firstWhite = i % 2 == 0;
            assertEquals(firstWhite ? "0.6+0.01" : "0.4+0.006", game.tag("WhiteTimeControl"));
            assertEquals(firstWhite ? "0.4+0.006" : "0.6+0.01", game.tag("BlackTimeControl"));
            assertEquals(null, game.tag("TimeControl"));
            assertEquals(suite.get(i / 2).fen(), game.tag("FEN"), "opening " + i / 2 + " with both colours");
            PgnReader.replay(game);
        }
    }

    /**
     * Both engines with two threads (UCI setoption Threads, CECP cores) and pondering (UCI go ponder
     * with ponderhit or stop, CECP hard): every game legal and finished on the board (or adjudicated
     * after 40 moves), no forfeit; the engine log shows the options set and the ponder searches.
     */
    @Test
    void duckMatchWithTwoThreadsAndPondering(@TempDir Path dir) throws IOException {
        runTimedMatch(dir, "duck", 2, "0.5+0.02", "40", "--protocol1", "uci", "--protocol2", "xboard", "--option1", "Threads=2",
                "--option2", "Threads=2", "--ponder");
        String log = Files.readString(dir.resolve("duck.log"));
        assertTrue(log.contains("setoption name Threads value 2"), "UCI Threads");
        assertTrue(log.contains("> cores 2") || log.contains("cores 2"), "CECP cores");
        assertTrue(log.contains("go ponder wtime "), "UCI pondering");
        assertTrue(log.contains("ponderhit") || log.contains("stop"), "UCI ponder ended by ponderhit or stop");
        assertTrue(log.contains("hard"), "CECP pondering");
    }

    @Test
    void chessMatchWithDetectedProtocols(@TempDir Path dir) throws IOException {
        List<PgnGame> games = runMatch(dir, "chess", 2);
        for (PgnGame game : games) {
            assertEquals(null, game.tag("Variant"));
        }
    }
}
