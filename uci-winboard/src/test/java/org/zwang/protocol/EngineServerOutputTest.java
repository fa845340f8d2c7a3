package org.zwang.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.zwang.duck.engine.Protocol;
import org.zwang.duck.engine.ZwangEngine;

/**
 * A GUI stream that can no longer be written ends the server: the write failure is noticed, the
 * search stops, and {@link EngineServer#serve} throws the failure for the command line to turn into
 * its exit code, while the input is still open (the end of input is not what ends it).
 */
class EngineServerOutputTest {

    /** Far more than stopping a search and ending needs; only a hang reaches it. */
    private static final long END_GUARD_SECONDS = 120;

    @Test
    void aFailedWriteStopsTheSearchAndEndsTheServer() throws Exception {
        CountDownLatch searching = new CountDownLatch(1);
        FailingWriter output = new FailingWriter(searching);
        PipedWriter toEngine = new PipedWriter();
        BufferedReader input = new BufferedReader(new PipedReader(toEngine, 1 << 16));
        Set<Thread> before = engineThreads();
        FutureTask<RuntimeException> server = new FutureTask<>(() -> {
            try {
                new EngineServer(ZwangEngine::new).serve(input, output, ProtocolLog.none(), Protocol.UCI);
                return null;
            } catch (RuntimeException e) {
                return e;
            }
        });
        Thread serving = new Thread(server, "test-server");
        serving.setDaemon(true);
        serving.start();
        toEngine.write("uci\nposition startpos\ngo infinite\n");
        toEngine.flush();
        assertTrue(searching.await(ServerHarness.HANG_GUARD_MILLIS, TimeUnit.MILLISECONDS), "no info line");
        List<Thread> engines = engineThreads().stream().filter(t -> !before.contains(t)).collect(Collectors.toList());
        assertFalse(engines.isEmpty(), "the search runs on an engine thread");

        output.failing = true; // the GUI is gone
        toEngine.write("isready\n"); // an answer to write, whatever depth the search is on
        toEngine.flush();
        RuntimeException failure = server.get(END_GUARD_SECONDS, TimeUnit.SECONDS);
        assertTrue(failure instanceof UncheckedIOException, String.valueOf(failure));
        assertEquals("Broken pipe", failure.getCause().getMessage());
        for (Thread engine : engines) {
            engine.join(TimeUnit.SECONDS.toMillis(END_GUARD_SECONDS));
            assertFalse(engine.isAlive(), "the search was stopped and its thread ended");
        }
        toEngine.close();
    }

    private static Set<Thread> engineThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().equals("zwang-engine"))
                .collect(Collectors.toSet());
    }

    /** Collects lines until told to fail; then every write fails as a closed pipe's does. */
    private static final class FailingWriter extends Writer {
        private final CountDownLatch searching;
        private final StringBuilder line = new StringBuilder();
        volatile boolean failing;

        FailingWriter(CountDownLatch searching) {
            this.searching = searching;
        }

        @Override
        public synchronized void write(char[] buffer, int offset, int length) throws IOException {
            if (failing) {
                throw new IOException("Broken pipe");
            }
            for (int i = offset; i < offset + length; i++) {
                if (buffer[i] != '\n') {
                    line.append(buffer[i]);
                } else {
                    if (line.toString().startsWith("info depth ")) {
                        searching.countDown();
                    }
                    line.setLength(0);
                }
            }
        }

        @Override
        public void flush() throws IOException {
            if (failing) {
                throw new IOException("Broken pipe");
            }
        }

        @Override
        public void close() {
        }
    }
}
