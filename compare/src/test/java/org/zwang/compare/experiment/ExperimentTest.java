package org.zwang.compare.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.zwang.compare.CompareGames;
import org.zwang.compare.Comparison;
import org.zwang.compare.Suites;
import org.zwang.compare.TechniqueRegistry;
import org.zwang.compare.play.Budget;
import org.zwang.compare.play.PlayOff;
import org.zwang.compare.play.PlayOffSeries;

/**
 * The experiment file: the shipped examples parse and run, every setting is read as written, and
 * every kind of bad line is one message naming the file, the line and the problem.
 */
class ExperimentTest {

    private static final Path EXAMPLES = Path.of("..", "docs", "experiments");

    @Test
    void theShippedPlayExampleParsesAndRunsAtSmallBudgets() throws Exception {
        Experiment experiment = Experiment.read(EXAMPLES.resolve("connect4-budgets.txt"));
        assertEquals(Experiment.Mode.PLAY, experiment.mode());
        assertEquals(List.of("connect4", "tic-tac-toe"), experiment.games());
        assertEquals(List.of("alphabeta", "mtdf", "mcts", "mcts:no-reuse"), experiment.techniques());
        assertEquals(List.of(100L, 1000L, 10000L, 100000L), experiment.budgets().stream().map(Budget::amount).toList());
        assertEquals(10, experiment.openings());
        assertEquals(2026, experiment.seed());
        Experiment small = experiment.withBudgets(List.of(Budget.positions(20), Budget.positions(200))).withOpenings(1);
        PlayOffSeries.Result result = PlayOffSeries.run(CompareGames.playable(small.games().get(0)), small.techniques(),
                small.budgets(), small.openings(), small.seed(), line -> {
                });
        assertEquals(2, result.byBudget().size());
        assertEquals(4 * 3 / 2, result.crossovers().size(), "one line per pair of techniques");
    }

    @Test
    void theShippedOthelloAndNimExampleParsesAndItsOthelloRuns() throws Exception {
        Experiment experiment = Experiment.read(EXAMPLES.resolve("othello-nim-budgets.txt"));
        assertEquals(List.of("othello", "nim"), experiment.games());
        assertEquals(List.of(300L, 3000L, 30000L), experiment.budgets().stream().map(Budget::amount).toList());
        Experiment small = experiment.withBudgets(List.of(Budget.positions(50))).withOpenings(1);
        PlayOffSeries.Result result = PlayOffSeries.run(CompareGames.playable("othello"), small.techniques(),
                small.budgets(), small.openings(), small.seed(), line -> {
                });
        assertEquals(1, result.byBudget().size());
        assertEquals(List.of(), result.crossovers(), "one budget: no claim about where an order changes");
    }

    @Test
    void theShippedSolveExampleParsesAndRunsWithoutDisagreement() throws Exception {
        Experiment experiment = Experiment.read(EXAMPLES.resolve("small-games-solve.txt"));
        assertEquals(Experiment.Mode.SOLVE, experiment.mode());
        assertEquals(List.of("tic-tac-toe", "nim", "random-tree"), experiment.games());
        assertTrue(experiment.quick());
        assertEquals("alphabeta", experiment.settings().get("baseline"));
        Comparison.Outcome outcome = new Comparison(TechniqueRegistry.parseList(String.join(",",
                experiment.techniques())), experiment.repeat()).run(Suites.subjects(experiment.games(),
                        experiment.quick(), experiment.seed()), subject -> {
                        });
        assertTrue(outcome.disagreements().isEmpty(), outcome.disagreements().toString());
        assertFalse(outcome.measurements().isEmpty());
    }

    @Test
    void commentsBlankLinesCaseAndUnderscoresAreRead() {
        Experiment experiment = Experiment.parse("e.txt", List.of(
                "# a comment line",
                "",
                "MODE = Play   # trailing comment",
                "games=nim",
                "techniques =  alphabeta ,mcts:no-reuse, random",
                "budgets = 1_000, 20000",
                "openings = 3",
                "seed = -5"));
        assertEquals(Experiment.Mode.PLAY, experiment.mode());
        assertEquals(List.of("alphabeta", "mcts:no-reuse", "random"), experiment.techniques());
        assertEquals(List.of(Budget.positions(1000), Budget.positions(20000)), experiment.budgets());
        assertEquals(3, experiment.openings());
        assertEquals(-5, experiment.seed());
        Map<String, String> settings = experiment.settings();
        assertEquals("1000,20000", settings.get("budgets"));
        assertEquals(Set.of("experiment", "mode", "games", "techniques", "budgets", "openings", "seed"),
                settings.keySet(), "a play experiment records no solve settings");
        Experiment solve = Experiment.parse("s.txt", List.of("mode = solve", "games = all", "techniques = pvs"));
        assertEquals(Suites.games(), solve.games());
        assertEquals(1, solve.repeat());
        assertEquals("pvs", solve.settings().get("baseline"), "the first technique is the baseline by default");
        Experiment puct = Experiment.parse("p.txt", List.of("mode = play", "games = nim",
                "techniques = alphabeta, puct", "budgets = 100", "prior = Ordering", "value = evaluate"));
        assertEquals("ordering", puct.mcts().prior());
        assertEquals("evaluate", puct.mcts().value());
        assertEquals("ordering", puct.settings().get("prior"), "the record says which prior PUCT had");
        assertEquals("evaluate", puct.settings().get("value"));
    }

    private static final List<String> PLAY = List.of("mode = play", "games = tic-tac-toe",
            "techniques = alphabeta, mcts", "budgets = 100, 1000");

    /** Replaces (or appends) the line starting with the key of {@code line} in the valid play file. */
    private static String errorOf(String line) {
        List<String> lines = new java.util.ArrayList<>(PLAY);
        String key = line.contains("=") ? line.substring(0, line.indexOf('=')).strip() : "";
        int at = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (!key.isEmpty() && lines.get(i).startsWith(key + " ")) {
                at = i;
            }
        }
        if (at >= 0) {
            lines.set(at, line);
        } else {
            lines.add(line);
        }
        return assertThrows(IllegalArgumentException.class, () -> Experiment.parse("bad.txt", lines)).getMessage();
    }

    @Test
    void everyBadLineIsOneMessageNamingFileLineAndProblem() {
        assertEquals("bad.txt:5: expected 'key = value', got 'seed 12'", errorOf("seed 12"));
        assertEquals("bad.txt:5: unknown key 'budget' (keys: mode, games, techniques, budgets, openings, seed, quick, "
                + "generated, repeat, baseline, exploration, playout, prior, value)", errorOf("budget = 5"));
        assertEquals("bad.txt:1: mode: 'fight' is neither solve nor play", errorOf("mode = fight"));
        assertEquals("bad.txt:2: games: cannot play 'chess' (playable games: tic-tac-toe, nim, connect4, othello)",
                errorOf("games = chess"));
        assertEquals("bad.txt:3: techniques: unknown technique 'alfabeta' (known: " + TechniqueRegistry.names() + ")",
                errorOf("techniques = alfabeta, mcts"));
        assertEquals("bad.txt:3: techniques: 'dds' cannot play a game (players: the search-api techniques, mcts, "
                + "random and any technique that gives a player)", errorOf("techniques = alphabeta, dds"));
        assertEquals("bad.txt:3: techniques: a play-off needs at least two techniques", errorOf("techniques = mcts"));
        assertEquals("bad.txt:3: techniques: 'MCTS' is listed twice", errorOf("techniques = mcts, MCTS"));
        assertEquals("bad.txt:4: budgets: 'ten' is not a budget (positions, e.g. 5000, or a time, e.g. 100ms or 2s)", errorOf("budgets = 100, ten"));
        assertEquals("bad.txt:4: budgets: 0 is out of range (at least 1)", errorOf("budgets = 0, 10"));
        assertEquals("bad.txt:4: budgets: must grow from left to right, but 100 follows 1000",
                errorOf("budgets = 1000, 100"));
        assertEquals("bad.txt:4: budgets: an empty item in '100,,1000'", errorOf("budgets = 100,,1000"));
        assertEquals("bad.txt:5: openings: 0 is out of range 1-1000", errorOf("openings = 0"));
        assertEquals("bad.txt:5: prior: unknown prior 'greedy' (uniform, ordering, or the full name of a class on the "
                + "class path that implements org.zwang.search.mcts.MonteCarloTreeSearch.PriorPolicy)",
                errorOf("prior = greedy"));
        assertEquals("bad.txt:5: value: unknown value 'nn' (playout, evaluate, or the full name of a class on the "
                + "class path that implements org.zwang.search.mcts.MonteCarloTreeSearch.ValueEvaluator)",
                errorOf("value = nn"));
        assertEquals("bad.txt:5: seed has no value", errorOf("seed ="));
        assertEquals("bad.txt:5: quick does not apply to mode play (it is for mode solve)", errorOf("quick = true"));
        List<String> twice = new java.util.ArrayList<>(PLAY);
        twice.add("games = nim");
        assertEquals("bad.txt:5: games is already set on line 2",
                assertThrows(IllegalArgumentException.class, () -> Experiment.parse("bad.txt", twice)).getMessage());
        assertEquals("bad.txt: missing 'budgets = ...' (positions searched per move, e.g. budgets = 1000, 10000)",
                assertThrows(IllegalArgumentException.class, () -> Experiment.parse("bad.txt", PLAY.subList(0, 3)))
                        .getMessage());
        assertEquals("bad.txt: missing 'techniques = ...' (keys: mode, games, techniques, budgets, openings, seed, "
                + "quick, generated, repeat, baseline, exploration, playout, prior, value)", assertThrows(IllegalArgumentException.class,
                        () -> Experiment.parse("bad.txt", List.of("mode = solve", "games = nim"))).getMessage());
        List<String> solve = List.of("mode = solve", "games = nim, go", "techniques = pvs");
        assertEquals("bad.txt:2: games: unknown game 'go' (known: " + String.join(", ", Suites.games()) + ", all)",
                assertThrows(IllegalArgumentException.class, () -> Experiment.parse("bad.txt", solve)).getMessage());
        List<String> solveBudgets = List.of("mode = solve", "games = nim", "techniques = pvs", "budgets = 5");
        assertEquals("bad.txt:4: budgets does not apply to mode solve (it is for mode play)", assertThrows(
                IllegalArgumentException.class, () -> Experiment.parse("bad.txt", solveBudgets)).getMessage());
        List<String> badBaseline = List.of("mode = solve", "games = nim", "techniques = pvs", "baseline = mtdf");
        assertEquals("bad.txt:4: baseline 'mtdf' is not among the techniques", assertThrows(
                IllegalArgumentException.class, () -> Experiment.parse("bad.txt", badBaseline)).getMessage());
        List<String> badQuick = List.of("mode = solve", "games = nim", "techniques = pvs", "quick = yes");
        assertEquals("bad.txt:4: quick: 'yes' is neither true nor false", assertThrows(
                IllegalArgumentException.class, () -> Experiment.parse("bad.txt", badQuick)).getMessage());
    }
}
