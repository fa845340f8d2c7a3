package org.zwang.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Request bodies that arrive slowly take no thread: they are received without blocking one, within
 * a deadline and a bound on the bytes held, so that a few hundred clients dripping their bodies a
 * byte at a time (a slow-body attack: Jetty's threads, each blocked on a read, used to run out) leave
 * the pages and the API answering. Every connection is loopback and every loop is bounded.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class SlowBodyTest {

    private static final String DEAL = "N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2";
    /** More slow bodies than Jetty has threads (250). */
    private static final int SLOW_BODIES = 300;
    /** How long a probe may take while the bodies drip. */
    private static final Duration ANSWER_WITHIN = Duration.ofSeconds(2);

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    /** A request that names a 1,000-byte body and sends its first byte only. */
    private static Socket startSlowBody(int port) throws IOException {
        Socket socket = new Socket("127.0.0.1", port);
        OutputStream out = socket.getOutputStream();
        out.write(("POST /api/bridge/table HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Content-Length: 1000\r\n\r\n{").getBytes(StandardCharsets.US_ASCII));
        out.flush();
        return socket;
    }

    /**
     * A request that must be answered with {@code status} within {@link #ANSWER_WITHIN}; its JSON
     * body, or null for a page.
     */
    private JsonNode probe(HttpRequest.Builder request, int status) throws IOException, InterruptedException {
        long start = System.nanoTime();
        HttpResponse<String> response;
        try {
            response = http.send(request.timeout(ANSWER_WITHIN).build(), HttpResponse.BodyHandlers.ofString());
        } catch (HttpTimeoutException e) {
            fail("no answer within " + ANSWER_WITHIN.toMillis() + " ms while slow bodies drip");
            return null;
        }
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertEquals(status, response.statusCode(), response.body());
        assertTrue(millis < ANSWER_WITHIN.toMillis(), "answered in " + millis + " ms");
        return response.headers().firstValue("Content-Type").orElse("").startsWith("application/json")
                ? ApiClient.JSON.readTree(response.body()) : null;
    }

    @Test
    void slowBodiesLeaveThePagesAndTheApiAnswering() throws IOException, InterruptedException {
        try (WebServer server = WebServer.start("127.0.0.1", 0, WebSettings.defaults().withWorkers(1))) {
            String base = "http://127.0.0.1:" + server.port();
            HttpRequest.Builder status = HttpRequest.newBuilder(URI.create(base + "/api/status")).GET();
            HttpRequest.Builder table = HttpRequest.newBuilder(URI.create(base + "/api/bridge/table"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(ApiClient.write(Map.of("deal", DEAL))));
            HttpRequest.Builder page = HttpRequest.newBuilder(URI.create(base + "/bridge.html")).GET();
            // the solver's first table, before the clock matters (ApiTest checks tables against DDS)
            HttpResponse<String> first = http.send(table.build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, first.statusCode(), first.body());
            JsonNode tricks = ApiClient.JSON.readTree(first.body()).get("tricks");
            List<Socket> slow = new ArrayList<>();
            try {
                for (int i = 0; i < SLOW_BODIES; i++) {
                    slow.add(startSlowBody(server.port()));
                }
                // A few rounds: each drips one more byte of every body (never the whole 1,000), then probes.
                for (int round = 0; round < 4; round++) {
                    for (Socket socket : slow) {
                        socket.getOutputStream().write(' ');
                        socket.getOutputStream().flush();
                    }
                    JsonNode answer = probe(status, 200);
                    assertEquals(0, answer.get("running").asInt(), "a slow body reached a search");
                    assertEquals(tricks, probe(table, 200).get("tricks"));
                    probe(page, 200);
                }
            } finally {
                for (Socket socket : slow) {
                    socket.close();
                }
            }
            // the clients hung up: nothing is held for them
            ApiClient client = new ApiClient(server);
            BridgeWorkTest.await(() -> client.get("/api/status").body().get("receiving").asInt() == 0);
            assertEquals(0, client.get("/api/status").body().get("bodyBytes").asLong());
        }
    }

    @Test
    void aBodyThatDoesNotArriveInTimeIsRefused() {
        try (WebServer server = WebServer.start("127.0.0.1", 0,
                WebSettings.defaults().withWorkers(1).withBodyMillis(300))) {
            ApiClient client = new ApiClient(server);
            // the answer comes while the client still owes 990 bytes: the server does not wait for them
            ApiClient.Reply late = client.rawWithoutClosing("POST /api/bridge/table HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                    + "Content-Type: application/json\r\nContent-Length: 1000", "{\"deal\": \"");
            assertEquals(408, late.status(), late.text());
            assertEquals("the request body did not arrive in time: the server waits at most 300 ms for a body "
                    + "after its headers", late.body().get("error").asText());
            assertEquals("close", late.header("Connection"));
            assertEquals("nosniff", late.header("X-Content-Type-Options"));
            assertEquals(0, server.pool().running() + server.pool().stopped());
        }
    }

    @Test
    void aChunkedBodyOverItsBoundIsRefusedOnceItPassesIt() {
        try (WebServer server = WebServer.start("127.0.0.1", 0, WebSettings.defaults().withWorkers(1))) {
            ApiClient client = new ApiClient(server);
            // no length declared: 70 KB in chunks of 10 KB to a request that takes 64 KB
            String chunk = Integer.toHexString(10 << 10) + "\r\n" + " ".repeat(10 << 10) + "\r\n";
            ApiClient.Reply large = client.rawWithoutClosing("POST /api/chess/position HTTP/1.1\r\n"
                    + "Host: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked",
                    chunk.repeat(7));
            assertEquals(413, large.status(), large.text());
            assertEquals("the request body is too large: this request takes at most 64 KB",
                    large.body().get("error").asText());
            assertEquals(0, client.get("/api/status").body().get("bodyBytes").asLong());
        }
    }
}
