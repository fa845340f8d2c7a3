package org.zwang.duck.notation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Square;
import org.zwang.duck.board.Variant;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.testing.TestPositions;

class MoveNotationTest {

    /** Every turn formats to text that parses back to the same turn, in both notations. */
    @Property(tries = 150)
    void everyTurnRoundTrips(@ForAll(supplier = TestPositions.DuckPositions.class) Board board) {
        int[] turns = new int[MoveGenerator.MAX_TURNS];
        int count = MoveGenerator.generateTurns(board, turns, 0);
        for (int i = 0; i < count; i++) {
            int turn = turns[i];
            assertEquals(turn, MoveNotation.parseUci(board, MoveNotation.toUci(turn)));
            assertEquals(turn, MoveNotation.parseXboard(board, MoveNotation.toXboard(turn)));
        }
    }

    @Property(tries = 150)
    void everyChessMoveRoundTrips(@ForAll(supplier = TestPositions.ChessPositions.class) Board board) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.generateLegal(board, moves, 0);
        for (int i = 0; i < count; i++) {
            assertEquals(moves[i], MoveNotation.parseUci(board, MoveNotation.toUci(moves[i])));
        }
    }

    @Test
    void aKingCaptureNeedsNoDuckLeg() {
        Board board = Board.fromFen("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", Variant.DUCK);
        int capture = MoveNotation.parseUci(board, "e1e8");
        assertFalse(Move.hasDuck(capture));
        assertTrue(MoveNotation.capturesKing(capture));
        assertEquals("e1e8", MoveNotation.toUci(capture));
        // with a duck leg it is still read, as an engine may write it
        assertEquals(Square.parse("a3"), Move.duckSquare(MoveNotation.parseUci(board, "e1e8,e8a3")));
        IllegalArgumentException noKing = assertThrows(IllegalArgumentException.class,
                () -> MoveNotation.parseUci(board, "e1e7"));
        assertTrue(noKing.getMessage().contains("the duck leg is missing"), noKing.getMessage());
    }

    @Test
    void handWrittenExamplesFromTheRulesReference() {
        Board start = Board.startPosition(Variant.DUCK);
        int turn = MoveNotation.parseUci(start, "e2e4,e4d5");
        assertEquals(Square.parse("e2"), Move.from(turn));
        assertEquals(Square.parse("e4"), Move.to(turn));
        assertEquals(Square.parse("d5"), Move.duckSquare(turn));
        assertEquals("e2e4,e4d5", MoveNotation.toUci(turn));
        assertEquals("e2e4,e4d5", MoveNotation.toXboard(turn));
        assertArrayEquals(new String[] {"e2e4,", "e4d5"}, MoveNotation.toXboardLegs(turn));

        Board promotion = Board.fromFen("r1n1k2r/1P4P1/8/8/8/8/1p4p1/R1N1K2R w KQkq - 0 1", Variant.DUCK);
        int capturePromotion = MoveNotation.parseUci(promotion, "b7a8q,a8b8");
        assertEquals("b7a8q,a8b8", MoveNotation.toUci(capturePromotion));
        assertEquals("b7a8,a8b8q", MoveNotation.toXboard(capturePromotion));
        assertEquals(capturePromotion, MoveNotation.parseXboard(promotion, "b7a8,a8b8q"));
        assertArrayEquals(new String[] {"b7a8,", "a8b8q"}, MoveNotation.toXboardLegs(capturePromotion));

        int castling = MoveNotation.parseUci(promotion, "e1g1,g1e4");
        assertTrue(Move.isCastling(castling));
        assertEquals(Square.parse("e4"), Move.duckSquare(castling));

        Board chess = Board.startPosition(Variant.CHESS);
        int plain = MoveNotation.parseUci(chess, "e2e4");
        assertFalse(Move.hasDuck(plain));
        assertEquals("e2e4", MoveNotation.toUci(plain));
        assertArrayEquals(new String[] {"e2e4"}, MoveNotation.toXboardLegs(plain));
    }

    @Test
    void firstTurnPlacesTheDuckAnywhereEmpty() {
        Board start = Board.startPosition(Variant.DUCK);
        // the square the knight leaves is empty after the move, so the duck may go there
        int turn = MoveNotation.parseUci(start, "g1f3,f3g1");
        assertEquals(Square.G1, Move.duckSquare(turn));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "duck  | ''            | empty",
        "duck  | e2e4          | the duck leg is missing",
        "duck  | e2e          | bad move 'e2e'",
        "duck  | e2e4,e4       | bad move 'e2e4,e4'",
        "duck  | z2e4,e4d5     | bad move 'z2e4,e4d5'",
        "duck  | e2e4x,e4d5    | promotion letter 'x'",
        "duck  | e2e5,e5d5     | the white pawn on e2 cannot move to e5",
        "duck  | e3e4,e4d5     | no piece on e3",
        "duck  | e7e5,e5d5     | the black pawn on e7 is not white's to move",
        "duck  | e2e4,e5d5     | the duck leg must start at e4",
        "duck  | e2e4,e4e7     | the duck cannot go to e7",
        "duck  | e2e4,e4e4     | the duck cannot go to e4",
        "duck  | e2e4q,e4d5    | only a pawn reaching the last rank promotes",
        "duck  | e2e4q,e4d5q   | two promotion letters",
        "chess | e2e4,e4d5     | standard chess moves have no duck leg",
        "chess | e1e2          | the white king on e1 cannot move to e2",
    })
    void badMovesGiveOneLineNamingTheMove(String variant, String text, String expected) {
        Board board = Board.startPosition(Variant.parse(variant));
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> MoveNotation.parseUci(board, text));
        assertTrue(error.getMessage().contains(expected), error.getMessage());
        assertTrue(error.getMessage().contains("'" + text.trim() + "'"), error.getMessage());
        assertFalse(error.getMessage().contains("\n"));
    }

    @Test
    void duckSpecificErrors() {
        Board board = Board.fromFen("rnbqkbnr/pppppppp/8/3*4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", Variant.DUCK);
        assertMessage(board, "e7e6,e6d5", "the duck already stands on d5 and must move");
        assertMessage(board, "d7d5,d5d4", "the duck on d5 blocks it");
        assertMessage(board, "d5d4,d4d3", "the duck stands on d5");
        Board promotion = Board.fromFen("r1n1k2r/1P4P1/8/8/8/8/1p4p1/R1N1K2R w KQkq - 0 1", Variant.DUCK);
        assertMessage(promotion, "g7g8,g8d5", "must promote");
        Board chess = Board.fromFen("3rkr2/8/8/8/1b6/8/8/R3K2R w KQ - 0 1", Variant.CHESS);
        assertMessage(chess, "e1g1", "castling out of, through or into check");
        assertMessage(chess, "a1a2", "leaves the white king in check");
    }

    private static void assertMessage(Board board, String text, String expected) {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> MoveNotation.parseUci(board, text));
        assertTrue(error.getMessage().contains(expected), error.getMessage());
    }
}
