package org.zwang.web;

import io.javalin.Javalin;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.zwang.bridge.model.Tokens;
import org.zwang.web.bridge.BridgeApi;
import org.zwang.web.chess.ChessApi;
import org.zwang.web.http.BodyReceiver;
import org.zwang.web.http.JsonBody;
import org.zwang.web.http.JsonErrorHandler;
import org.zwang.web.http.RequestGuard;
import org.zwang.web.work.SearchPool;

/**
 * The server of {@code zwang serve}: Javalin on Jetty, serving the bridge and Duck Chess pages from
 * the classpath ({@code org/zwang/web/static}) and their JSON API. Every refusal and failure is a
 * status and one line, {@code {"error": "..."}} (Jetty's own error pages and {@code Error}s
 * included); nothing reaches a stack trace in a response. Requests from other web sites are refused
 * ({@link RequestGuard}). Request bodies are received without holding a thread before the routes
 * see them ({@link BodyReceiver}), so slow clients cannot take Jetty's threads. Library code: it never prints (Jetty's logging goes to slf4j-nop).
 */
public final class WebServer implements AutoCloseable {

    private final Javalin app;
    private final SearchPool pool;
    private final ChessApi chess;
    private final String host;
    private final InetAddress bound;

    private WebServer(Javalin app, SearchPool pool, ChessApi chess, String host, InetAddress bound) {
        this.app = app;
        this.pool = pool;
        this.chess = chess;
        this.host = host;
        this.bound = bound;
    }

    /**
     * Starts serving on {@code host:port} ({@code port} 0 picks a free one).
     *
     * @throws IllegalStateException with one line when the workers do not fit this JVM's heap, the
     *                               host is unknown or the address cannot be bound
     */
    public static WebServer start(String host, int port, WebSettings settings) {
        settings.checkFits(Runtime.getRuntime().maxMemory());
        InetAddress bound;
        try {
            bound = InetAddress.getByName(host);
        } catch (UnknownHostException | SecurityException e) {
            throw new IllegalStateException("cannot serve on " + host + ":" + port + ": no such host or address "
                    + Tokens.quote(host));
        }
        RequestGuard guard = RequestGuard.forBind(host, bound);
        SearchPool pool = new SearchPool(settings.workers(), settings.queue());
        BridgeApi bridge = new BridgeApi(pool, settings.bridgeBudgetMillis());
        ChessApi chess = new ChessApi(pool, settings.maxMoveMillis());
        BodyReceiver bodies = new BodyReceiver(
                path -> path.equals(BridgeApi.LOAD_PATH) ? BridgeApi.MAX_LOAD_BYTES : JsonBody.MAX_REQUEST_BYTES,
                WebSettings.BODY_BYTES_HELD, settings.bodyMillis());
        Javalin app = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.startup.showOldJavalinVersionWarning = false;
            config.jetty.host = host;
            config.jetty.port = port;
            config.jetty.modifyServer(server -> {
                server.setErrorHandler(new JsonErrorHandler());
                // in front of the routes: a body is received without a thread before they read it
                server.insertHandler(bodies);
            });
            config.staticFiles.add(files -> {
                files.hostedPath = "/";
                files.directory = "/org/zwang/web/static";
                files.location = Location.CLASSPATH;
            });
            config.routes.before(ctx -> {
                RequestGuard.addSecurityHeaders(ctx);
                guard.check(ctx);
            });
            config.routes.get("/bridge", ctx -> ctx.redirect("/bridge.html"));
            config.routes.get("/duck", ctx -> ctx.redirect("/duck.html"));
            config.routes.get("/api/status", ctx -> {
                Map<String, Object> status = new LinkedHashMap<>();
                status.put("workers", pool.workers());
                status.put("running", pool.running());
                status.put("waiting", pool.waiting());
                status.put("stopped", pool.stopped());
                status.put("streams", chess.openStreams());
                status.put("loading", bridge.loads().parses());
                status.put("loadingBytes", bridge.loads().bytes());
                status.put("receiving", bodies.receiving());
                status.put("bodyBytes", bodies.bytesHeld());
                ctx.json(status);
            });
            bridge.register(config.routes);
            chess.register(config.routes);
            config.routes.exception(ApiException.class, (e, ctx) -> error(ctx, e.status(), e.getMessage()));
            config.routes.exception(IllegalArgumentException.class, (e, ctx) -> error(ctx, 400, e.getMessage()));
            config.routes.exception(HttpResponseException.class, (e, ctx) -> error(ctx, e.getStatus(), e.getMessage()));
            config.routes.exception(Exception.class, (e, ctx) -> error(ctx, Failures.status(e), Failures.describe(e)));
            // Errors never reach the exception handlers above; they get the same one line.
            config.router.javaLangErrorHandler((response, error) -> writeError(response, error));
        });
        try {
            app.start();
        } catch (RuntimeException e) {
            pool.close();
            chess.close();
            throw new IllegalStateException("cannot serve on " + host + ":" + port + ": "
                    + firstLine(rootMessage(e)), e);
        }
        return new WebServer(app, pool, chess, host, bound);
    }

    private static void error(io.javalin.http.Context ctx, int status, String message) {
        ctx.status(status).json(Map.of("error", message == null ? "error " + status : firstLine(message)));
    }

    private static void writeError(HttpServletResponse response, Error error) {
        if (response.isCommitted()) {
            return; // the answer had begun: the client sees it cut off
        }
        try {
            response.resetBuffer();
            response.setStatus(Failures.status(error));
            response.setContentType("application/json;charset=utf-8");
            String message = Failures.describe(error).replace("\\", "\\\\").replace("\"", "\\\"");
            byte[] body = ("{\"error\":\"" + message + "\"}").getBytes(StandardCharsets.UTF_8);
            response.getOutputStream().write(body);
        } catch (IOException | RuntimeException e) {
            // the client went away
        }
    }

    private static String firstLine(String text) {
        if (text == null) {
            return "";
        }
        int end = text.indexOf('\n');
        return (end < 0 ? text : text.substring(0, end)).trim();
    }

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root.getMessage() == null ? root.toString() : root.getMessage();
    }

    /** The port served (the chosen one when started with 0). */
    public int port() {
        return app.port();
    }

    /** {@code http://host:port/}, with 127.0.0.1 for a wildcard bind. */
    public String url() {
        return url(bound.isAnyLocalAddress() ? "127.0.0.1" : host);
    }

    /**
     * Whether other machines can reach the server: it listens on every interface (a wildcard bind) or
     * on an address that is not loopback.
     */
    public boolean reachableFromNetwork() {
        return !bound.isLoopbackAddress();
    }

    /**
     * The other addresses the server answers on, as URLs: for a wildcard bind each address of this
     * machine's interfaces but loopback and link-local ones (IPv4 only for {@code 0.0.0.0}, which
     * listens on IPv4 only), else none.
     */
    public List<String> networkUrls() {
        List<String> urls = new ArrayList<>();
        if (!bound.isAnyLocalAddress()) {
            return urls;
        }
        for (InetAddress address : RequestGuard.localAddresses()) {
            // a link-local address needs its interface named, which a URL cannot do
            boolean usable = !address.isLoopbackAddress() && !address.isLinkLocalAddress()
                    && (address instanceof Inet4Address || !(bound instanceof Inet4Address));
            if (usable) {
                urls.add(url(address.getHostAddress()));
            }
        }
        urls.sort(null);
        return urls;
    }

    /** The URL of the server at {@code shown}: an IPv6 address in one pair of brackets, given with them or not. */
    private String url(String shown) {
        String address = shown.startsWith("[") && shown.endsWith("]") ? shown.substring(1, shown.length() - 1) : shown;
        return "http://" + (address.contains(":") ? "[" + address + "]" : address) + ":" + port() + "/";
    }

    /** The search pool (for the status line and tests). */
    public SearchPool pool() {
        return pool;
    }

    @Override
    public void close() {
        app.stop();
        chess.close();
        pool.close();
    }
}
