package org.zwang.duck.search;

import org.zwang.duck.board.Bitboards;
import org.zwang.duck.board.Board;
import org.zwang.duck.movegen.Blocking;
import org.zwang.duck.movegen.MoveGenerator;

/**
 * Duck Chess's "the side to move that has no legal move wins", checked at every node of both
 * searches (leaves and quiescence included, as search-api's {@code Game} contract has it), cheaply:
 * a king with a capture, or with two quiet moves, always has a move wherever the duck stands (a duck
 * blocks at most one king step and no capture), so the move generator runs only for boxed-in kings.
 */
public final class Stalemates {

    /** Every square: the side to move has no move at all, wherever the duck is. */
    public static final long EVERY_SQUARE = -1L;

    private Stalemates() {
    }

    /**
     * The empty squares where a duck leaves the side to move without a legal move: the intersection of
     * the blocking sets B(m) of all its moves ({@link #EVERY_SQUARE} when it has none at all). Nearly
     * always 0. The side to move must have its king. {@code scratch} needs
     * {@link MoveGenerator#MAX_MOVES} slots.
     */
    public static long squares(Board board, int[] scratch) {
        int us = board.sideToMove();
        int king = board.kingSquare(us);
        long targets = Bitboards.kingAttacks(king) & ~board.sidePieces(us);
        if ((targets & board.sidePieces(us ^ 1)) != 0 || Long.bitCount(targets) >= 2) {
            return 0;
        }
        int count = MoveGenerator.generateIgnoringDuck(board, scratch, 0);
        if (count == 0) {
            return EVERY_SQUARE;
        }
        long everywhere = ~board.occupied();
        for (int i = 0; i < count && everywhere != 0; i++) {
            everywhere &= Blocking.squares(scratch[i]);
        }
        return everywhere;
    }

    /** True when the side to move (which has its king) has no legal move with the board's duck. */
    public static boolean isStalemated(Board board, int[] scratch) {
        int us = board.sideToMove();
        int king = board.kingSquare(us);
        if ((Bitboards.kingAttacks(king) & ~board.sidePieces(us) & ~board.duckBit()) != 0) {
            return false;
        }
        return MoveGenerator.generate(board, scratch, 0) == 0;
    }
}
