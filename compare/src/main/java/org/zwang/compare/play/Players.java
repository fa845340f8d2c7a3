package org.zwang.compare.play;

import org.zwang.compare.MctsOptions;
import org.zwang.compare.Player;
import org.zwang.compare.SearchApiTechnique;
import org.zwang.compare.SearchFamilyTechnique;
import org.zwang.compare.Technique;
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
 * {@code mcts} (switches {@code no-solver}, {@code no-reuse}) searches until it has entered the budget's
 * positions (every move it made, down the tree and in playouts) and plays its most visited (or proven
 * best) move, keeping the subtree of the moves played for its next search unless {@code no-reuse}. A budget too small for
 * one finished iteration plays the first legal move. {@code random} plays a uniformly random legal move: the
 * floor every search should beat, which anchors the Elo scale across budgets.
 */
public final class Players {

    private static final long TABLE_BYTES = 8L << 20;

    private Players() {
    }

    /** The name of the player that moves uniformly at random: no search, an anchor for the Elo scale. */
    public static final String RANDOM = "random";

    /** The player a technique name gives ({@link #RANDOM} too); an error names techniques that cannot play. */
    public static Player of(String spec, long seed) {
        return of(spec, seed, MctsOptions.DEFAULTS);
    }

    /** {@link #of(String, long)} with the run's Monte-Carlo options for mcts and puct. */
    public static Player of(String spec, long seed, MctsOptions options) {
        if (spec.trim().equalsIgnoreCase(RANDOM)) {
            return random(spec.trim(), seed);
        }
        Technique technique = TechniqueRegistry.parse(spec); // the same grammar and errors as everywhere
        Player own = technique.player(seed);
        if (own != null) {
            return own;
        }
        if (technique instanceof SearchFamilyTechnique family && family.monteCarlo()) {
            return mcts(family.with(options), seed);
        }
        if (!(technique instanceof SearchApiTechnique)) {
            throw new IllegalArgumentException("'" + spec.trim() + "' cannot play a game (players: the search-api "
                    + "techniques, mcts, random and any technique that gives a player)");
        }
        return alphaBetaFamily((SearchApiTechnique) technique);
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
            public int chooseMove(Game game, SearchLimits limits) {
                table.clear();
                SearchResult result = new IterativeDeepening<>(search).run(game, limits.maxDepth(game.maxPlies()),
                        SearchListener.none());
                return result.bestMove() != Values.NO_MOVE ? result.bestMove() : firstMove(game);
            }
        };
    }

    /**
     * MCTS keeps one search for all its games: its pool holds twice the budget's positions (at most
     * 2^20 nodes), and with reuse it follows every move played, its own and the opponent's, so the
     * next search starts from the subtree of the position reached (a new game starts afresh).
     */
    private static Player mcts(SearchFamilyTechnique technique, long seed) {
        return new Player() {
            private MonteCarloTreeSearch search;

            @Override
            public String name() {
                return technique.name();
            }

            @Override
            public int chooseMove(Game game, SearchLimits limits) {
                if (search == null) {
                    long nodes = limits.maxNodes() == SearchLimits.UNLIMITED ? 1 << 19 : limits.maxNodes();
                    int pool = (int) Math.min(1 << 20, Math.max(1024, 2 * nodes));
                    search = MonteCarloTreeSearch.forGame(game, technique.mctsSettings(seed).withMaxTreeNodes(pool));
                }
                int move = search.search(game, limits).bestMove();
                return move != Values.NO_MOVE ? move : firstMove(game);
            }

            @Override
            public void played(int move, Game after) {
                if (search != null) {
                    search.advance(move, after);
                }
            }
        };
    }

    /** Plays a uniformly random legal move, ignoring the budget; seeded, so a play-off replays. */
    private static Player random(String name, long seed) {
        java.util.Random random = new java.util.Random(seed);
        return new Player() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public int chooseMove(Game game, SearchLimits limits) {
                int[] moves = new int[game.maxMoves()];
                return moves[random.nextInt(game.generateMoves(moves, 0))];
            }
        };
    }

    private static int firstMove(Game game) {
        int[] moves = new int[game.maxMoves()];
        game.generateMoves(moves, 0);
        return moves[0];
    }
}
