package org.zwang.games.small;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.zwang.search.AlphaBeta;
import org.zwang.search.Game;
import org.zwang.search.Minimax;
import org.zwang.search.MtdF;
import org.zwang.search.PrincipalVariationSearch;
import org.zwang.search.SearchControl;
import org.zwang.search.SearchOptions;
import org.zwang.search.SearchResult;
import org.zwang.search.TargetBisection;
import org.zwang.search.tt.HashedTranspositionTable;

/** The small games against what is known about them by hand or by theory. */
class SmallGamesTest {

    @Test
    void ticTacToeIsADraw() {
        assertEquals(0, new Minimax().search(new TicTacToe(), 9).value());
        assertEquals(0, new MtdF(HashedTranspositionTable.forGames(1 << 20), SearchOptions.defaults())
                .search(new TicTacToe(), 9).value());
    }

    @Test
    void ticTacToeWinInOne() {
        // X: a1 b1, O: a2 b2, X to move: c1 completes the bottom row on the fifth ply.
        TicTacToe game = TicTacToe.of("XX.OO....");
        SearchResult result = new AlphaBeta().search(game, 9);
        assertEquals(TicTacToe.WIN - 5, result.value());
        assertEquals(2, result.bestMove());
    }

    @Test
    void theCentreIsTheOnlyDrawingReplyToACornerOpening() {
        // Tic-tac-toe theory: after X takes a corner, every reply of O but the centre loses. X then
        // needs two more moves to build a fork and one to win: the win comes on ply 7.
        for (int reply = 1; reply < 9; reply++) {
            char[] board = ".........".toCharArray();
            board[0] = 'X';
            board[reply] = 'O';
            SearchResult result = new PrincipalVariationSearch().search(TicTacToe.of(new String(board)), 9);
            int expected = reply == 4 ? 0 : TicTacToe.WIN - 7;
            assertEquals(expected, result.value(), "O replies on square " + reply);
        }
    }

    @Test
    void ticTacToeRejectsBadBoards() {
        assertThrows(IllegalArgumentException.class, () -> TicTacToe.of("XX"));
        assertThrows(IllegalArgumentException.class, () -> TicTacToe.of("XXX......"));
        assertThrows(IllegalArgumentException.class, () -> TicTacToe.of("XZ......."));
    }

    @Test
    void ticTacToeEvaluationCountsOpenLines() {
        // After X takes the centre, O (to move) has 4 open lines, X has all 8.
        TicTacToe game = TicTacToe.of("....X....");
        assertEquals(4 - 8, game.evaluate());
    }

    @Provide
    Arbitrary<int[]> heaps() {
        return Arbitraries.integers().between(0, 5).array(int[].class).ofMinSize(1).ofMaxSize(3)
                .filter(h -> java.util.Arrays.stream(h).sum() <= 10);
    }

    @Property(tries = 300)
    void nimValueFollowsTheNimSum(@ForAll("heaps") int[] heaps) {
        Nim nim = new Nim(heaps);
        int total = java.util.Arrays.stream(heaps).sum();
        int value = new MtdF(HashedTranspositionTable.forGames(1 << 20), SearchOptions.defaults())
                .search(nim, Math.max(1, total)).value();
        if (total == 0) {
            assertTrue(value < 0, "no counters left: the previous player took the last one");
        } else if (nim.nimSum() != 0) {
            assertTrue(value > 0, "non-zero nim-sum must win: " + nim + " got " + value);
        } else {
            assertTrue(value < 0, "zero nim-sum must lose: " + nim + " got " + value);
        }
    }

    @Test
    void nimWithOneHeapIsWonInOneMove() {
        // Take the whole heap at once: the win comes at ply 1.
        SearchResult result = new AlphaBeta().search(new Nim(7), 7);
        assertEquals(Nim.WIN - 1, result.value());
        assertEquals(7, result.bestMove());
    }

    @Test
    void bisectionSolvesNimFromAnyGuess() {
        Nim nim = new Nim(3, 4, 5);
        int expected = new Minimax().search(new Nim(3, 4, 5), 12).value();
        for (int guess : new int[] {-1000, 0, 500, 1000}) {
            int value = new TargetBisection(HashedTranspositionTable.forGames(1 << 16), SearchOptions.defaults(),
                    TargetBisection.Strategy.MIDPOINT).search(nim, 12, -32000, 32000, guess,
                    org.zwang.search.SearchControl.none()).value();
            assertEquals(expected, value);
        }
    }

    @Test
    void randomTreeIsReproducible() {
        Game first = RandomTree.uniform(42, 3, 4);
        Game second = RandomTree.uniform(42, 3, 4);
        assertEquals(new Minimax().search(first, 4).value(), new Minimax().search(second, 4).value());
        assertEquals(first.hashKey(), second.hashKey());
        assertTrue(new Minimax().search(RandomTree.uniform(42, 3, 4), 4).stats().nodes == 1 + 3 + 9 + 27 + 81);
    }
}
