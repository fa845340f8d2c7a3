package org.zwang.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Collections;
import org.junit.jupiter.api.Test;

/** The address {@code zwang serve} prints: an IPv6 address in one pair of brackets, given with them or not. */
class WebServerUrlTest {

    /** Whether this machine has the IPv6 loopback address (a container may not). */
    private static boolean hasIpv6Loopback() throws SocketException {
        for (NetworkInterface face : Collections.list(NetworkInterface.getNetworkInterfaces())) {
            for (InetAddress address : Collections.list(face.getInetAddresses())) {
                if (address instanceof Inet6Address && address.isLoopbackAddress()) {
                    return true;
                }
            }
        }
        return false;
    }

    @Test
    void anIpv6BindIsPrintedInOnePairOfBrackets() throws IOException, InterruptedException {
        assumeTrue(hasIpv6Loopback(), "skipped: no IPv6 loopback address on this machine");
        for (String bind : new String[] {"[::1]", "::1", "[0:0:0:0:0:0:0:1]"}) {
            try (WebServer server = WebServer.start(bind, 0, WebSettings.defaults().withWorkers(1))) {
                String expected = bind.startsWith("[") ? bind : "[" + bind + "]";
                assertEquals("http://" + expected + ":" + server.port() + "/", server.url(), bind);
                // and it is the server's address
                HttpResponse<String> status = HttpClient.newHttpClient().send(
                        HttpRequest.newBuilder(URI.create(server.url() + "api/status")).build(),
                        HttpResponse.BodyHandlers.ofString());
                assertEquals(200, status.statusCode(), status.body());
            }
        }
    }

    @Test
    void anIpv4BindOrANameIsPrintedAsGiven() {
        try (WebServer server = WebServer.start("127.0.0.1", 0, WebSettings.defaults().withWorkers(1))) {
            assertEquals("http://127.0.0.1:" + server.port() + "/", server.url());
        }
        try (WebServer server = WebServer.start("localhost", 0, WebSettings.defaults().withWorkers(1))) {
            assertEquals("http://localhost:" + server.port() + "/", server.url());
        }
    }
}
