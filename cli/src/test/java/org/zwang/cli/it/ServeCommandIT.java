package org.zwang.cli.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code zwang serve} as a user runs it: the jar serves the pages and the API, and bad options are one line, exit 2. */
class ServeCommandIT {

    private static final Pattern URL = Pattern.compile("zwang serve: (http://127\\.0\\.0\\.1:(\\d+)/)");

    /** The address the server prints once it listens (the event itself); only a hang fails. */
    private static String awaitUrl(JarProcess serve) {
        serve.awaitStderr("zwang serve: http://");
        Matcher m = URL.matcher(serve.stderr());
        assertTrue(m.find(), serve.stderr());
        return m.group(1);
    }

    @Test
    void servesThePagesAndTheApi() throws IOException, InterruptedException {
        try (JarProcess serve = new JarProcess("serve", "--port", "0")) {
            String url = awaitUrl(serve);
            HttpClient http = HttpClient.newHttpClient();
            HttpResponse<String> home = http.send(HttpRequest.newBuilder(URI.create(url)).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, home.statusCode());
            assertTrue(home.body().contains("bridge.html") && home.body().contains("duck.html"), home.body());
            HttpResponse<String> bad = http.send(HttpRequest.newBuilder(URI.create(url + "api/bridge/load"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"text\": \"N:AKQ\"}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(400, bad.statusCode());
            assertTrue(bad.body().startsWith("{\"error\":\"line 1: bad deal"), bad.body());
        }
    }

    /** The workers must fit the heap: sized to it by default, refused with one line when told more. */
    @Test
    void theWorkersFitTheHeap() throws IOException, InterruptedException {
        try (JarProcess serve = new JarProcess(List.of("-Xmx256m"), "serve", "--port", "0", "--workers", "32")) {
            assertEquals(2, serve.waitFor());
            String error = serve.stderr().trim();
            assertTrue(error.startsWith("zwang serve: 32 search workers need about "), error);
            assertTrue(error.contains(
                    "only 1 fits; use fewer workers (--workers) or a larger heap (ZWANG_JAVA_OPTS=-Xmx"), error);
            assertFalse(error.contains("\n"), error);
        }
        try (JarProcess serve = new JarProcess(List.of("-Xmx256m"), "serve", "--port", "0")) {
            awaitUrl(serve);
            assertTrue(serve.stderr().contains("; 1 search worker; Ctrl-C stops)"), serve.stderr());
        }
    }

    @Test
    void aBindToEveryInterfaceSaysSo() throws IOException, InterruptedException {
        try (JarProcess serve = new JarProcess("serve", "--port", "0", "--bind", "0.0.0.0")) {
            awaitUrl(serve);
            serve.awaitStderr("zwang serve: reachable from the network: anyone who can reach these addresses can use "
                    + "this server and its CPU (there is no login)");
            // every address listed is one of this machine's
            for (String line : serve.stderr().split("\n")) {
                if (line.startsWith("zwang serve: also at ")) {
                    for (String address : line.substring("zwang serve: also at ".length()).split(", ")) {
                        String host = URI.create(address).getHost().replaceAll("^\\[|\\]$", "");
                        assertTrue(NetworkInterface.getByInetAddress(InetAddress.getByName(host)) != null, address);
                    }
                }
            }
        }
        try (JarProcess serve = new JarProcess("serve", "--port", "0")) {
            awaitUrl(serve);
            assertFalse(serve.stderr().contains("reachable from the network"), serve.stderr());
        }
    }

    @Test
    void badOptionsAreOneLineAndExitTwo() throws IOException {
        try (JarProcess serve = new JarProcess("serve", "--port", "70000")) {
            assertEquals(2, serve.waitFor());
            assertEquals("zwang serve: bad --port 70000: expected 0 .. 65535", serve.stderr().trim());
        }
        try (ServerSocket taken = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress());
                JarProcess serve = new JarProcess("serve", "--port", Integer.toString(taken.getLocalPort()))) {
            assertEquals(2, serve.waitFor());
            String error = serve.stderr().trim();
            assertTrue(error.startsWith("zwang serve: cannot serve on 127.0.0.1:" + taken.getLocalPort()), error);
            assertTrue(!error.contains("\n"), error);
        }
        try (JarProcess serve = new JarProcess("serve", "--port", "0", "--bind", "bogus.invalid")) {
            assertEquals(2, serve.waitFor());
            assertEquals("zwang serve: cannot serve on bogus.invalid:0: no such host or address 'bogus.invalid'",
                    serve.stderr().trim());
        }
    }
}
