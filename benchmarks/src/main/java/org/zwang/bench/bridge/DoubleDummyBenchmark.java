package org.zwang.bench.bridge;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.zwang.bridge.data.BundledDdTables;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.solver.DoubleDummySolver;

/**
 * The double-dummy solver on the workload of the bridge issue's performance bar: the first 100 deals
 * of the bundled ddtables.txt, one thread. Each invocation takes the next deal (cycling), so the
 * average over an iteration is the mean over those deals.
 *
 * <p>Full run: {@code java -jar benchmarks/target/benchmarks.jar DoubleDummyBenchmark}. Quick check:
 * {@code java -jar benchmarks/target/benchmarks.jar DoubleDummyBenchmark -wi 1 -i 2 -f 1}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 10)
@Measurement(iterations = 5, time = 20)
@Fork(1)
public class DoubleDummyBenchmark {

    private static final int DEALS = 100;

    private List<Deal> deals;
    private DoubleDummySolver solver;
    private int next;

    @Setup
    public void setUp() {
        deals = BundledDdTables.deals(DEALS);
        solver = new DoubleDummySolver();
        next = 0;
    }

    private Deal nextDeal() {
        Deal deal = deals.get(next);
        next = (next + 1) % deals.size();
        return deal;
    }

    /** One DD table (20 solves, DDS CalcDDtable): the bar is a mean of at most 280 ms. */
    @Benchmark
    public DdTable ddTable() {
        return solver.ddTable(nextDeal());
    }

    /** One solve from the opening lead (notrump, West leads) with an empty table, as SolveBoard does. */
    @Benchmark
    public int solveFromOpeningLead() {
        solver.clearTable();
        return solver.tricks(Position.start(nextDeal(), Strain.NOTRUMP, Seat.WEST));
    }
}
