package org.zwang.compare.play;

import org.zwang.compare.CompareGame;
import org.zwang.compare.CompareGames;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Play-offs over two budgets on tic-tac-toe with a fixed seed: properties every result must have
 * (each game counted once, the points add up to the games, a technique against itself scores exactly
 * half, perfect play beats a random mover), a replay with the same seed, and the crossover rule on
 * hand-made cross tables.
 */
class PlayOffSeriesTest {

    private static final List<String> TECHNIQUES = List.of("alphabeta", "mcts", "random");
    private static final List<Budget> BUDGETS = List.of(Budget.positions(30), Budget.positions(100_000));
    private static final int OPENINGS = 5;
    private static final long SEED = 17;

    @Test
    void everyGameIsCountedOnceAndTheSeedReplaysEveryBudget() {
        List<String> progress = new ArrayList<>();
        PlayOffSeries.Result series = PlayOffSeries.run(CompareGames.playable("tic-tac-toe"), TECHNIQUES, BUDGETS, OPENINGS,
                SEED, progress::add);
        int n = TECHNIQUES.size();
        int pairsOfTechniques = n * (n - 1) / 2;
        assertEquals(BUDGETS.size() * pairsOfTechniques * OPENINGS, progress.size(), "one line per game pair");
        assertEquals(BUDGETS.size(), series.byBudget().size());
        for (int i = 0; i < BUDGETS.size(); i++) {
            PlayOff.Result result = series.byBudget().get(i);
            assertEquals(BUDGETS.get(i), result.budget());
            assertEquals(2 * OPENINGS, result.gamesPerPair());
            double points = 0;
            for (PlayOff.Standing standing : result.standings()) {
                assertEquals((n - 1) * 2 * OPENINGS, standing.games(), standing.technique());
                points += standing.points();
            }
            assertEquals(pairsOfTechniques * result.gamesPerPair(), points, 1e-9,
                    "every game gives out exactly one point");
            for (int r = 0; r < n; r++) {
                for (int c = r + 1; c < n; c++) {
                    assertEquals(result.gamesPerPair(), result.cross()[r][c] + result.cross()[c][r], 1e-9,
                            "each game of a pair is counted once, for one side or shared");
                }
            }
        }
        PlayOffSeries.Result again = PlayOffSeries.run(CompareGames.playable("tic-tac-toe"), TECHNIQUES, BUDGETS, OPENINGS,
                SEED, line -> {
                });
        for (int i = 0; i < BUDGETS.size(); i++) {
            for (int r = 0; r < n; r++) {
                assertArrayEquals(series.byBudget().get(i).cross()[r], again.byBudget().get(i).cross()[r], 0.0,
                        "the same seed, the same games at budget " + BUDGETS.get(i));
            }
        }
        assertEquals(series.crossovers(), again.crossovers());

        // Perfect play (the whole tic-tac-toe tree fits in 100,000 positions) never loses to a random mover,
        // so, with random as the anchor of the ratings, its rating is above 0 (or unbounded above).
        PlayOff.Result large = series.byBudget().get(1);
        assertEquals("random", large.anchor(), "random anchors the scale when it plays");
        assertTrue(large.cross()[0][2] >= large.gamesPerPair() / 2.0 + 1, "alphabeta against random: "
                + large.cross()[0][2]);
        assertTrue(standing(large, "alphabeta").rating().low() > 0, standing(large, "alphabeta").rating().text());
        assertEquals(0, large.wins()[2][0], "no lost game at full depth");
        assertTrue(large.fit().los()[0][2] > 0.95, "alphabeta is better than random: " + large.fit().los()[0][2]);
    }

    private static PlayOff.Standing standing(PlayOff.Result result, String technique) {
        return result.standings().stream().filter(s -> s.technique().equals(technique)).findFirst().orElseThrow();
    }

    @Test
    void aDeterministicTechniqueAgainstItselfScoresExactlyHalfOfEveryPair() {
        // Both colours from each opening: the same search plays the same game with the roles swapped.
        for (CompareGame game : List.of(CompareGames.playable("tic-tac-toe"), CompareGames.playable("connect4"))) {
            for (String technique : List.of("alphabeta", "mtdf:no-table")) {
                for (int[] opening : PlayOff.openings(game, 4, SEED)) {
                    double asFirst = PlayOff.play(game, opening, Players.of(technique, 1), Players.of(technique, 2),
                            Budget.positions(300));
                    double asSecond = 1 - PlayOff.play(game, opening, Players.of(technique, 2), Players.of(technique, 1),
                            Budget.positions(300));
                    assertEquals(1.0, asFirst + asSecond, 0.0, technique + " on " + game.name());
                }
            }
        }
    }

    @Test
    void theRandomMoverPlaysLegalMovesAndItsSeedReplaysThem() {
        PlayOff.Result first = PlayOff.run(CompareGames.playable("connect4"), List.of("random", "RANDOM"), Budget.positions(1), 3, SEED,
                line -> {
                });
        assertEquals(first.gamesPerPair(), first.cross()[0][1] + first.cross()[1][0], 1e-9);
        PlayOff.Result again = PlayOff.run(CompareGames.playable("connect4"), List.of("random", "RANDOM"), Budget.positions(1), 3, SEED,
                line -> {
                });
        assertArrayEquals(first.cross()[0], again.cross()[0], 0.0);
    }

    @Test
    void aSingleBudgetClaimsNoCrossoverAndEveryRatingComesFromOneJointFit() {
        PlayOffSeries.Result one = PlayOffSeries.run(CompareGames.playable("tic-tac-toe"), List.of("alphabeta", "mcts"),
                List.of(Budget.positions(500)), 2, SEED, line -> {
                });
        assertEquals(List.of(), one.crossovers(), "one budget says nothing about where an order changes");
        PlayOff.Result result = one.byBudget().get(0);
        assertEquals("alphabeta", result.anchor(), "without random, the first technique anchors the scale");
        assertEquals(0, standing(result, "alphabeta").rating().elo());
        assertEquals(result.fit().rating("mcts"), standing(result, "mcts").rating());
        assertEquals(1, result.fit().los()[0][1] + result.fit().los()[1][0], 1e-9);
    }

    @Test
    void aCrossoverIsTheSmallestBudgetWhereTheTrailingTechniqueScoresMoreThanHalf() {
        List<String> names = List.of("alphabeta", "mcts", "pvs");
        // Rows: the row's points against the column, of 10 games. alphabeta leads mcts at 100 and 1000,
        // mcts leads at 10000 and 100000; pvs and alphabeta are level at 100, then pvs leads, and stays;
        // mcts and pvs are level throughout.
        List<PlayOff.Result> results = List.of(
                result(100, new double[][] {{0, 7, 5}, {3, 0, 5}, {5, 5, 0}}),
                result(1000, new double[][] {{0, 5, 4}, {5, 0, 5}, {6, 5, 0}}),
                result(10000, new double[][] {{0, 4, 3}, {6, 0, 5}, {7, 5, 0}}),
                result(100000, new double[][] {{0, 2, 5}, {8, 0, 5}, {5, 5, 0}}));
        List<PlayOffSeries.Crossover> crossovers = PlayOffSeries.crossovers(names, results);
        assertEquals(new PlayOffSeries.Crossover("alphabeta", "mcts", 100, 10000, 100000), crossovers.get(0));
        assertEquals("mcts overtakes alphabeta at 10000 (behind at 100)", crossovers.get(0).describe());
        assertEquals(new PlayOffSeries.Crossover("pvs", "alphabeta", 1000, 0, 100000), crossovers.get(1));
        assertFalse(crossovers.get(1).flips(), "level again at 100000 is no flip");
        assertEquals("alphabeta scored over half against pvs at no budget from 1000 to 100000",
                crossovers.get(1).describe(), "what the budgets show, no claim beyond them");
        assertEquals("mcts and pvs are level at every budget", crossovers.get(2).describe());
    }

    private static PlayOff.Result result(long budget, double[][] cross) {
        return new PlayOff.Result("test", Budget.positions(budget), 5, List.of(), List.of("alphabeta", "mcts", "pvs"), cross,
                new int[3][3], new int[3][3], 10, null);
    }
}
