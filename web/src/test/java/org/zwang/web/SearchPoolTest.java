package org.zwang.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.zwang.web.work.SearchPool;

/**
 * The server's promises under load: at most {@code workers} searches run and {@code queue} wait,
 * the rest are refused at once (503 or a "failure" event); a client that hangs up stops its search;
 * a bridge request that overruns its budget gets a 504 and its solve stops.
 */
class SearchPoolTest {

    private static final String DEAL = "N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2";

    /** An hour, twelve times the hang guard below: a search that ends sooner was stopped. */
    private static final long HOUR_MILLIS = 3_600_000;
    /**
     * How long a wait for the pool's state may last before the test calls the server hung: far
     * beyond any busy machine's delay, and never the thing a test checks.
     */
    private static final long HANG_GUARD_NANOS = 5L * 60 * 1_000_000_000;

    /** Settings whose engine may think for an hour, so a search that ends did so because it was stopped. */
    private static WebSettings hourLongThinking(int workers, int queue) {
        WebSettings defaults = WebSettings.defaults();
        return new WebSettings(workers, queue, defaults.bridgeBudgetMillis(), HOUR_MILLIS);
    }

    /** A think of an hour: it ends before the hang guard only when something stops it. */
    private static Map<String, String> hourLongSearch() {
        return Map.of("variant", "duck", "movetime", Long.toString(HOUR_MILLIS));
    }

    /**
     * Waits until the pool's own counters satisfy {@code state} (the event itself, however long a
     * busy machine takes to get there); only a hang, past the guard, fails.
     */
    private static void awaitPool(WebServer server, Predicate<SearchPool> state, String what)
            throws InterruptedException {
        long start = System.nanoTime();
        while (!state.test(server.pool())) {
            if (System.nanoTime() - start > HANG_GUARD_NANOS) {
                fail("the pool never became " + what + " (running " + server.pool().running() + ", waiting "
                        + server.pool().waiting() + ")");
            }
            Thread.sleep(5);
        }
    }

    private static void awaitIdle(WebServer server) throws InterruptedException {
        awaitPool(server, pool -> pool.running() == 0 && pool.waiting() == 0, "idle");
    }

    @Test
    void theWorkerPoolIsBounded() throws IOException, InterruptedException {
        try (WebServer server = WebServer.start("127.0.0.1", 0, hourLongThinking(1, 1))) {
            ApiClient client = new ApiClient(server);
            try (ApiClient.Events first = client.events("/api/chess/think", hourLongSearch())) {
                // The first search runs before the second is asked for, or the second could take the worker.
                assertEquals("searching", first.next()[0]);
                try (ApiClient.Events second = client.events("/api/chess/think", hourLongSearch())) {
                    assertEquals(200, second.status);
                    // A stream's headers come before its search is queued: wait for the queue itself.
                    awaitPool(server, pool -> pool.waiting() == 1, "one waiting");
                    assertEquals(1, server.pool().running());
                    try (ApiClient.Events third = client.events("/api/chess/think", hourLongSearch())) {
                        String[] refused = third.next();
                        assertEquals("failure", refused[0]);
                        assertTrue(refused[1].contains("the server is busy"), refused[1]);
                    }
                    ApiClient.Reply table = client.post("/api/bridge/table", Map.of("deal", DEAL));
                    assertEquals(503, table.status(), table.text());
                    assertEquals("the server is busy: its 1 search worker and 1 waiting place are taken; try again in "
                            + "a moment", table.body().get("error").asText());
                    assertEquals(1, server.pool().running());
                    assertEquals(1, server.pool().waiting());
                }
            }
            // Both clients hung up: the running hour-long search stops and the waiting one never starts.
            awaitIdle(server);
            assertEquals(200, client.post("/api/bridge/table", Map.of("deal", DEAL)).status());
        }
    }

    /** An hour-long think whose client hangs up ends: only the stop can end it before the hang guard. */
    @Test
    void aClientThatHangsUpStopsItsSearch() throws IOException, InterruptedException {
        try (WebServer server = WebServer.start("127.0.0.1", 0, hourLongThinking(2, 8))) {
            ApiClient client = new ApiClient(server);
            try (ApiClient.Events events = client.events("/api/chess/think", hourLongSearch())) {
                assertEquals("searching", events.next()[0]);
                assertEquals(1, server.pool().running());
            }
            awaitIdle(server);
        }
    }

    @Test
    void aBridgeRequestOverItsBudgetIsRefused() {
        try (WebServer server = WebServer.start("127.0.0.1", 0,
                WebSettings.defaults().withWorkers(1).withBridgeBudgetMillis(1))) {
            ApiClient.Reply reply = new ApiClient(server).post("/api/bridge/table", Map.of("deal", DEAL));
            assertEquals(504, reply.status(), reply.text());
            JsonNode error = reply.body().get("error");
            assertTrue(error.asText().startsWith("the DD table took longer than the server's budget of 0.001 s"),
                    error.asText());
        }
    }

    /**
     * A freak deal (four voids, no touching ranks; its notrump table takes tens of seconds, so a slow
     * machine only makes its 504 surer): over budget, its solve stops, and the one worker takes the
     * next request (a think, whose own time limit no bridge budget shortens). That a cancelled job's
     * stop flag is raised is {@link #aRunningJobOverItsBudgetIsStopped}'s; that the solver obeys it,
     * bridge-dds' StopFlagTest's.
     */
    @Test
    void aBridgeRequestOverItsBudgetStopsItsSolve() throws IOException, InterruptedException {
        String freak = "N:AJ962.KT74..Q853 Q853.AJ962.KT74. .Q853.AJ962.KT74 KT74..Q853.AJ962";
        try (WebServer server = WebServer.start("127.0.0.1", 0,
                WebSettings.defaults().withWorkers(1).withQueue(0).withBridgeBudgetMillis(300))) {
            ApiClient client = new ApiClient(server);
            assertEquals(504, client.post("/api/bridge/table", Map.of("deal", freak)).status());
            awaitIdle(server);
            try (ApiClient.Events think = client.events("/api/chess/think", Map.of("variant", "duck", "depth", "1"))) {
                assertEquals("searching", think.next()[0], "the worker is free again");
            }
        }
    }

    /**
     * A job, running once this returns, that runs until its stop flag is raised (without the stop,
     * until the hang guard); {@code stopped} opens when it has seen the flag.
     */
    private static SearchPool.Job<Void> runningUntilStopped(SearchPool pool, CountDownLatch stopped)
            throws InterruptedException {
        CountDownLatch running = new CountDownLatch(1);
        SearchPool.Job<Void> job = pool.submit(stop -> {
            running.countDown();
            while (!stop.isStopped()) {
                Thread.onSpinWait();
            }
            stopped.countDown();
            return null;
        });
        assertTrue(running.await(HANG_GUARD_NANOS, TimeUnit.NANOSECONDS), "the job never started");
        return job;
    }

    /** The pool's promise, on its own: a running job over its budget gets a 504 and its stop flag raised. */
    @Test
    void aRunningJobOverItsBudgetIsStopped() throws InterruptedException {
        try (SearchPool pool = new SearchPool(1, 0)) {
            CountDownLatch stopped = new CountDownLatch(1);
            SearchPool.Job<Void> job = runningUntilStopped(pool, stopped);
            assertEquals(504, assertThrows(ApiException.class, () -> job.await(1, "the job")).status());
            assertTrue(stopped.await(HANG_GUARD_NANOS, TimeUnit.NANOSECONDS), "the job never saw its stop flag");
        }
    }

    /** A job still waiting for a worker when its budget runs out leaves the queue and never runs. */
    @Test
    void aWaitingJobOverItsBudgetNeverRuns() throws InterruptedException {
        try (SearchPool pool = new SearchPool(1, 1)) {
            CountDownLatch firstStopped = new CountDownLatch(1);
            SearchPool.Job<Void> first = runningUntilStopped(pool, firstStopped);
            CountDownLatch ran = new CountDownLatch(1);
            SearchPool.Job<Void> waiting = pool.submit(stop -> {
                ran.countDown();
                return null;
            });
            assertEquals(1, pool.waiting());
            assertEquals(504, assertThrows(ApiException.class, () -> waiting.await(1, "the job")).status());
            assertEquals(0, pool.waiting(), "it left the queue");
            first.cancel("the test is over");
            assertTrue(firstStopped.await(HANG_GUARD_NANOS, TimeUnit.NANOSECONDS), "the first job never saw its stop flag");
            assertEquals(1, ran.getCount(), "the cancelled job ran");
        }
    }

    @Test
    void aTakenPortIsOneLine() {
        try (WebServer first = WebServer.start("127.0.0.1", 0, WebSettings.defaults())) {
            IllegalStateException e = assertThrows(IllegalStateException.class,
                    () -> WebServer.start("127.0.0.1", first.port(), WebSettings.defaults()));
            assertTrue(e.getMessage().startsWith("cannot serve on 127.0.0.1:" + first.port()), e.getMessage());
            assertTrue(!e.getMessage().contains("\n"), e.getMessage());
        }
    }
}
