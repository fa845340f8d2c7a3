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

    /** Solves the subject once and reports the value and the statistics. */
    Measurement measure(Subject subject);

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
}
