package org.zwang.duck.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Square;
import org.zwang.duck.board.Variant;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.duck.testing.TestPositions;
import org.zwang.search.SearchLimits;
import org.zwang.search.StopFlag;

/** The facade the protocols use: legal moves always, the caller's board untouched, prompt stops, options. */
class ZwangEngineTest {

    /** Whether a move is one of the legal moves (turns) of the position, by brute force over the generators. */
    private static boolean legal(Board board, int move) {
        int[] moves = new int[MoveGenerator.MAX_TURNS];
        int count = board.variant() == Variant.DUCK ? MoveGenerator.generateTurns(board, moves, 0)
                : MoveGenerator.generateLegal(board, moves, 0);
        for (int i = 0; i < count; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    /** Plays the PV from the position, checking every move is legal where it is played. */
    private static void assertPlayable(Board position, int[] line) {
        Board board = position.copy();
        for (int move : line) {
            assertTrue(legal(board, move), () -> "PV move " + MoveNotation.toUci(move) + " illegal in " + board.toFen());
            board.makeMove(move);
        }
    }

    @Test
    void nodeLimitHoldsForTheWholeSearch() {
        // UCI "go nodes N": N nodes for the whole iterative deepening, not per iteration, and the
        // nodes reported include the iteration the limit cut short.
        for (String search : List.of("bundle", "explicit")) {
            ZwangEngine engine = new ZwangEngine();
            engine.setOption("Search", search);
            EngineResult result = engine.think(Board.startPosition(Variant.DUCK), SearchLimits.none().maxNodes(30_000),
                    null);
            assertFalse(result.complete(), search);
            assertEquals(30_000, result.info().nodes(), search);
        }
        ZwangEngine chess = new ZwangEngine();
        EngineResult result = chess.think(Board.startPosition(Variant.CHESS), SearchLimits.none().maxNodes(30_000), null);
        assertEquals(30_000, result.info().nodes(), "chess");
    }

    @Test
    void firstTurnWithoutDuckPlacesOne() {
        for (String search : List.of("bundle", "explicit")) {
            ZwangEngine engine = new ZwangEngine();
            engine.setOption("Search", search);
            Board start = Board.startPosition(Variant.DUCK);
            String before = start.toFen();
            List<ThinkingInfo> iterations = new ArrayList<>();
            EngineResult result = engine.think(start, SearchLimits.depth(2), iterations::add);
            assertEquals(before, start.toFen(), "the caller's board is unchanged");
            assertTrue(Move.hasDuck(result.bestMove()), "a turn carries its duck square");
            assertTrue(legal(start, result.bestMove()), MoveNotation.toUci(result.bestMove()));
            assertTrue(result.complete());
            assertEquals(2, iterations.size());
            assertEquals(2, result.info().depth());
            for (ThinkingInfo info : iterations) {
                assertTrue(info.principalVariation().length >= 1);
                assertPlayable(start, info.principalVariation());
            }
            assertEquals(result.bestMove(), result.info().principalVariation()[0]);
        }
    }

    @Test
    void legalTurnsFromRandomPositionsBothSearchesAndChess() {
        Random random = new Random(20240611);
        ZwangEngine bundle = new ZwangEngine();
        ZwangEngine explicit = new ZwangEngine();
        explicit.setOption("search", "EXPLICIT");
        for (int game = 0; game < 12; game++) {
            String fen = TestPositions.DUCK_FENS.get(random.nextInt(TestPositions.DUCK_FENS.size()));
            Board board = TestPositions.randomPlay(Board.fromFen(fen, Variant.DUCK), random.nextInt(12), random);
            if (org.zwang.duck.rules.GameRules.result(board).isOver()) {
                continue;
            }
            for (ZwangEngine engine : List.of(bundle, explicit)) {
                EngineResult result = engine.think(board, SearchLimits.depth(2), ThinkingListener.NONE);
                assertTrue(legal(board, result.bestMove()), board.toFen() + " " + MoveNotation.toUci(result.bestMove()));
                assertPlayable(board, result.info().principalVariation());
            }
            String chessFen = TestPositions.CHESS_FENS.get(random.nextInt(TestPositions.CHESS_FENS.size()));
            Board chess = TestPositions.randomPlay(Board.fromFen(chessFen, Variant.CHESS), random.nextInt(12), random);
            if (!org.zwang.duck.rules.GameRules.result(chess).isOver()) {
                EngineResult result = bundle.think(chess, SearchLimits.depth(3), ThinkingListener.NONE);
                assertFalse(Move.hasDuck(result.bestMove()));
                assertTrue(legal(chess, result.bestMove()), chess.toFen() + " " + MoveNotation.toUci(result.bestMove()));
                assertPlayable(chess, result.info().principalVariation());
            }
        }
    }

    @Test
    void takesAFreeKing() {
        // [S16] The black queen on h4 sees the white king on e1 (f2 and g3 are empty) and the duck on h3
        // is not in the way: Black captures the king at once.
        Board board = Board.fromFen("rnb1kbnr/pppp1ppp/8/4p3/5PPq/7*/PPPPP2P/RNBQKBNR b KQkq - 0 3", Variant.DUCK);
        for (String search : List.of("bundle", "explicit")) {
            ZwangEngine engine = new ZwangEngine();
            engine.setOption("Search", search);
            EngineResult result = engine.think(board, SearchLimits.depth(3), ThinkingListener.NONE);
            assertEquals("h4e1", MoveNotation.toUci(Move.chessMove(result.bestMove())));
            assertEquals(EngineScore.MATE - 1, result.info().score(), "king captured at ply 1");
        }
    }

    @Test
    void stopFlagIsHonouredQuickly() throws InterruptedException {
        for (String search : List.of("bundle", "explicit")) {
            ZwangEngine engine = new ZwangEngine();
            engine.setOption("Search", search);
            engine.setOption("Hash", "8");
            Board board = Board.fromFen(TestPositions.DUCK_FENS.get(3), Variant.DUCK);
            StopFlag stop = new StopFlag();
            long[] stoppedAt = new long[1];
            Thread stopper = new Thread(() -> {
                try {
                    Thread.sleep(300);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                stoppedAt[0] = System.nanoTime();
                stop.stop();
            });
            stopper.start();
            EngineResult result = engine.think(board, SearchLimits.none().stopFlag(stop), ThinkingListener.NONE);
            long returned = System.nanoTime();
            stopper.join();
            assertFalse(result.complete());
            assertTrue(legal(board, result.bestMove()));
            long lateMillis = (returned - stoppedAt[0]) / 1_000_000;
            assertTrue(lateMillis < 100, search + " returned " + lateMillis + " ms after the stop");
        }
    }

    @Test
    void stoppedBeforeStartingStillAnswersLegally() {
        Board board = Board.startPosition(Variant.DUCK);
        StopFlag stop = new StopFlag();
        stop.stop();
        for (String search : List.of("bundle", "explicit")) {
            ZwangEngine engine = new ZwangEngine();
            engine.setOption("Search", search);
            EngineResult result = engine.think(board, SearchLimits.none().stopFlag(stop).maxNodes(1),
                    ThinkingListener.NONE);
            assertTrue(legal(board, result.bestMove()), MoveNotation.toUci(result.bestMove()));
            assertTrue(Move.duckSquare(result.bestMove()) != Square.NONE);
        }
        ZwangEngine engine = new ZwangEngine();
        Board chess = Board.startPosition(Variant.CHESS);
        EngineResult result = engine.think(chess, SearchLimits.none().maxNodes(1), ThinkingListener.NONE);
        assertTrue(legal(chess, result.bestMove()));
    }

    @Test
    void gameOverPositionsAreRejected() {
        ZwangEngine engine = new ZwangEngine();
        Board kingless = Board.fromFen("rnb1kbnr/pppp1ppp/8/4p3/5PPq/7*/PPPPP2P/RNBQKBNR b KQkq - 0 3", Variant.DUCK);
        kingless.makeMove(MoveNotation.parseUci(kingless, "h4e1,e1a6"));
        IllegalArgumentException captured = assertThrows(IllegalArgumentException.class,
                () -> engine.think(kingless, SearchLimits.depth(1), ThinkingListener.NONE));
        assertTrue(captured.getMessage().contains("king captured"), captured.getMessage());
        Board stalemated = Board.fromFen("7k/8/8/8/8/p1p5/P*P5/KB6 w - - 0 1", Variant.DUCK);
        assertThrows(IllegalArgumentException.class,
                () -> engine.think(stalemated, SearchLimits.depth(1), ThinkingListener.NONE));
        Board mated = Board.fromFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", Variant.CHESS);
        assertThrows(IllegalArgumentException.class,
                () -> engine.think(mated, SearchLimits.depth(1), ThinkingListener.NONE));
    }

    @Test
    void optionsAreDescribedAndChecked() {
        ZwangEngine engine = new ZwangEngine();
        assertEquals(List.of("Hash", "Search", "Quiescence"),
                engine.options().stream().map(EngineOption::name).collect(java.util.stream.Collectors.toList()));
        assertTrue(engine.name().contains("bundle"));
        engine.setOption("search", "explicit");
        assertTrue(engine.name().contains("explicit"));
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> engine.setOption("Hash", "0"));
        assertTrue(bad.getMessage().contains("'0'"), bad.getMessage());
        assertThrows(IllegalArgumentException.class, () -> engine.setOption("Search", "quantum"));
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> engine.setOption("Threads", "2"));
        assertTrue(unknown.getMessage().contains("'Threads'"), unknown.getMessage());
        engine.setOption("Quiescence", "off");
        assertThrows(IllegalArgumentException.class, () -> engine.setOption("Quiescence", "maybe"));
        engine.newGame();
        EngineResult result = engine.think(Board.startPosition(Variant.DUCK), SearchLimits.depth(1), ThinkingListener.NONE);
        assertTrue(legal(Board.startPosition(Variant.DUCK), result.bestMove()));
    }

    @Test
    void theHashMaximumFitsTheHeap() {
        long heap = Runtime.getRuntime().maxMemory();
        EngineOption hash = new ZwangEngine().options().get(0);
        assertTrue(hash.max() << 20 <= heap, hash.max() + " MB advertised, heap " + (heap >> 20) + " MB");
        for (long small : new long[] {256L << 20, 1L << 30, 2L << 30}) {
            long max = new ZwangEngine(small).options().get(0).max();
            assertTrue(max >= 1 && max << 20 <= small / 4, max + " MB for a heap of " + (small >> 20) + " MB");
            assertThrows(IllegalArgumentException.class, () -> new ZwangEngine(small).setOption("Hash", "" + (max + 1)));
        }
    }

    @Test
    void aResizeAllocatesTheTableAtOnce() {
        ZwangEngine engine = new ZwangEngine();
        engine.setOption("Hash", "16");
        // 16 MB of 24-byte slots, rounded down to a power of two: 2^19 slots
        assertEquals((1L << 19) * 24, engine.tableBytes());
        engine.setOption("Hash", "1");
        assertEquals((1L << 15) * 24, engine.tableBytes());
        engine.prepare(Variant.CHESS);
        assertEquals((1L << 15) * 24, engine.tableBytes());
    }
}
