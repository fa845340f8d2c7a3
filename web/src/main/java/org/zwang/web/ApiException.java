package org.zwang.web;

/**
 * A request the API refuses, with the HTTP status and the one-line reason sent back as
 * {@code {"error": "..."}}: 400 for bad input, 503 when every search worker is taken, 504 when a
 * search overran its time budget.
 */
public final class ApiException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;

    public ApiException(int status, String message) {
        super(message);
        this.status = status;
    }

    /** A 400: the input named in {@code message} is malformed or illegal. */
    public static ApiException badRequest(String message) {
        return new ApiException(400, message);
    }

    public int status() {
        return status;
    }
}
