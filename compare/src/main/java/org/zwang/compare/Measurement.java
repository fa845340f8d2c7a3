package org.zwang.compare;

import org.zwang.search.SearchStats;

/**
 * What one technique did on one subject: how it ended, the value it found and what it cost. One
 * measurement is one row of a comparison's per-position records.
 */
public final class Measurement {

    /** How a technique's run on a subject ended. */
    public enum Status {
        /** The technique computed the subject's value. */
        SOLVED("solved"),
        /** A prover established the outcome (win, draw or loss for the side to move). */
        PROVED("proved"),
        /** The budget ran out first: there is no value, and the cost is only what was spent. */
        OUT_OF_BUDGET("out-of-budget");

        private final String label;

        Status(String label) {
            this.label = label;
        }

        /** The word records carry, e.g. {@code out-of-budget}. */
        public String label() {
            return label;
        }
    }

    private final Subject subject;
    private final String technique;
    private final Status status;
    private final int value;
    private final SearchStats stats;

    /** A technique's run that ended as {@code status}; {@code value} is ignored when out of budget. */
    public Measurement(Subject subject, String technique, Status status, int value, SearchStats stats) {
        this.subject = subject;
        this.technique = technique;
        this.status = status;
        this.value = status == Status.OUT_OF_BUDGET ? 0 : value;
        this.stats = stats;
    }

    /** A technique that computed the subject's value. */
    public Measurement(Subject subject, String technique, int value, SearchStats stats) {
        this(subject, technique, Status.SOLVED, value, stats);
    }

    public Subject subject() {
        return subject;
    }

    public String technique() {
        return technique;
    }

    /** How the run ended. */
    public Status status() {
        return status;
    }

    /** Whether the run ended with an answer (solved or proved), not out of budget. */
    public boolean finished() {
        return status != Status.OUT_OF_BUDGET;
    }

    /**
     * The value in the subject's unit (a prover's: the outcome, 1, 0 or -1); meaningless when
     * {@linkplain #finished() out of budget}.
     */
    public int value() {
        return value;
    }

    /** Nodes, table traffic, cutoffs and time. */
    public SearchStats stats() {
        return stats;
    }
}
