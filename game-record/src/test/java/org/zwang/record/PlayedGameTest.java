package org.zwang.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Variant;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.duck.rules.GameResult;
import org.zwang.duck.rules.GameRules;

class PlayedGameTest {

    @Test
    void playsUndoesAndRefusesIllegalMovesWithoutChange() {
        PlayedGame game = PlayedGame.standardStart(Variant.DUCK);
        game.playUci("e2e4,e4d5");
        String before = game.board().toFen();
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> game.playUci("d7d5,d5d4"));
        assertEquals("illegal move 'd7d5,d5d4': the duck on d5 blocks it", error.getMessage());
        assertEquals(before, game.board().toFen());
        assertEquals(1, game.moveCount());
        assertTrue(game.undo());
        assertFalse(game.undo());
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", game.board().toFen());
    }

    @Test
    void xboardNotationTakesThePromotionLetterLast() {
        PlayedGame game = PlayedGame.fromFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", Variant.DUCK);
        int move = game.playXboard("a7a8,a8b8q");
        assertTrue(Move.isPromotion(move));
        assertEquals("a7a8q,a8b8", MoveNotation.toUci(move));
    }

    @Test
    void kingCaptureEndsTheGameAndMovesAfterItAreRefused() {
        // White's rook takes the black king on e8 (nothing stands between them)
        PlayedGame game = PlayedGame.fromFen("4k3/8/8/8/8/8/8/4RK2 w - - 0 1", Variant.DUCK);
        game.playUci("e1e8,e8d4");
        GameResult result = game.result();
        assertTrue(result.isOver());
        assertEquals("1-0 {White captures the king}", ResultText.claim(result));
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> game.playUci("f1f2,f2f3"));
        assertTrue(error.getMessage().contains("the game is over"), error.getMessage());
    }

    @Test
    void checkedPlayRefusesAMoveOfAnotherPosition() {
        PlayedGame game = PlayedGame.standardStart(Variant.CHESS);
        Board other = Board.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", Variant.CHESS);
        int rookMove = MoveNotation.parseUci(other, "a1a5");
        assertFalse(GameRules.isLegalTurn(game.board(), rookMove));
        assertThrows(IllegalArgumentException.class, () -> game.playChecked(rookMove));
        assertFalse(GameRules.isLegalTurn(PlayedGame.standardStart(Variant.DUCK).board(),
                MoveNotation.parseUci(game.board(), "e2e4")), "a duck turn needs its duck square");
    }

    @Test
    void threefoldRepetitionIsADraw() {
        PlayedGame game = PlayedGame.standardStart(Variant.CHESS);
        for (int i = 0; i < 2; i++) {
            for (String move : new String[] {"g1f3", "g8f6", "f3g1", "f6g8"}) {
                game.playUci(move);
            }
        }
        assertEquals("1/2-1/2 {Draw by repetition}", ResultText.claim(game.result()));
    }
}
