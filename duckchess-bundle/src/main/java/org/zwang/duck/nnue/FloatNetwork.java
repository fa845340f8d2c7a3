package org.zwang.duck.nnue;

import java.util.SplittableRandom;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Color;

/**
 * A {@link Network} with float weights, the form {@link Trainer} learns and then quantises
 * ({@link #quantise}): the same inputs, layers and activation, with a hidden value in {@code [0, 1]}
 * and the output {@code v} in units of {@value Network#EVAL_SCALE} centipawns. Weights are kept within
 * the ranges quantisation needs ({@link #clip}): first layer within ±{@value #INPUT_CLIP} (so a
 * neuron's bias plus 32 inputs, times {@link Network#QA}, stays inside a {@code short}), output within
 * ±{@value #OUTPUT_CLIP} (times {@link Network#QB}: ±2048).
 */
public final class FloatNetwork {

    /** Largest first-layer weight or bias: 33 x 3.0 x 255 = 25,245 fits a {@code short}. */
    public static final float INPUT_CLIP = 3.0f;
    /** Largest output weight (times {@link Network#QB}: {@link Network#MAX_OUTPUT_WEIGHT}). */
    public static final float OUTPUT_CLIP = 4.0f;

    final int width;
    /** [feature * width + neuron]. */
    final float[] inputWeights;
    final float[] inputBias;
    /** Side to move's half first. */
    final float[] outputWeights;
    /** One value, in an array so that the optimiser treats it like the others. */
    final float[] outputBias = new float[1];

    private FloatNetwork(int width) {
        if (width < 1 || width > Network.MAX_WIDTH) {
            throw new IllegalArgumentException("hidden width " + width + " (expected 1 .. " + Network.MAX_WIDTH + ")");
        }
        this.width = width;
        this.inputWeights = new float[Network.INPUTS * width];
        this.inputBias = new float[width];
        this.outputWeights = new float[2 * width];
    }

    /**
     * A network of {@code width} neurons with seeded random weights: first layer uniform in ±0.2 (a
     * neuron's sum over the ~30 pieces of a middlegame then spreads over about ±0.6, partly inside the
     * clipped ReLU's slope), output uniform in ±1/sqrt(2 width), biases zero.
     */
    public static FloatNetwork random(int width, long seed) {
        FloatNetwork network = new FloatNetwork(width);
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < network.inputWeights.length; i++) {
            network.inputWeights[i] = (float) (random.nextDouble() * 0.4 - 0.2);
        }
        double output = 1 / Math.sqrt(2.0 * width);
        for (int i = 0; i < network.outputWeights.length; i++) {
            network.outputWeights[i] = (float) ((random.nextDouble() * 2 - 1) * output);
        }
        return network;
    }

    public int width() {
        return width;
    }

    /**
     * The output {@code v} (in units of {@value Network#EVAL_SCALE} centipawns, for the side to move)
     * of a position given by its active inputs from the side to move's view ({@code us}) and the
     * other side's ({@code them}), {@code count} of each from {@code offset}.
     */
    public double forward(short[] us, short[] them, int offset, int count) {
        double sum = outputBias[0];
        for (int neuron = 0; neuron < width; neuron++) {
            double a = inputBias[neuron];
            double b = inputBias[neuron];
            for (int i = offset; i < offset + count; i++) {
                a += inputWeights[us[i] * width + neuron];
                b += inputWeights[them[i] * width + neuron];
            }
            sum += clamp01(a) * outputWeights[neuron] + clamp01(b) * outputWeights[width + neuron];
        }
        return sum;
    }

    /** The float evaluation of {@code board} for the side to move, in centipawns (not rounded, not clamped). */
    public double evaluate(Board board) {
        int count = Long.bitCount(board.occupied());
        short[] us = new short[count];
        short[] them = new short[count];
        features(board, us, them, 0);
        return forward(us, them, 0, count) * Network.EVAL_SCALE;
    }

    /**
     * Writes the active inputs of {@code board}'s pieces from the side to move's view into {@code us}
     * and from the other side's into {@code them}, from {@code offset}; returns how many (the pieces).
     */
    public static int features(Board board, short[] us, short[] them, int offset) {
        int stm = board.sideToMove();
        int n = offset;
        for (long pieces = board.occupied(); pieces != 0; pieces &= pieces - 1) {
            int square = Long.numberOfTrailingZeros(pieces);
            int piece = board.pieceAt(square);
            us[n] = (short) Network.feature(stm, piece, square);
            them[n] = (short) Network.feature(stm ^ 1, piece, square);
            n++;
        }
        return n - offset;
    }

    /** Keeps every weight within the ranges quantisation needs (after each optimiser step). */
    void clip() {
        clip(inputWeights, INPUT_CLIP);
        clip(inputBias, INPUT_CLIP);
        clip(outputWeights, OUTPUT_CLIP);
    }

    private static void clip(float[] values, float bound) {
        for (int i = 0; i < values.length; i++) {
            values[i] = Math.max(-bound, Math.min(bound, values[i]));
        }
    }

    static double clamp01(double x) {
        return x < 0 ? 0 : x > 1 ? 1 : x;
    }

    /** The quantised network: each weight rounded at its scale (see {@link Network}). */
    public Network quantise() {
        short[] w1 = new short[inputWeights.length];
        for (int i = 0; i < w1.length; i++) {
            w1[i] = (short) Math.round(inputWeights[i] * Network.QA);
        }
        short[] b1 = new short[width];
        for (int i = 0; i < width; i++) {
            b1[i] = (short) Math.round(inputBias[i] * Network.QA);
        }
        short[] w2 = new short[2 * width];
        for (int i = 0; i < w2.length; i++) {
            w2[i] = (short) Math.round(outputWeights[i] * Network.QB);
        }
        int b2 = (int) Math.round((double) outputBias[0] * Network.QA * Network.QB);
        return new Network(width, w1, b1, w2, b2);
    }

    /**
     * A worst-case bound, in centipawns, on how far the quantised network's evaluation of a position
     * with {@code pieces} pieces can lie from this float one, from the rounding alone: each first-layer
     * value is off by at most {@code 0.5 / QA}, so a hidden sum by {@code e1 = (pieces + 1) 0.5 / QA};
     * clipping does not widen that; a hidden value {@code h <= 1} times an output weight off by at most
     * {@code 0.5 / QB} adds {@code 0.5 / QB}, and {@code e1} times the weight {@code |w|}; the output
     * bias adds {@code 0.5 / (QA QB)}; the final division by {@code QA QB / 400} truncates by below 1
     * centipawn. The bound is {@code 400 (sum over 2W neurons of (e1 (|w| + 0.5 / QB) + 0.5 / QB)
     * + 0.5 / (QA QB)) + 1}.
     */
    public double quantisationBound(int pieces) {
        double e1 = (pieces + 1) * 0.5 / Network.QA;
        double halfQb = 0.5 / Network.QB;
        double sum = 0.5 / ((double) Network.QA * Network.QB);
        for (float w : outputWeights) {
            sum += e1 * (Math.abs(w) + halfQb) + halfQb;
        }
        return Network.EVAL_SCALE * sum + 1;
    }
}
