package org.zwang.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.zwang.bridge.data.BundledDdTables;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;

/**
 * The server and the Java heap: a pool whose tables cannot fit the heap is refused at start with one
 * line (the default is sized to fit); and a server that runs out of memory reports it to the client
 * (a {@code failure} event, a 503) and recovers without a restart. The out-of-memory case runs a real
 * server in a JVM of its own with a 256 MB heap ({@link MemoryPressureServer}), whose heap is taken
 * away and given back; the class timeout only keeps a broken server from hanging the build.
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES)
class ServerMemoryTest {

    @Test
    void aPoolThatDoesNotFitTheHeapIsRefusedWithOneLine() {
        long heap = Runtime.getRuntime().maxMemory();
        int fitting = WebSettings.workersFitting(heap);
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> WebServer.start("127.0.0.1", 0, WebSettings.defaults().withWorkers(fitting + 1)));
        String error = refused.getMessage();
        assertTrue(error.startsWith((fitting + 1) + " search workers need about "), error);
        assertTrue(error.contains("this JVM has " + (heap >> 20) + " MB: at most " + fitting + " fit"), error);
        assertFalse(error.contains("\n"), error);
        // what they need: the server's own share and each worker's tables
        assertTrue(WebSettings.SERVER_HEAP_BYTES + (fitting + 1) * WebSettings.WORKER_HEAP_BYTES > heap);
        assertTrue(WebSettings.SERVER_HEAP_BYTES + fitting * WebSettings.WORKER_HEAP_BYTES <= heap);
        // the default fits
        assertTrue(WebSettings.defaults().workers() <= fitting);
        WebServer.start("127.0.0.1", 0, WebSettings.defaults()).close();
    }

    /** The server of {@link MemoryPressureServer}, its commands and its answers. */
    private static final class ChildServer implements AutoCloseable {
        final Process process;
        final BufferedReader out;
        final Writer in;

        ChildServer(String... jvmOptions) throws IOException {
            List<String> command = new ArrayList<>();
            command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
            command.addAll(List.of(jvmOptions));
            command.addAll(List.of("-cp", System.getProperty("java.class.path"), MemoryPressureServer.class.getName()));
            process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
            out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        }

        String command(String line) throws IOException {
            in.write(line + "\n");
            in.flush();
            return out.readLine();
        }

        @Override
        public void close() {
            process.destroyForcibly();
        }
    }

    /** The events of one engine think, by name, with the data of the last. */
    private static List<String[]> think(ApiClient client) throws IOException {
        List<String[]> events = new ArrayList<>();
        try (ApiClient.Events stream = client.events("/api/chess/think",
                Map.of("variant", "duck", "movetime", "60000", "depth", "2"))) {
            for (String[] event = stream.next(); event != null; event = stream.next()) {
                events.add(event);
            }
        }
        return events;
    }

    private static List<String> names(List<String[]> events) {
        return events.stream().map(event -> event[0]).toList();
    }

    @Test
    void aServerOutOfMemoryTellsItsClientsAndRecovers() throws IOException {
        try (ChildServer child = new ChildServer("-Xmx256m", "-Xms256m", "-XX:+UseSerialGC")) {
            String started = child.out.readLine();
            assertNotNull(started, "the server did not start");
            assertTrue(started.startsWith("port "), started);
            ApiClient client = new ApiClient(Integer.parseInt(started.substring(5)));
            // 256 MB: the default pool is the one worker that fits
            assertEquals(1, client.get("/api/status").body().get("workers").asInt());
            String deal = BundledDdTables.deals(1).get(0).toPbn();

            assertEquals("filled", child.command("fill"));
            // The worker cannot make its engine's table: the think fails, and says so.
            List<String[]> failed = think(client);
            assertEquals("failure", failed.get(failed.size() - 1)[0], names(failed).toString());
            assertFalse(names(failed).contains("bestmove"), names(failed).toString());
            String error = ApiClient.JSON.readTree(failed.get(failed.size() - 1)[1]).get("error").asText();
            assertTrue(error.startsWith("the server ran out of memory for this request"), error);
            // A table may still fit in what is left, or not: either way an answer, never a hang or a trace.
            ApiClient.Reply table = client.post("/api/bridge/table", Map.of("deal", deal));
            assertTrue(table.status() == 200 || table.status() == 503 && table.body().get("error").asText()
                    .startsWith("the server ran out of memory for this request"), table.text());
            assertEquals(0, client.get("/api/status").body().get("running").asInt());

            assertEquals("freed", child.command("free"));
            // The same worker thinks and solves again, without a restart.
            for (int i = 0; i < 2; i++) {
                List<String[]> events = think(client);
                assertEquals("bestmove", events.get(events.size() - 1)[0], names(events).toString());
                JsonNode best = ApiClient.JSON.readTree(events.get(events.size() - 1)[1]);
                assertEquals(2, best.get("info").get("depth").asInt());
            }
            ApiClient.Reply solved = client.post("/api/bridge/table", Map.of("deal", deal));
            assertEquals(200, solved.status(), solved.text());
            DdTable dds = BundledDdTables.tables().get(0);
            for (int strain = 0; strain < Strain.COUNT; strain++) {
                for (int seat = 0; seat < Seat.COUNT; seat++) {
                    assertEquals(dds.tricks(strain, seat), solved.body().get("tricks").get(Strain.name(strain))
                            .get(String.valueOf(Seat.letter(seat))).asInt(), Strain.name(strain) + " by " + seat);
                }
            }
        }
    }
}
