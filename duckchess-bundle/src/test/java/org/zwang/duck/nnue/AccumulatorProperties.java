package org.zwang.duck.nnue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Piece;
import org.zwang.duck.board.Variant;
import org.zwang.duck.movegen.MoveGenerator;

/**
 * The incrementally updated accumulator against a full recomputation written here from the
 * documented input layout (not the implementation's own refresh): after every turn of seeded random
 * games, after null moves, after each unmake back to the start, and on a board copy.
 */
class AccumulatorProperties {

    private static final Network NETWORK = NnueTesting.randomNetwork(24, 11);

    @Property(tries = 60)
    void incrementalAccumulatorEqualsRecomputationAfterEveryTurn(@ForAll long seed) {
        Random random = new Random(seed);
        Board board = Board.startPosition(Variant.DUCK);
        Accumulator accumulator = new Accumulator(NETWORK);
        board.setPieceObserver(accumulator);
        NetworkEvaluation evaluation = new NetworkEvaluation(NETWORK);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int turns = 20 + random.nextInt(60);
        int made = 0;
        for (int turn = 0; turn < turns; turn++) {
            boolean nullMove = made > 0 && board.moveBefore(0) != Move.NONE && random.nextInt(6) == 0;
            if (nullMove) {
                board.makeNullMove();
            } else if (!NnueTesting.randomTurn(board, moves, random)) {
                break;
            }
            made++;
            check(board, accumulator);
            assertEquals(NETWORK.evaluateFromScratch(board), evaluation.evaluate(board));
        }
        Board copy = board.copy();
        check(copy, (Accumulator) copy.pieceObserver());
        while (made-- > 0) {
            board.unmakeMove();
            check(board, accumulator);
        }
    }

    /** The accumulator equals bias plus the columns of every piece, per perspective, computed here. */
    private static void check(Board board, Accumulator accumulator) {
        int width = NETWORK.width();
        short[] weights = NETWORK.inputWeights();
        short[] bias = NETWORK.inputBias();
        short[] expected = new short[2 * width];
        for (int perspective = 0; perspective < 2; perspective++) {
            for (int neuron = 0; neuron < width; neuron++) {
                int sum = bias[neuron];
                for (int square = 0; square < 64; square++) {
                    int piece = board.pieceAt(square);
                    if (piece == Piece.NONE) {
                        continue;
                    }
                    int own = Piece.color(piece) == perspective ? 0 : 1;
                    int seen = perspective == 0 ? square : (7 - square / 8) * 8 + square % 8;
                    int feature = own * 384 + Piece.type(piece) * 64 + seen;
                    sum += weights[feature * width + neuron];
                }
                expected[perspective * width + neuron] = (short) sum;
            }
        }
        assertArrayEquals(expected, accumulator.values(), () -> "accumulator differs at " + board.toFen());
    }
}
