package org.zwang.bench.duck;

import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Square;
import org.zwang.duck.board.Variant;
import org.zwang.duck.movegen.Blocking;
import org.zwang.duck.movegen.MoveGenerator;

/**
 * Move generation from a few Duck Chess positions of perft-duck.txt: the bitboard generators of
 * duckchess-bundle (duck respected, duck ignored plus blocking sets, whole turns, standard chess
 * legal moves) and, as the yardstick for the choice of board representation, a 0x88 mailbox
 * generator producing the same move list (checked in {@link #setUp}).
 *
 * <p>Quick run: {@code java -jar benchmarks/target/benchmarks.jar MoveGenerationBenchmark -f 1 -wi 3 -i 5}.
 */
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class MoveGenerationBenchmark extends ShortRunSettings {

    /** [S01] start, [S05] Kiwipete with the duck on f1, [S20] the DuckSlayer thread's discussion position, [S13] promotions. */
    @Param({
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K*1R w KQkq - 0 1",
        "6k1/6p1/p6p/5r2/R6n/P7/1PBN1PPP/4r*K1 w - - 0 1",
        "r1n1k2r/1P4P1/8/8/8/8/1p4p1/R1N1K2R w KQkq - 0 1",
    })
    public String fen;

    private Board board;
    private Board chessBoard;
    private Mailbox0x88Generator mailbox;
    private final int[] moves = new int[MoveGenerator.MAX_MOVES];
    private final int[] turns = new int[MoveGenerator.MAX_TURNS];

    @Setup
    public void setUp() {
        board = Board.fromFen(fen, Variant.DUCK);
        Board withoutDuck = board.copy();
        withoutDuck.setDuck(Square.NONE);
        chessBoard = Board.fromFen(withoutDuck.toFen(), Variant.CHESS);
        mailbox = new Mailbox0x88Generator(board);
        int[] bitboardMoves = Arrays.copyOf(moves, MoveGenerator.generate(board, moves, 0));
        int[] mailboxMoves = Arrays.copyOf(moves, mailbox.generate(moves));
        Arrays.sort(bitboardMoves);
        Arrays.sort(mailboxMoves);
        if (!Arrays.equals(bitboardMoves, mailboxMoves)) {
            throw new IllegalStateException("0x88 and bitboard move lists differ for " + fen);
        }
    }

    @Benchmark
    public int bitboardRespectingDuck() {
        return MoveGenerator.generate(board, moves, 0);
    }

    @Benchmark
    public int mailbox0x88RespectingDuck() {
        return mailbox.generate(moves);
    }

    /** The bundle search's inner loop: moves without the duck, each with its blocking set. */
    @Benchmark
    public long bitboardIgnoringDuckWithBlockingSets() {
        int count = MoveGenerator.generateIgnoringDuck(board, moves, 0);
        long union = 0;
        for (int i = 0; i < count; i++) {
            union ^= Blocking.squares(moves[i]);
        }
        return union + count;
    }

    @Benchmark
    public int bitboardTurns() {
        return MoveGenerator.generateTurns(board, turns, 0);
    }

    @Benchmark
    public int bitboardLegalChess() {
        return MoveGenerator.generateLegal(chessBoard, moves, 0);
    }
}
