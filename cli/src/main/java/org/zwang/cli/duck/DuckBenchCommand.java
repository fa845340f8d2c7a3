package org.zwang.cli.duck;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.eval.Evaluator;
import org.zwang.duck.nnue.DefaultNetwork;
import org.zwang.duck.nnue.Network;
import org.zwang.duck.nnue.NetworkEvaluation;
import org.zwang.duck.nnue.NetworkFile;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.duck.search.BenchSignature;
import org.zwang.duck.search.BenchmarkPositions;
import org.zwang.duck.search.BundleSearch;
import org.zwang.duck.search.DepthProfile;
import org.zwang.duck.search.DepthProfile.Iteration;
import org.zwang.duck.search.ExplicitSearch;
import org.zwang.duck.search.Quiescence;
import org.zwang.duck.search.SearchSettings;
import org.zwang.duck.tt.EngineTables;
import org.zwang.search.Values;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code zwang duck bench}: nodes and time to reach each depth by iterative deepening, the bundle
 * search beside the explicit-duck search on the same positions with the same settings — the figures of
 * docs/log/performance-log.md, "duckchess-bundle search". Both searches must return the same value at every
 * depth; a difference is reported and makes the command fail.
 */
@Command(name = "bench",
        mixinStandardHelpOptions = true,
        description = {
            "Measures the Duck Chess searches: for each position and depth, the nodes and milliseconds that "
                    + "iterative deepening (PVS, table, move ordering) needs to complete that depth, for the bundle "
                    + "search and the explicit-duck search, and their node ratio; then totals per depth.",
            "Positions: the start position and ten middlegames from engine self-play (shipped with the engine), "
                    + "or your own with --fen. Draw detection is off (the two searches key positions differently).",
            ""
        },
        footer = {
            "",
            "Examples:",
            "  zwang duck bench                                   (all 11 positions, depths 1-4, no quiescence)",
            "  zwang duck bench --positions start --depth 5",
            "  zwang duck bench --search bundle --depth 7 --quiescence with-duck",
            "  zwang duck bench --quiescence ignoring-duck --max-nodes 20000000",
            "  zwang duck bench --fen '6k1/6p1/p6p/5r2/R6n/P7/1PBN1PPP/4r*K1 w - - 0 1' --depth 3",
            "  zwang duck bench --signature                       (one node total: did the search change?)",
            "  zwang duck bench --search bundle --eval network --eval-file duck.nnue   (the network's nodes per second)",
        })
public final class DuckBenchCommand implements Callable<Integer> {

    /** Which positions to measure. */
    enum Positions {
        START, MIDDLEGAMES, ALL
    }

    /** Which searches to run. */
    enum Searches {
        BUNDLE, EXPLICIT, BOTH
    }

    /** The quiescence both searches use. */
    enum QuiescenceChoice {
        NONE(Quiescence.NONE), IGNORING_DUCK(Quiescence.IGNORING_DUCK), WITH_DUCK(Quiescence.WITH_DUCK);

        final Quiescence kind;

        QuiescenceChoice(Quiescence kind) {
            this.kind = kind;
        }
    }

    @Spec
    CommandSpec spec;

    @Option(names = "--depth", defaultValue = "4", paramLabel = "N",
            description = "Deepest iteration (turns). Default: ${DEFAULT-VALUE}.")
    int depth;

    @Option(names = "--search", defaultValue = "both", paramLabel = "bundle|explicit|both",
            converter = SearchesConverter.class,
            description = "Which searches to run. Default: ${DEFAULT-VALUE}.")
    Searches searches;

    @Option(names = "--quiescence", defaultValue = "none", paramLabel = "none|ignoring-duck|with-duck",
            converter = QuiescenceConverter.class,
            description = "Quiescence of both searches (with-duck is very slow for the explicit search). "
                    + "Default: ${DEFAULT-VALUE}.")
    QuiescenceChoice quiescence;

    @Option(names = "--positions", defaultValue = "all", paramLabel = "start|middlegames|all",
            converter = PositionsConverter.class,
            description = "Built-in positions. Default: ${DEFAULT-VALUE}.")
    Positions positions;

    @Option(names = "--fen", paramLabel = "FEN",
            description = "A position to measure instead (repeatable; duck as '*').")
    List<String> fens = new ArrayList<>();

    @Option(names = "--hash", defaultValue = "64", paramLabel = "MB",
            description = "Table size per search in MB. Default: ${DEFAULT-VALUE}.")
    int hashMegabytes;

    @Option(names = "--max-nodes", defaultValue = "100000000", paramLabel = "N",
            description = "Node budget of each search's whole iterative deepening on a position; the iteration "
                    + "it cuts short and deeper ones are left out. "
                    + "Default: ${DEFAULT-VALUE}.")
    long maxNodes;

    @Option(names = "--signature",
            description = "Print the bench signature instead: the nodes the engine's bundle, explicit-duck and "
                    + "chess searches spend on fixed positions to fixed depths, and their total, as Stockfish's bench "
                    + "prints one. A change that alters what a search does changes it; a refactoring keeps it.")
    boolean signature;

    @Option(names = "--eval", defaultValue = "linear", paramLabel = "linear|network",
            description = "The evaluation: linear (the engine's tuned weights) or network (the net of --eval-file, or "
                    + "the built-in one). Printed in the first line. Default: ${DEFAULT-VALUE}.")
    String eval;

    @Option(names = "--eval-file", paramLabel = "FILE",
            description = "A net file (from 'zwang duck nnue train') for --eval network.")
    Path evalFile;

    @Override
    public Integer call() throws IOException {
        String evalName = eval.toLowerCase(Locale.ROOT);
        if (!evalName.equals("linear") && !evalName.equals("network")) {
            throw new IllegalArgumentException("bad --eval '" + eval + "' (expected linear or network)");
        }
        Evaluator evaluator = Evaluator.STANDARD;
        String evaluation = "eval linear (built-in weights)";
        if (evalName.equals("network")) {
            Network network;
            if (evalFile != null) {
                try (InputStream in = Files.newInputStream(evalFile)) {
                    network = NetworkFile.read(in);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(evalFile + ": " + e.getMessage());
                }
            } else if (DefaultNetwork.get() != null) {
                network = DefaultNetwork.get();
            } else {
                throw new IllegalArgumentException("--eval network needs --eval-file (this build has no built-in net)");
            }
            evaluator = new NetworkEvaluation(network);
            evaluation = "eval network " + (evalFile != null ? evalFile.toString() : DefaultNetwork.NAME) + " (width "
                    + network.width() + ")";
        } else if (evalFile != null) {
            throw new IllegalArgumentException("--eval-file goes with --eval network");
        }
        if (signature) {
            if (evaluator != Evaluator.STANDARD) {
                throw new IllegalArgumentException("--signature measures the engine's default, the linear evaluation");
            }
            BenchSignature.Signature nodes = BenchSignature.compute();
            PrintWriter out = spec.commandLine().getOut();
            out.printf(Locale.ROOT, "bundle    %d (depth %d)%n", nodes.bundleNodes(), BenchSignature.BUNDLE_DEPTH);
            out.printf(Locale.ROOT, "explicit  %d (depth %d)%n", nodes.explicitNodes(), BenchSignature.EXPLICIT_DEPTH);
            out.printf(Locale.ROOT, "chess     %d (depth %d)%n", nodes.chessNodes(), BenchSignature.CHESS_DEPTH);
            out.printf(Locale.ROOT, "signature %d%n", nodes.total());
            out.flush();
            return 0;
        }
        if (depth < 1 || depth > 60) {
            throw new IllegalArgumentException("bad depth " + depth + " (expected 1 .. 60)");
        }
        if (hashMegabytes < 1 || hashMegabytes > 4096) {
            throw new IllegalArgumentException("bad hash size " + hashMegabytes + " MB (expected 1 .. 4096)");
        }
        if (maxNodes < 1) {
            throw new IllegalArgumentException("bad node budget " + maxNodes + " (expected at least 1)");
        }
        List<String> names = new ArrayList<>();
        List<Board> boards = new ArrayList<>();
        collectPositions(names, boards);

        PrintWriter out = spec.commandLine().getOut();
        SearchSettings settings = SearchSettings.engine().withSelectivity(false).withDrawDetection(false)
                .withQuiescence(quiescence.kind).withEvaluator(evaluator); // full width: the bundle principle, value for value
        long tableBytes = (long) hashMegabytes << 20;
        boolean bundle = searches != Searches.EXPLICIT;
        boolean explicit = searches != Searches.BUNDLE;
        out.printf(Locale.ROOT, "# duck bench: depth %d, quiescence %s, table %d MB per search, %s, %s%n", depth,
                quiescence.name().toLowerCase(Locale.ROOT).replace('_', '-'), hashMegabytes, evaluation,
                Runtime.version());
        out.printf(Locale.ROOT, "%-12s %5s %14s %10s %14s %10s %8s  %s%n", "position", "depth", "bundle nodes",
                "bundle ms", "explicit nodes", "explicit ms", "ratio", "value, bundle turn");
        long[][] totals = new long[depth + 1][4];
        int[] counted = new int[depth + 1];
        boolean disagree = false;
        for (int p = 0; p < boards.size(); p++) {
            Board board = boards.get(p);
            List<Iteration> bundleRun = bundle
                    ? DepthProfile.run(new BundleSearch(EngineTables.withoutDuck(tableBytes), settings),
                            board, depth, maxNodes)
                    : List.of();
            List<Iteration> explicitRun = explicit
                    ? DepthProfile.run(new ExplicitSearch(EngineTables.withDuck(tableBytes), settings),
                            board, depth, maxNodes)
                    : List.of();
            for (int d = 1; d <= depth; d++) {
                Iteration b = d <= bundleRun.size() ? bundleRun.get(d - 1) : null;
                Iteration e = d <= explicitRun.size() ? explicitRun.get(d - 1) : null;
                if (b == null && e == null) {
                    continue;
                }
                String ratio = b != null && e != null
                        ? String.format(Locale.ROOT, "%.1f", (double) e.nodes() / b.nodes()) : "-";
                Iteration shown = b != null ? b : e;
                String value = shown.value() + ", " + (shown.bestMove() == Values.NO_MOVE ? "-"
                        : MoveNotation.toUci(shown.bestMove()));
                if (b != null && e != null && b.value() != e.value()) {
                    value += "  VALUES DIFFER: explicit " + e.value();
                    disagree = true;
                }
                out.printf(Locale.ROOT, "%-12s %5d %14s %10s %14s %10s %8s  %s%n", names.get(p), d,
                        b == null ? "-" : Long.toString(b.nodes()), b == null ? "-" : millis(b.nanos()),
                        e == null ? "-" : Long.toString(e.nodes()), e == null ? "-" : millis(e.nanos()), ratio, value);
                if (b != null && e != null || !(bundle && explicit)) {
                    totals[d][0] += b == null ? 0 : b.nodes();
                    totals[d][1] += b == null ? 0 : b.nanos();
                    totals[d][2] += e == null ? 0 : e.nodes();
                    totals[d][3] += e == null ? 0 : e.nanos();
                    counted[d]++;
                }
            }
        }
        out.println();
        out.printf(Locale.ROOT, "# totals per depth (positions where %s reached it)%n",
                bundle && explicit ? "both searches" : "the search");
        out.printf(Locale.ROOT, "%5s %9s %14s %10s %14s %10s %8s %8s%n", "depth", "positions", "bundle nodes",
                "bundle ms", "explicit nodes", "explicit ms", "nodes x", "time x");
        for (int d = 1; d <= depth; d++) {
            if (counted[d] == 0) {
                continue;
            }
            long[] t = totals[d];
            String nodeRatio = t[0] > 0 && t[2] > 0 ? String.format(Locale.ROOT, "%.1f", (double) t[2] / t[0]) : "-";
            String timeRatio = t[1] > 0 && t[3] > 0 ? String.format(Locale.ROOT, "%.1f", (double) t[3] / t[1]) : "-";
            out.printf(Locale.ROOT, "%5d %9d %14s %10s %14s %10s %8s %8s%n", d, counted[d],
                    bundle ? Long.toString(t[0]) : "-", bundle ? millis(t[1]) : "-",
                    explicit ? Long.toString(t[2]) : "-", explicit ? millis(t[3]) : "-", nodeRatio, timeRatio);
        }
        out.flush();
        if (disagree) {
            throw new IllegalStateException("the bundle and explicit searches returned different values (a bug)");
        }
        return 0;
    }

    private void collectPositions(List<String> names, List<Board> boards) {
        if (!fens.isEmpty()) {
            for (int i = 0; i < fens.size(); i++) {
                boards.add(Board.fromFen(fens.get(i), Variant.DUCK));
                names.add("fen " + (i + 1));
            }
            return;
        }
        if (positions != Positions.MIDDLEGAMES) {
            boards.add(Board.fromFen(BenchmarkPositions.start(), Variant.DUCK));
            names.add("start");
        }
        if (positions != Positions.START) {
            List<String> middlegames = BenchmarkPositions.middlegames();
            for (int i = 0; i < middlegames.size(); i++) {
                boards.add(Board.fromFen(middlegames.get(i), Variant.DUCK));
                names.add("middle " + (i + 1));
            }
        }
    }

    private static String millis(long nanos) {
        return Long.toString(nanos / 1_000_000);
    }

    /** Lower-case names with dashes for the enums. */
    abstract static class LowerCaseConverter<E extends Enum<E>> implements picocli.CommandLine.ITypeConverter<E> {
        private final Class<E> type;

        LowerCaseConverter(Class<E> type) {
            this.type = type;
        }

        @Override
        public E convert(String value) {
            for (E constant : type.getEnumConstants()) {
                if (constant.name().replace('_', '-').equalsIgnoreCase(value)) {
                    return constant;
                }
            }
            List<String> choices = new ArrayList<>();
            for (E constant : type.getEnumConstants()) {
                choices.add(constant.name().toLowerCase(Locale.ROOT).replace('_', '-'));
            }
            throw new picocli.CommandLine.TypeConversionException("'" + value + "' (expected one of "
                    + String.join(", ", choices) + ")");
        }
    }

    static final class SearchesConverter extends LowerCaseConverter<Searches> {
        SearchesConverter() {
            super(Searches.class);
        }
    }

    static final class QuiescenceConverter extends LowerCaseConverter<QuiescenceChoice> {
        QuiescenceConverter() {
            super(QuiescenceChoice.class);
        }
    }

    static final class PositionsConverter extends LowerCaseConverter<Positions> {
        PositionsConverter() {
            super(Positions.class);
        }
    }
}
