package org.zwang.web.http;

import io.javalin.http.Context;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.ee10.servlet.ServletContextRequest;
import org.eclipse.jetty.io.AbstractEndPoint;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.util.Callback;

/**
 * Notices a client that hangs up while its request waits for a search, so that the search stops
 * instead of running on to its budget for nobody. Jetty does not read a connection while a request
 * on it is being handled, so it would only notice when the answer is written; this asks Jetty's
 * selector to say when the connection becomes readable. After the request body has been read, an
 * HTTP/1.1 client sends nothing more before the answer (browsers and the usual clients do not
 * pipeline), so readable means the client closed the connection. The watch must be closed before
 * the answer is written, which hands the connection back to Jetty to read the next request.
 */
public final class HangUpWatch implements AutoCloseable {

    private final EndPoint endPoint;
    private final AtomicBoolean fired = new AtomicBoolean();
    private final boolean watching;

    private HangUpWatch(Context ctx, Runnable onHangUp) {
        ServletContextRequest request = ServletContextRequest.getServletContextRequest(ctx.req());
        this.endPoint = request == null ? null : request.getConnectionMetaData().getConnection().getEndPoint();
        this.watching = endPoint != null && endPoint.tryFillInterested(new Callback() {
            @Override
            public void succeeded() {
                if (fired.compareAndSet(false, true)) {
                    onHangUp.run();
                }
            }

            @Override
            public void failed(Throwable cause) {
                // the watch was closed (or the connection failed, which the answer will find)
            }

            @Override
            public InvocationType getInvocationType() {
                return InvocationType.NON_BLOCKING; // onHangUp only raises a stop flag
            }
        });
    }

    /**
     * Starts watching the connection of {@code ctx}, whose body must have been read; {@code onHangUp}
     * runs (once, on a Jetty thread) if the client hangs up before the watch is closed. Where the
     * connection cannot be watched this way, nothing is watched.
     */
    public static HangUpWatch start(Context ctx, Runnable onHangUp) {
        return new HangUpWatch(ctx, onHangUp);
    }

    /** Stops watching, giving the connection's read interest back to Jetty. */
    @Override
    public void close() {
        if (watching && fired.compareAndSet(false, true) && endPoint instanceof AbstractEndPoint abstractEndPoint) {
            abstractEndPoint.getFillInterest().onFail(new CancellationException("the request was answered"));
        }
    }
}
