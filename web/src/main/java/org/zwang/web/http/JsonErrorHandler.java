package org.zwang.web.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;
import org.zwang.web.Failures;

/**
 * Jetty's own error answers (a malformed request, a request line or headers over Jetty's limits:
 * 400, 414, 431; anything Jetty answers before the server's routes see the request) as one line of
 * JSON, {@code {"error": "..."}}, like every other error of the server, instead of Jetty's HTML page,
 * with the security headers every answer carries ({@link RequestGuard}).
 */
public final class JsonErrorHandler extends ErrorHandler {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Override
    protected void generateResponse(Request request, Response response, int code, String message, Throwable cause,
            Callback callback) throws IOException {
        write(response, body(code, message, cause), callback);
    }

    /**
     * Answers {@code status} with {@code {"error": error}} (one line) and the security headers, for an
     * answer written before the routes see the request.
     */
    static void answer(Response response, int status, String error, Callback callback) {
        response.setStatus(status);
        write(response, json(status, error), callback);
    }

    private static void write(Response response, byte[] body, Callback callback) {
        // every answer carries them, Jetty's own too: no framing, no sniffing of this body as a page
        RequestGuard.addSecurityHeaders(response.getHeaders());
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json;charset=utf-8");
        response.write(true, ByteBuffer.wrap(body), callback);
    }

    /** {@code {"error": "..."}} for a status Jetty answered with. */
    static byte[] body(int status, String reason, Throwable cause) {
        String error = switch (status) {
            case 400 -> "bad request" + (reason == null || reason.isBlank() || reason.equals("Bad Request") ? ""
                    : ": " + reason) + " (the HTTP request is malformed)";
            case 404 -> "not found";
            case 405 -> "method not allowed";
            case 413 -> "the request body is too large";
            case 414 -> "the request's address (URI) is too long for this server";
            case 431 -> "the request's headers are too large for this server";
            case 500, 503 -> cause == null ? "internal error in the server (a bug in Zwang; please report it)"
                    : Failures.describe(cause);
            default -> "HTTP " + status + (reason == null || reason.isBlank() ? "" : ": " + reason);
        };
        return json(status, error);
    }

    private static byte[] json(int status, String error) {
        try {
            return JSON.writeValueAsBytes(Map.of("error", error.replaceAll("\\p{Cntrl}", " ")));
        } catch (JsonProcessingException e) {
            return ("{\"error\": \"HTTP " + status + "\"}").getBytes(StandardCharsets.UTF_8);
        }
    }
}
