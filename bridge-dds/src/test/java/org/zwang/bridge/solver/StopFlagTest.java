package org.zwang.bridge.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.search.StopFlag;

/**
 * A solve in progress stops when its flag is raised, the solver stays correct afterwards, and a
 * cancelled batch stops the deals it is solving.
 */
class StopFlagTest {

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

    @Test
    void anotherThreadStopsALongSolve() throws InterruptedException {
        StopFlag flag = new StopFlag();
        DoubleDummySolver solver = new DoubleDummySolver();
        solver.stopOn(flag);
        CompletableFuture<DdTable> solving = CompletableFuture.supplyAsync(() -> solver.ddTable(FREAK));
        Thread.sleep(300);
        assertFalse(solving.isDone(), "the freak deal takes much longer than 0.3 s");
        flag.stop();
        ExecutionException ended = assertThrows(ExecutionException.class, () -> solving.get(2, TimeUnit.SECONDS),
                "stopped within 2 s of the flag (a finished table would take tens of seconds)");
        assertTrue(ended.getCause() instanceof SolveStoppedException, ended.getCause().toString());
    }

    @Test
    void cancellingABatchStopsTheDealsBeingSolved() throws InterruptedException, ExecutionException,
            TimeoutException {
        DealBatch<DdTable> batch = DealBatch.start(2, 2, SolverOptions.defaults(), (solver, i) -> solver.ddTable(FREAK));
        Thread.sleep(300);
        batch.cancel();
        CompletableFuture<SolverStats> ended = CompletableFuture.supplyAsync(() -> {
            try {
                return batch.awaitTotals();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        ended.get(2, TimeUnit.SECONDS); // the workers ended: they did not finish their deals
        assertTrue(batch.finished().isEmpty(), "no deal finished");
    }
}
