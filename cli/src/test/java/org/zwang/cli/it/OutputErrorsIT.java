package org.zwang.cli.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Standard output that cannot be written: every command that prints to stdout, run by the real jar
 * with stdout on {@code /dev/full} (every write fails with "no space left on device"), exits with
 * code 5 and says so in one line, instead of exit code 0 and an output cut where the disk filled;
 * a reader that closes the pipe ({@code | head}) ends the command quietly (exit 141, nothing on stderr).
 */
@EnabledOnOs(OS.LINUX)
class OutputErrorsIT {

    private static final String DEAL = "N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2";
    private static final String TABLE = "3 8 3 8 7 6 7 6 2 11 2 11 5 8 5 8 2 10 2 11";
    /** A {@code dds stdio} request (par from a table: no solving), with ID for its id. */
    private static final String PAR_REQUEST = "{\"id\": ID, \"type\": \"par\", \"tricks\": [" + TABLE.replace(' ', ',')
            + "]}";

    /** Far more than the engine needs to start and end; its input stays open, so only a hang reaches it. */
    private static final long ENGINE_GUARD_SECONDS = 120;

    @TempDir
    static Path dir;

    static Stream<List<String>> commandsThatWriteStdout() throws Exception {
        Path deals = Files.writeString(dir.resolve("deals.txt"), DEAL + "\n");
        return Stream.of(
                List.of("--help"),
                List.of("--version"),
                List.of("dds", "--help"),
                List.of("dds", "table", "--format", "csv", DEAL),
                List.of("dds", "table", "--file", deals.toString()),
                List.of("dds", "random", "--deal", "4", "--hands", "3"),
                List.of("dds", "par", "--table", TABLE),
                List.of("dds", "solve", "--trump", "H", "--leader", "W", DEAL),
                List.of("dds", "play", "--trump", "H", "--declarer", "S", "--cards", "SQ", DEAL),
                List.of("dds", "file", deals.toString()),
                List.of("dds", "bench", "--deals", "1", "--threads", "1"),
                List.of("perft", "startpos", "1"),
                List.of("compare", "--help"), // longer than the writer's buffer: it fails before the last flush
                List.of("compare", "--games", "nim", "--techniques", "alphabeta", "--format", "csv"));
    }

    @ParameterizedTest
    @MethodSource("commandsThatWriteStdout")
    void aFullDiskIsOneLineAndExitCodeFive(List<String> args) throws Exception {
        Process process = jar(args).redirectOutput(new File("/dev/full")).start();
        process.getOutputStream().close();
        assertFullDisk(process);
    }

    /** {@code dds stdio} writes its answers through the same checked stdout (it exited 2, as for bad input). */
    @Test
    void stdioOnAFullDiskIsOneLineAndExitCodeFive() throws Exception {
        Path request = Files.writeString(dir.resolve("one-request.jsonl"), PAR_REQUEST.replace("ID", "1") + "\n");
        assertFullDisk(jar(List.of("dds", "stdio")).redirectInput(request.toFile()).redirectOutput(new File("/dev/full"))
                .start());
    }

    /**
     * {@code dds stdio} whose reader has gone ({@code | head -1}): 2,000 answers are far more than a pipe
     * holds, so the next answer after the reader left fails; it ends quietly with 141, as other commands.
     */
    @Test
    void stdioWhoseReaderWentAwayEndsQuietly() throws Exception {
        StringBuilder requests = new StringBuilder();
        for (int id = 1; id <= 2000; id++) {
            requests.append(PAR_REQUEST.replace("ID", String.valueOf(id))).append('\n');
        }
        Path file = Files.writeString(dir.resolve("requests.jsonl"), requests);
        Process process = jar(List.of("dds", "stdio")).redirectInput(file.toFile()).start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            String first = out.readLine();
            assertNotNull(first);
            assertTrue(first.startsWith("{\"id\": 1, \"type\": \"par\""), first);
        }
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(300, TimeUnit.SECONDS), "the command did not end");
        assertEquals(141, process.exitValue(), err);
        assertEquals("", err);
    }

    /** The jar with these arguments, on the quick compiler (these runs are short). */
    private static ProcessBuilder jar(List<String> args) {
        List<String> command = new ArrayList<>(List.of(JarProcess.java(), JarProcess.QUICK_JIT, "-jar",
                JarProcess.jar().toString()));
        command.addAll(args);
        return new ProcessBuilder(command);
    }

    /** Exit code 5 and the one line that says stdout could not be written. */
    private static void assertFullDisk(Process process) throws Exception {
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(300, TimeUnit.SECONDS), "the command did not end");
        assertEquals(5, process.exitValue(), err);
        assertEquals(1, err.lines().count(), () -> "one line on stderr: " + err);
        assertTrue(err.startsWith("zwang") && err.contains(": cannot write standard output: no space left on device"),
                err);
    }

    /**
     * {@code zwang dds random ... | head -1}: 5,000 compact lines are far more than a pipe holds, so
     * once the reader has gone the command's next write fails; it ends quietly with 141 (128 + SIGPIPE,
     * what a shell reports for a Unix tool stopped the same way) instead of solving on for nobody.
     */
    @Test
    void aClosedPipeEndsTheCommandQuietly() throws Exception {
        Process process = new ProcessBuilder(JarProcess.java(), "-jar", JarProcess.jar().toString(), "dds", "random",
                "--deal", "2", "--hands", "5000", "--compact").start();
        process.getOutputStream().close();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            String header = out.readLine();
            assertNotNull(header);
            assertTrue(header.startsWith("trumps"), header);
        } // closes the reading end, as head does when it has its line
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(300, TimeUnit.SECONDS), "the command did not end");
        assertEquals(141, process.exitValue(), err);
        assertEquals("", err);
    }

    /**
     * {@code zwang engine} with stdout on {@code /dev/full}: its first reply cannot be written, so it
     * says so in one line and exits with code 5, its input still open (before, it swallowed the
     * errors, exited 0 at the end of input and never told).
     */
    @Test
    void theEngineOnAFullDiskIsOneLineAndExitCodeFive() throws Exception {
        Process process = new ProcessBuilder(JarProcess.java(), "-jar", JarProcess.jar().toString(), "engine")
                .redirectOutput(new File("/dev/full")).start();
        try (Writer input = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8)) {
            input.write("uci\n");
            input.flush();
            assertTrue(process.waitFor(ENGINE_GUARD_SECONDS, TimeUnit.SECONDS),
                    "the engine did not end though its answers cannot be written");
            String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(5, process.exitValue(), err);
            assertEquals(List.of("zwang engine: cannot write standard output: no space left on device"
                    + " (the output is incomplete)"), err.lines().toList());
        } finally {
            process.destroyForcibly();
        }
    }

    /**
     * {@code zwang engine} whose GUI closed the reading end of its stdout during {@code go infinite}:
     * the next line it writes fails, so it stops the search and exits quietly with 141, its input
     * still open (before, it searched on, at full CPU, until its input ended).
     */
    @Test
    void theEngineStopsWhenTheReaderOfItsOutputGoesAway() throws Exception {
        Process process = new ProcessBuilder(JarProcess.java(), "-jar", JarProcess.jar().toString(), "engine").start();
        try (Writer input = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8)) {
            input.write("uci\nposition startpos\ngo infinite\n");
            input.flush();
            try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8))) {
                String line;
                do {
                    line = out.readLine();
                    assertNotNull(line, "the engine ended its output before the search reported");
                } while (!line.startsWith("info depth "));
            } // the GUI goes away: the reading end is closed while the search runs
            input.write("isready\n"); // an answer to write, so the test need not wait for the next depth
            input.flush();
            assertTrue(process.waitFor(ENGINE_GUARD_SECONDS, TimeUnit.SECONDS),
                    "the engine searched on though nobody reads its answers");
            String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(141, process.exitValue(), err);
            assertEquals("", err);
        } finally {
            process.destroyForcibly();
        }
    }
}
