package org.zwang.cli.dds;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import org.zwang.bridge.data.BundledDdTables;
import org.zwang.bridge.io.DealFileReader;
import org.zwang.bridge.io.DealFileReader.DealFile;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.model.Vulnerability;
import org.zwang.bridge.par.Par;
import org.zwang.bridge.par.ParResult;
import org.zwang.bridge.solver.DealBatch;
import org.zwang.bridge.solver.Solutions;
import org.zwang.bridge.solver.SolverOptions;
import org.zwang.bridge.solver.SolverOptions.Feature;
import org.zwang.bridge.solver.SolverStats;
import org.zwang.cli.CtrlC;
import org.zwang.cli.UserInputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code zwang dds bench}: times DD tables on a fixed workload (by default the 200 deals of
 * ddtables.txt that ship with bridge-dds, whose DDS answers it can check) and reports time per
 * table, throughput, the solver's node counts and peak table memory; techniques can be switched off
 * to see what each one buys.
 */
@Command(name = "bench",
        mixinStandardHelpOptions = true,
        description = {
            "Times double-dummy tables (20 solves a deal) on a workload: by default the first 100 deals of "
                    + "ddtables.txt, 200 random deals with DDS 2.9's tables and par, shipped with Zwang. Prints the "
                    + "median and mean ms per table, deals per second, nodes per table and peak table memory.",
            ""
        },
        footer = {
            "",
            "Times are per table (or solve) on its worker thread; deals_per_s is for the whole batch (wall clock). "
                    + "cold_ms is the mean of the first 10 timed deals: in a fresh JVM without --warmup, the cost a "
                    + "short-lived caller pays before the JIT has compiled the solver. Compare solvers with --threads 1 "
                    + "on a quiet machine; node counts do not depend on the machine.",
            "With --threads N above 1, the workload is first run on 1 thread, then on N; deals_per_s_1 and speedup "
                    + "compare the two (use --warmup so that both passes run compiled code).",
            "--scaling runs the batch three times in one JVM: cold (as a user's 'dds table' meets it), warm, and warm on "
                    + "1 thread; warmup_cpu_s is the cold pass's CPU above the warm pass's, tail_ms the time after the "
                    + "median worker ran out of work.",
            "--lead times DDS SolveBoard's work (one best card and the tricks, from the opening lead) with one solver "
                    + "per thread reused across deals, as a server would.",
            "--check compares every table and par (dealer N, nobody vulnerable) with the numbers on the file's lines "
                    + "(the ddtables.txt format: deal, 20 tricks, par score, par contracts) and exits with 1 on a "
                    + "mismatch.",
            "Techniques on by default, for --off: table, winning-ranks, target-bounds, quick-tricks, "
                    + "quick-trick-after-lead, later-tricks, move-ordering, etc, small-cards, equivalent-cards, "
                    + "dds-weights (E4's move weights instead of DDS 2.x's), cutoff-leads, bottom-runs, table-fill, "
                    + "branch-ranks, follow-rules, mtdf. Off by default, for --on: hcp-guess. The answers never "
                    + "change, only the work (without the table or winning ranks full deals take very long); "
                    + "docs/bridge-solver.md says what each one is.",
            "",
            "Examples:",
            "  zwang dds bench --threads 1",
            "  zwang dds bench --deals 200 --check",
            "  zwang dds bench --threads 1 --deals 20 --off etc",
            "  zwang dds bench --file my-deals.pbn --threads 2",
            "  zwang dds bench --lead --threads 1 --warmup 100",
            "  zwang dds bench --lead --strain S --leader E --threads 1",
            "  zwang dds bench --scaling --file deals.pbn --deals 800 --threads 2",
        })
public final class BenchCommand implements Callable<Integer> {

    /** The solves whose mean is the "cold" figure. */
    private static final int COLD = 10;

    @Spec
    CommandSpec spec;

    @Option(names = {"-f", "--file"}, paramLabel = "FILE",
            description = "Deals to time, any supported format. Default: the bundled ddtables.txt.")
    String file;

    @Option(names = {"-n", "--deals"}, paramLabel = "N", defaultValue = "100",
            description = "Time the first N deals of the file (all of them if it has fewer). Default: ${DEFAULT-VALUE}.")
    int deals;

    @Option(names = "--warmup", paramLabel = "N", defaultValue = "0",
            description = "Solve the first N deals once, untimed, before timing (lets the JIT compile). "
                    + "Default: ${DEFAULT-VALUE}.")
    int warmup;

    @Option(names = "--check", description = "Compare each table and par with the file's numbers; exit 1 on a mismatch.")
    boolean check;

    @Option(names = "--off", paramLabel = "FEATURE", split = ",", converter = Converters.FeatureConverter.class,
            description = "Switch solver techniques off (repeat or separate with commas).")
    List<Feature> off = new ArrayList<>();

    @Option(names = "--on", paramLabel = "FEATURE", split = ",", converter = Converters.FeatureConverter.class,
            description = "Switch on techniques that are off by default (repeat or separate with commas).")
    List<Feature> on = new ArrayList<>();

    @Option(names = "--lead",
            description = "Time single solves from the opening lead (DDS SolveBoard: the best card and its tricks) "
                    + "instead of DD tables: notrump, West on lead, unless --strain/--leader say otherwise.")
    boolean lead;

    @Option(names = "--strain", paramLabel = "S|H|D|C|NT", converter = Converters.StrainConverter.class,
            description = "With --lead: the strain. Default: NT.")
    Integer strain;

    @Option(names = "--leader", paramLabel = "SEAT", converter = Converters.SeatConverter.class,
            description = "With --lead: the seat on lead. Default: W (declarer South).")
    Integer leader;

    @Option(names = "--scaling",
            description = "Time the DD tables as 'dds table --file F --threads N' runs them (hardest first, the last "
                    + "deals split into strains) and take the batch apart: start, CPU per table cold and warm, against "
                    + "1 thread, the tail, idle workers, allocation, page faults, table memory per solver.")
    boolean scaling;

    @Mixin
    BatchOptions batch;

    @Override
    public Integer call() {
        SolverOptions options = solverOptions();
        String name = file == null ? "ddtables.txt (bundled)" : file;
        List<String> lines = file == null ? BundledDdTables.lines() : DealInput.readLines(file);
        checkModes();
        DealFile dealFile = DealFileReader.read(file == null ? "ddtables.txt" : DealInput.fileName(file), lines);
        List<Deal> all = dealFile.deals();
        int count = Math.min(deals, all.size());
        List<Deal> workload = all.subList(0, count);
        List<String[]> expected = check ? expectedLines(dealFile, lines, name, count) : null;
        // the boards that could not be read are named (the first few) and left out, as by 'dds table'
        int rejected = DealInput.reportRejects(dealFile, spec.commandLine().getErr(), spec.qualifiedName());
        if (scaling) {
            try (CtrlC ctrlC = CtrlC.install()) {
                int code = new ScalingBench(workload, options, spec.commandLine().getOut(), spec.commandLine().getErr(),
                        batch.progress(), ctrlC).run(batch.threads());
                return DealInput.exitCode(code, rejected);
            }
        }
        DdTable[] tables = new DdTable[count];
        DealBatch.Job<SolverStats> job = job(workload, tables);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int threads = batch.threads();
        if (warmup > 0) {
            BatchRunner warm = new BatchRunner(threads, options, Progress.none(), CtrlC.manual());
            warm.run(Math.min(warmup, count), job, null, (i, ignored, nanos) -> { });
        }

        // With several threads, the same workload on one thread first, for the speed-up. The report is
        // written before the Ctrl-C hook is released: a JVM shutting down on Ctrl-C waits for it.
        try (CtrlC ctrlC = CtrlC.install()) {
            Timing single = threads > 1 ? time(1, count, options, job, err, ctrlC) : null;
            Timing timing = single == null || !single.interrupted ? time(threads, count, options, job, err, ctrlC)
                    : single;
            report(out, name, all.size(), timing, options);
            if (single != null && !timing.interrupted) {
                reportSpeedup(out, single, timing);
            }
            int mismatches = expected == null ? 0 : checkTables(out, tables, expected, timing.done);
            out.flush();
            if (timing.interrupted) {
                err.println("interrupted: " + timing.done + " of " + count + " " + what() + "s done");
                err.flush();
                return CtrlC.EXIT_CODE;
            }
            return DealInput.exitCode(mismatches == 0 ? 0 : 1, rejected);
        }
    }

    /** The solver's options with --off and --on applied, after the checks of the counts and of the two lists. */
    private SolverOptions solverOptions() {
        if (deals < 1) {
            throw new ParameterException(spec.commandLine(), "--deals must be at least 1, got " + deals);
        }
        if (warmup < 0) {
            throw new ParameterException(spec.commandLine(), "--warmup must be 0 or more, got " + warmup);
        }
        SolverOptions options = batch.solverOptions();
        Set<Feature> switchedOff = EnumSet.noneOf(Feature.class);
        switchedOff.addAll(off);
        for (Feature feature : on) {
            if (switchedOff.contains(feature)) {
                throw new ParameterException(spec.commandLine(), "--on and --off both name " + feature.label());
            }
        }
        for (Feature feature : switchedOff) {
            options = options.with(feature, false);
        }
        for (Feature feature : on) {
            options = options.with(feature, true);
        }
        return options;
    }

    /** Rejects the options that do not go with --lead or --scaling (or need --lead). */
    private void checkModes() {
        if (lead && check) {
            throw new ParameterException(spec.commandLine(), "--check compares DD tables: leave it out with --lead");
        }
        if (!lead && (strain != null || leader != null)) {
            throw new ParameterException(spec.commandLine(), "--strain and --leader go with --lead");
        }
        if (scaling && (lead || check || warmup > 0)) {
            throw new ParameterException(spec.commandLine(),
                    "--scaling times DD tables from a cold start: leave out --lead, --check and --warmup");
        }
    }

    /** The work timed on deal {@code i}: a solve from the opening lead, or its DD table into {@code tables}. */
    private DealBatch.Job<SolverStats> job(List<Deal> workload, DdTable[] tables) {
        int leadStrain = leadStrain();
        int leadSeat = leadSeat();
        return lead
                ? (solver, i) -> {
                    solver.solve(Position.start(workload.get(i), leadStrain, leadSeat), Solutions.BEST_CARD);
                    return null;
                }
                : (solver, i) -> {
                    tables[i] = solver.ddTable(workload.get(i));
                    return null;
                };
    }

    private int leadStrain() {
        return strain != null ? strain : Strain.NOTRUMP;
    }

    private int leadSeat() {
        return leader != null ? leader : Seat.WEST;
    }

    /** What one timed unit is called: "solve" with --lead, else "table". */
    private String what() {
        return lead ? "solve" : "table";
    }

    /** The lines that compare the pass on {@code timing.threads} threads with the one on 1 thread. */
    private static void reportSpeedup(PrintWriter out, Timing single, Timing timing) {
        double one = single.done / (single.wallNanos / 1e9);
        double many = timing.done / (timing.wallNanos / 1e9);
        out.println(key("deals_per_s_1") + format(one, 2) + " (the same workload on 1 thread, run first)");
        out.println(key("speedup") + format(many / one, 2) + "x on " + timing.threads + " threads");
    }

    /** For --check: prints each of the {@code done} tables that differs from its line, then the count; returns it. */
    private static int checkTables(PrintWriter out, DdTable[] tables, List<String[]> expected, int done) {
        int mismatches = 0;
        for (int i = 0; i < done; i++) {
            String problem = compare(tables[i], expected.get(i));
            if (problem != null) {
                mismatches++;
                out.println("mismatch            deal " + (i + 1) + ": " + problem);
            }
        }
        out.println(key("check") + (mismatches == 0 ? done + " of " + done + " tables and par agree with the file"
                : mismatches + " of " + done + " deals differ from the file"));
        return mismatches;
    }

    /** One timed pass over the workload. */
    private static final class Timing {
        int threads;
        long[] nanos;
        long[] cpuNanos;
        SolverStats stats = new SolverStats();
        int done;
        boolean interrupted;
        long wallNanos;
    }

    /** Times {@code job} on each of the {@code count} deals with {@code threads} workers. */
    private Timing time(int threads, int count, SolverOptions options, DealBatch.Job<SolverStats> job,
            PrintWriter err, CtrlC ctrlC) {
        Timing timing = new Timing();
        timing.threads = threads;
        timing.nanos = new long[count];
        timing.cpuNanos = new long[count];
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        Progress progress = new Progress(err, batch.progress(), lead ? "solves" : "tables", count);
        BatchRunner runner = new BatchRunner(threads, options, progress, ctrlC);
        long wallStart = System.nanoTime();
        timing.done = runner.run(count, (solver, i) -> {
            SolverStats before = solver.stats();
            long cpuStart = cpu.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            job.run(solver, i);
            timing.nanos[i] = System.nanoTime() - start;
            timing.cpuNanos[i] = cpu.getCurrentThreadCpuTime() - cpuStart;
            return solver.stats().since(before); // this deal's counters (and the solver's peak memory)
        }, null, (i, dealStats, nanos) -> timing.stats.add(dealStats));
        timing.wallNanos = System.nanoTime() - wallStart;
        timing.interrupted = runner.interrupted();
        return timing;
    }

    /**
     * The tokens (26 each) of the lines of the first {@code count} deals, for --check (by their line
     * numbers: a line that could not be read is no deal); fails unless the file is in the ddtables.txt format.
     */
    private static List<String[]> expectedLines(DealFile dealFile, List<String> lines, String name, int count) {
        List<String[]> expected = new ArrayList<>();
        if (dealFile.format() == DealFileReader.Format.PBN_DEALS) {
            for (org.zwang.bridge.io.BoardRecord board : dealFile.boards().subList(0, count)) {
                String[] tokens = lines.get(board.lineNumber() - 1).trim().split("\\s+");
                if (tokens.length < 26) {
                    break;
                }
                expected.add(tokens);
            }
        }
        if (expected.size() < count) {
            throw new UserInputException("--check needs the ddtables.txt format (deal, 20 tricks, par score, par "
                    + "contracts on each line), which " + name + " is not");
        }
        return expected;
    }

    /** What differs between a table (and its par) and the file's line, or null. */
    private static String compare(DdTable table, String[] tokens) {
        int[] numbers = new int[20];
        try {
            for (int i = 0; i < 20; i++) {
                numbers[i] = Integer.parseInt(tokens[4 + i]);
            }
        } catch (NumberFormatException e) {
            return "the file's line has a bad number";
        }
        DdTable fileTable;
        try {
            fileTable = DdTable.ofStrainMajor(numbers);
        } catch (IllegalArgumentException e) {
            return "the file's line has " + e.getMessage();
        }
        if (!fileTable.equals(table)) {
            return "table " + table + ", file " + fileTable;
        }
        ParResult par = Par.par(table, Seat.NORTH, Vulnerability.NONE);
        String parText = par.score() + " " + par.contractsText();
        String fileText = tokens[24] + " " + tokens[25];
        return parText.equals(fileText) ? null : "par " + parText + ", file " + fileText;
    }

    /** The report of a timed pass over the first deals of the {@code available} in the workload {@code name}. */
    private void report(PrintWriter out, String name, int available, Timing timing, SolverOptions options) {
        int done = timing.done;
        int threads = timing.threads;
        long[] nanos = Arrays.copyOf(timing.nanos, done);
        long[] cpuNanos = Arrays.copyOf(timing.cpuNanos, done);
        long wallNanos = timing.wallNanos;
        SolverStats stats = timing.stats;
        boolean interrupted = timing.interrupted;
        String what = what();
        String solves = lead ? "solves from the opening lead (" + Strain.name(leadStrain()) + ", "
                + Seat.letter(leadSeat()) + " leads)" : "DD tables";
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        double median = done == 0 ? 0 : (done % 2 == 1 ? sorted[done / 2] : (sorted[done / 2 - 1] + sorted[done / 2]) / 2.0)
                / 1e6;
        double mean = done == 0 ? 0 : Arrays.stream(nanos).sum() / 1e6 / done;
        double wallSeconds = wallNanos / 1e9;
        out.println(key("workload") + name + ", first " + done + " of " + available + " deals"
                + (interrupted ? " (interrupted)" : ""));
        out.println(key("timing") + solves);
        StringBuilder solver = new StringBuilder();
        for (Feature feature : Feature.values()) {
            if (options.isOn(feature) != feature.onByDefault()) {
                solver.append(solver.length() == 0 ? "" : ", ").append(options.isOn(feature) ? "on: " : "off: ")
                        .append(feature.label());
            }
        }
        if (solver.length() == 0) {
            solver.append("default techniques");
        }
        solver.append("; ").append(options.tableKind().label()).append(" table ").append(options.tableBytes() >> 20)
                .append(" MB per solver");
        out.println(key("solver") + solver);
        out.println(key("threads") + threads);
        out.println(key("deals") + done);
        out.println(key("total_s") + format(wallSeconds, 2));
        out.println(key("median_ms") + format(median, 1));
        out.println(key("mean_ms") + format(mean, 1));
        long[] cpuSorted = cpuNanos.clone();
        Arrays.sort(cpuSorted);
        double cpuMedian = done == 0 ? 0 : (done % 2 == 1 ? cpuSorted[done / 2]
                : (cpuSorted[done / 2 - 1] + cpuSorted[done / 2]) / 2.0) / 1e6;
        double cpuMean = done == 0 ? 0 : Arrays.stream(cpuNanos).sum() / 1e6 / done;
        out.println(key("cpu_ms") + "median " + format(cpuMedian, 1) + ", mean " + format(cpuMean, 1)
                + " (the worker thread's CPU time: steadier than the clock on a busy machine)");
        int coldCount = Math.min(COLD, done);
        double cold = coldCount == 0 ? 0 : Arrays.stream(nanos, 0, coldCount).sum() / 1e6 / coldCount;
        double coldCpu = coldCount == 0 ? 0 : Arrays.stream(cpuNanos, 0, coldCount).sum() / 1e6 / coldCount;
        out.println(key("cold_ms") + format(cold, 1) + " (mean of the first " + coldCount + " "
                + (warmup > 0 ? "timed, after " + warmup + " untimed" : "of this JVM") + "; CPU "
                + format(coldCpu, 1) + ")");
        out.println(key("deals_per_s") + format(wallSeconds > 0 ? done / wallSeconds : 0, 2));
        out.println(key("nodes_per_" + what) + (done == 0 ? 0 : Math.round((double) stats.nodes / done)));
        out.println(key("tests_per_" + what) + format(done == 0 ? 0 : (double) stats.tests / done, 1));
        out.println(key("table_hits") + format(stats.tableProbes == 0 ? 0 : 100.0 * stats.tableHits / stats.tableProbes, 1)
                + "% of " + stats.tableProbes + " probes");
        out.println(key("peak_table_mb") + format(stats.peakTableBytes / 1048576.0, 1) + " (largest solver)"
                + (stats.tableResets > 0 ? ", " + stats.tableResets + " table resets" : ""));
        out.println(key("cutoffs_per_" + what) + "quick " + perTable(stats.quickTrickCutoffs, done) + ", later "
                + perTable(stats.laterTrickCutoffs, done) + ", etc " + perTable(stats.etcCutoffs, done)
                + "; small cards skipped " + perTable(stats.smallCardsSkipped, done));
        out.println(key("java") + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + "), "
                + Runtime.getRuntime().availableProcessors() + " cores");
    }

    private static long perTable(long count, int tables) {
        return tables == 0 ? 0 : Math.round((double) count / tables);
    }

    /** A figure with {@code decimals} decimals, for the report lines (also {@link ScalingBench}'s). */
    static String format(double value, int decimals) {
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    /** A report line's key, padded to the value column. */
    static String key(String key) {
        return key + " ".repeat(Math.max(1, 20 - key.length()));
    }
}
