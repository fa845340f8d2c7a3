package org.zwang.protocol.engine;

import java.util.concurrent.ScheduledFuture;
import org.zwang.search.StopFlag;

/**
 * One search started by {@link EngineWorker#start}: a handle the session uses to stop it (the move
 * found so far is still delivered: CECP {@code ?}, UCI {@code stop}) or to abandon it (nothing is
 * delivered: a new game, a take-back, {@code quit}). All methods are called on the session's thread.
 */
public final class SearchJob {

    private final StopFlag stopFlag = new StopFlag();
    private final long startNanos = System.nanoTime();
    private volatile boolean abandoned;
    private volatile boolean finished;
    private volatile boolean started;
    /** Actions waiting for the engine to start this search (session thread only). */
    private final java.util.List<Runnable> onStart = new java.util.ArrayList<>();
    /** External soft deadline (System.nanoTime), checked after each iteration; 0 = none. */
    private volatile long softDeadlineNanos;
    private volatile ScheduledFuture<?> hardStop;
    private final EngineWorker worker;

    SearchJob(EngineWorker worker) {
        this.worker = worker;
    }

    StopFlag stopFlag() {
        return stopFlag;
    }

    /** Asks the engine to finish now; its best move so far is still delivered. */
    public void stop() {
        stopFlag.stop();
    }

    /** Stops the search and drops its result: the session hears nothing more of it. */
    public void abandon() {
        abandoned = true;
        stopFlag.stop();
    }

    public boolean isAbandoned() {
        return abandoned;
    }

    /**
     * Runs {@code action} on the session's thread once the engine has started this search, that is,
     * once the work queued before it (a table resize, a new game) is done: UCI's {@code isready}
     * during a search is answered then, so a resize is never paid by the clock of the move after it.
     */
    public void whenStarted(Runnable action) {
        if (started) {
            action.run();
        } else {
            onStart.add(action);
        }
    }

    /** Called on the engine's thread as the search begins; the actions follow on the session's thread. */
    void markStarted() {
        started = true;
        worker.toSession(() -> {
            for (Runnable action : onStart) {
                action.run();
            }
            onStart.clear();
        });
    }

    /** Whether the engine has returned (the result may still be on its way to the session). */
    public boolean isFinished() {
        return finished;
    }

    void markFinished() {
        finished = true;
        ScheduledFuture<?> stop = hardStop;
        if (stop != null) {
            stop.cancel(false);
        }
    }

    /** Milliseconds since the search started. */
    public long elapsedMillis() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }

    /**
     * A ponder search whose predicted move was played (UCI {@code ponderhit}, CECP's ponder hit)
     * becomes a timed search of {@code softMillis}/{@code hardMillis}, crediting the time it already
     * spent pondering, as Stockfish does: the soft limit counts from the start of the ponder search,
     * so when it has already passed the search stops now and its move is played at once; otherwise
     * no iteration starts after it. The hard limit counts from now, since the engine's clock only
     * runs from now.
     */
    public void limitAfterPonder(long softMillis, long hardMillis) {
        long now = System.nanoTime();
        long softDeadline = startNanos + Math.max(1, softMillis) * 1_000_000L;
        if (now - softDeadline >= 0) {
            stopFlag.stop();
            return;
        }
        softDeadlineNanos = softDeadline;
        scheduleHardStop(hardMillis);
    }

    void scheduleHardStop(long hardMillis) {
        if (hardStop != null) {
            hardStop.cancel(false);
        }
        hardStop = worker.schedule(stopFlag::stop, hardMillis);
    }

    /** Called after each finished iteration: stops the search once the external soft deadline passed. */
    void iterationFinished() {
        long deadline = softDeadlineNanos;
        if (deadline != 0 && System.nanoTime() - deadline >= 0) {
            stopFlag.stop();
        }
    }
}
