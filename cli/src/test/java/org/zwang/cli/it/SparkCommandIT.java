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

    private static Run run(Path dir, List<String> command) {
        try {
            Path out = dir.resolve("stdout-" + System.nanoTime());
            Path err = dir.resolve("stderr-" + System.nanoTime());
            Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            if (!process.waitFor(600, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new AssertionError("no exit within 600 s: " + command);
            }
            return new Run(process.exitValue(), Files.readString(out), Files.readString(err));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<String> sparkCommand(String... args) throws IOException {
        Path launch = launchFolder();
        List<String> command = new ArrayList<>(List.of(JarProcess.java()));
        for (String option : Files.readString(launch.resolve("jvm-options.txt")).trim().split("\\s+")) {
            command.add(option);
        }
        command.addAll(List.of("-cp", JarProcess.jar() + File.pathSeparator
                + Files.readString(launch.resolve("classpath.txt")).trim(), "org.zwang.cli.Main"));
        command.addAll(List.of(args));
        return command;
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
}
