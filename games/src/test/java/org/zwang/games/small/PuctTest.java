package org.zwang.games.small;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.zwang.search.mcts.MonteCarloTreeSearch;

/** PUCT's prior steers the search; the decisive playout policy takes a win in one. */
class PuctTest {

    @Test
    void puctSpendsItsVisitsWhereThePriorPointsAndUctDoesNot() {
        // From the empty tic-tac-toe board every first move draws; with no solver and a short search
        // the most visited move is where the prior sends the search (the corner c3, move 8).
        MonteCarloTreeSearch.PriorPolicy corner = (game, moves, count, priors) -> {
            for (int i = 0; i < count; i++) {
                priors[i] = moves[i] == 8 ? 0.92 : 0.01;
            }
        };
        MonteCarloTreeSearch.Settings settings = MonteCarloTreeSearch.Settings.defaults().withSolver(false)
                .withSeed(3).withExploration(4);
        TicTacToe board = new TicTacToe();
        assertEquals(8, MonteCarloTreeSearch.forGame(board, settings.withPuct(corner)).search(board, 300, 0, null)
                .bestMove());
        MonteCarloTreeSearch.PriorPolicy centre = (game, moves, count, priors) -> {
            for (int i = 0; i < count; i++) {
                priors[i] = moves[i] == 4 ? 0.92 : 0.01;
            }
        };
        assertEquals(4, MonteCarloTreeSearch.forGame(board, settings.withPuct(centre)).search(board, 300, 0, null)
                .bestMove());
    }

    @Test
    void theDecisivePolicyTakesAWinInOneAndOtherwiseMovesAtRandom() {
        // X: a1, b1 (moves 0, 1); O: a2, b2. X to move wins at c1 (move 2).
        TicTacToe board = TicTacToe.of("XX.OO....");
        int[] moves = new int[9];
        int count = board.generateMoves(moves, 0);
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < 20; i++) {
            assertEquals(2, MonteCarloTreeSearch.DECISIVE.choose(board, moves, count, random));
        }
        assertEquals("XX.OO....", board.toString(), "the position is left as it was");
        TicTacToe open = new TicTacToe();
        count = open.generateMoves(moves, 0);
        java.util.Set<Integer> chosen = new java.util.HashSet<>();
        for (int i = 0; i < 50; i++) {
            chosen.add(MonteCarloTreeSearch.DECISIVE.choose(open, moves, count, random));
        }
        assertNotEquals(1, chosen.size(), "no win in one: any move");
    }
}
