package org.zwang.api;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.function.Consumer;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Fen;
import org.zwang.duck.board.Variant;
import org.zwang.duck.engine.EngineResult;
import org.zwang.duck.engine.ThinkingInfo;
import org.zwang.duck.engine.ZwangEngine;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.search.SearchLimits;
import org.zwang.search.StopFlag;

/**
 * The Duck Chess engine for programs: set a position, think within limits, read the move, score and
 * principal variation as text. It is the engine {@code zwang engine} plays with ({@link ZwangEngine},
 * the score-bundle search) behind the same board, FEN and move notation
 * ({@code docs/duck-chess-rules.md}: a turn is written {@code e2e4,e4d5}, the duck's leg last); it
 * plays standard chess too ({@code new DuckEngine("chess")}).
 *
 * <p>One engine serves one game on one thread: it is <b>not thread-safe</b>, except {@link #stop()},
 * which any thread may call to make the {@link #think} in progress return at once with the best move
 * found so far. Its table stays warm between moves of a game; {@link #newGame()} clears it. Library
 * code: it never prints.
 */
public final class DuckEngine {

    /** Searches recurse deeply: each think runs on a thread with the protocols' generous stack. */
    private static final long STACK_BYTES = 64L << 20;

    private final ZwangEngine engine = new ZwangEngine();
    private final Variant variant;
    private Board board;
    /** The stop flag of the search in progress (null when none runs). */
    private volatile StopFlag searching;

    /** A Duck Chess engine at the start position. */
    public DuckEngine() {
        this("duck");
    }

    /**
     * An engine for {@code variant}, {@code "duck"} or {@code "chess"}, at the start position.
     *
     * @throws IllegalArgumentException for another variant
     */
    public DuckEngine(String variant) {
        this.variant = Variant.parse(variant);
        this.board = Board.startPosition(this.variant);
    }

    /**
     * Sets the position: a FEN (the duck written {@code *}; "startpos" for the start position)
     * followed by moves in UCI notation, as UCI's {@code position} command has it. The moves count
     * for repetitions.
     *
     * @throws IllegalArgumentException with one line naming a malformed FEN or an illegal move
     */
    public void setPosition(String fen, String... moves) {
        Board next = fen.equals("startpos") ? Board.startPosition(variant) : Board.fromFen(fen, variant);
        for (String move : moves) {
            next.makeMove(MoveNotation.parseUci(next, move));
        }
        board = next;
    }

    /**
     * Plays a move (UCI notation) on the current position, e.g. the engine's own answer.
     *
     * @throws IllegalArgumentException with one line when the move is malformed or illegal here
     */
    public void play(String move) {
        board.makeMove(MoveNotation.parseUci(board, move));
    }

    /** The current position as FEN (the duck as {@code *}). */
    public String fen() {
        return board.toFen();
    }

    /** The start position's FEN. */
    public static String startFen() {
        return Fen.START;
    }

    /**
     * Changes an engine option by its UCI name ({@code Hash}, {@code Threads}, {@code Skill Level}, …;
     * {@code zwang engine}'s list in docs/protocols.md).
     *
     * @throws IllegalArgumentException naming an unknown option or a bad value
     */
    public void setOption(String name, String value) {
        engine.setOption(name, value);
    }

    /** Forgets what was learnt in the previous game (the table, the history heuristics). */
    public void newGame() {
        engine.newGame();
    }

    /** Thinks to {@code depth} plies (whole turns in Duck Chess). */
    public Thought thinkDepth(int depth) {
        return think(SearchLimits.depth(depth), null);
    }

    /** Thinks for about {@code nodes} nodes (UCI {@code go nodes}). */
    public Thought thinkNodes(long nodes) {
        return think(SearchLimits.none().maxNodes(nodes), null);
    }

    /** Thinks for at most {@code millis} milliseconds (UCI {@code go movetime}). */
    public Thought thinkMillis(long millis) {
        return think(SearchLimits.none().hardTimeMillis(millis), null);
    }

    /**
     * Thinks about the current position within {@code limits} (depth, nodes, time; search-api's
     * {@link SearchLimits}, whose stop flag {@link #stop()} raises: a raised flag stays raised, so give each
     * think limits of its own) and returns the move to play. The
     * position is not changed: {@link #play} the move to go on. Always answers a legal move while the
     * game goes on, also when stopped at once; where it is over, answers no move and the result.
     * {@code iterations}, when not null, hears of each finished iteration on the searching thread, so
     * a caller may show progress or {@link #stop()} once it has seen enough.
     */
    public Thought think(SearchLimits limits, Consumer<Thought> iterations) {
        Board position = board;
        FutureTask<EngineResult> search = new FutureTask<>(() -> engine.think(position, limits,
                info -> {
                    if (iterations != null) {
                        iterations.accept(thought(info, null, false, null));
                    }
                }));
        Thread searcher = new Thread(null, search, "zwang-api-search", STACK_BYTES);
        searcher.setDaemon(true);
        searching = limits.stopFlag();
        boolean interrupted = false;
        try {
            searcher.start();
            while (true) {
                try {
                    EngineResult result = search.get();
                    return result.hasMove() ? thought(result.info(), MoveNotation.toUci(result.bestMove()),
                            result.complete(), null)
                            : thought(result.info(), null, true, result.gameResult().toString());
                } catch (InterruptedException e) {
                    interrupted = true; // the caller wants out: stop the search, still answer its move
                    limits.stopFlag().stop();
                }
            }
        } catch (ExecutionException failed) {
            Throwable cause = failed.getCause();
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(cause);
        } finally {
            searching = null;
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * Makes the {@link #think} in progress return at once with the best move found so far; does
     * nothing when none is in progress. Safe from any thread.
     */
    public void stop() {
        StopFlag flag = searching;
        if (flag != null) {
            flag.stop();
        }
    }

    /** A finished iteration as text; {@code move} null takes the first move of its variation. */
    private static Thought thought(ThinkingInfo info, String move, boolean complete, String gameResult) {
        List<String> line = new ArrayList<>();
        for (int pvMove : info.principalVariation()) {
            line.add(MoveNotation.toUci(pvMove));
        }
        String score = info.isMate() ? "mate " + info.mateMoves() : "cp " + info.score();
        String best = move != null || gameResult != null ? move : (line.isEmpty() ? null : line.get(0));
        return new Thought(best, score, line, info.depth(), info.nodes(), info.timeMillis(), complete, gameResult);
    }
}
