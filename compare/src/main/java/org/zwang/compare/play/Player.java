package org.zwang.compare.play;

import org.zwang.search.Game;

/** A technique that picks a move for the side to move within a budget of positions (nodes). */
public interface Player {

    /** The name as the user wrote it. */
    String name();

    /** A legal move of {@code game}'s position, searching at most about {@code budget} positions. */
    int chooseMove(Game game, long budget);

    /**
     * {@code move} was just played, by either side, and {@code after} is the position it led to; a
     * player that keeps a tree between moves follows it. The default forgets it.
     */
    default void played(int move, Game after) {
    }
}
