package org.zwang.games;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The data lines of a shipped position file: the games' oracle files are UTF-8 text with a {@code #}
 * header saying where the data comes from, then one position a line.
 */
public final class ResourceLines {

    private ResourceLines() {
    }

    /** The trimmed lines of resource {@code name} beside {@code owner}, without blank and {@code #} lines. */
    public static List<String> read(Class<?> owner, String name) {
        List<String> lines = new ArrayList<>();
        try (InputStream in = owner.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("resource " + name + " is missing from the jar");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                String t = line.trim();
                if (!t.isEmpty() && !t.startsWith("#")) {
                    lines.add(t);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return lines;
    }
}
