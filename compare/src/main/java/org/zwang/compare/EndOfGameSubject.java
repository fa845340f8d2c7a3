package org.zwang.compare;

import java.util.function.Supplier;
import org.zwang.search.Game;

/**
 * A position of a research game searched to the end of the game, so that its value is the game's own
 * and its sign the outcome the provers must find; shipped ones carry an outside solver's exact score
 * (Pons's for Connect Four, Edax's for Othello) as the oracle, generated ones have none (the
 * techniques are checked against each other).
 */
final class EndOfGameSubject extends Subject {

    private final Supplier<Game> position;
    private final Integer score;
    private final int plies;

    /**
     * @param notation the position in the game's notation
     * @param depth    what the x-axis counts ({@code depthUnit})
     * @param plies    the depth a generic search needs to reach the end
     * @param score    the oracle's score, or null when there is none
     */
    EndOfGameSubject(String game, Origin origin, String set, String id, String notation, int depth, String depthUnit,
            int plies, Integer score, Supplier<Game> position) {
        super(game, origin, set, id, notation, depth, depthUnit);
        this.position = position;
        this.score = score;
        this.plies = plies;
    }

    @Override
    public Game newGame() {
        return position.get();
    }

    @Override
    public int genericDepth() {
        return plies;
    }

    @Override
    public Integer expectedValue() {
        return score;
    }

    @Override
    public boolean hasOutcome() {
        return true; // searched to the end: the value's sign is the outcome
    }
}
