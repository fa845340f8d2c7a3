package org.zwang.games.small;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.zwang.search.AlphaBeta;
import org.zwang.search.DepthLimitedSearch;
import org.zwang.search.Game;
import org.zwang.search.MtdF;
import org.zwang.search.PrincipalVariationSearch;
import org.zwang.search.SearchOptions;
import org.zwang.search.TargetBisection;
import org.zwang.search.tt.HashedTranspositionTable;

/** The techniques under test, each built fresh (with a fresh table where it has one). */
final class Searches {

    private static final long TABLE_BYTES = 1 << 20;

    private Searches() {
    }

    /** Named factories of every technique/configuration the properties compare against minimax. */
    static List<Named> all() {
        List<Named> list = new ArrayList<>();
        list.add(new Named("alphabeta", AlphaBeta::new));
        list.add(new Named("alphabeta+table", () -> new AlphaBeta(table(), SearchOptions.defaults())));
        list.add(new Named("alphabeta-unordered",
                () -> new AlphaBeta(null, SearchOptions.defaults().moveOrdering(false))));
        list.add(new Named("pvs", PrincipalVariationSearch::new));
        list.add(new Named("pvs+table", () -> new PrincipalVariationSearch(table(), SearchOptions.defaults())));
        list.add(new Named("mtdf", () -> new MtdF(null, SearchOptions.defaults())));
        list.add(new Named("mtdf+table", () -> new MtdF(table(), SearchOptions.defaults())));
        list.add(new Named("bisection+table",
                () -> new TargetBisection(table(), SearchOptions.defaults(), TargetBisection.Strategy.FROM_GUESS)));
        list.add(new Named("bisection-midpoint",
                () -> new TargetBisection(null, SearchOptions.defaults(), TargetBisection.Strategy.MIDPOINT)));
        list.add(new Named("bisection-midpoint+table",
                () -> new TargetBisection(table(), SearchOptions.defaults(), TargetBisection.Strategy.MIDPOINT)));
        return list;
    }

    static HashedTranspositionTable<Game> table() {
        return HashedTranspositionTable.forGames(TABLE_BYTES);
    }

    /** A technique with a name for failure messages. */
    static final class Named {
        final String name;
        final Supplier<DepthLimitedSearch<Game>> factory;

        Named(String name, Supplier<DepthLimitedSearch<Game>> factory) {
            this.name = name;
            this.factory = factory;
        }

        DepthLimitedSearch<Game> create() {
            return factory.get();
        }

        @Override
        public String toString() {
            return name;
        }
    }
}
