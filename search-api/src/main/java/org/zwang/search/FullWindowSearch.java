package org.zwang.search;

import org.zwang.search.tt.TranspositionTable;

/**
 * Alpha-beta and PVS: one root call of {@link #alphaBeta} on the caller's window, under a name. They
 * are one algorithm but for whether later siblings get a null window first, so they share this
 * instead of each repeating it.
 */
abstract class FullWindowSearch extends AbstractNegamaxSearch {

    private final String name;

    FullWindowSearch(String name, TranspositionTable<? super Game> table, SearchOptions options,
            boolean nullWindowSiblings) {
        super(table, options, nullWindowSiblings);
        this.name = name;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    protected final SearchResult run(Game game, int depth, int alpha, int beta, int guess) {
        int value = alphaBeta(game, depth, alpha, beta, 0);
        return result(value, alpha, beta, depth);
    }
}
