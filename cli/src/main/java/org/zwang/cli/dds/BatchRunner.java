package org.zwang.cli.dds;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.IntToLongFunction;
import org.zwang.bridge.solver.DealBatch;
import org.zwang.bridge.solver.SolverOptions;
import org.zwang.cli.CtrlC;
import org.zwang.cli.OutOfMemoryException;

/**
 * A command's batch: the library's {@link DealBatch} (one solver and table per worker thread,
 * results in input order as each is ready) with what a command adds: the progress line, and Ctrl-C.
 * The calling thread polls the Ctrl-C signal; on Ctrl-C the batch is cancelled and every result
 * already finished is still delivered, in input order, also those after a deal still being solved;
 * workers still busy are daemon threads and are left to die with the JVM.
 */
final class BatchRunner {

    /** Receives the results in input order, on the calling thread, with the workers' time on each. */
    interface Sink<T> {
        void accept(int index, T result, long workNanos);
    }

    /** How a command's batch ended: the results delivered, and whether Ctrl-C stopped it. */
    record Outcome(int done, boolean interrupted) {
        /** The command's exit code for the batch: {@link CtrlC#EXIT_CODE} when stopped, else 0. */
        int exitCode() {
            return interrupted ? CtrlC.EXIT_CODE : 0;
        }
    }

    private static final long POLL_MILLIS = 100;
    /** How long a batch that ran out of memory waits for its workers to end before it reports. */
    private static final long WORKERS_END_SECONDS = 30;

    private final int threads;
    private final SolverOptions options;
    private final Progress progress;
    private final CtrlC stop;
    private boolean interrupted;
    private List<DealBatch.WorkerTime> workerTimes = List.of();

    BatchRunner(int threads, SolverOptions options, Progress progress, CtrlC stop) {
        this.threads = threads;
        this.options = options;
        this.progress = progress;
        this.stop = stop;
    }

    /**
     * Runs {@code count} jobs and delivers every result to {@code sink} in input order; returns the
     * number delivered, fewer than {@code count} only when stopped by Ctrl-C (then {@link #interrupted()}).
     * A job's exception is rethrown here once the results before it have been delivered; running
     * out of memory delivers what finished and then throws {@link OutOfMemoryException}.
     */
    <T> int run(int count, DealBatch.Job<T> job, IntToLongFunction cost, Sink<T> sink) {
        int delivered = 0;
        DealBatch<T> batch = DealBatch.start(count, threads, options, job, cost);
        try {
            while (delivered < count) {
                if (stop.requested()) {
                    interrupted = true;
                    batch.cancel();
                    delivered += deliver(batch.finished(), sink);
                    break;
                }
                DealBatch.Result<T> result = batch.next(POLL_MILLIS, TimeUnit.MILLISECONDS);
                if (result == null) {
                    progress.update(batch.finishedCount());
                    continue;
                }
                progress.clear();
                sink.accept(result.index(), result.value(), result.workNanos());
                delivered++;
                progress.update(batch.finishedCount());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            interrupted = true;
        } catch (OutOfMemoryError e) {
            batch.cancel();
            // The workers' solvers hold the heap until their threads end: wait for that (they stop at
            // their next check) before anything here needs memory to deliver and to say what happened.
            awaitWorkersEnded(batch);
            progress.clear();
            delivered += deliver(batch.finished(), sink);
            throw new OutOfMemoryException("out of memory with " + threads + " solvers of up to "
                    + (options.tableBytes() >> 20) + " MB of table each (" + delivered + " of " + count
                    + " done and written): use a smaller --table-mb or fewer --threads, or give Java more memory "
                    + "(ZWANG_JAVA_OPTS=-Xmx8g)");
        } catch (Error e) { // a worker's stack overflow: reported in one line, not as a stack trace
            throw new IllegalStateException(e.toString(), e);
        } finally {
            batch.cancel();
            progress.finish();
        }
        if (!interrupted) {
            try {
                batch.awaitTotals();
                workerTimes = batch.workerTimes();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return delivered;
    }

    /**
     * A command's whole batch: {@code count} jobs on the {@code options}' threads and table bound
     * (handed out in input order, or by {@code cost} when not null: see {@link DealBatch}), with
     * their progress line (counting {@code unit}) and Ctrl-C installed for the batch; stopped by Ctrl-C,
     * it says on {@code err} how many of the {@code unit} were done.
     */
    static <T> Outcome runCommandBatch(BatchOptions options, PrintWriter err, String unit, int count,
            DealBatch.Job<T> job, IntToLongFunction cost, Sink<T> sink) {
        try (CtrlC ctrlC = CtrlC.install()) {
            Progress progress = new Progress(err, options.progress(), unit, count);
            BatchRunner runner = new BatchRunner(options.threads(), options.solverOptions(), progress, ctrlC);
            int done = runner.run(count, job, cost, sink);
            if (runner.interrupted()) {
                err.println("interrupted: " + done + " of " + count + " " + unit + " done");
                err.flush();
            }
            return new Outcome(done, runner.interrupted());
        }
    }

    private static void awaitWorkersEnded(DealBatch<?> batch) {
        try {
            batch.awaitWorkersEnded(WORKERS_END_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private static <T> int deliver(List<DealBatch.Result<T>> results, Sink<T> sink) {
        for (DealBatch.Result<T> result : results) {
            sink.accept(result.index(), result.value(), result.workNanos());
        }
        return results.size();
    }

    /** What each worker of the last {@link #run} did (empty when it was stopped early). */
    List<DealBatch.WorkerTime> workerTimes() {
        return workerTimes;
    }

    /** True when the last {@link #run} stopped early on Ctrl-C. */
    boolean interrupted() {
        return interrupted;
    }
}
