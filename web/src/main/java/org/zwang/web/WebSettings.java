package org.zwang.web;

/**
 * How much work the server takes on: {@code workers} searches at a time (bridge solving and engine
 * thinking share them), {@code queue} more waiting, each bridge request answered within
 * {@code bridgeBudgetMillis} or refused, engine thinking capped at {@code maxMoveMillis} per move, and
 * each request body given {@code bodyMillis} to arrive after its headers.
 *
 * <p>Each worker keeps a solver and an engine with their tables for as long as the server runs, so
 * the workers must fit the Java heap: {@link #heapNeeded()} is what they and the server may hold at
 * their peak, and the server refuses to start with more workers than the heap has room for (a pool
 * that does not fit runs out of memory under load, and the tables already held keep it out of
 * memory afterwards).
 */
public record WebSettings(int workers, int queue, long bridgeBudgetMillis, long maxMoveMillis, long bodyMillis) {

    /** The bound on each worker's bridge solver tables. */
    public static final long SOLVER_TABLE_BYTES = 64L << 20;
    /** Each worker's engine hash table, in MB. */
    public static final int ENGINE_HASH_MB = 32;
    /**
     * Heap one worker may hold at its peak: its solver's tables at their bound plus the copy made
     * while one of them doubles (80 MB), its engine's hash and search arrays (about 40 MB).
     */
    static final long WORKER_HEAP_BYTES = 128L << 20;
    /**
     * Heap the server needs besides its workers: Jetty and the pages, and requests being read and
     * parsed (deal files go through a gate of a few megabytes, see {@code ParseGate}).
     */
    static final long SERVER_HEAP_BYTES = 96L << 20;
    /** The bytes all request bodies being received or handled may hold between them. */
    public static final long BODY_BYTES_HELD = 8L << 20;
    /** The time a request body has to arrive after its headers, unless set otherwise. */
    public static final long BODY_MILLIS = 30_000;

    public WebSettings {
        if (workers < 1) {
            throw new IllegalArgumentException("workers must be at least 1, got " + workers);
        }
        if (queue < 0) {
            throw new IllegalArgumentException("queue must not be negative, got " + queue);
        }
        if (bridgeBudgetMillis < 1 || maxMoveMillis < 1 || bodyMillis < 1) {
            throw new IllegalArgumentException("time budgets must be positive");
        }
    }

    /** Settings with the usual time for a request body to arrive ({@link #BODY_MILLIS}). */
    public WebSettings(int workers, int queue, long bridgeBudgetMillis, long maxMoveMillis) {
        this(workers, queue, bridgeBudgetMillis, maxMoveMillis, BODY_MILLIS);
    }

    /**
     * Two workers (or one per core beyond that) as far as this JVM's heap has room for them (at least
     * one: the server then refuses to start when even that does not fit), eight waiting, 30 s per
     * bridge request, 60 s per move, 30 s for a request body to arrive.
     */
    public static WebSettings defaults() {
        int wanted = Math.max(2, Runtime.getRuntime().availableProcessors());
        int fitting = workersFitting(Runtime.getRuntime().maxMemory());
        return new WebSettings(Math.max(1, Math.min(wanted, fitting)), 8, 30_000, 60_000);
    }

    /** How many workers a heap of {@code heapBytes} has room for (0 when not even one). */
    static int workersFitting(long heapBytes) {
        return (int) Math.max(0, Math.min(Integer.MAX_VALUE, (heapBytes - SERVER_HEAP_BYTES) / WORKER_HEAP_BYTES));
    }

    /** The heap these settings need at their peak. */
    public long heapNeeded() {
        return SERVER_HEAP_BYTES + workers * WORKER_HEAP_BYTES;
    }

    /**
     * Checks that the workers fit a heap of {@code heapBytes}.
     *
     * @throws IllegalStateException with one line saying how many fit and what heap these need
     */
    public void checkFits(long heapBytes) {
        if (heapNeeded() <= heapBytes) {
            return;
        }
        int fitting = workersFitting(heapBytes);
        long neededMegabytes = (heapNeeded() + (1 << 20) - 1) >> 20;
        throw new IllegalStateException(searchWorkers(workers) + (workers == 1 ? " needs" : " need") + " about "
                + neededMegabytes + " MB of Java heap and this JVM has " + (heapBytes >> 20) + " MB: "
                + (fitting == 0 ? "not even one fits; use" : (fitting == 1 ? "only 1 fits" : "at most " + fitting + " fit")
                        + "; use fewer workers (--workers) or")
                + " a larger heap (ZWANG_JAVA_OPTS=-Xmx" + ((neededMegabytes + 1023) / 1024) + "g)");
    }

    /** "1 search worker", "3 search workers": how messages count workers. */
    public static String searchWorkers(int count) {
        return count + (count == 1 ? " search worker" : " search workers");
    }

    public WebSettings withWorkers(int count) {
        return new WebSettings(count, queue, bridgeBudgetMillis, maxMoveMillis, bodyMillis);
    }

    WebSettings withQueue(int places) {
        return new WebSettings(workers, places, bridgeBudgetMillis, maxMoveMillis, bodyMillis);
    }

    public WebSettings withBridgeBudgetMillis(long millis) {
        return new WebSettings(workers, queue, millis, maxMoveMillis, bodyMillis);
    }

    WebSettings withBodyMillis(long millis) {
        return new WebSettings(workers, queue, bridgeBudgetMillis, maxMoveMillis, millis);
    }
}
