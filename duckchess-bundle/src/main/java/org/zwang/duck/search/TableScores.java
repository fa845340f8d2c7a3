package org.zwang.duck.search;

import org.zwang.search.Values;

/**
 * Mate scores in the table: a search value {@code MATE - p} counts plies from the root, but a table
 * entry may be reached at another ply. Stored values count from the entry's own node instead
 * ({@link #toTable}), and are turned back on a hit ({@link #fromTable}). The unbounded ends
 * ({@code ±Values.INFINITE}) pass unchanged. It lives with the searches, whose scores these are (as
 * Stockfish keeps {@code value_to_tt} in {@code search.cpp}): the table stores numbers and knows no mates.
 */
final class TableScores {

    private TableScores() {
    }

    /** A value found at {@code ply}, as the table keeps it. */
    static int toTable(int value, int ply) {
        if (value >= EngineScore.MATE_BOUND && value < Values.INFINITE) {
            return value + ply;
        }
        if (value <= -EngineScore.MATE_BOUND && value > -Values.INFINITE) {
            return value - ply;
        }
        return value;
    }

    /** A table value, for a node at {@code ply}. */
    static int fromTable(int value, int ply) {
        if (value >= EngineScore.MATE_BOUND && value < Values.INFINITE) {
            return value - ply;
        }
        if (value <= -EngineScore.MATE_BOUND && value > -Values.INFINITE) {
            return value + ply;
        }
        return value;
    }
}
