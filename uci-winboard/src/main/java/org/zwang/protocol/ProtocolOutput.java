package org.zwang.protocol;

import java.io.IOException;
import java.io.Writer;

/**
 * The protocol stream to the GUI: whole lines, flushed one by one (engine-intf §8: "All your output
 * must be in complete lines"), from any thread (the session's, and the engine's for thinking
 * output), each line also copied to the {@link ProtocolLog}. A closed stream (the GUI went away)
 * makes writes silent no-ops; {@link #isBroken()} tells.
 */
public final class ProtocolOutput {

    private final Writer writer;
    private final ProtocolLog log;
    private volatile boolean broken;

    public ProtocolOutput(Writer writer, ProtocolLog log) {
        this.writer = writer;
        this.log = log;
    }

    /** Sends one line (without its newline); control characters in it are escaped, never sent raw. */
    public synchronized void send(String text) {
        String line = ProtocolText.printable(text);
        log.sent(line);
        if (broken) {
            return;
        }
        try {
            writer.write(line);
            writer.write('\n');
            writer.flush();
        } catch (IOException e) {
            broken = true;
            log.note("output closed: " + e.getMessage());
        }
    }

    /** True once a write failed (the GUI closed the pipe). */
    public boolean isBroken() {
        return broken;
    }

    public ProtocolLog log() {
        return log;
    }
}
