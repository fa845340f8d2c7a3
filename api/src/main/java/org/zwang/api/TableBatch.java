package org.zwang.api;

import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.TimeUnit;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.solver.DealBatch;
import org.zwang.bridge.solver.DoubleDummySolver;
import org.zwang.bridge.solver.SolverOptions;

/**
 * The DD tables of many deals on several threads (DDS {@code CalcAllTables}), with progress and
 * cancellation, for a program with thousands of deals. It runs the solver's own batch scheduler
 * ({@link DealBatch}: one warm solver per thread, the hardest deals first, the last ones split into
 * strains), so the tables are those of {@link BridgeSolver#ddTable} whatever the number of threads,
 * and they come back in input order.
 *
 * <p>{@link #run()} is called once, on one thread; {@link #cancel()} may be called from any thread
 * (or from the progress callback), at any time.
 *
 * <pre>{@code
 * TableBatch batch = BridgeSolver.batch(deals, 4).onProgress((done, total) -> bar.set(done, total));
 * List<DdTable> tables = batch.run();   // tables.size() < deals.size() only when cancelled
 * }</pre>
 */
public final class TableBatch {

    /** Hears of each table as it is handed back, in input order. */
    @FunctionalInterface
    public interface Progress {
        /** {@code done} tables of {@code total} are finished (called on the thread running the batch). */
        void tablesDone(int done, int total);
    }

    private final List<Deal> deals;
    private final int threads;
    private Progress progress = (done, total) -> { };
    private final Object lock = new Object();
    // Guarded by lock:
    private DealBatch<DdTable> running;
    private boolean cancelled;
    private boolean started;

    /**
     * A batch of {@code deals} on {@code threads} threads (fewer when there are fewer deals); nothing
     * starts before {@link #run()}.
     *
     * @throws IllegalArgumentException when {@code threads} is below 1
     */
    public TableBatch(List<Deal> deals, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        this.deals = List.copyOf(deals);
        this.threads = threads;
    }

    /** Sets the progress callback (none by default) and returns this batch. */
    public TableBatch onProgress(Progress listener) {
        this.progress = listener;
        return this;
    }

    /**
     * Solves the deals and returns their tables in input order. After {@link #cancel()} (or when the
     * calling thread is interrupted, whose interrupt status is then kept) it returns early with the
     * tables of the first deals only, those already reported to the progress callback; it returns
     * only once every worker thread has stopped.
     *
     * @throws IllegalStateException when called a second time
     */
    public List<DdTable> run() {
        DealBatch<DdTable> batch;
        synchronized (lock) {
            if (started) {
                throw new IllegalStateException("a batch runs once");
            }
            started = true;
            if (cancelled) {
                return List.of();
            }
            batch = DoubleDummySolver.startTables(deals, threads, SolverOptions.defaults());
            running = batch;
        }
        List<DdTable> tables = new ArrayList<>(deals.size());
        boolean interrupted = false;
        try {
            while (tables.size() < deals.size() && !isCancelled()) {
                DdTable table = batch.next().value();
                if (isCancelled()) {
                    break; // taken after the cancel: not reported, so not returned
                }
                tables.add(table);
                progress.tablesDone(tables.size(), deals.size());
            }
        } catch (InterruptedException e) {
            interrupted = true;
        } catch (NoSuchElementException cancelledMeanwhile) {
            // cancel() came while waiting for the next table: the tables so far are the answer
        } finally {
            batch.close();
            interrupted |= awaitWorkers(batch);
        }
        if (interrupted) {
            synchronized (lock) {
                cancelled = true;
            }
            Thread.currentThread().interrupt();
        }
        return tables;
    }

    /** Waits until the workers have stopped; true when the wait was interrupted. */
    private static boolean awaitWorkers(DealBatch<DdTable> batch) {
        boolean interrupted = false;
        while (true) {
            try {
                if (batch.awaitWorkersEnded(1, TimeUnit.MINUTES)) {
                    return interrupted;
                }
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
    }

    /**
     * Stops the batch: the deals being solved stop at once, no further deal starts, and {@link #run()}
     * returns the tables reported so far. Safe from any thread; a cancel before {@link #run()} makes it
     * return no table.
     */
    public void cancel() {
        synchronized (lock) {
            cancelled = true;
            if (running != null) {
                running.cancel();
            }
        }
    }

    /** Whether {@link #cancel()} was called (or the thread running the batch was interrupted). */
    public boolean isCancelled() {
        synchronized (lock) {
            return cancelled;
        }
    }
}
