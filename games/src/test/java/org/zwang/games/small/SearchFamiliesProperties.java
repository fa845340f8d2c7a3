package org.zwang.games.small;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.zwang.games.small.Nim;
import org.zwang.games.small.RandomTree;
import org.zwang.games.small.TicTacToe;
import org.zwang.search.Game;
import org.zwang.search.Minimax;
import org.zwang.search.Outcome;
import org.zwang.search.SearchLimits;
import org.zwang.search.Values;
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
 * heaps' nim-sum is not zero) and, on every tic-tac-toe position reached by random play, what
 * minimax says. Budgets hold (MCTS's positions, its node pool, the proof searches' nodes), and a budget
 * too small to prove gives "unknown", never a wrong outcome. A reused MCTS tree keeps what it proved,
 * and compacting its pool changes no decision.
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

    /**
     * PUCT (AlphaZero's selection) with the solver proves minimax's outcome too, whatever the prior
     * (uniform, or all its weight on the last move), and so does a search whose leaves an evaluator
     * values (here a noisy guess in [0, 1]) instead of playouts — which then plays out nothing.
     */
    @Property(tries = 150)
    void puctWithAnyPriorAndAnEvaluatorProvesTheMinimaxOutcome(@ForAll("trees") Tree tree, @ForAll long seed) {
        RandomTree game = tree.create();
        int expected = tree.minimaxOutcome();
        MonteCarloTreeSearch.PriorPolicy lastMove = (position, moves, count, priors) -> {
            java.util.Arrays.fill(priors, 0, count, 0);
            priors[count - 1] = 1;
        };
        for (MonteCarloTreeSearch.Settings settings : java.util.List.of(mcts(seed).withPuct(MonteCarloTreeSearch.UNIFORM_PRIOR),
                mcts(seed).withPuct(lastMove), mcts(seed).withPuct(lastMove).withEvaluator(position ->
                        (position.hashKey() & 1023) / 1023.0))) {
            MonteCarloTreeSearch.Result result = MonteCarloTreeSearch.forGame(game, settings).search(game, 200_000, 0,
                    null);
            assertEquals(expected, result.outcome(), tree + ", " + settings.selection() + ", " + result);
            if (settings.evaluator() != null) {
                assertEquals(0, result.playoutPlies(), "an evaluator replaces the playouts");
            }
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
    void withoutTheSolverUctStillPlaysTheOnlyMoveThatDoesNotLose() {
        // X to move: the top right corner wins at once; anything else lets O complete the middle row.
        for (long seed = 1; seed <= 5; seed++) {
            TicTacToe game = TicTacToe.of("XX.OO....");
            MonteCarloTreeSearch.Result result = MonteCarloTreeSearch
                    .forGame(game, MonteCarloTreeSearch.Settings.defaults().withSolver(false).withSeed(seed))
                    .search(game, 3000, 0, null);
            assertEquals("c1", game.moveToString(result.bestMove()), "seed " + seed);
            assertEquals(Outcome.UNKNOWN, result.outcome(), "no solver, no proof");
            assertTrue(result.winRate() > 0.8, "the root's mean reward approaches the win: " + result.winRate());
        }
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

    /** The outcome of {@code game}'s position by minimax to the end (the oracle). */
    private static int minimaxOutcome(Game game) {
        return game.isTerminal() ? Outcome.of(game.terminalValue())
                : Outcome.of(new Minimax().search(game, game.maxPlies()).value());
    }

    /** Tic-tac-toe after {@code plies} random moves (fewer if the game ends first). */
    private static TicTacToe ticTacToeAfter(long seed, int plies) {
        TicTacToe game = new TicTacToe();
        SplittableRandom random = new SplittableRandom(seed);
        int[] moves = new int[9];
        for (int i = 0; i < plies && !game.isTerminal(); i++) {
            game.makeMove(moves[random.nextInt(game.generateMoves(moves, 0))]);
        }
        return game;
    }

    @Property(tries = 150)
    void everyProverAgreesWithMinimaxOnTicTacToePositions(@ForAll long seed, @ForAll @IntRange(min = 1, max = 9) int plies) {
        TicTacToe game = ticTacToeAfter(seed, plies);
        int expected = minimaxOutcome(game);
        String where = game.toString();
        assertEquals(expected, ProofNumberSearch.forGame(game, 1 << 20).outcome(game), "pns " + where);
        assertEquals(expected, DepthFirstProofNumberSearch.forGame(game, 1 << 20, true).outcome(game, 10_000_000),
                "dfpn " + where);
        assertEquals(expected, DepthFirstProofNumberSearch.forGame(game, 1 << 20, false).outcome(game, 10_000_000),
                "dfpn:no-table " + where);
        MonteCarloTreeSearch.Result mcts = MonteCarloTreeSearch.forGame(game, mcts(seed)).search(game, 200_000, 0, null);
        assertEquals(expected, mcts.outcome(), "mcts " + where);
    }

    @Property(tries = 60)
    void nimOutcomesFollowTheNimSum(@ForAll @Size(min = 1, max = 3) int[] rawHeaps, @ForAll long seed) {
        int[] heaps = Arrays.stream(rawHeaps).map(h -> Math.floorMod(h, 5)).toArray();
        int expected = new Nim(heaps).nimSum() != 0 ? Outcome.WIN : Outcome.LOSS;
        String where = Arrays.toString(heaps);
        Nim game = new Nim(heaps);
        assertEquals(expected, minimaxOutcome(game), "minimax " + where);
        assertEquals(expected, ProofNumberSearch.forGame(game, 1 << 20).outcome(game), "pns " + where);
        assertEquals(expected, DepthFirstProofNumberSearch.forGame(game, 1 << 20, true).outcome(game, 10_000_000),
                "dfpn " + where);
        assertEquals(expected, MonteCarloTreeSearch.forGame(game, mcts(seed)).search(game, 1_000_000, 0, null).outcome(),
                "mcts " + where);
    }

    @Property(tries = 200)
    void mctsStopsWithinOneIterationOfItsPositionBudget(@ForAll("trees") Tree tree, @ForAll long seed,
            @ForAll @IntRange(min = 1, max = 3000) int budget) {
        RandomTree game = tree.create();
        Assume.that(!game.isTerminal());
        MonteCarloTreeSearch.Result result = MonteCarloTreeSearch.forGame(game, mcts(seed).withSolver(false))
                .search(game, 0, 0, budget, null);
        assertTrue(result.positions() >= budget && result.positions() < budget + game.maxPlies(),
                "positions " + result.positions() + ", budget " + budget + ", " + tree);
        MonteCarloTreeSearch.Result viaLimits = MonteCarloTreeSearch.forGame(game, mcts(seed).withSolver(false))
                .search(game, SearchLimits.none().maxNodes(budget));
        assertEquals(result.positions(), viaLimits.positions(), "SearchLimits.maxNodes is the same budget");
        assertEquals(result.bestMove(), viaLimits.bestMove());
    }

    @Property(tries = 200)
    void aBudgetTooSmallToProveSaysUnknownNeverAWrongOutcome(@ForAll("trees") Tree tree, @ForAll long seed,
            @ForAll @IntRange(min = 2, max = 40) int small) {
        RandomTree game = tree.create();
        int expected = tree.minimaxOutcome();
        MonteCarloTreeSearch.Result mcts = MonteCarloTreeSearch.forGame(game, mcts(seed).withMaxTreeNodes(small))
                .search(game, 20_000, 0, null);
        assertTrue(mcts.treeNodes() <= small, "pool " + small + ", used " + mcts.treeNodes());
        assertTrue(mcts.outcome() == Outcome.UNKNOWN || mcts.outcome() == expected, "mcts " + mcts + ", " + tree);

        ProofNumberSearch pns = ProofNumberSearch.forGame(game, small);
        int pnsOutcome = pns.outcome(game);
        assertTrue(pns.treeNodes() <= small);
        assertTrue(pnsOutcome == Outcome.UNKNOWN || pnsOutcome == expected, "pns " + pnsOutcome + ", " + tree);

        DepthFirstProofNumberSearch dfpn = DepthFirstProofNumberSearch.forGame(game, 1 << 16, true);
        int dfpnOutcome = dfpn.outcome(game, small);
        assertTrue(dfpn.nodes() <= small, "dfpn searched " + dfpn.nodes() + " of " + small);
        assertTrue(dfpnOutcome == Outcome.UNKNOWN || dfpnOutcome == expected, "dfpn " + dfpnOutcome + ", " + tree);
    }

    @Property(tries = 150)
    void aReusedTreeKeepsWhatItProved(@ForAll("trees") Tree tree, @ForAll long seed) {
        RandomTree game = tree.create();
        Assume.that(!game.isTerminal());
        MonteCarloTreeSearch search = MonteCarloTreeSearch.forGame(game, mcts(seed));
        MonteCarloTreeSearch.Result proof = search.search(game, 200_000, 0, null);
        assertTrue(proof.outcome() != Outcome.UNKNOWN, tree.toString());
        int side = game.sideToMove();
        game.makeMove(proof.bestMove());
        Assume.that(!game.isTerminal());
        search.advance(proof.bestMove(), game);
        MonteCarloTreeSearch.Result kept = search.search(game, 200_000, 0, null);
        assertEquals(0, kept.iterations(), "the kept subtree is proven already: " + tree);
        assertEquals(game.sideToMove() == side ? proof.outcome() : -proof.outcome(), kept.outcome(), tree.toString());
        MonteCarloTreeSearch fresh = MonteCarloTreeSearch.forGame(game, mcts(seed).withReuse(false));
        assertEquals(kept.outcome(), fresh.search(game, 200_000, 0, null).outcome(), tree.toString());
        if (kept.outcome() == Outcome.LOSS) {
            // A proven loss has every reply proven: the tree follows the opponent's move too.
            int[] replies = new int[game.maxMoves()];
            game.generateMoves(replies, 0);
            int before = game.sideToMove();
            game.makeMove(replies[0]);
            search.advance(replies[0], game);
            MonteCarloTreeSearch.Result next = search.search(game, 200_000, 0, null);
            if (!game.isTerminal()) {
                assertEquals(0, next.iterations(), "the reply's subtree is proven already: " + tree);
            }
            assertEquals(game.sideToMove() == before ? Outcome.LOSS : Outcome.WIN, next.outcome(), tree.toString());
        }
    }

    @Property(tries = 150)
    void compactingThePoolChangesNoDecision(@ForAll("trees") Tree tree, @ForAll long seed,
            @ForAll @IntRange(min = 20, max = 400) int iterations) {
        // Two searches with reuse, one with a roomy pool (never compacted), one with a pool just over
        // twice the first search's tree (compacted when the move is played): the same decisions.
        RandomTree game = tree.create();
        Assume.that(!game.isTerminal());
        MonteCarloTreeSearch.Settings settings = mcts(seed).withSolver(false);
        MonteCarloTreeSearch roomy = MonteCarloTreeSearch.forGame(game, settings);
        MonteCarloTreeSearch.Result first = roomy.search(game, iterations, 0, null);
        game.makeMove(first.bestMove());
        Assume.that(!game.isTerminal());
        roomy.advance(first.bestMove(), game);
        MonteCarloTreeSearch.Result second = roomy.search(game, iterations / 2, 0, null);
        int grown = second.treeNodes() - first.treeNodes();
        Assume.that(grown < first.treeNodes());
        game.unmakeMove(first.bestMove());

        MonteCarloTreeSearch tight = MonteCarloTreeSearch.forGame(game,
                settings.withMaxTreeNodes(2 * first.treeNodes() - 1));
        assertEquals(decisions(first), decisions(tight.search(game, iterations, 0, null)));
        game.makeMove(first.bestMove());
        tight.advance(first.bestMove(), game);
        MonteCarloTreeSearch.Result compacted = tight.search(game, iterations / 2, 0, null);
        assertEquals(decisions(second), decisions(compacted), tree.toString());
        assertTrue(compacted.treeNodes() < second.treeNodes(), "the dead nodes are gone: " + compacted.treeNodes()
                + " of " + second.treeNodes());
    }

    /** What a search decided and spent, without its time and pool use. */
    private static String decisions(MonteCarloTreeSearch.Result r) {
        return "move " + r.bestMove() + ", outcome " + r.outcome() + ", rate " + r.winRate() + ", iterations "
                + r.iterations() + ", playout plies " + r.playoutPlies() + ", positions " + r.positions();
    }
}
