package org.zwang.bench.search;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.zwang.compare.TechniqueRegistry;
import org.zwang.games.small.RandomTree;
import org.zwang.search.DepthLimitedSearch;
import org.zwang.search.Game;
import org.zwang.search.SearchControl;
import org.zwang.search.Values;
import org.zwang.search.tt.HashedTranspositionTable;
import org.zwang.search.tt.TranspositionTable;

/**
 * Alpha-beta against PVS, MTD(f) and target bisection by midpoints on the same seeded random tree
 * (branching 8, depth 9, 134 million leaves for minimax), each with a 4 MB table, searched through
 * the one {@link DepthLimitedSearch} interface. The techniques are named as {@code zwang compare}
 * names them ({@link TechniqueRegistry}, switches included: {@code -p technique=pvs:no-move-ordering}
 * works). One operation is one full search from the root; the table is cleared first so every
 * operation does the same work.
 *
 * <p>Short profile (under two minutes): {@code java -jar benchmarks/target/benchmarks.jar
 * SearchTechniquesBenchmark -f 1 -wi 2 -i 3 -w 2s -r 2s}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class SearchTechniquesBenchmark {

    @Param({"alphabeta", "pvs", "mtdf", "bisection-midpoint"})
    public String technique;

    @Param({"9"})
    public int depth;

    private Game tree;
    private DepthLimitedSearch<Game> search;
    private TranspositionTable<Game> table;

    @Setup
    public void setUp() {
        tree = new RandomTree(2026, 8, depth, false, false, 0);
        table = HashedTranspositionTable.forGames(4L << 20);
        search = TechniqueRegistry.parseSearchApi(technique).newSearch(table);
    }

    /** One full-window search from the root; returns the value so nothing is optimised away. */
    @Benchmark
    public int search() {
        table.clear();
        return search.search(tree, depth, -Values.INFINITE, Values.INFINITE, 0, SearchControl.none()).value();
    }
}
