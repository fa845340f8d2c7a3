package org.zwang.bridge.io;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The lines of a text stream, each at most {@link #MAX_LINE_BYTES} long: a file that is not what it
 * claims to be (one line of 200 MB) is refused with its name and line number while at most the bound
 * is held, instead of being read whole into a string several times its size. Every reader of deal
 * files reads through it ({@link DealFileReader}, the {@code dds} commands' files and stdin).
 *
 * <p>Lines end at {@code \n}, {@code \r\n} or {@code \r}. Each line is decoded as UTF-8, or as
 * ISO-8859-1 when it is not valid UTF-8, as older PBN files are written.
 */
public final class BoundedLineReader implements Closeable {

    /** The longest line read: 1 MB (a PBN deal string is 67 characters; a LIN board a few hundred). */
    public static final int MAX_LINE_BYTES = 1 << 20;

    private final InputStream in;
    private final String name;
    private final int maxLineBytes;
    private final byte[] buffer = new byte[64 * 1024];
    private int position;
    private int limit;
    private boolean ended;
    private boolean skipLineFeed;
    private byte[] line = new byte[256];
    private int lineNumber;
    /** The length of the start kept of the line {@link #readLine} last refused, or -1. */
    private int refusedLength = -1;
    private final CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);

    /** Lines of {@code in} (called {@code name} in errors; may be empty) of at most {@link #MAX_LINE_BYTES}. */
    public BoundedLineReader(InputStream in, String name) {
        this(in, name, MAX_LINE_BYTES);
    }

    /** Lines of {@code in} (called {@code name} in errors; may be empty) of at most {@code maxLineBytes}. */
    public BoundedLineReader(InputStream in, String name, int maxLineBytes) {
        if (maxLineBytes < 1) {
            throw new IllegalArgumentException("the line bound must be positive, got " + maxLineBytes);
        }
        this.in = in;
        this.name = name;
        this.maxLineBytes = maxLineBytes;
    }

    /** Every line of {@code in} (called {@code name} in errors), each within {@link #MAX_LINE_BYTES}. */
    public static List<String> readAll(InputStream in, String name) throws IOException {
        List<String> lines = new ArrayList<>();
        BoundedLineReader reader = new BoundedLineReader(in, name);
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            lines.add(line);
        }
        return lines;
    }

    /**
     * The next line without its end, or null at the end of the stream.
     *
     * @throws IllegalArgumentException for a line longer than the bound: "NAME, line N: longer than
     *     1 MB (...)", having read no more of it than the bound
     * @throws IOException when the stream cannot be read
     */
    public String readLine() throws IOException {
        refusedLength = -1;
        int length = 0;
        boolean any = false;
        while (true) {
            if (position == limit) {
                if (ended || !fill()) {
                    ended = true;
                    return any ? finish(length) : null;
                }
            }
            if (skipLineFeed) {
                skipLineFeed = false;
                if (buffer[position] == '\n') {
                    position++;
                    continue;
                }
            }
            any = true;
            int start = position;
            while (position < limit && buffer[position] != '\n' && buffer[position] != '\r') {
                position++;
            }
            int chunk = position - start;
            if (length + chunk > maxLineBytes) {
                int kept = Math.min(maxLineBytes - length, chunk);
                if (length + kept > line.length) {
                    line = Arrays.copyOf(line, length + kept);
                }
                System.arraycopy(buffer, start, line, length, kept);
                refusedLength = length + kept;
                throw new IllegalArgumentException((name.isEmpty() ? "" : name + ", ") + "line " + (lineNumber + 1)
                        + ": longer than " + describe(maxLineBytes) + " (not a text file of this kind, or one "
                        + "without line breaks)");
            }
            if (length + chunk > line.length) {
                line = Arrays.copyOf(line, Math.min(maxLineBytes, Math.max(2 * line.length, length + chunk)));
            }
            System.arraycopy(buffer, start, line, length, chunk);
            length += chunk;
            if (position < limit) {
                skipLineFeed = buffer[position] == '\r';
                position++;
                return finish(length);
            }
        }
    }

    /**
     * Reads past the rest of the line {@link #readLine} last refused as too long, up to and including
     * its line break, so that reading goes on with the next line (for a reader that answers a bad line
     * and carries on, as {@code zwang dds stdio} does); holds no more than the bound meanwhile.
     *
     * @return the refused line's first {@code maxLineBytes} bytes, decoded as {@link #readLine} would
     * @throws IllegalStateException when the last read refused no line
     */
    public String skipRefusedLine() throws IOException {
        if (refusedLength < 0) {
            throw new IllegalStateException("no line was refused");
        }
        String start = finish(refusedLength);
        refusedLength = -1;
        while (true) {
            if (position == limit && (ended || !fill())) {
                ended = true;
                return start;
            }
            byte b = buffer[position++];
            if (b == '\n' || b == '\r') {
                skipLineFeed = b == '\r';
                return start;
            }
        }
    }

    /** The line number of the last line read (the first is 1). */
    public int lineNumber() {
        return lineNumber;
    }

    private boolean fill() throws IOException {
        int read = in.read(buffer);
        while (read == 0) {
            read = in.read(buffer);
        }
        position = 0;
        limit = Math.max(read, 0);
        return read > 0;
    }

    private String finish(int length) {
        lineNumber++;
        try {
            return utf8.decode(ByteBuffer.wrap(line, 0, length)).toString();
        } catch (CharacterCodingException e) {
            return new String(line, 0, length, StandardCharsets.ISO_8859_1);
        }
    }

    private static String describe(int bytes) {
        return bytes % (1 << 20) == 0 ? (bytes >> 20) + " MB" : bytes + " bytes";
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
