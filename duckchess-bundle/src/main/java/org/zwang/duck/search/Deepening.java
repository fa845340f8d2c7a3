package org.zwang.duck.search;

import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.engine.EngineScore;
import org.zwang.search.SearchAbortedException;
import org.zwang.search.SearchControl;
import org.zwang.search.SearchLimits;
import org.zwang.search.SearchListener;
import org.zwang.search.SearchResult;
import org.zwang.search.SearchStats;
import org.zwang.search.Values;
import org.zwang.search.tt.Bound;

/**
 * Iterative deepening for the engine's searches, on search-api's limits: depth 1, 2, ... until
 * {@link SearchLimits} says stop (depth, node budget, hard time — these abort an iteration —, soft time
 * — no new iteration —, and the {@link org.zwang.search.StopFlag}, polled every 1,024 nodes through
 * {@link SearchControl}). It is search-api's {@code IterativeDeepening} loop for a search that works on
 * a {@link Board} rather than a {@code Game}: each iteration tries the previous best move first and,
 * from depth 2 on, searches an aspiration window around the previous value, widening the failing side
 * (doubling) until the value falls inside.
 */
public final class Deepening {

    /** Half-width of the aspiration window, in centipawns. */
    public static final int ASPIRATION = 40;

    private Deepening() {
    }

    /**
     * Runs {@code search} on {@code board} until a limit; returns the deepest completed iteration
     * (marked incomplete when a limit stopped it early), or null when not even depth 1 completed.
     * The board is left unchanged.
     */
    public static SearchResult run(DuckSearch search, Board board, SearchLimits limits, SearchListener listener) {
        SearchControl control = new SearchControl(limits);
        SearchStats total = new SearchStats();
        long start = System.nanoTime();
        SearchResult best = null;
        int maxDepth = Math.min(limits.maxDepth(), AbstractDuckSearch.MAX_PLY - 2);
        boolean stoppedEarly = false;
        try {
            for (int depth = 1; depth <= maxDepth; depth++) {
                if (depth > 1 && control.softTimeUp()) {
                    stoppedEarly = true;
                    break;
                }
                SearchResult result = iterate(search, board, depth, best, control, total, listener);
                best = result;
                total.elapsedNanos = System.nanoTime() - start;
                listener.iterationFinished(result.withStats(total.copy()));
                if (EngineScore.isMate(result.value()) && EngineScore.matePlies(result.value()) > 0
                        && EngineScore.matePlies(result.value()) <= depth) {
                    break; // a forced win found within the horizon: deeper iterations can't do better
                }
            }
        } catch (SearchAbortedException aborted) {
            stoppedEarly = true;
        }
        total.elapsedNanos = System.nanoTime() - start;
        if (best == null) {
            return null;
        }
        return stoppedEarly ? best.asIncomplete(total.copy()) : best.withStats(total.copy());
    }

    private static SearchResult iterate(DuckSearch search, Board board, int depth, SearchResult previous,
            SearchControl control, SearchStats total, SearchListener listener) {
        int first = previous == null || previous.bestMove() == Values.NO_MOVE ? Move.NONE : previous.bestMove();
        if (previous == null || EngineScore.isMate(previous.value())) {
            SearchResult result = search.search(board, depth, -Values.INFINITE, Values.INFINITE, first, control);
            total.add(result.stats());
            return result;
        }
        int guess = previous.value();
        long lowDelta = ASPIRATION;
        long highDelta = ASPIRATION;
        while (true) {
            int alpha = (int) Math.max(-Values.INFINITE, guess - lowDelta);
            int beta = (int) Math.min(Values.INFINITE, guess + highDelta);
            SearchResult result = search.search(board, depth, alpha, beta, first, control);
            total.add(result.stats());
            total.iterations++;
            if (result.bound() == Bound.EXACT || (alpha == -Values.INFINITE && beta == Values.INFINITE)) {
                return result;
            }
            listener.aspirationFailed(depth, result);
            if (result.bound() == Bound.UPPER) {
                lowDelta *= 4;
                if (alpha == -Values.INFINITE) {
                    return result;
                }
            } else {
                highDelta *= 4;
                if (beta == Values.INFINITE) {
                    return result;
                }
                if (result.bestMove() != Values.NO_MOVE) {
                    first = result.bestMove();
                }
            }
        }
    }
}
