package org.zwang.protocol;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;

/**
 * The protocol stream to the GUI: whole lines, flushed one by one (engine-intf §8: "All your output
 * must be in complete lines"), from any thread (the session's, and the engine's for thinking
 * output), each line also copied to the {@link ProtocolLog}. The first write that fails (the GUI
 * closed the pipe, a full disk) is kept, later writes become silent no-ops, and the
 * {@code onFailure} action is run once, so the server can stop the search and end instead of
 * thinking on for nobody.
 */
public final class ProtocolOutput {

    private final Writer writer;
    private final ProtocolLog log;
    private final Runnable onFailure;
    private volatile RuntimeException failure;

    /**
     * @param writer    the GUI's stream; a failed write may be an {@link IOException} or, as the
     *                  command line's checked standard output reports it, an unchecked exception
     * @param onFailure run once, on the writing thread, after the first failed write
     */
    public ProtocolOutput(Writer writer, ProtocolLog log, Runnable onFailure) {
        this.writer = writer;
        this.log = log;
        this.onFailure = onFailure;
    }

    /** Sends one line (without its newline); control characters in it are escaped, never sent raw. */
    public synchronized void send(String text) {
        String line = ProtocolText.printable(text);
        log.sent(line);
        if (failure != null) {
            return;
        }
        try {
            writer.write(line);
            writer.write('\n');
            writer.flush();
        } catch (IOException e) {
            failed(new UncheckedIOException(e));
        } catch (RuntimeException e) { // the writer's own report of a failed write
            failed(e);
        }
    }

    private void failed(RuntimeException e) {
        failure = e;
        log.note("output failed: " + e.getMessage());
        onFailure.run();
    }

    /**
     * The first write failure, or null: an {@link UncheckedIOException} around the writer's
     * {@link IOException}, or the writer's own unchecked exception as it was thrown.
     */
    public RuntimeException failure() {
        return failure;
    }

    public ProtocolLog log() {
        return log;
    }
}
