package org.zwang.cli.dds;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.zwang.bridge.solver.DoubleDummySolver;
import org.zwang.bridge.solver.SolverOptions;
import org.zwang.cli.UserInputException;

/**
 * Runs one job per deal of a batch on worker threads, each with its own {@link DoubleDummySolver}
 * (and so its own table), and hands the results to the calling thread in input order as soon as
 * each is ready, so a command prints its first results while the rest are solved and the output
 * does not depend on the number of threads. The calling thread polls the Ctrl-C signal: on
 * Ctrl-C it stops waiting and returns with the results delivered so far; workers still busy are
 * daemon threads and are left to die with the JVM.
 *
 * <p>{@code DoubleDummySolver.ddTables} does the same for a whole list, but returns only when every
 * table is done; a command needs results one by one to stream them and to keep them on Ctrl-C.
 */
final class BatchRunner {

    /** The work for one deal. */
    interface Job<T> {
        /** Computes item {@code index} with this thread's solver. */
        T run(DoubleDummySolver solver, int index);
    }

    /** Receives the results in input order, on the calling thread. */
    interface Sink<T> {
        void accept(int index, T result);
    }

    private static final long POLL_MILLIS = 100;

    private final int threads;
    private final SolverOptions options;
    private final Progress progress;
    private final CtrlC stop;
    private boolean interrupted;

    BatchRunner(int threads, SolverOptions options, Progress progress, CtrlC stop) {
        this.threads = threads;
        this.options = options;
        this.progress = progress;
        this.stop = stop;
    }

    /**
     * Runs {@code count} jobs and delivers every result to {@code sink} in order; returns the
     * number delivered, fewer than {@code count} only when stopped by Ctrl-C. A job's exception is
     * rethrown here once the results before it have been delivered.
     */
    <T> int run(int count, Job<T> job, Sink<T> sink) {
        Object[] results = new Object[count];
        boolean[] done = new boolean[count];
        RuntimeException[] failures = new RuntimeException[count];
        Error[] errors = new Error[1];
        ReentrantLock lock = new ReentrantLock();
        Condition ready = lock.newCondition();
        AtomicInteger next = new AtomicInteger();
        AtomicBoolean halt = new AtomicBoolean();
        int[] finished = {0};
        List<Thread> workers = new ArrayList<>();
        int poolSize = Math.max(1, Math.min(threads, count));
        for (int t = 0; t < poolSize && count > 0; t++) {
            Thread worker = new Thread(() -> {
                DoubleDummySolver solver = new DoubleDummySolver(options);
                for (int i = next.getAndIncrement(); i < count && !halt.get(); i = next.getAndIncrement()) {
                    Object result = null;
                    RuntimeException failure = null;
                    try {
                        result = job.run(solver, i);
                    } catch (RuntimeException e) {
                        failure = e;
                        halt.set(true);
                    } catch (Error e) { // reported by the calling thread, not as a worker's stack trace
                        halt.set(true);
                        lock.lock();
                        try {
                            errors[0] = e;
                            ready.signalAll();
                        } finally {
                            lock.unlock();
                        }
                        return;
                    }
                    lock.lock();
                    try {
                        results[i] = result;
                        failures[i] = failure;
                        done[i] = true;
                        finished[0]++;
                        ready.signalAll();
                    } finally {
                        lock.unlock();
                    }
                }
            }, "dds-worker-" + t);
            worker.setDaemon(true);
            workers.add(worker);
            worker.start();
        }

        int delivered = 0;
        try {
            while (delivered < count) {
                Object result;
                RuntimeException failure;
                int finishedNow;
                lock.lock();
                try {
                    while (!done[delivered] && errors[0] == null && !stop.requested()) {
                        ready.await(POLL_MILLIS, TimeUnit.MILLISECONDS);
                        progress.update(finished[0]);
                    }
                    if (errors[0] != null) {
                        throw failureOf(errors[0]);
                    }
                    if (!done[delivered]) {
                        interrupted = true;
                        break;
                    }
                    result = results[delivered];
                    failure = failures[delivered];
                    results[delivered] = null; // delivered: let it go
                    finishedNow = finished[0];
                } finally {
                    lock.unlock();
                }
                if (failure != null) {
                    throw failure;
                }
                progress.clear();
                @SuppressWarnings("unchecked")
                T typed = (T) result;
                sink.accept(delivered, typed);
                delivered++;
                progress.update(finishedNow);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            interrupted = true;
        } finally {
            halt.set(true);
            progress.finish();
        }
        if (!interrupted) {
            for (Thread worker : workers) {
                try {
                    worker.join();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
        }
        return delivered;
    }

    /** An error of a worker as the exception the command reports in one line. */
    private RuntimeException failureOf(Error error) {
        if (error instanceof OutOfMemoryError) {
            return new UserInputException("out of memory with " + threads + " solvers of up to "
                    + (options.tableBytes() >> 20) + " MB of table each: use fewer --threads, or give Java more "
                    + "memory (ZWANG_JAVA_OPTS=-Xmx8g)");
        }
        return new IllegalStateException(error.toString(), error);
    }

    /** True when the last {@link #run} stopped early on Ctrl-C. */
    boolean interrupted() {
        return interrupted;
    }
}
