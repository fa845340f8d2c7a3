package org.zwang.bridge.spark;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * The lines of a stream, numbered from 1, each kept only up to a bound: a longer line is read to its
 * end without being held (only its first {@code maxBytes} bytes are kept, to tell binary data from
 * text) and reported as too long, so one 200 MB line costs the task 1 MB, not gigabytes. Lines end
 * at {@code \n}, {@code \r\n} or {@code \r}; each line is UTF-8, or ISO-8859-1 when it is not valid
 * UTF-8 (as older PBN files are). Spark's own text reader holds every line whole and cannot say which
 * line a row was, hence this reader.
 */
final class BoundedLines {

    /** The longest line kept, in bytes: deal lines are about 70 bytes, a LIN board a few kB. */
    static final int MAX_LINE_BYTES = 1 << 20;

    private final InputStream in;
    private final int maxBytes;
    private final byte[] buffer = new byte[64 * 1024];
    private int position;
    private int limit;
    private byte[] kept = new byte[256];
    private int keptLength;
    private long length;
    private long number;
    private boolean afterCarriageReturn;

    BoundedLines(InputStream in, int maxBytes) {
        this.in = in;
        this.maxBytes = maxBytes;
    }

    /** Reads the next line; false at the end of the stream. */
    boolean next() throws IOException {
        keptLength = 0;
        length = 0;
        boolean any = false;
        while (true) {
            if (position == limit) {
                limit = in.read(buffer, 0, buffer.length);
                position = 0;
                if (limit <= 0) {
                    limit = 0;
                    if (any) {
                        number++;
                    }
                    return any;
                }
            }
            byte b = buffer[position++];
            if (afterCarriageReturn) {
                afterCarriageReturn = false;
                if (b == '\n') {
                    continue; // the \n of a \r\n
                }
            }
            if (b == '\n' || b == '\r') {
                afterCarriageReturn = b == '\r';
                number++;
                return true;
            }
            any = true;
            length++;
            if (keptLength < maxBytes) {
                if (keptLength == kept.length) {
                    kept = java.util.Arrays.copyOf(kept, Math.min(maxBytes, 2 * kept.length));
                }
                kept[keptLength++] = b;
            }
        }
    }

    /** The number of the line just read (1 for the first). */
    long number() {
        return number;
    }

    /** The length of the line just read in bytes, without its end. */
    long length() {
        return length;
    }

    /** True when the line just read is longer than the bound: {@link #text()} is then only its start. */
    boolean tooLong() {
        return length > maxBytes;
    }

    /** The line just read (its first {@code maxBytes} bytes when it is too long). */
    String text() {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(kept, 0, keptLength))
                    .toString();
        } catch (CharacterCodingException e) {
            return new String(kept, 0, keptLength, StandardCharsets.ISO_8859_1);
        }
    }
}
