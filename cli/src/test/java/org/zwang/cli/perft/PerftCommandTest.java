package org.zwang.cli.perft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import org.zwang.cli.Main;

/** The perft command end to end through {@link Main#run}; expected counts from perft-duck.txt / perft-standard.txt. */
class PerftCommandTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
    }

    @Test
    void duckPerftOfTheStartPosition() {
        assertEquals(0, run("perft", "startpos", "2"));
        assertTrue(out.toString().contains("nodes: 379440"), out.toString());
        assertTrue(out.toString().contains("time: "));
        assertTrue(out.toString().contains("nodes/s: "));
        assertEquals("", err.toString());
    }

    @Test
    void fenMayBeOneQuotedArgumentOrSeveralWords() {
        // [S02] perft(2) = 516043
        assertEquals(0, run("perft", "rnbqkbnr/pppppppp/8/3*4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "2"));
        assertTrue(out.toString().contains("nodes: 516043"), out.toString());
        assertEquals(0, run("perft", "--turn-by-turn", "rnbqkbnr/pppppppp/8/3*4/4P3/8/PPPP1PPP/RNBQKBNR", "b", "KQkq", "-", "0",
                "1", "2"));
        assertTrue(out.toString().split("nodes: 516043", -1).length == 3, out.toString());
    }

    @Test
    void divideListsTurnsInFairyStockfishNotation() {
        assertEquals(0, run("perft", "--divide", "startpos", "1"));
        String text = out.toString();
        assertTrue(text.contains("e2e4,e4d5: 1"), text);
        assertTrue(text.contains("g1f3,f3g1: 1"), text);
        assertEquals(640, text.lines().filter(l -> l.matches("[a-h][1-8][a-h][1-8],[a-h][1-8][a-h][1-8]: 1")).count());
        assertTrue(text.contains("nodes: 640"));
    }

    @Test
    void standardChess() {
        assertEquals(0, run("perft", "--variant", "chess", "--divide", "startpos", "3"));
        assertTrue(out.toString().contains("e2e4: 600"), out.toString());
        assertTrue(out.toString().contains("nodes: 8902"), out.toString());
    }

    @Test
    void badInputIsOneLine() {
        assertEquals(2, run("perft", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "2"));
        assertEquals(1, err.toString().lines().count(), err.toString());
        assertTrue(err.toString().contains("7 ranks"), err.toString());

        StringWriter depthErr = new StringWriter();
        assertEquals(2, Main.run(new String[] {"perft", "startpos", "x"}, new PrintWriter(new StringWriter()),
                new PrintWriter(depthErr, true)));
        assertTrue(depthErr.toString().contains("bad depth 'x'"), depthErr.toString());

        StringWriter variantErr = new StringWriter();
        assertEquals(2, Main.run(new String[] {"perft", "--variant", "shogi", "startpos", "1"},
                new PrintWriter(new StringWriter()), new PrintWriter(variantErr, true)));
        assertTrue(variantErr.toString().contains("unknown variant 'shogi'"), variantErr.toString());
        assertEquals(1, variantErr.toString().lines().count());

        StringWriter missingErr = new StringWriter();
        assertEquals(2, Main.run(new String[] {"perft"}, new PrintWriter(new StringWriter()), new PrintWriter(missingErr, true)));
        assertEquals(1, missingErr.toString().lines().count(), missingErr.toString());
    }

    @Test
    void helpHasExamples() {
        assertEquals(0, run("perft", "--help"));
        assertTrue(out.toString().contains("zwang perft startpos 3"), out.toString());
        assertTrue(out.toString().contains("--variant"));
    }
}
