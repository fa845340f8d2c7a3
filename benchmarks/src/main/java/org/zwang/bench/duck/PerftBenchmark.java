package org.zwang.bench.duck;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Setup;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.perft.Perft;
import org.zwang.duck.perft.Perft.Method;

/**
 * Perft from the start position: Duck Chess perft(2) = 379,440 turns both ways of counting, and
 * standard chess perft(4) = 197,281 (make/unmake and legality filter). Each benchmark returns the
 * count, which must equal those figures (duckchess-bundle's perft suite tests check them).
 *
 * <p>Quick run: {@code java -jar benchmarks/target/benchmarks.jar PerftBenchmark -f 1 -wi 3 -i 5}.
 */
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class PerftBenchmark extends ShortRunSettings {

    private final Perft perft = new Perft();
    private Board duck;
    private Board chess;

    @Setup
    public void setUp() {
        duck = Board.startPosition(Variant.DUCK);
        chess = Board.startPosition(Variant.CHESS);
    }

    @Benchmark
    public long duckPerft2TurnByTurn() {
        return perft.duck(duck, 2, Method.TURN_BY_TURN);
    }

    @Benchmark
    public long duckPerft2Bundled() {
        return perft.duck(duck, 2, Method.BUNDLED);
    }

    @Benchmark
    public long chessPerft4() {
        return perft.chess(chess, 4);
    }
}
