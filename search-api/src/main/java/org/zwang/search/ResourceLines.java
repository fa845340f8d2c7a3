package org.zwang.search;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The data lines of a shipped data file — the research games' positions, the bridge solver's DDS
 * tables and solves, the Duck Chess benchmark middlegames, the match's opening suite: UTF-8 text with
 * a {@code #} header saying where the data comes from, then one record a line. One reader for every
 * module, here where they all depend.
 */
public final class ResourceLines {

    private ResourceLines() {
    }

    /**
     * The trimmed lines of resource {@code name} (relative to {@code owner}'s package, or absolute
     * with a leading {@code /}), without blank and {@code #} lines.
     *
     * @throws IllegalStateException when the resource is missing (a broken build, not a user's input)
     */
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
