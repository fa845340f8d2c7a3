package org.zwang.duck.engine;

import java.util.List;
import org.zwang.duck.board.Board;
import org.zwang.duck.search.BoardSearch;
import org.zwang.duck.search.BundleSearch;
import org.zwang.duck.search.ChessSearch;
import org.zwang.duck.search.ExplicitSearch;
import org.zwang.duck.search.SearchSettings;
import org.zwang.duck.tt.EngineTables;
import org.zwang.search.tt.HashedTranspositionTable;

/**
 * The search the engine runs: in Duck Chess the one the option {@code Search} names (the score-bundle
 * search, or the explicit-duck search so that matches can pit them against each other); in standard
 * chess always the chess search. Each kind knows its table and its search object.
 */
enum SearchKind {
    BUNDLE("bundle"), EXPLICIT("explicit"), CHESS("chess");

    /** The kinds the option {@code Search} offers, the default first. */
    static final List<SearchKind> DUCK_CHOICES = List.of(BUNDLE, EXPLICIT);

    /** The option value and the word in the engine's name. */
    final String id;

    SearchKind(String id) {
        this.id = id;
    }

    /** The kind the option value {@code id} names (lower case). */
    static SearchKind ofId(String id) {
        for (SearchKind kind : values()) {
            if (kind.id.equals(id)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("no search kind '" + id + "'");
    }

    /** Whether the kind has the selective techniques (null move, reductions, pruning): the bundle search only. */
    boolean selective() {
        return this == BUNDLE;
    }

    /** A table of at most {@code bytes}: keyed without the duck for the bundle search, with it otherwise. */
    HashedTranspositionTable<Board> table(long bytes) {
        return this == BUNDLE ? EngineTables.withoutDuck(bytes) : EngineTables.withDuck(bytes);
    }

    /** A search of this kind on {@code table}. */
    BoardSearch search(HashedTranspositionTable<Board> table, SearchSettings settings) {
        switch (this) {
            case CHESS:
                return new ChessSearch(table, settings);
            case EXPLICIT:
                return new ExplicitSearch(table, settings);
            default:
                return new BundleSearch(table, settings);
        }
    }
}
