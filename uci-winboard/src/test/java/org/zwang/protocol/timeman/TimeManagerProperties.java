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
        assertTrue(budget.softMillis() <= budget.hardMillis());
        assertTrue(budget.hardMillis() >= TimeManager.MINIMUM_MILLIS);
        long available = remaining - manager.overheadMillis();
        if (available > TimeManager.MINIMUM_MILLIS) {
            assertTrue(budget.hardMillis() <= available, budget + " with " + remaining + " ms left");
        }
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

    @Example
    void spendsAnEvenShareWithMovesToGo() {
        TimeBudget budget = manager.fromClock(60_030, 0, 30);
        assertEquals(2000, budget.softMillis());
        assertEquals(8000, budget.hardMillis());
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
