package org.zwang.web.work;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import org.zwang.search.StopFlag;
import org.zwang.web.ApiException;
import org.zwang.web.Failures;
import org.zwang.web.WebSettings;

/**
 * The bounded pool every search of the server runs on, so that no request can make the server take
 * on more work than it has cores for: {@code workers} threads, {@code queue} waiting places, and a
 * 503 for whatever comes beyond that. Each job carries a {@link StopFlag} the search polls, so a
 * job can be cancelled while it waits or while it runs (a client that went away, a spent budget).
 *
 * <p>A job's failure, an {@code Error} included, ends that job only: it is handed to whoever waits
 * for the job ({@link Job#await}) and the worker thread goes on to the next job.
 */
public final class SearchPool implements AutoCloseable {

    private final int workers;
    private final int queue;
    private final ThreadPoolExecutor executor;
    private final AtomicInteger running = new AtomicInteger();
    private final AtomicLong stopped = new AtomicLong();

    public SearchPool(int workers, int queue) {
        this.workers = workers;
        this.queue = queue;
        AtomicInteger threads = new AtomicInteger();
        this.executor = new ThreadPoolExecutor(workers, workers, 0, TimeUnit.MILLISECONDS,
                queue == 0 ? new SynchronousQueue<>() : new ArrayBlockingQueue<>(queue),
                task -> {
                    Thread thread = new Thread(task, "zwang-search-" + threads.incrementAndGet());
                    thread.setDaemon(true);
                    return thread;
                });
    }

    /** A submitted search: wait for its answer, or stop it. */
    public static final class Job<T> {
        private static final int WAITING = 0;
        private static final int RUNNING = 1;
        private static final int DROPPED = 2;

        private final FutureTask<T> task;
        private final StopFlag stop;
        private final ThreadPoolExecutor executor;
        /** WAITING until a worker takes the job (RUNNING) or it is cancelled first (DROPPED). */
        private final AtomicInteger state = new AtomicInteger(WAITING);
        private volatile String stopReason;

        Job(Function<StopFlag, T> search, StopFlag stop, SearchPool pool) {
            this.stop = stop;
            this.executor = pool.executor;
            this.task = new FutureTask<>(() -> {
                if (!state.compareAndSet(WAITING, RUNNING)) {
                    return null; // cancelled while it waited: it never starts
                }
                pool.running.incrementAndGet();
                try {
                    return search.apply(stop);
                } finally {
                    if (stop.isStopped()) {
                        pool.stopped.incrementAndGet();
                    }
                    pool.running.decrementAndGet();
                }
            });
        }

        /**
         * The answer, waiting at most {@code millis}. On timeout the job is cancelled and a 504 names
         * the budget, saying whether the search was stopped or never started (it waited for a free
         * worker all that time). A search's own one-line refusal (IllegalArgumentException) comes
         * through as a 400; a job stopped or dropped by {@link #cancel(String)} as a 503 with that
         * reason; any other failure, an {@code Error} included, as {@link Failures}' one line.
         */
        public T await(long millis, String what) {
            try {
                return task.get(millis, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                boolean started = !cancel("over budget");
                String budget = what + " took longer than the server's budget of " + millis / 1000.0 + " s";
                throw new ApiException(504, started ? budget + "; it was stopped"
                        : budget + ": it waited for a free search worker and never started; try again when the "
                                + "server is less busy");
            } catch (InterruptedException e) {
                cancel("the server is stopping");
                Thread.currentThread().interrupt();
                throw new ApiException(503, what + " was interrupted (the server is stopping)");
            } catch (CancellationException e) {
                // dropped from the queue: it never started
                throw new ApiException(503, what + " never started: " + stopReason);
            } catch (ExecutionException e) {
                Throwable cause = e.getCause();
                if (cause instanceof ApiException api) {
                    throw api;
                }
                if (stopReason != null) {
                    throw stopped(what); // the search ended early because it was asked to
                }
                if (cause instanceof IllegalArgumentException bad) {
                    throw ApiException.badRequest(bad.getMessage());
                }
                throw new ApiException(Failures.status(cause), Failures.describe(cause));
            }
        }

        private ApiException stopped(String what) {
            return new ApiException(503, what + " was stopped: " + stopReason);
        }

        /**
         * Stops the search if it runs (it returns soon after) or drops it from the queue, so it never
         * starts. {@code reason} is what {@link #await} reports.
         *
         * @return true when the job had not started (it never will)
         */
        public boolean cancel(String reason) {
            if (stopReason == null) {
                stopReason = reason;
            }
            stop.stop();
            if (state.compareAndSet(WAITING, DROPPED)) {
                task.cancel(false);
                executor.remove(task);
                return true;
            }
            return false;
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
        Job<T> job = new Job<>(search, new StopFlag(), this);
        try {
            executor.execute(job.task);
        } catch (RejectedExecutionException e) {
            throw new ApiException(503, "the server is busy: " + (workers == 1 ? "its " : "all ")
                    + WebSettings.searchWorkers(workers) + " and " + queue + (queue == 1 ? " waiting place" : " waiting places")
                    + " are taken; try again in a moment");
        }
        return job;
    }

    /** Searches running now. */
    public int running() {
        return running.get();
    }

    /** Searches waiting for a worker. */
    public int waiting() {
        return executor.getQueue().size();
    }

    /**
     * Searches that ended because their stop flag was raised (their client went away, their budget
     * was spent), since the server started; a search that ends by its own limits does not count.
     */
    public long stopped() {
        return stopped.get();
    }

    public int workers() {
        return workers;
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
