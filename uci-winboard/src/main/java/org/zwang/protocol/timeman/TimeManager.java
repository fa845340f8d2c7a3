package org.zwang.protocol.timeman;

/**
 * Turns a clock into a {@link TimeBudget} for the next move, for both protocols (UCI's
 * {@code wtime/btime/winc/binc/movestogo/movetime}, CECP's {@code level/st/time/otim}).
 *
 * <p>The rule: never lose on time, even at 1 s + 0.01 s on a loaded 2-core machine, and spend the
 * clock evenly. A move overhead (default {@value #DEFAULT_OVERHEAD_MILLIS} ms, the UCI
 * {@code Move Overhead} option) is kept back for the GUI, the pipe and the JVM. A reserve of
 * {@value #RESERVE_MILLIS} ms is never planned away: it absorbs a stall of the machine (a loaded
 * CPU, a garbage collection), which otherwise forfeits a game whose clock has run down to a few
 * increments. Of the rest, a move gets an even share over the moves to go (an estimate of
 * {@value #ASSUMED_MOVES_TO_GO} when the GUI gives none) plus ¾ of the increment; that share is
 * the soft limit's double and the hard limit's half, because a Duck Chess iteration costs several
 * times the one before it and a search that starts one usually runs on to the hard limit. The
 * hard limit is also capped at half of what lies above the reserve plus half the increment, so the
 * clock settles above the reserve instead of draining. Below the reserve (after a stall) a move
 * gets a quarter of the increment, and the increment rebuilds the reserve; in sudden death it gets
 * the least search. More clock never gives a smaller budget.
 */
public final class TimeManager {

    /** Default reserve per move for transmission, GUI and JVM pauses. */
    public static final long DEFAULT_OVERHEAD_MILLIS = 30;
    /** Moves still to play when the time control does not say. */
    public static final int ASSUMED_MOVES_TO_GO = 40;
    /** The least a search is given, so it always completes at least a shallow iteration. */
    static final long MINIMUM_MILLIS = 1;
    /** Clock kept against stalls of the machine (see the class comment). */
    static final long RESERVE_MILLIS = 250;

    private long overheadMillis = DEFAULT_OVERHEAD_MILLIS;

    /** Sets the per-move reserve (UCI {@code Move Overhead}); must not be negative. */
    public void setOverheadMillis(long overheadMillis) {
        if (overheadMillis < 0 || overheadMillis > 60_000) {
            throw new IllegalArgumentException("move overhead must be 0-60000 ms, got " + overheadMillis);
        }
        this.overheadMillis = overheadMillis;
    }

    public long overheadMillis() {
        return overheadMillis;
    }

    /** A fixed time per move ({@code go movetime}, CECP {@code st}): all of it, less the overhead. */
    public TimeBudget fixedMoveTime(long moveTimeMillis) {
        long budget = Math.max(MINIMUM_MILLIS, moveTimeMillis - overheadMillis);
        return new TimeBudget(budget, budget);
    }

    /**
     * A budget from the clock: {@code remainingMillis} on our clock, {@code incrementMillis} added
     * after each move, {@code movesToGo} moves until the next time control (0 when the rest of the
     * game must be played in this time).
     */
    public TimeBudget fromClock(long remainingMillis, long incrementMillis, int movesToGo) {
        long increment = Math.max(0, incrementMillis);
        long available = Math.max(0, remainingMillis) - overheadMillis;
        if (available <= MINIMUM_MILLIS) {
            return new TimeBudget(MINIMUM_MILLIS, MINIMUM_MILLIS);
        }
        if (movesToGo == 1) {
            // the clock is refilled after this move: most of it may go
            long hard = Math.max(MINIMUM_MILLIS, available * 3 / 4);
            return new TimeBudget(Math.max(MINIMUM_MILLIS, hard / 2), hard);
        }
        int moves = movesToGo > 0 ? Math.min(movesToGo, ASSUMED_MOVES_TO_GO) : ASSUMED_MOVES_TO_GO;
        if (available <= RESERVE_MILLIS) {
            // below the reserve: move fast and let the increment rebuild it. In sudden death nothing
            // rebuilds it, so the least search: an even share here would give more than a clock just
            // above the reserve gets (its spendable part is tiny), and more time must never mean less.
            long hard = increment > 0 ? Math.min(increment / 4, available / 4) : MINIMUM_MILLIS;
            hard = Math.max(MINIMUM_MILLIS, hard);
            return new TimeBudget(Math.max(MINIMUM_MILLIS, hard / 2), hard);
        }
        long spendable = available - RESERVE_MILLIS;
        long share = spendable / moves + increment * 3 / 4;
        long hard = Math.min(2 * share, spendable / 2 + Math.min(increment, RESERVE_MILLIS) / 2);
        hard = Math.max(MINIMUM_MILLIS, hard);
        long soft = Math.max(MINIMUM_MILLIS, Math.min(share / 2, hard));
        return new TimeBudget(soft, hard);
    }
}
