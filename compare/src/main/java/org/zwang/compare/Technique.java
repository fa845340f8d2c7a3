package org.zwang.compare;

/**
 * A search technique as a comparison runs it: one name of the {@link TechniqueRegistry} with its
 * switches (e.g. {@code alphabeta:no-table}), the subjects it can handle, and one measured run on a
 * subject.
 */
public interface Technique {

    /** The name as the user wrote it, switches included. */
    String name();

    /** Whether this technique can run on the subject. */
    boolean supports(Subject subject);

    /** No node budget: the technique runs to its answer or to its own budget. */
    long UNLIMITED = Long.MAX_VALUE;

    /**
     * Solves the subject once, spending at most {@code maxNodes} nodes (or {@link #UNLIMITED}), and
     * reports how it ended, the value and the statistics. A technique with a budget of its own (the
     * provers') keeps the smaller of the two; one that cannot be stopped says so in {@link #appliesTo()}.
     */
    Measurement measure(Subject subject, long maxNodes);

    /** {@link #measure(Subject, long)} without a node budget of the caller's. */
    default Measurement measure(Subject subject) {
        return measure(subject, UNLIMITED);
    }

    /**
     * Whether this technique proves the game's outcome (its {@link Measurement#value()} is a
     * {@link org.zwang.search.Outcome}) rather than computing the subject's value; such results are
     * checked against the sign of the others' value.
     */
    default boolean provesOutcome() {
        return false;
    }

    /**
     * Where this technique runs, for the note a comparison gives when it skips subjects, e.g. "bridge"
     * or "games searched to the end".
     */
    default String appliesTo() {
        return "the games zwang compare --help names for it";
    }

    /**
     * This technique as a player for {@code zwang compare --play} (a move within a budget of
     * positions), seeded; null when it does not play. The built-in players (the search-api techniques,
     * MCTS, random) are made by {@code play.Players}; a researcher's technique that
     * plays returns one here.
     */
    default Player player(long seed) {
        return null;
    }
}
