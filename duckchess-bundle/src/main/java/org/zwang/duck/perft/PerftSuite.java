package org.zwang.duck.perft;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A perft suite: reference node counts made by Fairy-Stockfish, shipped as resources beside this class
 * with their {@code #} headers (which state the engine commit, the rules and the line format).
 *
 * <p>Format: {@code <FEN>;<depth>;<nodes>} per line; {@code #} lines are comments; a comment
 * {@code # [Xnn] name} names the position whose lines follow. This class only reads the files; the
 * perft suite tests run them against {@link Perft}, and {@code compare} searches their positions.
 */
public final class PerftSuite {

    /** Resource name of the Duck Chess suite (22 positions, depths 1-4). */
    public static final String DUCK = "perft-duck.txt";
    /** Resource name of the standard chess suite (the chessprogramming-wiki positions). */
    public static final String STANDARD = "perft-standard.txt";

    /**
     * One reference count.
     *
     * @param id         the position's tag, e.g. "S05" (empty when the file names none)
     * @param name       the position's description from its {@code # [S05] ...} comment
     * @param fen        the position (duck as {@code *})
     * @param depth      plies (Duck Chess: whole turns)
     * @param nodes      the reference count
     * @param lineNumber the line in the file, for messages
     */
    public record Line(String id, String name, String fen, int depth, long nodes, int lineNumber) {

        @Override
        public String toString() {
            return (id.isEmpty() ? "" : "[" + id + "] ") + fen + " depth " + depth + " = " + nodes;
        }
    }

    private final String source;
    private final String header;
    private final List<Line> lines;

    private PerftSuite(String source, String header, List<Line> lines) {
        this.source = source;
        this.header = header;
        this.lines = Collections.unmodifiableList(lines);
    }

    /** The Duck Chess suite. */
    public static PerftSuite duck() {
        return resource(DUCK);
    }

    /** The standard chess suite. */
    public static PerftSuite standard() {
        return resource(STANDARD);
    }

    /** A suite shipped beside this class ({@link #DUCK} or {@link #STANDARD}). */
    public static PerftSuite resource(String name) {
        InputStream in = PerftSuite.class.getResourceAsStream(name);
        if (in == null) {
            throw new IllegalArgumentException("no perft suite named '" + name + "' (expected " + DUCK + " or "
                    + STANDARD + ")");
        }
        try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            return parse(reader, name);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads a suite; {@code source} names it in error messages. A malformed line is an
     * {@link IllegalArgumentException} naming the source and line number.
     */
    public static PerftSuite parse(Reader reader, String source) throws IOException {
        BufferedReader in = new BufferedReader(reader);
        StringBuilder header = new StringBuilder();
        List<Line> lines = new ArrayList<>();
        String id = "";
        String name = "";
        boolean inHeader = true;
        int number = 0;
        for (String text = in.readLine(); text != null; text = in.readLine()) {
            number++;
            String trimmed = text.trim();
            if (trimmed.startsWith("#")) {
                String comment = trimmed.substring(1).trim();
                if (comment.startsWith("[") && comment.indexOf(']') > 0) {
                    inHeader = false;
                    id = comment.substring(1, comment.indexOf(']'));
                    name = comment.substring(comment.indexOf(']') + 1).trim();
                } else if (inHeader) {
                    header.append(text).append('\n');
                }
                continue;
            }
            if (trimmed.isEmpty()) {
                continue;
            }
            inHeader = false;
            lines.add(parseLine(trimmed, id, name, source, number));
        }
        return new PerftSuite(source, header.toString(), lines);
    }

    private static Line parseLine(String text, String id, String name, String source, int number) {
        String[] fields = text.split(";");
        if (fields.length != 3) {
            throw new IllegalArgumentException(source + " line " + number + ": expected FEN;depth;nodes, found '"
                    + text + "'");
        }
        try {
            int depth = Integer.parseInt(fields[1].trim());
            long nodes = Long.parseLong(fields[2].trim());
            if (depth < 0 || nodes < 0) {
                throw new NumberFormatException("negative");
            }
            return new Line(id, name, fields[0].trim(), depth, nodes, number);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(source + " line " + number + ": bad depth or node count in '"
                    + text + "'");
        }
    }

    /** Where the suite came from (resource or file name). */
    public String source() {
        return source;
    }

    /** The leading comment block (provenance and rules), with its {@code #} marks. */
    public String header() {
        return header;
    }

    /** The reference counts in file order. */
    public List<Line> lines() {
        return lines;
    }
}
