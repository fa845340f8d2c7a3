package org.zwang.protocol.timeman;

/**
 * Turns a clock into a {@link TimeBudget} for the next move, for both protocols (UCI's
 * {@code wtime/btime/winc/binc/movestogo/movetime}, CECP's {@code level/st/time/otim}).
 *
 * <p>The rule: never lose on time, even at 1 s + 0.01 s on a loaded 2-core machine, and spend the
 * clock evenly. A move overhead (default {@value #DEFAULT_OVERHEAD_MILLIS} ms, the UCI
 * {@code Move Overhead} option) is kept back for the GUI, the pipe and the JVM; of the rest, a move
 * gets an even share over the moves to go (an estimate of {@value #ASSUMED_MOVES_TO_GO} when the GUI
 * gives none) plus most of the increment. The soft limit is that share; the hard limit allows an
 * unstable iteration to finish (up to four shares) but never more than a fifth of what is left, so a
 * run of long moves cannot drain the clock. With only a little time left the engine moves at once.
 */
public final class TimeManager {

    /** Default reserve per move for transmission, GUI and JVM pauses. */
    public static final long DEFAULT_OVERHEAD_MILLIS = 30;
    /** Moves still to play when the time control does not say. */
    public static final int ASSUMED_MOVES_TO_GO = 40;
    /** The least a search is given, so it always completes at least a shallow iteration. */
    public static final long MINIMUM_MILLIS = 1;

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
        if (remainingMillis < 0) {
            remainingMillis = 0;
        }
        long increment = Math.max(0, incrementMillis);
        long available = remainingMillis - overheadMillis;
        if (available <= MINIMUM_MILLIS) {
            return new TimeBudget(MINIMUM_MILLIS, MINIMUM_MILLIS);
        }
        int moves = movesToGo > 0 ? Math.min(movesToGo, ASSUMED_MOVES_TO_GO) : ASSUMED_MOVES_TO_GO;
        // The increment arrives after the move, so only count on it while the clock holds more than it.
        long share = available / moves + (available > 2 * increment ? increment * 3 / 4 : 0);
        long hardCap = movesToGo == 1 ? available * 3 / 4 : available / 5;
        long soft = Math.max(MINIMUM_MILLIS, Math.min(share, hardCap));
        long hard = Math.max(soft, Math.min(share * 4, hardCap));
        return new TimeBudget(soft, hard);
    }
}
