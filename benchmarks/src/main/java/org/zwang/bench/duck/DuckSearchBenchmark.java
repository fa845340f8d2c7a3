package org.zwang.bench.duck;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.Warmup;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.search.BenchmarkPositions;
import org.zwang.duck.search.BundleSearch;
import org.zwang.duck.search.ExplicitSearch;
import org.zwang.duck.search.SearchSettings;
import org.zwang.duck.tt.EngineTables;
import org.zwang.search.SearchControl;
import org.zwang.search.Values;

/**
 * One search iteration at a fixed depth (PVS, table, move ordering, no quiescence, no draw detection)
 * from a cleared 2 MB table (clearing it is part of each operation; its cost is in docs/PERFORMANCE.md): the bundle search
 * at depths 3 and 4, the explicit-duck search at depth 3 (its depth 4 takes about a second). Both
 * return the same value at depth 3 ({@link #setUp} checks). The start position and the first shipped
 * middlegame.
 *
 * <p>Quick run: {@code java -jar benchmarks/target/benchmarks.jar DuckSearchBenchmark -f 1 -wi 3 -i 5}.
 */
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class DuckSearchBenchmark extends ShortRunSettings {

    @Param({"start", "middlegame"})
    public String position;

    private Board board;
    private BundleSearch bundle;
    private ExplicitSearch explicit;

    @Setup
    public void setUp() {
        String fen = position.equals("start") ? BenchmarkPositions.start() : BenchmarkPositions.middlegames().get(0);
        board = Board.fromFen(fen, Variant.DUCK);
        bundle = new BundleSearch(EngineTables.withoutDuck(2 << 20), SearchSettings.fixedDepth());
        explicit = new ExplicitSearch(EngineTables.withDuck(2 << 20), SearchSettings.fixedDepth());
        if (bundleDepth3() != explicitDepth3()) {
            throw new IllegalStateException("bundle and explicit searches disagree at depth 3");
        }
    }

    private static int search(org.zwang.duck.search.BoardSearch search, Board board, int depth) {
        search.clear();
        return search.search(board, depth, -Values.INFINITE, Values.INFINITE, 0, SearchControl.none()).value();
    }

    @Benchmark
    public int bundleDepth3() {
        return search(bundle, board, 3);
    }

    @Benchmark
    public int bundleDepth4() {
        return search(bundle, board, 4);
    }

    @Benchmark
    public int explicitDepth3() {
        return search(explicit, board, 3);
    }
}
