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
import org.zwang.record.PlayedGame;

/**
 * {@code zwang engine} as a GUI runs it: the real jar as a child process, protocol on stdin/stdout.
 * Checks that stdout holds nothing but protocol, that the protocol is detected, that stop and move
 * now are answered promptly, and that the engine exits on quit.
 */
class EngineCommandIT {

    @Test
    void uciSessionWithCleanStdout(@TempDir Path dir) throws IOException {
        Path log = dir.resolve("engine.log");
        try (JarProcess engine = new JarProcess("engine", "--log", log.toString())) {
            engine.send("uci");
            List<String> lines = engine.until("uciok"::equals, 30_000);
            assertTrue(lines.get(0).startsWith("id name Zwang"), lines.get(0));
            engine.send("position startpos moves e2e4,e4d5");
            engine.send("go wtime 1000 btime 1000 winc 10 binc 10");
            lines.addAll(engine.until(l -> l.startsWith("bestmove "), 10_000));
            engine.send("go infinite");
            engine.send("isready");
            lines.addAll(engine.until("readyok"::equals, 5_000));
            engine.send("stop");
            lines.addAll(engine.until(l -> l.startsWith("bestmove "), 5_000));
            engine.send("quit");
            assertEquals(0, engine.waitFor(10_000));
            for (String line : lines) {
                assertTrue(line.matches("(id|option|uciok|readyok|info|bestmove)\\b.*"), "not UCI: " + line);
            }
            String move = lines.get(lines.size() - 1).split(" ")[1];
            PlayedGame game = PlayedGame.standardStart(Variant.DUCK);
            game.playUci("e2e4,e4d5");
            game.playUci(move);
        }
        String logged = Files.readString(log);
        assertTrue(logged.contains("< uci") && logged.contains("> uciok"), logged);
    }

    @Test
    void xboardSessionMovesNowAndQuits() {
        try (JarProcess engine = new JarProcess("engine")) {
            engine.send("xboard");
            engine.send("protover 2");
            List<String> features = engine.until(l -> l.endsWith("done=1"), 30_000);
            for (String line : features) {
                assertTrue(line.startsWith("feature "), "not a feature: " + line);
            }
            engine.send("new");
            engine.send("variant duck");
            engine.send("st 60");
            engine.send("go");
            engine.send("ping 1");
            sleep(500);
            long start = System.nanoTime();
            engine.send("?");
            String first = engine.next(5_000);
            long millis = (System.nanoTime() - start) / 1_000_000;
            String second = engine.next(5_000);
            assertTrue(first.matches("move [a-h][1-8][a-h][1-8],"), first);
            assertTrue(second.matches("move [a-h][1-8][a-h][1-8]"), second);
            assertEquals("pong 1", engine.next(5_000));
            assertTrue(millis < 1_000, "? answered after " + millis + " ms");
            PlayedGame.standardStart(Variant.DUCK).playXboard(first.substring(5) + second.substring(5));
            engine.send("quit");
            assertEquals(0, engine.waitFor(10_000));
        }
    }

    @Test
    void helpAndBadOptionsAreOneLine() {
        try (JarProcess engine = new JarProcess("engine", "--protocol", "telnet")) {
            assertEquals(2, engine.waitFor(30_000));
            assertEquals("zwang engine: Invalid value for option '--protocol': unknown protocol 'telnet' "
                    + "(expected xboard or uci) (see 'zwang engine --help')", engine.stderr().strip());
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * A Hash larger than the heap: the engine offers at most a quarter of its heap, clamps a larger request
     * and says so, allocates before {@code readyok}/{@code pong}, and keeps playing (it once died of
     * an OutOfMemoryError and never answered again).
     */
    @Test
    void aHashLargerThanTheHeapIsClampedAndTheEngineKeepsPlaying() {
        try (JarProcess engine = new JarProcess(List.of("-Xmx256m"), "engine")) {
            engine.send("uci");
            String hash = engine.until("uciok"::equals, 30_000).stream()
                    .filter(line -> line.startsWith("option name Hash ")).findFirst().orElseThrow();
            long max = Long.parseLong(hash.replaceAll(".* max ", ""));
            assertTrue(max >= 1 && max <= 64, hash);
            engine.send("setoption name Hash value 4096");
            engine.send("isready");
            assertEquals("info string Hash 4096 is outside 1 .. " + max
                    + " MB (the most that fits the Java heap; raise -Xmx for more); using " + max, engine.next(10_000));
            assertEquals("readyok", engine.next(10_000));
            engine.send("position startpos");
            engine.send("go movetime 500");
            List<String> lines = engine.until(l -> l.startsWith("bestmove "), 5_000);
            PlayedGame.standardStart(Variant.DUCK).playUci(lines.get(lines.size() - 1).split(" ")[1]);
            engine.send("quit");
            assertEquals(0, engine.waitFor(10_000));
            assertFalse(engine.stderr().contains("Exception") || engine.stderr().contains("Error"), engine.stderr());
        }
        try (JarProcess engine = new JarProcess(List.of("-Xmx256m"), "engine")) {
            engine.send("xboard");
            engine.send("protover 2");
            engine.until(l -> l.endsWith("done=1"), 30_000);
            engine.send("new");
            engine.send("variant duck");
            engine.send("memory 99999");
            engine.send("ping 1");
            String said = engine.next(10_000);
            assertTrue(said.startsWith("# memory: Hash 99999 is outside 1 .. "), said);
            assertEquals("pong 1", engine.next(10_000));
            engine.send("st 0.2");
            engine.send("go");
            assertTrue(engine.next(5_000).startsWith("move "));
            engine.send("quit");
            assertEquals(0, engine.waitFor(10_000));
        }
    }
}
