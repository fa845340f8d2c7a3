package org.zwang.duck.tt;

import org.zwang.duck.search.EngineScore;
import org.zwang.search.Values;

/**
 * Mate scores in the table: a search value {@code MATE - p} counts plies from the root, but a table
 * entry may be reached at another ply. Stored values count from the entry's own node instead
 * ({@link #toTable}), and are turned back on a hit ({@link #fromTable}). The unbounded ends
 * ({@code ±Values.INFINITE}) pass unchanged.
 */
public final class TableScores {

    private TableScores() {
    }

    /** A value found at {@code ply}, as the table keeps it. */
    public static int toTable(int value, int ply) {
        if (value >= EngineScore.MATE_BOUND && value < Values.INFINITE) {
            return value + ply;
        }
        if (value <= -EngineScore.MATE_BOUND && value > -Values.INFINITE) {
            return value - ply;
        }
        return value;
    }

    /** A table value, for a node at {@code ply}. */
    public static int fromTable(int value, int ply) {
        if (value >= EngineScore.MATE_BOUND && value < Values.INFINITE) {
            return value - ply;
        }
        if (value <= -EngineScore.MATE_BOUND && value > -Values.INFINITE) {
            return value + ply;
        }
        return value;
    }
}
