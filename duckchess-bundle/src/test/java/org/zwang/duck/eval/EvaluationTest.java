package org.zwang.duck.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Fen;
import org.zwang.duck.board.Variant;

/** Hand-checked properties of the evaluation; its colour symmetry is a property in ColourFlipProperties. */
class EvaluationTest {

    private static int evaluate(String fen) {
        return Evaluation.STANDARD.evaluate(Board.fromFen(fen, Variant.DUCK));
    }

    @Test
    void theStartPositionIsWorthTheTempo() {
        // symmetric position: every term cancels except the side to move's tempo bonus
        int tempo = EvaluationWeights.DEFAULT.get(EvaluationWeights.Weight.TEMPO);
        assertEquals(tempo, Evaluation.STANDARD.evaluate(Board.fromFen(Fen.START, Variant.DUCK)));
        assertEquals(tempo, evaluate("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"));
    }

    @Test
    void materialCounts() {
        int withoutQueen = evaluate("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertTrue(withoutQueen > 800 && withoutQueen < 1200, "a queen up: " + withoutQueen);
        assertEquals(Evaluator.MATERIAL.evaluate(Board.fromFen("4k3/8/8/8/8/8/8/R3K3 b - - 0 1", Variant.DUCK)), -500);
    }

    @Test
    void aKingTheSideToMoveCanTakeIsAlmostAWin() {
        // the white knight on f6 attacks the black king on e8; no duck can stand between
        int whiteToMove = evaluate("4k3/8/5N2/8/8/8/8/4K3 w - - 0 1");
        int blackToMove = evaluate("4k3/8/5N2/8/8/8/8/4K3 b - - 0 1");
        assertTrue(whiteToMove > 1500, "White takes the king next: " + whiteToMove);
        assertTrue(whiteToMove > -blackToMove + 1000, "and with Black to move it is only a threat");
    }

    @Test
    void aShelteredKingIsSafer() {
        // with queens on, so the midgame terms count
        int sheltered = evaluate("q3k3/8/8/8/8/8/5PPP/Q5K1 w - - 0 1");
        int bare = evaluate("q3k3/8/8/8/8/8/PPP5/Q5K1 w - - 0 1");
        assertTrue(sheltered > bare, "shelter " + sheltered + " vs pawns far away " + bare);
    }
}
