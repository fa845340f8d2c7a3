package org.zwang.web.http;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.ToLongFunction;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * Receives every request body in full before the request reaches the routes, without holding a
 * thread while it arrives: the body is read as Jetty says bytes are there (no thread waits for them),
 * and the routes then read it from memory. Without this each route read its body on a Jetty thread
 * that blocked until the last byte came, so a few hundred clients sending their bodies a byte at a
 * time held all of Jetty's threads and nothing else was answered (a slow-body attack).
 *
 * <p>Three bounds keep what arrives in check. A body must arrive within {@code deadlineMillis} of
 * its headers (else 408 and the connection is closed), so a dripping client holds nothing for long.
 * A body over its route's bound (a function of the path) is refused: when declared, the request goes
 * on to the route unread, which answers 413 before reading; when not, it gets a 413 here once the
 * bytes pass the bound. And the bodies being received or handled hold at most {@code maxBytesHeld}
 * between them, counting the bytes that have arrived (not the lengths declared, which cost a client
 * nothing): beyond that a 503 at once.
 */
public final class BodyReceiver extends Handler.Wrapper {

    private final ToLongFunction<String> maxBytes;
    private final long maxBytesHeld;
    private final long deadlineMillis;
    private long held;
    private int receiving;

    /**
     * @param maxBytes       the bound on the body of a request to a path
     * @param maxBytesHeld   the bound on the bytes of all bodies being received or handled
     * @param deadlineMillis the time a body has to arrive, from its request's headers
     */
    public BodyReceiver(ToLongFunction<String> maxBytes, long maxBytesHeld, long deadlineMillis) {
        this.maxBytes = maxBytes;
        this.maxBytesHeld = maxBytesHeld;
        this.deadlineMillis = deadlineMillis;
    }

    /** Bodies still arriving (for the status line and tests). */
    public synchronized int receiving() {
        return receiving;
    }

    /** Bytes held by bodies being received or handled. */
    public synchronized long bytesHeld() {
        return held;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        long declared = request.getLength();
        boolean chunked = declared < 0 && request.getHeaders().contains(HttpHeader.TRANSFER_ENCODING);
        if (declared == 0 || (declared < 0 && !chunked)
                || declared > maxBytes.applyAsLong(Request.getPathInContext(request))) {
            // no body, or one the route refuses (413) without reading it
            return super.handle(request, response, callback);
        }
        new Receipt(request, response, callback).start();
        return true;
    }

    private synchronized boolean take(long bytes) {
        if (held + bytes > maxBytesHeld) {
            return false;
        }
        held += bytes;
        return true;
    }

    private synchronized void giveBack(long bytes) {
        held -= bytes;
    }

    private synchronized void arriving(int change) {
        receiving += change;
    }

    /** One body being received; once complete, its request goes on to the routes. */
    private final class Receipt implements Runnable {
        private final Request request;
        private final Response response;
        private final Callback callback;
        private final long max;
        private final ByteArrayOutputStream body;
        /** Set once, under this receipt's lock: the body is complete, failed or late, and nothing more is read. */
        private boolean over;
        private long taken;
        private Scheduler.Task deadline;

        Receipt(Request request, Response response, Callback callback) {
            this.request = request;
            this.response = response;
            this.callback = callback;
            this.max = maxBytes.applyAsLong(Request.getPathInContext(request));
            // grown as bytes come: a declared length costs the client nothing
            this.body = new ByteArrayOutputStream((int) Math.min(16 << 10, Math.max(request.getLength(), 256)));
        }

        void start() {
            arriving(1);
            synchronized (this) {
                deadline = request.getComponents().getScheduler().schedule(this::late, deadlineMillis,
                        TimeUnit.MILLISECONDS);
            }
            run();
        }

        /**
         * Reads what has arrived and asks to be run again when more comes (no thread waits meanwhile);
         * once the body is complete, refused or failed, acts on it. Never blocks under the lock: the
         * deadline (on Jetty's scheduler) takes the same lock.
         */
        @Override
        public void run() {
            Runnable next;
            synchronized (this) {
                next = receive();
            }
            if (next != null) {
                next.run();
            }
        }

        /** What to do once the reading stops here, or null when it waits for more bytes or is over. */
        private Runnable receive() {
            while (!over) {
                Content.Chunk chunk = request.read();
                if (chunk == null) {
                    request.demand(this);
                    return null;
                }
                if (Content.Chunk.isFailure(chunk)) {
                    Throwable failure = chunk.getFailure();
                    if (failure instanceof TimeoutException) {
                        return refuse(408, lateMessage()); // Jetty's idle timeout: no byte for a long while
                    }
                    end();
                    return () -> { // the client went away
                        giveBack(taken);
                        callback.failed(failure);
                    };
                }
                ByteBuffer bytes = chunk.getByteBuffer();
                int count = bytes.remaining();
                if (taken + count > max) {
                    chunk.release();
                    return refuse(413, "the request body is too large: this request takes at most "
                            + JsonBody.size(max));
                }
                if (!take(count)) {
                    chunk.release();
                    return refuse(503, "the server is busy receiving other requests' bodies (at most "
                            + JsonBody.size(maxBytesHeld) + " between them); try again in a moment");
                }
                taken += count;
                byte[] copy = new byte[count];
                bytes.get(copy);
                body.write(copy, 0, count);
                boolean last = chunk.isLast();
                chunk.release();
                if (last) {
                    end();
                    // on a thread of its own, off the stack of Jetty's read that delivered the end: a
                    // HangUpWatch started on that stack at times saw the connection readable when the
                    // client had not closed it (a keep-alive client's requests stopped as hung up)
                    return () -> request.getComponents().getExecutor().execute(this::handOn);
                }
            }
            return null;
        }

        /** Marks the receipt over (under the lock). */
        private void end() {
            over = true;
            deadline.cancel();
            arriving(-1);
        }

        /** The deadline: the body is refused if it has not arrived. */
        private void late() {
            Runnable answer;
            synchronized (this) {
                answer = over ? null : refuse(408, lateMessage());
            }
            if (answer != null) {
                answer.run();
            }
        }

        private String lateMessage() {
            return "the request body did not arrive in time: the server waits at most "
                    + (deadlineMillis >= 1000 ? deadlineMillis / 1000 + " s" : deadlineMillis + " ms")
                    + " for a body after its headers";
        }

        /** Ends the receipt (under the lock); the answer: {@code status}, and the connection closed. */
        private Runnable refuse(int status, String error) {
            end();
            long bytes = taken;
            return () -> {
                response.getHeaders().put(HttpHeader.CONNECTION, "close"); // the rest of the body is never read
                JsonErrorHandler.answer(response, status, error, Callback.from(callback, () -> giveBack(bytes)));
            };
        }

        /** The body is complete: the request goes on to the routes, which read it from memory. */
        private void handOn() {
            Callback done = Callback.from(callback, () -> giveBack(taken));
            Request received = new Received(request, ByteBuffer.wrap(body.toByteArray()));
            try {
                if (!BodyReceiver.super.handle(received, response, done)) {
                    Response.writeError(received, response, done, 404);
                }
            } catch (Throwable failure) {
                done.failed(failure);
            }
        }
    }

    /** A request whose body has been received: it reads the body from memory. */
    private static final class Received extends Request.Wrapper {
        private ByteBuffer body;

        Received(Request wrapped, ByteBuffer body) {
            super(wrapped);
            this.body = body;
        }

        @Override
        public synchronized Content.Chunk read() {
            if (body == null) {
                return Content.Chunk.EOF;
            }
            Content.Chunk chunk = Content.Chunk.from(body, true);
            body = null;
            return chunk;
        }

        @Override
        public void demand(Runnable demandCallback) {
            demandCallback.run(); // the rest of the body (or its end) is always there
        }

        @Override
        public boolean consumeAvailable() {
            synchronized (this) {
                body = null;
            }
            return true;
        }

        @Override
        public void fail(Throwable failure) {
            synchronized (this) {
                body = null;
            }
        }
    }
}
