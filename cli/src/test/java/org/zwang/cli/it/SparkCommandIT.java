package org.zwang.cli.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zwang.bridge.data.BundledDdTables;
import org.zwang.bridge.model.Deal;

/**
 * {@code zwang dds spark} as {@code bin/zwang} runs it: the real zwang.jar with the Spark class path
 * and JVM options the bridge-spark build wrote, in Spark's local mode. Its CSV rows equal those of
 * {@code zwang dds table --format csv} (the same jar) on the same file; without Spark on the class
 * path it says so in one line.
 */
class SparkCommandIT {

    /** The result of a finished child process. */
    record Run(int exit, String out, String err) {
    }

    private static Path launchFolder() {
        return Path.of(System.getProperty("zwang.spark.launch", "../bridge-spark/target/spark-launch")).toAbsolutePath();
    }

    /** Runs the command to its end (a guard of 600 s against a hang), on loopback when {@code loopback}. */
    static Run run(Path dir, List<String> command, boolean loopback) {
        try {
            Path out = dir.resolve("stdout-" + System.nanoTime());
            Path err = dir.resolve("stderr-" + System.nanoTime());
            ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
            if (loopback) {
                builder.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
            }
            Process process = builder.start();
            if (!process.waitFor(600, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new AssertionError("no exit within 600 s: " + command);
            }
            Run run = new Run(process.exitValue(), Files.readString(out), Files.readString(err));
            Files.delete(out);
            Files.delete(err);
            return run;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Run run(Path dir, List<String> command) {
        return run(dir, command, false);
    }

    /** The JVM options Spark needs, as the bridge-spark build wrote them for bin/zwang. */
    static List<String> sparkJvmOptions() throws IOException {
        return List.of(Files.readString(launchFolder().resolve("jvm-options.txt")).trim().split("\\s+"));
    }

    /** The class path of Spark's jars that the bridge-spark build resolved. */
    static String sparkClassPath() throws IOException {
        return Files.readString(launchFolder().resolve("classpath.txt")).trim();
    }

    /** {@code zwang.jar} run as bin/zwang runs 'dds spark', with more JVM options before the class path. */
    static List<String> sparkCommand(List<String> jvmOptions, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(JarProcess.java()));
        command.addAll(sparkJvmOptions());
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", JarProcess.jar() + File.pathSeparator + sparkClassPath(), "org.zwang.cli.Main"));
        command.addAll(List.of(args));
        return command;
    }

    private static List<String> sparkCommand(String... args) throws IOException {
        return sparkCommand(List.of(), args);
    }

    /** A failure as the command line promises it: one line on stderr, the exit code, nothing on stdout. */
    private static void assertOneLine(Run run, int exit, String start) {
        assertEquals(exit, run.exit(), run.err());
        assertEquals(1, run.err().lines().count(), "one line on stderr:\n" + run.err());
        assertTrue(run.err().startsWith(start), run.err());
        assertEquals("", run.out());
    }

    /** The names in a folder, hidden ones included, sorted. */
    private static List<String> names(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).filter(name -> !name.startsWith("std")).sorted()
                    .collect(Collectors.toList());
        }
    }

    @Test
    void csvRowsEqualTheTableCommandsOnTheSameFile(@TempDir Path dir) throws IOException {
        List<String> lines = new ArrayList<>();
        for (Deal deal : BundledDdTables.deals(4)) {
            lines.add(deal.toPbn());
        }
        lines.add("N:AKQJ.T98.765.432 x y z"); // bad hands: one reject
        lines.add("N:A... K... Q... J...");     // a one-card ending: no par
        Path deals = Files.write(dir.resolve("deals.txt"), lines, StandardCharsets.UTF_8);
        Path good = Files.write(dir.resolve("good.txt"), lines.stream().filter(l -> !l.contains(" x y z"))
                .collect(Collectors.toList()), StandardCharsets.UTF_8);

        Run table = run(dir, List.of(JarProcess.java(), "-jar", JarProcess.jar().toString(), "dds", "table", "--file",
                good.toString(), "--format", "csv", "--threads", "1"));
        assertEquals(0, table.exit(), table.err());

        Path out = dir.resolve("tables");
        Run spark = run(dir, sparkCommand("dds", "spark", "--in", deals.toString(), "--format", "csv", "--out",
                out.toString(), "--master", "local[2]", "--partitions", "3", "--no-progress"));
        assertEquals(0, spark.exit(), spark.err());
        assertTrue(spark.out().startsWith("5 deals, 1 rejects, 3 partitions\n"), spark.out());
        assertTrue(spark.out().contains("rejects: " + out + "-rejects"), spark.out());
        assertFalse(spark.err().contains(" INFO "), "Spark's INFO lines are not shown:\n" + spark.err());

        List<String> rows = new ArrayList<>();
        try (Stream<Path> files = Files.list(out)) {
            for (Path part : files.filter(p -> p.getFileName().toString().startsWith("part-")).sorted()
                    .collect(Collectors.toList())) {
                List<String> partLines = Files.readAllLines(part, StandardCharsets.UTF_8);
                assertEquals(table.out().lines().findFirst().orElseThrow(), partLines.get(0), "the header");
                rows.addAll(partLines.subList(1, partLines.size()));
            }
        }
        assertEquals(table.out().lines().skip(1).collect(Collectors.toList()), rows);

        Run again = run(dir, sparkCommand("dds", "spark", "--random", "3", "--out", out.toString(), "--master",
                "local[1]"));
        assertEquals(2, again.exit());
        assertEquals("zwang dds spark: " + out + " exists: give another --out, or --overwrite to replace it\n",
                again.err().lines().filter(l -> l.startsWith("zwang")).findFirst().orElse("") + "\n");
    }

    @Test
    void withoutSparkOnTheClassPathItSaysHowToRunIt(@TempDir Path dir) {
        Run run = run(dir, List.of(JarProcess.java(), "-jar", JarProcess.jar().toString(), "dds", "spark", "--random",
                "10", "--out", dir.resolve("t").toString()));
        assertEquals(2, run.exit());
        assertTrue(run.err().startsWith("zwang dds spark: Spark is not on the class path: run 'bin/zwang dds spark"),
                run.err());
        assertEquals(1, run.err().lines().count(), run.err());
    }

    @Test
    void anOutputThatCannotBeWrittenIsOneLineWithTheReason(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("a-file"), "not a folder");
        Path out = file.resolve("tables");
        Run run = run(dir, sparkCommand("dds", "spark", "--random", "3", "--out", out.toString(), "--master", "local[1]",
                "--no-progress"));
        assertOneLine(run, 2, "zwang dds spark: cannot write " + out + ": cannot make a folder in " + file
                + " (not a directory)");
    }

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

    @Test
    void aBinaryInputIsRefusedAsDdsTableRefusesIt(@TempDir Path dir) throws IOException {
        byte[] bytes = new byte[4000];
        new java.util.Random(11).nextBytes(bytes);
        bytes[0] = 0;
        bytes[1] = (byte) 0xff;
        Path junk = Files.write(dir.resolve("junk.bin"), bytes);
        Run table = run(dir, List.of(JarProcess.java(), "-jar", JarProcess.jar().toString(), "dds", "table", "--file",
                junk.toString()));
        assertOneLine(table, 2, "zwang dds table: junk.bin, line 1: binary data, not a text file of deals");
        Run spark = run(dir, sparkCommand("dds", "spark", "--in", junk.toString(), "--out", dir.resolve("t").toString(),
                "--master", "local[1]", "--no-progress"));
        assertOneLine(spark, 2, "zwang dds spark: file:" + junk);
        assertEquals(table.err().substring("zwang dds table: junk.bin".length()),
                spark.err().substring(("zwang dds spark: file:" + junk).length()), "the same reason");
        assertEquals(List.of("junk.bin"), names(dir), "no output, no rejects");
    }

    @Test
    void ctrlCStopsTheJobSaysSoAndLeavesNothingThatBlocksTheRerun(@TempDir Path dir) throws Exception {
        Sigint.assumeDeliverable();
        Path out = dir.resolve("tables");
        Path err = dir.resolve("stderr-interrupted");
        Process process = new ProcessBuilder(sparkCommand("dds", "spark", "--random", "200", "--seed", "1", "--master",
                "local[1]", "--partitions", "1", "--out", out.toString(), "--no-progress"))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(err.toFile()).start();
        try {
            // The solving job has started when its staging folder holds Spark's _temporary folder.
            long guard = System.nanoTime() + TimeUnit.SECONDS.toNanos(300);
            while (!solving(dir)) {
                assertTrue(process.isAlive(), () -> "ended before it solved: " + read(err));
                assertTrue(System.nanoTime() < guard, "no solving job within 300 s");
                Thread.sleep(50);
            }
            new ProcessBuilder("kill", "-INT", Long.toString(process.pid())).start().waitFor();
            assertTrue(process.waitFor(120, TimeUnit.SECONDS), "no exit within 120 s of Ctrl-C");
            assertEquals(130, process.exitValue(), read(err));
            assertEquals("interrupted: the Spark job was stopped; nothing was written to " + out + "\n", read(err));
            assertEquals(List.of(), names(dir), "no output and no staging folder left");
        } finally {
            process.destroyForcibly();
        }
        Run again = run(dir, sparkCommand("dds", "spark", "--random", "2", "--seed", "1", "--master", "local[1]",
                "--out", out.toString(), "--no-progress"));
        assertEquals(0, again.exit(), again.err());
        assertTrue(again.out().startsWith("2 deals, 0 rejects"), again.out());
    }

    /** True when a staging folder in {@code dir} holds Spark's {@code _temporary}: a write job runs. */
    private static boolean solving(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.anyMatch(p -> p.getFileName().toString().startsWith(".tables.zwang-staging-")
                    && Files.isDirectory(p.resolve("_temporary")));
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
