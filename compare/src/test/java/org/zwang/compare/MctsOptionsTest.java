package org.zwang.compare;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.zwang.games.small.TicTacToe;
import org.zwang.search.mcts.MonteCarloTreeSearch;

/**
 * The names {@code --prior} and {@code --value} take, each giving its prior or leaf value: priors of
 * the empty tic-tac-toe board worked out by hand from its move ordering (centre, corners, edges), the
 * static evaluation of a position counted by hand, playouts gone where an evaluator values the leaves,
 * and one message for a name that is neither built in nor a fitting class.
 */
class MctsOptionsTest {

    private static MonteCarloTreeSearch.Settings settings(String technique, MctsOptions options) {
        return ((SearchFamilyTechnique) TechniqueRegistry.parse(technique)).with(options).mctsSettings(1);
    }

    private static double[] priorsOfTheEmptyBoard(MonteCarloTreeSearch.Settings settings) {
        TicTacToe board = new TicTacToe();
        int[] moves = new int[9];
        int count = board.generateMoves(moves, 0);
        double[] priors = new double[count];
        settings.prior().priors(board, moves, count, priors);
        double[] byMove = new double[9];
        for (int i = 0; i < count; i++) {
            byMove[moves[i]] = priors[i];
        }
        return byMove;
    }

    @Test
    void eachPriorNameGivesItsPrior() {
        MonteCarloTreeSearch.Settings uniform = settings("puct", MctsOptions.DEFAULTS);
        assertEquals(MonteCarloTreeSearch.Selection.PUCT, uniform.selection());
        double[] ninth = new double[9];
        java.util.Arrays.fill(ninth, 1.0 / 9);
        assertArrayEquals(ninth, priorsOfTheEmptyBoard(uniform), 1e-12);

        // Tic-tac-toe orders the centre (square 4) first, then the corners 0, 2, 6, 8, then the edges
        // 1, 3, 5, 7: ranks 0 to 8, weights 1 / (rank + 1) over their sum 1 + 1/2 + ... + 1/9.
        MonteCarloTreeSearch.Settings ordering = settings("puct", new MctsOptions(Double.NaN, "uniform", "Ordering",
                "playout"));
        int[] byRank = {4, 0, 2, 6, 8, 1, 3, 5, 7};
        double harmonic = 0;
        for (int rank = 0; rank < 9; rank++) {
            harmonic += 1.0 / (rank + 1);
        }
        double[] expected = new double[9];
        for (int rank = 0; rank < 9; rank++) {
            expected[byRank[rank]] = 1.0 / (rank + 1) / harmonic;
        }
        assertArrayEquals(expected, priorsOfTheEmptyBoard(ordering), 1e-12);

        assertEquals(MonteCarloTreeSearch.Selection.UCT, settings("mcts", new MctsOptions(Double.NaN, "uniform",
                "ordering", "playout")).selection(), "UCT has no prior: mcts stays UCT");
    }

    @Test
    void eachValueNameGivesItsLeafValue() {
        assertNull(settings("puct", MctsOptions.DEFAULTS).evaluator(), "playout: leaves are played out");
        MctsOptions evaluate = new MctsOptions(Double.NaN, "uniform", "uniform", "evaluate");
        MonteCarloTreeSearch.Settings puct = settings("puct", evaluate);
        MonteCarloTreeSearch.Settings mcts = settings("mcts", evaluate);
        assertSame(MonteCarloTreeSearch.STATIC_EVALUATION, puct.evaluator());
        assertSame(MonteCarloTreeSearch.STATIC_EVALUATION, mcts.evaluator());
        // X in the centre, O to move: the 4 lines through the centre are closed to O, none to X, so the
        // evaluation is 4 - 8 = -4 on tic-tac-toe's scale of -100 to 100: (-4 + 100) / 200.
        TicTacToe board = TicTacToe.of("....X....");
        assertEquals(0.48, puct.evaluator().value(board), 1e-12);

        // With an evaluator no leaf is played out; without one the leaves are.
        TicTacToe open = new TicTacToe();
        MonteCarloTreeSearch.Settings noSolver = mcts.withSolver(false);
        assertEquals(0, MonteCarloTreeSearch.forGame(open, noSolver).search(open, 200, 0, null).playoutPlies());
        assertTrue(MonteCarloTreeSearch.forGame(open, settings("mcts", MctsOptions.DEFAULTS).withSolver(false))
                .search(open, 200, 0, null).playoutPlies() > 0);
    }

    @Test
    void anUnknownNameOrAClassThatDoesNotFitIsOneMessage() {
        assertEquals("unknown prior 'greedy' (uniform, ordering, or the full name of a class on the class path "
                + "that implements org.zwang.search.mcts.MonteCarloTreeSearch.PriorPolicy)",
                assertThrows(IllegalArgumentException.class, () -> new MctsOptions(Double.NaN, "uniform", "greedy",
                        "playout")).getMessage());
        assertEquals("unknown value 'nn' (playout, evaluate, or the full name of a class on the class path "
                + "that implements org.zwang.search.mcts.MonteCarloTreeSearch.ValueEvaluator)",
                assertThrows(IllegalArgumentException.class, () -> new MctsOptions(Double.NaN, "uniform", "uniform",
                        "nn")).getMessage());
        assertEquals("prior class java.lang.String does not implement "
                + "org.zwang.search.mcts.MonteCarloTreeSearch.PriorPolicy",
                assertThrows(IllegalArgumentException.class, () -> new MctsOptions(Double.NaN, "uniform",
                        "java.lang.String", "playout")).getMessage());
        assertEquals("the decisive playout policy needs playouts, but leaves are valued by 'evaluate' "
                + "(--value playout)", assertThrows(IllegalArgumentException.class, () -> new MctsOptions(Double.NaN,
                        "decisive", "uniform", "evaluate")).getMessage());
    }
}
