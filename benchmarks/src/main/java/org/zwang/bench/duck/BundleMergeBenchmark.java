package org.zwang.bench.duck;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.movegen.Blocking;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.search.BenchmarkPositions;
import org.zwang.duck.search.BitboardScoreBundle;
import org.zwang.duck.board.Square;
import org.zwang.duck.search.BundleSearch;
import org.zwang.duck.search.LinkedListScoreBundle;
import org.zwang.duck.search.ScoreBundle;
import org.zwang.duck.search.SearchSettings;
import org.zwang.search.SearchControl;
import org.zwang.search.Values;

/**
 * The bundle merge of one node, isolated from the search: a node's moves, each with its blocking set
 * B(m) and the bundle its child really returns (the child's value for each duck square, by depth-2
 * bundle searches with the duck there, and its two lowest), are taken in one
 * after another and the node's two lowest squares found — with the exception list as a bitboard (what
 * the search uses) and as DuckSlayer's linked list (the DuckSlayer thread, "Some actual code"). Both must give the
 * same bundle ({@link #setUp} checks). Positions: the start and the first shipped middlegame.
 *
 * <p>Quick run: {@code java -jar benchmarks/target/benchmarks.jar BundleMergeBenchmark -f 1 -wi 3 -i 5}.
 */
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class BundleMergeBenchmark extends ShortRunSettings {

    @Param({"start", "middlegame"})
    public String position;

    private long domain;
    private long[] blocking;
    private int[] common;
    private int[] exception;
    private int[] exceptionSquare;
    private final ScoreBundle bitboard = new BitboardScoreBundle();
    private final ScoreBundle linkedList = new LinkedListScoreBundle();

    @Setup
    public void setUp() {
        String fen = position.equals("start") ? BenchmarkPositions.start() : BenchmarkPositions.middlegames().get(0);
        Board board = Board.fromFen(fen, Variant.DUCK);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.generateIgnoringDuck(board, moves, 0);
        domain = ~board.occupied();
        blocking = new long[count];
        common = new int[count];
        exception = new int[count];
        exceptionSquare = new int[count];
        BundleSearch search = new BundleSearch(null, SearchSettings.fixedDepth());
        ScoreBundle childBundle = new BitboardScoreBundle();
        for (int i = 0; i < count; i++) {
            Board child = board.copy();
            child.setDuck(Square.NONE);
            child.makeMove(moves[i]);
            // the child's bundle: its value with the duck on each empty square, and the two lowest
            long childSquares = ~child.occupied();
            childBundle.reset(childSquares, ScoreBundle.NO_SCORE, -1, 0, 0);
            for (long empty = childSquares; empty != 0; empty &= empty - 1) {
                int square = Long.numberOfTrailingZeros(empty);
                Board withDuck = child.copy();
                withDuck.setDuck(square);
                childBundle.raise(-1, square, search.search(withDuck, 2, -Values.INFINITE, Values.INFINITE, 0,
                        SearchControl.none()).value());
            }
            childBundle.finish();
            blocking[i] = Blocking.squares(moves[i]);
            common[i] = -childBundle.lowest();
            exception[i] = -childBundle.secondLowest();
            exceptionSquare[i] = childBundle.lowestSquare();
        }
        if (merge(bitboard) != merge(linkedList) || bitboard.lowestSquare() != linkedList.lowestSquare()
                || bitboard.secondLowest() != linkedList.secondLowest()) {
            throw new IllegalStateException("the two exception lists disagree");
        }
    }

    private int merge(ScoreBundle bundle) {
        bundle.reset(domain, ScoreBundle.NO_SCORE, -1, 0, 0);
        for (int i = 0; i < blocking.length; i++) {
            bundle.merge(i, blocking[i], common[i], exception[i], exceptionSquare[i]);
            if (bundle.minimum() >= 30_000) { // the search tests for a cutoff after every move
                break;
            }
        }
        bundle.finish();
        return bundle.lowest() * 64 + bundle.secondSquare();
    }

    @Benchmark
    public int bitboardExceptions() {
        return merge(bitboard);
    }

    @Benchmark
    public int linkedListExceptions() {
        return merge(linkedList);
    }
}
