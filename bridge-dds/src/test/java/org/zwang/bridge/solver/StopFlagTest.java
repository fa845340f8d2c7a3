package org.zwang.bridge.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.search.StopFlag;

/**
 * A solve in progress stops when its flag is raised, the solver stays correct afterwards, and a
 * cancelled batch stops the deals it is solving.
 */
class StopFlagTest {

    /** How long a wait may last before the test calls the solver hung; never the thing a test checks. */
    private static final long HANG_GUARD_MINUTES = 5;

    /**
     * A freak deal (four voids, no two touching ranks in a suit; published in macroxue's
     * bridge-solver README as its slowest, about a minute for notrump there): its DD table takes far
     * longer than any bound below, so a solve that ignores the flag fails the test.
     */
    private static final Deal FREAK = Deal.parsePbn("N:AJ962.KT74..Q853 Q853.AJ962.KT74. .Q853.AJ962.KT74 KT74..Q853.AJ962");

    @Test
    void aRaisedFlagStopsTheCallAtOnceAndTheSolverStaysCorrect() {
        OracleData.TableLine line = OracleData.tables().get(0);
        StopFlag flag = new StopFlag();
        DoubleDummySolver solver = new DoubleDummySolver();
        solver.stopOn(flag);
        flag.stop();
        assertThrows(SolveStoppedException.class, () -> solver.ddTable(line.deal));
        // At most one poll interval of trick starts was searched (a full table searches millions).
        assertTrue(solver.stats().nodes < 200_000, "nodes before the stop: " + solver.stats().nodes);
        flag.reset();
        assertEquals(line.table, solver.ddTable(line.deal), "DDS 2.9's table after the stop");
    }

    /**
     * The flag is raised once the solve has begun (a latch the solving thread passes, not a sleep);
     * the solve then ends stopped, not finished. That is the check, not how soon: a table that
     * ignored the flag would finish after tens of seconds, with a table instead of the exception. How
     * little it searches after the flag is the test above's (nodes, not milliseconds).
     */
    @Test
    void anotherThreadStopsALongSolve() throws Exception {
        StopFlag flag = new StopFlag();
        DoubleDummySolver solver = new DoubleDummySolver();
        solver.stopOn(flag);
        CountDownLatch begun = new CountDownLatch(1);
        CompletableFuture<DdTable> solving = CompletableFuture.supplyAsync(() -> {
            begun.countDown();
            return solver.ddTable(FREAK);
        });
        assertTrue(begun.await(HANG_GUARD_MINUTES, TimeUnit.MINUTES));
        flag.stop();
        ExecutionException ended = assertThrows(ExecutionException.class,
                () -> solving.get(HANG_GUARD_MINUTES, TimeUnit.MINUTES), "the solve finished instead of stopping");
        assertTrue(ended.getCause() instanceof SolveStoppedException, ended.getCause().toString());
    }

    /** Both workers are inside their freak deals when the batch is cancelled: neither finishes it. */
    @Test
    void cancellingABatchStopsTheDealsBeingSolved() throws Exception {
        CountDownLatch begun = new CountDownLatch(2);
        DealBatch<DdTable> batch = DealBatch.start(2, 2, SolverOptions.defaults(), (solver, i) -> {
            begun.countDown();
            return solver.ddTable(FREAK);
        });
        assertTrue(begun.await(HANG_GUARD_MINUTES, TimeUnit.MINUTES));
        batch.cancel();
        CompletableFuture<SolverStats> ended = CompletableFuture.supplyAsync(() -> {
            try {
                return batch.awaitTotals();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        ended.get(HANG_GUARD_MINUTES, TimeUnit.MINUTES); // the workers ended
        assertTrue(batch.finished().isEmpty(), "no deal finished: the workers stopped, they did not finish their deals");
    }
}
