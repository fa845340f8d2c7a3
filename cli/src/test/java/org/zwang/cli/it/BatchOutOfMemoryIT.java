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
 * A batch whose forty or a hundred solvers run out of a small heap: every worker meets the error, some of them
 * while reporting it, and still the command says so in exactly one line with exit code 4. (The JVM
 * used to print its own "Exception in thread dds-worker-N" lines for the workers whose report failed,
 * about half of these runs, and once "Exception in thread main" when the main thread met the error
 * again while the workers still held the heap.)
 */
class BatchOutOfMemoryIT {

    @TempDir
    Path dir;

    @Test
    void workersOutOfMemoryGiveOneLine() throws Exception {
        List<String> deals = BundledDdTables.lines().stream().filter(line -> line.startsWith("N:")).limit(40)
                .map(line -> String.join(" ", List.of(line.split("\\s+")).subList(0, 4))).toList();
        assertEquals(40, deals.size());
        Path file = Files.write(dir.resolve("deals40.txt"), deals);
        // heap in MB and threads; 40 MB with 100 workers once left the main thread spinning for ever
        // in a lock condition whose hand-over had itself run out of memory
        int[][] runs = {{64, 40}, {80, 40}, {96, 40}, {40, 100}, {32, 100}, {64, 40}};
        for (int[] run : runs) {
            int heapMb = run[0];
            Path errFile = dir.resolve("err-" + heapMb + "-" + run[1] + ".txt");
            Process process = new ProcessBuilder(JarProcess.java(), JarProcess.QUICK_JIT, "-Xmx" + heapMb + "m",
                    "-jar", JarProcess.jar().toString(), "dds", "table", "--threads", Integer.toString(run[1]), "-f",
                    file.toString())
                    .redirectOutput(new File("/dev/null")).redirectError(errFile.toFile()).start();
            process.getOutputStream().close();
            boolean ended = process.waitFor(120, TimeUnit.SECONDS);
            if (!ended) {
                process.destroyForcibly();
            }
            String err = Files.readString(errFile, StandardCharsets.UTF_8);
            assertTrue(ended, () -> "-Xmx" + heapMb + "m, " + run[1] + " threads: the command did not end");
            assertEquals(4, process.exitValue(), err);
            assertEquals(1, err.lines().count(), () -> "-Xmx" + heapMb + "m: one line on stderr: " + err);
            // the batch's own line; when even that finds no room, the line Main encoded in advance
            assertTrue(err.startsWith("zwang dds table: out of memory with " + run[1] + " solvers")
                    || err.startsWith("zwang: out of memory (Java heap space): give Java more memory"), err);
        }
    }
}
