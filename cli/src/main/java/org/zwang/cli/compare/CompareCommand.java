package org.zwang.cli.compare;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.zwang.compare.Comparison;
import org.zwang.compare.Subject;
import org.zwang.compare.Suites;
import org.zwang.compare.Summary;
import org.zwang.compare.Technique;
import org.zwang.compare.TechniqueRegistry;
import org.zwang.compare.experiment.Experiment;
import org.zwang.compare.play.PlayOff;
import org.zwang.compare.play.PlayOffSeries;
import org.zwang.cli.UserFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code zwang compare}: the same search techniques on positions of every game, side by side, with
 * an agreement check, a summary table and an optional SVG plot; or judged by play, round-robins over
 * budgets with Elo against budget. A run can be written down as an experiment file
 * ({@link Experiment}) and rerun with {@code --experiment}; every report records the build, the
 * machine and the settings.
 */
@Command(name = "compare",
        mixinStandardHelpOptions = true,
        description = {
            "Runs search techniques side by side on positions of each game and reports nodes, time, "
                + "nodes per second, table hit rate, first-move cutoff rate, effective branching factor and "
                + "nodes relative to a baseline. Every technique must return the same value on a position; "
                + "a disagreement is printed and the command exits with code 1.",
            ""
        },
        footer = {
            "",
            "A technique is NAME[:no-FEATURE]..., each switch turning one feature off; the same feature has "
                + "the same switch in every game.",
            "Every game: minimax, alphabeta, pvs, mtdf, bisection-guess (Haglund's driver, one step at a time "
                + "from a guess; only on games whose values span at most 256 units, as trick counts do), "
                + "bisection-midpoint (true bisection). Switches: no-table, no-move-ordering (no transposition "
                + "table, no move ordering); minimax has none. E.g. alphabeta:no-table.",
            "Bridge only: dds (the double-dummy solver). Switches: no-table, no-winning-ranks, no-target-bounds, "
                + "no-quick-tricks, no-quick-trick-after-lead, no-later-tricks, no-move-ordering, no-etc, "
                + "no-small-cards, no-equivalent-cards, no-dds-weights, no-cutoff-leads, no-bottom-runs, no-table-fill. E.g. dds:no-quick-tricks.",
            "Duck Chess only: bundle (score bundles) and explicit (every turn a move and a duck square). "
                + "Switches: no-table, no-move-ordering, no-alpha-beta.",
            "Games searched to the end (tic-tac-toe, Nim, random trees), proving win, draw or loss instead of a value "
                + "(their value column is the outcome for the side to move: 1, 0, -1, or 2 when the budget ran out, "
                + "checked against the sign of the other techniques' values): mcts (Monte-Carlo tree search, UCT with "
                + "random playouts and the score-bounded solver). Switches: no-solver, no-reuse (with --play: a fresh "
                + "tree every move instead of the subtree of the moves played). pns (Allis's proof-number "
                + "search; pns has none). dfpn (Nagai's depth-first proof-number search). Switches: no-table. "
                + "Elsewhere (bridge, whose values count tricks; chess and Duck Chess, searched to a depth) they "
                + "do not apply and are skipped.",
            "With --play also: random (a uniformly random legal move; the floor of the Elo scale).",
            "",
            "An experiment file (--experiment) holds key = value lines, # starting a comment: mode (solve or play), "
                + "games, techniques (comma-separated), budgets (play: positions a move, e.g. 1000, 10000), openings "
                + "(play), seed, quick, repeat and baseline (solve). Examples ship in docs/experiments/.",
            "",
            "Examples:",
            "  zwang compare --quick",
            "  zwang compare --games nim --techniques alphabeta,alphabeta:no-table,mtdf",
            "  zwang compare --quick --format csv --plot nodes.svg",
            "  zwang compare --games nim --techniques mtdf,mcts,pns,dfpn",
            "  zwang compare --play --games connect4 --techniques alphabeta,mcts --budget 5000",
            "  zwang compare --play --games tic-tac-toe --techniques alphabeta,mcts,random --budget 100,1000,10000 "
                + "--svg elo.svg",
            "  zwang compare --experiment docs/experiments/connect4-budgets.txt --format json --svg elo.svg",
            "  zwang compare --games bridge --techniques dds,dds:no-quick-tricks",
            "  zwang compare --games duck --techniques explicit,bundle,bundle:no-table"
        })
public final class CompareCommand implements Callable<Integer> {

    /** Exit code when techniques disagree. */
    public static final int DISAGREEMENT = 1;

    @Spec
    CommandSpec spec;

    @Option(names = "--techniques", paramLabel = "LIST", defaultValue = TechniqueRegistry.DEFAULT,
            description = "Comma-separated techniques with optional switches (default: ${DEFAULT-VALUE}).")
    String techniques;

    @Option(names = "--games", paramLabel = "LIST", defaultValue = "all",
            description = "Comma-separated games, or all (default: ${DEFAULT-VALUE}). Known: tic-tac-toe, nim, random-tree, connect4, othello, bridge, chess, duck.")
    String games;

    @Option(names = "--baseline", paramLabel = "TECHNIQUE",
            description = "Technique the node ratios are relative to (default: the first one listed).")
    String baseline;

    @Option(names = "--experiment", paramLabel = "FILE",
            description = "Run the experiment this file describes (mode, games, techniques, budgets, openings, seed; "
                    + "see below) instead of the options that choose what to run.")
    Path experimentFile;

    @Option(names = "--format", defaultValue = "text", paramLabel = "FORMAT",
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}); text and json record "
                    + "the Zwang version, Java, OS, processors and the run's settings and seeds (csv, which holds only "
                    + "the table, writes them to stderr).")
    ReportWriter.Format format;

    @Option(names = "--plot", paramLabel = "FILE.svg", description = "Also draw nodes against depth into this SVG file.")
    Path plot;

    @Option(names = "--quick", description = "A smaller set of positions that finishes in under a minute.")
    boolean quick;

    @Option(names = "--repeat", defaultValue = "1", paramLabel = "N",
            description = "Runs per measurement, fastest time kept (default: ${DEFAULT-VALUE}).")
    int repeat;

    @Option(names = "--seed", defaultValue = "2026", paramLabel = "N",
            description = "Seed of the random tree (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--progress", negatable = true,
            description = "Show progress on stderr (default: when stderr is a terminal).")
    Boolean progress;

    @Option(names = "--play",
            description = "Judge by play instead: a round-robin of the techniques on one game (--games: tic-tac-toe, "
                    + "nim, connect4 or othello) at equal budgets, every pair playing every opening with both colours; "
                    + "prints each technique's Elo against the field with its 95%% interval (game pairs) and a "
                    + "cross table. Players: the search-api techniques and mcts.")
    boolean play;

    @Option(names = "--budget", defaultValue = "2000", split = ",", paramLabel = "NODES",
            description = "With --play: positions searched per move (nodes for the alpha-beta family; the moves made down the tree "
                    + "and in playouts for mcts); several, growing, give one round-robin each and where the order "
                    + "of two techniques flips. Default: ${DEFAULT-VALUE}.")
    List<Long> budgets;

    @Option(names = "--svg", paramLabel = "FILE.svg",
            description = "With --play: also draw each technique's Elo against the budget (log scale) into this SVG file.")
    Path svg;

    @Option(names = "--openings", defaultValue = "10", paramLabel = "N",
            description = "With --play: random openings (seeded by --seed), each played with both colours. "
                    + "Default: ${DEFAULT-VALUE}.")
    int openings;

    @Override
    public Integer call() throws Exception {
        Experiment experiment = experimentFile != null ? fromFile() : fromOptions();
        if (experiment.mode() == Experiment.Mode.PLAY) {
            if (plot != null) {
                throw new IllegalArgumentException("--plot draws nodes against depth of a solve run; a play-off "
                        + "draws Elo against budget with --svg");
            }
            try (OutputStream svgFile = svg == null ? null : UserFiles.openToWrite(svg)) { // a bad path fails now, not after the run
                return playOff(experiment, svgFile);
            }
        }
        if (svg != null) {
            throw new IllegalArgumentException("--svg draws Elo against budget of a play-off (--play or mode = play); "
                    + "a solve run draws nodes against depth with --plot");
        }
        try (OutputStream plotFile = plot == null ? null : UserFiles.openToWrite(plot)) { // a bad path fails now
            return solve(experiment, plotFile);
        }
    }

    /** With CSV, which holds only the table, the run's record goes to stderr ({@code compare: zwang 0.1.0, Java ...}). */
    private void recordOnStderr(RunRecord record, PrintWriter err) {
        if (format == ReportWriter.Format.CSV) {
            record.commentLines().forEach(line -> err.println("compare: " + line.substring(2)));
            err.flush();
        }
    }

    /** Writes an SVG drawing into its file, opened before the run. */
    private static void writeSvg(String svgText, OutputStream file, Path name) {
        try {
            file.write(svgText.getBytes(StandardCharsets.UTF_8));
            file.flush();
        } catch (IOException e) {
            throw UserFiles.cannotWrite(name, e);
        }
    }

    /** The experiment of {@code --experiment FILE}; the options that choose what to run must not be given too. */
    private Experiment fromFile() {
        for (String option : List.of("--games", "--techniques", "--baseline", "--quick", "--repeat", "--seed",
                "--play", "--budget", "--openings")) {
            if (spec.commandLine().getParseResult().hasMatchedOption(option)) {
                throw new IllegalArgumentException("--experiment takes what to run from " + experimentFile
                        + "; drop " + option + " (or set it in the file)");
            }
        }
        Path name = experimentFile.getFileName();
        return Experiment.parse(name == null ? experimentFile.toString() : name.toString(),
                UserFiles.readLines(experimentFile));
    }

    /** The experiment the options describe, checked as a file's would be. */
    private Experiment fromOptions() {
        if (play) {
            if (games.contains(",") || games.equalsIgnoreCase("all")) {
                throw new IllegalArgumentException("--play needs one game: --games tic-tac-toe, nim, connect4 or othello "
                        + "(an experiment file may list several)");
            }
            if (openings < 1 || openings > 1000) {
                throw new IllegalArgumentException("--openings must be 1-1000, got " + openings);
            }
            for (int i = 0; i < budgets.size(); i++) {
                if (budgets.get(i) < 1 || (i > 0 && budgets.get(i) <= budgets.get(i - 1))) {
                    throw new IllegalArgumentException("--budget must be positive and growing from left to right, got "
                            + budgets);
                }
            }
            List<String> specs = new java.util.ArrayList<>();
            for (String raw : techniques.split(",")) {
                if (!raw.isBlank()) {
                    specs.add(raw.trim());
                }
            }
            if (techniques.equals(TechniqueRegistry.DEFAULT)) {
                specs = List.of("alphabeta", "mtdf", "mcts");
            }
            return new Experiment("command line", Experiment.Mode.PLAY, List.of(PlayOff.PlayGame.of(games).label()),
                    specs, budgets, openings, seed, false, 1, null);
        }
        List<Technique> chosen = TechniqueRegistry.parseList(techniques);
        String base = baseline != null ? baseline : chosen.get(0).name();
        if (chosen.stream().noneMatch(t -> t.name().equals(base))) {
            throw new IllegalArgumentException("baseline '" + base + "' is not among the techniques " + techniques);
        }
        if (repeat < 1 || repeat > 100) {
            throw new IllegalArgumentException("--repeat must be 1-100, got " + repeat);
        }
        return new Experiment("command line", Experiment.Mode.SOLVE, Experiment.solveGames(games),
                chosen.stream().map(Technique::name).toList(), List.of(), openings, seed, quick, repeat, base);
    }

    private int solve(Experiment experiment, OutputStream plotFile) {
        List<Technique> chosen = TechniqueRegistry.parseList(String.join(",", experiment.techniques()));
        String base = experiment.settings().get("baseline");
        List<Subject> subjects = Suites.subjects(experiment.games(), experiment.quick(), experiment.seed());
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        boolean showProgress = progress != null ? progress : System.console() != null;
        int[] done = {0};
        Comparison.Outcome outcome = new Comparison(chosen, experiment.repeat()).run(subjects, subject -> {
            done[0]++;
            if (showProgress) {
                err.printf(Locale.ROOT, "compare: [%d/%d] %s%n", done[0], subjects.size(), subject);
                err.flush();
            }
        });
        RunRecord record = RunRecord.of(experiment.settings());
        ReportWriter.write(out, Summary.of(outcome.measurements(), base), format, base, record);
        recordOnStderr(record, err);
        if (plotFile != null) {
            writeSvg(NodesPlot.svg(outcome.measurements()), plotFile, plot);
            err.println("compare: plot written to " + plot);
        }
        printSkipped(outcome.skipped(), err);
        for (Comparison.Disagreement disagreement : outcome.disagreements()) {
            err.println("compare: " + disagreement);
        }
        err.flush();
        return outcome.disagreements().isEmpty() ? 0 : DISAGREEMENT;
    }

    /**
     * One note per technique that did not run everywhere, e.g. {@code compare: note: pns skipped on 15
     * bridge positions (it runs on ...)}: a technique that does not apply is left out, never answered
     * wrongly.
     */
    private static void printSkipped(List<Comparison.Skipped> skipped, PrintWriter err) {
        java.util.Map<Technique, List<String>> where = new java.util.LinkedHashMap<>();
        for (Comparison.Skipped skip : skipped) {
            where.computeIfAbsent(skip.technique(), t -> new java.util.ArrayList<>())
                    .add(skip.positions() + " " + skip.game());
        }
        where.forEach((technique, games) -> err.printf(Locale.ROOT, "compare: note: %s skipped on %s position%s "
                + "(it runs on %s)%n", technique.name(), String.join(", ", games),
                games.size() == 1 && games.get(0).startsWith("1 ") ? "" : "s", technique.appliesTo()));
    }

    /** One round-robin per game and budget, reported in the chosen format, with the Elo plot if asked. */
    private int playOff(Experiment experiment, OutputStream svgFile) {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        boolean showProgress = progress != null ? progress : System.console() != null;
        List<PlayOffSeries.Result> series = new java.util.ArrayList<>();
        for (String game : experiment.games()) {
            series.add(PlayOffSeries.run(PlayOff.PlayGame.of(game), experiment.techniques(), experiment.budgets(),
                    experiment.openings(), experiment.seed(), line -> {
                        if (showProgress) {
                            err.println("compare: " + line);
                            err.flush();
                        }
                    }));
        }
        RunRecord record = RunRecord.of(experiment.settings());
        PlayReport.write(out, series, format, record);
        recordOnStderr(record, err);
        if (svgFile != null) {
            writeSvg(EloPlot.svg(series), svgFile, svg);
            err.println("compare: Elo plot written to " + svg);
            err.flush();
        }
        return 0;
    }
}
