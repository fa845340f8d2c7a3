package org.zwang.bridge.solver;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.zwang.bridge.data.BundledDdTables;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;

/**
 * The solver's move generation and ordering for one whole trick, alone: at the opening lead of each
 * of the first 10 deals of the bundled ddtables.txt, the leader's cards are generated and ordered
 * (E4 §1 equivalence classes, E4 §5 weights), the best is played, then the same for the second,
 * third and fourth hand; the four cards are taken back. No search, no table.
 *
 * <p>It lives in the solver's package (a split package on the benchmarks' class path) because the
 * generator is package-private: the library exposes no move list of its own.
 *
 * <p>{@code java -jar benchmarks/target/benchmarks.jar TrickOrderingBenchmark -f 1 -wi 2 -w 2s -i 3 -r 2s}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class TrickOrderingBenchmark {

    private static final int DEALS = 10;

    /** Trump strain of the positions: a suit contract or notrump (the weights differ). */
    @Param({"S", "NT"})
    public String strain;

    private PartitionSearch[] engines;
    private final int[] cards = new int[16];
    private int next;

    @Setup
    public void setUp() {
        List<Deal> deals = BundledDdTables.deals(DEALS);
        int trump = "NT".equals(strain) ? Strain.NOTRUMP : Strain.SPADES;
        engines = new PartitionSearch[DEALS];
        for (int i = 0; i < DEALS; i++) {
            // Each deal keeps its own engine (2 MB tables, unused here) so that no load() runs in the loop.
            engines[i] = new PartitionSearch(SolverOptions.defaults().withTableBytes(2L << 20));
            engines[i].load(Position.start(deals.get(i), trump, Seat.WEST), 0);
        }
    }

    /** Generates and orders the four hands' cards of one trick, playing the best of each; returns the cards seen. */
    @Benchmark
    public int oneTrick() {
        PartitionSearch engine = engines[next];
        int depth = 4 * 13; // the opening lead: 52 cards to play
        next = (next + 1) % DEALS;
        int seen = 0;
        for (int position = 0; position < 4; position++) {
            int count = engine.orderedMoves(depth - position, cards);
            seen += count;
            engine.make(depth - position, cards[0]);
        }
        for (int position = 3; position >= 0; position--) {
            engine.unmake(depth - position);
        }
        return seen;
    }
}
