package org.zwang.cli.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * What {@code bin/zwang} says when it cannot run Zwang, with the documented exit codes: 3 when Zwang
 * cannot be built or started here (too old a Java, a failed build), 2 for a bad setting the user gave
 * ({@code ZWANG_JIT}); one line each, never 1, the code of a failed check. Each test runs the launcher
 * in a fresh copy of the layout ({@link LauncherLayout}).
 */
@EnabledOnOs(OS.LINUX)
class LauncherErrorsIT {

    @TempDir
    Path dir;

    private Path root;

    @BeforeEach
    void copyTheLayout() throws IOException {
        root = LauncherLayout.copy(dir);
    }

    private record Result(int code, String err) {
    }

    private Result launch(Map<String, String> environment, String... args) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of("bash", root.resolve("bin/zwang").toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        builder.environment().remove("ZWANG_JIT");
        builder.environment().remove("ZWANG_JAVA_OPTS");
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        builder.environment().put("ZWANG_STARTUP_CACHE", "off");
        builder.environment().putAll(environment);
        Process process = builder.start();
        process.getOutputStream().close();
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(600, TimeUnit.SECONDS), "the launcher did not end");
        return new Result(process.exitValue(), err);
    }

    private Path executable(Path file, String script) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, "#!/usr/bin/env bash\n" + script + "\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file;
    }

    @Test
    void tooOldAJavaIsExitCodeThree() throws Exception {
        Path oldJdk = dir.resolve("old-jdk");
        executable(oldJdk.resolve("bin/java"), "exit 0");
        Files.writeString(oldJdk.resolve("release"), "JAVA_VERSION=\"11.0.2\"\n");
        Result result = launch(Map.of("JAVA_HOME", oldJdk.toString()), "--version");
        assertEquals(3, result.code, result.err);
        assertEquals(1, result.err.lines().count(), result.err);
        assertTrue(result.err.startsWith("zwang: Java 17 or newer is needed, found '11.0.2' at "), result.err);
    }

    @Test
    void aFailedBuildIsExitCodeThree() throws Exception {
        // a pom newer than the jar makes the launcher build, with an mvn that fails
        Files.setLastModifiedTime(root.resolve("cli/target/zwang.jar"), FileTime.fromMillis(1_000_000_000_000L));
        Files.writeString(root.resolve("pom.xml"), "<project/>\n");
        Path tools = dir.resolve("tools");
        executable(tools.resolve("mvn"), "echo 'BUILD FAILURE' >&2; exit 1");
        Result result = launch(Map.of("PATH", tools + ":" + System.getenv("PATH")), "--version");
        assertEquals(3, result.code, result.err);
        List<String> lines = result.err.lines().toList();
        assertTrue(lines.get(lines.size() - 1).startsWith("zwang: the build failed; run 'mvn -B package' in "),
                result.err);
    }

    @Test
    void aBadZwangJitIsExitCodeTwo() throws Exception {
        Result result = launch(Map.of("ZWANG_JIT", "sometimes"), "--version");
        assertEquals(2, result.code, result.err);
        assertEquals("zwang: ZWANG_JIT must be auto, full or quick, not 'sometimes'\n", result.err);
    }
}
