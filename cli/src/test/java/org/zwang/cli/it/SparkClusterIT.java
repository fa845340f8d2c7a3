package org.zwang.cli.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zwang.bridge.data.BundledDdTables;

/**
 * {@code zwang dds spark --master spark://...} on a real standalone cluster: a Spark master and a
 * worker started as their own JVMs from Spark's published jars (the class path the bridge-spark
 * build resolved, laid out as a {@code SPARK_HOME}), on loopback with ports the operating system
 * picks; the worker starts the executors, which get the job's classes from the jar the driver
 * ships. The tables of the first 20 deals of {@code --random --seed 1} (the bundled DDS deals) must
 * be DDS's, tricks and par. Readiness is the cluster's own state (the master's log line with its
 * address, then its web UI's JSON listing the worker as ALIVE); the cluster is torn down whatever
 * happens, executors included.
 */
class SparkClusterIT {

    /** Guard against a hang only: a busy 2-core machine starts a Spark JVM in seconds to a minute. */
    private static final long HANG_GUARD_SECONDS = 300;

    private static final Pattern MASTER_URL = Pattern.compile("Starting Spark master at (spark://\\S+)");
    private static final Pattern MASTER_UI = Pattern.compile("MasterWebUI.* started at (http://\\S+)");
    private static final Pattern ALIVE_WORKERS = Pattern.compile("\"aliveworkers\"\\s*:\\s*(\\d+)");

    @Test
    void theJobRunsOnAStandaloneMasterAndWorkerAndItsTablesAreDdss(@TempDir Path dir) throws IOException {
        Path sparkHome = sparkHome(dir.resolve("spark-home"));
        try {
            runOnCluster(dir, sparkHome);
        } finally {
            removeLinks(sparkHome); // before JUnit empties the folder: it warns of every link leading out
        }
    }

    private static void runOnCluster(Path dir, Path sparkHome) throws IOException {
        Path out = dir.resolve("tables");
        try (Daemon master = new Daemon(dir, "master", sparkHome, "org.apache.spark.deploy.master.Master", "--host",
                "127.0.0.1", "--port", "0", "--webui-port", "0")) {
            String url = master.awaitLine(MASTER_URL);
            String ui = master.awaitLine(MASTER_UI);
            try (Daemon worker = new Daemon(dir, "worker", sparkHome, "org.apache.spark.deploy.worker.Worker", "--host",
                    "127.0.0.1", "--port", "0", "--webui-port", "0", "--cores", "2", "--memory", "1g", "--work-dir",
                    dir.resolve("work").toString(), url)) {
                awaitAliveWorker(ui, master, worker);
                // The executor on C1, as the other Spark JVMs here (SparkProcess.sparkJvmOptions): 20 deals
                // are its start.
                List<String> command = SparkProcess.sparkCommand(List.of("-Dspark.ui.enabled=false",
                        "-Dspark.executor.extraJavaOptions=" + JarProcess.QUICK_JIT), "dds", "spark",
                        "--random", "20", "--seed", "1", "--master", url, "--format", "csv", "--out", out.toString(),
                        "--table-mb", "64", "--no-progress");
                SparkProcess.Run run = SparkProcess.run(dir, command, true);
                String logs = "\nmaster:\n" + master.tail() + "\nworker:\n" + worker.tail() + executorLogs(dir);
                assertEquals(0, run.exit(), run.err() + logs);
                assertTrue(run.out().startsWith("20 deals, 0 rejects"), run.out());
                assertEquals("", run.err(), "nothing on stderr");
                assertEquals(ddsRows(20), rows(out), "the tables and par of DDS" + logs);
            }
        }
    }

    /** The rows of DDS's data for the first {@code count} bundled deals, as 'dds table --format csv' writes them. */
    private static List<String> ddsRows(int count) {
        List<String> rows = new ArrayList<>();
        for (String line : BundledDdTables.lines().subList(0, count)) {
            String[] tokens = line.trim().split("\\s+");
            List<String> fields = new ArrayList<>();
            fields.add(String.join(" ", tokens[0], tokens[1], tokens[2], tokens[3]));
            for (int i = 4; i < 25; i++) {
                fields.add(tokens[i]); // 20 tricks, then the N-S par score
            }
            fields.add(tokens[25].replace(',', ';')); // the par contracts, joined by ';' in the CSV
            rows.add(String.join(",", fields));
        }
        return rows;
    }

    /** The data rows of the CSV part files, in part-file order (input order). */
    private static List<String> rows(Path out) throws IOException {
        List<String> rows = new ArrayList<>();
        try (Stream<Path> files = Files.list(out)) {
            for (Path part : files.filter(p -> p.getFileName().toString().startsWith("part-")).sorted()
                    .collect(Collectors.toList())) {
                List<String> lines = Files.readAllLines(part, StandardCharsets.UTF_8);
                rows.addAll(lines.subList(1, lines.size()));
            }
        }
        return rows;
    }

    /** A SPARK_HOME whose jars/ folder links to the jars of the resolved Spark class path. */
    private static Path sparkHome(Path home) throws IOException {
        Path jars = Files.createDirectories(home.resolve("jars"));
        for (String jar : SparkProcess.sparkClassPath().split(File.pathSeparator)) {
            Path target = Path.of(jar);
            Path link = jars.resolve(target.getFileName());
            if (!Files.exists(link)) {
                Files.createSymbolicLink(link, target);
            }
        }
        return home;
    }

    private static void removeLinks(Path sparkHome) throws IOException {
        try (Stream<Path> jars = Files.list(sparkHome.resolve("jars"))) {
            for (Path jar : jars.filter(Files::isSymbolicLink).collect(Collectors.toList())) {
                Files.delete(jar);
            }
        }
    }

    /** Polls the master's JSON state until it lists a live worker (the worker has registered). */
    private static void awaitAliveWorker(String ui, Daemon master, Daemon worker) {
        long guard = System.nanoTime() + TimeUnit.SECONDS.toNanos(HANG_GUARD_SECONDS);
        String state = "";
        while (System.nanoTime() < guard) {
            master.assertAlive();
            worker.assertAlive();
            try (InputStream in = URI.create(ui + "/json/").toURL().openStream()) {
                state = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                Matcher alive = ALIVE_WORKERS.matcher(state);
                if (alive.find() && Integer.parseInt(alive.group(1)) >= 1) {
                    return;
                }
            } catch (IOException e) {
                state = e.toString(); // the UI is starting
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                fail("interrupted");
            }
        }
        fail("no live worker within " + HANG_GUARD_SECONDS + " s: " + state + "\nworker:\n" + worker.tail());
    }

    private static String executorLogs(Path dir) throws IOException {
        StringBuilder logs = new StringBuilder();
        Path work = dir.resolve("work");
        if (Files.isDirectory(work)) {
            try (Stream<Path> files = Files.walk(work)) {
                for (Path log : files.filter(p -> p.getFileName().toString().equals("stderr")).collect(
                        Collectors.toList())) {
                    List<String> lines = Files.readAllLines(log, StandardCharsets.ISO_8859_1);
                    logs.append("\nexecutor ").append(log).append(":\n").append(String.join("\n",
                            lines.subList(Math.max(0, lines.size() - 40), lines.size())));
                }
            }
        }
        return logs.toString();
    }

    /**
     * A Spark master or worker JVM, its log (stderr) in a file and line by line in a queue. Closing
     * it stops it and every process it started (the worker's executors).
     */
    private static final class Daemon implements AutoCloseable {
        private final String name;
        private final Process process;
        private final Path log;
        private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

        Daemon(Path dir, String name, Path sparkHome, String mainClass, String... args) throws IOException {
            this.name = name;
            List<String> command = new ArrayList<>(List.of(JarProcess.java(), "-Xmx512m"));
            command.addAll(SparkProcess.sparkJvmOptions());
            // Spark's REST submission server would take the fixed port 6066; nothing here needs it.
            command.addAll(List.of("-Dspark.master.rest.enabled=false", "-cp", SparkProcess.sparkClassPath(),
                    mainClass));
            command.addAll(List.of(args));
            ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD);
            builder.environment().put("SPARK_HOME", sparkHome.toString());
            builder.environment().put("SPARK_SCALA_VERSION", "2.13");
            builder.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
            builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
            log = dir.resolve(name + ".log");
            process = builder.start();
            Writer file = Files.newBufferedWriter(log, StandardCharsets.UTF_8);
            Thread pump = new Thread(() -> {
                try (file; BufferedReader reader = new BufferedReader(new InputStreamReader(process.getErrorStream(),
                        StandardCharsets.UTF_8))) {
                    String line;
                    while ((line = reader.readLine()) != null) {
                        file.write(line + "\n");
                        file.flush();
                        lines.add(line);
                    }
                } catch (IOException e) {
                    // the process ended
                }
            }, "spark-" + name + "-log");
            pump.setDaemon(true);
            pump.start();
        }

        /** Waits for the first log line matching {@code pattern} and returns its group 1. */
        String awaitLine(Pattern pattern) {
            long guard = System.nanoTime() + TimeUnit.SECONDS.toNanos(HANG_GUARD_SECONDS);
            while (true) {
                String line;
                try {
                    line = lines.poll(Math.max(1, guard - System.nanoTime()), TimeUnit.NANOSECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException(e);
                }
                if (line == null) {
                    fail("the " + name + " logged no '" + pattern + "' within " + HANG_GUARD_SECONDS + " s (alive: "
                            + process.isAlive() + "):\n" + tail());
                }
                Matcher matcher = pattern.matcher(line);
                if (matcher.find()) {
                    return matcher.group(1);
                }
            }
        }

        void assertAlive() {
            if (!process.isAlive()) {
                fail("the " + name + " exited with " + process.exitValue() + ":\n" + tail());
            }
        }

        /** The last lines of the log. */
        String tail() {
            try {
                List<String> all = Files.readAllLines(log, StandardCharsets.UTF_8);
                return String.join("\n", all.subList(Math.max(0, all.size() - 40), all.size()));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void close() {
            List<ProcessHandle> children = process.descendants().collect(Collectors.toList());
            process.destroy(); // SIGTERM: the worker kills its executors, the master stops
            try {
                if (!process.waitFor(60, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                    process.waitFor(60, TimeUnit.SECONDS);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                process.destroyForcibly();
            }
            for (ProcessHandle child : children) {
                child.destroyForcibly();
            }
        }
    }
}
