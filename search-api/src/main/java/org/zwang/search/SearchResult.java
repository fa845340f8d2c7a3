package org.zwang.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What a search found: the value for the side to move at the root, what kind of bound it is, the
 * best move and principal variation, the depth searched, the counters, and whether the search ran
 * to completion (false when a limit stopped it and this is the last completed iteration's answer);
 * with MultiPV, the further lines of the root (each a result of its own, best first).
 */
public final class SearchResult {

    private final int value;
    private final int bound;
    private final int bestMove;
    private final int[] principalVariation;
    private final int depth;
    private final SearchStats stats;
    private final boolean complete;
    /** MultiPV: the root's lines after this one, best first (empty without MultiPV). */
    private final SearchResult[] moreLines;

    private static final SearchResult[] NO_LINES = new SearchResult[0];

    public SearchResult(int value, int bound, int bestMove, int[] principalVariation, int depth, SearchStats stats,
            boolean complete) {
        this(value, bound, bestMove, principalVariation, depth, stats, complete, NO_LINES);
    }

    private SearchResult(int value, int bound, int bestMove, int[] principalVariation, int depth, SearchStats stats,
            boolean complete, SearchResult[] moreLines) {
        this.moreLines = moreLines;
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

    /**
     * The root's lines, best first: this result, then (MultiPV) the best line of each further root
     * move the search was asked for. One line without MultiPV.
     */
    public List<SearchResult> lines() {
        List<SearchResult> lines = new ArrayList<>(1 + moreLines.length);
        lines.add(this);
        lines.addAll(Arrays.asList(moreLines));
        return lines;
    }

    /** This result (the first line) with the root's further lines, best first (MultiPV). */
    public SearchResult withMoreLines(List<SearchResult> more) {
        return new SearchResult(value, bound, bestMove, principalVariation, depth, stats, complete,
                more.toArray(NO_LINES));
    }

    /** This result marked as the answer of a search that was stopped early. */
    public SearchResult asIncomplete(SearchStats totalStats) {
        return new SearchResult(value, bound, bestMove, principalVariation, depth, totalStats, false, moreLines);
    }

    /** This result with other statistics (e.g. totals over iterations). */
    public SearchResult withStats(SearchStats totalStats) {
        return new SearchResult(value, bound, bestMove, principalVariation, depth, totalStats, complete, moreLines);
    }

    @Override
    public String toString() {
        return "SearchResult[value " + value + " (" + org.zwang.search.tt.Bound.name(bound) + "), depth " + depth
                + ", best " + bestMove + ", pv " + Arrays.toString(principalVariation) + ", " + stats
                + (complete ? "" : ", incomplete") + "]";
    }
}
