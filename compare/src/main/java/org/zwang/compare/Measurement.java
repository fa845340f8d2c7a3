package org.zwang.compare;

import org.zwang.search.SearchStats;

/** What one technique did on one subject: the value it found and what finding it cost. */
public final class Measurement {

    private final Subject subject;
    private final String technique;
    private final int value;
    private final SearchStats stats;

    public Measurement(Subject subject, String technique, int value, SearchStats stats) {
        this.subject = subject;
        this.technique = technique;
        this.value = value;
        this.stats = stats;
    }

    public Subject subject() {
        return subject;
    }

    public String technique() {
        return technique;
    }

    /** The value in the subject's unit. */
    public int value() {
        return value;
    }

    /** Nodes, table traffic, cutoffs and time. */
    public SearchStats stats() {
        return stats;
    }
}
