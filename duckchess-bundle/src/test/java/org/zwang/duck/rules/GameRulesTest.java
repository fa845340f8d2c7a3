package org.zwang.duck.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.duck.rules.GameResult.Outcome;
import org.zwang.duck.rules.GameResult.Termination;

/** Hand-checked end-of-game positions for both variants. */
class GameRulesTest {

    @Test
    void startIsOngoing() {
        assertEquals(GameResult.ONGOING, GameRules.result(Board.startPosition(Variant.DUCK)));
        assertEquals(GameResult.ONGOING, GameRules.result(Board.startPosition(Variant.CHESS)));
        assertEquals("*", GameResult.ONGOING.pgn());
    }

    @Test
    void capturingTheKingWins() {
        // [S16] Qh4xe1 takes the white king
        Board board = Board.fromFen("rnb1kbnr/pppp1ppp/8/4p3/5PPq/7*/PPPPP2P/RNBQKBNR b KQkq - 0 3", Variant.DUCK);
        board.makeMove(MoveNotation.parseUci(board, "h4e1,e1a6"));
        GameResult result = GameRules.result(board);
        assertEquals(new GameResult(Outcome.BLACK_WINS, Termination.KING_CAPTURED), result);
        assertEquals("0-1 {king captured}", result.toString());
    }

    @Test
    void theStalematedSideWins() {
        // [S17] White: Ka1, Bb1, pawns a2 c2; black pawns a3 c3; duck b2. No white move exists.
        Board board = Board.fromFen("7k/8/8/8/8/p1p5/P*P5/KB6 w - - 0 1", Variant.DUCK);
        assertEquals(new GameResult(Outcome.WHITE_WINS, Termination.STALEMATE_WIN), GameRules.result(board));
        // [S18] Black can create it by putting the duck on b2; afterwards White, to move, wins
        Board before = Board.fromFen("7k/8/8/8/8/p1p5/P1P5/KB6 b - - 0 1", Variant.DUCK);
        before.makeMove(MoveNotation.parseUci(before, "h8g8,g8b2"));
        assertEquals(Outcome.WHITE_WINS, GameRules.result(before).outcome());
    }

    @Test
    void fiftyMoveRuleDraws() {
        Board board = Board.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", Variant.DUCK);
        assertFalse(GameRules.result(board).isOver());
        board.makeMove(MoveNotation.parseUci(board, "a1a2,a2d4"));
        assertEquals(new GameResult(Outcome.DRAW, Termination.FIFTY_MOVES), GameRules.result(board));
        assertEquals("1/2-1/2", GameRules.result(board).pgn());
        // a capture or pawn move resets the count
        board.unmakeMove();
        assertEquals(99, board.halfmoveClock());
    }

    @Test
    void threefoldRepetitionDrawsAndIncludesTheDuck() {
        Board board = Board.fromFen("4k3/8/8/8/8/8/8/N3K2n w - - 0 1", Variant.DUCK);
        String[] cycle = {"a1b3,b3d4", "h1g3,g3d5", "b3a1,a1d4", "g3h1,h1d5"};
        // first pass: duck ends on d5 each cycle, but the first position had no duck at all
        for (String move : cycle) {
            board.makeMove(MoveNotation.parseUci(board, move));
        }
        int occurrencesOfThisPosition = 1 + board.repetitionCount();
        assertEquals(1, occurrencesOfThisPosition, "the start had no duck: a different position");
        for (String move : cycle) {
            board.makeMove(MoveNotation.parseUci(board, move));
        }
        assertTrue(board.isRepetition());
        assertEquals(1, board.repetitionCount());
        assertFalse(GameRules.result(board).isOver());
        for (String move : cycle) {
            board.makeMove(MoveNotation.parseUci(board, move));
        }
        assertEquals(2, board.repetitionCount());
        assertEquals(new GameResult(Outcome.DRAW, Termination.REPETITION), GameRules.result(board));
    }

    @Test
    void duckChessKnowsNoInsufficientMaterial() {
        Board duck = Board.fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1", Variant.DUCK);
        assertFalse(GameRules.isInsufficientMaterial(duck));
        assertFalse(GameRules.result(duck).isOver());
    }

    @Test
    void standardChessEndings() {
        Board mate = Board.startPosition(Variant.CHESS);
        for (String move : new String[] {"f2f3", "e7e5", "g2g4", "d8h4"}) {
            mate.makeMove(MoveNotation.parseUci(mate, move));
        }
        assertEquals(new GameResult(Outcome.BLACK_WINS, Termination.CHECKMATE), GameRules.result(mate));

        Board stalemate = Board.fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", Variant.CHESS);
        assertEquals(new GameResult(Outcome.DRAW, Termination.STALEMATE), GameRules.result(stalemate));

        assertEquals(Termination.INSUFFICIENT_MATERIAL,
                GameRules.result(Board.fromFen("4k3/8/8/8/8/8/8/4KB2 w - - 0 1", Variant.CHESS)).termination());
        assertEquals(Termination.INSUFFICIENT_MATERIAL, // both bishops on light squares (f1, c8)
                GameRules.result(Board.fromFen("2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1", Variant.CHESS)).termination());
        assertFalse(GameRules.isInsufficientMaterial(Board.fromFen("1b2k3/8/8/8/8/8/8/4KB2 w - - 0 1", Variant.CHESS)));
        assertFalse(GameRules.isInsufficientMaterial(Board.fromFen("4k3/8/8/8/8/8/8/3NKN2 w - - 0 1", Variant.CHESS)));
        assertFalse(GameRules.isInsufficientMaterial(Board.fromFen("4k3/8/8/8/8/8/P7/4K3 w - - 0 1", Variant.CHESS)));
    }

    /** A flag fallen against a lone king draws in chess (white to lose on time here), never in Duck Chess. */
    @Test
    void aFlagFallenAgainstALoneKingIsADrawInChessOnly() {
        int white = org.zwang.duck.board.Color.WHITE;
        int black = org.zwang.duck.board.Color.BLACK;
        Board loneBlackKing = Board.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", Variant.CHESS);
        assertTrue(GameRules.flagFallIsDraw(loneBlackKing, white), "black has only the king");
        assertFalse(GameRules.flagFallIsDraw(loneBlackKing, black), "white has a rook");
        assertFalse(GameRules.flagFallIsDraw(Board.fromFen("4k3/7p/8/8/8/8/8/R3K3 w - - 0 1", Variant.CHESS), white),
                "black's pawn can still mate");
        assertFalse(GameRules.flagFallIsDraw(Board.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", Variant.DUCK), white),
                "a lone king wins in Duck Chess");
    }
}
