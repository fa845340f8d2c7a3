package org.zwang.compare.play;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.zwang.compare.CompareGames;
import org.zwang.compare.Player;

/**
 * The play-off: every pair plays every opening with both colours, a fixed seed replays the same
 * games, and perfect play is never beaten — tic-tac-toe is a draw, so alpha-beta with a budget that
 * covers the whole game tree never loses a game, whoever it meets.
 */
class PlayOffTest {

    @Test
    void aFullDepthSearchNeverLosesTicTacToeAndASeedReplaysTheSameGames() {
        List<String> techniques = List.of("alphabeta", "mcts", "mcts:no-solver", "mcts:no-reuse");
        List<String> lines = new ArrayList<>();
        PlayOff.Result first = PlayOff.run(CompareGames.playable("tic-tac-toe"), techniques, Budget.positions(200_000), 6, 7, lines::add);
        assertEquals(6, first.openings());
        assertEquals(6 * 6, lines.size(), "one line per pair and opening");
        for (PlayOff.Standing standing : first.standings()) {
            assertEquals(3 * 2 * 6, standing.games(), standing.technique());
        }
        // alphabeta (row 0) scores at least half of every game against each opponent: no loss.
        for (int opponent = 1; opponent < 4; opponent++) {
            assertTrue(first.cross()[0][opponent] >= first.gamesPerPair() / 2.0,
                    "alphabeta lost a game to " + techniques.get(opponent) + ": " + first.cross()[0][opponent]);
        }
        for (int opponent = 1; opponent < 4; opponent++) {
            assertEquals(0, first.losses(0, opponent), "alphabeta lost to " + techniques.get(opponent));
        }
        PlayOff.Result again = PlayOff.run(CompareGames.playable("tic-tac-toe"), techniques, Budget.positions(200_000), 6, 7, line -> {
        });
        for (int r = 0; r < 4; r++) {
            assertArrayEquals(first.cross()[r], again.cross()[r], 0.0, "the same seed, the same games");
        }
    }

    @Test
    void bothPlayersHearEveryMoveOfTheGameInOrder() {
        // Players that keep a tree between moves (mcts) follow the game through these calls.
        List<String> heardByFirst = new ArrayList<>();
        List<String> heardBySecond = new ArrayList<>();
        List<String> made = new ArrayList<>();
        PlayOff.play(CompareGames.playable("tic-tac-toe"), new int[] {4}, recorder("first", heardByFirst, made),
                recorder("second", heardBySecond, made), Budget.positions(1));
        assertTrue(made.size() >= 4, "a game of tic-tac-toe after the centre lasts at least 4 more moves: " + made);
        assertEquals(made, heardByFirst);
        assertEquals(made, heardBySecond);
    }

    /** Plays the first legal move, records it, and records every move it hears of with the mark count after it. */
    private static Player recorder(String name, List<String> heard, List<String> made) {
        return new Player() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public int chooseMove(org.zwang.search.Game game, org.zwang.search.SearchLimits limits) {
                int[] moves = new int[game.maxMoves()];
                game.generateMoves(moves, 0);
                made.add(moves[0] + " after " + (9 - game.maxPlies()));
                return moves[0];
            }

            @Override
            public void played(int move, org.zwang.search.Game after) {
                heard.add(move + " after " + (8 - after.maxPlies()));
            }
        };
    }

    @Test
    void connectFourGamesAreFinishedLegallyAtSmallBudgets() {
        PlayOff.Result result = PlayOff.run(CompareGames.playable("connect4"), List.of("mtdf", "mcts"), Budget.positions(500), 2, 1, line -> {
        });
        double total = result.cross()[0][1] + result.cross()[1][0];
        assertEquals(result.gamesPerPair(), total, 1e-9, "every game gives out one point");
    }

    /**
     * {@code --budget 100ms}: without the solver nothing but the time limit ends a Monte-Carlo search
     * (no iteration or node bound, no stop flag), so every move of these games came from a search that
     * the budget stopped, and the play-off checks each is legal. The test waits on the games, never on
     * a clock.
     */
    @Test
    // a hang guard (a search whose budget is ignored never ends), not a bound the test checks
    @Timeout(value = 10, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aTimedBudgetStopsEverySearchWithALegalMoveAndTheResultSaysItWasTimed() {
        Budget budget = Budget.parse("100ms");
        assertEquals(org.zwang.search.SearchLimits.UNLIMITED, budget.limits().maxNodes(), "a time, not positions");
        PlayOff.Result result = PlayOff.run(CompareGames.playable("tic-tac-toe"),
                List.of("alphabeta", "mcts:no-solver", "puct:no-solver"), budget, 1, 3, line -> {
                });
        assertTrue(result.budget().timed());
        assertEquals(100, result.budget().amount());
        for (PlayOff.Standing standing : result.standings()) {
            assertEquals(2 * 2, standing.games(), standing.technique());
        }
        for (int a = 0; a < 3; a++) {
            for (int b = a + 1; b < 3; b++) {
                assertEquals(result.gamesPerPair(), result.cross()[a][b] + result.cross()[b][a], 1e-9,
                        "every game finished and gave out its point");
            }
        }
        // One search on Connect Four's empty board, which no search proves within a move: the time ends it.
        org.zwang.search.Game board = CompareGames.playable("connect4").start();
        org.zwang.search.mcts.MonteCarloTreeSearch.Result move = org.zwang.search.mcts.MonteCarloTreeSearch.forGame(
                board, ((org.zwang.compare.SearchFamilyTechnique) org.zwang.compare.TechniqueRegistry
                        .parse("puct:no-solver")).mctsSettings(1)).search(board, budget.limits());
        assertTrue(move.iterations() > 0 && move.bestMove() >= 0 && move.bestMove() < 7, move.toString());
    }

    @Test
    void whatCannotPlayIsOneLine() {
        assertEquals("'dds' cannot play a game (players: the search-api techniques, mcts, random and any technique "
                + "that gives a player)",
                assertThrows(IllegalArgumentException.class, () -> Players.of("dds", 1)).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Players.of("mcts:no-table", 1)).getMessage()
                .startsWith("unknown switch 'no-table'"));
        assertEquals("cannot play 'chess' (playable games: tic-tac-toe, nim, connect4, othello)",
                assertThrows(IllegalArgumentException.class, () -> CompareGames.playable("chess")).getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> PlayOff.run(CompareGames.playable("nim"), List.of("alphabeta"), Budget.positions(100), 1, 1, line -> {
                }));
    }
}
