package org.zwang.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.zwang.bridge.data.BundledDdTables;
import org.zwang.bridge.data.RandomDeals;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.web.work.ParseGate;

/**
 * The bridge API's promises about work: a solve whose client hung up stops; a request that waited
 * for a worker all its budget says it never started; par for other conditions is computed from a
 * table without solving; deal files are read through a bounded gate. Every wait is on the server's
 * own state ({@code /api/status}, the pool), never on the clock; the class timeout only keeps a
 * broken server from hanging the build.
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES)
class BridgeWorkTest {

    private static final String DEAL = "N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2";
    /** Four voids, no touching ranks: its notrump table takes tens of seconds. */
    private static final String FREAK = "N:AJ962.KT74..Q853 Q853.AJ962.KT74. .Q853.AJ962.KT74 KT74..Q853.AJ962";
    /** A think that keeps the worker for a minute (the test hangs up on it sooner). */
    private static final Map<String, String> LONG_THINK = Map.of("variant", "duck", "movetime", "60000");

    /**
     * Waits until {@code condition} (the server's own state) holds, looking again every few
     * milliseconds; only a hang (ten minutes) fails, so a busy machine only makes it slower.
     */
    static void await(BooleanSupplier condition) throws InterruptedException {
        long start = System.nanoTime();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - start > TimeUnit.MINUTES.toNanos(10)) {
                fail("the server never reached the state waited for (hung?)");
            }
            Thread.sleep(5);
        }
    }

    /** A raw HTTP request written on a socket that stays open until the test closes it. */
    private static Socket send(WebServer server, String path, String headers, String body) throws IOException {
        Socket socket = new Socket("127.0.0.1", server.port());
        OutputStream out = socket.getOutputStream();
        out.write(("POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" + headers
                + "\r\n" + body).getBytes(StandardCharsets.UTF_8));
        out.flush();
        return socket;
    }

    private static Socket sendJson(WebServer server, String path, Object request) throws IOException {
        String body = ApiClient.write(request);
        return send(server, path, "Content-Length: " + body.getBytes(StandardCharsets.UTF_8).length + "\r\n", body);
    }

    private static JsonNode status(ApiClient client) {
        return client.get("/api/status").body();
    }

    @Test
    void aSolveWhoseClientHungUpStops() throws IOException, InterruptedException {
        try (WebServer server = WebServer.start("127.0.0.1", 0,
                WebSettings.defaults().withWorkers(1).withQueue(0).withBridgeBudgetMillis(600_000))) {
            ApiClient client = new ApiClient(server);
            Socket request = sendJson(server, "/api/bridge/table", Map.of("deal", FREAK));
            await(() -> server.pool().running() == 1);
            request.close();
            // Hung up: the solve stops (its stop flag was raised), it does not run on to its end.
            await(() -> server.pool().running() == 0);
            assertEquals(1, server.pool().stopped(), "the solve ran to its end for nobody");
            assertEquals(200, client.post("/api/bridge/table", Map.of("deal", DEAL)).status());
            assertEquals(1, server.pool().stopped());
        }
    }

    @Test
    void aRequestThatNeverStartedSaysSo() throws IOException, InterruptedException {
        try (WebServer server = WebServer.start("127.0.0.1", 0,
                WebSettings.defaults().withWorkers(1).withQueue(1).withBridgeBudgetMillis(200))) {
            ApiClient client = new ApiClient(server);
            try (ApiClient.Events think = client.events("/api/chess/think", LONG_THINK)) {
                assertEquals("searching", think.next()[0]);
                // the only worker thinks for a minute: the table waits its 0.2 s in the queue and gives up
                ApiClient.Reply reply = client.post("/api/bridge/table", Map.of("deal", DEAL));
                assertEquals(504, reply.status(), reply.text());
                String error = reply.body().get("error").asText();
                assertTrue(error.startsWith("the DD table took longer than the server's budget of 0.2 s: "
                        + "it waited for a free search worker and never started"), error);
                assertFalse(error.contains("stopped"), error);
                assertEquals(0, server.pool().waiting(), "the request that gave up is still queued");
                assertEquals(1, server.pool().running());
            }
        }
    }

    /** The bundled DD table of deal {@code i} as the table answer's {@code tricks}. */
    private static Map<String, Map<String, Integer>> tricks(DdTable table) {
        Map<String, Map<String, Integer>> tricks = new LinkedHashMap<>();
        for (int strain = 0; strain < Strain.COUNT; strain++) {
            Map<String, Integer> row = new LinkedHashMap<>();
            for (int seat = 0; seat < Seat.COUNT; seat++) {
                row.put(String.valueOf(Seat.letter(seat)), table.tricks(strain, seat));
            }
            tricks.put(Strain.name(strain), row);
        }
        return tricks;
    }

    private static Map<String, Object> parRequest(Deal deal, Map<String, Map<String, Integer>> tricks, String dealer,
            String vulnerability) {
        Map<String, Object> request = new LinkedHashMap<>();
        request.put("deal", deal.toPbn());
        request.put("tricks", tricks);
        request.put("dealer", dealer);
        request.put("vulnerability", vulnerability);
        return request;
    }

    private static String contracts(JsonNode par) {
        List<String> contracts = new ArrayList<>();
        par.get("contracts").forEach(contract -> contracts.add(contract.asText()));
        return String.join(",", contracts);
    }

    /**
     * Par from the table the page already has, with no worker free: DDS's par for the bundled tables;
     * then, for other conditions, the par a fresh solve of the deal gives.
     */
    @Test
    void parComesFromTheTableWithoutSolving() throws IOException, InterruptedException {
        List<Deal> deals = BundledDdTables.deals(3);
        List<DdTable> tables = BundledDdTables.tables();
        try (WebServer server = WebServer.start("127.0.0.1", 0, WebSettings.defaults().withWorkers(1).withQueue(0))) {
            ApiClient client = new ApiClient(server);
            try (ApiClient.Events think = client.events("/api/chess/think", LONG_THINK)) {
                assertEquals("searching", think.next()[0]);
                assertEquals(503, client.post("/api/bridge/table", Map.of("deal", DEAL)).status(), "a worker is free");
                for (int i = 0; i < 3; i++) {
                    ApiClient.Reply reply = client.post("/api/bridge/par",
                            parRequest(deals.get(i), tricks(tables.get(i)), "N", "None"));
                    assertEquals(200, reply.status(), reply.text());
                    // ddtables.txt tokens 25 and 26: DDS DealerPar with dealer North, nobody vulnerable
                    String[] tokens = BundledDdTables.lines().get(i).trim().split("\\s+");
                    assertEquals(Integer.parseInt(tokens[24]), reply.body().get("par").get("score").asInt());
                    assertEquals(tokens[25], contracts(reply.body().get("par")));
                    assertEquals(tricks(tables.get(i)).toString(),
                            ApiClient.JSON.convertValue(reply.body().get("tricks"), Map.class).toString());
                }
                assertEquals(0, server.pool().stopped());
            }
            await(() -> server.pool().running() == 0);
            Deal deal = deals.get(1);
            for (String[] conditions : new String[][] {{"E", "All"}, {"S", "NS"}, {"W", "EW"}}) {
                ApiClient.Reply solved = client.post("/api/bridge/table",
                        Map.of("deal", deal.toPbn(), "dealer", conditions[0], "vulnerability", conditions[1]));
                ApiClient.Reply fromTable = client.post("/api/bridge/par",
                        parRequest(deal, tricks(tables.get(1)), conditions[0], conditions[1]));
                assertEquals(solved.body().get("par"), fromTable.body().get("par"), String.join(" ", conditions));
                assertEquals(solved.body().get("sides_par"), fromTable.body().get("sides_par"));
            }
        }
    }

    @Test
    void parRefusesATableItCannotUse() {
        try (WebServer server = WebServer.start("127.0.0.1", 0, WebSettings.defaults().withWorkers(1))) {
            ApiClient client = new ApiClient(server);
            Deal deal = BundledDdTables.deals(1).get(0);
            Map<String, Map<String, Integer>> tricks = tricks(BundledDdTables.tables().get(0));
            ApiClient.Reply missing = client.post("/api/bridge/par", Map.of("deal", deal.toPbn()));
            assertEquals(400, missing.status());
            assertTrue(missing.body().get("error").asText().startsWith("missing \"tricks\""), missing.text());
            tricks.get("H").remove("W");
            ApiClient.Reply cell = client.post("/api/bridge/par", parRequest(deal, tricks, "N", "None"));
            assertEquals("missing \"tricks.H.W\": the table needs all 20 numbers", cell.body().get("error").asText());
            tricks.get("H").put("W", 14);
            ApiClient.Reply tooMany = client.post("/api/bridge/par", parRequest(deal, tricks, "N", "None"));
            assertEquals("\"tricks.H.W\" is 14: expected 0 .. 13 tricks", tooMany.body().get("error").asText());
        }
    }

    /** A PBN file of {@code count} random boards. */
    private static String pbnFile(int count) {
        RandomDeals deals = new RandomDeals(11, 13);
        StringBuilder text = new StringBuilder();
        for (int board = 1; board <= count; board++) {
            text.append("[Board \"").append(board).append("\"]\n[Deal \"").append(deals.next().toPbn())
                    .append("\"]\n\n");
        }
        return text.toString();
    }

    @Test
    void aDealFileOverTheBoundIsRefusedBeforeItIsRead() {
        try (WebServer server = WebServer.start("127.0.0.1", 0, WebSettings.defaults().withWorkers(1))) {
            ApiClient client = new ApiClient(server);
            // 1.5 MB is read (the bound is 2 MB) ...
            String file = pbnFile(17_000);
            assertTrue(file.length() > 1_500_000 && file.length() < 2_000_000, "" + file.length());
            ApiClient.Reply read = client.post("/api/bridge/load", Map.of("text", file, "name", "big.pbn"));
            assertEquals(200, read.status(), read.text().substring(0, Math.min(300, read.text().length())));
            assertEquals(17_000, read.body().get("boards").size());
            // ... more than 2 MB is not, and is refused before its body is read (none is sent here)
            ApiClient.Reply refused = client.raw("POST /api/bridge/load HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                    + "Content-Type: application/json\r\nContent-Length: " + ((2 << 20) + 1), "{\"text\": \"");
            assertEquals(413, refused.status(), refused.text());
            assertEquals("the deal file is too large: the server reads at most 2 MB at a time (split the file)",
                    refused.body().get("error").asText());
            // nor are the other requests beyond 64 KB
            ApiClient.Reply table = client.raw("POST /api/bridge/table HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                    + "Content-Type: application/json\r\nContent-Length: " + ((64 << 10) + 1), "{\"deal\": \"");
            assertEquals(413, table.status(), table.text());
            assertEquals("the request body is too large: this request takes at most 64 KB",
                    table.body().get("error").asText());
            assertEquals(0, server.pool().stopped() + server.pool().running());
        }
    }

    @Test
    void bodiesStillComingHoldABoundedNumberOfBytes() throws IOException, InterruptedException {
        try (WebServer server = WebServer.start("127.0.0.1", 0, WebSettings.defaults().withWorkers(1))) {
            ApiClient client = new ApiClient(server);
            Map<String, String> small = Map.of("text", DEAL);
            // Four uploads of 2 MB, all but their last byte sent: 8 MB held, the bound.
            long sent = (2 << 20) - 1;
            List<Socket> slow = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                slow.add(send(server, "/api/bridge/load", "Content-Length: " + (2 << 20) + "\r\n",
                        "{\"text\": \"" + "x".repeat((int) sent - 10)));
            }
            await(() -> status(client).get("bodyBytes").asLong() == 4 * sent);
            assertEquals(4, status(client).get("receiving").asInt());
            assertEquals(0, status(client).get("loading").asInt(), "a body still coming reached the parser");
            ApiClient.Reply busy = client.post("/api/bridge/load", small);
            assertEquals(503, busy.status(), busy.text());
            assertEquals("the server is busy receiving other requests' bodies (at most 8 MB between them); "
                    + "try again in a moment", busy.body().get("error").asText());
            for (Socket socket : slow) {
                socket.close();
            }
            await(() -> status(client).get("receiving").asInt() == 0 && status(client).get("bodyBytes").asLong() == 0);
            assertEquals(200, client.post("/api/bridge/load", small).status());
        }
    }

    @Test
    void dealFilesAreParsedThroughABoundedGate() {
        ParseGate gate = new ParseGate(4, 4 << 20);
        // Two files of 2 MB being parsed: 4 MB, the bound.
        ParseGate.Pass first = gate.enter(2 << 20);
        ParseGate.Pass second = gate.enter(2 << 20);
        ApiException busy = assertThrows(ApiException.class, () -> gate.enter(100));
        assertEquals(503, busy.status());
        assertEquals("the server is busy reading other deal files (at most 4 at a time and 4 MB between them); "
                + "try again in a moment", busy.getMessage());
        first.close();
        first.close(); // a second close gives nothing back twice
        second.close();
        assertEquals(0, gate.parses());
        assertEquals(0, gate.bytes());
        // Four small files: the gate's places are taken.
        List<ParseGate.Pass> passes = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            passes.add(gate.enter(100));
        }
        assertThrows(ApiException.class, () -> gate.enter(100));
        passes.forEach(ParseGate.Pass::close);
        assertEquals(0, gate.parses());
        gate.enter(100).close();
    }
}
