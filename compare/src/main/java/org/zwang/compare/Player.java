package org.zwang.compare;

import org.zwang.search.Game;
import org.zwang.search.SearchLimits;

/**
 * A technique that picks a move for the side to move within limits: positions (nodes) or time. What
 * {@link Technique#player} offers for {@code zwang compare --play}; the play-offs in {@code .play} use it.
 */
public interface Player {

    /** The name as the user wrote it. */
    String name();

    /**
     * A legal move of {@code game}'s position within {@code limits} (their node budget, or their time),
     * leaving the position as it was.
     */
    int chooseMove(Game game, SearchLimits limits);

    /**
     * {@code move} was just played, by either side, and {@code after} is the position it led to; a
     * player that keeps a tree between moves follows it. The default forgets it.
     */
    default void played(int move, Game after) {
    }
}
