package org.zwang.duck.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.nnue.DefaultNetwork;
import org.zwang.duck.nnue.Network;
import org.zwang.duck.nnue.NetworkFile;
import org.zwang.duck.rules.GameRules;
import org.zwang.duck.testing.TestPositions;
import org.zwang.search.SearchLimits;
import org.zwang.search.SearchListener;

/** The engine with option {@code Eval} = {@code Network}: a net from EvalFile, legal moves, clear refusals. */
class NetworkEngineTest {

    /**
     * A net file: variant 0 is the built-in net, a variant {@code k > 0} the same with every hidden
     * bias raised by {@code 8 k} (another evaluation, still one that values material: a random net
     * does not, and the capture searches then run for minutes).
     */
    private static Path net(Path dir, int variant) throws IOException {
        Network builtIn = DefaultNetwork.get();
        assertNotNull(builtIn, "this build ships a net");
        short[] bias = builtIn.inputBias();
        for (int i = 0; i < bias.length; i++) {
            bias[i] += 8 * variant;
        }
        Network net = new Network(builtIn.width(), builtIn.inputWeights(), bias, builtIn.outputWeights(),
                builtIn.outputBias());
        return Files.write(dir.resolve("net" + variant + ".nnue"), NetworkFile.toBytes(net));
    }

    @Test
    void withANetTheEnginePlaysLegalTurns(@TempDir Path dir) throws IOException {
        ZwangEngine engine = new ZwangEngine();
        engine.setOption("EvalFile", net(dir, 1).toString());
        engine.setOption("Eval", "Network");
        assertEquals("network " + net(dir, 1) + " (width " + DefaultNetwork.get().width() + ")", engine.evaluationName());
        Board board = Board.startPosition(Variant.DUCK);
        for (int turn = 0; turn < 12 && !GameRules.result(board).isOver(); turn++) {
            EngineResult result = engine.think(board, SearchLimits.none().maxNodes(3_000), SearchListener.none());
            assertTrue(GameRules.isLegalTurn(board, result.bestMove()), "an illegal turn at " + board.toFen());
            board.makeMove(result.bestMove());
        }
        for (String fen : TestPositions.DUCK_FENS.subList(0, 4)) {
            Board position = Board.fromFen(fen, Variant.DUCK);
            String before = position.toFen();
            EngineResult result = engine.think(position, SearchLimits.depth(3), SearchListener.none());
            assertTrue(GameRules.isLegalTurn(position, result.bestMove()), fen);
            assertEquals(before, position.toFen(), "the caller's board is left as it was");
        }
    }

    /** Another net searches differently from the first, and Linear from both (the option takes effect). */
    @Test
    void theNetDecidesTheSearch(@TempDir Path dir) throws IOException {
        Board board = Board.fromFen(TestPositions.DUCK_FENS.get(3), Variant.DUCK);
        ZwangEngine engine = new ZwangEngine();
        long linear = engine.think(board, SearchLimits.depth(3), SearchListener.none()).info().nodes();
        engine.setOption("EvalFile", net(dir, 1).toString());
        engine.setOption("Eval", "network");
        long first = engine.think(board, SearchLimits.depth(3), SearchListener.none()).info().nodes();
        engine.setOption("EvalFile", net(dir, 2).toString());
        long second = engine.think(board, SearchLimits.depth(3), SearchListener.none()).info().nodes();
        assertTrue(first != linear && second != first, linear + " " + first + " " + second);
        engine.setOption("Eval", "linear");
        assertEquals(linear, engine.think(board, SearchLimits.depth(3), SearchListener.none()).info().nodes());
    }

    @Test
    void aBadNetFileIsOneClearErrorAndChangesNothing(@TempDir Path dir) throws IOException {
        ZwangEngine engine = new ZwangEngine();
        Path good = net(dir, 1);
        engine.setOption("EvalFile", good.toString());
        byte[] bytes = Files.readAllBytes(good);
        Path truncated = Files.write(dir.resolve("truncated.nnue"), Arrays.copyOf(bytes, bytes.length / 2));
        String message = assertThrows(IllegalArgumentException.class,
                () -> engine.setOption("EvalFile", truncated.toString())).getMessage();
        assertEquals("EvalFile '" + truncated + "': truncated net file: " + bytes.length / 2 + " bytes, but a net of"
                + " width " + DefaultNetwork.get().width() + " has " + bytes.length, message);
        Path foreign = Files.write(dir.resolve("foreign.bin"), new byte[] {(byte) 0xFF, 0, 1, 2});
        String refusal = assertThrows(IllegalArgumentException.class,
                () -> engine.setOption("EvalFile", foreign.toString())).getMessage();
        assertTrue(refusal.contains("not a text file (it is not UTF-8) and not a net file"), refusal);
        engine.setOption("Eval", "network");
        assertTrue(engine.evaluationName().contains(good.toString()), "the good net stays: " + engine.evaluationName());
    }

    /**
     * The net shipped in the jar: {@code Eval network} without an EvalFile plays with it (a legal
     * turn), and an empty EvalFile goes back to it. A build without one refuses {@code network}.
     */
    @Test
    void theBuiltInNetOrAClearRefusal(@TempDir Path dir) throws IOException {
        ZwangEngine engine = new ZwangEngine();
        if (DefaultNetwork.get() == null) {
            String message = assertThrows(IllegalArgumentException.class,
                    () -> engine.setOption("Eval", "network")).getMessage();
            assertEquals("option Eval network needs a net: set EvalFile to a net file first (this build has no built-in"
                    + " net)", message);
            return;
        }
        assertEquals("linear (built-in weights)", engine.evaluationName());
        engine.setOption("Eval", "network");
        assertEquals("network built-in (default.nnue) (width " + DefaultNetwork.get().width() + ")",
                engine.evaluationName());
        Board board = Board.fromFen(TestPositions.DUCK_FENS.get(2), Variant.DUCK);
        EngineResult result = engine.think(board, SearchLimits.depth(3), SearchListener.none());
        assertTrue(GameRules.isLegalTurn(board, result.bestMove()));
        engine.setOption("EvalFile", net(dir, 5).toString());
        assertTrue(engine.evaluationName().contains("net5.nnue"), engine.evaluationName());
        engine.setOption("EvalFile", "");
        assertTrue(engine.evaluationName().startsWith("network built-in"), engine.evaluationName());
        assertThrows(IllegalArgumentException.class, () -> engine.setOption("Eval", "quadratic"));
    }
}
