package org.zwang.web.work;

import java.util.function.Function;
import java.util.function.Supplier;

/**
 * One tool per search worker thread, made on its first use and kept for the next jobs: a solver or
 * an engine, single-threaded and holding large tables that are worth keeping warm. When a job fails
 * with an {@code Error} while using its tool (out of memory in the middle of a search, say), the
 * tool is dropped: it may be half updated, and its tables go back to the heap at once; the worker's
 * next job makes a new one.
 */
public final class PerWorker<T> {

    private final ThreadLocal<T> tools;

    public PerWorker(Supplier<T> make) {
        this.tools = ThreadLocal.withInitial(make);
    }

    /** Runs {@code work} with this thread's tool (made now if this thread has none). */
    public <R> R use(Function<T, R> work) {
        T tool = tools.get();
        try {
            return work.apply(tool);
        } catch (Error e) {
            tools.remove();
            throw e;
        }
    }
}
