package org.zwang.cli.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C (SIGINT to the real jar) in the middle of long work: everything finished is printed, in
 * order, with the summary so far and an {@code interrupted} line; exit code 130.
 */
class CtrlCIT {

    /** Ctrl-C cannot reach the jar from a build started in the background: see {@link Sigint}. */
    @BeforeAll
    static void sigintCanBeDelivered() throws IOException {
        Sigint.assumeDeliverable();
    }

    @TempDir
    static Path dealsDir;
    private static final Pattern INTERRUPTED = Pattern.compile("interrupted: (\\d+) of (\\d+) (tables done|games played)");

    /** The 200 deals shipped in the jar (DDS's oracle file), written out for --file. */
    private static Path bundledDeals() {
        try {
            return Files.write(dealsDir.resolve("ddtables.txt"), org.zwang.bridge.data.BundledDdTables.lines());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static int interruptedCount(String stderr) {
        Matcher matcher = INTERRUPTED.matcher(stderr);
        assertTrue(matcher.find(), stderr);
        return Integer.parseInt(matcher.group(1));
    }

    @Test
    void tablePrintsEveryFinishedTableInOrder() {
        try (JarProcess zwang = new JarProcess("dds", "table", "--format", "csv", "--threads", "2", "--progress",
                "--file", bundledDeals().toString())) {
            zwang.awaitProgress("tables", 4);
            zwang.interrupt();
            assertEquals(130, zwang.waitFor(), zwang.stderr());
            List<String> lines = zwang.drainOutput();
            int done = interruptedCount(zwang.stderr());
            assertTrue(done >= 4 && done < 200, zwang.stderr());
            assertEquals(done + 1, lines.size(), "a header and one row per finished table: " + lines);
        }
    }

    /**
     * One freak deal (its notrump table takes tens of seconds): Ctrl-C ends the process with the deal
     * unfinished. The signal is sent once the progress line shows the solve under way (the event,
     * not a sleep); the proof that the process did not wait for the deal is in what it says (no table,
     * "0 of 1"), not in how fast a busy machine let it say so.
     */
    @Test
    void aLongSingleDealStopsAtOnce() {
        try (JarProcess zwang = new JarProcess("dds", "table", "--progress",
                "N:AJ962.KT74..Q853 Q853.AJ962.KT74. .Q853.AJ962.KT74 KT74..Q853.AJ962")) {
            zwang.awaitProgress("tables", 0);
            zwang.interrupt();
            assertEquals(130, zwang.waitFor(), zwang.stderr());
            assertEquals(0, interruptedCount(zwang.stderr()), zwang.stderr());
            assertEquals(List.of(), zwang.drainOutput(), "no table");
        }
    }

    @Test
    void benchReportsTheTablesDone() {
        try (JarProcess zwang = new JarProcess("dds", "bench", "--threads", "1", "--progress")) {
            zwang.awaitProgress("tables", 2);
            zwang.interrupt();
            assertEquals(130, zwang.waitFor(), zwang.stderr());
            String report = String.join("\n", zwang.drainOutput());
            assertTrue(report.contains("(interrupted)"), report);
            assertTrue(interruptedCount(zwang.stderr()) >= 2, zwang.stderr());
        }
    }

    @Test
    void matchPrintsTheScoreOfTheFinishedGames(@TempDir Path dir) throws IOException {
        Path pgn = dir.resolve("games.pgn");
        try (JarProcess zwang = new JarProcess("match", "-e1", JarProcess.engineCommand(), "-e2",
                JarProcess.engineCommand(), "--games", "50", "--tc", "1+0.01", "--max-moves", "20", "--pgn",
                pgn.toString())) {
            zwang.awaitStderr("game 1/50:");
            zwang.interrupt();
            assertEquals(130, zwang.waitFor(), zwang.stderr());
            String summary = String.join("\n", zwang.drainOutput());
            int played = interruptedCount(zwang.stderr());
            assertTrue(played >= 1 && played < 50, zwang.stderr());
            assertTrue(summary.startsWith("Score of ") && summary.contains(played + " games, duck"), summary);
            String games = Files.readString(pgn);
            assertEquals(played, games.split("\\[Event ", -1).length - 1, "every finished game is in the PGN");
        }
    }
}
