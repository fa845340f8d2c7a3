package org.zwang.duck.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.TreeSet;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Color;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Piece;
import org.zwang.duck.board.PieceType;
import org.zwang.duck.board.Square;
import org.zwang.duck.board.Variant;
import org.zwang.duck.testing.TestPositions;

class MoveGeneratorTest {

    /**
     * The legality filter against brute force: a pseudo-legal move is legal iff after making it
     * the mover's king is not attacked, and for castling the king was not in check and did not
     * pass through an attacked square.
     */
    @Property(tries = 300)
    void legalMovesEqualPseudoLegalMovesThatKeepTheKingSafe(@ForAll("chessPositions") Board board) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.generate(board, moves, 0);
        TreeSet<Integer> expected = new TreeSet<>();
        int us = board.sideToMove();
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            boolean legal = true;
            if (Move.isCastling(move)) {
                int passed = (Move.from(move) + Move.to(move)) / 2;
                legal = !board.isAttacked(Move.from(move), us ^ 1) && !board.isAttacked(passed, us ^ 1);
            }
            board.makeMove(move);
            legal &= !board.isAttacked(board.kingSquare(us), us ^ 1);
            board.unmakeMove();
            if (legal) {
                expected.add(move);
            }
        }
        int legalCount = MoveGenerator.generateLegal(board, moves, 0);
        TreeSet<Integer> actual = new TreeSet<>();
        for (int i = 0; i < legalCount; i++) {
            actual.add(moves[i]);
            assertTrue(MoveGenerator.isLegal(board, moves[i]));
        }
        assertEquals(expected, actual, board::toFen);
    }

    /** Turns are exactly each chess move times each empty square other than the duck's. */
    @Property(tries = 200)
    void turnsCombineEveryMoveWithEveryFreeSquare(@ForAll("duckPositions") Board board) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.generate(board, moves, 0);
        TreeSet<Integer> expected = new TreeSet<>();
        for (int i = 0; i < count; i++) {
            board.makeMove(moves[i]);
            for (int square = 0; square < 64; square++) {
                if (board.pieceAt(square) == Piece.NONE && square != board.duckSquare()) {
                    expected.add(Move.withDuck(moves[i], square));
                }
            }
            board.unmakeMove();
        }
        int[] turns = new int[MoveGenerator.MAX_TURNS];
        int turnCount = MoveGenerator.generateTurns(board, turns, 3);
        TreeSet<Integer> actual = new TreeSet<>();
        for (int i = 0; i < turnCount; i++) {
            actual.add(turns[3 + i]);
        }
        assertEquals(turnCount, actual.size());
        assertEquals(expected, actual);
    }

    /** Tactical moves are exactly the captures and promotions of the full list. */
    @Property(tries = 200)
    void tacticalMovesAreTheCapturesAndPromotions(@ForAll("duckPositions") Board board) {
        for (boolean respectDuck : new boolean[] {true, false}) {
            int[] moves = new int[MoveGenerator.MAX_MOVES];
            int count = respectDuck ? MoveGenerator.generate(board, moves, 0)
                    : MoveGenerator.generateIgnoringDuck(board, moves, 0);
            int[] expected = Arrays.stream(moves, 0, count)
                    .filter(m -> Move.isCapture(m) || Move.isPromotion(m)).sorted().toArray();
            int tacticalCount = MoveGenerator.generateTactical(board, moves, 0, respectDuck);
            int[] actual = Arrays.stream(moves, 0, tacticalCount).sorted().toArray();
            assertEquals(Arrays.toString(expected), Arrays.toString(actual));
        }
    }

    /** Encoded moves describe the board: the moving piece stands on from, the victim where it is taken. */
    @Property(tries = 200)
    void movesRecordTheirPieces(@ForAll("duckPositions") Board board) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.generateIgnoringDuck(board, moves, 0);
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            assertEquals(board.pieceAt(Move.from(move)), Move.piece(move));
            assertEquals(board.sideToMove(), Piece.color(Move.piece(move)));
            int victim = board.pieceAt(Move.captureSquare(move));
            assertEquals(Move.isEnPassant(move) || Move.isCapture(move) ? victim : Piece.NONE, Move.captured(move));
            assertTrue(Move.captured(move) == Piece.NONE || Piece.color(Move.captured(move)) != board.sideToMove());
        }
    }

    @Provide
    Arbitrary<Board> duckPositions() {
        return TestPositions.duckPositions(30);
    }

    @Provide
    Arbitrary<Board> chessPositions() {
        return TestPositions.chessPositions(60);
    }

    @Test
    void duckChessHasNoCheck() {
        // [S15] the white king on e1 is attacked by Qh4; moves that ignore it are legal in Duck Chess
        Board board = Board.fromFen("rnb1kbnr/pppp1ppp/*7/4p3/5PPq/8/PPPPP2P/RNBQKBNR w KQkq - 1 3", Variant.DUCK);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.generate(board, moves, 0);
        // By hand: pawns a3 a4 b3 b4 c3 c4 d3 d4 e3 e4 h3 f5 fxe5 g5 (14), knights Na3 Nc3 Nf3 Nh3,
        // bishop Bg2 Bh3, king Kf2: 21 moves, one capture; Kf2 walks into attack and stays legal.
        assertEquals(21, count);
        long captures = Arrays.stream(moves, 0, count).filter(Move::isCapture).count();
        assertEquals(1, captures);
        // and 21 moves x (64 - 32 pieces - 1 duck) + 1 extra square after the capture = 652 turns,
        // the perft(1) of this position in perft-duck.txt
        assertEquals(652, count * 31 + captures);
    }

    @Test
    void castlingIsAllowedThroughAttackedSquaresButNotThroughTheDuck() {
        // [S10] black rooks on d8 and f8 attack d1 and f1, a bishop on b4 attacks e1: still legal
        Board board = Board.fromFen("3rkr2/8/8/8/1b6/8/8/R3K2R w KQ - 0 1", Variant.DUCK);
        assertTrue(has(board, "e1", "g1") && has(board, "e1", "c1"));
        Board ducked = Board.fromFen("r3k2r/8/8/8/8/8/8/R*2K2R w KQkq - 0 1", Variant.DUCK); // [S09]
        assertTrue(has(ducked, "e1", "g1"));
        assertTrue(!has(ducked, "e1", "c1"), "a duck on b1 forbids O-O-O");
        Board chess = Board.fromFen("3rkr2/8/8/8/1b6/8/8/R3K2R w KQ - 0 1", Variant.CHESS);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.generateLegal(chess, moves, 0);
        for (int i = 0; i < count; i++) {
            assertTrue(!Move.isCastling(moves[i]), "no castling out of check in chess");
            assertEquals(Square.E1, Move.from(moves[i]), "in check: only king moves here");
        }
    }

    @Test
    void capturedKingMeansNoMoves() {
        Board board = Board.fromFen("rnb1kbnr/pppp1ppp/8/4p3/5PPq/7*/PPPPP2P/RNBQKBNR b KQkq - 0 3", Variant.DUCK);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.generate(board, moves, 0);
        int kingCapture = Arrays.stream(moves, 0, count)
                .filter(m -> Move.captured(m) == Piece.of(Color.WHITE, PieceType.KING)).findFirst().orElseThrow();
        board.makeMove(Move.withDuck(kingCapture, Square.parse("a6")));
        assertEquals(0, MoveGenerator.generate(board, moves, 0));
        assertEquals(0, MoveGenerator.generateTurns(board, new int[MoveGenerator.MAX_TURNS], 0));
    }

    private static boolean has(Board board, String from, String to) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.generate(board, moves, 0);
        for (int i = 0; i < count; i++) {
            if (Move.from(moves[i]) == Square.parse(from) && Move.to(moves[i]) == Square.parse(to)) {
                return true;
            }
        }
        return false;
    }
}
