package org.zwang.duck.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.zwang.duck.testing.TestPositions;

class FenTest {

    @Test
    void perftFensRoundTripUnchanged() {
        // Fairy-Stockfish echoed every one of these unchanged (perft-duck.txt header), so must we.
        for (String fen : TestPositions.DUCK_FENS) {
            assertEquals(fen, Board.fromFen(fen, Variant.DUCK).toFen());
        }
        for (String fen : TestPositions.CHESS_FENS) {
            assertEquals(fen, Board.fromFen(fen, Variant.CHESS).toFen());
        }
    }

    @Test
    void duckIsReadAndWrittenAsStar() {
        Board board = Board.fromFen("rnbqkbnr/pppppppp/8/3*4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", Variant.DUCK);
        assertEquals(Square.parse("d5"), board.duckSquare());
        assertEquals(Piece.NONE, board.pieceAt(Square.parse("d5")));
        assertEquals(Color.BLACK, board.sideToMove());
        assertEquals(Square.NONE, Board.startPosition(Variant.DUCK).duckSquare());
    }

    @Test
    void fourFieldFenGetsDefaultCounters() {
        Board board = Board.fromFen("4k3/8/8/8/8/8/8/4K3 w - -", Variant.CHESS);
        assertEquals("4k3/8/8/8/8/8/8/4K3 w - - 0 1", board.toFen());
    }

    @Test
    void enPassantFieldKeptOnlyWhenACaptureIsPossible() {
        // a black pawn on d4 can take e3: kept (perft-duck.txt [S11])
        assertEquals(Square.parse("e3"), Board.fromFen(TestPositions.DUCK_FENS.get(10), Variant.DUCK).enPassantSquare());
        // after 1.e4 no black pawn can take on e3: dropped, as Fairy-Stockfish does
        Board board = Board.fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", Variant.CHESS);
        assertEquals(Square.NONE, board.enPassantSquare());
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", board.toFen());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "''                                                           | empty",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq          | 3 fields",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1             | 7 ranks",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1   | more than 8 squares",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1     | covers 7 squares",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1    | unknown piece 'X'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1    | side to move 'x'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1    | castling field 'KQkx'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1    | 'K' needs the white king on e1 and a rook on h1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Qk - 0 1      | 'Q' needs the white king on e1 and a rook on a1",
        "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kq - 0 1      | 'q' needs the black king on e8 and a rook on a8",
        "rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w k - 0 1       | 'k' needs the black king on e8 and a rook on h8",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KqK - 0 1     | 'K' twice",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e4 0 1   | en passant field 'e4'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq d6 0 1   | no black pawn can just have moved from d7 to d5",
        "rnbqkbnr/ppp1pppp/8/3p4/8/8/PPPPPPPP/RNBQKBNR w KQkq c6 0 1 | en passant field 'c6'",
        "rnbqkb1r/ppp1pppp/3n4/3p4/8/8/PPPPPPPP/RNBQKBNR w KQkq d6 0 1 | it needs the pawn on d5 and d6 and d7 empty",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1    | halfmove clock 'x'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0    | move number '0'",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1      | white has 0 kings",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w kq - 0 1      | white has 2 kings",
        "rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1     | white pawn on h8",
        "rnbqkbnr/pppppppp/8/3**3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | two ducks",
        "rnbqkbnr/pppppppp/8/3*4/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1  | variant is standard chess",
        "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1                             | black king on e8 is in check",
        "4k3/pppppppp/pppppppp/pppp4/8/8/8/4K3 w - - 0 1              | black has 21 pieces",
    })
    void malformedFensGiveOneLineNamingTheProblem(String fen, String expected) {
        Variant variant = expected.contains("ducks") ? Variant.DUCK : Variant.CHESS;
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> Board.fromFen(fen, variant));
        assertTrue(error.getMessage().contains(expected), error.getMessage());
        assertFalse(error.getMessage().contains("\n"));
    }

    @Property(tries = 300)
    void randomPositionsRoundTrip(@ForAll(supplier = TestPositions.DuckPositions.class) Board board) {
        Board reparsed = Board.fromFen(board.toFen(), Variant.DUCK);
        assertEquals(board.toFen(), reparsed.toFen());
        assertEquals(board.key(), reparsed.key());
    }

}
