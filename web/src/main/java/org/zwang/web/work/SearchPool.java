package org.zwang.web.work;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.zwang.search.StopFlag;
import org.zwang.web.ApiException;

/**
 * The bounded pool every search of the server runs on, so that no request can make the server take
 * on more work than it has cores for: {@code workers} threads, {@code queue} waiting places, and a
 * 503 for whatever comes beyond that. Each job carries a {@link StopFlag} the search polls, so a
 * job can be cancelled while it waits or while it runs (a client that went away, a spent budget).
 */
public final class SearchPool implements AutoCloseable {

    private final int workers;
    private final int queue;
    private final ThreadPoolExecutor executor;
    private final AtomicInteger running = new AtomicInteger();

    public SearchPool(int workers, int queue) {
        this.workers = workers;
        this.queue = queue;
        AtomicInteger threads = new AtomicInteger();
        this.executor = new ThreadPoolExecutor(workers, workers, 0, TimeUnit.MILLISECONDS,
                queue == 0 ? new java.util.concurrent.SynchronousQueue<>() : new ArrayBlockingQueue<>(queue),
                task -> {
                    Thread thread = new Thread(task, "zwang-search-" + threads.incrementAndGet());
                    thread.setDaemon(true);
                    return thread;
                });
    }

    /** A submitted search: wait for its answer, or stop it. */
    public static final class Job<T> {
        private final FutureTask<T> task;
        private final StopFlag stop;
        private final ThreadPoolExecutor executor;

        Job(FutureTask<T> task, StopFlag stop, ThreadPoolExecutor executor) {
            this.task = task;
            this.stop = stop;
            this.executor = executor;
        }

        /**
         * The answer, waiting at most {@code millis}; on timeout the job is cancelled and a 504
         * names the budget. A search's own one-line refusal (IllegalArgumentException) comes through
         * as a 400.
         */
        public T await(long millis, String what) {
            try {
                return task.get(millis, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                cancel();
                throw new ApiException(504, what + " took longer than the server's budget of "
                        + millis / 1000.0 + " s; it was stopped");
            } catch (InterruptedException e) {
                cancel();
                Thread.currentThread().interrupt();
                throw new ApiException(503, what + " was interrupted (the server is stopping)");
            } catch (ExecutionException e) {
                Throwable cause = e.getCause();
                if (cause instanceof ApiException api) {
                    throw api;
                }
                if (cause instanceof IllegalArgumentException bad) {
                    throw ApiException.badRequest(bad.getMessage());
                }
                if (cause instanceof RuntimeException runtime) {
                    throw runtime;
                }
                throw new IllegalStateException(cause);
            }
        }

        /** Stops the search if it runs (it returns soon after) or drops it from the queue. */
        public void cancel() {
            stop.stop();
            if (task.cancel(false)) {
                executor.remove(task);
            }
        }

        /** Whether the job has finished, failed or been cancelled. */
        public boolean isDone() {
            return task.isDone();
        }
    }

    /**
     * Queues {@code search}, which gets the job's stop flag.
     *
     * @throws ApiException 503 when all workers are busy and the queue is full
     */
    public <T> Job<T> submit(Function<StopFlag, T> search) {
        StopFlag stop = new StopFlag();
        FutureTask<T> task = new FutureTask<>(() -> {
            running.incrementAndGet();
            try {
                return search.apply(stop);
            } finally {
                running.decrementAndGet();
            }
        });
        try {
            executor.execute(task);
        } catch (RejectedExecutionException e) {
            throw new ApiException(503, "the server is busy: all " + workers + " search workers and " + queue
                    + " waiting places are taken; try again in a moment");
        }
        return new Job<>(task, stop, executor);
    }

    /** Searches running now. */
    public int running() {
        return running.get();
    }

    /** Searches waiting for a worker. */
    public int waiting() {
        return executor.getQueue().size();
    }

    public int workers() {
        return workers;
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
