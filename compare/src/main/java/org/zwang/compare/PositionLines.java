package org.zwang.compare;

import java.util.ArrayList;
import java.util.List;

/**
 * A position file of one position a line, as most games read it for {@code --positions FILE}
 * ({@link CompareGame#read}): {@code #} and {@code %} lines and blank ones skipped, each error naming
 * the file and the line.
 */
final class PositionLines {

    private PositionLines() {
    }

    /** Reads one line of a position file into a subject; a problem is an IllegalArgumentException. */
    interface LineReader {
        Subject read(String source, int number, String line);
    }

    /** The subjects of every data line of a file; a file without one is an error. */
    static List<Subject> read(String source, List<String> lines, LineReader reader) {
        List<Subject> subjects = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#") || line.startsWith("%")) {
                continue;
            }
            try {
                subjects.add(reader.read(source, i + 1, line));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(source + ":" + (i + 1) + ": " + e.getMessage());
            }
        }
        if (subjects.isEmpty()) {
            throw new IllegalArgumentException(source + ": no position in the file");
        }
        return subjects;
    }
}
