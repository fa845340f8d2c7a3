package org.zwang.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.StringJoiner;

/** A plain HTTP client for the API tests: JSON in and out, and server-sent event streams. */
final class ApiClient {

    static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofMinutes(5)).build(); // a hang guard, not a bound a test checks
    private final String base;

    ApiClient(WebServer server) {
        this.base = "http://127.0.0.1:" + server.port();
    }

    /** A status and its parsed JSON body. */
    record Reply(int status, JsonNode body, String text) {
    }

    Reply get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET().build());
    }

    Reply post(String path, Object body) {
        String text = body instanceof String s ? s : write(body);
        return send(HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(text)).build());
    }

    private Reply send(HttpRequest request) {
        try {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            JsonNode json = response.body().isEmpty() ? null : JSON.readTree(response.body());
            return new Reply(response.statusCode(), json, response.body());
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
