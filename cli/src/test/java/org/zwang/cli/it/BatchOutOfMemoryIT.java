package org.zwang.cli.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zwang.bridge.data.BundledDdTables;

/**
 * A batch whose forty solvers run out of a small heap: every worker meets the error, some of them
 * while reporting it, and still the command says so in exactly one line with exit code 4. (The JVM
 * used to print its own "Exception in thread dds-worker-N" lines for the workers whose report failed:
 * about half of these runs.)
 */
class BatchOutOfMemoryIT {

    @TempDir
    Path dir;

    @Test
    void fortyWorkersOutOfMemoryGiveOneLine() throws Exception {
        List<String> deals = BundledDdTables.lines().stream().filter(line -> line.startsWith("N:")).limit(40)
                .map(line -> String.join(" ", List.of(line.split("\\s+")).subList(0, 4))).toList();
        assertEquals(40, deals.size());
        Path file = Files.write(dir.resolve("deals40.txt"), deals);
        for (int heapMb : new int[] {64, 80, 96, 64, 96}) {
            Process process = new ProcessBuilder(JarProcess.java(), "-Xmx" + heapMb + "m", "-jar",
                    JarProcess.jar().toString(), "dds", "table", "--threads", "40", "-f", file.toString())
                    .redirectOutput(new File("/dev/null")).start();
            process.getOutputStream().close();
            String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(process.waitFor(300, TimeUnit.SECONDS), "the command did not end");
            assertEquals(4, process.exitValue(), err);
            assertEquals(1, err.lines().count(), () -> "-Xmx" + heapMb + "m: one line on stderr: " + err);
            assertTrue(err.startsWith("zwang dds table: out of memory with 40 solvers"), err);
        }
    }
}
