package org.zwang.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * An engine running as a child process: lines to its stdin, lines from its stdout through a reader
 * thread into a queue (so a wait can time out), stderr drained to a sink. The command runs through
 * the shell ({@code sh -c}, or {@code cmd /c} on Windows) so it may hold arguments and quotes.
 */
final class EngineProcess implements AutoCloseable {

    /** Marks the end of the engine's output in the queue. */
    private static final String END = new String("<end of output>");

    private final Process process;
    private final Writer input;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final Consumer<String> log;
    private volatile boolean ended;
    /** The engine's last line on stderr, to explain a crash. */
    private volatile String lastError;

    private EngineProcess(Process process, Consumer<String> log) {
        this.process = process;
        this.log = log;
        this.input = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        startPump(process.getInputStream(), true, "engine-stdout");
        startPump(process.getErrorStream(), false, "engine-stderr");
    }

    /** Reads {@code stream} ({@link #pump}) on a daemon thread of its own: a hung engine never keeps the JVM up. */
    private void startPump(InputStream stream, boolean protocol, String threadName) {
        Thread reader = new Thread(() -> pump(stream, protocol), threadName);
        reader.setDaemon(true);
        reader.start();
    }

    /** Starts {@code command}; {@code log} receives every line in and out (prefixed) and stderr. */
    static EngineProcess start(String command, Consumer<String> log) throws IOException {
        boolean windows = System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).startsWith("windows");
        ProcessBuilder builder = windows ? new ProcessBuilder("cmd", "/c", command) : new ProcessBuilder("sh", "-c", command);
        return new EngineProcess(builder.start(), log);
    }

    private void pump(InputStream stream, boolean protocol) {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (protocol) {
                    log.accept("> " + line);
                    lines.add(line.strip());
                } else {
                    log.accept("! " + line);
                    if (!line.isBlank()) {
                        lastError = line.strip();
                    }
                }
            }
        } catch (IOException e) {
            // the process went away; END below tells the reader
        } finally {
            if (protocol) {
                lines.add(END);
            }
        }
    }

    /** Sends one line; a closed pipe is reported as an {@link EngineFailure} (the engine crashed). */
    void send(String line) throws EngineFailure {
        log.accept("< " + line);
        try {
            input.write(line);
            input.write('\n');
            input.flush();
        } catch (IOException e) {
            throw new EngineFailure(EngineFailure.Kind.CRASH, exitDescription());
        }
    }

    /** The {@link System#nanoTime} deadline {@code millis} milliseconds from now, for {@link #next}. */
    static long deadlineAfter(long millis) {
        return System.nanoTime() + millis * 1_000_000L;
    }

    /**
     * The next line, waiting until {@code deadlineNanos} ({@link System#nanoTime}); null when the
     * deadline passes. Throws when the engine's output ended (it exited).
     */
    String next(long deadlineNanos) throws EngineFailure {
        long waitNanos = deadlineNanos - System.nanoTime();
        String line;
        try {
            line = waitNanos <= 0 ? lines.poll() : lines.poll(waitNanos, TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineFailure(EngineFailure.Kind.CRASH, "interrupted");
        }
        if (line == END) {
            ended = true;
            lines.add(END);
            throw new EngineFailure(EngineFailure.Kind.CRASH, exitDescription());
        }
        return line;
    }

    /** "the engine exited with code 127 (sh: 1: foo: not found)", as far as known. */
    private String exitDescription() {
        try {
            process.waitFor(200, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        String text = process.isAlive() ? "the engine closed its pipes" : "the engine exited with code " + process.exitValue();
        String error = lastError;
        return error == null ? text : text + " (" + error + ")";
    }

    /** Drops lines already received (stale output of an earlier game). */
    void discardPending() {
        String line;
        while ((line = lines.poll()) != null) {
            if (line == END) {
                lines.add(END);
                return;
            }
        }
    }

    boolean isAlive() {
        return !ended && process.isAlive();
    }

    /** Waits a moment for the process to exit by itself (after quit), then ends it and its children. */
    @Override
    public void close() {
        java.util.List<ProcessHandle> children = process.descendants().collect(java.util.stream.Collectors.toList());
        try {
            if (!process.waitFor(1500, TimeUnit.MILLISECONDS)) {
                process.destroy();
                if (!process.waitFor(1000, TimeUnit.MILLISECONDS)) {
                    process.destroyForcibly();
                }
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        children.forEach(ProcessHandle::destroy);
    }

    /** Kills the process at once (after a forfeit the engine's state is unknown). */
    void kill() {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }
}
