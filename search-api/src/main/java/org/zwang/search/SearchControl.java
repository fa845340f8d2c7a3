package org.zwang.search;

/**
 * The running form of {@link SearchLimits}: started at a point in time, polled by the searches at
 * every node. The node budget is checked on every call (one comparison); the clock and the stop flag
 * only every {@link #POLL_INTERVAL} nodes, so polling stays cheap.
 */
public final class SearchControl {

    /** Nodes between two looks at the clock and the stop flag (a power of two). */
    public static final int POLL_INTERVAL = 1024;

    private static final SearchControl NONE = new SearchControl(SearchLimits.none());

    private final SearchLimits limits;
    private final long startNanos;
    private final long hardDeadlineNanos;
    private final long softDeadlineNanos;

    /** Starts the clock for these limits now. */
    public SearchControl(SearchLimits limits) {
        this.limits = limits;
        this.startNanos = System.nanoTime();
        this.hardDeadlineNanos = deadline(limits.hardTimeMillis());
        this.softDeadlineNanos = deadline(limits.softTimeMillis());
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
        if (nodes >= limits.maxNodes()) {
            throw SearchAbortedException.INSTANCE;
        }
        if ((nodes & (POLL_INTERVAL - 1)) == 0 && (limits.stopFlag().isStopped() || hardTimeUp())) {
            throw SearchAbortedException.INSTANCE;
        }
    }

    /** Whether the hard time limit has passed. */
    public boolean hardTimeUp() {
        return hardDeadlineNanos != Long.MAX_VALUE && System.nanoTime() - hardDeadlineNanos >= 0;
    }

    /** Whether iterative deepening should start no further iteration. */
    public boolean softTimeUp() {
        return limits.stopFlag().isStopped() || hardTimeUp()
                || (softDeadlineNanos != Long.MAX_VALUE && System.nanoTime() - softDeadlineNanos >= 0);
    }

    /** Milliseconds since the control was started. */
    public long elapsedMillis() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    public SearchLimits limits() {
        return limits;
    }
}
