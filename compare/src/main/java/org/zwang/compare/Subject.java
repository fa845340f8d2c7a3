package org.zwang.compare;

import org.zwang.search.Game;

/**
 * One thing to solve in a comparison: a position of a game searched to a depth. The techniques that
 * can handle it say so ({@link Technique#supports}); every technique that runs on it must return the
 * same {@link Measurement#value() value}, in the game's own units (tricks for bridge, centipawns for
 * chess, the game value for the small games).
 */
public abstract class Subject {

    private final String game;
    private final String label;
    private final int depth;
    private final String depthUnit;

    protected Subject(String game, String label, int depth, String depthUnit) {
        this.game = game;
        this.label = label;
        this.depth = depth;
        this.depthUnit = depthUnit;
    }

    /** The game's name, e.g. "bridge", "duck", "tic-tac-toe". */
    public final String game() {
        return game;
    }

    /** Which position this is (a line number, a FEN's name). */
    public final String label() {
        return label;
    }

    /** The depth searched (plies, turns, or tricks for bridge). */
    public final int depth() {
        return depth;
    }

    /** What {@link #depth()} counts: "plies", "turns", "tricks". */
    public final String depthUnit() {
        return depthUnit;
    }

    /**
     * A fresh search-api game at this position, for the generic techniques, or null when this subject
     * cannot be searched generically (too big, or the game has no adapter).
     */
    public Game newGame() {
        return null;
    }

    /**
     * The depth a generic search needs, in the game's moves: the same as {@link #depth()} unless the
     * x-axis counts something else (bridge plots tricks but searches card by card).
     */
    public int genericDepth() {
        return depth;
    }

    /** The value an outside oracle (DDS, theory) gives, or null when none is known. */
    public Integer expectedValue() {
        return null;
    }

    /** Turns a value of the generic game (side to move's view) into the subject's unit. */
    public int fromGenericValue(int value) {
        return value;
    }

    /**
     * Whether a win/draw/loss prover applies: the subject is searched to the end of the game and its
     * value is the game's own (so its sign is the side to move's outcome). Not for depth-limited
     * searches (their values are estimates) nor for bridge (its value counts tricks).
     */
    public boolean hasOutcome() {
        Game game = newGame();
        return game != null && genericDepth() >= game.maxPlies() && fromGenericValue(1) == 1
                && fromGenericValue(-1) == -1 && fromGenericValue(0) == 0;
    }

    /** Whether plain minimax can finish on this subject in reasonable time. */
    public boolean smallEnoughForMinimax() {
        return false;
    }

    @Override
    public String toString() {
        return game + " " + label + " (" + depth + " " + depthUnit + ")";
    }
}
