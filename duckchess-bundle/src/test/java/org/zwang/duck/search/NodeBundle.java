package org.zwang.duck.search;

import java.util.Arrays;
import org.zwang.duck.board.Square;

/**
 * The score bundle of a position searched as an inner node, with the duck square unknown
 * ({@link BundleProbe#searchBundle}): the value S(d) the side to move gets for every square d the
 * opponent's duck may stand on, and the two lowest (w1 at sq1: where the opponent should have put the
 * duck; w2 at sq2: where it goes when it already stood on sq1). Every S(d) is exact (a full-window
 * search of its own).
 */
public final class NodeBundle {

    private final int lowest;
    private final int lowestSquare;
    private final int secondLowest;
    private final int secondSquare;
    private final int[] scores;

    NodeBundle(int lowest, int lowestSquare, int secondLowest, int secondSquare, int[] scores) {
        this.lowest = lowest;
        this.lowestSquare = lowestSquare;
        this.secondLowest = secondLowest;
        this.secondSquare = secondSquare;
        this.scores = scores.clone();
    }

    /** w1: the value when the opponent put the duck where it hurts most. */
    public int lowest() {
        return lowest;
    }

    /** sq1. */
    public int lowestSquare() {
        return lowestSquare;
    }

    /** w2: the value when the duck stood on sq1 before and had to move elsewhere (duckzwang). */
    public int secondLowest() {
        return secondLowest;
    }

    /** sq2: where the duck goes then. */
    public int secondSquare() {
        return secondSquare;
    }

    /** S(d) for an empty square d. */
    public int scoreAt(int square) {
        if (scores[square] == Integer.MIN_VALUE) {
            throw new IllegalArgumentException(Square.name(square) + " is not an empty square of the position");
        }
        return scores[square];
    }

    @Override
    public String toString() {
        return "NodeBundle[w1 " + lowest + " at " + Square.name(lowestSquare) + ", w2 " + secondLowest + " at "
                + Square.name(secondSquare) + ", scores " + Arrays.toString(scores) + "]";
    }
}
