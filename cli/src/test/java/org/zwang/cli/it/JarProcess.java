package org.zwang.cli.it;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The real {@code zwang.jar} (built by {@code package}) run as a child process, for end-to-end tests. */
final class JarProcess implements AutoCloseable {

    /**
     * How long a wait on the child process may last before the test calls it hung: beyond any busy
     * machine's delay (a match of a few games included), and never the thing a test checks.
     */
    static final long HANG_GUARD_MILLIS = 10 * 60_000;

    /**
     * C1 alone, as bin/zwang runs one-deal commands: the tests' runs are short (a command, a server, an
     * engine on a clock of a second or two), and C2's compiling would about double their CPU while the
     * build's test JVMs already fill both cores.
     */
    static final String QUICK_JIT = "-XX:TieredStopAtLevel=1";

    private final Process process;
    private final Writer input;
    /** Put after the last stdout line (compared by identity): the process closed its output. */
    private static final String END_OF_OUTPUT = new String("end of stdout");

    private final BlockingQueue<String> output = new LinkedBlockingQueue<>();
    private Thread errorPump;
    private final StringBuilder errors = new StringBuilder();

    JarProcess(String... args) {
        this(List.of(), args);
    }

    /**
     * The jar run with JVM options (e.g. {@code -Xmx256m}) before {@code -jar}, on the quick compiler
     * ({@link #QUICK_JIT}).
     */
    JarProcess(List<String> jvmOptions, String... args) {
        List<String> command = new ArrayList<>(List.of(java(), QUICK_JIT));
        command.addAll(jvmOptions);
        command.addAll(List.of("-jar", jar().toString()));
        command.addAll(List.of(args));
        try {
            process = new ProcessBuilder(command).start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        input = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        pump(new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)), true);
        pump(new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8)), false);
    }

    /** The jar Maven built; failsafe passes its path. */
    static Path jar() {
        String property = System.getProperty("zwang.jar", "target/zwang.jar");
        Path jar = Path.of(property).toAbsolutePath();
        assertTrue(Files.isRegularFile(jar), "no " + jar + ": run 'mvn verify' (the jar is built by package)");
        return jar;
    }

    /** The java launcher of the JVM running the tests. */
    static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** The shell command line that starts the engine (for {@code zwang match}). */
    static String engineCommand() {
        return "'" + java() + "' " + QUICK_JIT + " -jar '" + jar() + "' engine";
    }

    private void pump(BufferedReader reader, boolean protocol) {
        Thread thread = new Thread(() -> {
            try (reader) {
                String line;
                while ((line = reader.readLine()) != null) {
                    if (protocol) {
                        output.add(line);
                    } else {
                        synchronized (errors) {
                            errors.append(line).append('\n');
                        }
                    }
                }
            } catch (IOException e) {
                // process ended
            }
            if (protocol) {
                output.add(END_OF_OUTPUT);
            }
        });
        thread.setDaemon(true);
        thread.start();
        if (!protocol) {
            errorPump = thread;
        }
    }

    void send(String line) {
        write(line + "\n");
    }

    /** Writes {@code text} to the process's stdin as it is, no line break added. */
    void write(String text) {
        try {
            input.write(text);
            input.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Closes the process's stdin: the end of input, as when a GUI goes away. */
    void closeInput() {
        try {
            input.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The next stdout line, as soon as the process writes it; fails at once when the process has
     * closed its output, and after {@link #HANG_GUARD_MILLIS} without a line (a hang).
     */
    String next() {
        try {
            String line = output.poll(HANG_GUARD_MILLIS, TimeUnit.MILLISECONDS);
            if (line == null) {
                fail("no output for " + HANG_GUARD_MILLIS / 1000 + " s (hung?); stderr: " + stderr());
            }
            if (line == END_OF_OUTPUT) {
                output.add(END_OF_OUTPUT); // for the next call too
                int code = waitFor();
                errorPump.join(HANG_GUARD_MILLIS);
                fail("the process ended (exit code " + code + ") before the line the test waits for; stderr: " + stderr());
            }
            return line;
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Stdout lines up to and including the first that {@code last} accepts. */
    List<String> until(Predicate<String> last) {
        List<String> lines = new ArrayList<>();
        while (true) {
            String line = next();
            lines.add(line);
            if (last.test(line)) {
                return lines;
            }
        }
    }

    String stderr() {
        synchronized (errors) {
            return errors.toString();
        }
    }

    /** Waits for the process to exit and returns its exit code; only a hang fails. */
    int waitFor() {
        return waitFor(HANG_GUARD_MILLIS);
    }

    /**
     * Waits at most {@code guardMillis} for the process to exit and returns its exit code: for a
     * process that would otherwise run on for hours (a search told to stop), a guard shorter than
     * {@link #HANG_GUARD_MILLIS} but still far beyond any busy machine's delay.
     */
    int waitFor(long guardMillis) {
        try {
            if (!process.waitFor(guardMillis, TimeUnit.MILLISECONDS)) {
                fail("the process did not exit in " + guardMillis / 1000 + " s (hung?); stderr: " + stderr());
            }
            return process.exitValue();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Sends SIGINT, as Ctrl-C in a terminal does. */
    void interrupt() {
        try {
            new ProcessBuilder("kill", "-INT", Long.toString(process.pid())).start().waitFor();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Waits until stderr contains {@code text}; only a hang fails. */
    void awaitStderr(String text) {
        awaitStderr("'" + text + "'", err -> err.contains(text));
    }

    /**
     * Waits until a progress line on stderr counts at least {@code atLeast} of {@code noun} (progress
     * is redrawn a few times a second, so a count in between may never be shown); only a hang fails.
     */
    void awaitProgress(String noun, int atLeast) {
        Pattern counted = Pattern.compile(noun + " (\\d+)/");
        awaitStderr("'" + noun + " " + atLeast + "/' or more", err -> {
            Matcher matcher = counted.matcher(err);
            while (matcher.find()) {
                if (Integer.parseInt(matcher.group(1)) >= atLeast) {
                    return true;
                }
            }
            return false;
        });
    }

    /** Polls stderr (the process's own output: the event itself) until {@code seen}; only a hang fails. */
    private void awaitStderr(String what, Predicate<String> seen) {
        long start = System.nanoTime();
        while (!seen.test(stderr())) {
            if (System.nanoTime() - start > HANG_GUARD_MILLIS * 1_000_000) {
                fail("no " + what + " on stderr in " + HANG_GUARD_MILLIS / 1000 + " s (hung?): " + stderr());
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** Every stdout line so far. */
    List<String> drainOutput() {
        List<String> lines = new ArrayList<>();
        output.drainTo(lines);
        lines.removeIf(line -> line == END_OF_OUTPUT);
        return lines;
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }
}
