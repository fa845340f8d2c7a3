package org.zwang.compare.play;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.function.Consumer;
import org.zwang.compare.CompareGame;
import org.zwang.compare.MctsOptions;
import org.zwang.compare.Player;
import org.zwang.search.Game;
import org.zwang.search.Outcome;
import org.zwang.stats.BradleyTerry;

/**
 * Techniques judged by play, not only by nodes: a round-robin on one game at equal budgets (positions
 * searched per move), every pair playing every opening twice with the colours swapped, all the
 * techniques' ratings fitted jointly from every game (Bradley–Terry with draws, as BayesElo and Ordo
 * fit them: {@link BradleyTerry}) with their 95% intervals and the likelihood that each is better than
 * each other, and a cross table. Ratings are relative to an anchor: {@code random} when it plays (its
 * strength does not change with the budget, so ratings compare across budgets), else the first
 * technique listed. Openings are a few random legal first moves, seeded and distinct, so two runs with
 * the same seed play the same games. Library code: progress goes to a callback.
 */
public final class PlayOff {

    /** One technique's result: its points and games, and its rating in the joint fit. */
    public record Standing(String technique, double points, int games, BradleyTerry.Rating rating) {
    }

    /**
     * Everything a play-off found: standings, most points first; the cross table (row technique's
     * points against the column technique, over their games) and its wins and draws (the row's wins
     * against the column, the draws of the pair); the games each pair played; the joint fit (ratings
     * in the order of {@code techniques}, the likelihood of superiority of each over each).
     */
    public record Result(String game, Budget budget, int openings, List<Standing> standings, List<String> techniques,
            double[][] cross, int[][] wins, int[][] draws, int gamesPerPair, BradleyTerry.Fit fit) {

        /** The games technique {@code row} lost to {@code column}. */
        public int losses(int row, int column) {
            return wins[column][row];
        }

        /** The technique the ratings are relative to. */
        public String anchor() {
            return fit.ratings().stream().filter(BradleyTerry.Rating::anchor).findFirst().orElseThrow().player();
        }
    }

    private PlayOff() {
    }

    /**
     * Plays the round-robin. {@code progress} hears one line per finished game pair.
     *
     * @param specs    technique names with switches (at least two)
     * @param budget   what a player may spend on a move: positions or time
     * @param openings openings played, each with both colours, by every pair
     */
    public static Result run(CompareGame game, List<String> specs, Budget budget, int openings, long seed,
            Consumer<String> progress) {
        return run(game, specs, budget, openings, seed, MctsOptions.DEFAULTS, progress);
    }

    /** {@link #run(CompareGame, List, Budget, int, long, Consumer)} with the run's Monte-Carlo options. */
    public static Result run(CompareGame game, List<String> specs, Budget budget, int openings, long seed,
            MctsOptions options, Consumer<String> progress) {
        if (specs.size() < 2) {
            throw new IllegalArgumentException("a play-off needs at least two techniques, got " + specs.size());
        }
        if (openings < 1) {
            throw new IllegalArgumentException("openings must be at least 1");
        }
        List<int[]> lines = openings(game, openings, seed);
        int n = specs.size();
        double[][] cross = new double[n][n];
        int[][] wins = new int[n][n];
        int[][] draws = new int[n][n];
        double[] points = new double[n];
        int[] played = new int[n];
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                Player first = Players.of(specs.get(a), seed + 31L * a, options);
                Player second = Players.of(specs.get(b), seed + 31L * b, options);
                for (int[] opening : lines) {
                    double asFirst = play(game, opening, first, second, budget);
                    double asSecond = 1 - play(game, opening, second, first, budget);
                    cross[a][b] += asFirst + asSecond;
                    cross[b][a] += 2 - asFirst - asSecond;
                    for (double result : new double[] {asFirst, asSecond}) {
                        if (result == 1) {
                            wins[a][b]++;
                        } else if (result == 0) {
                            wins[b][a]++;
                        } else {
                            draws[a][b]++;
                            draws[b][a]++;
                        }
                    }
                    points[a] += asFirst + asSecond;
                    points[b] += 2 - asFirst - asSecond;
                    played[a] += 2;
                    played[b] += 2;
                    progress.accept(String.format(Locale.ROOT, "%s vs %s, opening %s: %s-%s", specs.get(a),
                            specs.get(b), describe(opening), score(asFirst + asSecond), score(2 - asFirst - asSecond)));
                }
            }
        }
        BradleyTerry.Fit fit = BradleyTerry.fit(specs, wins, draws, anchor(specs));
        List<Standing> standings = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            standings.add(new Standing(specs.get(i), points[i], played[i], fit.ratings().get(i)));
        }
        standings.sort((x, y) -> Double.compare(y.points(), x.points()));
        return new Result(game.name(), budget, lines.size(), standings, List.copyOf(specs), cross, wins, draws,
                2 * lines.size(), fit);
    }

    /** The index of the technique ratings are relative to: {@code random} if it plays, else the first. */
    static int anchor(List<String> specs) {
        for (int i = 0; i < specs.size(); i++) {
            if (specs.get(i).trim().equalsIgnoreCase(Players.RANDOM)) {
                return i;
            }
        }
        return 0;
    }

    /** One game from {@code opening}; the points of {@code first} (who moves first after the opening). */
    static double play(CompareGame kind, int[] opening, Player first, Player second, Budget budget) {
        Game game = kind.start();
        for (int move : opening) {
            game.makeMove(move);
        }
        int firstSide = game.sideToMove();
        int[] buffer = new int[game.maxMoves()];
        while (!game.isTerminal()) {
            Player toMove = game.sideToMove() == firstSide ? first : second;
            int move = toMove.chooseMove(game, budget.limits());
            if (!isLegal(game, move, buffer)) {
                throw new IllegalStateException(toMove.name() + " chose an illegal move " + game.moveToString(move));
            }
            game.makeMove(move);
            first.played(move, game);
            second.played(move, game);
        }
        int outcome = Outcome.of(game.terminalValue());
        int forFirst = game.sideToMove() == firstSide ? outcome : -outcome;
        return (forFirst + 1) / 2.0;
    }

    private static boolean isLegal(Game game, int move, int[] buffer) {
        int count = game.generateMoves(buffer, 0);
        for (int i = 0; i < count; i++) {
            if (buffer[i] == move) {
                return true;
            }
        }
        return false;
    }

    /** {@code count} distinct random openings of the game's opening length (all there are, if fewer). */
    static List<int[]> openings(CompareGame kind, int count, long seed) {
        Random random = new Random(seed);
        Set<String> seen = new LinkedHashSet<>();
        List<int[]> lines = new ArrayList<>();
        for (int attempt = 0; attempt < count * 50 && lines.size() < count; attempt++) {
            Game game = kind.start();
            int[] line = new int[kind.openingPlies()];
            int[] buffer = new int[game.maxMoves()];
            boolean ok = true;
            for (int ply = 0; ply < line.length && ok; ply++) {
                int moves = game.generateMoves(buffer, 0);
                if (moves == 0) {
                    ok = false;
                    break;
                }
                line[ply] = buffer[random.nextInt(moves)];
                game.makeMove(line[ply]);
            }
            if (ok && !game.isTerminal() && seen.add(java.util.Arrays.toString(line))) {
                lines.add(line);
            }
        }
        return lines;
    }

    private static String describe(int[] opening) {
        return java.util.Arrays.toString(opening);
    }

    private static String score(double points) {
        return points == Math.floor(points) ? Integer.toString((int) points) : String.format(Locale.ROOT, "%.1f", points);
    }
}
