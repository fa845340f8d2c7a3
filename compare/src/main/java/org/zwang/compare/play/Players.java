package org.zwang.compare.play;

import org.zwang.compare.SearchApiTechnique;
import org.zwang.compare.TechniqueRegistry;
import org.zwang.search.DepthLimitedSearch;
import org.zwang.search.Game;
import org.zwang.search.IterativeDeepening;
import org.zwang.search.SearchLimits;
import org.zwang.search.SearchListener;
import org.zwang.search.SearchResult;
import org.zwang.search.Values;
import org.zwang.search.mcts.MonteCarloTreeSearch;
import org.zwang.search.tt.HashedTranspositionTable;

/**
 * The techniques of the registry as players: the alpha-beta family (every search-api technique, with
 * its switches) deepens iteratively under a node limit and plays the last finished iteration's move;
 * {@code mcts} (switch {@code no-solver}) searches until it has entered the budget's positions (every
 * move it made, down the tree and in playouts) and plays its most visited (or proven best) move. A budget too small for
 * one finished iteration plays the first legal move.
 */
public final class Players {

    private static final long TABLE_BYTES = 8L << 20;

    private Players() {
    }

    /** The player a technique name gives; an error names techniques that cannot play. */
    public static Player of(String spec, long seed) {
        String base = spec.trim().split(":")[0].toLowerCase(java.util.Locale.ROOT);
        if (base.equals("mcts")) {
            boolean solver = !spec.toLowerCase(java.util.Locale.ROOT).contains("no-solver");
            TechniqueRegistry.parse(spec); // the same grammar and errors as everywhere
            return mcts(spec.trim(), solver, seed);
        }
        if (TechniqueRegistry.entries().stream().noneMatch(e -> e.name().equals(base) && e.games().equals("every game"))) {
            TechniqueRegistry.parse(spec); // unknown names and switches: the registry's one-line error
            throw new IllegalArgumentException("'" + spec.trim() + "' cannot play a game (players: the search-api "
                    + "techniques and mcts)");
        }
        return alphaBetaFamily(TechniqueRegistry.parseSearchApi(spec));
    }

    private static Player alphaBetaFamily(SearchApiTechnique technique) {
        HashedTranspositionTable<Game> table = HashedTranspositionTable.forGames(TABLE_BYTES);
        DepthLimitedSearch<Game> search = technique.newSearch(table);
        return new Player() {
            @Override
            public String name() {
                return technique.name();
            }

            @Override
            public int chooseMove(Game game, long budget) {
                table.clear();
                SearchResult result = new IterativeDeepening<>(search).run(game,
                        SearchLimits.depth(game.maxPlies()).maxNodes(budget), SearchListener.NONE);
                return result.bestMove() != Values.NO_MOVE ? result.bestMove() : firstMove(game);
            }
        };
    }

    private static Player mcts(String name, boolean solver, long seed) {
        return new Player() {
            private long moves;

            @Override
            public String name() {
                return name;
            }

            @Override
            public int chooseMove(Game game, long budget) {
                MonteCarloTreeSearch search = MonteCarloTreeSearch.forGame(game, MonteCarloTreeSearch.Settings
                        .defaults().withSolver(solver).withReuse(false).withSeed(seed + moves++)
                        .withMaxTreeNodes((int) Math.min(1 << 20, Math.max(64, budget))));
                int move = search.search(game, 0, 0, budget, null).bestMove();
                return move != Values.NO_MOVE ? move : firstMove(game);
            }
        };
    }

    private static int firstMove(Game game) {
        int[] moves = new int[game.maxMoves()];
        game.generateMoves(moves, 0);
        return moves[0];
    }
}
