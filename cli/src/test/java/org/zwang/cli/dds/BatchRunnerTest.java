package org.zwang.cli.dds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.solver.SolverOptions;
import org.zwang.cli.CtrlC;
import org.zwang.cli.OutOfMemoryException;

/** The batch runner: results in input order whatever the threads, a partial prefix on Ctrl-C, failures in order. */
class BatchRunnerTest {

    @Test
    void resultsComeInInputOrderWithManyThreads() {
        for (int threads : new int[] {1, 3, 8}) {
            BatchRunner runner = new BatchRunner(threads, SolverOptions.defaults(), Progress.none(), CtrlC.manual());
            List<Integer> seen = new ArrayList<>();
            int done = runner.run(50, (solver, i) -> {
                sleepMillis((i * 7) % 5); // finish out of order
                return i * i;
            }, null, (i, result, nanos) -> {
                assertEquals(seen.size(), i);
                assertEquals(i * i, result);
                seen.add(i);
            });
            assertEquals(50, done);
            assertEquals(50, seen.size());
            assertTrue(!runner.interrupted());
        }
    }

    @Test
    void ctrlCStopsWithTheResultsDeliveredSoFar() {
        CtrlC ctrlC = CtrlC.manual();
        BatchRunner runner = new BatchRunner(2, SolverOptions.defaults(), Progress.none(), ctrlC);
        List<Integer> seen = new ArrayList<>();
        // deals from 20 on wait until the run has returned, so Ctrl-C comes with most of the batch
        // unsolved however the threads are scheduled (no race with the clock)
        java.util.concurrent.CountDownLatch held = new java.util.concurrent.CountDownLatch(1);
        int done;
        try {
            done = runner.run(1000, (solver, i) -> {
                if (i >= 20) {
                    try {
                        held.await(5, java.util.concurrent.TimeUnit.MINUTES); // five minutes only guard a hang
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
                return i;
            }, null, (i, result, nanos) -> {
                seen.add(result);
                if (i == 9) {
                    ctrlC.request();
                }
            });
        } finally {
            held.countDown();
        }
        // what was already solved when Ctrl-C came is still delivered, in order; then it stops
        assertTrue(runner.interrupted());
        assertTrue(done >= 10 && done <= 20, "delivered " + done);
        assertEquals(done, seen.size());
        for (int i = 0; i < done; i++) {
            assertEquals(i, seen.get(i));
        }
    }

    @Test
    void ctrlCDeliversEveryFinishedResultInOrderPastASlowDeal() {
        CtrlC ctrlC = CtrlC.manual();
        java.util.concurrent.CountDownLatch slow = new java.util.concurrent.CountDownLatch(1);
        java.util.concurrent.atomic.AtomicInteger quick = new java.util.concurrent.atomic.AtomicInteger();
        BatchRunner runner = new BatchRunner(2, SolverOptions.defaults(), Progress.none(), ctrlC);
        List<Integer> seen = new ArrayList<>();
        try {
            int done = runner.run(1000, (solver, i) -> {
                if (i == 0) { // the first deal is still being solved when Ctrl-C comes
                    try {
                        slow.await(5, java.util.concurrent.TimeUnit.MINUTES); // released by the test; a hang guard
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                } else if (quick.incrementAndGet() == 9) {
                    ctrlC.request();
                }
                return i;
            }, null, (i, result, nanos) -> {
                assertEquals(i, result);
                seen.add(i);
            });
            assertTrue(runner.interrupted());
            assertEquals(done, seen.size());
            assertTrue(seen.size() >= 9 && seen.size() < 1000 && !seen.contains(0), seen.toString());
            for (int i = 0; i < seen.size(); i++) {
                assertEquals(i + 1, seen.get(i), "every finished result, in input order: " + seen);
            }
        } finally {
            slow.countDown();
        }
    }

    @Test
    void aFailureComesAfterTheResultsBeforeIt() {
        BatchRunner runner = new BatchRunner(3, SolverOptions.defaults(), Progress.none(), CtrlC.manual());
        List<Integer> seen = new ArrayList<>();
        IllegalArgumentException failure = assertThrows(IllegalArgumentException.class, () -> runner.run(20, (solver, i) -> {
            if (i == 7) {
                throw new IllegalArgumentException("deal 8 is bad");
            }
            return i;
        }, null, (i, result, nanos) -> seen.add(result)));
        assertEquals("deal 8 is bad", failure.getMessage());
        assertEquals(List.of(0, 1, 2, 3, 4, 5, 6), seen);
    }

    @Test
    void errorsOfWorkersBecomeOneLineFailures() {
        BatchRunner runner = new BatchRunner(2, SolverOptions.defaults(), Progress.none(), CtrlC.manual());
        OutOfMemoryException memory = assertThrows(OutOfMemoryException.class, () -> runner.run(4, (solver, i) -> {
            throw new OutOfMemoryError("Java heap space");
        }, null, (i, result, nanos) -> { }));
        assertTrue(memory.getMessage().startsWith("out of memory with 2 solvers of up to 256 MB"), memory.getMessage());
        IllegalStateException other = assertThrows(IllegalStateException.class, () -> runner.run(4, (solver, i) -> {
            throw new StackOverflowError();
        }, null, (i, result, nanos) -> { }));
        assertEquals("java.lang.StackOverflowError", other.getMessage());
    }

    @Test
    void progressLineIsErasedBeforeEachResult() {
        StringWriter err = new StringWriter();
        Progress progress = new Progress(new PrintWriter(err, true), true, "tables", 3, 0);
        progress.update(1);
        String drawn = err.toString();
        assertTrue(drawn.startsWith("\rtables 1/3 (33%)"), drawn);
        progress.clear();
        String cleared = err.toString().substring(drawn.length());
        assertEquals("\r" + " ".repeat(drawn.length() - 1) + "\r", cleared);
        progress.clear(); // nothing drawn: nothing written
        assertEquals(drawn.length() + cleared.length(), err.toString().length());
    }

    @Test
    void progressIsQuietWhenDisabledOrEarly() {
        StringWriter err = new StringWriter();
        new Progress(new PrintWriter(err, true), false, "tables", 3, 0).update(1);
        new Progress(new PrintWriter(err, true), true, "tables", 3).update(1); // shown only after a second
        assertEquals("", err.toString());
    }

    private static void sleepMillis(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
