package org.zwang.cli.compare;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.zwang.compare.CompareGame;
import org.zwang.compare.CompareGames;
import org.zwang.compare.Comparison;
import org.zwang.compare.MctsOptions;
import org.zwang.compare.SearchFamilyTechnique;
import org.zwang.compare.Subject;
import org.zwang.compare.Suites;
import org.zwang.compare.Summary;
import org.zwang.compare.Technique;
import org.zwang.compare.TechniqueRegistry;
import org.zwang.compare.experiment.Experiment;
import org.zwang.compare.play.PlayOff;
import org.zwang.compare.play.Budget;
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
            "A technique is NAME[:SWITCH]...: no-FEATURE turns off a feature that is on by default, a plain "
                + "FEATURE turns on one that is off by default (dds:hcp-guess); the same feature has the same "
                + "switch in every game.",
            "Every game: minimax, alphabeta, pvs, mtdf, bisection-guess (Haglund's driver, one step at a time "
                + "from a guess; only on games whose values span at most 256 units, as trick counts do), "
                + "bisection-midpoint (true bisection). Switches: no-table, no-move-ordering (no transposition "
                + "table, no move ordering); minimax has none. E.g. alphabeta:no-table.",
            "Bridge only: dds (the double-dummy solver). Switches: no-table, no-winning-ranks, no-target-bounds, "
                + "no-quick-tricks, no-quick-trick-after-lead, no-later-tricks, no-move-ordering, no-etc, "
                + "no-small-cards, no-equivalent-cards, no-dds-weights, no-cutoff-leads, no-bottom-runs, no-table-fill, "
                + "no-branch-ranks, no-follow-rules, no-mtdf, hcp-guess (hcp-guess is off unless named). "
                + "E.g. dds:no-quick-tricks, dds:hcp-guess.",
            "Duck Chess only: bundle (score bundles) and explicit (every turn a move and a duck square). "
                + "Switches: no-table, no-move-ordering, no-alpha-beta.",
            "Games searched to the end (tic-tac-toe, Nim, random trees, Connect Four, Othello), proving win, draw or "
                + "loss instead of a value (status proved, the value the outcome for the side to move: 1, 0, -1; "
                + "out-of-budget when the budget ran out first; checked against the sign of the other techniques' values): mcts (Monte-Carlo tree search, UCT with "
                + "random playouts and the score-bounded solver) and puct (the same with AlphaZero's PUCT selection, "
                + "a uniform prior unless --prior names another). Switches: no-solver, no-reuse (with --play: a fresh "
                + "tree every move instead of the subtree of the moves played); --exploration, --playout, --prior and "
                + "--value set them. pns (Allis's proof-number "
                + "search; pns has none). dfpn (Nagai's depth-first proof-number search). Switches: no-table. "
                + "Elsewhere (bridge, whose values count tricks; chess and Duck Chess, searched to a depth) they "
                + "do not apply and are skipped.",
            "With --play also: random (a uniformly random legal move; the anchor of the ratings when it plays).",
            "A researcher's prior or leaf value: a class on the class path with a public constructor without "
                + "arguments that implements org.zwang.search.mcts.MonteCarloTreeSearch.PriorPolicy (priors of the "
                + "moves of a new node, summing to 1) or ValueEvaluator (a non-terminal position's expected reward for "
                + "the side to move, 0 to 1), named by its full name: --prior org.example.MyPrior (docs/games.md).",
            "",
            "An experiment file (--experiment) holds key = value lines, # starting a comment: mode (solve or play), "
                + "games, techniques (comma-separated), budgets (play: positions a move, e.g. 1000, 10000), openings "
                + "(play), seed, quick, repeat and baseline (solve), exploration, playout, prior and value (mcts and "
                + "puct). Examples ship in docs/experiments/.",
            "",
            "Examples:",
            "  zwang compare --quick",
            "  zwang compare --games nim --techniques alphabeta,alphabeta:no-table,mtdf",
            "  zwang compare --quick --format csv --plot nodes.svg",
            "  zwang compare --games nim --techniques mtdf,mcts,pns,dfpn",
            "  zwang compare --play --games connect4 --techniques alphabeta,mcts --budget 5000",
            "  zwang compare --play --games connect4 --techniques alphabeta,mcts,puct --budget 100ms --playout decisive "
                + "--exploration 1.0",
            "  zwang compare --play --games connect4 --techniques mcts,puct --budget 5000 --prior ordering --value evaluate",
            "  zwang compare --games nim --techniques alphabeta,puct --prior org.example.MyPrior",
            "  zwang compare --play --games tic-tac-toe --techniques alphabeta,mcts,random --budget 100,1000,10000 "
                + "--svg elo.svg",
            "  zwang compare --experiment docs/experiments/connect4-budgets.txt --format json --svg elo.svg",
            "  zwang compare --games bridge --techniques dds,dds:no-quick-tricks",
            "  zwang compare --games othello --techniques pvs --positions fforum-20-39.obf",
            "  zwang compare --games connect4 --techniques alphabeta,dfpn --positions Test_L2_R1 --format csv",
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
            description = "Comma-separated games, or all (default: ${DEFAULT-VALUE}). Known: tic-tac-toe, nim, random-tree, connect4, othello, bridge, chess, duck, and any game a jar on the class path adds (docs/games.md).")
    String games;

    @Option(names = "--baseline", paramLabel = "TECHNIQUE",
            description = "Technique the node ratios are relative to (default: the first one listed).")
    String baseline;

    @Option(names = "--experiment", paramLabel = "FILE",
            description = "Run the experiment this file describes (mode, games, techniques, budgets, openings, seed; "
                    + "see below) instead of the options that choose what to run.")
    Path experimentFile;

    @Option(names = "--format", defaultValue = "text", paramLabel = "FORMAT",
            description = "Output format: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}). text: the summary "
                    + "and the runs out of budget; csv: one row per game, position and technique (play: per game, "
                    + "budget, technique and opponent), fixed columns, no comment lines (the Zwang version, Java, OS, "
                    + "processors and the run's settings and seeds go to stderr); json: the same records, the summary "
                    + "and the run's metadata.")
    ReportWriter.Format format;

    @Option(names = "--metadata", paramLabel = "FILE.json",
            description = "Also write the run's metadata (Zwang version, Java, OS, processors, start time, settings "
                    + "and seeds) as JSON into this file: what a CSV leaves out.")
    Path metadata;

    @Option(names = "--positions", paramLabel = "FILE",
            description = "Solve the positions of this file, in the game's own notation, instead of the shipped and "
                    + "generated ones (one game: --games). connect4: Pascal Pons's move strings, an optional score "
                    + "after each; othello: Edax's .obf records; bridge: PBN, LIN or dum-dum deals; chess and duck: "
                    + "FEN, ;D<depth> after it for a depth; tic-tac-toe: nine squares; nim: heap sizes. A score in the "
                    + "file is the oracle the values are checked against.")
    Path positions;

    @Option(names = "--max-nodes", paramLabel = "N",
            description = "Solving: a node budget per position and technique; a run that spends it is reported out "
                    + "of budget (listed, never summed). dds always runs to its answer. Default: none beyond the "
                    + "provers' own.")
    Long maxNodes;

    @Option(names = "--plot", paramLabel = "FILE.svg", description = "Also draw nodes against depth into this SVG file.")
    Path plot;

    @Option(names = "--quick", description = "A smaller set of positions that finishes in under a minute.")
    boolean quick;

    @Option(names = "--generated", paramLabel = "N",
            description = "Fresh positions a game from its seeded generator (seeded by --seed), solved beside the "
                    + "shipped ones and summed apart from them (default: 20, with --quick 3; 0: none).")
    Integer generated;

    @Option(names = "--repeat", defaultValue = "1", paramLabel = "N",
            description = "Runs per measurement, fastest time kept (default: ${DEFAULT-VALUE}).")
    int repeat;

    @Option(names = "--seed", defaultValue = "2026", paramLabel = "N",
            description = "Seed of the generated positions, the random tree, the openings and MCTS "
                    + "(default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--progress", negatable = true,
            description = "Show progress on stderr (default: when stderr is a terminal).")
    Boolean progress;

    @Option(names = "--play",
            description = "Judge by play instead: a round-robin of the techniques on one game (--games: tic-tac-toe, "
                    + "nim, connect4, othello or a researcher's game with a start position) at equal budgets, every pair playing every opening with both colours; "
                    + "prints every technique's rating from one joint fit of all the games (Bradley-Terry with draws, "
                    + "as BayesElo and Ordo; relative to random if it plays, else to the first technique) with its 95%% "
                    + "interval, a cross table and a likelihood-of-superiority table. Players: the search-api "
                    + "techniques, mcts, puct and any technique that gives a player.")
    boolean play;

    @Option(names = "--budget", defaultValue = "2000", split = ",", paramLabel = "BUDGET",
            description = "With --play: what a player may spend on a move: positions (nodes for the alpha-beta family; "
                    + "the moves made down the tree and in playouts for mcts), the same on any machine, or a time such "
                    + "as 100ms or 2s, which depends on the machine and its load. Several, growing, give one "
                    + "round-robin each and how the order of two techniques changes. Default: ${DEFAULT-VALUE}.")
    List<String> budgets;

    @Option(names = "--exploration", paramLabel = "C",
            description = "mcts and puct: the exploration constant (default: sqrt(2) for UCT, 1.5 for PUCT).")
    Double exploration;

    @Option(names = "--playout", paramLabel = "POLICY",
            description = "mcts and puct: the playout policy, uniform (every legal move alike) or decisive (a move "
                    + "that wins at once when there is one). Default: uniform.")
    String playout;

    @Option(names = "--prior", paramLabel = "PRIOR",
            description = "puct: the prior its selection weighs a node's moves with: uniform (every move alike), "
                    + "ordering (the game's move ordering, the move it puts first weighted most: 1, 1/2, 1/3, ... "
                    + "normalised) or the full name of a researcher's class (see below). UCT (mcts) has no prior. "
                    + "Default: uniform.")
    String prior;

    @Option(names = "--value", paramLabel = "VALUE",
            description = "mcts and puct: what a new leaf is worth: playout (a random game to the end, as --playout "
                    + "plays it), evaluate (the game's static evaluation, scaled from its least to its greatest value "
                    + "onto loss to win) or the full name of a researcher's class (see below). Default: playout.")
    String value;

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
        try (OutputStream file = metadata == null ? null : UserFiles.openToWrite(metadata)) { // fails now if bad
            metadataFile = file;
            return run(experiment);
        }
    }

    /** The metadata file of {@code --metadata}, opened before the run, or null. */
    private OutputStream metadataFile;

    private int run(Experiment experiment) throws IOException {
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

    /** Writes a drawing (or the metadata) into its file, opened before the run. */
    private static void writeOpened(String text, OutputStream file, Path name) {
        try {
            file.write(text.getBytes(StandardCharsets.UTF_8));
            file.flush();
        } catch (IOException e) {
            throw UserFiles.cannotWrite(name, e);
        }
    }

    /** The experiment of {@code --experiment FILE}; the options that choose what to run must not be given too. */
    private Experiment fromFile() {
        for (String option : List.of("--games", "--techniques", "--baseline", "--quick", "--generated", "--repeat", "--seed",
                "--play", "--budget", "--openings", "--positions", "--exploration", "--playout", "--prior", "--value")) {
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
            if (positions != null) {
                throw new IllegalArgumentException("--positions solves a file's positions; a play-off (--play) "
                        + "plays from the game's start");
            }
            if (games.contains(",") || games.equalsIgnoreCase("all")) {
                throw new IllegalArgumentException("--play needs one game: --games " + String.join(", ",
                        CompareGames.playable().stream().map(CompareGame::name).toList())
                        + " (an experiment file may list several)");
            }
            if (openings < 1 || openings > 1000) {
                throw new IllegalArgumentException("--openings must be 1-1000, got " + openings);
            }
            List<Budget> series;
            try {
                series = Budget.series(budgets);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--budget: " + e.getMessage());
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
            return new Experiment("command line", Experiment.Mode.PLAY, List.of(CompareGames.playable(games).name()),
                    specs, series, openings, seed, false, 0, 1, null, mctsOptions());
        }
        List<Technique> chosen = TechniqueRegistry.parseList(techniques);
        String base = baseline != null ? baseline : chosen.get(0).name();
        if (chosen.stream().noneMatch(t -> t.name().equals(base))) {
            throw new IllegalArgumentException("baseline '" + base + "' is not among the techniques " + techniques);
        }
        if (repeat < 1 || repeat > 100) {
            throw new IllegalArgumentException("--repeat must be 1-100, got " + repeat);
        }
        int fresh = generated == null ? Experiment.defaultGenerated(quick) : generated;
        if (fresh < 0 || fresh > 10_000) {
            throw new IllegalArgumentException("--generated must be 0-10000, got " + fresh);
        }
        return new Experiment("command line", Experiment.Mode.SOLVE, Experiment.solveGames(games),
                chosen.stream().map(Technique::name).toList(), List.of(), openings, seed, quick, fresh, repeat, base,
                mctsOptions());
    }

    /** {@code --exploration}, {@code --playout}, {@code --prior} and {@code --value}. */
    private MctsOptions mctsOptions() {
        return new MctsOptions(exploration == null ? Double.NaN : exploration, playout == null ? "uniform" : playout,
                prior == null ? "uniform" : prior, value == null ? "playout" : value);
    }

    private int solve(Experiment experiment, OutputStream plotFile) {
        List<Technique> chosen = TechniqueRegistry.parseList(String.join(",", experiment.techniques())).stream()
                .map(t -> t instanceof SearchFamilyTechnique family ? family.with(experiment.mcts()) : t).toList();
        String base = experiment.settings().get("baseline");
        List<Subject> subjects = positions != null ? readPositions(experiment.games())
                : Suites.shippedAndGenerated(experiment.games(), experiment.quick(), experiment.generated(),
                        experiment.seed());
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        boolean showProgress = progress != null ? progress : System.console() != null;
        int[] done = {0};
        Comparison.Outcome outcome = new Comparison(chosen, experiment.repeat(),
                maxNodes == null ? Technique.UNLIMITED : maxNodes).run(subjects, subject -> {
            done[0]++;
            if (showProgress) {
                err.printf(Locale.ROOT, "compare: [%d/%d] %s%n", done[0], subjects.size(), subject);
                err.flush();
            }
        });
        RunRecord record = RunRecord.of(settings(experiment));
        ReportWriter.write(out, outcome.measurements(), Summary.of(outcome.measurements(), base), format, base,
                record);
        recordOnStderr(record, err);
        writeMetadata(record);
        if (plotFile != null) {
            writeOpened(NodesPlot.svg(outcome.measurements()), plotFile, plot);
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
     * {@code --positions FILE}: the positions of the user's file in the one game's notation, instead of
     * the shipped and generated ones.
     */
    private List<Subject> readPositions(List<String> games) {
        if (games.size() != 1) {
            throw new IllegalArgumentException("--positions reads one game's notation: name it with --games (one of "
                    + String.join(", ", CompareGames.names()) + ")");
        }
        CompareGame game = CompareGames.of(games.get(0));
        if (game.positionFormat() == null) {
            throw new IllegalArgumentException(game.name() + " reads no positions from a file");
        }
        Path name = positions.getFileName();
        return game.read(name == null ? positions.toString() : name.toString(), UserFiles.readLines(positions));
    }

    /** The experiment's settings and the options that shape a solve run beside it. */
    private Map<String, String> settings(Experiment experiment) {
        Map<String, String> settings = new LinkedHashMap<>(experiment.settings());
        if (positions != null) {
            settings.remove("quick");
            settings.remove("generated");
            settings.put("positions", positions.toString());
        }
        if (maxNodes != null) {
            settings.put("max-nodes", Long.toString(maxNodes));
        }
        return settings;
    }

    /** {@code --metadata FILE}: the run's metadata as JSON, into the file opened before the run. */
    private void writeMetadata(RunRecord record) {
        if (metadataFile != null) {
            writeOpened(record.json() + System.lineSeparator(), metadataFile, metadata);
        }
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
            series.add(PlayOffSeries.run(CompareGames.playable(game), experiment.techniques(), experiment.budgets(),
                    experiment.openings(), experiment.seed(), experiment.mcts(), line -> {
                        if (showProgress) {
                            err.println("compare: " + line);
                            err.flush();
                        }
                    }));
        }
        RunRecord record = RunRecord.of(experiment.settings());
        PlayReport.write(out, series, format, record);
        recordOnStderr(record, err);
        writeMetadata(record);
        if (svgFile != null) {
            writeOpened(EloPlot.svg(series), svgFile, svg);
            err.println("compare: Elo plot written to " + svg);
            err.flush();
        }
        return 0;
    }
}
