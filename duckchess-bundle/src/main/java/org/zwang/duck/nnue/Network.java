package org.zwang.duck.nnue;

import org.zwang.duck.board.Board;
import org.zwang.duck.board.Color;
import org.zwang.duck.board.Piece;
import org.zwang.duck.board.PieceType;

/**
 * A quantised evaluation network of the Stockfish NNUE design, one hidden layer: it exists so the
 * engine can evaluate with weights learnt from its own games ({@link Trainer}) at the cost of a few
 * integer additions per move ({@link Accumulator}).
 *
 * <p><b>Inputs</b> ({@value #INPUTS}): one per (piece type, colour relative to the perspective,
 * square as the perspective sees it), {@link #feature}; Black's view is the board mirrored by rank.
 * No input for the duck: the searches require an evaluation that ignores it (see
 * {@link org.zwang.duck.eval.Evaluator}). <b>Hidden layer</b>: {@code width} neurons, computed twice,
 * once from each side's view (the two accumulators); the side to move's half comes first.
 * <b>Activation</b>: clipped ReLU, {@code clamp(x, 0, 1)}. <b>Output</b>: one number {@code v}, the
 * evaluation {@code v * }{@value #EVAL_SCALE} centipawns for the side to move (training fits
 * {@code sigmoid(v)} to an expected score).
 *
 * <p><b>Quantisation</b>: first-layer weights and biases are {@code round(w * }{@value #QA}{@code )}
 * as {@code short} (so a hidden value clipped to {@code [0, QA]} stands for {@code [0, 1]}); output
 * weights {@code round(w * }{@value #QB}{@code )} as {@code short} (within ±{@value #MAX_OUTPUT_WEIGHT}); the
 * output bias {@code round(b * QA * QB)} as {@code int}. The accumulator is {@code short}: the
 * constructor refuses weights whose sums over 32 pieces could leave the {@code short} range.
 */
public final class Network {

    /** Inputs per perspective: 2 colours x 6 piece types x 64 squares. */
    public static final int INPUTS = 2 * PieceType.COUNT * 64;
    /** Scale of the first layer: a hidden value of 1.0 is {@value}. */
    public static final int QA = 255;
    /** Scale of the output weights. */
    public static final int QB = 512;
    /** Largest quantised output weight: {@link FloatNetwork#OUTPUT_CLIP} x {@link #QB}. */
    public static final int MAX_OUTPUT_WEIGHT = 2048;
    /** Centipawns per unit of the network's output. */
    public static final int EVAL_SCALE = 400;
    /**
     * The widest hidden layer a file may declare: the output sum, at most {@code 2 W x QA x 2048},
     * must fit an {@code int}.
     */
    public static final int MAX_WIDTH = 1024;
    /** Most pieces a legal position holds (each adds one input per perspective). */
    static final int MAX_PIECES = 32;
    /** The evaluation is kept inside ±{@value} centipawns, well below the searches' mate scores. */
    public static final int MAX_EVAL = 20_000;

    private final int width;
    /** [feature * width + neuron]. */
    final short[] inputWeights;
    final short[] inputBias;
    /** [neuron] for the side to move's half, [width + neuron] for the other's. */
    final short[] outputWeights;
    final int outputBias;

    /**
     * A network from its quantised weights (copied).
     *
     * @throws IllegalArgumentException when a size is wrong, an output weight leaves ±2048, or a
     *     neuron's bias plus its 32 largest input weights could overflow the {@code short} accumulator
     */
    public Network(int width, short[] inputWeights, short[] inputBias, short[] outputWeights, int outputBias) {
        if (width < 1 || width > MAX_WIDTH) {
            throw new IllegalArgumentException("hidden width " + width + " (expected 1 .. " + MAX_WIDTH + ")");
        }
        if (inputWeights.length != INPUTS * width || inputBias.length != width || outputWeights.length != 2 * width) {
            throw new IllegalArgumentException("weight arrays do not match width " + width);
        }
        for (short w : outputWeights) {
            if (Math.abs(w) > MAX_OUTPUT_WEIGHT) {
                throw new IllegalArgumentException("output weight " + w + " out of range (-" + MAX_OUTPUT_WEIGHT
                        + " .. " + MAX_OUTPUT_WEIGHT + ")");
            }
        }
        for (int neuron = 0; neuron < width; neuron++) {
            int largest = 0;
            for (int feature = 0; feature < INPUTS; feature++) {
                largest = Math.max(largest, Math.abs(inputWeights[feature * width + neuron]));
            }
            if (Math.abs(inputBias[neuron]) + (long) MAX_PIECES * largest > Short.MAX_VALUE) {
                throw new IllegalArgumentException("first-layer weights of neuron " + neuron
                        + " too large: the accumulator could overflow");
            }
        }
        this.width = width;
        this.inputWeights = inputWeights.clone();
        this.inputBias = inputBias.clone();
        this.outputWeights = outputWeights.clone();
        this.outputBias = outputBias;
    }

    /** Neurons in the hidden layer (per perspective). */
    public int width() {
        return width;
    }

    /**
     * The input of {@code piece} ({@link Piece}) on {@code square} from {@code perspective}'s view:
     * {@code (relativeColour * 6 + type) * 64 + relativeSquare}, where the relative colour is 0 for
     * the perspective's own pieces and the relative square is mirrored by rank for Black.
     */
    public static int feature(int perspective, int piece, int square) {
        int relativeColour = (piece & 1) ^ perspective;
        int relativeSquare = perspective == Color.WHITE ? square : square ^ 56;
        return (relativeColour * PieceType.COUNT + (piece >>> 1)) * 64 + relativeSquare;
    }

    /**
     * Fills {@code accumulator} (2 x width: White's view, then Black's) from {@code board}'s pieces,
     * from scratch.
     */
    void refresh(Board board, short[] accumulator) {
        System.arraycopy(inputBias, 0, accumulator, 0, width);
        System.arraycopy(inputBias, 0, accumulator, width, width);
        for (long pieces = board.occupied(); pieces != 0; pieces &= pieces - 1) {
            int square = Long.numberOfTrailingZeros(pieces);
            add(accumulator, board.pieceAt(square), square);
        }
    }

    /** Adds the inputs of {@code piece} on {@code square} to both views of {@code accumulator}. */
    void add(short[] accumulator, int piece, int square) {
        int white = feature(Color.WHITE, piece, square) * width;
        int black = feature(Color.BLACK, piece, square) * width;
        short[] weights = inputWeights;
        int n = width;
        for (int i = 0; i < n; i++) {
            accumulator[i] = (short) (accumulator[i] + weights[white + i]);
        }
        for (int i = 0; i < n; i++) {
            accumulator[n + i] = (short) (accumulator[n + i] + weights[black + i]);
        }
    }

    /** Takes the inputs of {@code piece} on {@code square} off both views of {@code accumulator}. */
    void subtract(short[] accumulator, int piece, int square) {
        int white = feature(Color.WHITE, piece, square) * width;
        int black = feature(Color.BLACK, piece, square) * width;
        short[] weights = inputWeights;
        int n = width;
        for (int i = 0; i < n; i++) {
            accumulator[i] = (short) (accumulator[i] - weights[white + i]);
        }
        for (int i = 0; i < n; i++) {
            accumulator[n + i] = (short) (accumulator[n + i] - weights[black + i]);
        }
    }

    /**
     * The output for {@code sideToMove} from an accumulator (2 x width, White's view first), in
     * centipawns, clamped to ±{@value #MAX_EVAL}: {@code sum(crelu(us) * w_us) + sum(crelu(them) * w_them)},
     * integers throughout, then scaled by {@code EVAL_SCALE / (QA * QB)}, rounded toward zero.
     */
    int output(short[] accumulator, int sideToMove) {
        int n = width;
        int us = sideToMove == Color.WHITE ? 0 : n;
        int them = n - us;
        short[] weights = outputWeights;
        int sum = 0;
        for (int i = 0; i < n; i++) {
            sum += Math.min(Math.max(accumulator[us + i], 0), QA) * weights[i];
        }
        for (int i = 0; i < n; i++) {
            sum += Math.min(Math.max(accumulator[them + i], 0), QA) * weights[n + i];
        }
        long centipawns = ((long) sum + outputBias) * EVAL_SCALE / (QA * QB);
        return (int) Math.max(-MAX_EVAL, Math.min(MAX_EVAL, centipawns));
    }

    /** The evaluation of {@code board} for the side to move, from scratch (tests, and boards without an accumulator). */
    public int evaluateFromScratch(Board board) {
        short[] accumulator = new short[2 * width];
        refresh(board, accumulator);
        return output(accumulator, board.sideToMove());
    }

    /** A copy of the first-layer weights, [feature * width + neuron]. */
    public short[] inputWeights() {
        return inputWeights.clone();
    }

    public short[] inputBias() {
        return inputBias.clone();
    }

    /** A copy of the output weights: the side to move's half, then the other's. */
    public short[] outputWeights() {
        return outputWeights.clone();
    }

    public int outputBias() {
        return outputBias;
    }
}
