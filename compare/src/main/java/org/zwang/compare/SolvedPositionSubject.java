package org.zwang.compare;

import java.util.function.Supplier;
import org.zwang.search.Game;

/**
 * A position of a research game with its exact score from an outside solver (Pons's for Connect
 * Four, Edax for Othello), searched to the end of the game: the score is the oracle and its sign the
 * outcome the provers must find.
 */
final class SolvedPositionSubject extends Subject {

    private final Supplier<Game> position;
    private final int score;
    private final int plies;

    /**
     * @param notation the position in the game's notation
     * @param depth  what the x-axis counts ({@code depthUnit})
     * @param plies  the depth a generic search needs to reach the end
     */
    SolvedPositionSubject(String game, String set, String id, String notation, int depth, String depthUnit, int plies,
            int score, Supplier<Game> position) {
        super(game, Origin.SHIPPED, set, id, notation, depth, depthUnit);
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
        return true; // searched to the end: the score's sign is the outcome
    }
}
