package org.zwang.match;

import java.io.IOException;
import java.util.function.Consumer;
import org.zwang.duck.engine.Protocol;

/**
 * Finds out which protocol an engine speaks when the user did not say: starts it, sends {@code uci}
 * and waits for {@code uciok}. A CECP engine answers {@code uci} with an error, a {@code feature}
 * line or nothing; then it is CECP. The probe process is ended either way.
 */
final class ProtocolProbe {

    private static final long WAIT_MILLIS = 20_000;

    private ProtocolProbe() {
    }

    static Protocol detect(EngineSpec spec, Consumer<String> log) throws EngineFailure {
        EngineProcess process;
        try {
            process = EngineProcess.start(spec.command(), log);
        } catch (IOException e) {
            throw new EngineFailure(EngineFailure.Kind.SETUP, "cannot start '" + spec.command() + "': " + e.getMessage());
        }
        try {
            process.send("uci");
            long deadline = EngineProcess.deadlineAfter(WAIT_MILLIS);
            while (true) {
                String line = process.next(deadline);
                if (line == null || line.startsWith("Error") || line.startsWith("feature") || line.startsWith("Illegal")) {
                    return Protocol.XBOARD;
                }
                if (line.equals("uciok")) {
                    return Protocol.UCI;
                }
            }
        } finally {
            process.kill();
        }
    }
}
