package org.zwang.duck.nnue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import org.zwang.duck.tune.SelfPlay;
import org.zwang.duck.tune.Workers;

/**
 * Trains a {@link FloatNetwork} on a {@link TrainingSet} on the CPU, so that a net can be made on
 * any machine with nothing but Java: mini-batch gradient descent with Adam on the mean squared error
 * between {@code sigmoid(v)} and each position's target, the batch split over worker threads (each
 * with its own gradient arrays, summed in thread order), weights clipped after each step to the
 * ranges quantisation needs. Each epoch visits the training positions in a seeded order; a share of
 * the set, drawn by the seed, is held out to show over-fitting. The same set, settings and seed give
 * the same network (the thread count changes the order of float sums, so keep it too).
 */
public final class Trainer {

    /** A run: epochs, positions per batch, Adam's step size, worker threads, the seed, the held-out share. */
    public record Settings(int epochs, int batchSize, double learningRate, int threads, long seed, double heldOut) {
        public Settings {
            if (epochs < 1 || batchSize < 1 || !(learningRate > 0) || threads < 1 || !(heldOut >= 0 && heldOut <= 0.5)) {
                throw new IllegalArgumentException("need epochs >= 1, batch size >= 1, learning rate > 0, threads >= 1"
                        + " and a held-out share in 0 .. 0.5");
            }
        }
    }

    /** One epoch's figures: the mean training loss over its batches, the held-out loss after it (NaN: none held out). */
    public record Epoch(int number, double trainingLoss, double heldOutLoss, double seconds) {
    }

    private static final double BETA1 = 0.9;
    private static final double BETA2 = 0.999;
    private static final double EPSILON = 1e-8;

    private final TrainingSet data;
    private final Settings settings;
    private final int[] training;
    private final int[] heldOut;

    /** A trainer of {@code data} with {@code settings}; the held-out positions are drawn here. */
    public Trainer(TrainingSet data, Settings settings) {
        if (data.size() == 0) {
            throw new IllegalArgumentException("no positions to train on");
        }
        this.data = data;
        this.settings = settings;
        int[] order = SelfPlay.shuffled(data.size(), new SplittableRandom(settings.seed()));
        int held = (int) Math.round(data.size() * settings.heldOut());
        heldOut = java.util.Arrays.copyOf(order, held);
        training = java.util.Arrays.copyOfRange(order, held, order.length);
        if (training.length == 0) {
            throw new IllegalArgumentException("nothing left to train on after holding out " + held + " positions");
        }
    }

    public int trainingSize() {
        return training.length;
    }

    public int heldOutSize() {
        return heldOut.length;
    }

    /** The mean squared error of {@code network} on every position of {@code set}. */
    public static double loss(FloatNetwork network, TrainingSet set) {
        double sum = 0;
        for (int i = 0; i < set.size(); i++) {
            sum += squaredError(network, set, i);
        }
        return sum / set.size();
    }

    private static double squaredError(FloatNetwork network, TrainingSet set, int i) {
        int from = set.offsets[i];
        double p = TrainingSet.sigmoid(network.forward(set.us, set.them, from, set.offsets[i + 1] - from));
        return (p - set.targets[i]) * (p - set.targets[i]);
    }

    /**
     * Trains {@code network} in place for the settings' epochs, handing each epoch's figures to
     * {@code progress} (from this thread).
     */
    public void train(FloatNetwork network, Consumer<Epoch> progress) {
        int threads = settings.threads();
        Gradient[] gradients = new Gradient[threads];
        for (int t = 0; t < threads; t++) {
            gradients[t] = new Gradient(network.width);
        }
        float[][] parameters = {network.inputWeights, network.inputBias, network.outputWeights, network.outputBias};
        Adam[] adams = new Adam[parameters.length];
        for (int p = 0; p < parameters.length; p++) {
            adams[p] = new Adam(parameters[p].length);
        }
        SplittableRandom random = new SplittableRandom(settings.seed() ^ 0x5DEECE66DL);
        ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "zwang-nnue-train");
            thread.setDaemon(true);
            return thread;
        });
        Workers.run(pool, "training", () -> {
            long step = 0;
            for (int epoch = 1; epoch <= settings.epochs(); epoch++) {
                long began = System.nanoTime();
                int[] permutation = SelfPlay.shuffled(training.length, random);
                int[] order = new int[training.length];
                for (int k = 0; k < order.length; k++) {
                    order[k] = training[permutation[k]];
                }
                double lossSum = 0;
                for (int start = 0; start < order.length; start += settings.batchSize()) {
                    int end = Math.min(order.length, start + settings.batchSize());
                    lossSum += batch(network, order, start, end, gradients, pool);
                    step++;
                    float[][] summed = {gradients[0].inputWeights, gradients[0].inputBias, gradients[0].outputWeights,
                        gradients[0].outputBias};
                    for (int t = 1; t < threads; t++) {
                        gradients[t].addTo(gradients[0]);
                    }
                    double scale = 1.0 / (end - start);
                    for (int p = 0; p < parameters.length; p++) {
                        adams[p].step(parameters[p], summed[p], scale, settings.learningRate(), step);
                    }
                    network.clip();
                }
                double held = heldOut.length == 0 ? Double.NaN : subsetLoss(network, heldOut);
                progress.accept(new Epoch(epoch, lossSum / order.length, held, (System.nanoTime() - began) / 1e9));
            }
        });
    }

    private double subsetLoss(FloatNetwork network, int[] positions) {
        double sum = 0;
        for (int i : positions) {
            sum += squaredError(network, data, i);
        }
        return sum / positions.length;
    }

    /** The gradients of one batch into {@code gradients} (one per thread, cleared first); returns the batch's summed loss. */
    private double batch(FloatNetwork network, int[] order, int start, int end, Gradient[] gradients,
            ExecutorService pool) throws InterruptedException, ExecutionException {
        int threads = gradients.length;
        List<Future<Double>> parts = new ArrayList<>(threads);
        int size = end - start;
        for (int t = 0; t < threads; t++) {
            int from = start + (int) ((long) size * t / threads);
            int to = start + (int) ((long) size * (t + 1) / threads);
            Gradient gradient = gradients[t];
            parts.add(pool.submit(() -> gradient.accumulate(network, data, order, from, to)));
        }
        double loss = 0;
        for (Future<Double> part : parts) {
            loss += part.get();
        }
        return loss;
    }

    /** One worker's gradient sums and scratch arrays. */
    private static final class Gradient {
        final int width;
        final float[] inputWeights;
        final float[] inputBias;
        final float[] outputWeights;
        final float[] outputBias = new float[1];
        final double[] usSums;
        final double[] themSums;
        final float[] usDelta;
        final float[] themDelta;

        Gradient(int width) {
            this.width = width;
            inputWeights = new float[Network.INPUTS * width];
            inputBias = new float[width];
            outputWeights = new float[2 * width];
            usSums = new double[width];
            themSums = new double[width];
            usDelta = new float[width];
            themDelta = new float[width];
        }

        /** Clears, then sums the gradients of positions {@code order[from .. to)}; returns their summed loss. */
        double accumulate(FloatNetwork network, TrainingSet set, int[] order, int from, int to) {
            java.util.Arrays.fill(inputWeights, 0);
            java.util.Arrays.fill(inputBias, 0);
            java.util.Arrays.fill(outputWeights, 0);
            outputBias[0] = 0;
            int w = width;
            float[] w1 = network.inputWeights;
            float[] w2 = network.outputWeights;
            double loss = 0;
            for (int k = from; k < to; k++) {
                int i = order[k];
                int first = set.offsets[i];
                int last = set.offsets[i + 1];
                for (int j = 0; j < w; j++) {
                    usSums[j] = network.inputBias[j];
                    themSums[j] = network.inputBias[j];
                }
                for (int f = first; f < last; f++) {
                    int us = set.us[f] * w;
                    int them = set.them[f] * w;
                    for (int j = 0; j < w; j++) {
                        usSums[j] += w1[us + j];
                        themSums[j] += w1[them + j];
                    }
                }
                double out = network.outputBias[0];
                for (int j = 0; j < w; j++) {
                    out += FloatNetwork.clamp01(usSums[j]) * w2[j] + FloatNetwork.clamp01(themSums[j]) * w2[w + j];
                }
                double p = TrainingSet.sigmoid(out);
                double error = p - set.targets[i];
                loss += error * error;
                float g = (float) (2 * error * p * (1 - p)); // d loss / d out
                outputBias[0] += g;
                for (int j = 0; j < w; j++) {
                    double a = usSums[j];
                    double b = themSums[j];
                    outputWeights[j] += g * (float) FloatNetwork.clamp01(a);
                    outputWeights[w + j] += g * (float) FloatNetwork.clamp01(b);
                    usDelta[j] = a > 0 && a < 1 ? g * w2[j] : 0;
                    themDelta[j] = b > 0 && b < 1 ? g * w2[w + j] : 0;
                    inputBias[j] += usDelta[j] + themDelta[j];
                }
                for (int f = first; f < last; f++) {
                    int us = set.us[f] * w;
                    int them = set.them[f] * w;
                    for (int j = 0; j < w; j++) {
                        inputWeights[us + j] += usDelta[j];
                    }
                    for (int j = 0; j < w; j++) {
                        inputWeights[them + j] += themDelta[j];
                    }
                }
            }
            return loss;
        }

        void addTo(Gradient total) {
            add(inputWeights, total.inputWeights);
            add(inputBias, total.inputBias);
            add(outputWeights, total.outputWeights);
            total.outputBias[0] += outputBias[0];
        }

        private static void add(float[] from, float[] to) {
            for (int i = 0; i < from.length; i++) {
                to[i] += from[i];
            }
        }
    }

    /** Adam's moment estimates for one parameter array. */
    private static final class Adam {
        final float[] mean;
        final float[] variance;

        Adam(int size) {
            mean = new float[size];
            variance = new float[size];
        }

        /** One step on {@code values} with gradient sums {@code gradient} times {@code scale} (the batch mean). */
        void step(float[] values, float[] gradient, double scale, double rate, long step) {
            double correction1 = 1 - Math.pow(BETA1, step);
            double correction2 = 1 - Math.pow(BETA2, step);
            double size = rate * Math.sqrt(correction2) / correction1;
            for (int i = 0; i < values.length; i++) {
                double g = gradient[i] * scale;
                double m = BETA1 * mean[i] + (1 - BETA1) * g;
                double v = BETA2 * variance[i] + (1 - BETA2) * g * g;
                mean[i] = (float) m;
                variance[i] = (float) v;
                values[i] -= (float) (size * m / (Math.sqrt(v) + EPSILON));
            }
        }
    }
}
