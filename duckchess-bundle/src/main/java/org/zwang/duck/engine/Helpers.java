package org.zwang.duck.engine;

import java.util.List;
import org.zwang.duck.board.Board;
import org.zwang.duck.search.BoardSearch;
import org.zwang.search.SearchResult;
import org.zwang.search.StopFlag;

/**
 * Lazy SMP's helper searches as {@link ZwangEngine} drives them, apart from how they run: on threads
 * ({@link HelperThreads}, the JVM's engine) or not at all ({@link #NONE}, for a runtime with no
 * threads beyond the caller's, such as the browser's WebAssembly build, where the main search runs
 * alone and the engine never reaches the thread pool).
 */
interface Helpers {

    /** No helpers: the main search alone, whatever the {@code Threads} option says. */
    Helpers NONE = new Helpers() {
        @Override
        public boolean run() {
            return false;
        }

        @Override
        public void resize(int helpers) {
        }

        @Override
        public void mainSearching(int depth) {
        }

        @Override
        public Running start(BoardSearch[] searches, int helpers, Board board, StopFlag stop, long nodeBudget,
                int maxDepth) {
            return Running.NONE;
        }
    };

    /** Whether helper searches run at all: false where there are no threads, so the main search gets every node. */
    default boolean run() {
        return true;
    }

    /** Makes room for {@code helpers} helper searches. */
    void resize(int helpers);

    /** The main search has started depth {@code depth}: helpers from now on consider only deeper ones. */
    void mainSearching(int depth);

    /**
     * Starts {@code searches[1 .. helpers]} on {@code board} until {@code stop}, each within
     * {@code nodeBudget} nodes and at most {@code maxDepth} plies.
     */
    Running start(BoardSearch[] searches, int helpers, Board board, StopFlag stop, long nodeBudget, int maxDepth);

    /** Helper searches under way. */
    interface Running {

        /** Nothing running. */
        Running NONE = new Running() {
            @Override
            public long nodes() {
                return 0;
            }

            @Override
            public List<SearchResult> join() {
                return List.of();
            }
        };

        /** The nodes the helpers reported so far. */
        long nodes();

        /** Waits for the stopped helpers; their results, in order ({@code null} for one that failed). */
        List<SearchResult> join();
    }
}
