package org.zwang.bridge.io;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Tokens;

/**
 * Reads a file of deals whatever its format, which it detects from the content (see
 * docs/bridge-formats.md): a PBN file ({@code [Tag "value"]} lines), BBO LIN lines
 * ({@code md|...|}), dum-dum lines ({@code S N W/N/E/S}) or one PBN deal string per line
 * ({@code N:... ... ... ...}, tokens after the fourth hand ignored, so ddtables.txt-style lines
 * work). Blank lines and lines starting with {@code #} (also {@code %} and {@code ;} outside
 * PBN files) are skipped. Errors name the file, the line and the offending token, on one line.
 *
 * <p>One bad board never costs the others: a board that cannot be read (a malformed deal, contract
 * or play; a bad line of a line-per-deal file) is set aside as a {@link Reject} with its line and
 * reason, and the rest of the file is read. Only a file whose structure is broken (binary data, an
 * unknown format, a PBN string or comment never closed, text that is not LIN tag|value| pairs) fails
 * as a whole. Callers that need every board ({@link DealFile#strict()}) turn the first reject into
 * the error.
 */
public final class DealFileReader {

    /** The formats a deal file can have. */
    public enum Format {
        /** One PBN deal string per line. */
        PBN_DEALS("PBN deal strings"),
        /** A PBN file of games with tags. */
        PBN_FILE("PBN file"),
        /** BBO LIN lines. */
        LIN("LIN"),
        /** dum-dum's {@code <TRUMPS> <SEAT> <HANDS>} lines. */
        DUM_DUM("dum-dum lines");

        private final String description;

        Format(String description) {
            this.description = description;
        }

        /** "PBN file", "LIN", ... */
        public String description() {
            return description;
        }
    }

    /** A board of a file that could not be read: the file's name, the line (0 when unknown) and why. */
    public record Reject(String file, int line, String reason) {
        /** "name, line N: reason", the one line users see. */
        public String message() {
            String where = line > 0 ? "line " + line + ": " : "";
            return (file.isEmpty() ? "" : file + ", ") + where + reason;
        }
    }

    /** The boards of a file, the format they were read as, and the boards that could not be read. */
    public static final class DealFile {
        private final Format format;
        private final List<BoardRecord> boards;
        private final List<Reject> rejects;

        DealFile(Format format, List<BoardRecord> boards, List<Reject> rejects) {
            this.format = format;
            this.boards = List.copyOf(boards);
            this.rejects = List.copyOf(rejects);
        }

        /** The boards that could not be read, in file order (empty for a clean file). */
        public List<Reject> rejects() {
            return rejects;
        }

        /**
         * This file when every board was read; otherwise the first reject as the error, for callers
         * that need the file whole (one board picked from it, a benchmark workload).
         *
         * @throws IllegalArgumentException naming the file, line and reason of the first bad board
         */
        public DealFile strict() {
            if (!rejects.isEmpty()) {
                throw new IllegalArgumentException(rejects.get(0).message());
            }
            return this;
        }

        public Format format() {
            return format;
        }

        public List<BoardRecord> boards() {
            return boards;
        }

        /** Just the deals. */
        public List<Deal> deals() {
            List<Deal> deals = new ArrayList<>(boards.size());
            for (BoardRecord board : boards) {
                deals.add(board.deal());
            }
            return deals;
        }
    }

    private DealFileReader() {
    }

    /**
     * Reads a file (each line UTF-8, or ISO-8859-1 when it is not valid UTF-8, as older PBN files are;
     * at most {@link BoundedLineReader#MAX_LINE_BYTES} a line). Errors start with the file name.
     */
    public static DealFile read(Path file) throws IOException {
        Path fileName = file.getFileName();
        String name = fileName == null ? file.toString() : fileName.toString();
        try (InputStream in = Files.newInputStream(file)) {
            return read(name, BoundedLineReader.readAll(in, name));
        }
    }

    /**
     * Reads the bytes of a file called {@code name} (as {@link #read(Path)} reads a file), for readers
     * that get files as bytes (Spark's binary files). Errors start with the name.
     */
    public static DealFile read(String name, byte[] bytes) {
        try {
            return read(name, BoundedLineReader.readAll(new ByteArrayInputStream(bytes), name));
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a byte array cannot fail to be read
        }
    }

    /** Reads the text of a file called {@code name} (used in error messages; may be empty). */
    public static DealFile read(String name, String text) {
        return read(name, List.of(text.split("\r?\n|\r", -1)));
    }

    /** Reads the lines of a file called {@code name} (used in error messages; may be empty). */
    public static DealFile read(String name, List<String> lines) {
        String prefix = name.isEmpty() ? "" : name + ", ";
        Format format = detect(lines, name);
        List<BoardRecord> boards;
        List<Reject> rejects = new ArrayList<>();
        if (format == Format.PBN_FILE || format == Format.LIN) {
            java.util.function.Consumer<BoardError> rejected = error -> rejects.add(new Reject(name, error.line,
                    error.reason));
            try {
                boards = format == Format.LIN ? LinFormat.read(lines, rejected) : PbnReader.read(lines, rejected);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(prefix + e.getMessage(), e);
            }
        } else {
            boards = readLines(format, lines, name, rejects);
        }
        if (boards.isEmpty() && rejects.isEmpty()) {
            throw noDeals(name);
        }
        return new DealFile(format, boards, rejects);
    }

    private static IllegalArgumentException noDeals(String name) {
        return new IllegalArgumentException(name.isEmpty() ? "no deals found" : name + ": no deals found");
    }

    /** The format of the first line that is not blank or a comment. */
    static Format detect(List<String> lines, String name) {
        String prefix = name.isEmpty() ? "" : name + ", ";
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (Tokens.looksBinary(line)) {
                throw new IllegalArgumentException(prefix + "line " + (i + 1) + ": binary data, not a text file of deals "
                        + "(it holds " + Tokens.quote(line.substring(0, Math.min(line.length(), 8))) + ")");
            }
        }
        for (String line : lines) {
            String t = line.trim();
            if (t.startsWith("[")) {
                return Format.PBN_FILE;
            }
        }
        for (int i = 0; i < lines.size(); i++) {
            String t = clean(lines.get(i), i);
            if (isSkipped(t)) {
                continue;
            }
            if (t.startsWith("{")) {
                return Format.PBN_FILE; // a PBN comment before the first game
            }
            if (LinFormat.looksLikeLin(t)) {
                return Format.LIN;
            }
            if (DumDumFormat.isDecoration(t) || DumDumFormat.looksLikeDumDum(t)) {
                return Format.DUM_DUM;
            }
            if (t.length() >= 2 && t.charAt(1) == ':') {
                return Format.PBN_DEALS;
            }
            throw new IllegalArgumentException(prefix + "line " + (i + 1) + ": " + unknownFormat(t));
        }
        throw noDeals(name);
    }

    private static String unknownFormat(String trimmed) {
        return "cannot tell the format of " + Tokens.quote(trimmed) + " (expected a PBN deal like N:AKQ2.JT9.876.543 ..., "
                + "a PBN file with [Deal \"...\"] tags, BBO LIN with md|...| or a dum-dum line like S N <W/N/E/S hands>)";
    }

    /**
     * The boards of one line read alone, its format detected from the line itself: a PBN deal
     * string (tokens after the fourth hand ignored), a one-line LIN board or a dum-dum line; no
     * board for a blank, comment or dum-dum header line. For readers that split files by lines
     * (Spark), so that each bad line is reported on its own. The errors are {@link #read}'s one-line
     * reasons without the file and line prefix; a PBN tag or comment line is an error, since a PBN
     * file is only readable whole.
     */
    public static List<BoardRecord> readLine(String line) {
        String t = clean(line, 0);
        if (isSkipped(t) || DumDumFormat.isDecoration(t)) {
            return List.of();
        }
        if (t.startsWith("[") || t.startsWith("{")) {
            throw new IllegalArgumentException("a PBN tag or comment line " + Tokens.quote(t)
                    + " (a PBN file is read whole: give it a .pbn name)");
        }
        if (LinFormat.looksLikeLin(t)) {
            return LinFormat.read(t);
        }
        if (DumDumFormat.looksLikeDumDum(t)) {
            return List.of(DumDumFormat.read(t));
        }
        if (t.length() >= 2 && t.charAt(1) == ':') {
            return List.of(BoardRecord.of(parseDealLine(t)));
        }
        throw new IllegalArgumentException(unknownFormat(t));
    }

    private static String clean(String line, int index) {
        String t = index == 0 && line.startsWith("\uFEFF") ? line.substring(1) : line;
        return t.trim();
    }

    private static boolean isSkipped(String trimmed) {
        return trimmed.isEmpty() || trimmed.startsWith("#") || trimmed.startsWith("%") || trimmed.startsWith(";");
    }

    private static List<BoardRecord> readLines(Format format, List<String> lines, String name, List<Reject> rejects) {
        List<BoardRecord> boards = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String t = clean(lines.get(i), i);
            if (isSkipped(t)) {
                continue;
            }
            int lineNumber = i + 1;
            try {
                if (format == Format.DUM_DUM) {
                    if (!DumDumFormat.isDecoration(t)) {
                        boards.add(DumDumFormat.read(t).toBuilder().lineNumber(lineNumber).build());
                    }
                } else {
                    boards.add(BoardRecord.builder(parseDealLine(t)).lineNumber(lineNumber).build());
                }
            } catch (IllegalArgumentException e) {
                rejects.add(new Reject(name, lineNumber, e.getMessage()));
            }
        }
        return boards;
    }

    /**
     * A PBN deal string at the start of a line, e.g. "N:AKQ.. ... ... ... 3 8 3 8 ...": the first
     * token and the next three make the deal, the rest is ignored.
     */
    public static Deal parseDealLine(String line) {
        String[] tokens = line.trim().split("\\s+");
        int first = tokens[0].length() == 2 ? 1 : 0; // "N: <h1> ..." with a space after the colon
        if (tokens.length < first + 4) {
            return Deal.parsePbn(line); // its message says how many hands are missing
        }
        return Deal.parsePbn(String.join(" ", java.util.Arrays.copyOfRange(tokens, 0, first + 4)));
    }
}
