package org.zwang.bridge.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.IntToLongFunction;
import org.zwang.search.StopFlag;

/**
 * Solves a batch of deals (DDS CalcAllTables, or any per-deal job) on worker threads and hands the
 * results back in input order as each becomes ready, so a caller can stream them while the rest are
 * solved, and the output never depends on the number of threads or the schedule. Each worker reuses
 * one {@link DoubleDummySolver}, so memory is bounded by threads × {@link SolverOptions#tableBytes()}.
 * Every result carries the solver counters (nodes, tests, table traffic) of its deal alone.
 *
 * <p>The schedule, as DDS's scheduler has it (docs/bridge-solver.md, "Batches"): given a cost
 * predictor ({@link #start(int, int, SolverOptions, Job, IntToLongFunction)}, for DD tables
 * {@link TableCost#fanout}), the deals are handed out hardest first within windows of
 * {@link #window(int)} deals, so the output still streams and the batch ends on easy deals; every
 * worker takes the next deal from one shared queue the moment it is free. A {@link SplitJob} (a DD
 * table: its five strains) spreads the last deals over the workers that would otherwise go idle: once
 * fewer deals are left than workers, each deal taken is split into its parts, and every worker takes
 * parts before new deals.
 *
 * <p>Cancellable: {@link #cancel()} stops the deals being solved at once (through the solvers' shared
 * {@link StopFlag}) and no worker starts another, and {@link #finished()} returns every result
 * already finished, in input order, gaps skipped, so an interrupted batch loses nothing it computed.
 * Workers are daemon threads: a deal being solved when the program exits is simply abandoned. An
 * error on a worker (out of memory) is handed to the caller by {@link #next()}, never printed by the
 * JVM. Library code: it never prints.
 *
 * <pre>{@code
 * try (DealBatch<DdTable> batch = DealBatch.start(deals.size(), 4, SolverOptions.defaults(),
 *         TableJob.of(deals::get), i -> TableCost.fanout(deals.get(i)))) {
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

    /**
     * A job whose work for one item falls into independent parts (a DD table's five strains), so a
     * batch can spread its last items over workers that would otherwise sit idle. {@link #run} must
     * equal {@link #combine} of every part; it is the cheaper way when one worker does all of them.
     *
     * @param <T> what one item yields
     * @param <P> what one part yields
     */
    public interface SplitJob<T, P> extends Job<T> {
        /** The number of parts of every item, 2 .. 64. */
        int parts();

        /** Computes part {@code part} of item {@code index}. */
        P part(DoubleDummySolver solver, int index, int part);

        /** Item {@code index}'s value from its parts' values, {@code parts.get(k)} for part k. */
        T combine(int index, List<P> parts);
    }

    /**
     * One deal's result: its index in the input, the job's value, the solver counters it took and the
     * time workers spent on it (its parts' times added when it was split).
     */
    public record Result<T>(int index, T value, SolverStats stats, long workNanos) {
    }

    /**
     * What one worker did, for reports of a batch's scaling: when it started, finished its first
     * unit and ran out of work (System.nanoTime), and how long it was working on units.
     */
    public record WorkerTime(long startNanos, long firstUnitNanos, long endNanos, long busyNanos, int units) {
    }

    /** Fewest deals a window holds: enough that the ordering inside it evens out the workers' loads. */
    private static final int MIN_WINDOW = 128;
    /** A window holds this many deals per worker. */
    private static final int WINDOW_PER_WORKER = 64;
    /** The unit code of a whole item (the low 8 bits of a unit hold part + 1, 0 for the whole item). */
    private static final int WHOLE = 0;

    private final int count;
    private final Job<T> job;
    private final SplitJob<T, Object> split;
    private final SolverOptions options;
    private final Object[] values;
    private final SolverStats[] stats;
    private final RuntimeException[] failures;
    private final long[] workNanos;
    private final int[] order;
    /**
     * The batch's one monitor. A monitor, not a {@code ReentrantLock}: waiting and waking on a monitor
     * takes no Java heap, while JDK 17's lock conditions allocate a node to wait and to hand over, and
     * a hand-over that fails for lack of memory left the waiting caller spinning for ever, the one
     * moment a batch most needs to end.
     */
    private final Object lock = new Object();
    private final SolverStats totals = new SolverStats();
    private final List<Thread> workers = new ArrayList<>();
    private final WorkerTime[] workerTimes;
    private volatile boolean cancelled;
    /** Raised by {@link #cancel()}: every worker's solver watches it. */
    private final StopFlag stop = new StopFlag();
    // Guarded by lock:
    private Error error;
    private int finishedCount;
    private int delivered;
    private int running;
    private int handedOut;
    /** Parts of split items waiting for a worker, first in first out. */
    private final long[] partQueue;
    private int partHead;
    private int partTail;
    /** The items split so far and not yet finished, by index: fewer than the workers at any time. */
    private final Map<Integer, SplitItem> splitItems = new HashMap<>();

    /** An item being solved in parts: the parts' values, how many are still out, their counters. */
    private static final class SplitItem {
        final Object[] values;
        int left;
        final SolverStats stats = new SolverStats();

        SplitItem(int parts) {
            values = new Object[parts];
            left = parts;
        }
    }

    @SuppressWarnings("unchecked")
    private DealBatch(int count, int threads, SolverOptions options, Job<T> job, IntToLongFunction cost) {
        this.count = count;
        this.job = job;
        this.split = job instanceof SplitJob<?, ?> s ? (SplitJob<T, Object>) s : null;
        this.options = options;
        this.values = new Object[count];
        this.stats = new SolverStats[count];
        this.failures = new RuntimeException[count];
        this.workNanos = new long[count];
        int poolSize = Math.max(1, Math.min(threads, count));
        this.order = order(count, cost, window(poolSize));
        running = count == 0 ? 0 : poolSize;
        int parts = split == null ? 0 : split.parts();
        if (split != null && (parts < 2 || parts > 64)) {
            throw new IllegalArgumentException("a split job has 2 .. 64 parts, got " + parts);
        }
        // Items are split only when fewer are left than workers: fewer than poolSize of them.
        this.partQueue = new long[split == null || poolSize == 1 ? 0 : poolSize * parts];
        this.workerTimes = new WorkerTime[count == 0 ? 0 : poolSize];
        for (int t = 0; t < poolSize && count > 0; t++) {
            int id = t;
            Thread worker = new Thread(() -> work(id), "dds-worker-" + t);
            worker.setDaemon(true);
            // Whatever escapes the worker (an error while reporting an error) goes to the caller too,
            // never to the JVM's default handler, which would print it.
            worker.setUncaughtExceptionHandler((thread, e) -> failQuietly(e));
            workers.add(worker);
        }
    }

    /**
     * Starts {@code count} jobs on {@code threads} workers (fewer when there are fewer jobs), handed out
     * in input order.
     *
     * @throws IllegalArgumentException when {@code threads} is below 1 or {@code count} negative
     */
    public static <T> DealBatch<T> start(int count, int threads, SolverOptions options, Job<T> job) {
        return start(count, threads, options, job, null);
    }

    /**
     * Starts {@code count} jobs on {@code threads} workers, handed out by predicted cost, highest first,
     * within each window of {@link #window(int)} items (input order where {@code cost} is null or two
     * costs are equal). The results still come in input order.
     *
     * @throws IllegalArgumentException when {@code threads} is below 1 or {@code count} negative
     */
    public static <T> DealBatch<T> start(int count, int threads, SolverOptions options, Job<T> job,
            IntToLongFunction cost) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        if (count < 0) {
            throw new IllegalArgumentException("count must not be negative, got " + count);
        }
        DealBatch<T> batch = new DealBatch<>(count, threads, options, job, cost);
        for (Thread worker : batch.workers) {
            worker.start();
        }
        return batch;
    }

    /**
     * The number of items the cost ordering looks ahead on {@code workers} workers: the most results
     * that wait for an earlier one before they can be handed out in input order.
     */
    public static int window(int workers) {
        return Math.max(MIN_WINDOW, WINDOW_PER_WORKER * workers);
    }

    /** The order items are handed out: by cost, highest first, inside each window; else input order. */
    private static int[] order(int count, IntToLongFunction cost, int window) {
        int[] order = new int[count];
        if (cost == null) {
            Arrays.setAll(order, i -> i);
            return order;
        }
        long[] keys = new long[Math.min(window, count)];
        for (int from = 0; from < count; from += window) {
            int to = Math.min(count, from + window);
            for (int i = from; i < to; i++) {
                // highest cost first, then input order: sort ascending on (−cost, index)
                long c = Math.max(0, Math.min(Integer.MAX_VALUE, cost.applyAsLong(i)));
                keys[i - from] = (Integer.MAX_VALUE - c) << 32 | i;
            }
            Arrays.sort(keys, 0, to - from);
            for (int i = from; i < to; i++) {
                order[i] = (int) keys[i - from];
            }
        }
        return order;
    }

    private void work(int id) {
        long start = System.nanoTime();
        long firstUnit = 0;
        long busy = 0;
        int units = 0;
        DoubleDummySolver solver;
        try {
            solver = new DoubleDummySolver(options);
            solver.stopOn(stop);
        } catch (OutOfMemoryError e) {
            fail(e);
            return;
        }
        try {
            for (long unit = claim(); unit >= 0; unit = claim()) {
                int item = (int) (unit >>> 8);
                int part = (int) (unit & 0xFF) - 1;
                long unitStart = System.nanoTime();
                SolverStats before = solver.stats();
                Object value = null;
                RuntimeException failure = null;
                try {
                    value = part < 0 ? job.run(solver, item) : split.part(solver, item, part);
                } catch (SolveStoppedException e) {
                    break; // cancelled while solving: the deal stays unfinished
                } catch (RuntimeException e) {
                    failure = e;
                    cancelled = true; // the batch ends at its first failure
                }
                SolverStats spent = solver.stats().since(before);
                long unitEnd = System.nanoTime();
                busy += unitEnd - unitStart;
                if (units++ == 0) {
                    firstUnit = unitEnd;
                }
                finish(item, part, value, failure, spent, unitEnd - unitStart);
            }
            SolverStats spentByWorker = solver.stats();
            synchronized (lock) {
                totals.add(spentByWorker);
                workerTimes[id] = new WorkerTime(start, firstUnit, System.nanoTime(), busy, units);
                running--;
                lock.notifyAll();
            }
        } catch (Error e) {
            fail(e);
        }
    }

    /**
     * The next unit for a free worker (item << 8 | part + 1, part + 1 = 0 for a whole item), or -1
     * when there is none: parts of split items first, then the next item in order, split when fewer
     * items are left (itself included) than workers.
     */
    private long claim() {
        synchronized (lock) {
            if (cancelled) {
                return -1;
            }
            if (partHead < partTail) {
                return partQueue[partHead++ % partQueue.length];
            }
            if (handedOut >= count) {
                return -1;
            }
            int left = count - handedOut; // this item included
            int item = order[handedOut++];
            if (partQueue.length > 0 && left < workers.size()) {
                int parts = split.parts();
                splitItems.put(item, new SplitItem(parts));
                for (int p = 1; p < parts; p++) {
                    partQueue[partTail++ % partQueue.length] = (long) item << 8 | (p + 1);
                }
                return (long) item << 8 | 1;
            }
            return (long) item << 8 | WHOLE;
        }
    }

    /** Records a unit's outcome; an item is finished when its last part is. */
    private void finish(int item, int part, Object value, RuntimeException failure, SolverStats spent, long nanos) {
        synchronized (lock) {
            workNanos[item] += nanos;
            if (part < 0) {
                values[item] = value;
                failures[item] = failure;
                stats[item] = spent;
            } else {
                SplitItem parts = splitItems.get(item);
                parts.values[part] = value;
                parts.stats.add(spent);
                if (failure != null && failures[item] == null) {
                    failures[item] = failure;
                }
                if (--parts.left > 0) {
                    return;
                }
                if (failures[item] == null) {
                    try {
                        values[item] = split.combine(item, Arrays.asList(parts.values));
                    } catch (RuntimeException e) {
                        failures[item] = e;
                        cancelled = true;
                    }
                }
                stats[item] = parts.stats;
                splitItems.remove(item);
            }
            finishedCount++;
            lock.notifyAll();
        }
    }

    private void fail(Error e) {
        cancelled = true;
        synchronized (lock) {
            if (error == null) {
                error = e;
            }
            running--;
            lock.notifyAll();
        }
    }

    /** {@link #fail} from the uncaught-exception handler: a second error there is dropped, not printed. */
    private void failQuietly(Throwable e) {
        try {
            fail(e instanceof Error error ? error : new AssertionError("a batch worker failed: " + e, e));
        } catch (Throwable ignored) {
            cancelled = true; // out of memory even here: the batch still ends
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
        synchronized (lock) {
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
                TimeUnit.NANOSECONDS.timedWait(lock, left);
            }
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
        return new Result<>(index, value, stats[index], workNanos[index]);
    }

    /** How many jobs have finished so far (taken or not). */
    public int finishedCount() {
        synchronized (lock) {
            return finishedCount;
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
        synchronized (lock) {
            for (int i = delivered; i < count; i++) {
                if (stats[i] != null && failures[i] == null) {
                    results.add(take(i));
                }
            }
            delivered = count;
        }
        return results;
    }

    /** Waits for every worker to end and returns the sum of their solvers' counters. */
    public SolverStats awaitTotals() throws InterruptedException {
        for (Thread worker : workers) {
            worker.join();
        }
        synchronized (lock) {
            if (error != null) {
                throw error;
            }
            return totals.copy();
        }
    }

    /**
     * What each worker did, once {@link #awaitTotals()} has returned: one entry a worker, null for a
     * worker that failed.
     */
    public List<WorkerTime> workerTimes() {
        synchronized (lock) {
            return Arrays.asList(workerTimes.clone());
        }
    }

    /**
     * Waits until every worker has ended, at most {@code timeout}; true when they all have. After
     * {@link #cancel} workers end at their solver's next stop check, and their solvers become garbage:
     * a caller that ran out of memory waits here before it needs memory to say so.
     */
    public boolean awaitWorkersEnded(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        for (Thread worker : workers) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            TimeUnit.NANOSECONDS.timedJoin(worker, left);
            if (worker.isAlive()) {
                return false;
            }
        }
        return true;
    }

    /** Cancels what is left: the deals being solved stop, and the workers end. */
    @Override
    public void close() {
        cancel();
    }
}
