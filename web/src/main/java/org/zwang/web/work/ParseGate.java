package org.zwang.web.work;

import org.zwang.web.ApiException;

/**
 * The bounded gate uploaded deal files go through while they are read and parsed: at most
 * {@code maxParses} at a time and at most {@code maxBytes} of request bodies between them. Reading a
 * file costs many times its size in short-lived objects, so without a bound a burst of uploads takes
 * the heap (and every other request's latency) with it; beyond the bound an upload is refused at
 * once with a 503 rather than queued.
 */
public final class ParseGate {

    private final int maxParses;
    private final long maxBytes;
    private int parses;
    private long bytes;

    public ParseGate(int maxParses, long maxBytes) {
        this.maxParses = maxParses;
        this.maxBytes = maxBytes;
    }

    /** A place in the gate; closing it gives the place and its bytes back. */
    public final class Pass implements AutoCloseable {
        private final long size;
        private boolean closed;

        private Pass(long size) {
            this.size = size;
        }

        @Override
        public void close() {
            synchronized (ParseGate.this) {
                if (!closed) {
                    closed = true;
                    parses--;
                    bytes -= size;
                }
            }
        }
    }

    /**
     * A place for a body of {@code size} bytes.
     *
     * @throws ApiException 503 when {@code maxParses} uploads are being read, or this one would take
     *                      the bytes in flight over {@code maxBytes}
     */
    public synchronized Pass enter(long size) {
        if (parses >= maxParses || bytes + size > maxBytes) {
            throw new ApiException(503, "the server is busy reading other deal files (at most " + maxParses
                    + " at a time and " + (maxBytes >> 20) + " MB between them); try again in a moment");
        }
        parses++;
        bytes += size;
        return new Pass(size);
    }

    /** Uploads being read now. */
    public synchronized int parses() {
        return parses;
    }

    /** Bytes those uploads may take (their sizes, or the bound for one whose size was not given). */
    public synchronized long bytes() {
        return bytes;
    }
}
