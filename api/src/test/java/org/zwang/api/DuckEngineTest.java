package org.zwang.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.search.SearchLimits;

/** The engine facade on hand-checked positions (rules: docs/duck-chess-rules.md). */
class DuckEngineTest {

    /** A hang guard, never reached by a passing test. */
    private static final long HANG_GUARD_MINUTES = 5;

    /** Whether {@code move} is legal in {@code fen}: the board's own move parser checks it. */
    private static boolean legal(String fen, String move) {
        try {
            MoveNotation.parseUci(Board.fromFen(fen, Variant.DUCK), move);
            return true;
        } catch (IllegalArgumentException illegal) {
            return false;
        }
    }

    @Test
    void theRookTakesTheKing() {
        // The white rook on e1 sees the black king on e8 up the empty e-file, and no duck is on the
        // board yet: capturing the king wins Duck Chess at once, whatever the duck does.
        DuckEngine engine = new DuckEngine();
        engine.setPosition("4k3/8/8/8/8/8/8/4R2K w - - 0 1");
        Thought thought = engine.thinkDepth(2);
        assertTrue(thought.move().startsWith("e1e8,"), thought.move());
        assertEquals("mate 1", thought.score());
        assertEquals(thought.move(), thought.principalVariation().get(0));
        assertTrue(legal(engine.fen(), thought.move()));
    }

    @Test
    void aPositionFromMovesGetsALegalMoveToPlay() {
        DuckEngine engine = new DuckEngine();
        // 1. e4 (duck to e6) d5 (duck from e6 to e3): the duck leg starts on the moved piece's square.
        engine.setPosition("startpos", "e2e4,e4e6", "d7d5,d5e3");
        String before = engine.fen();
        assertTrue(before.contains("*"), before);
        Thought thought = engine.thinkNodes(20_000);
        assertTrue(legal(before, thought.move()), thought.move());
        assertFalse(thought.principalVariation().isEmpty());
        assertEquals(before, engine.fen(), "thinking leaves the position alone");
        engine.play(thought.move());
        assertNotEquals(before, engine.fen());
    }

    @Test
    void aStopFromAnotherThreadEndsAnUnlimitedThink() throws Exception {
        DuckEngine engine = new DuckEngine();
        engine.setOption("Hash", "8");
        CountDownLatch underWay = new CountDownLatch(1);
        CompletableFuture<Thought> thinking = CompletableFuture.supplyAsync(
                () -> engine.think(SearchLimits.none(), iteration -> underWay.countDown()));
        assertTrue(underWay.await(HANG_GUARD_MINUTES, TimeUnit.MINUTES), "no iteration finished");
        engine.stop();
        Thought thought = thinking.get(HANG_GUARD_MINUTES, TimeUnit.MINUTES);
        assertFalse(thought.complete());
        assertTrue(legal(DuckEngine.startFen(), thought.move()), thought.move());
    }

    @Test
    void aGameOverAnswersTheResultAndNoMove() {
        // White has no king left: Black has won (it was captured).
        DuckEngine engine = new DuckEngine();
        engine.setPosition("4k3/8/8/8/8/8/8/7R w - - 0 1");
        Thought thought = engine.thinkDepth(1);
        assertNull(thought.move());
        assertTrue(thought.gameResult().startsWith("0-1"), thought.gameResult());
    }

    @Test
    void badInputIsOneClearException() {
        DuckEngine engine = new DuckEngine();
        assertThrows(IllegalArgumentException.class, () -> engine.setPosition("not a fen"));
        assertThrows(IllegalArgumentException.class, () -> engine.setPosition("startpos", "e2e5,e5e6"));
        assertThrows(IllegalArgumentException.class, () -> engine.play("e2e4")); // no duck leg
        assertThrows(IllegalArgumentException.class, () -> new DuckEngine("checkers"));
    }

    @Test
    void standardChessPlaysToo() {
        DuckEngine engine = new DuckEngine("chess");
        // Fool's mate position, Black to move: Qh4 is mate.
        engine.setPosition("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
        Thought thought = engine.thinkDepth(2);
        assertEquals("d8h4", thought.move());
        assertEquals("mate 1", thought.score());
    }
}
