package org.zwang.cli.perft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.zwang.cli.CommandRun;
import org.zwang.cli.Main;

/** The perft command end to end through {@link Main#run}; expected counts from perft-duck.txt / perft-standard.txt. */
class PerftCommandTest {

    @Test
    void duckPerftOfTheStartPosition() {
        String out = CommandRun.of("perft", "startpos", "2").ok().out();
        assertTrue(out.contains("nodes: 379440"), out);
        assertTrue(out.contains("time: "));
        assertTrue(out.contains("nodes/s: "));
    }

    @Test
    void fenMayBeOneQuotedArgumentOrSeveralWords() {
        // [S02] perft(2) = 516043
        CommandRun quoted = CommandRun.of("perft", "rnbqkbnr/pppppppp/8/3*4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "2");
        assertEquals(0, quoted.code());
        assertTrue(quoted.out().contains("nodes: 516043"), quoted.out());
        CommandRun words = CommandRun.of("perft", "--turn-by-turn", "rnbqkbnr/pppppppp/8/3*4/4P3/8/PPPP1PPP/RNBQKBNR", "b",
                "KQkq", "-", "0", "1", "2");
        assertEquals(0, words.code());
        assertTrue(words.out().contains("nodes: 516043"), words.out());
    }

    @Test
    void divideListsTurnsInFairyStockfishNotation() {
        CommandRun run = CommandRun.of("perft", "--divide", "startpos", "1");
        assertEquals(0, run.code());
        String text = run.out();
        assertTrue(text.contains("e2e4,e4d5: 1"), text);
        assertTrue(text.contains("g1f3,f3g1: 1"), text);
        assertEquals(640, text.lines().filter(l -> l.matches("[a-h][1-8][a-h][1-8],[a-h][1-8][a-h][1-8]: 1")).count());
        assertTrue(text.contains("nodes: 640"));
    }

    @Test
    void standardChess() {
        CommandRun run = CommandRun.of("perft", "--variant", "chess", "--divide", "startpos", "3");
        assertEquals(0, run.code());
        assertTrue(run.out().contains("e2e4: 600"), run.out());
        assertTrue(run.out().contains("nodes: 8902"), run.out());
    }

    @Test
    void badInputIsOneLine() {
        CommandRun ranks = CommandRun.of("perft", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "2");
        assertEquals(2, ranks.code());
        assertEquals(1, ranks.err().lines().count(), ranks.err());
        assertTrue(ranks.err().contains("7 ranks"), ranks.err());

        CommandRun depth = CommandRun.of("perft", "startpos", "x");
        assertEquals(2, depth.code());
        assertTrue(depth.err().contains("bad depth 'x'"), depth.err());

        CommandRun variant = CommandRun.of("perft", "--variant", "shogi", "startpos", "1");
        assertEquals(2, variant.code());
        assertTrue(variant.err().contains("unknown variant 'shogi'"), variant.err());
        assertEquals(1, variant.err().lines().count());

        CommandRun missing = CommandRun.of("perft");
        assertEquals(2, missing.code());
        assertEquals(1, missing.err().lines().count(), missing.err());
    }

    @Test
    void helpHasExamples() {
        CommandRun run = CommandRun.of("perft", "--help");
        assertEquals(0, run.code());
        assertTrue(run.out().contains("zwang perft startpos 3"), run.out());
        assertTrue(run.out().contains("--variant"));
    }
}
