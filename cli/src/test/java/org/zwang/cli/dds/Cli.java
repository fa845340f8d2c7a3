package org.zwang.cli.dds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import org.zwang.cli.Main;

/** Runs {@code zwang} commands through {@link Main#run} and reads the oracle files copied into the test resources. */
final class Cli {

    /** What a run printed and returned. */
    static final class Run {
        final int code;
        final String out;
        final String err;

        Run(int code, String out, String err) {
            this.code = code;
            this.out = out;
            this.err = err;
        }

        List<String> outLines() {
            return out.lines().collect(java.util.stream.Collectors.toList());
        }

        /** Asserts success with nothing on stderr. */
        Run ok() {
            assertEquals(0, code, () -> "exit code; stderr: " + err + "\nstdout: " + out);
            assertEquals("", err);
            return this;
        }

        /** Asserts a failure: this exit code, nothing on stdout, one line on stderr containing {@code text}. */
        Run fails(int expectedCode, String text) {
            assertEquals(expectedCode, code, () -> "exit code; stderr: " + err + "\nstdout: " + out);
            assertEquals("", out, "nothing on stdout");
            assertEquals(1, err.lines().count(), () -> "one line on stderr: " + err);
            assertTrue(err.contains(text), () -> "stderr should contain '" + text + "': " + err);
            assertTrue(!err.contains("Exception") && !err.contains("\tat "), () -> "no stack trace: " + err);
            return this;
        }
    }

    private Cli() {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(code, out.toString(), err.toString());
    }

    /** A test resource as a file path. */
    static Path resource(String name) {
        URL url = Cli.class.getResource("/bridge/" + name);
        if (url == null) {
            throw new IllegalStateException("missing test resource bridge/" + name);
        }
        try {
            return Paths.get(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The data lines of an oracle file (no '#' header, no blank lines), split into tokens. */
    static List<String[]> oracle(String name) {
        // ddtables.txt and solve-positions.txt are the ones shipped in the bridge-dds jar (one copy
        // for the tests and the program alike); the others are test resources.
        String path = name.equals("ddtables.txt") ? org.zwang.bridge.data.BundledDdTables.RESOURCE
                : name.equals("solve-positions.txt") ? org.zwang.bridge.data.BundledSolvePositions.RESOURCE
                : "/bridge/" + name;
        List<String[]> lines = new ArrayList<>();
        try (java.io.InputStream in = Cli.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + path);
            }
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    lines.add(line.trim().split("\\s+"));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return lines;
    }

    /** The deal of a ddtables.txt-style line: its first four tokens. */
    static String deal(String[] tokens) {
        return String.join(" ", tokens[0], tokens[1], tokens[2], tokens[3]);
    }

    /** Writes a temporary file with these lines. */
    static Path file(Path dir, String name, String... lines) {
        try {
            return Files.write(dir.resolve(name), List.of(lines), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
