package org.zwang.web;

/**
 * How much work the server takes on: {@code workers} searches at a time (bridge solving and engine
 * thinking share them), {@code queue} more waiting, each bridge request answered within
 * {@code bridgeBudgetMillis} or refused, and engine thinking capped at {@code maxMoveMillis} per move.
 */
public record WebSettings(int workers, int queue, long bridgeBudgetMillis, long maxMoveMillis) {

    public WebSettings {
        if (workers < 1) {
            throw new IllegalArgumentException("workers must be at least 1, got " + workers);
        }
        if (queue < 0) {
            throw new IllegalArgumentException("queue must not be negative, got " + queue);
        }
        if (bridgeBudgetMillis < 1 || maxMoveMillis < 1) {
            throw new IllegalArgumentException("time budgets must be positive");
        }
    }

    /** Two workers (or one per core beyond that), eight waiting, 30 s per bridge request, 60 s per move. */
    public static WebSettings defaults() {
        return new WebSettings(Math.max(2, Runtime.getRuntime().availableProcessors()), 8, 30_000, 60_000);
    }

    public WebSettings withWorkers(int count) {
        return new WebSettings(count, queue, bridgeBudgetMillis, maxMoveMillis);
    }

    public WebSettings withQueue(int places) {
        return new WebSettings(workers, places, bridgeBudgetMillis, maxMoveMillis);
    }

    public WebSettings withBridgeBudgetMillis(long millis) {
        return new WebSettings(workers, queue, millis, maxMoveMillis);
    }
}
