package org.zwang.bridge.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.zwang.search.StopFlag;

/**
 * Solves a batch of deals (DDS CalcAllTables, or any per-deal job) on worker threads and hands the
 * results back in input order as each becomes ready, so a caller can stream them while the rest are
 * solved, and the output never depends on the number of threads. Each worker reuses one
 * {@link DoubleDummySolver}, so memory is bounded by threads × {@link SolverOptions#tableBytes()}.
 * Every result carries the solver counters (nodes, tests, table traffic) of its deal alone.
 *
 * <p>Cancellable: {@link #cancel()} stops the deals being solved at once (through the solvers' shared
 * {@link StopFlag}) and no worker starts another, and {@link #finished()} returns every result
 * already finished, in input order, gaps skipped, so an interrupted batch loses nothing it computed. Workers are daemon threads: a deal being solved when the program
 * exits is simply abandoned. Library code: it never prints.
 *
 * <pre>{@code
 * try (DealBatch<DdTable> batch = DealBatch.start(deals.size(), 4, SolverOptions.defaults(),
 *         (solver, i) -> solver.ddTable(deals.get(i)))) {
 *     for (int i = 0; i < deals.size(); i++) {
 *         DealBatch.Result<DdTable> result = batch.next();   // in input order
 *     }
 * }
 * }</pre>
 *
 * @param <T> what one deal's job yields
 */
public final class DealBatch<T> implements AutoCloseable {

    /** The work for one deal, run with the worker's solver. */
    @FunctionalInterface
    public interface Job<T> {
        /** Computes item {@code index}. */
        T run(DoubleDummySolver solver, int index);
    }

    /** One deal's result: its index in the input, the job's value and the solver counters it took. */
    public record Result<T>(int index, T value, SolverStats stats) {
    }

    private final int count;
    private final Job<T> job;
    private final SolverOptions options;
    private final Object[] values;
    private final SolverStats[] stats;
    private final RuntimeException[] failures;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition ready = lock.newCondition();
    private final AtomicInteger nextDeal = new AtomicInteger();
    private final SolverStats totals = new SolverStats();
    private final List<Thread> workers = new ArrayList<>();
    private volatile boolean cancelled;
    /** Raised by {@link #cancel()}: every worker's solver watches it. */
    private final StopFlag stop = new StopFlag();
    private Error error;
    private int finishedCount;
    private int delivered;
    private int running;

    private DealBatch(int count, int threads, SolverOptions options, Job<T> job) {
        this.count = count;
        this.job = job;
        this.options = options;
        this.values = new Object[count];
        this.stats = new SolverStats[count];
        this.failures = new RuntimeException[count];
        int poolSize = Math.max(1, Math.min(threads, count));
        running = count == 0 ? 0 : poolSize;
        for (int t = 0; t < poolSize && count > 0; t++) {
            Thread worker = new Thread(this::work, "dds-worker-" + t);
            worker.setDaemon(true);
            workers.add(worker);
        }
    }

    /**
     * Starts {@code count} jobs on {@code threads} workers (fewer when there are fewer jobs).
     *
     * @throws IllegalArgumentException when {@code threads} is below 1 or {@code count} negative
     */
    public static <T> DealBatch<T> start(int count, int threads, SolverOptions options, Job<T> job) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        if (count < 0) {
            throw new IllegalArgumentException("count must not be negative, got " + count);
        }
        DealBatch<T> batch = new DealBatch<>(count, threads, options, job);
        for (Thread worker : batch.workers) {
            worker.start();
        }
        return batch;
    }

    private void work() {
        DoubleDummySolver solver;
        try {
            solver = new DoubleDummySolver(options);
            solver.stopOn(stop);
        } catch (OutOfMemoryError e) {
            fail(e);
            return;
        }
        try {
            for (int i = nextDeal.getAndIncrement(); i < count && !cancelled; i = nextDeal.getAndIncrement()) {
                SolverStats before = solver.stats();
                Object value = null;
                RuntimeException failure = null;
                try {
                    value = job.run(solver, i);
                } catch (SolveStoppedException e) {
                    break; // cancelled while solving: the deal stays unfinished
                } catch (RuntimeException e) {
                    failure = e;
                    cancelled = true; // the batch ends at its first failure
                }
                SolverStats spent = solver.stats().since(before);
                lock.lock();
                try {
                    values[i] = value;
                    failures[i] = failure;
                    stats[i] = spent;
                    finishedCount++;
                    ready.signalAll();
                } finally {
                    lock.unlock();
                }
            }
        } catch (Error e) {
            fail(e);
            return;
        }
        lock.lock();
        try {
            totals.add(solver.stats());
            running--;
            ready.signalAll();
        } finally {
            lock.unlock();
        }
    }

    private void fail(Error e) {
        cancelled = true;
        lock.lock();
        try {
            if (error == null) {
                error = e;
            }
            running--;
            ready.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** The number of jobs. */
    public int size() {
        return count;
    }

    /**
     * The next result in input order, waiting as long as it takes. A job's exception is thrown here
     * once every result before it has been taken; an error of a worker (out of memory) as soon as it
     * happens.
     *
     * @throws java.util.NoSuchElementException when every result was taken, or the batch was cancelled
     *         before this one was computed
     */
    public Result<T> next() throws InterruptedException {
        Result<T> result;
        do {
            result = next(1, TimeUnit.DAYS);
        } while (result == null);
        return result;
    }

    /** Like {@link #next()}, but returns null when the next result is not ready within {@code timeout}. */
    public Result<T> next(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        lock.lock();
        try {
            while (true) {
                if (error != null) {
                    throw error;
                }
                if (delivered >= count) {
                    throw new java.util.NoSuchElementException("all " + count + " results were taken");
                }
                if (stats[delivered] != null) {
                    return take(delivered++);
                }
                if (cancelled && running == 0) {
                    throw new java.util.NoSuchElementException("the batch was cancelled before deal " + delivered);
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return null;
                }
                ready.awaitNanos(left);
            }
        } finally {
            lock.unlock();
        }
    }

    /** Hands out result {@code index} and lets the batch forget it (called under the lock). */
    private Result<T> take(int index) {
        RuntimeException failure = failures[index];
        if (failure != null) {
            throw failure;
        }
        @SuppressWarnings("unchecked")
        T value = (T) values[index];
        values[index] = null;
        return new Result<>(index, value, stats[index]);
    }

    /** How many jobs have finished so far (taken or not). */
    public int finishedCount() {
        lock.lock();
        try {
            return finishedCount;
        } finally {
            lock.unlock();
        }
    }

    /** Stops the deals being solved and asks the workers to start no further deal. */
    public void cancel() {
        cancelled = true;
        stop.stop();
    }

    /**
     * Every finished result not yet taken, in input order (skipping deals that were never solved),
     * for a cancelled batch to keep what it computed; a job that failed is left out.
     */
    public List<Result<T>> finished() {
        List<Result<T>> results = new ArrayList<>();
        lock.lock();
        try {
            for (int i = delivered; i < count; i++) {
                if (stats[i] != null && failures[i] == null) {
                    results.add(take(i));
                }
            }
            delivered = count;
        } finally {
            lock.unlock();
        }
        return results;
    }

    /** Waits for every worker to end and returns the sum of their solvers' counters. */
    public SolverStats awaitTotals() throws InterruptedException {
        for (Thread worker : workers) {
            worker.join();
        }
        lock.lock();
        try {
            if (error != null) {
                throw error;
            }
            return totals.copy();
        } finally {
            lock.unlock();
        }
    }

    /** Cancels what is left: the deals being solved stop, and the workers end. */
    @Override
    public void close() {
        cancel();
    }
}
