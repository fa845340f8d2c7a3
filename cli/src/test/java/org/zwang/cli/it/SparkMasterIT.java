package org.zwang.cli.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.zwang.cli.it.SparkProcess.assertOneLine;
import static org.zwang.cli.it.SparkProcess.names;
import static org.zwang.cli.it.SparkProcess.run;
import static org.zwang.cli.it.SparkProcess.sparkCommand;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zwang.cli.it.SparkProcess.Run;

/**
 * {@code zwang dds spark} against masters it cannot use: one it cannot parse, one where nothing
 * listens, one that accepts connections but never answers. Each is one line on stderr and exit 2,
 * with nothing left behind. (A class of its own so that the build's two test JVMs share the Spark
 * tests.)
 */
class SparkMasterIT {

    @Test
    void aMasterSparkCannotParseIsOneLine(@TempDir Path dir) throws IOException {
        Run run = run(dir, sparkCommand("dds", "spark", "--random", "3", "--out", dir.resolve("t").toString(),
                "--master", "bogus://nowhere", "--no-progress"));
        assertOneLine(run, 2, "zwang dds spark: cannot start Spark with master 'bogus://nowhere': ");
        assertEquals(List.of(), names(dir));
    }

    @Test
    void aMasterNothingListensAtFailsAtOnceInOneLine(@TempDir Path dir) throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort(); // closed again: nothing listens there
        }
        String master = "spark://127.0.0.1:" + port;
        Run run = run(dir, sparkCommand("dds", "spark", "--random", "3", "--out", dir.resolve("t").toString(),
                "--master", master, "--no-progress"), true);
        assertOneLine(run, 2, "zwang dds spark: no Spark master answers at '" + master + "' (127.0.0.1:" + port
                + ": connection refused)");
    }

    @Test
    void aMasterThatNeverAnswersFailsAfterTheMasterTimeoutInOneLine(@TempDir Path dir) throws IOException {
        // A port that accepts connections (the operating system's backlog) but never speaks Spark.
        try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            String master = "spark://127.0.0.1:" + silent.getLocalPort();
            Run run = run(dir, sparkCommand("dds", "spark", "--random", "3", "--out", dir.resolve("t").toString(),
                    "--master", master, "--master-timeout", "3", "--no-progress"), true);
            assertOneLine(run, 2, "zwang dds spark: the Spark master at '" + master + "' did not take the application "
                    + "within 3 s");
        }
        assertEquals(List.of(), names(dir));
    }
}
