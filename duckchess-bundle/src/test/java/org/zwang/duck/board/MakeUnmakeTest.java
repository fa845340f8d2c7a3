package org.zwang.duck.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.testing.TestPositions;

class MakeUnmakeTest {

    /**
     * Every turn of a random position: after making it the board is consistent (bitboards, mailbox,
     * key and piece-square sum equal their from-scratch values); after unmaking it, FEN and key
     * are back. Then a random line of turns is played and taken back entirely.
     */
    @Property(tries = 200)
    void duckTurnsAreUndoneExactly(@ForAll(supplier = TestPositions.DuckPositions.class) Board board, @ForAll long seed) {
        checkEveryMove(board, true);
        checkRandomLine(board, seed);
    }

    @Property(tries = 200)
    void chessMovesAreUndoneExactly(@ForAll(supplier = TestPositions.ChessPositions.class) Board board, @ForAll long seed) {
        checkEveryMove(board, false);
        checkRandomLine(board, seed);
    }

    private static void checkEveryMove(Board board, boolean turns) {
        String fen = board.toFen();
        long key = board.key();
        int[] moves = new int[MoveGenerator.MAX_TURNS];
        int count = turns ? MoveGenerator.generateTurns(board, moves, 0) : MoveGenerator.generateLegal(board, moves, 0);
        for (int i = 0; i < count; i++) {
            board.makeMove(moves[i]);
            assertTrue(board.isConsistent(), () -> "inconsistent after " + Move.toString(board.moveBefore(0)) + " from " + fen);
            // the incremental state also equals that of a board parsed from the resulting FEN
            Board parsed = Board.fromFen(board.toFen(), board.variant());
            assertEquals(parsed.key(), board.key(), () -> "key differs from FEN after a move from " + fen);
            board.unmakeMove();
            assertEquals(fen, board.toFen());
            assertEquals(key, board.key());
        }
        assertTrue(board.isConsistent());
    }

    private static void checkRandomLine(Board board, long seed) {
        String fen = board.toFen();
        long key = board.key();
        int before = board.historySize();
        TestPositions.randomPlay(board, 12, new Random(seed));
        while (board.historySize() > before) {
            board.unmakeMove();
        }
        assertEquals(fen, board.toFen());
        assertEquals(key, board.key());
        assertTrue(board.isConsistent());
    }

    @Test
    void duckOnThePassedOverSquareRemovesTheEnPassantRight() {
        // [S12] white can take e5xf6 e.p.; a black double step whose duck lands on the passed
        // square creates no right (docs/duck-chess-rules.md, "Rules")
        Board board = Board.fromFen("rnbqkbnr/ppp1pppp/8/4P3/8/1*6/PPPP1PPP/RNBQKBNR b KQkq - 0 2", Variant.DUCK);
        int doubleStep = Move.of(Square.parse("f7"), Square.parse("f5"), Piece.BLACK_PAWN, Piece.NONE, Move.DOUBLE_PUSH);
        board.makeMove(Move.withDuck(doubleStep, Square.parse("a4")));
        assertEquals(Square.parse("f6"), board.enPassantSquare());
        board.unmakeMove();
        board.makeMove(Move.withDuck(doubleStep, Square.parse("f6")));
        assertEquals(Square.NONE, board.enPassantSquare());
        assertEquals(Board.fromFen(board.toFen(), Variant.DUCK).key(), board.key());
    }

    @Test
    void aNullMoveOnlyPassesTheTurnAndIsUndoneExactly() {
        // a black double step gave White an e.p. right on f6; a pass forfeits it
        String before = "rnbqkbnr/ppppp1pp/8/4Pp2/8/1*6/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
        Board board = Board.fromFen(before, Variant.DUCK);
        long key = board.key();
        board.makeNullMove();
        assertEquals("rnbqkbnr/ppppp1pp/8/4Pp2/8/1*6/PPPP1PPP/RNBQKBNR b KQkq - 1 3", board.toFen());
        assertEquals(Board.fromFen(board.toFen(), Variant.DUCK).key(), board.key());
        assertTrue(board.isConsistent());
        board.unmakeMove();
        assertEquals(before, board.toFen());
        assertEquals(key, board.key());
        assertTrue(board.isConsistent());
    }

    @Test
    void keyDependsOnDuckSquare() {
        Board a = Board.fromFen("rnbqkbnr/pppppppp/8/3*4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", Variant.DUCK);
        Board b = Board.fromFen("rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", Variant.DUCK);
        assertTrue(a.key() != b.key());
        assertEquals(a.keyWithoutDuck(), b.keyWithoutDuck());
    }

    @Test
    void historyGrowsPastItsInitialSize() {
        Board board = Board.fromFen("4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", Variant.CHESS);
        String fen = board.toFen();
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        Random random = new Random(7);
        for (int i = 0; i < 3000; i++) {
            int count = MoveGenerator.generateLegal(board, moves, 0);
            board.makeMove(moves[random.nextInt(count)]);
        }
        while (board.historySize() > 0) {
            board.unmakeMove();
        }
        assertEquals(fen, board.toFen());
    }
}
