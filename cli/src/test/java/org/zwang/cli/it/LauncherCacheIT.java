package org.zwang.cli.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's start-up cache never costs a command its run. Each test runs {@code bin/zwang} in a
 * fresh copy of the project's layout ({@link LauncherLayout}), so the cache is made from scratch and
 * nothing of the real {@code cli/target} is touched.
 *
 * <p>Two launchers started together on a new jar (as {@code xboard -fcp … -scp …} starts two engines)
 * both make the cache. The interleaving that used to lose a run is forced, not hoped for: the first
 * launcher runs a JDK whose {@code java} is a wrapper that, after the real JVM has written the cache
 * into its temporary file, waits for the test's go-ahead before returning; the second launcher runs
 * its whole course in that pause. A launcher that shared one temporary file lost it to the second
 * (removed, or moved into place), and its own move failed under {@code set -e}: exit 1, no message.
 */
class LauncherCacheIT {

    private static final String DEAL = "N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2";
    /** The row {@code dds table --format csv} prints for {@link #DEAL} (docs/bridge-cli.md, checked against DDS). */
    private static final String ROW = DEAL + ",10,3,10,3,12,1,12,0,9,4,9,3,9,3,9,3,12,1,12,1,990,6N-NS";
    private static final long HANG_GUARD_SECONDS = 600;

    @TempDir
    Path dir;

    private Path root;
    private Path marks;
    private final List<Process> processes = new ArrayList<>();
    private final List<Path[]> outputs = new ArrayList<>();

    @BeforeEach
    void copyTheLayout() throws IOException {
        root = LauncherLayout.copy(dir);
        marks = Files.createDirectories(dir.resolve("marks"));
    }

    /** A test that failed half way leaves no launcher waiting for its go-ahead. */
    @AfterEach
    void stopTheLaunchers() throws IOException {
        Files.writeString(marks.resolve("go"), "");
        for (Process process : processes) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
    }

    @Test
    void twoLaunchersMakingTheCacheTogetherBothRunTheirCommand() throws Exception {
        Path pausingJdk = jdkWhoseCacheDumpWaits();
        Process first = launch(pausingJdk, "dds", "table", "--format", "csv", DEAL);
        awaitFile(marks.resolve("dumped"), first);

        Process second = launch(realJdk(), "dds", "table", "--format", "csv", DEAL);
        Result secondResult = finish(second);
        assertEquals(0, secondResult.code, secondResult.err);
        assertEquals(List.of(ROW), secondResult.out.lines().skip(1).toList());

        Files.writeString(marks.resolve("go"), "");
        Result firstResult = finish(first);
        assertEquals(0, firstResult.code, () -> "the launcher that was pausing lost its run: '" + firstResult.err + "'");
        assertEquals("", firstResult.err);
        assertEquals(List.of(ROW), firstResult.out.lines().skip(1).toList());

        assertEquals(java.util.Set.of("zwang.jar", cacheName()), java.util.Set.copyOf(targetFiles()),
                "one cache, no temporary files left");
    }

    @Test
    void aCacheThatCannotBeMadeOrIsDamagedCostsNothing() throws Exception {
        Path failingJdk = jdkWhoseCacheDumpFails();
        Result result = finish(launch(failingJdk, "dds", "table", "--format", "csv", DEAL));
        assertEquals(0, result.code, result.err);
        assertEquals("", result.err);
        assertEquals(List.of(ROW), result.out.lines().skip(1).toList());
        assertEquals(List.of("zwang.jar"), targetFiles(), "no cache and no temporary files");

        // A damaged cache (newer than the jar, so it is used) is ignored by the JVM.
        Files.writeString(root.resolve("cli/target").resolve(cacheName()), "not a cache");
        Result damaged = finish(launch(realJdk(), "dds", "table", "--format", "csv", DEAL));
        assertEquals(0, damaged.code, damaged.err);
        assertEquals("", damaged.err);
        assertEquals(List.of(ROW), damaged.out.lines().skip(1).toList());
    }

    /** The JDK running the tests. */
    private static Path realJdk() {
        return Path.of(System.getProperty("java.home"));
    }

    /** The cache file the launcher names for the real JDK (its version from the JDK's release file). */
    private static String cacheName() throws IOException {
        String version = System.getProperty("java.version");
        Path release = realJdk().resolve("release");
        if (Files.isReadable(release)) {
            for (String line : Files.readAllLines(release)) {
                if (line.startsWith("JAVA_VERSION=\"")) {
                    version = line.substring("JAVA_VERSION=\"".length(), line.length() - 1);
                }
            }
        }
        return "zwang-jdk" + version + (Runtime.version().feature() >= 25 ? ".aot" : ".jsa");
    }

    /** A JDK whose {@code java} runs the real one, then, for a cache dump, marks it and waits for the go-ahead. */
    private Path jdkWhoseCacheDumpWaits() throws IOException {
        return wrapperJdk("pausing", "\"$real\" \"$@\"; code=$?\n"
                + "for arg in \"$@\"; do case \"$arg\" in -Xshare:dump|-XX:AOTCacheOutput=*)\n"
                + "  touch '" + marks.resolve("dumped") + "'\n"
                + "  while [ ! -e '" + marks.resolve("go") + "' ]; do sleep 0.05; done;;\n"
                + "esac; done\n"
                + "exit $code\n");
    }

    /** A JDK whose {@code java} fails every cache dump (and runs everything else). */
    private Path jdkWhoseCacheDumpFails() throws IOException {
        return wrapperJdk("failing", "for arg in \"$@\"; do case \"$arg\" in -Xshare:dump|-XX:AOTCacheOutput=*)\n"
                + "  exit 1;;\n"
                + "esac; done\n"
                + "exec \"$real\" \"$@\"\n");
    }

    private Path wrapperJdk(String name, String body) throws IOException {
        Path jdk = Files.createDirectories(dir.resolve(name + "-jdk/bin"));
        Path release = realJdk().resolve("release");
        if (Files.isReadable(release)) {
            Files.copy(release, jdk.getParent().resolve("release"));
        }
        Path java = jdk.resolve("java");
        Files.writeString(java, "#!/usr/bin/env bash\nreal='" + JarProcess.java() + "'\n" + body, StandardCharsets.UTF_8);
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return jdk.getParent();
    }

    private Process launch(Path javaHome, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of("bash", root.resolve("bin/zwang").toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectOutput(dir.resolve("out-" + System.nanoTime()).toFile())
                .redirectError(dir.resolve("err-" + System.nanoTime()).toFile());
        builder.environment().put("JAVA_HOME", javaHome.toString());
        builder.environment().remove("ZWANG_STARTUP_CACHE");
        builder.environment().remove("ZWANG_JAVA_OPTS");
        Process process = builder.start();
        process.getOutputStream().close();
        outputs.add(new Path[] {builder.redirectOutput().file().toPath(), builder.redirectError().file().toPath()});
        processes.add(process);
        return process;
    }

    private record Result(int code, String out, String err) {
    }

    private Result finish(Process process) throws Exception {
        if (!process.waitFor(HANG_GUARD_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            fail("the launcher did not end");
        }
        Path[] files = outputs.get(processes.indexOf(process));
        return new Result(process.exitValue(), Files.readString(files[0]), Files.readString(files[1]).strip());
    }

    /** Waits until {@code file} exists (the event itself; the process must still be running). */
    private static void awaitFile(Path file, Process process) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(HANG_GUARD_SECONDS);
        while (!Files.exists(file)) {
            assertTrue(process.isAlive() || Files.exists(file), "the launcher ended before making its cache");
            if (System.nanoTime() > deadline) {
                fail("no cache dump started");
            }
            Thread.sleep(20);
        }
        assertFalse(Files.exists(file.resolveSibling("go")));
    }

    private List<String> targetFiles() throws IOException {
        try (Stream<Path> files = Files.list(root.resolve("cli/target"))) {
            return files.map(path -> path.getFileName().toString()).sorted().toList();
        }
    }
}
