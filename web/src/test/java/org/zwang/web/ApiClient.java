package org.zwang.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/** A plain HTTP client for the API tests: JSON in and out, and server-sent event streams. */
final class ApiClient {

    static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofMinutes(5)).build(); // a hang guard, not a bound a test checks
    private final String base;
    private final int port;

    ApiClient(WebServer server) {
        this(server.port());
    }

    /** A client of a server on this machine's {@code port} (one in another process). */
    ApiClient(int port) {
        this.port = port;
        this.base = "http://127.0.0.1:" + port;
    }

    /** A status, its parsed JSON body (null when the body is not JSON) and its headers. */
    record Reply(int status, JsonNode body, String text, Map<String, List<String>> headers) {

        /** A header's first value, or null (names in any case). */
        String header(String name) {
            return headers.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name)).findFirst()
                    .map(e -> e.getValue().get(0)).orElse(null);
        }
    }

    /**
     * {@code request} (the request line and headers, CRLF-separated, without the blank line that ends
     * them; and a body) written as is on a socket of its own, which is closed after the answer: for
     * what an HTTP client library will not send, a {@code Host} of one's own or a malformed request.
     */
    Reply raw(String request, String body) {
        return exchange(request + "\r\nConnection: close", body);
    }

    /**
     * {@code request} and {@code body} as {@link #raw}, but the client keeps its side open: the
     * answer must come, and the connection be closed, by the server's own choice.
     */
    Reply rawWithoutClosing(String request, String body) {
        return exchange(request, body);
    }

    private Reply exchange(String request, String body) {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            OutputStream out = socket.getOutputStream();
            out.write((request + "\r\n\r\n" + body).getBytes(StandardCharsets.UTF_8));
            out.flush();
            String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int headEnd = answer.indexOf("\r\n\r\n");
            String[] head = answer.substring(0, headEnd).split("\r\n");
            Map<String, List<String>> headers = new java.util.TreeMap<>(String.CASE_INSENSITIVE_ORDER);
            for (int i = 1; i < head.length; i++) {
                int colon = head[i].indexOf(':');
                headers.computeIfAbsent(head[i].substring(0, colon).trim(), k -> new java.util.ArrayList<>())
                        .add(head[i].substring(colon + 1).trim());
            }
            String text = answer.substring(headEnd + 4);
            String type = headers.containsKey("Content-Type") ? headers.get("Content-Type").get(0) : "";
            JsonNode json = type.startsWith("application/json") && !text.isEmpty() ? JSON.readTree(text) : null;
            return new Reply(Integer.parseInt(head[0].split(" ")[1]), json, text, headers);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    Reply get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET().build());
    }

    Reply post(String path, Object body) {
        return post(path, body, Map.of("Content-Type", "application/json"));
    }

    /** A POST with these headers (a Content-Type of one's own, an Origin). */
    Reply post(String path, Object body, Map<String, String> headers) {
        String text = body instanceof String s ? s : write(body);
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path))
                .POST(HttpRequest.BodyPublishers.ofString(text));
        headers.forEach(request::header);
        return send(request.build());
    }

    /** A GET with these headers. */
    Reply get(String path, Map<String, String> headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path)).GET();
        headers.forEach(request::header);
        return send(request.build());
    }

    private Reply send(HttpRequest request) {
        try {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            JsonNode json = response.body().isEmpty() || !response.headers().firstValue("Content-Type").orElse("")
                    .startsWith("application/json") ? null : JSON.readTree(response.body());
            return new Reply(response.statusCode(), json, response.body(), response.headers().map());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    static String write(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** An open server-sent event stream: read events one by one, close to hang up. */
    final class Events implements AutoCloseable {
        final int status;
        private final InputStream body;
        private final BufferedReader reader;

        Events(HttpResponse<InputStream> response) {
            this.status = response.statusCode();
            this.body = response.body();
            this.reader = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8));
        }

        /** The next event as {name, data}, or null at the end of the stream. */
        String[] next() throws IOException {
            String name = null;
            StringBuilder data = new StringBuilder();
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isEmpty()) {
                    if (name != null || data.length() > 0) {
                        return new String[] {name, data.toString()};
                    }
                } else if (line.startsWith("event:")) {
                    name = line.substring(6).trim();
                } else if (line.startsWith("data:")) {
                    data.append(line.substring(5).trim());
                }
            }
            return null;
        }

        @Override
        public void close() throws IOException {
            body.close();
        }
    }

    Events events(String path, Map<String, String> query) {
        StringJoiner q = new StringJoiner("&");
        query.forEach((k, v) -> q.add(k + "=" + URLEncoder.encode(v, StandardCharsets.UTF_8)));
        HttpRequest request = HttpRequest.newBuilder(URI.create(base + path + "?" + q))
                .header("Accept", "text/event-stream").GET().build();
        try {
            return new Events(http.send(request, HttpResponse.BodyHandlers.ofInputStream()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
