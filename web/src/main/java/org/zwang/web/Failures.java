package org.zwang.web;

/**
 * The one line a client gets for a failure nobody asked for, so that every failure reaches the
 * client as a status and a sentence, {@code Error}s included: an {@link OutOfMemoryError} is a 503
 * (the request failed, the server goes on: the worker that failed drops its tables, and the request
 * can be tried again), anything else unexpected is a 500 (a bug). The line never names a Java class
 * or carries a stack trace.
 */
public final class Failures {

    private Failures() {
    }

    /** The HTTP status for an unexpected failure: 503 when the heap ran out, else 500. */
    public static int status(Throwable failure) {
        return failure instanceof OutOfMemoryError ? 503 : 500;
    }

    /** The sentence for an unexpected failure. */
    public static String describe(Throwable failure) {
        if (failure instanceof OutOfMemoryError) {
            return "the server ran out of memory for this request (its other work goes on); try again in a moment, "
                    + "or give it a larger heap (ZWANG_JAVA_OPTS=-Xmx2g) or fewer workers";
        }
        if (failure instanceof StackOverflowError) {
            return "internal error: the server ran out of stack for this request (a bug in Zwang; please report it)";
        }
        return "internal error in the server (a bug in Zwang; please report it with what you did)";
    }
}
