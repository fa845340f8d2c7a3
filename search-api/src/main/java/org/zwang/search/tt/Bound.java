package org.zwang.search.tt;

import org.zwang.search.Values;

/**
 * What a stored value says about the true value of a position: it is a lower bound (the search
 * failed high), an upper bound (it failed low), or exact. Kept as {@code int} constants so entries
 * pack into longs; {@link TableEntry} stores both bounds, which says the same thing more generally.
 */
public final class Bound {

    /** The true value is at least the stored value. */
    public static final int LOWER = 1;
    /** The true value is at most the stored value. */
    public static final int UPPER = 2;
    /** The stored value is the true value. */
    public static final int EXACT = LOWER | UPPER;

    private Bound() {
    }

    /**
     * The bound type of a fail-soft search result {@code value} obtained with window
     * {@code (alpha, beta)}.
     */
    public static int of(int value, int alpha, int beta) {
        if (value <= alpha) {
            return UPPER;
        }
        if (value >= beta) {
            return LOWER;
        }
        return EXACT;
    }

    /** A short name for logs and reports. */
    public static String name(int bound) {
        switch (bound) {
            case LOWER:
                return "lower";
            case UPPER:
                return "upper";
            case EXACT:
                return "exact";
            default:
                return "none";
        }
    }

    /** The lower bound implied by a value of the given bound type. */
    public static int lowerOf(int value, int bound) {
        return (bound & LOWER) != 0 ? value : -Values.INFINITE;
    }

    /** The upper bound implied by a value of the given bound type. */
    public static int upperOf(int value, int bound) {
        return (bound & UPPER) != 0 ? value : Values.INFINITE;
    }
}
