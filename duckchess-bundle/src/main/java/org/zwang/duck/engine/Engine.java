package org.zwang.duck.engine;

import java.util.List;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.search.SearchLimits;
import org.zwang.search.SearchListener;

/**
 * What a protocol front-end (CECP, UCI) or the match runner needs from a playing engine: think about
 * a position within limits and report progress, and a few settings. The front-end owns the game
 * (moves, clocks, results); the engine only searches. One engine serves one game at a time and is
 * not thread-safe, except that {@link SearchLimits#stopFlag()} may be raised from another thread to
 * make {@link #think} return promptly with the best move found so far.
 */
public interface Engine {

    /** A name for {@code id name} and {@code feature myname}, e.g. "Zwang 0.1.0 (bundle search)". */
    String name();

    /** Forgets everything learned in the previous game (tables, history heuristics). */
    void newGame();

    /**
     * Gets ready to search {@code variant} (allocates its table now), so that the first search after
     * a variant change is not the one that pays for it. Engines without such work do nothing.
     */
    default void prepare(Variant variant) {
    }

    /** The settings a GUI may change, in the order they should be shown. */
    List<EngineOption> options();

    /**
     * Changes a setting by its {@link EngineOption#name()} (case-insensitive), doing at once the work
     * it implies (a new table size is allocated before this returns).
     *
     * @throws IllegalArgumentException naming the option or value when either is unknown or out of range
     */
    void setOption(String name, String value);

    /**
     * Searches {@code position} (its variant, side to move, duck and move history, which counts for
     * repetitions) and returns the move to play. The board is not changed. Blocks until a limit of
     * {@code limits} is reached or its stop flag is raised; always returns a legal move when one
     * exists (also when stopped at once), so callers need not check it. Where the game is already
     * over, returns no move and the result ({@link EngineResult#gameOver}): the engine is the one
     * place that checks. {@code listener} hears of each finished iteration as a GUI shows it: one
     * {@link ThinkingInfo} per line, best first (one line unless MultiPV is on).
     */
    EngineResult think(Board position, SearchLimits limits, SearchListener<ThinkingInfo> listener);
}
