package org.zwang.search;

/**
 * Receives progress from {@link IterativeDeepening}: each finished iteration (depth, value,
 * principal variation, counters) and each aspiration-window failure. Protocol front-ends turn these
 * into {@code info} or thinking lines. Both methods default to doing nothing.
 */
public interface SearchListener {

    /** A listener that ignores everything. */
    SearchListener NONE = new SearchListener() {
    };

    /** An iteration finished at {@code result.depth()}. */
    default void iterationFinished(SearchResult result) {
    }

    /** A search at {@code depth} fell outside its aspiration window and will be repeated wider. */
    default void aspirationFailed(int depth, SearchResult result) {
    }
}
