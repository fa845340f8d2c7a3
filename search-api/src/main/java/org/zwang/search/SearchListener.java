package org.zwang.search;

/**
 * Hears a search's progress while it runs: each finished iteration (and each aspiration-window
 * failure, from drivers that use windows). It is the one listener type from a search to a protocol
 * front-end: {@link IterativeDeepening} reports its iterations as {@link SearchResult}s to what drives
 * it, and an engine reports them on to a front-end as what a GUI shows (Duck Chess:
 * {@code org.zwang.duck.engine.ThinkingInfo}), which turns them into {@code info} or thinking lines.
 *
 * @param <I> what an iteration is reported as
 */
@FunctionalInterface
public interface SearchListener<I> {

    /** A listener that ignores everything. */
    static <I> SearchListener<I> none() {
        return iteration -> {
        };
    }

    /** An iteration finished (at its depth, with its value, principal variation and counters). */
    void iterationFinished(I iteration);

    /**
     * A search at {@code depth} fell outside its aspiration window ({@code result}, a bound) and will
     * be repeated wider. Ignored unless overridden.
     */
    default void aspirationFailed(int depth, I result) {
    }
}
