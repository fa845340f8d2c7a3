package org.zwang.search;

import java.util.function.LongSupplier;

/**
 * When a search must stop: a maximum depth, a node budget, a hard time limit, a soft time limit
 * (iterative deepening starts no new iteration after it) and a {@link StopFlag}. Build with the
 * fluent setters; every limit is off until set.
 */
public final class SearchLimits {

    /** Means "no limit" for the long-valued limits. */
    public static final long UNLIMITED = Long.MAX_VALUE;

    private int maxDepth = Integer.MAX_VALUE;
    private long maxNodes = UNLIMITED;
    private long hardTimeMillis = UNLIMITED;
    private long softTimeMillis = UNLIMITED;
    private StopFlag stopFlag = new StopFlag();
    private LongSupplier clock = System::nanoTime;

    /** No limits at all. */
    public static SearchLimits none() {
        return new SearchLimits();
    }

    /** Only a depth limit. */
    public static SearchLimits depth(int depth) {
        return new SearchLimits().maxDepth(depth);
    }

    /** The deepest iteration of an iterative deepening (for one search: its depth). */
    public SearchLimits maxDepth(int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("depth must be at least 1, got " + depth);
        }
        this.maxDepth = depth;
        return this;
    }

    /**
     * The node budget of the whole search: all iterations of an iterative deepening together, the one
     * it aborts included (UCI {@code go nodes}).
     */
    public SearchLimits maxNodes(long nodes) {
        if (nodes < 1) {
            throw new IllegalArgumentException("node limit must be at least 1, got " + nodes);
        }
        this.maxNodes = nodes;
        return this;
    }

    /** The search is aborted once this much time has passed. */
    public SearchLimits hardTimeMillis(long millis) {
        if (millis < 0) {
            throw new IllegalArgumentException("time limit must not be negative, got " + millis);
        }
        this.hardTimeMillis = millis;
        return this;
    }

    /** Iterative deepening starts no new iteration once this much time has passed. */
    public SearchLimits softTimeMillis(long millis) {
        if (millis < 0) {
            throw new IllegalArgumentException("time limit must not be negative, got " + millis);
        }
        this.softTimeMillis = millis;
        return this;
    }

    public SearchLimits stopFlag(StopFlag flag) {
        this.stopFlag = flag;
        return this;
    }

    /** The clock the time limits are measured on, in nanoseconds (tests set a clock of their own). */
    SearchLimits clock(LongSupplier nanos) {
        this.clock = nanos;
        return this;
    }

    LongSupplier clock() {
        return clock;
    }

    public int maxDepth() {
        return maxDepth;
    }

    public long maxNodes() {
        return maxNodes;
    }

    public long hardTimeMillis() {
        return hardTimeMillis;
    }

    public long softTimeMillis() {
        return softTimeMillis;
    }

    public StopFlag stopFlag() {
        return stopFlag;
    }
}
