package org.zwang.duck.tt;

import org.zwang.duck.board.Board;
import org.zwang.search.tt.HashedTranspositionTable;
import org.zwang.search.tt.HashedTranspositionTable.SameKey;

/**
 * The engine's transposition tables: search-api's {@link HashedTranspositionTable}, one kind for all
 * three searches (so their node counts compare fairly), with the {@link SameKey#REPLACE} policy. A
 * bundle entry's bounds hold for every duck square but the exception square kept in its payload
 * ({@link BundleEntry}), and two results may name different exception squares, so their bounds
 * cannot be intersected (see {@code docs/duck-bundle-search.md}, "The transposition table with bundles"); the scalar searches
 * use the same policy so that all three are measured on one table.
 */
public final class EngineTables {

    private EngineTables() {
    }

    /**
     * A table of at most {@code bytes} bytes keyed with the duck ({@link Board#key()}): for the
     * explicit-duck search (the duck is part of the position) and standard chess.
     */
    public static HashedTranspositionTable<Board> withDuck(long bytes) {
        return new HashedTranspositionTable<>(bytes, Board::key, SameKey.REPLACE);
    }

    /**
     * A table of at most {@code bytes} bytes keyed without the duck ({@link Board#keyWithoutDuck()}):
     * for the bundle search (a bundle is a function of the duck square, so one entry serves them all).
     */
    public static HashedTranspositionTable<Board> withoutDuck(long bytes) {
        return new HashedTranspositionTable<>(bytes, Board::keyWithoutDuck, SameKey.REPLACE);
    }
}
