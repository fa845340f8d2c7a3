package org.zwang.protocol;

import java.io.IOException;
import java.io.Writer;

/**
 * Where a protocol session writes what it received and sent and what went wrong, for the user who
 * debugs a GUI connection: stderr or a {@code --log} file, never the protocol stream. Lines look
 * like {@code < go}, {@code > bestmove e2e4,e4d5}, {@code # note}. Thread-safe.
 */
public final class ProtocolLog {

    private static final ProtocolLog NONE = new ProtocolLog(null);

    private final Writer writer;
    private final long startNanos = System.nanoTime();

    private ProtocolLog(Writer writer) {
        this.writer = writer;
    }

    /** A log that writes to {@code writer} (flushed after every line). */
    public static ProtocolLog to(Writer writer) {
        return new ProtocolLog(writer);
    }

    /** A log that drops everything. */
    public static ProtocolLog none() {
        return NONE;
    }

    public void received(String line) {
        write("< ", line);
    }

    public void sent(String line) {
        write("> ", line);
    }

    public void note(String text) {
        write("# ", text);
    }

    private void write(String prefix, String text) {
        if (writer == null) {
            return;
        }
        long millis = (System.nanoTime() - startNanos) / 1_000_000;
        synchronized (this) {
            try {
                writer.write(String.format("%d.%03d %s%s%n", millis / 1000, millis % 1000, prefix, text));
                writer.flush();
            } catch (IOException e) {
                // a log that cannot be written must not take the engine down
            }
        }
    }

}
