package org.zwang.compare.experiment;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.zwang.compare.CompareGames;
import org.zwang.compare.MctsOptions;
import org.zwang.compare.Suites;
import org.zwang.compare.TechniqueRegistry;
import org.zwang.compare.play.Budget;
import org.zwang.compare.play.Players;

/**
 * A comparison written down so that a reader can rerun it: what to run (solve positions or play
 * round-robins), on which games, with which techniques, at which budgets and seed. Read from a small
 * text file of {@code key = value} lines ({@code #} starts a comment, blank lines are ignored):
 *
 * <pre>
 * mode       = play                      # solve or play
 * games      = connect4                  # play: tic-tac-toe, nim, connect4; solve: the suites' games or all
 * techniques = alphabeta, mtdf, mcts     # the registry's names and switches (play also: random)
 * budgets    = 1000, 10000, 100000       # play: positions searched per move (or times, 100ms), one round-robin each
 * exploration = 1.0                      # mcts and puct: the exploration constant
 * playout    = decisive                  # mcts and puct: uniform or decisive playouts
 * prior      = ordering                  # puct: uniform, ordering or a PriorPolicy class
 * value      = evaluate                  # mcts and puct: playout, evaluate or a ValueEvaluator class
 * openings   = 10                        # play: openings, each played with both colours
 * seed       = 2026                      # openings, MCTS and the random tree
 * quick      = true                      # solve: the quick set of positions
 * generated  = 20                        # solve: fresh positions a game from its seeded generator
 * repeat     = 1                         # solve: runs per measurement, fastest kept
 * baseline   = alphabeta                 # solve: node ratios relative to this technique
 * </pre>
 *
 * Every problem is one {@link IllegalArgumentException} naming the file, the line and what is wrong,
 * e.g. {@code play.txt:4: budgets: 'ten' is not a whole number}. Immutable.
 */
public record Experiment(String source, Mode mode, List<String> games, List<String> techniques, List<Budget> budgets,
        int openings, long seed, boolean quick, int generated, int repeat, String baseline, MctsOptions mcts) {

    /** Fresh positions a game in a solve run unless told: a few beside the quick set, more beside the full one. */
    public static int defaultGenerated(boolean quick) {
        return quick ? 3 : 20;
    }

    /** What an experiment runs. */
    public enum Mode {
        /** Every technique on every position of the games, values checked against each other. */
        SOLVE,
        /** A round-robin of the techniques per game and budget. */
        PLAY
    }

    /** The keys a file may set, in the order {@link #settings()} lists them. */
    public static final List<String> KEYS = List.of("mode", "games", "techniques", "budgets", "openings", "seed",
            "quick", "generated", "repeat", "baseline", "exploration", "playout", "prior", "value");

    private static final List<String> PLAY_ONLY = List.of("budgets", "openings");
    private static final List<String> SOLVE_ONLY = List.of("quick", "generated", "repeat", "baseline");

    public Experiment {
        games = List.copyOf(games);
        techniques = List.copyOf(techniques);
        budgets = List.copyOf(budgets);
    }

    /** The experiment in {@code file}; an error names the file, the line and the problem. */
    public static Experiment read(Path file) throws IOException {
        return parse(file.getFileName().toString(), Files.readAllLines(file, StandardCharsets.UTF_8));
    }

    /** The experiment written in {@code lines}; {@code source} names it in errors (usually the file name). */
    public static Experiment parse(String source, List<String> lines) {
        Map<String, String> values = new LinkedHashMap<>();
        Map<String, Integer> lineOf = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            int hash = line.indexOf('#');
            String text = (hash >= 0 ? line.substring(0, hash) : line).strip();
            if (text.isEmpty()) {
                continue;
            }
            int number = i + 1;
            int equals = text.indexOf('=');
            if (equals < 0) {
                throw error(source, number, "expected 'key = value', got '" + text + "'");
            }
            String key = text.substring(0, equals).strip().toLowerCase(Locale.ROOT);
            String value = text.substring(equals + 1).strip();
            if (!KEYS.contains(key)) {
                throw error(source, number, "unknown key '" + key + "' (keys: " + String.join(", ", KEYS) + ")");
            }
            if (lineOf.containsKey(key)) {
                throw error(source, number, key + " is already set on line " + lineOf.get(key));
            }
            if (value.isEmpty()) {
                throw error(source, number, key + " has no value");
            }
            values.put(key, value);
            lineOf.put(key, number);
        }
        for (String required : List.of("mode", "games", "techniques")) {
            if (!values.containsKey(required)) {
                throw new IllegalArgumentException(source + ": missing '" + required + " = ...' (keys: "
                        + String.join(", ", KEYS) + ")");
            }
        }
        Reader reader = new Reader(source, values, lineOf);
        Mode mode = reader.mode();
        for (String key : mode == Mode.PLAY ? SOLVE_ONLY : PLAY_ONLY) {
            if (values.containsKey(key)) {
                throw error(source, lineOf.get(key), key + " does not apply to mode " + values.get("mode").strip()
                        + " (it is for mode " + (mode == Mode.PLAY ? "solve" : "play") + ")");
            }
        }
        if (mode == Mode.PLAY && !values.containsKey("budgets")) {
            throw new IllegalArgumentException(source + ": missing 'budgets = ...' (positions searched per move, "
                    + "e.g. budgets = 1000, 10000)");
        }
        List<String> games = reader.games(mode);
        List<String> techniques = reader.techniques(mode);
        List<Budget> budgets = mode == Mode.PLAY ? reader.budgets() : List.of();
        int openings = (int) reader.number("openings", 10, 1, 1000);
        long seed = reader.number("seed", 2026, Long.MIN_VALUE, Long.MAX_VALUE);
        boolean quick = reader.bool("quick");
        int generated = (int) reader.number("generated", defaultGenerated(quick), 0, 10_000);
        int repeat = (int) reader.number("repeat", 1, 1, 100);
        String baseline = values.get("baseline");
        if (baseline != null && techniques.stream().noneMatch(t -> t.equalsIgnoreCase(baseline))) {
            throw error(source, lineOf.get("baseline"), "baseline '" + baseline + "' is not among the techniques");
        }
        MctsOptions mcts = reader.mcts();
        return new Experiment(source, mode, games, techniques, budgets, openings, seed, quick, generated, repeat,
                baseline, mcts);
    }

    /** This experiment with other budgets (e.g. smaller ones for a quick check). */
    Experiment withBudgets(List<Budget> newBudgets) {
        return new Experiment(source, mode, games, techniques, newBudgets, openings, seed, quick, generated, repeat,
                baseline, mcts);
    }

    /** This experiment with another number of openings. */
    Experiment withOpenings(int newOpenings) {
        return new Experiment(source, mode, games, techniques, budgets, newOpenings, seed, quick, generated, repeat,
                baseline, mcts);
    }

    /** The settings that decide the results, as a report records them, in {@link #KEYS} order. */
    public Map<String, String> settings() {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("experiment", source);
        settings.put("mode", mode.name().toLowerCase(Locale.ROOT));
        settings.put("games", String.join(",", games));
        settings.put("techniques", String.join(",", techniques));
        if (mode == Mode.PLAY) {
            settings.put("budgets", String.join(",", budgets.stream().map(Budget::toString).toList()));
            settings.put("openings", Integer.toString(openings));
        } else {
            settings.put("quick", Boolean.toString(quick));
            settings.put("generated", Integer.toString(generated));
            settings.put("repeat", Integer.toString(repeat));
            settings.put("baseline", baseline == null ? techniques.get(0) : baseline);
        }
        settings.put("seed", Long.toString(seed));
        if (!Double.isNaN(mcts.exploration())) {
            settings.put("exploration", Double.toString(mcts.exploration()));
        }
        if (!mcts.playout().equals(MctsOptions.DEFAULTS.playout())) {
            settings.put("playout", mcts.playout());
        }
        if (!mcts.prior().equals(MctsOptions.DEFAULTS.prior())) {
            settings.put("prior", mcts.prior());
        }
        if (!mcts.value().equals(MctsOptions.DEFAULTS.value())) {
            settings.put("value", mcts.value());
        }
        return settings;
    }

    /**
     * The games a solve run names in a comma-separated list ({@link Suites#games()} or {@code all}),
     * once each in the order given; an error names an unknown game.
     */
    public static List<String> solveGames(String list) {
        java.util.Set<String> wanted = new java.util.LinkedHashSet<>();
        for (String raw : list.split(",")) {
            String game = raw.strip().toLowerCase(Locale.ROOT);
            if (game.equals("all")) {
                wanted.addAll(Suites.games());
            } else if (Suites.games().contains(game)) {
                wanted.add(game);
            } else if (!game.isEmpty()) {
                throw new IllegalArgumentException("unknown game '" + raw.strip() + "' (known: "
                        + String.join(", ", Suites.games()) + ", all)");
            }
        }
        if (wanted.isEmpty()) {
            throw new IllegalArgumentException("no game given");
        }
        return List.copyOf(wanted);
    }

    private static IllegalArgumentException error(String source, int line, String problem) {
        return new IllegalArgumentException(source + ":" + line + ": " + problem);
    }

    /** Turns the values into typed settings, each error naming the line its key was on. */
    private record Reader(String source, Map<String, String> values, Map<String, Integer> lineOf) {

        private IllegalArgumentException error(String key, String problem) {
            return Experiment.error(source, lineOf.get(key), key + ": " + problem);
        }

        Mode mode() {
            String value = values.get("mode").toLowerCase(Locale.ROOT);
            return switch (value) {
                case "solve" -> Mode.SOLVE;
                case "play" -> Mode.PLAY;
                default -> throw error("mode", "'" + values.get("mode") + "' is neither solve nor play");
            };
        }

        List<String> list(String key) {
            List<String> items = new ArrayList<>();
            for (String raw : values.get(key).split(",")) {
                String item = raw.strip();
                if (item.isEmpty()) {
                    throw error(key, "an empty item in '" + values.get(key) + "'");
                }
                if (items.stream().anyMatch(item::equalsIgnoreCase)) {
                    throw error(key, "'" + item + "' is listed twice");
                }
                items.add(item);
            }
            return items;
        }

        List<String> games(Mode mode) {
            List<String> games = new ArrayList<>();
            for (String game : list("games")) {
                String name = game.toLowerCase(Locale.ROOT);
                try {
                    if (mode == Mode.PLAY) {
                        games.add(CompareGames.playable(name).name());
                    } else {
                        games.addAll(solveGames(game));
                    }
                } catch (IllegalArgumentException e) {
                    throw error("games", e.getMessage());
                }
            }
            return List.copyOf(new java.util.LinkedHashSet<>(games)); // "all, nim" names nim once
        }

        List<String> techniques(Mode mode) {
            List<String> techniques = list("techniques");
            try {
                if (mode == Mode.PLAY) {
                    if (techniques.size() < 2) {
                        throw new IllegalArgumentException("a play-off needs at least two techniques");
                    }
                    for (String technique : techniques) {
                        Players.of(technique, 0);
                    }
                } else {
                    TechniqueRegistry.parseList(String.join(",", techniques));
                }
            } catch (IllegalArgumentException e) {
                throw error("techniques", e.getMessage());
            }
            return techniques;
        }

        List<Budget> budgets() {
            List<String> items = list("budgets");
            try {
                return Budget.series(items);
            } catch (IllegalArgumentException e) {
                throw error("budgets", e.getMessage());
            }
        }

        MctsOptions mcts() {
            double exploration = Double.NaN;
            if (values.containsKey("exploration")) {
                try {
                    exploration = Double.parseDouble(values.get("exploration"));
                } catch (NumberFormatException e) {
                    throw error("exploration", "'" + values.get("exploration") + "' is not a number");
                }
            }
            String playout = values.getOrDefault("playout", "uniform");
            String prior = values.getOrDefault("prior", "uniform");
            String value = values.getOrDefault("value", "playout");
            try {
                new MctsOptions(exploration, "uniform");
            } catch (IllegalArgumentException e) {
                throw error("exploration", e.getMessage());
            }
            try {
                new MctsOptions(Double.NaN, playout);
            } catch (IllegalArgumentException e) {
                throw error("playout", e.getMessage());
            }
            try {
                new MctsOptions(Double.NaN, "uniform", prior, "playout");
            } catch (IllegalArgumentException e) {
                throw error("prior", e.getMessage());
            }
            try {
                return new MctsOptions(exploration, playout, prior, value);
            } catch (IllegalArgumentException e) {
                throw error("value", e.getMessage());
            }
        }

        long number(String key, long fallback, long min, long max) {
            return values.containsKey(key) ? parseLong(key, values.get(key).replace("_", ""), min, max) : fallback;
        }

        boolean bool(String key) {
            String value = values.getOrDefault(key, "false").toLowerCase(Locale.ROOT);
            return switch (value) {
                case "true" -> true;
                case "false" -> false;
                default -> throw error(key, "'" + values.get(key) + "' is neither true nor false");
            };
        }

        private long parseLong(String key, String text, long min, long max) {
            long value;
            try {
                value = Long.parseLong(text);
            } catch (NumberFormatException e) {
                throw error(key, "'" + text + "' is not a whole number");
            }
            if (value < min || value > max) {
                throw error(key, value + " is out of range " + (max == Long.MAX_VALUE ? "(at least " + min + ")"
                        : min + "-" + max));
            }
            return value;
        }
    }
}
