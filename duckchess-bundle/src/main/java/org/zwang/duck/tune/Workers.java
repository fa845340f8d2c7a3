package org.zwang.duck.tune;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;

/**
 * How the tuning and training loops (self-play, Texel tuning, NNUE training) wait on the work they hand
 * to a pool of threads: so that an interrupt and a worker's failure surface the same way in each, and
 * the pool always goes down after.
 */
public final class Workers {

    /** Work that hands tasks to a pool and waits on their futures. */
    @FunctionalInterface
    public interface Work {
        void run() throws InterruptedException, ExecutionException;
    }

    private Workers() {
    }

    /**
     * Runs {@code work}, then shuts {@code pool} down (stopping what still runs). An interrupt becomes an
     * {@link IllegalStateException} "{@code what} interrupted", the thread's interrupt flag set again; a
     * worker's unchecked exception is thrown as it is, any other failure of a worker wrapped in an
     * {@link IllegalStateException}.
     */
    public static void run(ExecutorService pool, String what, Work work) {
        try {
            work.run();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(what + " interrupted", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException ? (RuntimeException) e.getCause()
                    : new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }
}
