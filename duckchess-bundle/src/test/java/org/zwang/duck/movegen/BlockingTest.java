package org.zwang.duck.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Piece;
import org.zwang.duck.board.Square;
import org.zwang.duck.board.Variant;
import org.zwang.duck.testing.TestPositions;

class BlockingTest {

    /**
     * Brute force: for every chess move m generated ignoring the duck and every square d empty of
     * pieces, m is in the duck-respecting move list with the duck on d exactly when d is not in
     * B(m). Also: with the duck on d, the duck-respecting list is exactly the unblocked moves.
     */
    @Property(tries = 150)
    void blockingSetsMatchTheDuckRespectingGenerator(@ForAll("duckPositions") Board position) {
        Board board = position.copy();
        board.setDuck(Square.NONE);
        int[] free = new int[MoveGenerator.MAX_MOVES];
        int freeCount = MoveGenerator.generateIgnoringDuck(board, free, 0);
        int[] withDuck = new int[MoveGenerator.MAX_MOVES];
        for (int duck = 0; duck < 64; duck++) {
            if (board.pieceAt(duck) != Piece.NONE) {
                continue;
            }
            Board ducked = board.copy();
            ducked.setDuck(duck);
            int count = MoveGenerator.generate(ducked, withDuck, 0);
            int[] expected = new int[freeCount];
            int expectedCount = 0;
            for (int i = 0; i < freeCount; i++) {
                if (!Blocking.isBlockedBy(free[i], duck)) {
                    expected[expectedCount++] = free[i];
                }
            }
            int[] actual = Arrays.copyOf(withDuck, count);
            Arrays.sort(actual);
            int[] unblocked = Arrays.copyOf(expected, expectedCount);
            Arrays.sort(unblocked);
            final int d = duck;
            assertEquals(Arrays.toString(unblocked), Arrays.toString(actual),
                    () -> "duck on " + Square.name(d) + " in " + board.toFen());
        }
    }

    @Provide
    Arbitrary<Board> duckPositions() {
        return TestPositions.duckPositions(30);
    }

    @Test
    void handCheckedBlockingSets() {
        Board board = Board.fromFen("r3k2r/8/8/8/8/8/4P3/R3K2R w KQkq - 0 1", Variant.DUCK);
        assertEquals(squares("f1", "g1"), Blocking.squares(find(board, "e1", "g1")));
        assertEquals(squares("b1", "c1", "d1"), Blocking.squares(find(board, "e1", "c1")));
        assertEquals(squares("e3", "e4"), Blocking.squares(find(board, "e2", "e4")));
        assertEquals(squares("e3"), Blocking.squares(find(board, "e2", "e3")));
        assertEquals(squares("a2", "a3", "a4", "a5", "a6", "a7"), Blocking.squares(find(board, "a1", "a8")));
        assertEquals(squares("b1", "c1", "d1"), Blocking.squares(find(board, "a1", "d1")));
        assertEquals(squares("f2"), Blocking.squares(find(board, "e1", "f2")));
        // en passant: the destination (the passed-over square) is empty, so a duck there blocks
        Board enPassant = Board.fromFen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/1*6/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", Variant.DUCK);
        assertEquals(squares("f6"), Blocking.squares(find(enPassant, "e5", "f6")));
        // a capture's destination is occupied: only the path between can be blocked
        Board capture = Board.fromFen("4k3/8/8/8/8/8/8/R3K2r w - - 0 1", Variant.DUCK);
        assertEquals(squares("b1", "c1", "d1"), Blocking.squares(find(capture, "a1", "d1")));
        Board rookTakes = Board.fromFen("4k3/8/8/8/r7/8/8/R3K3 w - - 0 1", Variant.DUCK);
        assertEquals(squares("a2", "a3"), Blocking.squares(find(rookTakes, "a1", "a4")));
    }

    private static int find(Board board, String from, String to) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.generateIgnoringDuck(board, moves, 0);
        for (int i = 0; i < count; i++) {
            if (Move.from(moves[i]) == Square.parse(from) && Move.to(moves[i]) == Square.parse(to)) {
                return moves[i];
            }
        }
        throw new AssertionError("no move " + from + to + " in " + board.toFen());
    }

    private static long squares(String... names) {
        long bits = 0;
        for (String name : names) {
            bits |= Square.bit(Square.parse(name));
        }
        return bits;
    }
}
