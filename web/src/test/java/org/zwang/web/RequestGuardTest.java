package org.zwang.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What the server refuses and how: requests from other web sites (a foreign Origin, a Host that is
 * not the server, a browser's cross-site mark, a body that is not declared JSON), every kind of
 * malformed JSON body (one line naming the field, never a Java class), and Jetty's own refusals (one
 * line of JSON, not an HTML page); and the headers that keep the pages out of frames.
 */
class RequestGuardTest {

    private static final String DEAL = "N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2";

    private static WebServer server;
    private static ApiClient client;

    @BeforeAll
    static void start() {
        server = WebServer.start("127.0.0.1", 0, WebSettings.defaults().withWorkers(1));
        client = new ApiClient(server);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** A status and one line of JSON that names no Java class and carries no trace. */
    private static String assertOneLine(ApiClient.Reply reply, int status, String expected) {
        assertEquals(status, reply.status(), reply.text());
        assertTrue(reply.header("Content-Type").startsWith("application/json"), reply.header("Content-Type"));
        assertNotNull(reply.body(), reply.text());
        String error = reply.body().get("error").asText();
        for (String trace : List.of("\n", "\tat ", "Exception", "java.", "org.", "com.fasterxml", "`", "<html")) {
            assertFalse(error.contains(trace), () -> "'" + error + "' contains '" + trace + "'");
        }
        assertTrue(error.contains(expected), () -> "'" + error + "' should contain '" + expected + "'");
        return error;
    }

    private static String request(String method, String path, String host, String... headers) {
        return method + " " + path + " HTTP/1.1\r\nHost: " + host + (headers.length == 0 ? "" : "\r\n"
                + String.join("\r\n", headers));
    }

    @Test
    void aForeignOriginIsRefused() {
        String local = "http://127.0.0.1:" + server.port();
        assertOneLine(client.post("/api/bridge/table", Map.of("deal", DEAL),
                Map.of("Content-Type", "application/json", "Origin", "http://evil.example")), 403, "another origin");
        assertOneLine(client.post("/api/bridge/table", Map.of("deal", DEAL),
                Map.of("Content-Type", "application/json", "Origin", "null")), 403, "another origin");
        // the same host on another port is another origin
        assertOneLine(client.post("/api/chess/position", Map.of("variant", "chess"),
                Map.of("Content-Type", "application/json", "Origin", "http://127.0.0.1:1")), 403, "another origin");
        assertEquals(200, client.post("/api/chess/position", Map.of("variant", "chess"),
                Map.of("Content-Type", "application/json", "Origin", local)).status());
        assertEquals(0, server.pool().running() + server.pool().stopped(), "a refused request started a search");
    }

    @Test
    void aHostThatIsNotTheServerIsRefused() {
        int port = server.port();
        // DNS rebinding: a name of someone else's that resolves to this machine
        assertOneLine(client.raw(request("GET", "/api/status", "rebind.evil.example:" + port), ""), 403,
                "'rebind.evil.example:" + port + "'");
        assertOneLine(client.raw(request("GET", "/bridge.html", "evil.example"), ""), 403, "not let in");
        assertOneLine(client.raw(request("GET", "/api/status", "10.1.2.3:" + port), ""), 403, "not let in");
        for (String host : List.of("127.0.0.1:" + port, "localhost:" + port, "LOCALHOST", "[::1]:" + port,
                "127.0.0.1")) {
            assertEquals(200, client.raw(request("GET", "/api/status", host), "").status(), host);
        }
    }

    @Test
    void aBrowsersCrossSiteRequestIsRefused() {
        // an <img> or no-cors fetch from another site: the browser says so in Sec-Fetch-Site
        assertOneLine(client.get("/api/bridge/random", Map.of("Sec-Fetch-Site", "cross-site")), 403,
                "another web site");
        assertOneLine(client.get("/api/chess/think?variant=duck", Map.of("Sec-Fetch-Site", "same-site")), 403,
                "another web site");
        assertEquals(200, client.get("/api/bridge/random", Map.of("Sec-Fetch-Site", "same-origin")).status());
        // a link from anywhere may open the pages
        assertEquals(200, client.get("/bridge.html", Map.of("Sec-Fetch-Site", "cross-site")).status());
        assertEquals(0, server.pool().running() + server.pool().stopped(), "a refused request started a search");
    }

    @Test
    void aBodyThatIsNotDeclaredJsonIsRefused() {
        // what a page of another origin can send without a CORS preflight
        String json = ApiClient.write(Map.of("deal", DEAL));
        assertOneLine(client.post("/api/bridge/table", json, Map.of("Content-Type", "text/plain")), 415,
                "Content-Type: application/json, not 'text/plain'");
        assertOneLine(client.post("/api/bridge/table", "deal=" + DEAL,
                Map.of("Content-Type", "application/x-www-form-urlencoded")), 415, "application/json");
        assertOneLine(client.post("/api/bridge/load", json, Map.of("Content-Type", "multipart/form-data; boundary=x")),
                415, "application/json");
        assertOneLine(client.raw(request("POST", "/api/chess/position", "127.0.0.1", "Content-Length: 2"), "{}"), 415,
                "without a Content-Type");
        assertEquals(200, client.post("/api/chess/position", "{}",
                Map.of("Content-Type", "application/json; charset=utf-8")).status());
        assertEquals(0, server.pool().running() + server.pool().stopped(), "a refused request started a search");
    }

    @Test
    void everyResponseKeepsThePagesOutOfFrames() {
        for (String path : List.of("/", "/bridge.html", "/duck.html", "/js/duck.js", "/api/status", "/api/no-such")) {
            ApiClient.Reply reply = client.get(path);
            assertEquals("DENY", reply.header("X-Frame-Options"), path);
            String policy = reply.header("Content-Security-Policy");
            assertNotNull(policy, path);
            assertTrue(policy.contains("frame-ancestors 'none'") && policy.contains("script-src 'self'")
                    && policy.contains("style-src 'self'") && !policy.contains("unsafe"), path + ": " + policy);
        }
    }

    /** The policy allows no inline script or style: the pages must have none (a browser would ignore them). */
    @Test
    void thePagesHaveNoInlineScriptOrStyle() throws IOException {
        for (String page : List.of("index.html", "bridge.html", "duck.html")) {
            String html;
            try (InputStream in = WebServer.class.getResourceAsStream("/org/zwang/web/static/" + page)) {
                html = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            assertFalse(html.contains("style="), page + " has a style attribute");
            assertFalse(html.contains("<style"), page + " has a style element");
            assertFalse(html.matches("(?s).*<script(?![^>]*\\bsrc=)[^>]*>.*"), page + " has an inline script");
            assertFalse(html.matches("(?s).*\\son[a-z]+=.*"), page + " has an inline event handler");
        }
    }

    @Test
    void malformedBodiesAreOneLineNamingTheField() {
        assertOneLine(client.post("/api/bridge/table", "null"), 400, "the request body is null");
        assertOneLine(client.post("/api/bridge/load", "null"), 400, "the request body is null");
        assertOneLine(client.post("/api/bridge/play", "null"), 400, "the request body is null");
        assertOneLine(client.post("/api/chess/position", "null"), 400, "the request body is null");
        assertOneLine(client.post("/api/bridge/table", ""), 400, "must be a JSON object");
        assertOneLine(client.post("/api/bridge/table", "[1, 2]"), 400, "must be a JSON object");
        assertOneLine(client.post("/api/bridge/table", "\"N:AKQ\""), 400, "must be a JSON object");
        Map<String, Object> play = new LinkedHashMap<>();
        play.put("deal", DEAL);
        play.put("strain", "H");
        play.put("declarer", "S");
        play.put("cards", Arrays.asList("SQ", null));
        assertOneLine(client.post("/api/bridge/play", play), 400, "card 2 is null");
        play.put("cards", "SQ");
        assertOneLine(client.post("/api/bridge/play", play), 400, "\"cards\" must be a list");
        play.put("cards", List.of(List.of("SQ")));
        assertOneLine(client.post("/api/bridge/play", play), 400, "\"cards[0]\" must be a string");
        Map<String, Object> game = new LinkedHashMap<>();
        game.put("variant", "duck");
        game.put("moves", Arrays.asList("e2e4,e4e5", null));
        assertOneLine(client.post("/api/chess/position", game), 400, "Black's move 1 is null");
        assertOneLine(client.post("/api/chess/position", Map.of("variant", "duck", "moves", Map.of("a", 1))), 400,
                "\"moves\" must be a list");
        assertOneLine(client.post("/api/bridge/table", Map.of("dael", DEAL)), 400,
                "unknown field \"dael\" in the request; it takes");
        assertOneLine(client.post("/api/bridge/table", "{\"deal\": \"" + DEAL + "\"} {}"), 400, "bad JSON");
        // a field given twice is refused (as 'zwang dds stdio' does), not silently the last one taken
        assertOneLine(client.post("/api/bridge/table", "{\"deal\": \"" + DEAL + "\", \"deal\": \"" + DEAL + "\"}"), 400,
                "field \"deal\" given twice");
        assertOneLine(client.post("/api/bridge/par", "{\"deal\": \"" + DEAL + "\", \"tricks\": {\"NT\": {\"N\": 1, \"N\": 2}}}"),
                400, "field \"tricks.NT.N\" given twice");
        assertOneLine(client.post("/api/bridge/table", "{\"deal\": tru}"), 400, "bad JSON in the request");
        assertOneLine(client.post("/api/chess/position", "[".repeat(5_000) + "]".repeat(5_000)), 400,
                "must be a JSON object");
        assertOneLine(client.post("/api/bridge/table", "{\"deal\": " + "7".repeat(5_000) + "}"), 400,
                "a number or string is too long");
    }

    /** The headers every answer carries, Jetty's own included. */
    private static void assertSecurityHeaders(ApiClient.Reply reply, String what) {
        assertEquals("DENY", reply.header("X-Frame-Options"), what);
        assertEquals("nosniff", reply.header("X-Content-Type-Options"), what);
        String policy = reply.header("Content-Security-Policy");
        assertNotNull(policy, what);
        assertTrue(policy.contains("frame-ancestors 'none'") && policy.contains("default-src 'none'"),
                what + ": " + policy);
    }

    @Test
    void jettysOwnRefusalsAreOneLineOfJson() {
        // a request line over Jetty's limit (414), headers over it (431), a malformed request (400)
        ApiClient.Reply tooLong = client.raw(request("GET", "/api/chess/think?moves=" + "e2e4%20".repeat(3_000),
                "127.0.0.1"), "");
        String error = assertOneLine(tooLong, 414, "too long");
        assertFalse(error.isBlank());
        assertSecurityHeaders(tooLong, "414");
        ApiClient.Reply tooLarge = client.raw(request("GET", "/api/status", "127.0.0.1",
                "X-Padding: " + "x".repeat(20_000)), "");
        assertOneLine(tooLarge, 431, "headers are too large");
        assertSecurityHeaders(tooLarge, "431");
        ApiClient.Reply badLength = client.raw(request("POST", "/api/bridge/table", "127.0.0.1",
                "Content-Type: application/json", "Content-Length: twelve"), "");
        assertOneLine(badLength, 400, "bad request");
        assertSecurityHeaders(badLength, "400 (bad Content-Length)");
        ApiClient.Reply badLine = client.raw("GET /api/status HTTP/1.1 extra\r\nHost: 127.0.0.1", "");
        assertOneLine(badLine, 400, "bad request");
        assertSecurityHeaders(badLine, "400 (bad request line)");
        assertOneLine(client.raw(request("GET", "/api/st%zzatus", "127.0.0.1"), ""), 400, "bad request");
        // and the routes' own: an unknown path, a wrong method
        assertOneLine(client.get("/api/no-such"), 404, "");
        assertOneLine(client.get("/api/bridge/table"), 404, "");
    }
}
