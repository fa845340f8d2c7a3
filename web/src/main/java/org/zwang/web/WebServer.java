package org.zwang.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.javalin.Javalin;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import java.util.LinkedHashMap;
import java.util.Map;
import org.zwang.web.bridge.BridgeApi;
import org.zwang.web.chess.ChessApi;
import org.zwang.web.work.SearchPool;

/**
 * The server of {@code zwang serve}: Javalin on Jetty, serving the bridge and Duck Chess pages from
 * the classpath ({@code org/zwang/web/static}) and their JSON API. Every refusal is a status and one
 * line, {@code {"error": "..."}}; nothing reaches a stack trace in a response. Library code: it never
 * prints (Jetty's logging goes to slf4j-nop).
 */
public final class WebServer implements AutoCloseable {

    private final Javalin app;
    private final SearchPool pool;
    private final ChessApi chess;
    private final String host;

    private WebServer(Javalin app, SearchPool pool, ChessApi chess, String host) {
        this.app = app;
        this.pool = pool;
        this.chess = chess;
        this.host = host;
    }

    /**
     * Starts serving on {@code host:port} ({@code port} 0 picks a free one).
     *
     * @throws IllegalStateException with one line when the address cannot be bound
     */
    public static WebServer start(String host, int port, WebSettings settings) {
        SearchPool pool = new SearchPool(settings.workers(), settings.queue());
        BridgeApi bridge = new BridgeApi(pool, settings.bridgeBudgetMillis());
        ChessApi chess = new ChessApi(pool, settings.maxMoveMillis());
        Javalin app = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.startup.showOldJavalinVersionWarning = false;
            config.jetty.host = host;
            config.jetty.port = port;
            config.staticFiles.add(files -> {
                files.hostedPath = "/";
                files.directory = "/org/zwang/web/static";
                files.location = Location.CLASSPATH;
            });
            config.routes.get("/bridge", ctx -> ctx.redirect("/bridge.html"));
            config.routes.get("/duck", ctx -> ctx.redirect("/duck.html"));
            config.routes.get("/api/status", ctx -> {
                Map<String, Object> status = new LinkedHashMap<>();
                status.put("workers", pool.workers());
                status.put("running", pool.running());
                status.put("waiting", pool.waiting());
                status.put("streams", chess.openStreams());
                ctx.json(status);
            });
            bridge.register(config.routes);
            chess.register(config.routes);
            config.routes.exception(ApiException.class, (e, ctx) -> error(ctx, e.status(), e.getMessage()));
            config.routes.exception(IllegalArgumentException.class, (e, ctx) -> error(ctx, 400, e.getMessage()));
            config.routes.exception(JsonProcessingException.class,
                    (e, ctx) -> error(ctx, 400, "bad JSON in the request: " + firstLine(e.getOriginalMessage())));
            config.routes.exception(HttpResponseException.class, (e, ctx) -> error(ctx, e.getStatus(), e.getMessage()));
            config.routes.exception(Exception.class, (e, ctx) -> {
                Throwable cause = e;
                while (cause.getCause() != null && !(cause instanceof JsonProcessingException)) {
                    cause = cause.getCause();
                }
                if (cause instanceof JsonProcessingException json) {
                    error(ctx, 400, "bad JSON in the request: " + firstLine(json.getOriginalMessage()));
                } else {
                    error(ctx, 500, "internal error (" + e.getClass().getSimpleName() + "): " + firstLine(e.getMessage()));
                }
            });
        });
        try {
            app.start();
        } catch (RuntimeException e) {
            pool.close();
            chess.close();
            throw new IllegalStateException("cannot serve on " + host + ":" + port + ": " + firstLine(rootMessage(e)), e);
        }
        return new WebServer(app, pool, chess, host);
    }

    private static void error(io.javalin.http.Context ctx, int status, String message) {
        ctx.status(status).json(Map.of("error", message == null ? "error " + status : message));
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
        String shown = host.equals("0.0.0.0") || host.equals("::") ? "127.0.0.1" : host;
        if (shown.contains(":")) {
            shown = "[" + shown + "]";
        }
        return "http://" + shown + ":" + port() + "/";
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
