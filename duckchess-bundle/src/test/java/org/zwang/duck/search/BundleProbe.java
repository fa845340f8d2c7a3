package org.zwang.duck.search;

import java.util.Arrays;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Square;
import org.zwang.search.SearchControl;
import org.zwang.search.Values;

/**
 * Test support: the bundle of a position whose duck square is unknown, read through the search's
 * public API. S(d), the value for the side to move when the duck stands on d, is a root search with
 * the duck on d (the root plays for its known duck square), full window, so every S(d) is exact; w1
 * and sq1 are the least of them (the lowest square on a tie), w2 and sq2 the least elsewhere. This is
 * what the node function returns to its parent, which the engine itself never asks for at the top
 * (its root knows the duck square).
 */
public final class BundleProbe {

    private BundleProbe() {
    }

    /**
     * The bundle of {@code position} (its duck, if any, ignored) searched to {@code depth} by
     * {@code search}: one root search per empty square.
     */
    public static NodeBundle searchBundle(BundleSearch search, Board position, int depth) {
        Board board = position.copy();
        board.setDuck(Square.NONE);
        int[] scores = new int[64];
        Arrays.fill(scores, Integer.MIN_VALUE);
        int lowestSquare = Square.NONE;
        for (long empty = ~board.occupied(); empty != 0; empty &= empty - 1) {
            int square = Long.numberOfTrailingZeros(empty);
            Board withDuck = board.copy();
            withDuck.setDuck(square);
            scores[square] = search.search(withDuck, depth, -Values.INFINITE, Values.INFINITE, 0, SearchControl.none())
                    .value();
            if (lowestSquare == Square.NONE || scores[square] < scores[lowestSquare]) {
                lowestSquare = square;
            }
        }
        int secondSquare = Square.NONE;
        for (long empty = ~board.occupied() & ~(1L << lowestSquare); empty != 0; empty &= empty - 1) {
            int square = Long.numberOfTrailingZeros(empty);
            if (secondSquare == Square.NONE || scores[square] < scores[secondSquare]) {
                secondSquare = square;
            }
        }
        return new NodeBundle(scores[lowestSquare], lowestSquare, scores[secondSquare], secondSquare, scores);
    }
}
