package org.zwang.duck.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLongArray;
import org.zwang.duck.board.Board;
import org.zwang.duck.search.BoardSearch;
import org.zwang.search.SearchLimits;
import org.zwang.search.SearchListener;
import org.zwang.search.SearchResult;
import org.zwang.search.StopFlag;

/**
 * Lazy SMP's helper threads (as Stockfish 7-11 ran them): each helper deepens the same root on its
 * own copy of the board with its own search object, on the table all threads share, until the main
 * search stops it (or its share of a node limit is spent); helper i (from 1) skips depth d when
 * {@code (d + SKIP_PHASE[(i - 1) % 20]) / SKIP_SIZE[(i - 1) % 20]} is odd (Stockfish's tables), so the
 * threads spread over neighbouring depths. Only the main search decides the move.
 */
final class HelperThreads {

    // Stockfish's Lazy SMP skip tables.
    private static final int[] SKIP_SIZE = {1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4};
    private static final int[] SKIP_PHASE = {0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7};
    /** Searches recurse deeply: a helper thread gets the stack the protocols' engine thread has. */
    private static final long STACK_BYTES = 64L << 20;

    private ExecutorService pool;

    /** Makes room for {@code helpers} threads (none: no pool). */
    void resize(int helpers) {
        if (pool != null) {
            pool.shutdown();
            pool = null;
        }
        if (helpers > 0) {
            pool = Executors.newFixedThreadPool(helpers, runnable -> {
                Thread thread = new Thread(null, runnable, "zwang-helper", STACK_BYTES);
                thread.setDaemon(true);
                return thread;
            });
        }
    }

    /**
     * Starts {@code searches[1 .. helpers]} on {@code board} until {@code stop}, each within
     * {@code nodeBudget} nodes ({@link SearchLimits#UNLIMITED}: none); each reports its nodes so far
     * into {@code nodes} (index i - 1) as its iterations finish.
     */
    List<Future<SearchResult>> start(BoardSearch[] searches, int helpers, Board board, StopFlag stop, long nodeBudget,
            AtomicLongArray nodes) {
        List<Future<SearchResult>> running = new ArrayList<>();
        for (int i = 1; i <= helpers; i++) {
            BoardSearch helper = searches[i];
            helper.newHelperSearch();
            helper.setMultiPv(1);
            Board snapshot = board.copy(); // the main search is about to move on this board
            int index = i;
            int skip = (i - 1) % SKIP_SIZE.length;
            SearchListener counter = new SearchListener() {
                @Override
                public void iterationFinished(SearchResult iteration) {
                    nodes.set(index - 1, iteration.stats().nodes);
                }
            };
            // the helper copies its board on its own thread, so that the board it writes at every node
            // lies in that thread's allocation buffer, not on cache lines next to the main search's
            SearchLimits limits = new SearchLimits().stopFlag(stop);
            if (nodeBudget != SearchLimits.UNLIMITED) {
                limits.maxNodes(nodeBudget);
            }
            running.add(pool.submit(() -> BoardSearch.deepening(helper)
                    .withDepths(depth -> (depth + SKIP_PHASE[skip]) / SKIP_SIZE[skip] % 2 == 0)
                    .run(snapshot.copy(), limits, counter)));
        }
        return running;
    }

    /** Waits for the stopped helpers; returns their nodes. */
    static long join(List<Future<SearchResult>> running) {
        long nodes = 0;
        boolean interrupted = false;
        for (Future<SearchResult> helper : running) {
            while (true) {
                try {
                    nodes += helper.get().stats().nodes;
                    break;
                } catch (InterruptedException e) {
                    interrupted = true; // the helpers stop within a few milliseconds: wait for them
                } catch (ExecutionException e) {
                    break; // a helper's failure costs its nodes only; the main search decides
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return nodes;
    }

    /** The nodes the helpers reported so far. */
    static long sum(AtomicLongArray values) {
        long total = 0;
        for (int i = 0; i < values.length(); i++) {
            total += values.get(i);
        }
        return total;
    }
}
