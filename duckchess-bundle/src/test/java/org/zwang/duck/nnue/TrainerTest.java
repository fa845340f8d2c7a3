package org.zwang.duck.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Color;
import org.zwang.duck.board.PieceType;
import org.zwang.duck.tune.LabelledPosition;

/** Training on a small fixed set: the loss falls, and the same seed gives the same network. */
class TrainerTest {

    /**
     * 600 positions of seeded random games, labelled by a rule the network can learn: the game's
     * result is White's if White has more material (pawn 1, knight and bishop 3, rook 5, queen 9),
     * Black's if Black has, a draw otherwise; the search score is 100 centipawns a material point.
     */
    private static List<LabelledPosition> labelled() {
        int[] values = {1, 3, 3, 5, 9, 0};
        List<LabelledPosition> positions = new ArrayList<>();
        for (Board board : NnueTesting.randomPositions(600, 80, 9)) {
            int balance = 0;
            for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
                balance += values[type] * (Long.bitCount(board.pieces(Color.WHITE, type))
                        - Long.bitCount(board.pieces(Color.BLACK, type)));
            }
            double result = balance > 0 ? 1 : balance < 0 ? 0 : 0.5;
            positions.add(new LabelledPosition(board.toFen(), result, Math.max(-3000, Math.min(3000, 100 * balance))));
        }
        return positions;
    }

    @Test
    void trainingLowersTheLossOnAFixedSet() {
        TrainingSet set = new TrainingSet(labelled(), 0.5);
        FloatNetwork network = FloatNetwork.random(16, 1);
        double before = Trainer.loss(network, set);
        List<Trainer.Epoch> epochs = new ArrayList<>();
        new Trainer(set, new Trainer.Settings(15, 64, 0.01, 2, 1, 0)).train(network, epochs::add);
        double after = Trainer.loss(network, set);
        assertEquals(15, epochs.size());
        assertTrue(after < before * 0.5, "loss " + before + " -> " + after);
        assertTrue(epochs.get(14).trainingLoss() < epochs.get(0).trainingLoss(), epochs.toString());
    }

    @Test
    void theSameSeedGivesTheSameNetwork() {
        TrainingSet set = new TrainingSet(labelled().subList(0, 200), 1);
        Trainer.Settings settings = new Trainer.Settings(2, 32, 0.01, 2, 4, 0.1);
        FloatNetwork first = FloatNetwork.random(8, 2);
        FloatNetwork second = FloatNetwork.random(8, 2);
        new Trainer(set, settings).train(first, epoch -> { });
        new Trainer(set, settings).train(second, epoch -> { });
        assertEquals(java.util.Arrays.toString(first.quantise().inputWeights()),
                java.util.Arrays.toString(second.quantise().inputWeights()));
    }

    @Test
    void targetsBlendScoreAndResultForTheSideToMove() {
        // Black to move, White won, White's score +400: for Black result 0, score -400 -> sigmoid(-1)
        String fen = "4k3/8/8/8/8/8/8/4K2Q b - - 0 1";
        TrainingSet set = new TrainingSet(List.of(new LabelledPosition(fen, 1, 400)), 0.25);
        double expected = 0.25 / (1 + Math.exp(1)) + 0.75 * 0;
        assertEquals(expected, set.target(0), 1e-6);
    }
}
