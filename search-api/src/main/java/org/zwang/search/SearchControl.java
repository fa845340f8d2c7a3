package org.zwang.search;

import java.util.function.LongSupplier;

/**
 * The running form of {@link SearchLimits}: started at a point in time, polled by the searches at
 * every node. The node budget is checked on every call (one comparison); the clock and the stop flag
 * only every {@link #POLL_INTERVAL} nodes, so polling stays cheap.
 *
 * <p>The node budget is for everything run under one control: each search polls with its own count
 * and, when it ends (completed or aborted), {@link #spend spends} its nodes, so the next search of
 * an iterative deepening, or the next test of a driver, gets what is left.
 */
public final class SearchControl {

    /** Nodes between two looks at the clock and the stop flag (a power of two). */
    public static final int POLL_INTERVAL = 1024;

    private static final SearchControl NONE = new SearchControl(SearchLimits.none());

    private final SearchLimits limits;
    private final LongSupplier clock;
    private final long startNanos;
    private final long hardDeadlineNanos;
    private final long softDeadlineNanos;
    private long nodesSpent;
    /** What the running search may count before it is aborted: the budget less what is spent. */
    private long nodeLimit;

    /** Starts the clock for these limits now. */
    public SearchControl(SearchLimits limits) {
        this.limits = limits;
        this.clock = limits.clock();
        this.startNanos = clock.getAsLong();
        this.hardDeadlineNanos = deadline(limits.hardTimeMillis());
        this.softDeadlineNanos = deadline(limits.softTimeMillis());
        this.nodeLimit = limits.maxNodes();
    }

    /** A control that never stops a search. */
    public static SearchControl none() {
        return NONE;
    }

    private long deadline(long millis) {
        // Anything beyond ~30 years is "no limit"; it also keeps the multiplication from overflowing.
        return millis >= 1_000_000_000_000L ? Long.MAX_VALUE : startNanos + millis * 1_000_000L;
    }

    /**
     * Called by a search with its node count after each new node; throws
     * {@link SearchAbortedException} when a limit is reached.
     */
    public void poll(long nodes) {
        if (nodes >= nodeLimit) {
            throw SearchAbortedException.INSTANCE;
        }
        if ((nodes & (POLL_INTERVAL - 1)) == 0 && (limits.stopFlag().isStopped() || hardTimeUp())) {
            throw SearchAbortedException.INSTANCE;
        }
    }

    /**
     * Charges a finished (or aborted) search's nodes to the budget; called by the search frame. A
     * control without a node budget (such as {@link #none()}) keeps no count.
     */
    public void spend(long nodes) {
        if (limits.maxNodes() != SearchLimits.UNLIMITED) {
            nodesSpent += nodes;
            nodeLimit = limits.maxNodes() - nodesSpent;
        }
    }

    /** Whether the hard time limit has passed. */
    public boolean hardTimeUp() {
        return hardDeadlineNanos != Long.MAX_VALUE && clock.getAsLong() - hardDeadlineNanos >= 0;
    }

    /** Whether iterative deepening should start no further iteration. */
    public boolean softTimeUp() {
        return limits.stopFlag().isStopped() || hardTimeUp()
                || (softDeadlineNanos != Long.MAX_VALUE && clock.getAsLong() - softDeadlineNanos >= 0);
    }
}
