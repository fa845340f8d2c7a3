package org.zwang.duck.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.eval.EvaluationWeights.Weight;

/** The evaluation's weights: read back as written, and each one the number the evaluation uses. */
class EvaluationWeightsTest {

    @Test
    void textReadsBackAndUnnamedWeightsKeepTheEnginesValues() {
        EvaluationWeights changed = EvaluationWeights.DEFAULT.with(Weight.ROOK_EG, 555).with(Weight.TEMPO, -3);
        assertEquals(changed, EvaluationWeights.parse(List.of(changed.toText().split("\n"))));
        assertEquals(changed, EvaluationWeights.parse(List.of("# two weights", "", "rook-eg 555", "tempo -3")));
        assertEquals(Weight.values().length, EvaluationWeights.DEFAULT.toText().lines().count());
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> EvaluationWeights.parse(List.of("tempo 5", "dragon-mg 900")));
        assertTrue(unknown.getMessage().startsWith("line 2:"), unknown.getMessage());
    }

    /**
     * With all the pieces on (phase 24: pure midgame) and White a knight up (for its h-pawn), the midgame knight value
     * counts once for White, so raising it by 100 raises White's evaluation by exactly 100; the
     * endgame value counts nothing there.
     */
    @Test
    void aWeightIsTheNumberTheEvaluationUses() {
        Board knightUp = Board.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPN/RNBQKBNR w KQkq - 0 1", Variant.DUCK);
        int before = Evaluation.STANDARD.evaluate(knightUp);
        EvaluationWeights heavier = EvaluationWeights.DEFAULT.with(Weight.KNIGHT_MG,
                EvaluationWeights.DEFAULT.get(Weight.KNIGHT_MG) + 100);
        assertEquals(before + 100, new Evaluation(heavier).evaluate(knightUp));
        EvaluationWeights endgame = EvaluationWeights.DEFAULT.with(Weight.KNIGHT_EG, 900);
        assertEquals(before, new Evaluation(endgame).evaluate(knightUp));
        assertEquals(before, new Evaluation(EvaluationWeights.DEFAULT).evaluate(knightUp), "the default is the engine's");
    }
}
