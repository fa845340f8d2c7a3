package org.zwang.search;

import org.zwang.search.tt.Bound;
import org.zwang.search.tt.TranspositionTable;

/**
 * The target driver of Haglund E4 §1: the value as the outcome of a sequence of
 * {@link ZeroWindowSearch}s, each asking "can the side to move reach this target?", narrowing
 * {@code [lower, upper]} until they meet. The bridge solver drives its own partition search with
 * {@link #drive}; {@link #search} drives the generic {@link ZeroWindowSearch} on any {@link Game}.
 *
 * <p>Two ways to pick the next target: {@link Strategy#FROM_GUESS} is Haglund's loop (start at the
 * guess, step one at a time towards the value, cheap when the guess is good, as a DD solver's is);
 * {@link Strategy#MIDPOINT} halves the interval (logarithmic in the value range, for games with wide
 * ranges).
 */
public final class TargetBisection implements DepthLimitedSearch<Game> {

    /** How the next target is chosen. */
    public enum Strategy {
        /** Haglund E4 §1: target g+1 when the guess sits on the lower bound, else g. */
        FROM_GUESS,
        /** Bisection: the upper midpoint of the interval. */
        MIDPOINT
    }

    /** "Can the side to move reach {@code target}?" */
    @FunctionalInterface
    public interface TargetTest {
        boolean reaches(int target);
    }

    private final ZeroWindowSearch test;
    private final Strategy strategy;
    private final SearchStats stats = new SearchStats();

    /** A driver over a generic zero-window test with the given table (null for none). */
    public TargetBisection(TranspositionTable<? super Game> table, SearchOptions options, Strategy strategy) {
        this.test = new ZeroWindowSearch(table, options);
        this.strategy = strategy;
    }

    @Override
    public String name() {
        return strategy == Strategy.FROM_GUESS ? "bisection-guess" : "bisection-midpoint";
    }

    /** The counters of the last search (all its tests together). */
    @Override
    public SearchStats stats() {
        return stats;
    }

    /**
     * The driver on its own, for a game with its own zero-window test (the bridge solver): the value
     * of a position known to lie in {@code [lower, upper]}, found with {@code test} starting from
     * {@code guess}.
     */
    public static int drive(TargetTest test, int lower, int upper, int guess, Strategy strategy) {
        return drive(test, lower, upper, guess, strategy, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    /**
     * The one target loop: narrows {@code [lower, upper]} with tests from {@code guess} until it closes
     * (the value), or until the value is known to be at or below alpha (returns the upper bound) or at
     * or above beta (returns the lower bound).
     */
    private static int drive(TargetTest test, int lower, int upper, int guess, Strategy strategy, int alpha,
            int beta) {
        int g = Math.max(lower, Math.min(upper, guess));
        while (lower < upper && lower < beta && upper > alpha) {
            int target = nextTarget(lower, upper, g, strategy);
            if (test.reaches(target)) {
                lower = target;
                g = lower;
            } else {
                upper = target - 1;
                g = upper;
            }
        }
        return lower == upper ? lower : (upper <= alpha ? upper : lower);
    }

    private static int nextTarget(int lower, int upper, int guess, Strategy strategy) {
        if (strategy == Strategy.MIDPOINT) {
            return lower + (int) (((long) upper - lower + 1) / 2);
        }
        return guess == lower ? guess + 1 : guess;
    }

    @Override
    public int maxDepth(Game game) {
        return test.maxDepth(game);
    }

    @Override
    public SearchResult unsearched(Game game, SearchStats total) {
        return test.unsearched(game, total);
    }

    /** {@inheritDoc} The root move hint is ignored (the table orders the tests' moves). */
    @Override
    public SearchResult search(Game game, int depth, int alpha, int beta, int guess, int rootMove,
            SearchControl control) {
        long start = System.nanoTime();
        stats.reset();
        int[] reachedMove = {Values.NO_MOVE};
        try {
            int value = drive(target -> {
                stats.iterations++;
                boolean reached;
                try {
                    reached = test.reaches(game, depth, target, control);
                } finally {
                    stats.add(test.stats()); // an aborted test's nodes too
                }
                if (reached) {
                    reachedMove[0] = test.lastRootMove();
                }
                return reached;
            }, game.minValue(), game.maxValue(), guess, strategy, alpha, beta);
            int bestMove = reachedMove[0];
            boolean exact = Bound.of(value, alpha, beta) == Bound.EXACT;
            int[] line = exact ? principalVariation(game, depth, value, control) : new int[0];
            if (line.length > 0) {
                bestMove = line[0];
            }
            stats.elapsedNanos = System.nanoTime() - start;
            return new SearchResult(value, Bound.of(value, alpha, beta), bestMove, line, depth, stats.copy(), true);
        } finally {
            stats.elapsedNanos = System.nanoTime() - start;
        }
    }

    /**
     * Recovers a principal variation for the exact value {@code value}: at each position, the first
     * move whose successor still reaches the value (one test per move tried, most of them table hits).
     */
    private int[] principalVariation(Game game, int depth, int value, SearchControl control) {
        int[] line = new int[Math.min(depth, game.maxPlies())];
        int length = 0;
        int[] buffer = new int[game.maxMoves()];
        int v = value;
        try {
            for (int d = depth; d > 0 && !game.isTerminal(); d--) {
                int count = game.generateMoves(buffer, 0);
                int side = game.sideToMove();
                int found = Values.NO_MOVE;
                for (int i = 0; i < count && found == Values.NO_MOVE; i++) {
                    int move = buffer[i];
                    game.makeMove(move);
                    boolean same = game.sideToMove() == side;
                    stats.iterations++;
                    boolean reaches;
                    try {
                        reaches = same ? test.reaches(game, d - 1, v, control)
                                : !test.reaches(game, d - 1, -v + 1, control);
                    } finally {
                        stats.add(test.stats());
                    }
                    if (reaches) {
                        found = move;
                        line[length++] = move;
                        if (!same) {
                            v = -v;
                        }
                    } else {
                        game.unmakeMove(move);
                    }
                }
                if (found == Values.NO_MOVE) {
                    break;
                }
            }
        } finally {
            for (int i = length - 1; i >= 0; i--) {
                game.unmakeMove(line[i]);
            }
        }
        return java.util.Arrays.copyOf(line, length);
    }
}
