package org.zwang.bridge.solver;

import java.util.Locale;

/**
 * What a {@link DoubleDummySolver} has spent since it was created or its counters were reset: nodes
 * (cards played in the search), zero-window tests, table traffic and the peak table memory, and how
 * often each cutoff technique fired — so `dds bench` and the comparison tool can show what each
 * technique buys. A snapshot: the solver hands out copies.
 */
public final class SolverStats {

    /** Cards played by the search (DDS's node count). */
    public long nodes;
    /** Zero-window tests run by the target loop (E4 §1). */
    public long tests;
    /** Table lookups (including those of enhanced transposition cutoffs). */
    public long tableProbes;
    /** Lookups that decided the position. */
    public long tableHits;
    /** Table stores. */
    public long tableStores;
    /** Times the table was cleared because it reached its memory bound. */
    public long tableResets;
    /** The most memory the table occupied, in bytes. */
    public long peakTableBytes;
    /** Cutoffs by QuickTricks (both forms). */
    public long quickTrickCutoffs;
    /** Cutoffs by LaterTricks. */
    public long laterTrickCutoffs;
    /** Cutoffs by enhanced transposition cutoffs. */
    public long etcCutoffs;
    /** Cards skipped as "small" (E4 §2, NextMove). */
    public long smallCardsSkipped;

    /** A copy. */
    public SolverStats copy() {
        SolverStats copy = new SolverStats();
        copy.add(this);
        return copy;
    }

    /** Adds another solver's counters (the peak memory is the larger one). */
    public void add(SolverStats other) {
        nodes += other.nodes;
        tests += other.tests;
        tableProbes += other.tableProbes;
        tableHits += other.tableHits;
        tableStores += other.tableStores;
        tableResets += other.tableResets;
        peakTableBytes = Math.max(peakTableBytes, other.peakTableBytes);
        quickTrickCutoffs += other.quickTrickCutoffs;
        laterTrickCutoffs += other.laterTrickCutoffs;
        etcCutoffs += other.etcCutoffs;
        smallCardsSkipped += other.smallCardsSkipped;
    }

    /** These counters minus an earlier snapshot's (the peak memory is kept). */
    public SolverStats since(SolverStats earlier) {
        SolverStats delta = copy();
        delta.nodes -= earlier.nodes;
        delta.tests -= earlier.tests;
        delta.tableProbes -= earlier.tableProbes;
        delta.tableHits -= earlier.tableHits;
        delta.tableStores -= earlier.tableStores;
        delta.tableResets -= earlier.tableResets;
        delta.quickTrickCutoffs -= earlier.quickTrickCutoffs;
        delta.laterTrickCutoffs -= earlier.laterTrickCutoffs;
        delta.etcCutoffs -= earlier.etcCutoffs;
        delta.smallCardsSkipped -= earlier.smallCardsSkipped;
        return delta;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT,
                "nodes %d, tests %d, table %d/%d hits, %d stores, %d resets, peak %.1f MB, cutoffs: quick %d,"
                        + " later %d, etc %d; small cards skipped %d",
                nodes, tests, tableHits, tableProbes, tableStores, tableResets, peakTableBytes / 1048576.0,
                quickTrickCutoffs, laterTrickCutoffs, etcCutoffs, smallCardsSkipped);
    }
}
