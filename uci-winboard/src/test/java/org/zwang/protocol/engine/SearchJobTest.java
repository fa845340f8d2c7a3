package org.zwang.protocol.engine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.zwang.duck.engine.ZwangEngine;

/**
 * A ponder hit credits the time already pondered (Stockfish's rule): the soft limit counts from the
 * start of the ponder search. Checked on the job's own clock, so the test waits for the time to
 * have passed (however long a busy machine takes) instead of measuring how fast anything was.
 */
class SearchJobTest {

    private static final long SOFT_MILLIS = 5;
    private static final long TEN_MINUTES = 600_000;

    @Test
    void aPonderHitAfterTheSoftLimitStopsTheSearchNow() throws InterruptedException {
        try (EngineWorker worker = new EngineWorker(new ZwangEngine(), Runnable::run)) {
            SearchJob job = new SearchJob(worker);
            while (job.elapsedMillis() <= SOFT_MILLIS) {
                Thread.sleep(1); // until the job's clock has passed the soft limit: the event, not a deadline
            }
            job.limitAfterPonder(SOFT_MILLIS, TEN_MINUTES);
            assertTrue(job.stopFlag().isStopped(), "pondered past the soft limit: the move is played at once");
        }
    }

    @Test
    void aPonderHitBeforeTheSoftLimitLetsTheSearchGoOn() {
        try (EngineWorker worker = new EngineWorker(new ZwangEngine(), Runnable::run)) {
            SearchJob job = new SearchJob(worker);
            job.limitAfterPonder(TEN_MINUTES, TEN_MINUTES);
            job.iterationFinished();
            assertFalse(job.stopFlag().isStopped(), "the soft limit is ten minutes away");
            job.abandon();
        }
    }
}
