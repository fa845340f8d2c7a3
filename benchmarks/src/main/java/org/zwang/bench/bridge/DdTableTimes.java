package org.zwang.bench.bridge;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.zwang.bridge.data.BundledDdTables;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.solver.DoubleDummySolver;
import org.zwang.bridge.solver.SolverOptions;
import org.zwang.bridge.solver.SolverStats;

/**
 * Times DD tables one by one on one thread (the bridge issue's bar: mean over the first 100 deals of
 * ddtables.txt) and counts nodes with each solver feature switched off in turn. Every table is
 * checked against DDS's numbers in the file. A measuring tool, not a library: it prints.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar org.zwang.bench.bridge.DdTableTimes times 100
 * java -cp benchmarks/target/benchmarks.jar org.zwang.bench.bridge.DdTableTimes times 100 list
 * java -cp benchmarks/target/benchmarks.jar org.zwang.bench.bridge.DdTableTimes techniques 20
 * java -cp benchmarks/target/benchmarks.jar org.zwang.bench.bridge.DdTableTimes techniques 2 table
 * </pre>
 * {@code times N list} also prints each deal's CPU ms, nodes and zero-window tests (to find the slow ones).
 * {@code techniques N [label...]}: with labels, only those techniques are switched off (without the
 * table a full deal takes minutes, so it is measured on fewer deals).
 * Times are wall clock and the thread's CPU time (CPU time is steadier on a shared machine); the
 * first {@value #WARMUP} deals of the file's second half are solved first to warm the JIT up.
 */
public final class DdTableTimes {

    private static final int WARMUP = 10;

    private DdTableTimes() {
    }

    public static void main(String[] args) {
        String mode = args.length > 0 ? args[0] : "times";
        int count = args.length > 1 ? Integer.parseInt(args[1]) : 100;
        List<Deal> all = BundledDdTables.deals();
        List<DdTable> expected = BundledDdTables.tables();
        if (mode.equals("times")) {
            times(all, expected, count, args.length > 2 && args[2].equals("list"));
        } else if (mode.equals("techniques")) {
            techniques(all, expected, count, Arrays.copyOfRange(args, Math.min(2, args.length), args.length));
        } else {
            System.err.println("usage: DdTableTimes times [deals [list]] | techniques [deals [label...]]");
            System.exit(2);
        }
    }

    private static void warmUp(DoubleDummySolver solver, List<Deal> all) {
        for (int i = 0; i < WARMUP; i++) {
            solver.ddTable(all.get(all.size() - 1 - i));
        }
        solver.resetStats();
    }

    private static void times(List<Deal> all, List<DdTable> expected, int count, boolean list) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        DoubleDummySolver solver = new DoubleDummySolver();
        warmUp(solver, all);
        double[] wall = new double[count];
        double[] cpu = new double[count];
        int wrong = 0;
        if (list) {
            System.out.printf(Locale.ROOT, "%5s %9s %11s %6s%n", "deal", "cpu ms", "nodes", "tests");
        }
        for (int i = 0; i < count; i++) {
            SolverStats before = list ? solver.stats() : null;
            long cpuStart = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            DdTable table = solver.ddTable(all.get(i));
            wall[i] = (System.nanoTime() - start) / 1e6;
            cpu[i] = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e6;
            if (!table.equals(expected.get(i))) {
                wrong++;
            }
            if (list) {
                SolverStats after = solver.stats();
                System.out.printf(Locale.ROOT, "%5d %9.1f %,11d %6d%n", i + 1, cpu[i], after.nodes - before.nodes,
                        after.tests - before.tests);
            }
        }
        SolverStats stats = solver.stats();
        System.out.printf(Locale.ROOT, "deals %d, wrong tables %d%n", count, wrong);
        System.out.printf(Locale.ROOT, "wall ms/table: mean %.1f, median %.1f, max %.1f%n", mean(wall), median(wall),
                max(wall));
        System.out.printf(Locale.ROOT, "cpu  ms/table: mean %.1f, median %.1f, max %.1f%n", mean(cpu), median(cpu),
                max(cpu));
        System.out.printf(Locale.ROOT, "nodes/table %d, tests/table %.1f, peak table memory %.1f MB%n",
                stats.nodes / count, (double) stats.tests / count, stats.peakTableBytes / 1048576.0);
        System.out.println(stats);
    }

    private static void techniques(List<Deal> all, List<DdTable> expected, int count, String[] only) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        System.out.printf(Locale.ROOT, "%-26s %14s %12s %8s%n", "switched off", "nodes/table", "cpu ms/table",
                "wrong");
        run("(none)", SolverOptions.defaults(), all, expected, count, threads);
        if (only.length > 0) {
            for (String label : only) {
                SolverOptions.Feature feature = SolverOptions.Feature.ofLabel(label);
                run(feature.label(), SolverOptions.defaults().with(feature, false), all, expected, count, threads);
            }
            return;
        }
        for (SolverOptions.Feature feature : SolverOptions.Feature.values()) {
            run(feature.label(), SolverOptions.defaults().with(feature, false), all, expected, count, threads);
        }
    }

    private static void run(String label, SolverOptions options, List<Deal> all, List<DdTable> expected, int count,
            ThreadMXBean threads) {
        DoubleDummySolver solver = new DoubleDummySolver(options);
        int wrong = 0;
        long cpuStart = threads.getCurrentThreadCpuTime();
        for (int i = 0; i < count; i++) {
            if (!solver.ddTable(all.get(i)).equals(expected.get(i))) {
                wrong++;
            }
        }
        double cpu = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e6 / count;
        System.out.printf(Locale.ROOT, "%-26s %,14d %12.1f %8d%n", label, solver.stats().nodes / count, cpu, wrong);
    }

    private static double mean(double[] values) {
        return Arrays.stream(values).average().orElse(0);
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n == 0 ? 0 : n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    private static double max(double[] values) {
        return Arrays.stream(values).max().orElse(0);
    }
}
