package org.zwang.cli.dds;

import static org.zwang.cli.dds.BenchCommand.format;
import static org.zwang.cli.dds.BenchCommand.key;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.solver.DealBatch;
import org.zwang.bridge.solver.DoubleDummySolver;
import org.zwang.bridge.solver.SolverOptions;
import org.zwang.bridge.solver.SolverStats;
import org.zwang.bridge.solver.TableCost;
import org.zwang.bridge.solver.TableJob;
import org.zwang.cli.CtrlC;

/**
 * {@code zwang dds bench --scaling}: a batch of DD tables run exactly as {@code dds table --file F
 * --threads N} runs it (hardest deals first, the last ones split into strains), taken apart into what
 * decides its throughput on many cores: the start (JVM start to the first table), the cost per table
 * on each worker against the same tables warm and against one thread, the tail after the median
 * worker is done, the workers' idle time, the allocation rate, page faults and table memory per solver.
 *
 * <p>Three passes over the same deals in one JVM: the batch as a user's first batch meets it (cold:
 * the JIT still compiling), the same again (warm), and with N above 1 the same warm on one thread.
 * The warm-up's cost is the cold pass's CPU above the warm pass's.
 */
final class ScalingBench {

    private final List<Deal> deals;
    private final SolverOptions options;
    private final PrintWriter out;
    private final PrintWriter err;
    private final boolean progress;
    private final CtrlC ctrlC;

    ScalingBench(List<Deal> deals, SolverOptions options, PrintWriter out, PrintWriter err, boolean progress,
            CtrlC ctrlC) {
        this.deals = deals;
        this.options = options;
        this.out = out;
        this.err = err;
        this.progress = progress;
        this.ctrlC = ctrlC;
    }

    /** What one pass measured. */
    private record Pass(String name, int threads, int tables, long wallNanos, long cpuNanos, long allocatedBytes,
            long pageFaults, long firstTableMillisFromJvmStart, long tailNanos, long idleNanos,
            long peakTableBytes, boolean interrupted) {

        double tablesPerSecond() {
            return tables / (wallNanos / 1e9);
        }

        double cpuMillisPerTable() {
            return cpuNanos / 1e6 / tables;
        }
    }

    /** Runs the passes and prints the report; returns the exit code (130 when stopped by Ctrl-C). */
    int run(int threads) {
        Pass cold = pass("cold", threads);
        if (cold.interrupted) {
            return interrupted(cold);
        }
        print(cold);
        Pass warm = pass("warm", threads);
        if (warm.interrupted) {
            return interrupted(warm);
        }
        print(warm);
        long extraCpu = cold.cpuNanos - warm.cpuNanos;
        out.println(key("warmup_cpu_s") + format(extraCpu / 1e9, 2) + " ("
                + percent(extraCpu, (double) cold.wallNanos * cold.threads) + " of the cold batch's "
                + threads + " x wall time: the cold pass's CPU above the warm pass's on the same deals)");
        if (threads > 1) {
            Pass single = pass("warm on 1 thread", 1);
            if (single.interrupted) {
                return interrupted(single);
            }
            print(single);
            out.println(key("cpu_per_table_vs_1") + format(warm.cpuMillisPerTable() / single.cpuMillisPerTable(), 2)
                    + "x (warm, " + threads + " threads against 1: what the threads cost each other)");
            out.println(key("speedup") + format(warm.tablesPerSecond() / single.tablesPerSecond(), 2) + "x on "
                    + threads + " threads (warm); " + format(cold.tablesPerSecond() / single.tablesPerSecond(), 2)
                    + "x cold");
        }
        out.println(key("java") + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name")
                + "), " + Runtime.getRuntime().availableProcessors() + " cores");
        out.flush();
        return 0;
    }

    private int interrupted(Pass pass) {
        out.flush();
        err.println("interrupted: " + pass.tables + " of " + deals.size() + " tables done in the " + pass.name
                + " pass");
        err.flush();
        return CtrlC.EXIT_CODE;
    }

    private Pass pass(String name, int threads) {
        int count = deals.size();
        AtomicLongArray cpu = new AtomicLongArray(count);
        AtomicLongArray allocated = new AtomicLongArray(count);
        AtomicLong peak = new AtomicLong();
        BatchRunner runner = new BatchRunner(threads, options,
                new Progress(err, progress, "tables (" + name + ")", count), ctrlC);
        long faultsBefore = pageFaults();
        long uptimeAtStart = ManagementFactory.getRuntimeMXBean().getUptime();
        long start = System.nanoTime();
        int done = runner.run(count, new Measured(TableJob.of(deals::get), cpu, allocated, peak),
                i -> TableCost.fanout(deals.get(i)), (i, table, nanos) -> { });
        long wall = System.nanoTime() - start;
        long faults = pageFaults() - faultsBefore;
        long cpuTotal = 0;
        long allocatedTotal = 0;
        for (int i = 0; i < count; i++) {
            cpuTotal += cpu.get(i);
            allocatedTotal += allocated.get(i);
        }
        List<DealBatch.WorkerTime> workers = runner.workerTimes();
        long firstUnit = Long.MAX_VALUE;
        long[] ends = new long[workers.size()];
        long idle = 0;
        for (int w = 0; w < workers.size(); w++) {
            DealBatch.WorkerTime time = workers.get(w);
            firstUnit = Math.min(firstUnit, time.firstUnitNanos());
            ends[w] = time.endNanos();
            idle += wall - time.busyNanos();
        }
        Arrays.sort(ends);
        long tail = ends.length == 0 ? 0 : ends[ends.length - 1] - ends[(ends.length - 1) / 2];
        long first = firstUnit == Long.MAX_VALUE ? -1 : uptimeAtStart + (firstUnit - start) / 1_000_000;
        return new Pass(name, threads, done, wall, cpuTotal, allocatedTotal, faults, first, tail, idle, peak.get(),
                runner.interrupted());
    }

    private void print(Pass pass) {
        String p = pass.name.startsWith("warm on") ? "single_" : pass.name + "_";
        double wall = pass.wallNanos / 1e9;
        out.println(key(p + "pass") + pass.tables + " tables on " + pass.threads + " threads, " + format(wall, 2)
                + " s, " + format(pass.tablesPerSecond(), 2) + " tables/s");
        out.println(key(p + "cpu_ms") + format(pass.cpuMillisPerTable(), 1) + " per table (worker CPU time)");
        if (pass.name.equals("cold")) {
            out.println(key(p + "first_ms") + pass.firstTableMillisFromJvmStart
                    + " from JVM start to the first table (or strain) done");
        }
        out.println(key(p + "tail_ms") + format(pass.tailNanos / 1e6, 0) + " after the median worker ran out of work ("
                + percent(pass.tailNanos, pass.wallNanos) + " of the wall time)");
        out.println(key(p + "idle") + percent(pass.idleNanos, (double) pass.wallNanos * pass.threads)
                + " of the workers' time not solving");
        out.println(key(p + "alloc_mb_s") + format(pass.allocatedBytes / 1048576.0 / wall, 1) + " ("
                + format(pass.allocatedBytes / 1024.0 / pass.tables, 1) + " KB per table)");
        out.println(key(p + "page_faults") + (pass.pageFaults < 0 ? "n/a (no /proc/self/stat)"
                : pass.pageFaults + " (" + format((double) pass.pageFaults / pass.tables, 1) + " per table)"));
        out.println(key(p + "table_mb") + format(pass.peakTableBytes / 1048576.0, 1) + " peak per solver (bound "
                + (options.tableBytes() >> 20) + ")");
    }

    /** The process's page faults so far (minor and major), or -1 where the system does not say. */
    private static long pageFaults() {
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"));
            // the fields after the command name, which is in parentheses and may hold spaces
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(fields[7]) + Long.parseLong(fields[9]); // minflt, majflt (fields 10, 12)
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /**
     * The table job with each unit's CPU time and allocation recorded on its item (a split deal's
     * strains run on several workers at once, hence the atomic sums).
     */
    private static final class Measured implements DealBatch.SplitJob<DdTable, int[]> {
        private static final com.sun.management.ThreadMXBean THREADS =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        private final TableJob tables;
        private final AtomicLongArray cpu;
        private final AtomicLongArray allocated;
        private final AtomicLong peakTableBytes;

        Measured(TableJob tables, AtomicLongArray cpu, AtomicLongArray allocated, AtomicLong peakTableBytes) {
            this.tables = tables;
            this.cpu = cpu;
            this.allocated = allocated;
            this.peakTableBytes = peakTableBytes;
        }

        @Override
        public DdTable run(DoubleDummySolver solver, int index) {
            long cpuStart = THREADS.getCurrentThreadCpuTime();
            long bytesStart = THREADS.getCurrentThreadAllocatedBytes();
            DdTable table = tables.run(solver, index);
            record(solver, index, cpuStart, bytesStart);
            return table;
        }

        @Override
        public int parts() {
            return tables.parts();
        }

        @Override
        public int[] part(DoubleDummySolver solver, int index, int part) {
            long cpuStart = THREADS.getCurrentThreadCpuTime();
            long bytesStart = THREADS.getCurrentThreadAllocatedBytes();
            int[] row = tables.part(solver, index, part);
            record(solver, index, cpuStart, bytesStart);
            return row;
        }

        @Override
        public DdTable combine(int index, List<int[]> parts) {
            return tables.combine(index, parts);
        }

        private void record(DoubleDummySolver solver, int index, long cpuStart, long bytesStart) {
            cpu.addAndGet(index, THREADS.getCurrentThreadCpuTime() - cpuStart);
            allocated.addAndGet(index, THREADS.getCurrentThreadAllocatedBytes() - bytesStart);
            peakTableBytes.accumulateAndGet(solver.stats().peakTableBytes, Math::max);
        }
    }

    private static String percent(double part, double whole) {
        return format(whole <= 0 ? 0 : 100.0 * part / whole, 1) + "%";
    }
}
