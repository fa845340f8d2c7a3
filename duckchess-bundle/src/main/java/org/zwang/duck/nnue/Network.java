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
 * output bias {@code round(b * QA * QB)} as {@code int}. The accumulator's values fit a
 * {@code short}: the constructor refuses weights whose sums over 32 pieces could leave its range
 * (they are held in {@code int} arrays all the same, which the JIT vectorises; see {@link #add}).
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
    // The same weights as ints, as the incremental updates and the output read them.
    /** [feature][neuron]. */
    private final int[][] columns;
    private final int[] bias;
    private final int[] outputUs;
    private final int[] outputThem;

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
        this.columns = new int[INPUTS][width];
        for (int feature = 0; feature < INPUTS; feature++) {
            for (int neuron = 0; neuron < width; neuron++) {
                columns[feature][neuron] = inputWeights[feature * width + neuron];
            }
        }
        this.bias = new int[width];
        this.outputUs = new int[width];
        this.outputThem = new int[width];
        for (int neuron = 0; neuron < width; neuron++) {
            bias[neuron] = inputBias[neuron];
            outputUs[neuron] = outputWeights[neuron];
            outputThem[neuron] = outputWeights[width + neuron];
        }
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

    /** Fills the two views of an accumulator from {@code board}'s pieces, from scratch. */
    void refresh(Board board, int[] white, int[] black) {
        System.arraycopy(bias, 0, white, 0, width);
        System.arraycopy(bias, 0, black, 0, width);
        for (long pieces = board.occupied(); pieces != 0; pieces &= pieces - 1) {
            int square = Long.numberOfTrailingZeros(pieces);
            add(white, black, board.pieceAt(square), square);
        }
    }

    // The loops below index every array by the loop variable alone: HotSpot's C2 (JDK 17) then
    // vectorises them, which it does not for an offset into a second array of the same type (it
    // cannot rule out that they alias) nor for short-to-int widening; hence one int array per column.

    /** Adds the inputs of {@code piece} on {@code square} to both views of an accumulator. */
    void add(int[] white, int[] black, int piece, int square) {
        int[] whiteColumn = columns[feature(Color.WHITE, piece, square)];
        int[] blackColumn = columns[feature(Color.BLACK, piece, square)];
        for (int i = 0; i < white.length; i++) {
            white[i] += whiteColumn[i];
        }
        for (int i = 0; i < black.length; i++) {
            black[i] += blackColumn[i];
        }
    }

    /** Takes the inputs of {@code piece} on {@code square} off both views of an accumulator. */
    void subtract(int[] white, int[] black, int piece, int square) {
        int[] whiteColumn = columns[feature(Color.WHITE, piece, square)];
        int[] blackColumn = columns[feature(Color.BLACK, piece, square)];
        for (int i = 0; i < white.length; i++) {
            white[i] -= whiteColumn[i];
        }
        for (int i = 0; i < black.length; i++) {
            black[i] -= blackColumn[i];
        }
    }

    /** Moves the inputs of {@code piece} from {@code from} to {@code to} in both views, one pass each. */
    void move(int[] white, int[] black, int piece, int from, int to) {
        int[] whiteAdded = columns[feature(Color.WHITE, piece, to)];
        int[] whiteRemoved = columns[feature(Color.WHITE, piece, from)];
        int[] blackAdded = columns[feature(Color.BLACK, piece, to)];
        int[] blackRemoved = columns[feature(Color.BLACK, piece, from)];
        for (int i = 0; i < white.length; i++) {
            white[i] += whiteAdded[i] - whiteRemoved[i];
        }
        for (int i = 0; i < black.length; i++) {
            black[i] += blackAdded[i] - blackRemoved[i];
        }
    }

    /**
     * The output from the side to move's view {@code us} and the other's {@code them}, in
     * centipawns, clamped to ±{@value #MAX_EVAL}: {@code sum(crelu(us) * w_us) + sum(crelu(them) * w_them)},
     * integers throughout, then scaled by {@code EVAL_SCALE / (QA * QB)}, rounded toward zero.
     */
    int output(int[] us, int[] them) {
        int sum = dot(us, outputUs) + dot(them, outputThem);
        long centipawns = ((long) sum + outputBias) * EVAL_SCALE / (QA * QB);
        return (int) Math.max(-MAX_EVAL, Math.min(MAX_EVAL, centipawns));
    }

    /** {@code sum(clamp(hidden, 0, QA) * weights)}, the clamp in shifts and masks (C2 vectorises those, not Math.min/max). */
    private static int dot(int[] hidden, int[] weights) {
        int sum = 0;
        for (int i = 0; i < hidden.length; i++) {
            int x = hidden[i];
            x &= ~(x >> 31); // max(x, 0)
            int over = x - QA;
            x = QA + (over & (over >> 31)); // min(x, QA)
            sum += x * weights[i];
        }
        return sum;
    }

    /** The evaluation of {@code board} for the side to move, from scratch (tests, and boards without an accumulator). */
    public int evaluateFromScratch(Board board) {
        int[] white = new int[width];
        int[] black = new int[width];
        refresh(board, white, black);
        return board.sideToMove() == Color.WHITE ? output(white, black) : output(black, white);
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
