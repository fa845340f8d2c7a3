package org.zwang.bridge.solver;

import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Position;

/**
 * One optimal line of play from a position to the end of the deal ({@link DoubleDummySolver#bestLine}):
 * every card keeps the double-dummy value, so replaying it card by card the side to move at the
 * start takes exactly {@link #tricks()} of the remaining tricks.
 */
public final class PlayLine {

    private final Position start;
    private final int tricks;
    private final int[] cards;

    PlayLine(Position start, int tricks, int[] cards) {
        this.start = start;
        this.tricks = tricks;
        this.cards = cards.clone();
    }

    /** Where the line starts. */
    public Position start() {
        return start;
    }

    /** Tricks the side to move at the start takes with best play (current trick included). */
    public int tricks() {
        return tricks;
    }

    /** The cards in play order (a copy). */
    public int[] cards() {
        return cards.clone();
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("PlayLine[").append(tricks).append(" tricks:");
        for (int card : cards) {
            text.append(' ').append(Card.toString(card));
        }
        return text.append(']').toString();
    }
}
