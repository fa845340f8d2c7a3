package org.zwang.search;

import org.zwang.search.tt.Bound;
import org.zwang.search.tt.TranspositionTable;

/**
 * Iterative deepening over any {@link DepthLimitedSearch}: depth 1, 2, 3, ... until a limit, each
 * iteration seeded with the previous value (MTD(f)'s first guess, the centre of an aspiration
 * window) and, through a shared table, the previous best moves.
 *
 * <p>Aspiration windows: from depth 2 on, when a half-width is set, the search runs with window
 * {@code (v - delta, v + delta)} around the previous value; a result outside it is repeated with the
 * failing side widened (doubling each time) until the value falls inside.
 *
 * <p>Limits ({@link SearchLimits}): depth; node budget and hard time (abort mid-iteration; the answer
 * is then the last completed iteration's, marked incomplete); soft time (no new iteration starts); a
 * {@link StopFlag} polled every {@link SearchControl#POLL_INTERVAL} nodes.
 */
public final class IterativeDeepening {

    private final DepthLimitedSearch search;
    private final int aspirationDelta;
    private final TranspositionTable<?> table;

    /** Iterative deepening without aspiration windows. */
    public IterativeDeepening(DepthLimitedSearch search) {
        this(search, 0, null);
    }

    /**
     * Iterative deepening with aspiration windows of half-width {@code aspirationDelta} (0 for none);
     * {@code table}, when given, is told of each new search so older entries age.
     */
    public IterativeDeepening(DepthLimitedSearch search, int aspirationDelta, TranspositionTable<?> table) {
        if (aspirationDelta < 0) {
            throw new IllegalArgumentException("aspiration half-width must not be negative: " + aspirationDelta);
        }
        this.search = search;
        this.aspirationDelta = aspirationDelta;
        this.table = table;
    }

    /** The technique iterated. */
    public DepthLimitedSearch search() {
        return search;
    }

    /** Runs until a limit; returns the deepest completed iteration's result with the total counters. */
    public SearchResult run(Game game, SearchLimits limits, SearchListener listener) {
        SearchControl control = new SearchControl(limits);
        SearchStats total = new SearchStats();
        long start = System.nanoTime();
        if (table != null) {
            table.newSearch();
        }
        SearchResult best = null;
        int guess = 0;
        int maxDepth = Math.min(limits.maxDepth(), Math.max(1, game.maxPlies()));
        boolean stoppedEarly = false;
        try {
            for (int depth = 1; depth <= maxDepth; depth++) {
                if (depth > 1 && control.softTimeUp()) {
                    stoppedEarly = true;
                    break;
                }
                SearchResult result = iterate(game, depth, guess, control, total, listener);
                best = result;
                guess = result.value();
                total.elapsedNanos = System.nanoTime() - start;
                listener.iterationFinished(result.withStats(total.copy()));
            }
        } catch (SearchAbortedException aborted) {
            total.elapsedNanos = System.nanoTime() - start;
            if (best == null) {
                return fallback(game, total);
            }
            return best.asIncomplete(total.copy());
        }
        total.elapsedNanos = System.nanoTime() - start;
        if (best == null) {
            return fallback(game, total);
        }
        return stoppedEarly ? best.asIncomplete(total.copy()) : best.withStats(total.copy());
    }

    private SearchResult iterate(Game game, int depth, int guess, SearchControl control, SearchStats total,
            SearchListener listener) {
        if (aspirationDelta == 0 || depth == 1) {
            SearchResult result = search.search(game, depth, -Values.INFINITE, Values.INFINITE, guess, control);
            total.add(result.stats());
            return result;
        }
        long lowDelta = aspirationDelta;
        long highDelta = aspirationDelta;
        while (true) {
            int alpha = (int) Math.max(-Values.INFINITE, guess - lowDelta);
            int beta = (int) Math.min(Values.INFINITE, guess + highDelta);
            SearchResult result = search.search(game, depth, alpha, beta, guess, control);
            total.add(result.stats());
            total.iterations++;
            if (result.bound() == Bound.EXACT || (alpha == -Values.INFINITE && beta == Values.INFINITE)) {
                return result;
            }
            listener.aspirationFailed(depth, result);
            if (result.bound() == Bound.UPPER) {
                if (alpha == -Values.INFINITE) {
                    return result;
                }
                lowDelta *= 2;
            } else {
                if (beta == Values.INFINITE) {
                    return result;
                }
                highDelta *= 2;
            }
        }
    }

    /** Stopped before depth 1 finished: any legal move, valued by the static evaluation. */
    private static SearchResult fallback(Game game, SearchStats total) {
        int[] buffer = new int[Math.max(1, game.maxMoves())];
        int count = game.isTerminal() ? 0 : game.generateMoves(buffer, 0);
        int move = count > 0 ? buffer[0] : Values.NO_MOVE;
        int value = game.isTerminal() ? game.terminalValue() : game.evaluate();
        int[] line = count > 0 ? new int[] {move} : new int[0];
        return new SearchResult(value, Bound.EXACT, move, line, 0, total.copy(), false);
    }
}
