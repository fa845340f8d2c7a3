package org.zwang.search;

import org.zwang.search.tt.TranspositionTable;

/**
 * MTD(f) (Plaat et al.): the value as the meeting point of a sequence of null-window alpha-beta
 * searches started from a first guess, each narrowing the interval known to hold it. It relies on the
 * table to make the repeated passes cheap; without one it is correct but slow (which is what the
 * comparison tool shows). After convergence, one last pass with window (v-1, v+1) recovers the whole
 * principal variation; its nodes are counted.
 */
public final class MtdF extends AbstractNegamaxSearch {

    /**
     * A fail-soft search with window {@code (beta - 1, beta)}: a value {@code v}, the value being at
     * least {@code v} when {@code v >= beta} and at most {@code v} otherwise.
     */
    @FunctionalInterface
    public interface NullWindowSearch {
        int search(int beta);
    }

    /** MTD(f) with the given table (null for none) and options. */
    public MtdF(TranspositionTable<? super Game> table, SearchOptions options) {
        super(table, options, false);
    }

    @Override
    public String name() {
        return "mtdf";
    }

    /**
     * The driver on its own, for a game with its own fail-soft null-window search (the bridge solver):
     * the value of a position known to lie in {@code [lower, upper]}, found from {@code guess}.
     */
    public static int drive(NullWindowSearch search, int lower, int upper, int guess) {
        return drive(search, guess, lower, upper, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    /**
     * The MTD(f) driver for a window {@code (alpha, beta)}: narrows {@code [lower, upper]} with
     * null-window searches from {@code guess} until it closes, or until the value is known to be at
     * or below alpha (returns the upper bound found) or at or above beta (returns the lower bound).
     */
    private static int drive(NullWindowSearch search, int guess, int lower, int upper, int alpha, int beta) {
        int g = Math.max(lower, Math.min(upper, guess));
        while (lower < upper && lower < beta && upper > alpha) {
            int target = g == lower ? g + 1 : g;
            g = search.search(target);
            if (g < target) {
                upper = g;
            } else {
                lower = g;
            }
        }
        if (lower >= upper) {
            return g;
        }
        return upper <= alpha ? upper : lower;
    }

    @Override
    protected SearchResult run(Game game, int depth, int alpha, int beta, int guess) {
        int lower = Math.max(-Values.INFINITE, game.minValue());
        int upper = Math.min(Values.INFINITE, game.maxValue());
        int value = drive(target -> {
            stats.iterations++;
            return alphaBeta(game, depth, target - 1, target, 0);
        }, guess, lower, upper, alpha, beta);
        if (value > alpha && value < beta) {
            // The value is exact: one pass with a window around it recovers the principal variation
            // (no table hit can cut a line short inside this window, see AbstractNegamaxSearch).
            stats.iterations++;
            value = alphaBeta(game, depth, value - 1, value + 1, 0);
        }
        return result(value, alpha, beta, depth);
    }
}
