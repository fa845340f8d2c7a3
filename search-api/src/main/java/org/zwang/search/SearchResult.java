package org.zwang.search;

import java.util.Arrays;

/**
 * What a search found: the value for the side to move at the root, what kind of bound it is, the
 * best move and principal variation, the depth searched, the counters, and whether the search ran
 * to completion (false when a limit stopped it and this is the last completed iteration's answer).
 */
public final class SearchResult {

    private final int value;
    private final int bound;
    private final int bestMove;
    private final int[] principalVariation;
    private final int depth;
    private final SearchStats stats;
    private final boolean complete;

    public SearchResult(int value, int bound, int bestMove, int[] principalVariation, int depth, SearchStats stats,
            boolean complete) {
        this.value = value;
        this.bound = bound;
        this.bestMove = bestMove;
        this.principalVariation = principalVariation.clone();
        this.depth = depth;
        this.stats = stats;
        this.complete = complete;
    }

    /** The value for the side to move at the root. */
    public int value() {
        return value;
    }

    /** {@link org.zwang.search.tt.Bound#EXACT}, or LOWER/UPPER when the value fell outside the window. */
    public int bound() {
        return bound;
    }

    /** The best move, or {@link Values#NO_MOVE} at a terminal root. */
    public int bestMove() {
        return bestMove;
    }

    /** The principal variation, starting with the best move (a copy). */
    public int[] principalVariation() {
        return principalVariation.clone();
    }

    /** The nominal depth searched. */
    public int depth() {
        return depth;
    }

    /** The counters of the search that produced this result. */
    public SearchStats stats() {
        return stats;
    }

    /** False when a limit stopped the search before it finished. */
    public boolean complete() {
        return complete;
    }

    /** This result marked as the answer of a search that was stopped early. */
    public SearchResult asIncomplete(SearchStats totalStats) {
        return new SearchResult(value, bound, bestMove, principalVariation, depth, totalStats, false);
    }

    /** This result with other statistics (e.g. totals over iterations). */
    public SearchResult withStats(SearchStats totalStats) {
        return new SearchResult(value, bound, bestMove, principalVariation, depth, totalStats, complete);
    }

    @Override
    public String toString() {
        return "SearchResult[value " + value + " (" + org.zwang.search.tt.Bound.name(bound) + "), depth " + depth
                + ", best " + bestMove + ", pv " + Arrays.toString(principalVariation) + ", " + stats
                + (complete ? "" : ", incomplete") + "]";
    }
}
