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
import org.zwang.search.Values;

/**
 * Lazy SMP's helper threads: each helper deepens the same root on its own copy of the board with its
 * own search object, on the table all threads share, until the main search stops it (or its share of
 * a node limit is spent). A helper searches only depths beyond the one the main search is on (so its
 * table entries are one iteration ahead of the main search's, which probes them, instead of a second
 * copy of the main search's own work); helpers from the second on also skip depths by Stockfish's skip
 * tables (helper i skips depth d when {@code (d + SKIP_PHASE[(i - 2) % 20]) / SKIP_SIZE[(i - 2) % 20]}
 * is odd), so that they spread over the depths ahead. When all have stopped, the answer is the best
 * thread's ({@link #best}): the deepest completed iteration, then the higher score.
 */
final class HelperThreads implements Helpers {

    // Stockfish's Lazy SMP skip tables.
    private static final int[] SKIP_SIZE = {1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4};
    private static final int[] SKIP_PHASE = {0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7};
    /** Searches recurse deeply: a helper thread gets the stack the protocols' engine thread has. */
    private static final long STACK_BYTES = 64L << 20;

    private ExecutorService pool;
    /**
     * The depth the main search is on now (written by the main thread once per iteration, read by
     * the helpers once per depth they consider).
     */
    private volatile int mainDepth = 1;

    /** Makes room for {@code helpers} threads (none: no pool). */
    @Override
    public void resize(int helpers) {
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
     * {@code nodeBudget} nodes ({@link SearchLimits#UNLIMITED}: none) and at most {@code maxDepth}
     * plies; each reports its nodes so far into {@code nodes} (index i - 1) as its iterations finish.
     * They consider only depths beyond the one {@link #mainSearching} last announced (announce 1
     * before the main search starts).
     */
    List<Future<SearchResult>> start(BoardSearch[] searches, int helpers, Board board, StopFlag stop, long nodeBudget,
            int maxDepth, AtomicLongArray nodes) {
        List<Future<SearchResult>> running = new ArrayList<>();
        for (int i = 1; i <= helpers; i++) {
            BoardSearch helper = searches[i];
            helper.newHelperSearch();
            helper.setMultiPv(1);
            Board snapshot = board.copy(); // the main search is about to move on this board
            int index = i;
            SearchListener<SearchResult> counter = iteration -> nodes.set(index - 1, iteration.stats().nodes);
            // the helper copies its board on its own thread, so that the board it writes at every node
            // lies in that thread's allocation buffer, not on cache lines next to the main search's
            SearchLimits limits = new SearchLimits().stopFlag(stop).maxDepth(maxDepth);
            if (nodeBudget != SearchLimits.UNLIMITED) {
                limits.maxNodes(nodeBudget);
            }
            running.add(pool.submit(() -> BoardSearch.deepening(helper)
                    .withDepths(depth -> searches(index, depth, mainDepth))
                    .run(snapshot.copy(), limits, counter)));
        }
        return running;
    }

    @Override
    public Running start(BoardSearch[] searches, int helpers, Board board, StopFlag stop, long nodeBudget,
            int maxDepth) {
        AtomicLongArray nodes = new AtomicLongArray(Math.max(1, helpers));
        List<Future<SearchResult>> running = start(searches, helpers, board, stop, nodeBudget, maxDepth, nodes);
        return new Running() {
            @Override
            public long nodes() {
                return sum(nodes);
            }

            @Override
            public List<SearchResult> join() {
                return HelperThreads.join(running);
            }
        };
    }

    /** The main search has started depth {@code depth}: helpers from now on consider only deeper ones. */
    @Override
    public void mainSearching(int depth) {
        mainDepth = depth;
    }

    /**
     * Whether helper {@code helper} (from 1) searches {@code depth} while the main search is on
     * {@code mainDepth}: only a depth beyond it and, from the second helper on, one Stockfish's skip
     * tables let it search. (The last depth of a depth limit is searched whatever this says.)
     */
    static boolean searches(int helper, int depth, int mainDepth) {
        if (depth <= mainDepth) {
            return false;
        }
        if (helper == 1) {
            return true;
        }
        int row = (helper - 2) % SKIP_SIZE.length;
        return (depth + SKIP_PHASE[row]) / SKIP_SIZE[row] % 2 == 0;
    }

    /**
     * The best thread's result, by a simpler rule than Stockfish's (whose threads vote, weighing score
     * and depth): of the main search's {@code main} and the helpers' results ({@code null} for a
     * helper that failed), the deepest completed iteration and,
     * at equal depth, the higher score; the main search's on a tie (so with one thread the answer
     * is the main search's). A helper that completed no iteration is passed over.
     */
    static SearchResult best(SearchResult main, List<SearchResult> helpers) {
        SearchResult best = main;
        for (SearchResult helper : helpers) {
            if (helper == null || helper.depth() < 1 || helper.bestMove() == Values.NO_MOVE
                    || helper.depth() < best.depth()) {
                continue;
            }
            if (helper.depth() > best.depth() || helper.value() > best.value()) {
                best = helper;
            }
        }
        return best;
    }

    /** Waits for the stopped helpers; returns their results, in order ({@code null} for one that failed). */
    static List<SearchResult> join(List<Future<SearchResult>> running) {
        List<SearchResult> results = new ArrayList<>();
        boolean interrupted = false;
        for (Future<SearchResult> helper : running) {
            while (true) {
                try {
                    results.add(helper.get());
                    break;
                } catch (InterruptedException e) {
                    interrupted = true; // the helpers stop within a few milliseconds: wait for them
                } catch (ExecutionException e) {
                    results.add(null); // a helper's failure costs its nodes only; the others decide
                    break;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return results;
    }

    /** The nodes of the helpers' {@code results} ({@link #join}'s). */
    static long nodes(List<SearchResult> results) {
        long total = 0;
        for (SearchResult result : results) {
            total += result == null ? 0 : result.stats().nodes;
        }
        return total;
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
