package org.zwang.duck.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.eval.EvaluationWeights;
import org.zwang.duck.eval.EvaluationWeights.Weight;
import org.zwang.duck.rules.GameRules;
import org.zwang.duck.testing.TestPositions;

/**
 * Texel tuning on a tiny data set whose answer is known: positions labelled by a known evaluation
 * (each label the logistic of that evaluation's quiescence score, at a known scale), fitted from the
 * engine's weights. The fit must find the known weights again, and the same seed must give the same
 * weights whatever the threads.
 */
class TexelTunerTest {

    private static final double SCALE = 1.0;
    /**
     * A fixed evaluation (the hand-set weights the engine had before tuning), so that the test does not
     * move with the engine's weights; the fit starts from it.
     */
    private static final EvaluationWeights START = handSetWeights();
    /** The known evaluation: the same with other piece values (midgame). */
    private static final EvaluationWeights KNOWN = START.with(Weight.KNIGHT_MG, 290)
            .with(Weight.BISHOP_MG, 350).with(Weight.ROOK_MG, 470).with(Weight.QUEEN_MG, 1010);
    private static final List<Weight> PIECES = List.of(Weight.KNIGHT_MG, Weight.BISHOP_MG, Weight.ROOK_MG,
            Weight.QUEEN_MG);

    private static EvaluationWeights handSetWeights() {
        try (InputStream in = TexelTunerTest.class.getResourceAsStream("hand-set-weights.txt")) {
            return EvaluationWeights.parse(
                    new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().collect(Collectors.toList()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Random play from the perft suite's Duck Chess positions: material of every kind, won and lost. */
    private static List<LabelledPosition> labelledByTheKnownEvaluation(int count) {
        Random random = new Random(20261126);
        List<LabelledPosition> positions = new ArrayList<>();
        while (positions.size() < count) {
            Board board = TestPositions.randomPosition(Variant.DUCK, 0, 23, random);
            if (GameRules.result(board).isOver()) {
                continue;
            }
            double label = TexelTuner.predicted(TexelTuner.quiescenceScore(KNOWN, board), SCALE);
            positions.add(new LabelledPosition(board.toFen(), label));
        }
        return positions;
    }

    @Test
    void recoversTheWeightsThatLabelledThePositions() {
        List<LabelledPosition> positions = labelledByTheKnownEvaluation(400);
        TexelTuner tuner = new TexelTuner(positions, 7, 0.2, 1);
        assertEquals(80, tuner.heldOutSize());
        assertEquals(320, tuner.trainingSize());
        List<TexelTuner.Pass> passes = new ArrayList<>();
        TexelTuner.Result result = tuner.tune(START, PIECES, 100, SCALE, passes::add);
        for (Weight weight : PIECES) {
            int found = result.weights().get(weight);
            assertTrue(Math.abs(found - KNOWN.get(weight)) <= 3,
                    weight.id() + ": " + found + ", known " + KNOWN.get(weight) + "; passes " + passes);
        }
        assertEquals(START.get(Weight.PAWN_MG), result.weights().get(Weight.PAWN_MG),
                "a weight not tuned stays");
        assertTrue(result.trainingError() < result.startTrainingError() / 100, result.toString());
        assertTrue(result.heldOutError() < result.startHeldOutError() / 100, result.toString());
    }

    @Test
    void theSameSeedGivesTheSameWeightsWhateverTheThreads() {
        List<LabelledPosition> positions = labelledByTheKnownEvaluation(150);
        TexelTuner.Result one = new TexelTuner(positions, 11, 0.2, 1).tune(START, PIECES, 3,
                Double.NaN, pass -> { });
        TexelTuner.Result two = new TexelTuner(positions, 11, 0.2, 2).tune(START, PIECES, 3,
                Double.NaN, pass -> { });
        assertEquals(one.weights(), two.weights());
        assertEquals(one.scale(), two.scale());
        assertEquals(one.trainingError(), two.trainingError());
    }

    @Test
    void theKnownScaleIsFoundAgain() {
        List<LabelledPosition> positions = labelledByTheKnownEvaluation(150);
        double found = new TexelTuner(positions, 3, 0, 1).fitScale(KNOWN);
        assertEquals(SCALE, found, 0.01);
    }

    @Test
    void linesReadBack() {
        for (String line : List.of("7k/8/8/8/8/p1p5/P1P5/KB6 b - - 0 1 ; 1-0", "8/8/8/8/8/8/8/K1k5 w - - 0 1 ; 1/2-1/2",
                "8/8/8/8/8/8/8/K1k5 w - - 0 1 ; 0-1")) {
            assertEquals(line, LabelledPosition.parse(line).line());
        }
        assertEquals(0.25, LabelledPosition.parse("8/8/8/8/8/8/8/K1k5 w - - 0 1 ; 0.25").whiteScore());
    }
}
