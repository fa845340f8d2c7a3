package org.zwang.duck.nnue;

import java.util.List;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Color;
import org.zwang.duck.board.Variant;
import org.zwang.duck.tune.LabelledPosition;

/**
 * Positions ready for {@link Trainer}: each one's active inputs from both views and its target, the
 * expected score for the side to move that the network's {@code sigmoid(v)} should predict. The
 * target blends the search's score and the game's result, as Stockfish's trainers do:
 * {@code lambda sigmoid(score / 400) + (1 - lambda) result} (a position without a search score
 * counts its result alone). Flat arrays, a few dozen bytes a position.
 */
public final class TrainingSet {

    private final int size;
    /** Inputs of position i: {@code [offsets[i], offsets[i + 1])} of {@link #us} and {@link #them}. */
    final int[] offsets;
    final short[] us;
    final short[] them;
    final float[] targets;

    /**
     * The positions of {@code labelled} with targets blended by {@code lambda} (0: results only,
     * 1: search scores only).
     *
     * @throws IllegalArgumentException when a FEN does not parse (its index is said) or lambda leaves 0 .. 1
     */
    public TrainingSet(List<LabelledPosition> labelled, double lambda) {
        if (!(lambda >= 0 && lambda <= 1)) {
            throw new IllegalArgumentException("lambda must lie in 0 .. 1, got " + lambda);
        }
        size = labelled.size();
        offsets = new int[size + 1];
        short[] ownView = new short[size * Network.MAX_PIECES];
        short[] otherView = new short[size * Network.MAX_PIECES];
        targets = new float[size];
        int n = 0;
        for (int i = 0; i < size; i++) {
            LabelledPosition position = labelled.get(i);
            Board board;
            try {
                board = Board.fromFen(position.fen(), Variant.DUCK);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("position " + (i + 1) + ": " + e.getMessage());
            }
            if (Long.bitCount(board.occupied()) > Network.MAX_PIECES) {
                throw new IllegalArgumentException("position " + (i + 1) + " has more than 32 pieces");
            }
            n += FloatNetwork.features(board, ownView, otherView, n);
            offsets[i + 1] = n;
            boolean white = board.sideToMove() == Color.WHITE;
            double result = white ? position.whiteScore() : 1 - position.whiteScore();
            double target = result;
            if (position.hasSearchScore()) {
                int score = white ? position.searchScore() : -position.searchScore();
                target = lambda * sigmoid(score / (double) Network.EVAL_SCALE) + (1 - lambda) * result;
            }
            targets[i] = (float) target;
        }
        us = java.util.Arrays.copyOf(ownView, n);
        them = java.util.Arrays.copyOf(otherView, n);
    }

    public int size() {
        return size;
    }

    /** The target of position {@code i} (expected score for the side to move). */
    public double target(int i) {
        return targets[i];
    }

    static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }
}
