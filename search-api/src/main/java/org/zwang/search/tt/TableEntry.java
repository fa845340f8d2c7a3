package org.zwang.search.tt;

import org.zwang.search.Values;

/**
 * One transposition-table record as the searches see it: a mutable holder the caller preallocates
 * (one per ply) and a table fills on a probe, so probing never allocates.
 *
 * <p>It holds both a lower and an upper bound on the value of the position for the side to move
 * (exact when they meet), the remaining depth they were searched to, the best move found, and a
 * game-specific 32-bit {@link #payload} (the duck engine keeps a bundle's exception there).
 */
public final class TableEntry {

    /** The true value is at least this. {@code -Values.INFINITE} when unknown. */
    public int lowerBound = -Values.INFINITE;
    /** The true value is at most this. {@code Values.INFINITE} when unknown. */
    public int upperBound = Values.INFINITE;
    /** Remaining depth (plies) the bounds hold for; a full-depth result uses a large depth. */
    public int depth;
    /** Best move found, or {@link Values#NO_MOVE}. */
    public int move = Values.NO_MOVE;
    /** Game-specific extra data stored with the entry. */
    public int payload;

    /** Resets to "nothing known". */
    public TableEntry clear() {
        lowerBound = -Values.INFINITE;
        upperBound = Values.INFINITE;
        depth = 0;
        move = Values.NO_MOVE;
        payload = 0;
        return this;
    }

    /** Sets the bounds from a fail-soft result {@code value} obtained with window {@code (alpha, beta)}. */
    public TableEntry setFromWindow(int value, int alpha, int beta) {
        int bound = Bound.of(value, alpha, beta);
        lowerBound = Bound.lowerOf(value, bound);
        upperBound = Bound.upperOf(value, bound);
        return this;
    }

    @Override
    public String toString() {
        return "TableEntry[" + lowerBound + ".." + upperBound + ", depth " + depth + ", move " + move
                + ", payload " + payload + "]";
    }
}
