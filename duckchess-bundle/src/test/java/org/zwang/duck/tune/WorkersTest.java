package org.zwang.duck.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

/** How a pool's work fails: as the worker's own exception, an interrupt named, and the pool shut down. */
class WorkersTest {

    @Test
    void aWorkersUncheckedExceptionIsThrownAsItIsAndThePoolGoesDown() {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        IllegalArgumentException failure = new IllegalArgumentException("bad position");
        IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class, () -> Workers.run(pool,
                "self-play", () -> pool.submit(() -> {
                    throw failure;
                }).get()));
        assertSame(failure, thrown);
        assertTrue(pool.isShutdown());
    }

    @Test
    void aWorkersCheckedExceptionIsWrapped() {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        IllegalStateException thrown = assertThrows(IllegalStateException.class, () -> Workers.run(pool,
                "training", () -> pool.submit(() -> {
                    throw new IOException("disk full");
                }).get()));
        assertTrue(thrown.getCause() instanceof IOException);
        assertTrue(pool.isShutdown());
    }

    @Test
    void anInterruptIsNamedAndTheFlagKept() throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        CountDownLatch neverReleased = new CountDownLatch(1);
        try {
            Thread.currentThread().interrupt();
            // the wait for a worker that never finishes ends at once: the flag is already set
            IllegalStateException thrown = assertThrows(IllegalStateException.class, () -> Workers.run(pool,
                    "Texel tuning", () -> pool.submit(() -> {
                        neverReleased.await();
                        return null;
                    }).get()));
            assertEquals("Texel tuning interrupted", thrown.getMessage());
            assertTrue(Thread.interrupted(), "the interrupt flag is set again (and cleared here)");
            assertTrue(pool.isShutdown());
        } finally {
            Thread.interrupted();
            neverReleased.countDown();
        }
    }
}
