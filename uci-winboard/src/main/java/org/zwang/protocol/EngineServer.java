package org.zwang.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Function;
import java.util.function.Supplier;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.engine.Engine;
import org.zwang.duck.engine.Protocol;
import org.zwang.protocol.cecp.CecpSession;
import org.zwang.protocol.engine.EngineWorker;
import org.zwang.protocol.uci.UciSession;
import org.zwang.search.SearchLimits;
import org.zwang.search.SearchListener;

/**
 * The engine process a GUI starts: reads protocol lines on a thread of its own, picks the protocol
 * from the first line (or takes a forced one), and feeds lines and engine events to the session on
 * one event thread, so searching never blocks reading, and {@code ?}, {@code stop}, {@code ping} and
 * {@code isready} are answered while the engine thinks. Writes nothing but protocol to
 * {@code output}; everything else goes to the {@link ProtocolLog}. Ends on {@code quit} or at the
 * end of input, which means quit (as Stockfish treats it): a search stops at once, writes the move it
 * owes, and the server returns. A write to {@code output} that fails (the GUI went away, a full disk)
 * ends it too: the search is abandoned and {@link #serve} throws the failure, for the caller to
 * turn into its exit.
 */
public final class EngineServer {

    private final Supplier<Engine> engineFactory;

    /** @param engineFactory makes the engine once the protocol is known */
    public EngineServer(Supplier<Engine> engineFactory) {
        this.engineFactory = engineFactory;
    }

    /**
     * Serves one GUI until {@code quit}, the end of {@code input} or a failed write to {@code output}.
     *
     * @param forced the protocol to speak, or null to detect it from the first line
     * @throws RuntimeException the first failed write to {@code output} ({@link ProtocolOutput#failure}),
     *                          after the search was stopped and the engine's threads ended
     */
    public void serve(BufferedReader input, Writer output, ProtocolLog log, Protocol forced) {
        BlockingQueue<Runnable> events = new LinkedBlockingQueue<>();
        // a failed write wakes the event loop, which then sees the failure and ends
        ProtocolOutput out = new ProtocolOutput(output, log, () -> events.add(() -> { }));
        Loop loop = new Loop(events, out, log, forced);

        Thread reader = new Thread(() -> read(input, events, loop, log), "zwang-input");
        reader.setDaemon(true);
        reader.start();
        loop.run();
        if (out.failure() != null) {
            throw out.failure();
        }
    }

    /**
     * A short search before the GUI's first one, on the engine's thread: the JVM compiles the hot
     * code and the engine allocates its tables now rather than on the clock of the first move (which
     * otherwise overran its limit: docs/PERFORMANCE.md). The GUI's {@code isready} or
     * {@code ping} is answered after it.
     */
    static void warmUp(Engine engine) {
        engine.think(Board.startPosition(Variant.DUCK), new SearchLimits().maxDepth(3).maxNodes(30_000),
                SearchListener.none());
        engine.newGame();
    }

    private static void read(BufferedReader input, BlockingQueue<Runnable> events, Loop loop, ProtocolLog log) {
        try {
            String line;
            while ((line = input.readLine()) != null) {
                String text = line.strip();
                log.received(text);
                events.add(() -> loop.dispatch(text));
            }
            log.note("end of input");
        } catch (IOException e) {
            log.note("input failed: " + e.getMessage());
        }
        events.add(loop::endOfInput);
    }

    /** The event thread's state: the session once the protocol is known. */
    private final class Loop {
        private final BlockingQueue<Runnable> events;
        private final ProtocolOutput out;
        private final ProtocolLog log;
        private final Protocol forced;
        private ProtocolSession session;
        private EngineWorker worker;
        private boolean running = true;
        private boolean inputEnded;

        Loop(BlockingQueue<Runnable> events, ProtocolOutput out, ProtocolLog log, Protocol forced) {
            this.events = events;
            this.out = out;
            this.log = log;
            this.forced = forced;
        }

        void run() {
            try {
                while (running) {
                    Runnable event = events.take();
                    event.run();
                    if (out.failure() != null) {
                        running = false; // nobody reads the answers: stop thinking (the finally abandons the search)
                    }
                    if (inputEnded && (session == null || !session.owesMove())) {
                        running = false;
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                if (session != null) {
                    session.close();
                }
                if (worker != null) {
                    worker.close();
                }
            }
        }

        void dispatch(String line) {
            if (!running) {
                return;
            }
            if (session == null) {
                if (line.isEmpty()) {
                    return;
                }
                Protocol protocol = forced != null ? forced : Protocol.detect(line);
                log.note("protocol " + protocol.id());
                worker = new EngineWorker(engineFactory.get(), events::add);
                worker.run(EngineServer::warmUp, e -> log.note("warm-up failed: " + e));
                Function<EngineWorker, ProtocolSession> factory = protocol == Protocol.UCI
                        ? w -> new UciSession(w, out) : w -> new CecpSession(w, out);
                session = factory.apply(worker);
            }
            try {
                running = session.handle(line);
            } catch (RuntimeException e) {
                log.note("internal error on '" + line + "': " + e);
                session.reportInternalError(line, e);
            }
        }

        /** The GUI closed the input: quit, once a search stopped now has written the answer it owes. */
        void endOfInput() {
            inputEnded = true;
            if (session != null) {
                session.endOfInput();
            }
        }
    }
}
