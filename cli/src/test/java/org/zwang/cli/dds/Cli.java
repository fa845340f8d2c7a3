package org.zwang.cli.dds;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import org.zwang.cli.CommandRun;

/** Runs {@code zwang} commands ({@link CommandRun}) and reads the oracle files copied into the test resources. */
final class Cli {

    private Cli() {
    }

    static CommandRun run(String... args) {
        return CommandRun.of(args);
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
