package org.zwang.search;

/**
 * One search technique that finds the value of a position to a fixed depth: the common interface
 * that lets {@link IterativeDeepening} and the comparison tool swap {@link AlphaBeta},
 * {@link PrincipalVariationSearch}, {@link MtdF}, {@link TargetBisection} or a game's own search
 * (the Duck Chess engine's searches work on their board type directly).
 *
 * @param <P> what a position is for this search: a {@link Game}, or a game's own board
 */
public interface DepthLimitedSearch<P> {

    /** The technique's name as reports print it. */
    String name();

    /**
     * Searches {@code position} to {@code depth} plies with window {@code (alpha, beta)} (fail-soft: a
     * value at or below alpha is an upper bound, at or above beta a lower bound). {@code guess} is a
     * hint such as the previous iteration's value (MTD(f) starts from it; others may ignore it);
     * {@code rootMove} a move to try first at the root, such as the previous iteration's best
     * ({@link Values#NO_MOVE} for none; the generic searches ignore it, their table gives it them).
     * The position is left as it was given, also when {@code control} aborts the search with
     * {@link SearchAbortedException}; the nodes searched, also those of an aborted search, are then
     * in {@link #stats()} and charged to {@code control}'s node budget.
     */
    SearchResult search(P position, int depth, int alpha, int beta, int guess, int rootMove, SearchControl control);

    /** Searches without a root move hint. */
    default SearchResult search(P position, int depth, int alpha, int beta, int guess, SearchControl control) {
        return search(position, depth, alpha, beta, guess, Values.NO_MOVE, control);
    }

    /** Searches with a full window, no hint and no limits. */
    default SearchResult search(P position, int depth) {
        return search(position, depth, -Values.INFINITE, Values.INFINITE, 0, Values.NO_MOVE, SearchControl.none());
    }

    /** The counters of the most recent search, also when it was aborted. */
    SearchStats stats();

    /** The deepest depth worth searching in {@code position} (iterative deepening stops there). */
    default int maxDepth(P position) {
        return Integer.MAX_VALUE;
    }

    /**
     * What iterative deepening answers when not even depth 1 completed: by default no move
     * ({@link Values#NO_MOVE}), value 0, marked incomplete; a search that can name some legal move
     * cheaply says so here.
     */
    default SearchResult unsearched(P position, SearchStats total) {
        return new SearchResult(0, org.zwang.search.tt.Bound.EXACT, Values.NO_MOVE, new int[0], 0, total, false);
    }
}
