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
 * now are answered (an hour-long move ends only by them), and that the engine exits on quit.
 */
class EngineCommandIT {

    @Test
    void uciSessionWithCleanStdout(@TempDir Path dir) throws IOException {
        Path log = dir.resolve("engine.log");
        try (JarProcess engine = new JarProcess("engine", "--log", log.toString())) {
            engine.send("uci");
            List<String> lines = engine.until("uciok"::equals);
            assertTrue(lines.get(0).startsWith("id name Zwang"), lines.get(0));
            engine.send("position startpos moves e2e4,e4d5");
            engine.send("go wtime 1000 btime 1000 winc 10 binc 10");
            lines.addAll(engine.until(l -> l.startsWith("bestmove ")));
            engine.send("go infinite");
            engine.send("isready");
            lines.addAll(engine.until("readyok"::equals));
            engine.send("stop");
            lines.addAll(engine.until(l -> l.startsWith("bestmove ")));
            engine.send("quit");
            assertEquals(0, engine.waitFor());
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
            List<String> features = engine.until(l -> l.endsWith("done=1"));
            for (String line : features) {
                assertTrue(line.startsWith("feature "), "not a feature: " + line);
            }
            engine.send("new");
            engine.send("variant duck");
            engine.send("post");
            engine.send("st 3600"); // an hour a move: only the '?' can make it move before the hang guard
            engine.send("go");
            engine.send("ping 1");
            String thinking = engine.next(); // the search is under way: its first thinking line, not a sleep
            assertTrue(thinking.matches("\\d+ -?\\d+ \\d+ \\d+( \\S+)*"), "not a thinking line: " + thinking);
            engine.send("?");
            List<String> lines = engine.until(l -> l.startsWith("move ") && !l.endsWith(","));
            String first = lines.get(lines.size() - 2);
            String second = lines.get(lines.size() - 1);
            assertTrue(first.matches("move [a-h][1-8][a-h][1-8],"), first);
            assertTrue(second.matches("move [a-h][1-8][a-h][1-8]"), second);
            assertEquals("pong 1", engine.next());
            PlayedGame.standardStart(Variant.DUCK).playXboard(first.substring(5) + second.substring(5));
            engine.send("quit");
            assertEquals(0, engine.waitFor());
        }
    }

    @Test
    void helpAndBadOptionsAreOneLine() {
        try (JarProcess engine = new JarProcess("engine", "--protocol", "telnet")) {
            assertEquals(2, engine.waitFor());
            assertEquals("zwang engine: Invalid value for option '--protocol': unknown protocol 'telnet' "
                    + "(expected xboard or uci) (see 'zwang engine --help')", engine.stderr().strip());
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
            String hash = engine.until("uciok"::equals).stream()
                    .filter(line -> line.startsWith("option name Hash ")).findFirst().orElseThrow();
            long max = Long.parseLong(hash.replaceAll(".* max ", ""));
            assertTrue(max >= 1 && max <= 64, hash);
            engine.send("setoption name Hash value 4096");
            engine.send("isready");
            assertEquals("info string Hash 4096 is outside 1 .. " + max
                    + " MB (the most that fits the Java heap; raise -Xmx for more); using " + max, engine.next());
            assertEquals("readyok", engine.next());
            engine.send("position startpos");
            engine.send("go movetime 500");
            List<String> lines = engine.until(l -> l.startsWith("bestmove "));
            PlayedGame.standardStart(Variant.DUCK).playUci(lines.get(lines.size() - 1).split(" ")[1]);
            engine.send("quit");
            assertEquals(0, engine.waitFor());
            assertFalse(engine.stderr().contains("Exception") || engine.stderr().contains("Error"), engine.stderr());
        }
        try (JarProcess engine = new JarProcess(List.of("-Xmx256m"), "engine")) {
            engine.send("xboard");
            engine.send("protover 2");
            engine.until(l -> l.endsWith("done=1"));
            engine.send("new");
            engine.send("variant duck");
            engine.send("memory 99999");
            engine.send("ping 1");
            String said = engine.next();
            assertTrue(said.startsWith("# memory: Hash 99999 is outside 1 .. "), said);
            assertEquals("pong 1", engine.next());
            engine.send("st 0.2");
            engine.send("go");
            assertTrue(engine.next().startsWith("move "));
            engine.send("quit");
            assertEquals(0, engine.waitFor());
        }
    }
}
