package org.zwang.search;

import org.zwang.search.tt.TranspositionTable;

/**
 * Fail-soft negamax alpha-beta: the workhorse every other technique here is measured against. With a
 * table it stores bounds and tries the stored move first; without one it is the textbook algorithm.
 */
public final class AlphaBeta extends FullWindowSearch {

    /** Alpha-beta without a table, with move ordering. */
    public AlphaBeta() {
        this(null, SearchOptions.defaults());
    }

    /** Alpha-beta with the given table (null for none) and options. */
    public AlphaBeta(TranspositionTable<? super Game> table, SearchOptions options) {
        super("alphabeta", table, options, false);
    }
}
