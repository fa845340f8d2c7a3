package org.zwang.cli.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a command loads when it starts, read from the real jar's class-loading log (not timed: a time
 * bound would be noise on a shared machine; loading is what start-up time follows). A command builds
 * only its own picocli model and loads nothing of the other programs in the jar: no web server, Spark,
 * Duck Chess engine or match runner for a bridge command, no bridge solver for the engine.
 */
class StartupIT {

    private static final String DEAL = "N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2";
    private static final Pattern OTHER_PROGRAMS_FOR_BRIDGE = Pattern.compile(
            "^(org\\.zwang\\.(duck|protocol|record|match|web|compare|cli\\.(engine|match|serve|compare|perft|duck))\\."
                    + "|io\\.javalin\\.|org\\.eclipse\\.jetty\\.|org\\.apache\\.spark\\.)");
    private static final Pattern OTHER_PROGRAMS_FOR_ENGINE = Pattern.compile(
            "^(org\\.zwang\\.(bridge|match|web|compare|cli\\.(dds|match|serve|compare|perft|duck))\\."
                    + "|io\\.javalin\\.|org\\.eclipse\\.jetty\\.|org\\.apache\\.spark\\.)");

    @TempDir
    Path dir;

    @Test
    void versionLoadsTheRootCommandAlone() throws Exception {
        List<String> classes = loadedClasses("", "--version");
        List<String> ours = classes.stream().filter(name -> name.startsWith("org.zwang.")).toList();
        // Main, CommandTree (and its Node), ZwangCommand (and its version provider), OneLineErrors, the
        // checked standard output (and its failure), and search-api's ZwangVersion:
        // growing every command's model again loads some eighty.
        assertTrue(ours.size() <= 9, "Zwang classes loaded for --version: " + ours);
        assertTrue(ours.stream().allMatch(name -> name.matches("org\\.zwang\\.cli\\.[A-Z].*")
                || name.equals("org.zwang.search.ZwangVersion")), ours.toString());
    }

    @Test
    void aBridgeTableLoadsNoOtherProgram() throws Exception {
        List<String> classes = loadedClasses("", "dds", "table", DEAL);
        assertEquals(List.of(), classes.stream().filter(name -> OTHER_PROGRAMS_FOR_BRIDGE.matcher(name).find()).toList());
        assertTrue(classes.contains("org.zwang.cli.dds.TableCommand"), "the table command ran");
    }

    @Test
    void theEngineLoadsNoBridgeOrWebClass() throws Exception {
        List<String> classes = loadedClasses("uci\nquit\n", "engine");
        assertEquals(List.of(), classes.stream().filter(name -> OTHER_PROGRAMS_FOR_ENGINE.matcher(name).find()).toList());
        assertTrue(classes.contains("org.zwang.cli.engine.EngineCommand"), "the engine ran");
    }

    /**
     * The launcher stops the JVM at the quick compiler for a one-deal bridge command (it ends before
     * the optimising compiler pays for itself) and keeps the optimising compiler for a file of deals.
     */
    @Test
    void theLauncherCompilesQuicklyForOneDealOnly() throws Exception {
        assertEquals("1", tieredStopAtLevel("dds", "table", DEAL));
        Path deals = dir.resolve("deals.txt");
        Files.writeString(deals, DEAL + "\n");
        assertEquals("4", tieredStopAtLevel("dds", "table", "--file", deals.toString()));
        assertEquals("4", tieredStopAtLevel("dds", "bench", "-n", "1"));
    }

    /** The JVM's TieredStopAtLevel when {@code bin/zwang} runs {@code args} (its flags printed at start). */
    private String tieredStopAtLevel(String... args) throws IOException, InterruptedException {
        Path launcher = JarProcess.jar().toAbsolutePath().getParent().getParent().getParent().resolve("bin/zwang");
        List<String> command = new ArrayList<>(List.of("bash", launcher.toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD);
        builder.environment().put("ZWANG_JAVA_OPTS", "-XX:+PrintFlagsFinal");
        builder.environment().put("ZWANG_STARTUP_CACHE", "off");
        builder.environment().remove("ZWANG_JIT");
        Process process = builder.start();
        process.getOutputStream().close();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(JarProcess.HANG_GUARD_MILLIS, TimeUnit.MILLISECONDS), "the command did not end");
        java.util.regex.Matcher flag = Pattern.compile("\\bTieredStopAtLevel\\s+=\\s+(\\d+)").matcher(out);
        assertTrue(flag.find(), "no flags printed: " + out.substring(0, Math.min(300, out.length())));
        return flag.group(1);
    }

    /** The names of the classes the jar loads for {@code args}, with {@code input} on its stdin. */
    private List<String> loadedClasses(String input, String... args) throws IOException, InterruptedException {
        Path log = dir.resolve("classes.txt");
        List<String> command = new ArrayList<>(List.of(JarProcess.java(), "-Xlog:class+load=info:file=" + log,
                "-jar", JarProcess.jar().toString()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        process.getOutputStream().write(input.getBytes(StandardCharsets.UTF_8));
        process.getOutputStream().close();
        assertTrue(process.waitFor(JarProcess.HANG_GUARD_MILLIS, TimeUnit.MILLISECONDS), "the command did not end");
        assertEquals(0, process.exitValue(), String.join(" ", args));
        List<String> names = new ArrayList<>();
        for (String line : Files.readAllLines(log)) {
            // "[0.012s][info][class,load] java.lang.Object source: shared objects file"
            int end = line.indexOf(" source:");
            int start = line.lastIndexOf("] ", end) + 2;
            if (end > start) {
                names.add(line.substring(start, end));
            }
        }
        assertTrue(names.size() > 100, "the log was read: " + names.size() + " classes");
        return names;
    }
}
