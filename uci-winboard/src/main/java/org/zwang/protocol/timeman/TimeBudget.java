package org.zwang.protocol.timeman;

/**
 * How long one search may take: after {@link #softMillis()} iterative deepening starts no new
 * iteration; at {@link #hardMillis()} the search is aborted and the best move so far is played.
 * {@link #unlimited()} is for analysis and {@code go infinite}.
 */
public final class TimeBudget {

    private static final TimeBudget UNLIMITED = new TimeBudget(Long.MAX_VALUE, Long.MAX_VALUE);

    private final long softMillis;
    private final long hardMillis;

    public TimeBudget(long softMillis, long hardMillis) {
        if (softMillis < 0 || hardMillis < softMillis) {
            throw new IllegalArgumentException("need 0 <= soft <= hard, got " + softMillis + " and " + hardMillis);
        }
        this.softMillis = softMillis;
        this.hardMillis = hardMillis;
    }

    /** No time limit. */
    public static TimeBudget unlimited() {
        return UNLIMITED;
    }

    public long softMillis() {
        return softMillis;
    }

    public long hardMillis() {
        return hardMillis;
    }

    public boolean isUnlimited() {
        return hardMillis == Long.MAX_VALUE;
    }

    @Override
    public String toString() {
        return isUnlimited() ? "unlimited" : "soft " + softMillis + " ms, hard " + hardMillis + " ms";
    }
}
