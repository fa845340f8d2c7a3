package org.zwang.duck.tune;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Color;
import org.zwang.duck.board.Variant;
import org.zwang.duck.eval.Evaluation;
import org.zwang.duck.eval.EvaluationWeights;
import org.zwang.duck.eval.EvaluationWeights.Weight;
import org.zwang.duck.search.BundleSearch;
import org.zwang.duck.search.Quiescence;
import org.zwang.duck.search.SearchSettings;

/**
 * Texel's tuning method (Peter Österlund's, for his engine Texel): the evaluation's weights are fitted
 * so that a logistic of the quiescence score, {@code 1 / (1 + 10^(-K q / 400))} with {@code q} from
 * White's view, predicts the results of the games the positions come from; the fit minimises the
 * mean squared error over the positions by local search (each weight in turn moved by a step up or
 * down, kept when the error falls; the step halved when a pass changes nothing, down to 1).
 *
 * <p>The quiescence score is the engine's capture search ignoring the duck
 * ({@code BoardSearch.quiescenceValue}) with the candidate weights, so the fit sees what the search
 * sees at its leaves, not the static evaluation of tactical positions. {@code K} is fitted first, to
 * the starting weights (golden-section search), and then held (or given: a known scale). A share of the positions, drawn by
 * the seed, is held out: the result is the weights of the pass with the lowest held-out error, and
 * the search stops after {@link #PATIENCE} passes without a better one, so the weights do not follow
 * the training positions' noise. Everything is deterministic: the same positions, seed and start give
 * the same weights, whatever the number of threads (each position's error is computed alone and the
 * errors summed in order).
 */
public final class TexelTuner {

    /** Passes without a better held-out error before the search stops. */
    public static final int PATIENCE = 2;
    /** The first step of every weight, in its own units; halved down to 1. */
    public static final int FIRST_STEP = 16;

    // FENs, not boards: a Board carries its preallocated move history (tens of kilobytes), so
    // hundreds of thousands of them do not fit a heap; each scoring pass parses them again.
    private final List<String> training = new ArrayList<>();
    private final double[] trainingResults;
    private final List<String> heldOut = new ArrayList<>();
    private final double[] heldOutResults;
    private final int threads;
    /** The logistic's scale K of the running fit. */
    private double scale = Double.NaN;

    /** One pass of the search, for progress. */
    public record Pass(int number, int step, int changed, double trainingError, double heldOutError) {
    }

    /** The fit: the weights (those of the best held-out pass), {@code K}, and the errors before and after. */
    public record Result(EvaluationWeights weights, double scale, double startTrainingError, double startHeldOutError,
            double trainingError, double heldOutError, int passes) {
    }

    /**
     * @param positions   the labelled positions (Duck Chess FENs)
     * @param seed        draws the held-out share
     * @param heldOutShare the share held out, in [0, 0.5]; 0 holds none out (the search then runs to the step of 1)
     * @param threads     worker threads for the quiescence searches
     * @throws IllegalArgumentException naming the first position whose FEN is bad
     */
    public TexelTuner(List<LabelledPosition> positions, long seed, double heldOutShare, int threads) {
        if (!(heldOutShare >= 0 && heldOutShare <= 0.5) || threads < 1) {
            throw new IllegalArgumentException("the held-out share must lie in 0 .. 0.5 and threads be at least 1");
        }
        int[] order = SelfPlay.shuffled(positions.size(), new SplittableRandom(seed));
        int held = (int) Math.round(positions.size() * heldOutShare);
        trainingResults = new double[positions.size() - held];
        heldOutResults = new double[held];
        for (int i = 0; i < order.length; i++) {
            LabelledPosition position = positions.get(order[i]);
            try {
                Board.fromFen(position.fen(), Variant.DUCK);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("position " + (order[i] + 1) + ": " + e.getMessage(), e);
            }
            if (i < held) {
                heldOutResults[heldOut.size()] = position.whiteScore();
                heldOut.add(position.fen());
            } else {
                trainingResults[training.size()] = position.whiteScore();
                training.add(position.fen());
            }
        }
        if (training.isEmpty()) {
            throw new IllegalArgumentException("no positions to fit");
        }
        this.threads = threads;
    }

    public int trainingSize() {
        return training.size();
    }

    public int heldOutSize() {
        return heldOut.size();
    }

    /**
     * Fits {@code tuned} (the other weights stay as in {@code start}), at most {@code maxPasses}
     * passes, with the logistic's scale {@code K} fitted to {@code start} or, when {@code fixedScale}
     * is a number, that one; {@code progress} hears each pass.
     */
    public Result tune(EvaluationWeights start, List<Weight> tuned, int maxPasses, double fixedScale,
            Consumer<Pass> progress) {
        scale = Double.isNaN(fixedScale) ? fitScale(start) : fixedScale;
        EvaluationWeights current = start;
        double currentError = error(current, training, trainingResults);
        double startTraining = currentError;
        double startHeldOut = heldOut.isEmpty() ? Double.NaN : error(start, heldOut, heldOutResults);
        EvaluationWeights best = start;
        double bestHeldOut = startHeldOut;
        int sinceBest = 0;
        int step = FIRST_STEP;
        int pass = 0;
        while (pass < maxPasses) {
            pass++;
            int changed = 0;
            for (Weight weight : tuned) {
                for (int direction : new int[] {1, -1}) {
                    EvaluationWeights candidate = current.with(weight, current.get(weight) + direction * step);
                    double candidateError = error(candidate, training, trainingResults);
                    if (candidateError < currentError) {
                        current = candidate;
                        currentError = candidateError;
                        changed++;
                        break;
                    }
                }
            }
            double heldOutError = heldOut.isEmpty() ? Double.NaN : error(current, heldOut, heldOutResults);
            progress.accept(new Pass(pass, step, changed, currentError, heldOutError));
            if (heldOut.isEmpty() || heldOutError < bestHeldOut) {
                best = current;
                bestHeldOut = heldOutError;
                sinceBest = 0;
            } else if (++sinceBest >= PATIENCE) {
                break; // the training positions' noise is being fitted
            }
            if (changed == 0) {
                if (step == 1) {
                    break; // a local minimum at the finest step
                }
                step /= 2;
            }
        }
        double trainingError = error(best, training, trainingResults);
        return new Result(best, scale, startTraining, startHeldOut, trainingError, bestHeldOut, pass);
    }

    /**
     * {@code K}: the scale that minimises the training error with {@code weights} (golden-section
     * search over 0.01 .. 20; the quiescence scores are computed once).
     */
    double fitScale(EvaluationWeights weights) {
        double[] scores = scores(weights, training);
        double low = 0.01;
        double high = 20;
        double ratio = (Math.sqrt(5) - 1) / 2;
        double a = high - ratio * (high - low);
        double b = low + ratio * (high - low);
        double errorA = meanError(scores, trainingResults, a);
        double errorB = meanError(scores, trainingResults, b);
        for (int i = 0; i < 60; i++) {
            if (errorA < errorB) {
                high = b;
                b = a;
                errorB = errorA;
                a = high - ratio * (high - low);
                errorA = meanError(scores, trainingResults, a);
            } else {
                low = a;
                a = b;
                errorA = errorB;
                b = low + ratio * (high - low);
                errorB = meanError(scores, trainingResults, b);
            }
        }
        return (low + high) / 2;
    }

    private double error(EvaluationWeights weights, List<String> boards, double[] results) {
        double[] scores;
        try {
            scores = scores(weights, boards);
        } catch (IllegalArgumentException e) {
            return Double.POSITIVE_INFINITY; // weights outside what the piece-square table holds
        }
        return meanError(scores, results, scale);
    }

    /**
     * The quiescence score of {@code position} from White's view with {@code weights}: what the
     * logistic is applied to.
     */
    static int quiescenceScore(EvaluationWeights weights, Board position) {
        double[] scores = new double[1];
        score(new Evaluation(weights), List.of(position.toFen()), 0, 1, scores);
        return (int) scores[0];
    }

    /** The logistic's prediction of White's score from {@code q} (White's view) at scale {@code k}. */
    static double predicted(double q, double k) {
        return 1 / (1 + Math.pow(10, -k * q / 400));
    }

    private static double meanError(double[] scores, double[] results, double k) {
        double sum = 0;
        for (int i = 0; i < scores.length; i++) {
            double difference = results[i] - predicted(scores[i], k);
            sum += difference * difference;
        }
        return sum / scores.length;
    }

    /** The quiescence scores of {@code boards} from White's view with {@code weights}, by {@link #threads} workers. */
    private double[] scores(EvaluationWeights weights, List<String> boards) {
        Evaluation evaluation = new Evaluation(weights);
        double[] scores = new double[boards.size()];
        int chunk = (boards.size() + threads - 1) / threads;
        if (threads == 1) {
            score(evaluation, boards, 0, boards.size(), scores);
            return scores;
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        Workers.run(pool, "tuning", () -> {
            List<Future<?>> parts = new ArrayList<>();
            for (int from = 0; from < boards.size(); from += chunk) {
                int start = from;
                int end = Math.min(boards.size(), from + chunk);
                parts.add(pool.submit(() -> score(evaluation, boards, start, end, scores)));
            }
            for (Future<?> part : parts) {
                part.get();
            }
        });
        return scores;
    }

    private static void score(Evaluation evaluation, List<String> boards, int from, int to, double[] scores) {
        BundleSearch search = new BundleSearch(null,
                SearchSettings.fixedDepth().withEvaluator(evaluation).withQuiescence(Quiescence.IGNORING_DUCK));
        for (int i = from; i < to; i++) {
            Board board = Board.fromFen(boards.get(i), Variant.DUCK);
            int value = search.quiescenceValue(board);
            scores[i] = board.sideToMove() == Color.WHITE ? value : -value;
        }
    }
}
