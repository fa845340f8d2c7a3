package org.zwang.protocol;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.zwang.duck.engine.Protocol;
import org.zwang.duck.engine.ZwangEngine;

/**
 * Runs an {@link EngineServer} with the real engine in this JVM, fed line by line, its protocol output
 * collected line by line, for transcript tests: commands in, exact replies out.
 */
public final class ServerHarness implements AutoCloseable {

    /**
     * How long a wait for the engine may last before the test calls it hung: far beyond any reply
     * on the busiest machine. It is a guard against a hang, never the thing a test checks.
     */
    public static final long HANG_GUARD_MILLIS = 5 * 60_000;

    private final PipedWriter toEngine = new PipedWriter();
    private final BlockingQueue<String> fromEngine = new LinkedBlockingQueue<>();
    private final StringWriter log = new StringWriter();
    private final Thread server;

    public ServerHarness(Protocol forced) {
        PipedReader input;
        try {
            input = new PipedReader(toEngine, 1 << 16);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Writer output = new Writer() {
            private final StringBuilder line = new StringBuilder();

            @Override
            public void write(char[] buffer, int offset, int length) {
                synchronized (line) {
                    for (int i = offset; i < offset + length; i++) {
                        if (buffer[i] == '\n') {
                            fromEngine.add(line.toString());
                            line.setLength(0);
                        } else {
                            line.append(buffer[i]);
                        }
                    }
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        server = new Thread(() -> new EngineServer(ZwangEngine::new).serve(new BufferedReader(input), output,
                ProtocolLog.to(log), forced), "test-server");
        server.setDaemon(true);
        server.start();
    }

    /** Sends one line to the engine. */
    public void send(String line) {
        try {
            toEngine.write(line + "\n");
            toEngine.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Closes the engine's input, as a GUI that goes away (or the end of piped commands). */
    public void endInput() {
        try {
            toEngine.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The next line, as soon as the engine says it. Only a hang fails: after
     * {@link #HANG_GUARD_MILLIS} of silence (no test waits on a deadline a busy machine could miss).
     */
    public String next() {
        try {
            String line = fromEngine.poll(HANG_GUARD_MILLIS, TimeUnit.MILLISECONDS);
            if (line == null) {
                fail("the engine said nothing for " + HANG_GUARD_MILLIS / 1000 + " s (hung?); log:\n" + log);
            }
            return line;
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Lines up to and including the first that {@code last} accepts. */
    public List<String> until(Predicate<String> last) {
        List<String> lines = new ArrayList<>();
        while (true) {
            String line = next();
            lines.add(line);
            if (last.test(line)) {
                return lines;
            }
        }
    }

    /** Asserts the engine says nothing for {@code millis}. */
    public void expectSilence(long millis) {
        try {
            assertNull(fromEngine.poll(millis, TimeUnit.MILLISECONDS), "unexpected output");
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Waits {@code millis}, asserting the engine says nothing but lines {@code allowed} accepts. */
    public void expectSilenceExcept(long millis, Predicate<String> allowed) {
        long deadline = System.nanoTime() + millis * 1_000_000L;
        try {
            while (true) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return;
                }
                String line = fromEngine.poll(left, TimeUnit.NANOSECONDS);
                if (line != null && !allowed.test(line)) {
                    fail("unexpected output: " + line);
                }
            }
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Whether the server loop ended (after quit or the end of input), waiting for it up to the hang guard. */
    public boolean hasEnded() {
        try {
            server.join(HANG_GUARD_MILLIS);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
        return !server.isAlive();
    }

    /**
     * Makes a named pipe at {@code path} with the system's {@code mkfifo}; false where there is none,
     * so that a test of it can be skipped.
     */
    public static boolean makeFifo(Path path) throws InterruptedException {
        try {
            Process mkfifo = new ProcessBuilder("mkfifo", path.toString()).redirectErrorStream(true).start();
            mkfifo.getInputStream().readAllBytes(); // whatever it says, so it never waits on a full pipe
            return mkfifo.waitFor() == 0 && Files.exists(path);
        } catch (IOException e) {
            return false;
        }
    }

    public String log() {
        return log.toString();
    }

    @Override
    public void close() {
        if (server.isAlive()) {
            send("quit");
            hasEnded();
        }
    }
}
