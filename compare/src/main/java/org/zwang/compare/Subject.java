package org.zwang.compare;

import org.zwang.search.Game;

/**
 * One thing to solve in a comparison: a position of a game searched to a depth. The techniques that
 * can handle it say so ({@link Technique#supports}); every technique that runs on it must return the
 * same {@link Measurement#value() value}, in the game's own units (tricks for bridge, centipawns for
 * chess, the game value for the small games).
 */
public abstract class Subject {

    /** Where a subject's position comes from, the first split of every summary. */
    public enum Origin {
        /** Shipped with Zwang (most with an outside oracle's value). */
        SHIPPED("shipped"),
        /** Drawn by a game's seeded generator for this run: positions nobody chose. */
        GENERATED("generated"),
        /** Read from the user's file ({@code zwang compare --positions}). */
        FILE("file");

        private final String label;

        Origin(String label) {
            this.label = label;
        }

        /** The word records carry, e.g. {@code generated}. */
        public String label() {
            return label;
        }
    }

    private final String game;
    private final Origin origin;
    private final String set;
    private final String id;
    private final String position;
    private final int depth;
    private final String depthUnit;

    /**
     * @param set      the set it belongs to (a shipped file's name, "seed 7" for generated ones)
     * @param id       what names it in its set (a line number, an FFO number, Pons's moves)
     * @param position the position in the game's own notation (Pons's moves, an Edax board, a FEN, a
     *                 bridge position), to reproduce it
     */
    protected Subject(String game, Origin origin, String set, String id, String position, int depth,
            String depthUnit) {
        this.game = game;
        this.origin = origin;
        this.set = set;
        this.id = id;
        this.position = position;
        this.depth = depth;
        this.depthUnit = depthUnit;
    }

    /** A shipped position named by {@code label} alone. */
    protected Subject(String game, String label, int depth, String depthUnit) {
        this(game, Origin.SHIPPED, "", label, label, depth, depthUnit);
    }

    /**
     * A position searched to the end of its game, for a researcher's {@link CompareGame}: its value is
     * the game's own, its sign the outcome the provers find; {@code oracle} is an outside solver's value
     * (null for none). {@code position} gives a fresh game at the position each call.
     */
    public static Subject searchedToTheEnd(String game, Origin origin, String set, String id, String notation,
            Integer oracle, java.util.function.Supplier<Game> position) {
        int plies = position.get().maxPlies();
        return new EndOfGameSubject(game, origin, set, id, notation, plies, "plies", plies, oracle, position);
    }

    /** The game's name, e.g. "bridge", "duck", "tic-tac-toe". */
    public final String game() {
        return game;
    }

    /** Shipped, generated or from the user's file. */
    public final Origin origin() {
        return origin;
    }

    /** The set it belongs to, e.g. {@code middle-easy}; empty when it has none. */
    public final String set() {
        return set;
    }

    /** What names the position in its set, e.g. {@code FFO #21 + 7 plies}, {@code #62}, Pons's moves. */
    public final String id() {
        return id;
    }

    /** The position in the game's own notation, to reproduce it. */
    public final String position() {
        return position;
    }

    /** Which position this is: the set and the id. */
    public final String label() {
        return set.isEmpty() ? id : set + " " + id;
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
        return game + " " + label() + " (" + depth + " " + depthUnit + ")";
    }
}
