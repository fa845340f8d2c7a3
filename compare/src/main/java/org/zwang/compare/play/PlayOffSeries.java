package org.zwang.compare.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.zwang.compare.CompareGame;
import org.zwang.compare.MctsOptions;

/**
 * Play-offs over growing budgets: one round-robin ({@link PlayOff}) per budget on one game, and for
 * each pair of techniques where their head-to-head order flips. That answers "where does MCTS overtake
 * alpha-beta": the smallest budget at which the technique that scored less than half against the
 * other at the smallest budget scores more than half. Library code: progress goes to a callback.
 */
public final class PlayOffSeries {

    /**
     * How one pair's head-to-head order develops over the budgets: {@code behind} scored less than
     * half against {@code ahead} at {@code firstBudget}, the smallest budget where the two were not
     * level; {@code overtakesAt} is the smallest larger budget where {@code behind} scored more than
     * half, or 0 when it did not at any budget up to {@code lastBudget}, the largest played. When the
     * pair was level at every budget, {@code firstBudget} is 0.
     */
    public record Crossover(String ahead, String behind, long firstBudget, long overtakesAt, long lastBudget) {

        /** Whether the order flipped at some budget. */
        public boolean flips() {
            return overtakesAt > 0;
        }

        /**
         * One line, e.g. {@code mcts overtakes alphabeta at 10000 (behind at 1000)} or {@code mcts scored
         * over half against alphabeta at no budget from 1000 to 100000} — what the budgets played show,
         * no claim beyond them (it may overtake at a larger one).
         */
        public String describe() {
            if (firstBudget == 0) {
                return ahead + " and " + behind + " are level at every budget";
            }
            return flips()
                    ? String.format(Locale.ROOT, "%s overtakes %s at %d (behind at %d)", behind, ahead, overtakesAt,
                            firstBudget)
                    : String.format(Locale.ROOT, "%s scored over half against %s at no budget from %d to %d",
                            behind, ahead, firstBudget, lastBudget);
        }
    }

    /**
     * The round-robins of one game, one per budget in increasing order, and the pairs' crossovers (none
     * from a single budget: one budget says nothing about where an order changes).
     */
    public record Result(String game, List<PlayOff.Result> byBudget, List<Crossover> crossovers) {
    }

    private PlayOffSeries() {
    }

    /**
     * Plays one round-robin per budget (increasing), every one from the same openings (the same seed).
     * {@code progress} hears one line per finished game pair, prefixed by the budget.
     */
    public static Result run(CompareGame game, List<String> specs, List<Budget> budgets, int openings, long seed,
            Consumer<String> progress) {
        return run(game, specs, budgets, openings, seed, MctsOptions.DEFAULTS, progress);
    }

    /** {@link #run(CompareGame, List, List, int, long, Consumer)} with the run's Monte-Carlo options. */
    public static Result run(CompareGame game, List<String> specs, List<Budget> budgets, int openings, long seed,
            MctsOptions options, Consumer<String> progress) {
        if (budgets.isEmpty()) {
            throw new IllegalArgumentException("a play-off series needs at least one budget");
        }
        for (int i = 1; i < budgets.size(); i++) {
            if (budgets.get(i).amount() <= budgets.get(i - 1).amount()
                    || budgets.get(i).timed() != budgets.get(0).timed()) {
                throw new IllegalArgumentException("budgets must grow, all positions or all times: " + budgets);
            }
        }
        List<PlayOff.Result> results = new ArrayList<>();
        for (Budget budget : budgets) {
            results.add(PlayOff.run(game, specs, budget, openings, seed, options,
                    line -> progress.accept(game.name() + " at " + budget + ": " + line)));
        }
        return new Result(game.name(), List.copyOf(results), results.size() < 2 ? List.of()
                : crossovers(specs, results));
    }

    /** For every pair of techniques (in the order given), how their head-to-head order changes with the budget. */
    static List<Crossover> crossovers(List<String> specs, List<PlayOff.Result> results) {
        List<Crossover> crossovers = new ArrayList<>();
        for (int a = 0; a < specs.size(); a++) {
            for (int b = a + 1; b < specs.size(); b++) {
                crossovers.add(crossover(a, b, specs, results));
            }
        }
        return crossovers;
    }

    private static Crossover crossover(int a, int b, List<String> specs, List<PlayOff.Result> results) {
        int firstSign = 0;
        long firstBudget = 0;
        long last = results.get(results.size() - 1).budget().amount();
        for (PlayOff.Result result : results) {
            int sign = headToHead(result, a, b);
            if (firstSign == 0 && sign != 0) {
                firstSign = sign;
                firstBudget = result.budget().amount();
            } else if (firstSign != 0 && sign == -firstSign) {
                return firstSign > 0 ? new Crossover(specs.get(a), specs.get(b), firstBudget, result.budget().amount(), last)
                        : new Crossover(specs.get(b), specs.get(a), firstBudget, result.budget().amount(), last);
            }
        }
        return firstSign >= 0 ? new Crossover(specs.get(a), specs.get(b), firstBudget, 0, last)
                : new Crossover(specs.get(b), specs.get(a), firstBudget, 0, last);
    }

    /** +1 when technique {@code a} scored more than half of its games against {@code b}, -1 less, 0 level. */
    private static int headToHead(PlayOff.Result result, int a, int b) {
        return Integer.signum(Double.compare(result.cross()[a][b], result.gamesPerPair() / 2.0));
    }
}
