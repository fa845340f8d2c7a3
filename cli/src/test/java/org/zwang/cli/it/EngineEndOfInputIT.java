package org.zwang.cli.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Variant;
import org.zwang.record.PlayedGame;

/**
 * The engine does not outlive its GUI: the end of its input means quit in both protocols (as
 * Stockfish treats it), whatever search runs, even one whose limits would keep it busy for hours or
 * for ever. The real jar as a child process; each case waits until the search has reported an
 * iteration, closes stdin and waits for the process to exit (a generous guard: a search of depth 99
 * or 10^12 nodes would not end within it). A search for the move the GUI is owed still writes it.
 */
class EngineEndOfInputIT {

    /** Far more than the engine needs to stop and exit, far less than the searches would run. */
    private static final long HANG_GUARD_MILLIS = 60_000;

    @Test
    void uciSearchesStopAtTheEndOfInputAndAnswer() {
        for (List<String> go : List.of(
                List.of("go depth 99"),
                List.of("setoption name Threads value " + Math.min(2, Runtime.getRuntime().availableProcessors()),
                        "go nodes 1000000000000"),
                List.of("go infinite"))) {
            try (JarProcess engine = new JarProcess("engine")) {
                engine.send("uci");
                engine.until("uciok"::equals);
                engine.send("position startpos");
                go.forEach(engine::send);
                List<String> lines = new ArrayList<>(engine.until(l -> l.startsWith("info depth ")));
                engine.closeInput();
                assertEquals(0, engine.waitFor(HANG_GUARD_MILLIS), go + ": exit code");
                lines.addAll(engine.drainOutput());
                String last = lines.get(lines.size() - 1);
                assertTrue(last.startsWith("bestmove "), go + ": the move owed is written, got " + last);
                PlayedGame.standardStart(Variant.DUCK).playUci(last.split(" ")[1]);
            }
        }
    }

    @Test
    void cecpSearchesStopAtTheEndOfInput() {
        for (List<String> commands : List.of(List.of("level 0 999999 0", "sd 99", "go"), List.of("analyze"))) {
            try (JarProcess engine = new JarProcess("engine")) {
                engine.send("xboard");
                engine.send("protover 2");
                engine.until(l -> l.endsWith("done=1"));
                for (String line : List.of("new", "variant duck", "post")) {
                    engine.send(line);
                }
                commands.forEach(engine::send);
                engine.until(l -> l.matches("\\d+ -?\\d+ \\d+ \\d+ .*")); // a thinking line (§10)
                engine.closeInput();
                assertEquals(0, engine.waitFor(HANG_GUARD_MILLIS), commands + ": exit code");
                List<String> moves = engine.drainOutput().stream().filter(l -> l.startsWith("move ")).toList();
                if (commands.contains("go")) {
                    assertEquals(2, moves.size(), commands + ": the move owed, in its two legs: " + moves);
                    PlayedGame.standardStart(Variant.DUCK).playXboard(moves.get(0).substring(5) + moves.get(1).substring(5));
                } else {
                    assertEquals(List.of(), moves, "analysis owes no move");
                }
            }
        }
    }
}
