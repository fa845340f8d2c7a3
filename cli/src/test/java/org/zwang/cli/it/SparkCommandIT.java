package org.zwang.cli.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.zwang.cli.it.SparkProcess.assertOneLine;
import static org.zwang.cli.it.SparkProcess.names;
import static org.zwang.cli.it.SparkProcess.run;
import static org.zwang.cli.it.SparkProcess.sparkCommand;

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
import org.zwang.cli.it.SparkProcess.Run;

/**
 * {@code zwang dds spark} as {@code bin/zwang} runs it: the real zwang.jar with the Spark class path
 * and JVM options the bridge-spark build wrote, in Spark's local mode. Its CSV rows equal those of
 * {@code zwang dds table --format csv} (the same jar) on the same file; without Spark on the class
 * path it says so in one line; an output it cannot write and a binary input are one line each; Ctrl-C
 * stops the job and leaves nothing behind. Masters it cannot use: {@link SparkMasterIT}.
 */
class SparkCommandIT {

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

        Run table = run(dir, List.of(JarProcess.java(), JarProcess.QUICK_JIT, "-jar", JarProcess.jar().toString(),
                "dds", "table", "--file", good.toString(), "--format", "csv", "--threads", "1"));
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
    void aBinaryInputIsRefusedAsDdsTableRefusesIt(@TempDir Path dir) throws IOException {
        byte[] bytes = new byte[4000];
        new java.util.Random(11).nextBytes(bytes);
        bytes[0] = 0;
        bytes[1] = (byte) 0xff;
        Path junk = Files.write(dir.resolve("junk.bin"), bytes);
        Run table = run(dir, List.of(JarProcess.java(), JarProcess.QUICK_JIT, "-jar", JarProcess.jar().toString(),
                "dds", "table", "--file", junk.toString()));
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
