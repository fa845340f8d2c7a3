package org.zwang.search;

import org.zwang.search.tt.TableEntry;
import org.zwang.search.tt.TranspositionTable;

/**
 * The search that answers one zero-window test (Pearl's TEST, Haglund E4 §1): can the side to move
 * reach at least {@code target}? A boolean search cuts off as soon as one move of the side to move
 * reaches the target, or one reply of the opponent denies it, so it visits far fewer nodes than
 * finding a value.
 * Drivers such as {@link TargetBisection} turn a sequence of tests into a value.
 *
 * <p>As a {@link DepthLimitedSearch} it is a fail-hard null-window search with window
 * {@code (beta - 1, beta)}: it returns {@code beta} (a lower bound) when the target {@code beta} is
 * reached and {@code beta - 1} (an upper bound) when not; {@code alpha} and the guess are ignored.
 */
public final class ZeroWindowSearch extends AbstractNegamaxSearch {

    /** A test without a table, with move ordering. */
    public ZeroWindowSearch() {
        this(null, SearchOptions.defaults());
    }

    /** A test with the given table (null for none) and options. */
    public ZeroWindowSearch(TranspositionTable<? super Game> table, SearchOptions options) {
        super(table, options, false);
    }

    @Override
    public String name() {
        return "zwt";
    }

    /** Whether the side to move in {@code game} reaches {@code target} within {@code depth} plies. */
    public boolean reaches(Game game, int depth, int target, SearchControl control) {
        return search(game, depth, target - 1, target, target, control).value() >= target;
    }

    /** The move that reached the target in the last successful test, or {@link Values#NO_MOVE}. */
    public int lastRootMove() {
        return rootBestMove;
    }

    @Override
    protected SearchResult run(Game game, int depth, int alpha, int beta, int guess) {
        boolean reached = test(game, depth, beta, 0);
        int value = reached ? beta : beta - 1;
        return result(value, beta - 1, beta, depth);
    }

    private boolean test(Game game, int depth, int target, int ply) {
        int leaf = enterNode(game, depth, ply);
        if (leaf != NOT_A_LEAF) {
            return leaf >= target;
        }
        if (ply > 0) { // below the root, which always searches to name its move
            int exact = game.endgameValue(depth, target - 1, target);
            if (exact != Game.NO_ENDGAME_VALUE) {
                stats.nodes += game.endgameNodes();
                return exact >= target;
            }
            if (game.upperBound() < target) {
                return false; // the game's own bounds decide (see Game#lowerBound)
            }
            if (game.lowerBound() >= target) {
                return true;
            }
        }
        int tableMove = Values.NO_MOVE;
        if (probe(game, ply)) {
            TableEntry entry = entries[ply];
            tableMove = entry.move;
            if (ply > 0 && entry.depth >= depth) {
                if (entry.lowerBound >= target) {
                    stats.tableCutoffs++;
                    return true;
                }
                if (entry.upperBound < target) {
                    stats.tableCutoffs++;
                    return false;
                }
            }
        }
        int count = generate(game, ply, tableMove);
        if (count == 0) {
            return game.evaluate() >= target;
        }
        int[] list = moves[ply];
        int side = game.sideToMove();
        for (int i = 0; i < count; i++) {
            int move = list[i];
            make(game, move);
            // Same side: our target carries over. Other side: we reach target exactly when the
            // opponent cannot reach 1 - target (values are negated between the sides).
            boolean reached = game.sideToMove() == side ? test(game, depth - 1, target, ply + 1)
                    : !test(game, depth - 1, 1 - target, ply + 1);
            unmake(game, move);
            if (reached) {
                stats.betaCutoffs++;
                if (i == 0) {
                    stats.firstMoveCutoffs++;
                }
                store(game, ply, depth, target, target - 1, target, move);
                pvLength[ply] = ply + 1;
                pv[ply][ply] = move;
                if (ply == 0) {
                    rootBestMove = move;
                }
                return true;
            }
        }
        store(game, ply, depth, target - 1, target - 1, target, Values.NO_MOVE);
        return false;
    }
}
