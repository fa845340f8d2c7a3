package org.zwang.duck.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.eval.Evaluator;
import org.zwang.duck.tune.LabelledPosition;

class QuietPositionsTest {

    /** White to move without its queen; Black to move the same. */
    private static final String WHITE_DOWN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1";
    private static final String BLACK_TO_MOVE_DOWN = "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1";

    private static int staticForWhite(String fen) {
        Board board = Board.fromFen(fen, Variant.DUCK);
        int forMover = Evaluator.STANDARD.evaluate(board);
        return fen.contains(" w ") ? forMover : -forMover;
    }

    @Test
    void keepsScoresNearTheStaticOneFromWhitesViewAndDropsExchangesAndMates() {
        int whiteDown = staticForWhite(WHITE_DOWN);
        int blackDown = staticForWhite(BLACK_TO_MOVE_DOWN);
        // a queen is worth hundreds of centipawns: the static scores from White's view have opposite signs
        assertTrue(whiteDown < -300 && blackDown > 300, whiteDown + " " + blackDown);
        LabelledPosition near = new LabelledPosition(WHITE_DOWN, 0, whiteDown + 100);
        LabelledPosition far = new LabelledPosition(WHITE_DOWN, 0, whiteDown + 300);
        LabelledPosition blackNear = new LabelledPosition(BLACK_TO_MOVE_DOWN, 1, blackDown - 120);
        LabelledPosition blackMirrored = new LabelledPosition(BLACK_TO_MOVE_DOWN, 1, -blackDown);
        LabelledPosition mate = new LabelledPosition(BLACK_TO_MOVE_DOWN, 1, LabelledPosition.MAX_SCORE);
        LabelledPosition resultOnly = new LabelledPosition(WHITE_DOWN, 0);
        List<LabelledPosition> all = List.of(near, far, blackNear, blackMirrored, mate, resultOnly);
        assertEquals(List.of(near, blackNear, resultOnly), QuietPositions.keep(all, 120));
        assertEquals(List.of(near, far, blackNear, resultOnly), QuietPositions.keep(all, 300));
    }

    @Test
    void refusesANegativeGapAndNamesABadPosition() {
        assertThrows(IllegalArgumentException.class, () -> QuietPositions.keep(List.of(), -1));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> QuietPositions.keep(
                List.of(new LabelledPosition(WHITE_DOWN, 0, 0), new LabelledPosition("not a fen", 0, 0)), 100));
        assertTrue(e.getMessage().startsWith("position 2: "), e.getMessage());
    }
}
