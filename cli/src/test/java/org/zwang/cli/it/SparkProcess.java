package org.zwang.cli.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * {@code zwang dds spark} as {@code bin/zwang} runs it, for the Spark end-to-end tests: the real
 * zwang.jar with the Spark class path and JVM options the bridge-spark build wrote, run to its end.
 */
final class SparkProcess {

    private SparkProcess() {
    }

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

    static Run run(Path dir, List<String> command) {
        return run(dir, command, false);
    }

    /**
     * The JVM options Spark needs, as the bridge-spark build wrote them for bin/zwang, and C1 alone: the
     * tests' jobs solve a few deals, so a Spark JVM's time is its start, which the C2 compiler only
     * doubles in CPU (16 CPU-s against 8 for a 5-deal job on the 2-core machine).
     */
    static List<String> sparkJvmOptions() throws IOException {
        List<String> options = new ArrayList<>(List.of(
                Files.readString(launchFolder().resolve("jvm-options.txt")).trim().split("\\s+")));
        options.add(JarProcess.QUICK_JIT);
        return options;
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

    static List<String> sparkCommand(String... args) throws IOException {
        return sparkCommand(List.of(), args);
    }

    /** A failure as the command line promises it: one line on stderr, the exit code, nothing on stdout. */
    static void assertOneLine(Run run, int exit, String start) {
        assertEquals(exit, run.exit(), run.err());
        assertEquals(1, run.err().lines().count(), "one line on stderr:\n" + run.err());
        assertTrue(run.err().startsWith(start), run.err());
        assertEquals("", run.out());
    }

    /** The names in a folder, hidden ones included, sorted. */
    static List<String> names(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).filter(name -> !name.startsWith("std")).sorted()
                    .collect(Collectors.toList());
        }
    }
}
