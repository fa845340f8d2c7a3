package org.zwang.bridge.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;

/** The streaming batch: input order whatever the threads, per-deal counters, cancel keeps what finished. */
class DealBatchTest {

    private static List<Deal> deals(int count) {
        List<Deal> deals = new ArrayList<>();
        Random random = new Random(5);
        for (int i = 0; i < count; i++) {
            deals.add(Endings.randomDeal(random, 5 + random.nextInt(4)));
        }
        return deals;
    }

    @Test
    void resultsInInputOrderWithTheirOwnNodes() throws InterruptedException {
        List<Deal> deals = deals(10);
        DoubleDummySolver alone = new DoubleDummySolver();
        for (int threads : new int[] {1, 3}) {
            long sum = 0;
            try (DealBatch<DdTable> batch = DealBatch.start(deals.size(), threads, SolverOptions.defaults(),
                    (solver, i) -> solver.ddTable(deals.get(i)))) {
                for (int i = 0; i < deals.size(); i++) {
                    DealBatch.Result<DdTable> result = batch.next();
                    assertEquals(i, result.index());
                    assertEquals(alone.ddTable(deals.get(i)), result.value(), "deal " + i);
                    assertTrue(result.stats().nodes > 0, "deal " + i + " has its nodes");
                    sum += result.stats().nodes;
                }
                assertEquals(sum, batch.awaitTotals().nodes, "the per-deal nodes add up to the solvers' totals");
                assertThrows(java.util.NoSuchElementException.class, batch::next);
            }
        }
    }

    @Test
    void cancelKeepsEveryFinishedResultInOrder() throws InterruptedException {
        CountDownLatch slow = new CountDownLatch(1);
        try (DealBatch<Integer> batch = DealBatch.start(100, 2, SolverOptions.defaults(), (solver, i) -> {
            if (i == 0) {
                try {
                    slow.await(5, TimeUnit.MINUTES); // released by the test; five minutes only guard a hang
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return i;
        })) {
            while (batch.finishedCount() < 5) { // the batch's own count: the event, however long it takes
                Thread.sleep(1);
            }
            batch.cancel();
            assertNull(batch.next(10, TimeUnit.MILLISECONDS), "deal 0 is not finished"); // it waits on the latch
            List<DealBatch.Result<Integer>> finished = batch.finished();
            assertTrue(finished.size() >= 5 && finished.size() < 100, finished.size() + " finished");
            for (int k = 0; k < finished.size(); k++) {
                assertEquals(k + 1, finished.get(k).index());
                assertEquals(k + 1, finished.get(k).value());
            }
        } finally {
            slow.countDown();
        }
    }

    @Test
    void aFailureComesInItsPlace() throws InterruptedException {
        try (DealBatch<Integer> batch = DealBatch.start(10, 3, SolverOptions.defaults(), (solver, i) -> {
            if (i == 4) {
                throw new IllegalArgumentException("deal 5 is bad");
            }
            return i;
        })) {
            for (int i = 0; i < 4; i++) {
                assertEquals(i, batch.next().value());
            }
            assertEquals("deal 5 is bad", assertThrows(IllegalArgumentException.class, batch::next).getMessage());
        }
        assertThrows(IllegalArgumentException.class, () -> DealBatch.start(1, 0, SolverOptions.defaults(), (s, i) -> i));
    }
}
