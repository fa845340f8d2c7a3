package org.zwang.search;

/**
 * Counters a search keeps while it runs, so techniques can be compared on what they cost: nodes,
 * table traffic, cutoffs and the share of cutoffs the first move produced (a measure of move
 * ordering), driver iterations (MTD(f) passes, zero-window tests, aspiration windows), PVS
 * re-searches and time. Per search: a search resets them when it starts; iterative deepening adds
 * its searches' counters up, the one a limit aborted included.
 *
 * <p>Mutable and owned by one search; {@link #copy()} takes a snapshot for a result.
 */
public final class SearchStats {

    /** Positions entered (interior nodes and leaves). */
    public long nodes;
    /** Transposition-table lookups. */
    public long tableProbes;
    /** Lookups that found an entry. */
    public long tableHits;
    /** Lookups whose entry ended the node without searching it. */
    public long tableCutoffs;
    /** Nodes ended by a child's table entry before any child was searched (enhanced transposition cutoffs). */
    public long childTableCutoffs;
    /** Nodes ended early because a move reached beta (or the target). */
    public long betaCutoffs;
    /** Beta cutoffs produced by the first move searched. */
    public long firstMoveCutoffs;
    /**
     * Searches a driver ran: MTD(f) passes, zero-window tests, and the windows iterative deepening
     * tried from depth 2 on (one per aspiration search, the re-searches after a failure included).
     * Not PVS re-searches: those are {@link #researches}.
     */
    public long iterations;
    /** PVS re-searches: a null-window search of a later move failed high inside the window. */
    public long researches;
    /** Null moves tried (a selective search passing the turn to prove a node fails high). */
    public long nullMoves;
    /** Null moves that failed their node high, ending it. */
    public long nullMoveCutoffs;
    /** Deepest ply reached. */
    public int maxPly;
    /** Wall time, in nanoseconds. */
    public long elapsedNanos;

    /** Sets every counter to zero. */
    public void reset() {
        nodes = 0;
        tableProbes = 0;
        tableHits = 0;
        tableCutoffs = 0;
        childTableCutoffs = 0;
        betaCutoffs = 0;
        firstMoveCutoffs = 0;
        iterations = 0;
        researches = 0;
        nullMoves = 0;
        nullMoveCutoffs = 0;
        maxPly = 0;
        elapsedNanos = 0;
    }

    /** Adds another search's counters to these (time adds; the deepest ply is kept). */
    public void add(SearchStats other) {
        nodes += other.nodes;
        tableProbes += other.tableProbes;
        tableHits += other.tableHits;
        tableCutoffs += other.tableCutoffs;
        childTableCutoffs += other.childTableCutoffs;
        betaCutoffs += other.betaCutoffs;
        firstMoveCutoffs += other.firstMoveCutoffs;
        iterations += other.iterations;
        researches += other.researches;
        nullMoves += other.nullMoves;
        nullMoveCutoffs += other.nullMoveCutoffs;
        maxPly = Math.max(maxPly, other.maxPly);
        elapsedNanos += other.elapsedNanos;
    }

    /** A snapshot. */
    public SearchStats copy() {
        SearchStats copy = new SearchStats();
        copy.add(this);
        return copy;
    }

    /** Share of beta cutoffs the first move produced, 0 when there were none. */
    public double firstMoveCutoffRate() {
        return betaCutoffs == 0 ? 0.0 : (double) firstMoveCutoffs / betaCutoffs;
    }

    /** Share of table lookups that found an entry, 0 when there were none. */
    public double tableHitRate() {
        return tableProbes == 0 ? 0.0 : (double) tableHits / tableProbes;
    }

    /** Nodes per second, 0 when no time was measured. */
    public long nodesPerSecond() {
        return elapsedNanos <= 0 ? 0 : (long) (nodes * 1e9 / elapsedNanos);
    }

    /** Wall time in milliseconds. */
    public long elapsedMillis() {
        return elapsedNanos / 1_000_000;
    }

    @Override
    public String toString() {
        return String.format(java.util.Locale.ROOT,
                "nodes %d, table %d/%d hits, %d table cutoffs, %d beta cutoffs (%.1f%% first move), %d iterations, %d re-searches, %d ms",
                nodes, tableHits, tableProbes, tableCutoffs, betaCutoffs, 100 * firstMoveCutoffRate(), iterations,
                researches, elapsedMillis());
    }
}
