package org.zwang.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.zwang.search.games.Nim;
import org.zwang.search.games.RandomTree;
import org.zwang.search.games.TicTacToe;
import org.zwang.search.mcts.MonteCarloTreeSearch;
import org.zwang.search.pns.DepthFirstProofNumberSearch;
import org.zwang.search.pns.ProofGoal;
import org.zwang.search.pns.ProofNumberSearch;
import org.zwang.search.pns.ProofResult;

/**
 * The other families of game search prove what brute force finds: on random trees and graphs
 * (fixed and variable branching, alternating and irregular turns, zero values as draws) the outcome
 * that MCTS-Solver, proof-number search and df-pn prove is the sign of minimax's value; on the small
 * games, what their theory says (tic-tac-toe is a draw; in Nim the side to move wins exactly when the
 * heaps' nim-sum is not zero).
 */
class SearchFamiliesProperties {

    record Tree(long seed, int branching, int depth, boolean variable, boolean irregular, int nodesPerLevel) {
        RandomTree create() {
            return new RandomTree(seed, branching, depth, variable, irregular, nodesPerLevel);
        }

        int minimaxOutcome() {
            return Outcome.of(new Minimax().search(create(), depth).value());
        }
    }

    @Provide
    Arbitrary<Tree> trees() {
        return Combinators.combine(Arbitraries.longs(), Arbitraries.integers().between(1, 4),
                Arbitraries.integers().between(1, 6), Arbitraries.of(true, false), Arbitraries.of(true, false),
                Arbitraries.oneOf(Arbitraries.just(0), Arbitraries.integers().between(1, 10)))
                .as(Tree::new)
                .filter(tree -> Math.pow(tree.branching(), tree.depth()) <= 1500);
    }

    private static MonteCarloTreeSearch.Settings mcts(long seed) {
        return MonteCarloTreeSearch.Settings.defaults().withSeed(seed).withMaxTreeNodes(1 << 16);
    }

    @Property(tries = 300)
    void proofNumberSearchProvesTheMinimaxOutcome(@ForAll("trees") Tree tree) {
        RandomTree game = tree.create();
        long key = game.hashKey();
        assertEquals(tree.minimaxOutcome(), ProofNumberSearch.forGame(game, 1 << 16).outcome(game), tree.toString());
        assertEquals(key, game.hashKey(), "the game is left as it was");
    }

    @Property(tries = 300)
    void dfpnProvesTheMinimaxOutcomeWithAndWithoutItsTable(@ForAll("trees") Tree tree) {
        for (boolean table : new boolean[] {true, false}) {
            RandomTree game = tree.create();
            DepthFirstProofNumberSearch dfpn = DepthFirstProofNumberSearch.forGame(game, 1 << 16, table);
            assertEquals(tree.minimaxOutcome(), dfpn.outcome(game, 10_000_000), tree + ", table " + table);
        }
    }

    @Property(tries = 200)
    void mctsSolverProvesTheMinimaxOutcomeAndPlaysAMoveThatKeepsIt(@ForAll("trees") Tree tree,
            @ForAll long seed) {
        RandomTree game = tree.create();
        long key = game.hashKey();
        MonteCarloTreeSearch.Result result = MonteCarloTreeSearch.forGame(game, mcts(seed)).search(game, 200_000, 0, null);
        int expected = tree.minimaxOutcome();
        assertEquals(expected, result.outcome(), tree + ", " + result);
        assertEquals(key, game.hashKey(), "the game is left as it was");
        if (result.bestMove() != Values.NO_MOVE) {
            int side = game.sideToMove();
            game.makeMove(result.bestMove());
            int after = Outcome.of(new Minimax().search(game, tree.depth()).value());
            assertEquals(expected, game.sideToMove() == side ? after : -after, "the move keeps the outcome: " + tree);
        }
    }

    @Property(tries = 100)
    void mctsIsDeterministicUnderASeedAndKeepsItsBudget(@ForAll("trees") Tree tree, @ForAll long seed) {
        MonteCarloTreeSearch.Settings settings = mcts(seed).withSolver(false);
        MonteCarloTreeSearch.Result first = MonteCarloTreeSearch.forGame(tree.create(), settings)
                .search(tree.create(), 300, 0, null);
        MonteCarloTreeSearch.Result second = MonteCarloTreeSearch.forGame(tree.create(), settings)
                .search(tree.create(), 300, 0, null);
        assertEquals(300, first.iterations(), "without the solver the budget is spent exactly");
        assertEquals(first.bestMove(), second.bestMove());
        assertEquals(first.winRate(), second.winRate());
        assertEquals(first.playoutPlies(), second.playoutPlies());
        assertTrue(first.treeNodes() <= 1 << 16);
    }

    @Property(tries = 100)
    void aReusedTreeProvesWhatAFreshTreeProves(@ForAll("trees") Tree tree, @ForAll long seed) {
        RandomTree game = tree.create();
        if (game.isTerminal()) {
            return;
        }
        MonteCarloTreeSearch reused = MonteCarloTreeSearch.forGame(game, mcts(seed));
        MonteCarloTreeSearch.Result first = reused.search(game, 500, 0, null);
        game.makeMove(first.bestMove());
        reused.advance(first.bestMove(), game);
        int kept = reused.search(game, 200_000, 0, null).outcome();
        int fresh = MonteCarloTreeSearch.forGame(game, mcts(seed).withReuse(false)).search(game, 200_000, 0, null).outcome();
        assertEquals(fresh, kept, tree.toString());
    }

    @Example
    void ticTacToeIsADraw() {
        TicTacToe start = new TicTacToe();
        assertEquals(Outcome.DRAW, ProofNumberSearch.forGame(start, 1 << 20).outcome(start));
        assertEquals(Outcome.DRAW, DepthFirstProofNumberSearch.forGame(start, 1 << 20, true).outcome(start, 10_000_000));
        assertEquals(Outcome.DRAW, MonteCarloTreeSearch.forGame(start, MonteCarloTreeSearch.Settings.defaults())
                .search(start, 2_000_000, 0, null).outcome());
        assertEquals(ProofResult.DISPROVEN, ProofNumberSearch.forGame(start, 1 << 20).prove(start, ProofGoal.WIN));
        assertEquals(ProofResult.PROVEN, ProofNumberSearch.forGame(start, 1 << 20).prove(start, ProofGoal.AT_LEAST_DRAW));
    }

    @Example
    void nimIsWonExactlyWhenTheNimSumIsNotZero() {
        for (int[] heaps : new int[][] {{1, 2, 3}, {1, 2, 4}, {3, 5, 6}, {2, 2}, {4, 1}, {1, 4, 5}, {2, 3, 4}}) {
            int nimSum = 0;
            for (int heap : heaps) {
                nimSum ^= heap;
            }
            int expected = nimSum != 0 ? Outcome.WIN : Outcome.LOSS;
            Nim game = new Nim(heaps);
            assertEquals(expected, ProofNumberSearch.forGame(game, 1 << 20).outcome(game), java.util.Arrays.toString(heaps));
            assertEquals(expected, DepthFirstProofNumberSearch.forGame(game, 1 << 20, true).outcome(game, 10_000_000));
            assertEquals(expected, MonteCarloTreeSearch.forGame(game, MonteCarloTreeSearch.Settings.defaults())
                    .search(game, 1_000_000, 0, null).outcome(), java.util.Arrays.toString(heaps));
        }
    }
}
