package org.zwang.search;

import org.zwang.search.tt.TranspositionTable;

/**
 * Principal variation search (NegaScout): the first move gets the full window, every later move a
 * null window that only proves it is no better, with a full re-search when the proof fails. Pays off
 * when move ordering puts the best move first; {@link SearchStats#researches} counts the re-searches.
 */
public final class PrincipalVariationSearch extends FullWindowSearch {

    /** PVS without a table, with move ordering. */
    public PrincipalVariationSearch() {
        this(null, SearchOptions.defaults());
    }

    /** PVS with the given table (null for none) and options. */
    public PrincipalVariationSearch(TranspositionTable<? super Game> table, SearchOptions options) {
        super("pvs", table, options, true);
    }
}
