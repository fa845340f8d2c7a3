package org.zwang.search;

/**
 * Plain negamax over the whole tree to the given depth, without pruning or a table: the reference
 * every other technique must agree with, and the node count they are measured against. Ignores the
 * window (its value is always exact).
 */
public final class Minimax extends AbstractNegamaxSearch {

    public Minimax() {
        super(null, SearchOptions.defaults().moveOrdering(false), false);
    }

    @Override
    public String name() {
        return "minimax";
    }

    @Override
    protected SearchResult run(Game game, int depth, int alpha, int beta, int guess) {
        int value = minimax(game, depth, 0);
        return result(value, -Values.INFINITE, Values.INFINITE, depth);
    }

    private int minimax(Game game, int depth, int ply) {
        int leaf = enterNode(game, depth, ply);
        if (leaf != NOT_A_LEAF) {
            return leaf;
        }
        int count = generate(game, ply, Values.NO_MOVE);
        int[] list = moves[ply];
        int side = game.sideToMove();
        int best = -Values.INFINITE;
        for (int i = 0; i < count; i++) {
            int move = list[i];
            make(game, move);
            int value = game.sideToMove() == side ? minimax(game, depth - 1, ply + 1)
                    : -minimax(game, depth - 1, ply + 1);
            unmake(game, move);
            if (value > best) {
                best = value;
                updatePv(ply, move);
                if (ply == 0) {
                    rootBestMove = move;
                }
            }
        }
        return count == 0 ? game.evaluate() : best;
    }
}
