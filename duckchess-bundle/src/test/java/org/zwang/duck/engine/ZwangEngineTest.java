package org.zwang.duck.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Square;
import org.zwang.duck.board.Variant;
import org.zwang.duck.eval.EvaluationWeights;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.duck.rules.GameResult;
import org.zwang.duck.search.EngineScore;
import org.zwang.duck.testing.TestPositions;
import org.zwang.search.SearchLimits;
import org.zwang.search.SearchListener;
import org.zwang.search.StopFlag;

/** The facade the protocols use: legal moves always, the caller's board untouched, prompt stops, options. */
class ZwangEngineTest {

    /** How long a wait may last before the test calls the engine hung; never the thing a test checks. */
    private static final long HANG_GUARD_MINUTES = 5;

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

    /** With helper threads a node limit is on all threads together (each gets a share; the main search the rest). */
    @Test
    void nodeLimitHoldsForAllThreadsTogether() {
        int threads = Math.min(2, Runtime.getRuntime().availableProcessors());
        for (Variant variant : Variant.values()) {
            ZwangEngine engine = new ZwangEngine();
            engine.setOption("Threads", Integer.toString(threads));
            List<Long> reported = new ArrayList<>();
            EngineResult result = engine.think(Board.startPosition(variant), SearchLimits.none().maxNodes(300_000),
                    info -> reported.add(info.nodes()));
            long nodes = result.info().nodes();
            assertTrue(nodes <= 300_000, nodes + " nodes, " + threads + " threads, " + variant);
            assertTrue(nodes >= 300_000 / threads, "the main search spends its share: " + nodes);
            assertTrue(reported.stream().allMatch(n -> n <= 300_000), reported.toString());
            assertTrue(legal(Board.startPosition(variant), result.bestMove()));
        }
    }

    /** Without threads (the browser's build) a Threads setting changes nothing: the main search spends every node. */
    @Test
    void withoutThreadsTheMainSearchSpendsTheWholeNodeLimit() {
        EngineResult alone = ZwangEngine.singleThreaded(64L << 20).think(Board.startPosition(Variant.DUCK),
                SearchLimits.none().maxNodes(20_000), SearchListener.none());
        int threads = Math.min(4, Runtime.getRuntime().availableProcessors()); // the option's bound
        assumeTrue(threads > 1, "one core: Threads cannot be set above 1");
        ZwangEngine asked = ZwangEngine.singleThreaded(64L << 20);
        asked.setOption("Threads", Integer.toString(threads));
        EngineResult withThreads = asked.think(Board.startPosition(Variant.DUCK), SearchLimits.none().maxNodes(20_000),
                SearchListener.none());
        assertEquals(alone.info().nodes(), withThreads.info().nodes());
        assertEquals(alone.bestMove(), withThreads.bestMove());
        assertTrue(alone.info().nodes() > 20_000 / threads, "more than the main search's share: " + alone.info().nodes());
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
            Board board = TestPositions.randomPosition(Variant.DUCK, 0, 11, random);
            if (org.zwang.duck.rules.GameRules.result(board).isOver()) {
                continue;
            }
            for (ZwangEngine engine : List.of(bundle, explicit)) {
                EngineResult result = engine.think(board, SearchLimits.depth(2), SearchListener.none());
                assertTrue(legal(board, result.bestMove()), board.toFen() + " " + MoveNotation.toUci(result.bestMove()));
                assertPlayable(board, result.info().principalVariation());
            }
            Board chess = TestPositions.randomPosition(Variant.CHESS, 0, 11, random);
            if (!org.zwang.duck.rules.GameRules.result(chess).isOver()) {
                EngineResult result = bundle.think(chess, SearchLimits.depth(3), SearchListener.none());
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
            EngineResult result = engine.think(board, SearchLimits.depth(3), SearchListener.none());
            assertEquals("h4e1", MoveNotation.toUci(Move.chessMove(result.bestMove())));
            assertEquals(EngineScore.MATE - 1, result.info().score(), "king captured at ply 1");
        }
    }

    @Test
    void aStopFromAnotherThreadEndsAnUnlimitedSearch() throws Exception {
        for (String search : List.of("bundle", "explicit")) {
            ZwangEngine engine = new ZwangEngine();
            engine.setOption("Search", search);
            engine.setOption("Hash", "8");
            stopOnceUnderWay(engine);
        }
    }

    /** Helper threads still RUNNABLE (searching, or on their way back to the pool's queue). */
    private static long runnableHelpers() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().equals("zwang-helper") && t.getState() == Thread.State.RUNNABLE).count();
    }

    /**
     * An unlimited search of Kiwipete (with a duck), stopped from another thread once its first
     * iteration is reported (the search is under way: the event, not a sleep). Nothing but the stop
     * ends it before the hang guard; it answers a legal move, incomplete. How soon after the flag a
     * search returns is a matter of nodes (it polls every SearchControl.POLL_INTERVAL of them, see
     * IterativeDeepeningTest), not of a busy machine's milliseconds.
     */
    private static void stopOnceUnderWay(ZwangEngine engine) throws Exception {
        Board board = Board.fromFen(TestPositions.DUCK_FENS.get(3), Variant.DUCK);
        StopFlag stop = new StopFlag();
        CountDownLatch underWay = new CountDownLatch(1);
        FutureTask<EngineResult> thinking = new FutureTask<>(
                () -> engine.think(board, SearchLimits.none().stopFlag(stop), info -> underWay.countDown()));
        Thread searcher = new Thread(null, thinking, "test-search", 64L << 20); // the protocols' engine stack
        searcher.setDaemon(true);
        searcher.start();
        assertTrue(underWay.await(HANG_GUARD_MINUTES, TimeUnit.MINUTES), "no iteration finished (hung?)");
        stop.stop();
        EngineResult result = thinking.get(HANG_GUARD_MINUTES, TimeUnit.MINUTES);
        assertFalse(result.complete());
        assertTrue(legal(board, result.bestMove()));
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
                    SearchListener.none());
            assertTrue(legal(board, result.bestMove()), MoveNotation.toUci(result.bestMove()));
            assertTrue(Move.duckSquare(result.bestMove()) != Square.NONE);
        }
        ZwangEngine engine = new ZwangEngine();
        Board chess = Board.startPosition(Variant.CHESS);
        EngineResult result = engine.think(chess, SearchLimits.none().maxNodes(1), SearchListener.none());
        assertTrue(legal(chess, result.bestMove()));
    }

    /** Where the game is over the engine answers with no move and the result (the one check: callers ask it). */
    @Test
    void gameOverPositionsAreAnsweredWithTheResult() {
        ZwangEngine engine = new ZwangEngine();
        Board kingless = Board.fromFen("rnb1kbnr/pppp1ppp/8/4p3/5PPq/7*/PPPPP2P/RNBQKBNR b KQkq - 0 3", Variant.DUCK);
        kingless.makeMove(MoveNotation.parseUci(kingless, "h4e1,e1a6"));
        assertGameOver(engine.think(kingless, SearchLimits.depth(1), SearchListener.none()), GameResult.Outcome.BLACK_WINS,
                "king captured");
        // White to move, every move blocked by the duck or its own pieces: stalemated, White wins (duck rules)
        Board stalemated = Board.fromFen("7k/8/8/8/8/p1p5/P*P5/KB6 w - - 0 1", Variant.DUCK);
        assertGameOver(engine.think(stalemated, SearchLimits.depth(1), SearchListener.none()), GameResult.Outcome.WHITE_WINS,
                "stalemate");
        Board mated = Board.fromFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", Variant.CHESS);
        assertGameOver(engine.think(mated, SearchLimits.depth(1), SearchListener.none()), GameResult.Outcome.BLACK_WINS,
                "checkmate");
        assertTrue(engine.think(Board.startPosition(Variant.DUCK), SearchLimits.depth(1), SearchListener.none()).hasMove());
    }

    private static void assertGameOver(EngineResult result, GameResult.Outcome outcome, String termination) {
        assertFalse(result.hasMove(), "no move in a finished game");
        assertEquals(Move.NONE, result.bestMove());
        assertEquals(outcome, result.gameResult().outcome());
        assertTrue(result.gameResult().toString().contains(termination), result.gameResult().toString());
    }

    /**
     * EvalFile: a weights file (as {@code zwang duck tune fit} writes) replaces the evaluation's
     * weights; the engine's own weights written out play node for node as the built-in evaluation,
     * other weights search differently, and a bad file is refused with its reason.
     */
    @Test
    void evalFileSetsTheEvaluationsWeights(@TempDir Path dir) throws IOException {
        Board board = Board.fromFen(TestPositions.DUCK_FENS.get(3), Variant.DUCK);
        long builtIn = new ZwangEngine().think(board, SearchLimits.depth(4), SearchListener.none()).info().nodes();
        Path same = Files.writeString(dir.resolve("same.txt"), EvaluationWeights.DEFAULT.toText());
        Path other = Files.writeString(dir.resolve("other.txt"), "# a heavier knight\nknight-mg 400\n");
        ZwangEngine engine = new ZwangEngine();
        engine.setOption("EvalFile", same.toString());
        assertEquals(builtIn, engine.think(board, SearchLimits.depth(4), SearchListener.none()).info().nodes());
        engine.setOption("EvalFile", other.toString());
        assertTrue(builtIn != engine.think(board, SearchLimits.depth(4), SearchListener.none()).info().nodes(),
                "other weights, another search");
        engine.setOption("EvalFile", "");
        assertEquals(builtIn, engine.think(board, SearchLimits.depth(4), SearchListener.none()).info().nodes(),
                "empty: the built-in weights again");
        Path bad = Files.writeString(dir.resolve("bad.txt"), "knight-mg lots\n");
        IllegalArgumentException badValue = assertThrows(IllegalArgumentException.class,
                () -> engine.setOption("EvalFile", bad.toString()));
        assertTrue(badValue.getMessage().contains("line 1: bad value 'lots' for knight-mg"), badValue.getMessage());
        Path huge = Files.writeString(dir.resolve("huge.txt"), "queen-mg 5000\n");
        assertThrows(IllegalArgumentException.class, () -> engine.setOption("EvalFile", huge.toString()));
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> engine.setOption("EvalFile", dir.resolve("none.txt").toString()));
        assertTrue(missing.getMessage().contains("no such file"), missing.getMessage());
    }

    /**
     * EvalFile reads only a regular file (docs/protocols.md): a device such as {@code /dev/zero} is
     * refused without being read (it never ends), naming the file and why. (A named pipe, which would
     * block the engine's thread, is refused likewise: the transcript tests check it with the protocol
     * still answering.)
     */
    @Test
    void evalFileRefusesADevice() {
        assumeTrue(Files.exists(Path.of("/dev/zero")), "this system has no /dev/zero");
        String message = refusal(new ZwangEngine(), "/dev/zero");
        assertTrue(message.contains("'/dev/zero'") && message.contains("a device"), message);
    }

    /**
     * A directory and a file longer than the bound of 2 MB (above the widest net file) are refused
     * with their reason, the longer file having been read no further; a file of exactly 2 MB is still
     * read, and a refusal keeps the weights the engine had.
     */
    @Test
    void evalFileRefusesADirectoryAndAFileOverTwoMegabytes(@TempDir Path dir) throws IOException {
        ZwangEngine engine = new ZwangEngine();
        String directory = refusal(engine, dir.toString());
        assertTrue(directory.contains("'" + dir + "'") && directory.contains("directory"), directory);

        String line = "# sixteen bytes\n";
        assertEquals(16, line.length());
        Path large = Files.writeString(dir.resolve("large.txt"), line.repeat((2 << 20) / 16) + "#"); // 2 MB + 1 byte
        String tooLarge = refusal(engine, large.toString());
        assertTrue(tooLarge.contains("'" + large + "'") && tooLarge.contains("larger than 2 MB"), tooLarge);

        Board board = Board.fromFen(TestPositions.DUCK_FENS.get(3), Variant.DUCK);
        long builtIn = engine.think(board, SearchLimits.depth(3), SearchListener.none()).info().nodes();
        Path atTheBound = Files.writeString(dir.resolve("bound.txt"),
                line.repeat((2 << 20) / 16 - 1) + "knight-mg   400\n");
        assertEquals(2 << 20, Files.size(atTheBound));
        engine.setOption("EvalFile", atTheBound.toString());
        long heavierKnight = engine.think(board, SearchLimits.depth(3), SearchListener.none()).info().nodes();
        assertTrue(builtIn != heavierKnight, "a file of exactly 2 MB is read: its heavier knight searches differently");
        refusal(engine, large.toString());
        engine.setOption("Clear Hash", ""); // the next search a fresh engine's, as the one before
        assertEquals(heavierKnight, engine.think(board, SearchLimits.depth(3), SearchListener.none()).info().nodes(),
                "a refused file leaves the weights as they were");
    }

    /** The message of {@code EvalFile}'s refusal of {@code name}. */
    private static String refusal(ZwangEngine engine, String name) {
        return assertThrows(IllegalArgumentException.class, () -> engine.setOption("EvalFile", name)).getMessage();
    }

    /** The engine names itself by the build's version, not a version written into the code. */
    @Test
    void theNameCarriesTheBuildsVersion() {
        String version = System.getProperty("zwang.build.version");
        assertTrue(version != null && !version.isEmpty(), "the build passes its version to the tests");
        assertEquals("Zwang " + version, ZwangEngine.NAME);
        assertEquals("Zwang " + version + " (bundle search)", new ZwangEngine().name());
    }

    /** More threads than processors only take turns on them: the option offers the machine's processors. */
    @Test
    void threadsAreOfferedUpToTheMachinesProcessors() {
        int processors = Runtime.getRuntime().availableProcessors();
        EngineOption threads = new ZwangEngine().options().get(2);
        assertEquals("Threads", threads.name());
        assertEquals(processors, threads.max());
        assertThrows(IllegalArgumentException.class,
                () -> new ZwangEngine().setOption("Threads", Integer.toString(processors + 1)));
    }

    @Test
    void optionsAreDescribedAndChecked() {
        ZwangEngine engine = new ZwangEngine();
        assertEquals(List.of("Hash", "Clear Hash", "Threads", "MultiPV", "Skill Level", "Search", "Quiescence", "Eval",
                "EvalFile"),
                engine.options().stream().map(EngineOption::name).collect(java.util.stream.Collectors.toList()));
        assertTrue(engine.name().contains("bundle"));
        engine.setOption("search", "explicit");
        assertTrue(engine.name().contains("explicit"));
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> engine.setOption("Hash", "0"));
        assertTrue(bad.getMessage().contains("'0'"), bad.getMessage());
        assertThrows(IllegalArgumentException.class, () -> engine.setOption("Search", "quantum"));
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> engine.setOption("Cores", "2"));
        assertTrue(unknown.getMessage().contains("'Cores'"), unknown.getMessage());
        for (String[] wrong : new String[][] {{"Threads", "0"}, {"Threads", Integer.toString(Runtime.getRuntime().availableProcessors() + 1)}, {"MultiPV", "0"}, {"MultiPV", "501"},
                {"Skill Level", "-1"}, {"Skill Level", "21"}, {"Skill Level", "weak"}}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> engine.setOption(wrong[0], wrong[1]));
            assertTrue(e.getMessage().contains("'" + wrong[1] + "'") && e.getMessage().contains(wrong[0]), e.getMessage());
        }
        engine.setOption("Quiescence", "off");
        assertThrows(IllegalArgumentException.class, () -> engine.setOption("Quiescence", "maybe"));
        engine.newGame();
        EngineResult result = engine.think(Board.startPosition(Variant.DUCK), SearchLimits.depth(1), SearchListener.none());
        assertTrue(legal(Board.startPosition(Variant.DUCK), result.bestMove()));
    }

    @Test
    void theHashMaximumFitsTheHeap() {
        long heap = Runtime.getRuntime().maxMemory();
        EngineOption hash = new ZwangEngine().options().get(0);
        assertTrue(hash.max() << 20 <= heap, hash.max() + " MB advertised, heap " + (heap >> 20) + " MB");
        assertThrows(IllegalArgumentException.class, () -> new ZwangEngine().setOption("Hash", "" + (hash.max() + 1)));
    }

    /**
     * Hash is what the engine holds, whatever the threads (one table, shared) and at once (a resize
     * allocates before it returns): measured on the heap, the table being by far the largest thing
     * the engine keeps. One table per thread, or a table left for the first search, would miss by
     * hundreds of megabytes.
     */
    @Test
    void hashIsTheHeapTheEngineHoldsWhateverTheThreads() {
        int megabytes = (int) Math.min(128, new ZwangEngine().options().get(0).max());
        for (int threads : new int[] {1, Math.min(2, Runtime.getRuntime().availableProcessors())}) {
            for (Variant variant : Variant.values()) {
                ZwangEngine engine = new ZwangEngine();
                engine.setOption("Hash", "1");
                engine.setOption("Threads", Integer.toString(threads));
                engine.prepare(variant);
                long before = heapInUse();
                engine.setOption("Hash", Integer.toString(megabytes));
                long grown = heapInUse() - before;
                String what = grown / 1024 + " KB more for Hash " + megabytes + " MB (from 1 MB), " + threads
                        + " threads, " + variant;
                assertTrue(grown >= ((megabytes - 1L) << 20) - (4L << 20), what);
                assertTrue(grown <= ((megabytes - 1L) << 20) + (16L << 20), what);
            }
        }
    }

    /** Bytes of the heap in use once the collector has freed what it can. */
    private static long heapInUse() {
        System.gc();
        System.gc();
        return java.lang.management.ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    /** Clear Hash forgets the table (and history): the next search is the fresh engine's, node for node. */
    @Test
    void clearHashMakesTheNextSearchAFreshOne() {
        Board board = Board.fromFen(TestPositions.DUCK_FENS.get(3), Variant.DUCK);
        long fresh = new ZwangEngine().think(board, SearchLimits.depth(4), SearchListener.none()).info().nodes();
        ZwangEngine engine = new ZwangEngine();
        engine.think(board, SearchLimits.depth(4), SearchListener.none());
        long warm = engine.think(board, SearchLimits.depth(4), SearchListener.none()).info().nodes();
        engine.setOption("Clear Hash", "");
        long cleared = engine.think(board, SearchLimits.depth(4), SearchListener.none()).info().nodes();
        assertTrue(warm < fresh, "the table helps a repeated search: " + warm + " against " + fresh);
        assertEquals(fresh, cleared);
    }

    /** MultiPV through the facade: each iteration reports its lines 1..N, distinct, best first, playable. */
    @Test
    void multiPvReportsTheLinesOfEveryIteration() {
        for (Variant variant : Variant.values()) {
            ZwangEngine engine = new ZwangEngine();
            engine.setOption("MultiPV", "3");
            Board board = Board.startPosition(variant);
            List<ThinkingInfo> infos = new ArrayList<>();
            EngineResult result = engine.think(board, SearchLimits.depth(3), infos::add);
            assertEquals(9, infos.size(), variant.toString());
            for (int i = 0; i < infos.size(); i++) {
                ThinkingInfo info = infos.get(i);
                assertEquals(i / 3 + 1, info.depth());
                assertEquals(i % 3 + 1, info.multiPv());
                assertPlayable(board, info.principalVariation());
                if (i % 3 > 0) {
                    assertTrue(info.score() <= infos.get(i - 1).score(), "best first");
                    for (int j = i - i % 3; j < i; j++) {
                        assertTrue(Move.chessMove(info.principalVariation()[0])
                                != Move.chessMove(infos.get(j).principalVariation()[0]), "distinct root moves");
                    }
                }
            }
            assertEquals(infos.get(6).principalVariation()[0], result.bestMove(), "bestmove is line 1's");
            assertEquals(0, result.info().multiPv());
        }
    }

    /** Lazy SMP: legal moves and playable lines from many positions, all threads' nodes counted. */
    @Test
    void threadsGiveLegalMovesAndCountEveryThreadsNodes() {
        Random random = new Random(77);
        ZwangEngine one = new ZwangEngine();
        ZwangEngine two = new ZwangEngine();
        two.setOption("Threads", "2");
        for (int game = 0; game < 8; game++) {
            Board board = TestPositions.randomPosition(Variant.DUCK, 0, 9, random);
            if (org.zwang.duck.rules.GameRules.result(board).isOver()) {
                continue;
            }
            List<ThinkingInfo> infos = new ArrayList<>();
            EngineResult result = two.think(board, SearchLimits.depth(4), infos::add);
            assertTrue(result.complete());
            assertTrue(legal(board, result.bestMove()), board.toFen() + " " + MoveNotation.toUci(result.bestMove()));
            assertPlayable(board, result.info().principalVariation());
            for (ThinkingInfo info : infos) {
                assertPlayable(board, info.principalVariation());
            }
            long mainOnly = one.think(board, SearchLimits.depth(4), SearchListener.none()).info().nodes();
            assertTrue(result.info().nodes() > 0 && mainOnly > 0);
        }
        for (String search : List.of("explicit")) {
            two.setOption("Search", search);
            Board board = Board.fromFen(TestPositions.DUCK_FENS.get(2), Variant.DUCK);
            assertTrue(legal(board, two.think(board, SearchLimits.depth(2), SearchListener.none()).bestMove()));
        }
        Board chess = Board.fromFen(TestPositions.CHESS_FENS.get(1), Variant.CHESS);
        EngineResult result = two.think(chess, SearchLimits.depth(4), SearchListener.none());
        assertTrue(legal(chess, result.bestMove()));
        assertPlayable(chess, result.info().principalVariation());
    }

    /** With several threads a stop ends every thread: think returns, no helper searches on, and the next search runs normally. */
    @Test
    void stopEndsAllThreads() throws Exception {
        ZwangEngine engine = new ZwangEngine();
        engine.setOption("Threads", Integer.toString(Math.min(3, Runtime.getRuntime().availableProcessors())));
        engine.setOption("Hash", "8");
        stopOnceUnderWay(engine);
        // A pool thread that has just finished its helper search is RUNNABLE for a moment on its way
        // back to the pool's queue; a helper still searching has no limits of its own and would stay
        // RUNNABLE until the hang guard. So: wait for none RUNNABLE (the threads' own state).
        long start = System.nanoTime();
        for (long helpers = runnableHelpers(); helpers > 0; helpers = runnableHelpers()) {
            assertTrue(System.nanoTime() - start < TimeUnit.MINUTES.toNanos(HANG_GUARD_MINUTES),
                    helpers + " helpers still searching");
            Thread.sleep(10);
        }
        Board board = Board.fromFen(TestPositions.DUCK_FENS.get(3), Variant.DUCK);
        EngineResult next = engine.think(board, SearchLimits.depth(3), SearchListener.none());
        assertTrue(next.complete() && legal(board, next.bestMove()));
    }

    /** Skill Level 20 is the normal engine: the same moves, lines and node counts. */
    @Test
    void skillLevelTwentyIsTheNormalEngine() {
        ZwangEngine normal = new ZwangEngine();
        ZwangEngine twenty = new ZwangEngine();
        twenty.setOption("Skill Level", "5");
        twenty.setOption("Skill Level", "20");
        for (int i : new int[] {0, 2, 3, 18}) {
            Board board = Board.fromFen(TestPositions.DUCK_FENS.get(i), Variant.DUCK);
            List<String> a = new ArrayList<>();
            List<String> b = new ArrayList<>();
            EngineResult x = normal.think(board, SearchLimits.depth(3), info -> a.add(describe(info)));
            EngineResult y = twenty.think(board, SearchLimits.depth(3), info -> b.add(describe(info)));
            assertEquals(x.bestMove(), y.bestMove());
            assertEquals(a, b);
            assertEquals(x.info().nodes(), y.info().nodes());
        }
    }

    private static String describe(ThinkingInfo info) {
        return info.depth() + " " + info.score() + " " + info.nodes() + " "
                + java.util.Arrays.toString(info.principalVariation());
    }

    /**
     * Level 0 (every move weak) plays the same move twice (its generator is seeded by the position), always one of its
     * MultiPV lines (the last iteration's, at most depth 1 + level / 3), and not always the best line.
     */
    @Test
    void lowSkillLevelsPickReproduciblyAmongTheirLines() {
        int notBest = 0;
        for (int i = 0; i < TestPositions.DUCK_FENS.size(); i++) {
            Board board = Board.fromFen(TestPositions.DUCK_FENS.get(i), Variant.DUCK);
            if (org.zwang.duck.rules.GameRules.result(board).isOver()) {
                continue;
            }
            int[] moves = new int[2];
            List<ThinkingInfo> lastRun = new ArrayList<>();
            for (int run = 0; run < 2; run++) {
                ZwangEngine engine = new ZwangEngine();
                engine.setOption("Skill Level", "0");
                engine.setOption("MultiPV", "4");
                lastRun.clear();
                moves[run] = engine.think(board, SearchLimits.depth(6), lastRun::add).bestMove();
            }
            assertEquals(moves[0], moves[1], "reproducible: " + board.toFen());
            assertTrue(legal(board, moves[0]));
            int lastDepth = lastRun.get(lastRun.size() - 1).depth();
            assertEquals(1, lastDepth, "level 0 searches to depth 1 + 0 / 3");
            List<Integer> candidates = new ArrayList<>();
            for (ThinkingInfo info : lastRun) {
                if (info.depth() == lastDepth) {
                    candidates.add(info.principalVariation()[0]);
                }
            }
            assertTrue(candidates.contains(moves[0]), "the move is one of the lines: " + board.toFen());
            if (candidates.get(0) != moves[0]) {
                notBest++;
            }
        }
        assertTrue(notBest > 0, "a weak level sometimes plays a line other than the best");
    }

    /**
     * The share of weak moves: at level L a move is played weakly (its search capped at depth
     * 1 + L / 3) on (20 - L) / 20 of the positions, drawn per position. Over 120 positions the count
     * is binomial: at level 5 (cap 2, three moves in four) 90 expected, standard deviation 4.7; at
     * level 8 (cap 3, three in five) 72, deviation 5.4. The bounds are three deviations wide, so a
     * share off by a seventh fails.
     */
    @Test
    void skillLevelsPlayTheirShareOfMovesWeakly() {
        Random random = new Random(2026);
        List<Board> positions = new ArrayList<>();
        while (positions.size() < 120) {
            Board board = TestPositions.randomPosition(Variant.DUCK, 1, 12, random);
            if (!org.zwang.duck.rules.GameRules.result(board).isOver()) {
                positions.add(board);
            }
        }
        int[][] levels = {{5, 2, 90, 76, 104}, {8, 3, 72, 56, 88}}; // level, cap, expected, bounds
        for (int[] level : levels) {
            ZwangEngine engine = new ZwangEngine();
            engine.setOption("Skill Level", Integer.toString(level[0]));
            engine.setOption("Hash", "4");
            int weak = 0;
            for (Board board : positions) {
                List<ThinkingInfo> infos = new ArrayList<>();
                engine.think(board, SearchLimits.depth(level[1] + 1), infos::add);
                if (infos.get(infos.size() - 1).depth() == level[1]) {
                    weak++;
                }
            }
            assertTrue(weak >= level[3] && weak <= level[4],
                    "level " + level[0] + ": " + weak + " weak moves in 120, expected about " + level[2]);
        }
    }
}
