package org.zwang.cli.duck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.zwang.cli.CommandRun;
import org.zwang.cli.Main;

/** {@code zwang duck bench} end to end through {@link Main#run}, at depths small enough for a unit test. */
class DuckBenchCommandTest {

    @Test
    void measuresBothSearchesOnTheStartPosition() {
        String text = CommandRun.of("duck", "bench", "--positions", "start", "--depth", "2", "--hash", "4").ok().out();
        // depth 1 from the start: the explicit search visits the root and every one of the 20 x 32 = 640
        // turns (the root's children are all searched; a zero-window re-search may visit a few twice),
        // the bundle search the root and its 20 moves' children, so far fewer
        String depthOne = text.lines().filter(line -> line.startsWith("start") && line.split("\\s+")[1].equals("1"))
                .findFirst().orElseThrow(() -> new AssertionError(text));
        String[] columns = depthOne.split("\\s+");
        long bundleNodes = Long.parseLong(columns[2]);
        long explicitNodes = Long.parseLong(columns[4]);
        assertTrue(explicitNodes >= 1 + 640 && explicitNodes <= 2 * 641, depthOne);
        assertTrue(bundleNodes >= 1 + 20 && bundleNodes < explicitNodes / 10, depthOne);
        assertTrue(text.contains("# totals per depth"), text);
        assertTrue(text.lines().filter(line -> line.startsWith("start")).count() == 2, text);
    }

    @Test
    void oneSearchOnAGivenFen() {
        CommandRun run = CommandRun.of("duck", "bench", "--search", "bundle", "--depth", "2", "--hash", "4", "--quiescence",
                "with-duck", "--fen", "6k1/6p1/p6p/5r2/R6n/P7/1PBN1PPP/4r*K1 w - - 0 1");
        assertEquals(0, run.code());
        assertTrue(run.out().contains("fen 1"), run.out());
        assertTrue(run.out().contains("g1h1,h1g1"), "the king's escape with the duck on g1: " + run.out());
    }

    @Test
    void helpAndBadInput() {
        CommandRun help = CommandRun.of("duck", "bench", "--help");
        assertEquals(0, help.code());
        assertTrue(help.out().contains("Examples:"), help.out());
        CommandRun search = CommandRun.of("duck", "bench", "--search", "quantum");
        assertEquals(2, search.code());
        assertTrue(search.err().contains("quantum"), search.err());
        assertEquals(1, search.err().lines().count(), search.err());
        CommandRun fen = CommandRun.of("duck", "bench", "--fen", "not a fen");
        assertEquals(2, fen.code());
        assertEquals(1, fen.err().lines().count(), fen.err());
    }
}
