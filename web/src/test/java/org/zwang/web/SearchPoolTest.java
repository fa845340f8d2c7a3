package org.zwang.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The server's promises under load: at most {@code workers} searches run and {@code queue} wait,
 * the rest are refused at once (503 or a "failure" event); a client that hangs up stops its search;
 * a bridge request that overruns its budget gets a 504 and its solve stops.
 */
class SearchPoolTest {

    private static final String DEAL = "N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2";

    private static Map<String, String> longSearch() {
        return Map.of("variant", "duck", "movetime", "30000");
    }

    private static void awaitIdle(WebServer server, long millis) throws InterruptedException {
        long end = System.nanoTime() + millis * 1_000_000;
        while ((server.pool().running() > 0 || server.pool().waiting() > 0) && System.nanoTime() < end) {
            Thread.sleep(20);
        }
    }

    @Test
    void theWorkerPoolIsBounded() throws IOException, InterruptedException {
        try (WebServer server = WebServer.start("127.0.0.1", 0, WebSettings.defaults().withWorkers(1).withQueue(1))) {
            ApiClient client = new ApiClient(server);
            try (ApiClient.Events first = client.events("/api/chess/think", longSearch());
                    ApiClient.Events second = client.events("/api/chess/think", longSearch())) {
                assertEquals("searching", first.next()[0]);
                assertEquals(200, second.status);
                long end = System.nanoTime() + 5_000_000_000L;
                while (server.pool().waiting() < 1 && System.nanoTime() < end) {
                    Thread.sleep(10);
                }
                assertEquals(1, server.pool().running());
                assertEquals(1, server.pool().waiting());
                try (ApiClient.Events third = client.events("/api/chess/think", longSearch())) {
                    String[] refused = third.next();
                    assertEquals("failure", refused[0]);
                    assertTrue(refused[1].contains("the server is busy"), refused[1]);
                }
                ApiClient.Reply table = client.post("/api/bridge/table", Map.of("deal", DEAL));
                assertEquals(503, table.status(), table.text());
                assertTrue(table.body().get("error").asText().startsWith("the server is busy: all 1 search workers"));
                assertEquals(1, server.pool().running());
            }
            // Both clients hung up: the running search stops and the waiting one never starts.
            awaitIdle(server, 2_000);
            assertEquals(0, server.pool().running());
            assertEquals(0, server.pool().waiting());
            assertEquals(200, client.post("/api/bridge/table", Map.of("deal", DEAL)).status());
        }
    }

    @Test
    void aClientThatHangsUpStopsItsSearch() throws IOException, InterruptedException {
        try (WebServer server = WebServer.start("127.0.0.1", 0, WebSettings.defaults().withWorkers(2))) {
            ApiClient client = new ApiClient(server);
            try (ApiClient.Events events = client.events("/api/chess/think", longSearch())) {
                assertEquals("searching", events.next()[0]);
                assertEquals(1, server.pool().running());
            }
            long hungUp = System.nanoTime();
            awaitIdle(server, 5_000);
            long stoppedMillis = (System.nanoTime() - hungUp) / 1_000_000;
            assertEquals(0, server.pool().running());
            // Pinged every 250 ms, polled every 1,024 nodes: well under 2 s, against a 30 s search.
            assertTrue(stoppedMillis < 2_000, "the search ran on " + stoppedMillis + " ms after the client left");
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
     * A freak deal (four voids, no touching ranks; its notrump table takes tens of seconds): over
     * budget, its solve stops at once, so the one worker is free for the next request.
     */
    @Test
    void aBridgeRequestOverItsBudgetStopsItsSolve() throws InterruptedException {
        String freak = "N:AJ962.KT74..Q853 Q853.AJ962.KT74. .Q853.AJ962.KT74 KT74..Q853.AJ962";
        try (WebServer server = WebServer.start("127.0.0.1", 0,
                WebSettings.defaults().withWorkers(1).withQueue(0).withBridgeBudgetMillis(300))) {
            ApiClient client = new ApiClient(server);
            assertEquals(504, client.post("/api/bridge/table", Map.of("deal", freak)).status());
            long refused = System.nanoTime();
            awaitIdle(server, 5_000);
            long stoppedMillis = (System.nanoTime() - refused) / 1_000_000;
            assertEquals(0, server.pool().running(), "the solve ran on after its 504");
            assertTrue(stoppedMillis < 1_000, "the solve ran on " + stoppedMillis + " ms after its 504");
            // A two-card ending: solved in well under the budget even in a cold JVM on a loaded machine.
            assertEquals(200, client.post("/api/bridge/table", Map.of("deal", "N:AK... QJ... T9... 87...")).status(),
                    "the worker is free again");
        }
    }

    @Test
    void aTakenPortIsOneLine() {
        try (WebServer first = WebServer.start("127.0.0.1", 0, WebSettings.defaults())) {
            IllegalStateException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                    () -> WebServer.start("127.0.0.1", first.port(), WebSettings.defaults()));
            assertTrue(e.getMessage().startsWith("cannot serve on 127.0.0.1:" + first.port()), e.getMessage());
            assertTrue(!e.getMessage().contains("\n"), e.getMessage());
        }
    }
}
