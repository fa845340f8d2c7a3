package org.zwang.search;

import java.util.function.IntPredicate;
import org.zwang.search.tt.Bound;
import org.zwang.search.tt.TranspositionTable;

/**
 * Iterative deepening over any {@link DepthLimitedSearch}, for the generic searches on a {@link Game}
 * and for the engines' own searches on their boards alike: depth 1, 2, 3, ... until a limit, each
 * iteration given the previous value as its guess (MTD(f)'s first guess, the centre of an aspiration
 * window) and, when {@link #withRootHint root hints} are on, the previous best move to try first.
 *
 * <p>Aspiration windows: from depth 2 on, when a half-width is set and the previous value is below
 * the {@link #withAspirationBelow decisive bound} (a mate score gets a full window), the search runs
 * with window {@code (v - delta, v + delta)} around the previous value; a result outside it is
 * repeated with the failing side's half-width multiplied by the {@link #withWidening widening factor}
 * (2 unless set) until the value falls inside or that side is open. After a fail high, the move that
 * failed high is the root hint of the re-search.
 *
 * <p>Limits ({@link SearchLimits}): depth; node budget for the whole deepening and hard time (both
 * abort mid-iteration; the answer is then the last completed iteration's, marked incomplete, with the
 * aborted iteration's nodes in its counters); soft time (no new iteration starts); a {@link StopFlag}
 * polled every {@link SearchControl#POLL_INTERVAL} nodes.
 *
 * @param <P> what a position is for the search iterated
 */
public final class IterativeDeepening<P> {

    /** The factor a failing side's half-width is multiplied by unless {@link #withWidening} says otherwise. */
    public static final int DEFAULT_WIDENING = 2;

    private final DepthLimitedSearch<P> search;
    private final int aspirationDelta;
    private final TranspositionTable<?> table;
    private final int widening;
    private final int aspirationBelow;
    private final boolean rootHint;
    private final IntPredicate searchedDepths;

    /** Iterative deepening without aspiration windows. */
    public IterativeDeepening(DepthLimitedSearch<P> search) {
        this(search, 0, null);
    }

    /**
     * Iterative deepening with aspiration windows of half-width {@code aspirationDelta} (0 for none);
     * {@code table}, when given, is told of each new search so older entries age.
     */
    public IterativeDeepening(DepthLimitedSearch<P> search, int aspirationDelta, TranspositionTable<?> table) {
        this(search, aspirationDelta, table, DEFAULT_WIDENING, Integer.MAX_VALUE, false, depth -> true);
    }

    private IterativeDeepening(DepthLimitedSearch<P> search, int aspirationDelta, TranspositionTable<?> table,
            int widening, int aspirationBelow, boolean rootHint, IntPredicate searchedDepths) {
        if (aspirationDelta < 0) {
            throw new IllegalArgumentException("aspiration half-width must not be negative: " + aspirationDelta);
        }
        if (widening < 2) {
            throw new IllegalArgumentException("widening factor must be at least 2: " + widening);
        }
        this.search = search;
        this.aspirationDelta = aspirationDelta;
        this.table = table;
        this.widening = widening;
        this.aspirationBelow = aspirationBelow;
        this.rootHint = rootHint;
        this.searchedDepths = searchedDepths;
    }

    /** The same deepening with a failing side's half-width multiplied by {@code factor} (at least 2). */
    public IterativeDeepening<P> withWidening(int factor) {
        return new IterativeDeepening<>(search, aspirationDelta, table, factor, aspirationBelow, rootHint,
                searchedDepths);
    }

    /**
     * The same deepening with aspiration windows only after a value whose magnitude is below
     * {@code bound} (a decisive score, such as a mate, gets a full window).
     */
    public IterativeDeepening<P> withAspirationBelow(int bound) {
        return new IterativeDeepening<>(search, aspirationDelta, table, widening, bound, rootHint, searchedDepths);
    }

    /** The same deepening passing (or not) the previous best move to each search as its root hint. */
    public IterativeDeepening<P> withRootHint(boolean on) {
        return new IterativeDeepening<>(search, aspirationDelta, table, widening, aspirationBelow, on, searchedDepths);
    }

    /**
     * The same deepening searching only the depths {@code searched} accepts (the last depth of a
     * depth limit always): a helper thread of a Lazy SMP search skips some, so that the threads
     * sharing one table spread over neighbouring depths.
     */
    public IterativeDeepening<P> withDepths(IntPredicate searched) {
        return new IterativeDeepening<>(search, aspirationDelta, table, widening, aspirationBelow, rootHint, searched);
    }

    /**
     * Runs until a limit; returns the deepest completed iteration's result with the total counters
     * (or, when not even depth 1 completed, the search's {@link DepthLimitedSearch#unsearched} answer).
     */
    public SearchResult run(P position, SearchLimits limits, SearchListener<SearchResult> listener) {
        SearchControl control = new SearchControl(limits);
        SearchStats total = new SearchStats();
        long start = System.nanoTime();
        if (table != null) {
            table.newSearch();
        }
        SearchResult best = null;
        int maxDepth = Math.min(limits.maxDepth(), search.maxDepth(position));
        boolean stoppedEarly = false;
        try {
            for (int depth = 1; depth <= maxDepth; depth++) {
                if (depth > 1 && control.softTimeUp()) {
                    stoppedEarly = true;
                    break;
                }
                if (depth < maxDepth && !searchedDepths.test(depth)) {
                    continue;
                }
                SearchResult result = iterate(position, depth, best, control, total, listener);
                best = result;
                total.elapsedNanos = System.nanoTime() - start;
                listener.iterationFinished(result.withStats(total.copy()));
            }
        } catch (SearchAbortedException aborted) {
            total.add(search.stats()); // the aborted search's nodes were spent too
            stoppedEarly = true;
        }
        total.elapsedNanos = System.nanoTime() - start;
        if (best == null) {
            return search.unsearched(position, total.copy());
        }
        return stoppedEarly ? best.asIncomplete(total.copy()) : best.withStats(total.copy());
    }

    private SearchResult iterate(P position, int depth, SearchResult previous, SearchControl control,
            SearchStats total, SearchListener<SearchResult> listener) {
        int guess = previous == null ? 0 : previous.value();
        int hint = rootHint && previous != null ? previous.bestMove() : Values.NO_MOVE;
        if (aspirationDelta == 0 || previous == null || Math.abs(guess) >= aspirationBelow) {
            SearchResult result = search.search(position, depth, -Values.INFINITE, Values.INFINITE, guess, hint,
                    control);
            total.add(result.stats());
            return result;
        }
        long lowDelta = aspirationDelta;
        long highDelta = aspirationDelta;
        while (true) {
            int alpha = (int) Math.max(-Values.INFINITE, guess - lowDelta);
            int beta = (int) Math.min(Values.INFINITE, guess + highDelta);
            SearchResult result = search.search(position, depth, alpha, beta, guess, hint, control);
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
                lowDelta *= widening;
            } else {
                if (beta == Values.INFINITE) {
                    return result;
                }
                highDelta *= widening;
                if (rootHint && result.bestMove() != Values.NO_MOVE) {
                    hint = result.bestMove();
                }
            }
        }
    }

    /** Stopped before depth 1 finished: any legal move of the game, valued by the static evaluation. */
    static SearchResult anyMove(Game game, SearchStats total) {
        int[] buffer = new int[Math.max(1, game.maxMoves())];
        int count = game.isTerminal() ? 0 : game.generateMoves(buffer, 0);
        int move = count > 0 ? buffer[0] : Values.NO_MOVE;
        int value = game.isTerminal() ? game.terminalValue() : game.evaluate();
        int[] line = count > 0 ? new int[] {move} : new int[0];
        return new SearchResult(value, Bound.EXACT, move, line, 0, total, false);
    }
}
