package org.zwang.search;

/**
 * The one frame every fixed-depth search runs in, the generic ones ({@link AbstractNegamaxSearch})
 * and the games' own (the Duck Chess engine's): the counters, node counting and limit polling,
 * the bookkeeping of the moves on the board so that an aborted search takes them back before its
 * {@link SearchAbortedException} leaves, charging the nodes to the node budget, and the triangular
 * principal variation.
 *
 * <p>The node function stays in the subclass (a final class, so the JIT sees one receiver type and
 * inlines {@link #enter}, {@link #made}, {@link #unmade} and {@link #updatePv} into it); the frame
 * only wraps it: {@link #search} calls {@link #begin}, {@link #run}, and {@link #end} however the
 * search ended.
 *
 * @param <P> what a position is for this search
 */
public abstract class SearchFrame<P> implements DepthLimitedSearch<P> {

    protected final SearchStats stats = new SearchStats();
    protected SearchControl control = SearchControl.none();
    /** Triangular principal variation: {@code pv[ply][ply .. pvLength[ply])} is the line from ply. */
    protected int[][] pv = new int[0][];
    protected int[] pvLength = new int[0];
    private int[] madeMoves = new int[0];
    private int madeCount;
    private long startNanos;

    @Override
    public final SearchStats stats() {
        return stats;
    }

    @Override
    public final SearchResult search(P position, int depth, int alpha, int beta, int guess, int rootMove,
            SearchControl searchControl) {
        begin(position, depth, alpha, beta);
        control = searchControl;
        stats.reset();
        madeCount = 0;
        startNanos = System.nanoTime();
        try {
            return run(position, depth, alpha, beta, guess, rootMove);
        } catch (SearchAbortedException aborted) {
            while (madeCount > 0) {
                madeCount--;
                takeBack(position, madeMoves[madeCount]);
            }
            throw aborted;
        } finally {
            end(position);
            stats.elapsedNanos = System.nanoTime() - startNanos;
            searchControl.spend(stats.nodes);
            control = SearchControl.none();
        }
    }

    /**
     * Checks the arguments and readies buffers and position before the search (nothing is undone
     * when this throws). {@link #ensureCapacity} is the frame's part.
     */
    protected abstract void begin(P position, int depth, int alpha, int beta);

    /** The search itself, from the root at ply 0, with statistics reset. */
    protected abstract SearchResult run(P position, int depth, int alpha, int beta, int guess, int rootMove);

    /** Undoes {@link #begin}'s changes to the position, after any unwinding; default nothing. */
    protected void end(P position) {
    }

    /** Takes back {@code move}, the last move still made on {@code position}, when unwinding an abort. */
    protected abstract void takeBack(P position, int move);

    /** Makes the frame's arrays (principal variation, moves made) hold {@code plies} plies. */
    protected final void ensureCapacity(int plies) {
        if (pvLength.length < plies) {
            pv = new int[plies][plies];
            pvLength = new int[plies];
            madeMoves = new int[plies];
        }
    }

    /** Counts a node, polls the limits (may throw {@link SearchAbortedException}) and records the ply. */
    protected final void enter(int ply) {
        long nodes = ++stats.nodes;
        control.poll(nodes);
        if (ply > stats.maxPly) {
            stats.maxPly = ply;
        }
    }

    /** Records that {@code move} was just made on the position (for unwinding on abort). */
    protected final void made(int move) {
        madeMoves[madeCount++] = move;
    }

    /** Records that the last move made was taken back. */
    protected final void unmade() {
        madeCount--;
    }

    /** Sets the principal variation at {@code ply} to {@code move} followed by the child's. */
    protected final void updatePv(int ply, int move) {
        int[] line = pv[ply];
        line[ply] = move;
        int childLength = pvLength[ply + 1];
        System.arraycopy(pv[ply + 1], ply + 1, line, ply + 1, childLength - (ply + 1));
        pvLength[ply] = Math.max(childLength, ply + 1);
    }

    /**
     * The result of a root search with window (alpha, beta): its principal variation from the
     * triangular array, the best move its first move or, when the root failed low and left no line,
     * {@code rootBestMove}.
     */
    protected final SearchResult pvResult(int value, int alpha, int beta, int depth, int rootBestMove) {
        int[] line = new int[pvLength[0]];
        System.arraycopy(pv[0], 0, line, 0, line.length);
        int best = line.length > 0 ? line[0] : rootBestMove;
        return result(value, alpha, beta, best, line, depth);
    }

    /** A complete result with window (alpha, beta) and a copy of the counters so far. */
    protected final SearchResult result(int value, int alpha, int beta, int bestMove, int[] line, int depth) {
        stats.elapsedNanos = System.nanoTime() - startNanos;
        return new SearchResult(value, org.zwang.search.tt.Bound.of(value, alpha, beta), bestMove, line, depth,
                stats.copy(), true);
    }
}
