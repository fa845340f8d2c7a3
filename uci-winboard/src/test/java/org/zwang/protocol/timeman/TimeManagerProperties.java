package org.zwang.protocol.timeman;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/** The time manager never plans to overstep the clock and spends it sensibly. */
class TimeManagerProperties {

    private final TimeManager manager = new TimeManager();

    @Property(tries = 2000)
    void neverPlansBeyondTheClockLessTheOverhead(@ForAll @LongRange(min = 0, max = 10_000_000) long remaining,
            @ForAll @LongRange(min = 0, max = 60_000) long increment,
            @ForAll @IntRange(min = 0, max = 100) int movesToGo) {
        TimeBudget budget = manager.fromClock(remaining, increment, movesToGo);
        assertTrue(budget.hardMillis() >= TimeManager.MINIMUM_MILLIS);
        long available = remaining - manager.overheadMillis();
        if (available > TimeManager.MINIMUM_MILLIS) {
            assertTrue(budget.hardMillis() <= available, budget + " with " + remaining + " ms left");
        }
    }

    @Property(tries = 2000)
    void aboveTheReserveAMoveLeavesTheReserve(@ForAll @LongRange(min = 0, max = 10_000_000) long remaining,
            @ForAll @LongRange(min = 0, max = 60_000) long increment,
            @ForAll @IntRange(min = 0, max = 100) int movesToGo) {
        // The reserve is never planned away: a search that runs to its hard limit leaves at least the
        // reserve on the clock once the increment is in (not with one move to go: the clock is refilled).
        long available = remaining - manager.overheadMillis();
        if (movesToGo == 1 || available <= TimeManager.RESERVE_MILLIS) {
            return;
        }
        TimeBudget budget = manager.fromClock(remaining, increment, movesToGo);
        assertTrue(available - budget.hardMillis() + increment >= TimeManager.RESERVE_MILLIS,
                budget + " with " + remaining + " ms left, increment " + increment + ", " + movesToGo + " to go");
    }

    @Property(tries = 2000)
    void moreTimeOnTheClockNeverMeansLessForTheMove(@ForAll @LongRange(min = 0, max = 10_000_000) long remaining,
            @ForAll @LongRange(min = 1, max = 100_000) long more,
            @ForAll @LongRange(min = 0, max = 60_000) long increment,
            @ForAll @IntRange(min = 0, max = 100) int movesToGo) {
        TimeBudget less = manager.fromClock(remaining, increment, movesToGo);
        TimeBudget moreTime = manager.fromClock(remaining + more, increment, movesToGo);
        assertTrue(moreTime.hardMillis() >= less.hardMillis() && moreTime.softMillis() >= less.softMillis(),
                less + " with " + remaining + " ms, " + moreTime + " with " + (remaining + more) + " ms, increment "
                        + increment + ", " + movesToGo + " to go");
    }

    @Property(tries = 200)
    void oneSecondPlusTenMillisSurvivesLongGames(@ForAll @IntRange(min = 0, max = 8) int latencyMillis) {
        // Simulate a 300-move game at 1 s + 0.01 s where every search runs to its hard limit and
        // each move also loses up to 8 ms to pipes, GUI and JVM pauses: the clock must never run
        // out. (A latency at or above the increment drains any clock, whatever the engine does.)
        long clock = 1000;
        for (int move = 0; move < 300; move++) {
            TimeBudget budget = manager.fromClock(clock, 10, 0);
            clock -= budget.hardMillis() + latencyMillis;
            assertTrue(clock > 0, "flagged at move " + move + " with latency " + latencyMillis);
            clock += 10;
        }
    }

    @Property(tries = 1000)
    void aStallUpToTheReserveNeverFlags(@ForAll @LongRange(min = 1_000, max = 60_000) long base,
            @ForAll @LongRange(min = 10, max = 1_000) long increment,
            @ForAll @IntRange(min = 0, max = 299) int stallMove,
            @ForAll @LongRange(min = 0, max = TimeManager.RESERVE_MILLIS - 20) long stall,
            @ForAll @IntRange(min = 0, max = 25) int latencyPercentOfIncrement) {
        // Every search runs to its hard limit, every move loses up to 10 ms (at most a quarter of the
        // increment) to pipes and scheduling, and once in the game the machine stalls for up to the
        // reserve less twice that latency.
        long latency = Math.min(10, increment * latencyPercentOfIncrement / 100);
        long clock = base;
        for (int move = 0; move < 300; move++) {
            TimeBudget budget = manager.fromClock(clock, increment, 0);
            clock -= budget.hardMillis() + latency + (move == stallMove ? stall : 0);
            assertTrue(clock > 0, "flagged at move " + move + ": " + base + "+" + increment + ", stall " + stall
                    + " at move " + stallMove);
            clock += increment;
        }
    }

    @Example
    void spendsAnEvenShareWithMovesToGo() {
        // 60,000 ms after the overhead, 250 kept in reserve: 59,750 / 30 = 1,991 a move; soft half, hard double
        TimeBudget budget = manager.fromClock(60_030, 0, 30);
        assertEquals(995, budget.softMillis());
        assertEquals(3982, budget.hardMillis());
    }

    @Example
    void oneSecondPlusTenMillisAtTheStart() {
        // 970 after the overhead, 720 above the reserve: 720 / 40 + 10 * 3 / 4 = 18 + 7 = 25 a move
        TimeBudget budget = manager.fromClock(1_000, 10, 0);
        assertEquals(12, budget.softMillis());
        assertEquals(50, budget.hardMillis());
    }

    @Example
    void belowTheReserveTheIncrementRebuildsIt() {
        TimeBudget budget = manager.fromClock(200, 100, 0);
        assertEquals(25, budget.hardMillis(), "a quarter of the increment");
        assertEquals(12, budget.softMillis());
    }

    @Example
    void lastMoveBeforeTheControlMayUseMostOfTheClock() {
        TimeBudget budget = manager.fromClock(10_030, 0, 1);
        assertEquals(7500, budget.hardMillis());
    }

    @Example
    void fixedMoveTimeKeepsTheOverheadBack() {
        TimeBudget budget = manager.fixedMoveTime(1000);
        assertEquals(970, budget.softMillis());
        assertEquals(970, budget.hardMillis());
        assertEquals(TimeManager.MINIMUM_MILLIS, manager.fixedMoveTime(5).hardMillis());
    }

    @Example
    void almostNoTimeLeftMeansMoveAtOnce() {
        TimeBudget budget = manager.fromClock(20, 0, 0);
        assertEquals(TimeManager.MINIMUM_MILLIS, budget.hardMillis());
    }

    @Example
    void badOverheadIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> manager.setOverheadMillis(-1));
    }
}
