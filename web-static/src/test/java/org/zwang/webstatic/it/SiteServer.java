package org.zwang.webstatic.it;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * The built static site served as any plain static host serves it (the JDK's HTTP server on a
 * loopback port the system picks, {@code application/wasm} for the module), recording every request
 * so a test can tell that no page asked for a Zwang API.
 */
final class SiteServer implements AutoCloseable {

    private static final Map<String, String> TYPES = Map.of("html", "text/html; charset=utf-8",
            "js", "text/javascript; charset=utf-8", "css", "text/css; charset=utf-8", "svg", "image/svg+xml",
            "wasm", "application/wasm");

    private final Path site;
    private final HttpServer server;
    private final List<String> requested = Collections.synchronizedList(new ArrayList<>());

    private SiteServer(Path site) throws IOException {
        this.site = site;
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::serve);
        server.start();
    }

    /** The folder the build wrote (system property {@code zwang.site}, else target/site). */
    static Path builtSite() {
        return Paths.get(System.getProperty("zwang.site", "target/site")).toAbsolutePath().normalize();
    }

    /** Serves {@code site} until closed. */
    static SiteServer start(Path site) throws IOException {
        return new SiteServer(site);
    }

    /** The site's address, without a trailing slash. */
    String base() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    /** Every request so far as "METHOD /path", a copy. */
    List<String> requested() {
        synchronized (requested) {
            return new ArrayList<>(requested);
        }
    }

    /** How many requests so far were exactly {@code request} ("GET /wasm/zwang.wasm"). */
    long requestsFor(String request) {
        synchronized (requested) {
            return requested.stream().filter(request::equals).count();
        }
    }

    /** A static file server: the file at the path, with its type, or 404. */
    private void serve(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        requested.add(exchange.getRequestMethod() + " " + path);
        Path file = site.resolve(path.substring(1)).normalize();
        if (path.endsWith("/")) {
            file = file.resolve("index.html");
        }
        try (exchange) {
            if (!file.startsWith(site) || !Files.isRegularFile(file) || !exchange.getRequestMethod().equals("GET")) {
                exchange.sendResponseHeaders(404, -1);
                return;
            }
            String name = file.getFileName().toString();
            String type = TYPES.getOrDefault(name.substring(name.lastIndexOf('.') + 1), "application/octet-stream");
            exchange.getResponseHeaders().set("Content-Type", type);
            byte[] bytes = Files.readAllBytes(file);
            exchange.sendResponseHeaders(200, bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
