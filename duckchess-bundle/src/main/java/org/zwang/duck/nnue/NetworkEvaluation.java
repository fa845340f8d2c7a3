package org.zwang.duck.nnue;

import org.zwang.duck.board.Board;
import org.zwang.duck.board.PieceObserver;
import org.zwang.duck.eval.Evaluator;
import org.zwang.duck.eval.IncrementalEvaluator;

/**
 * A {@link Network} as the searches' evaluation (engine option {@code Eval} = {@code Network}):
 * it reads the board's {@link Accumulator} when the board carries one of this network (the searches
 * install their own at the root, {@link #newObserver()}) and otherwise evaluates from scratch. Like
 * every {@link Evaluator}, it ignores the duck.
 */
public final class NetworkEvaluation implements IncrementalEvaluator {

    private final Network network;

    public NetworkEvaluation(Network network) {
        this.network = network;
    }

    public Network network() {
        return network;
    }

    @Override
    public int evaluate(Board board) {
        PieceObserver observer = board.pieceObserver();
        if (observer instanceof Accumulator accumulator && accumulator.network() == network) {
            return accumulator.evaluate(board.sideToMove());
        }
        return network.evaluateFromScratch(board);
    }

    /** A fresh accumulator of this network, for one search thread's board. */
    @Override
    public PieceObserver newObserver() {
        return new Accumulator(network);
    }
}
