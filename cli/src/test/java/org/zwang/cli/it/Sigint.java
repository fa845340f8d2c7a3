package org.zwang.cli.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;

/**
 * Whether the tests can send Ctrl-C (SIGINT) to the jar at all. A shell without job control starts
 * background commands with SIGINT ignored (POSIX), and the ignored signal is inherited by every
 * process below: a build started as {@code mvn verify &} from a script cannot deliver Ctrl-C to the
 * jar (the JVM then installs no handler). The tests that send it say so instead of failing. Linux
 * reports the ignored signals in /proc/self/status.
 */
final class Sigint {

    private Sigint() {
    }

    /** Skips the calling test (or class) when this process, and so the jar it starts, ignores SIGINT. */
    static void assumeDeliverable() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.isReadable(status)) {
            return;
        }
        for (String line : Files.readAllLines(status)) {
            if (line.startsWith("SigIgn:")) {
                long ignored = Long.parseUnsignedLong(line.substring("SigIgn:".length()).trim(), 16);
                Assumptions.assumeTrue((ignored & 0b10) == 0,
                        "SIGINT is ignored in this build's process (started in the background without job control)");
            }
        }
    }
}
