package org.zwang.protocol.engine;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.zwang.duck.board.Board;
import org.zwang.duck.engine.Engine;
import org.zwang.duck.engine.EngineResult;
import org.zwang.duck.engine.ThinkingInfo;
import org.zwang.search.SearchLimits;
import org.zwang.search.SearchListener;

/**
 * Runs an {@link Engine} on a thread of its own so that a protocol session keeps reading commands
 * while the engine thinks, and can answer {@code ?}, {@code stop}, {@code isready} and {@code ping}
 * at once. Every call into the engine (searches, {@code newGame}, option changes) goes through this
 * one thread, in order, because an engine is not thread-safe. Results are handed back through the
 * session's event queue ({@code toSession}), so the session's state is only touched by its own thread.
 */
public final class EngineWorker implements AutoCloseable {

    /** Searches recurse deeply; give the thread a generous stack. */
    private static final long STACK_BYTES = 64L << 20;

    private final Engine engine;
    private final Consumer<Runnable> toSession;
    private final ExecutorService engineThread;
    private final ScheduledExecutorService timer;

    /**
     * @param engine    the engine, used only from the worker's thread from now on
     * @param toSession posts an event to the session's thread (its event queue)
     */
    public EngineWorker(Engine engine, Consumer<Runnable> toSession) {
        this.engine = engine;
        this.toSession = toSession;
        this.engineThread = Executors.newSingleThreadExecutor(runnable -> {
            Thread thread = new Thread(null, runnable, "zwang-engine", STACK_BYTES);
            thread.setDaemon(true);
            return thread;
        });
        this.timer = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "zwang-clock");
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * Starts a search of {@code position} (a board the caller no longer touches) within
     * {@code limits}; the worker adds its own stop flag, and stops the search from outside too when
     * its hard time limit passes (in case the engine overruns). {@code thinking} hears every finished
     * iteration on the engine's thread, {@code end} the move or the failure on the session's; neither
     * hears anything once the search was abandoned.
     */
    public SearchJob start(Board position, SearchLimits limits, SearchListener<ThinkingInfo> thinking, SearchEnd end) {
        SearchJob search = new SearchJob(this);
        limits.stopFlag(search.stopFlag());
        if (limits.hardTimeMillis() != SearchLimits.UNLIMITED) {
            search.scheduleHardStop(limits.hardTimeMillis() + 5);
        }
        SearchListener<ThinkingInfo> guarded = info -> {
            if (!search.isAbandoned()) {
                thinking.iterationFinished(info);
            }
            search.iterationFinished();
        };
        engineThread.execute(() -> {
            search.markStarted();
            EngineResult result;
            try {
                result = engine.think(position, limits, guarded);
            } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
                RuntimeException error = asException(e);
                search.markFinished();
                toSession.accept(() -> {
                    if (!search.isAbandoned()) {
                        end.failed(search, error);
                    }
                });
                return;
            }
            search.markFinished();
            toSession.accept(() -> {
                if (!search.isAbandoned()) {
                    end.finished(search, result);
                }
            });
        });
        return search;
    }

    /**
     * Runs {@code task} on the engine's thread after everything queued before it (a new game,
     * an option change). {@code onError} hears, on the session's thread, of an exception it threw.
     */
    public void run(Consumer<Engine> task, Consumer<RuntimeException> onError) {
        engineThread.execute(() -> {
            try {
                task.accept(engine);
            } catch (RuntimeException | OutOfMemoryError e) {
                RuntimeException error = asException(e);
                toSession.accept(() -> onError.accept(error));
            }
        });
    }

    /**
     * An error of the engine's thread as the exception a session reports: the engine thread must
     * survive a stack overflow or a full heap (the session answers and the game goes on).
     */
    private static RuntimeException asException(Throwable e) {
        if (e instanceof RuntimeException) {
            return (RuntimeException) e;
        }
        if (e instanceof OutOfMemoryError) {
            return new IllegalStateException("out of memory (" + e.getMessage() + "); lower Hash or raise -Xmx", e);
        }
        return new IllegalStateException("the search overflowed its stack", e);
    }

    /** Posts {@code event} to the session once everything queued on the engine's thread so far is done. */
    public void afterQueuedWork(Runnable event) {
        engineThread.execute(() -> toSession.accept(event));
    }

    /** Posts {@code event} to the session's thread. */
    void toSession(Runnable event) {
        toSession.accept(event);
    }

    ScheduledFuture<?> schedule(Runnable action, long millis) {
        try {
            return timer.schedule(action, Math.max(0, millis), TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            return null;
        }
    }

    /** The engine, for reading its fixed properties (name, options) on the session's thread. */
    public Engine engine() {
        return engine;
    }

    /** Stops the threads (a running search should have been abandoned first); waits a moment for them. */
    @Override
    public void close() {
        engineThread.shutdownNow();
        timer.shutdownNow();
        try {
            engineThread.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
