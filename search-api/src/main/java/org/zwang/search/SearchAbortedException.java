package org.zwang.search;

/**
 * Thrown from deep inside a search when a limit is hit, to unwind the recursion in one step. It is a
 * preallocated singleton without a stack trace, so throwing it costs almost nothing; the search
 * that catches it takes back the moves still on the board before it returns.
 */
public final class SearchAbortedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The one instance. */
    public static final SearchAbortedException INSTANCE = new SearchAbortedException();

    private SearchAbortedException() {
        super("search aborted by a limit", null, false, false);
    }
}
