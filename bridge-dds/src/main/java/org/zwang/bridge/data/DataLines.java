package org.zwang.bridge.data;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The data lines of a shipped (or test) oracle file: every line but the blank ones and the
 * {@code #} header that says where the numbers come from, trimmed. One reader for every such file.
 */
public final class DataLines {

    private DataLines() {
    }

    /**
     * The data lines of the class-path resource {@code resource} (an absolute path).
     *
     * @throws IllegalStateException when the resource is missing (a broken build, not a user's input)
     */
    public static List<String> of(String resource) {
        List<String> lines = new ArrayList<>();
        try (InputStream in = DataLines.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("resource " + resource + " is missing from the class path");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    lines.add(line.trim());
                }
            }
        } catch (IOException failed) {
            throw new UncheckedIOException(failed);
        }
        return lines;
    }
}
