package org.zwang.bridge.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Chars;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The bounded line reader: the lines Java's own splitting gives, and a refusal of an overlong line that reads no more than the bound. */
class BoundedLineReaderTest {

    /** Any text, any line ends, any buffer boundary: the same lines as splitting the whole text (brute force). */
    @Property(tries = 300)
    void readsTheLinesSplittingTheWholeTextGives(@ForAll @StringLength(max = 400) @Chars({'a', 'b', 'c', 'é', '€'}) String text,
            @ForAll @IntRange(min = 1, max = 7) int chunk) throws IOException {
        String withBreaks = text.replace('a', '\n').replace('b', '\r');
        List<String> expected = new java.util.ArrayList<>(Arrays.asList(withBreaks.split("\r\n|\n|\r", -1)));
        if (expected.get(expected.size() - 1).isEmpty()) {
            expected.remove(expected.size() - 1); // a final line end ends the last line; it does not start one
        }
        byte[] bytes = withBreaks.getBytes(StandardCharsets.UTF_8);
        assertEquals(expected, BoundedLineReader.readAll(new Trickle(bytes, chunk), "t"));
    }

    @Test
    void eachLineIsUtf8OrElseLatin1() throws IOException {
        byte[] utf8 = "Sjöberg\n".getBytes(StandardCharsets.UTF_8);
        byte[] latin1 = "Sjöberg\n".getBytes(StandardCharsets.ISO_8859_1);
        byte[] both = new byte[utf8.length + latin1.length];
        System.arraycopy(utf8, 0, both, 0, utf8.length);
        System.arraycopy(latin1, 0, both, utf8.length, latin1.length);
        assertEquals(List.of("Sjöberg", "Sjöberg"), BoundedLineReader.readAll(new ByteArrayInputStream(both), "t"));
    }

    /** A line over the bound is refused with its number, and the reader has read no more of it than the bound (and a buffer). */
    @Test
    void aLineOverTheBoundIsRefusedWithoutBeingRead() {
        long[] served = {0};
        byte[] firstLine = "ok\n".getBytes(StandardCharsets.UTF_8);
        InputStream endless = new InputStream() { // "ok\n" then an endless line of x
            @Override
            public int read() {
                served[0]++;
                return served[0] <= firstLine.length ? firstLine[(int) served[0] - 1] : 'x';
            }

            @Override
            public int read(byte[] b, int off, int len) {
                for (int i = 0; i < len; i++) {
                    b[off + i] = (byte) read();
                }
                return len;
            }
        };
        BoundedLineReader reader = new BoundedLineReader(endless, "huge.txt", 1000);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> {
            assertEquals("ok", reader.readLine());
            reader.readLine();
        });
        assertEquals("huge.txt, line 2: longer than 1000 bytes (not a text file of this kind, or one without line breaks)",
                e.getMessage());
        assertTrue(served[0] <= 1000 + 64 * 1024 + 3, "read " + served[0] + " bytes");
        assertEquals(1, reader.lineNumber());
    }

    /** A reader that answers a bad line and goes on: the refused line's start, then the next lines. */
    @Test
    void aRefusedLineCanBeSkippedAndReadingGoesOn() throws IOException {
        String longest = "x".repeat(100);
        for (String end : new String[] {"\n", "\r\n", "\r"}) {
            String text = longest + end + longest + "yz" + end + "next" + end + "é".repeat(60) + end + longest + "!";
            BoundedLineReader reader = new BoundedLineReader(
                    new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "", 100);
            assertEquals(longest, reader.readLine());
            assertThrows(IllegalArgumentException.class, reader::readLine);
            assertEquals(longest, reader.skipRefusedLine());
            assertEquals("next", reader.readLine());
            assertEquals(3, reader.lineNumber());
            assertThrows(IllegalArgumentException.class, reader::readLine); // 120 bytes of UTF-8
            assertEquals("é".repeat(50), reader.skipRefusedLine());
            assertThrows(IllegalArgumentException.class, reader::readLine);
            assertEquals(longest, reader.skipRefusedLine());
            assertNull(reader.readLine());
            assertEquals(5, reader.lineNumber());
        }
        assertThrows(IllegalStateException.class,
                () -> new BoundedLineReader(new ByteArrayInputStream(new byte[0]), "").skipRefusedLine());
    }

    /** The deal file reader reads through it: a 2 MB line is refused by line number. */
    @Test
    void theDealFileReaderRefusesAnOverlongLine(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("deals.txt");
        Files.writeString(file, "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765\n"
                + "x".repeat(2 << 20) + "\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DealFileReader.read(file));
        assertTrue(e.getMessage().startsWith("deals.txt, line 2: longer than 1 MB"), e.getMessage());
    }

    @Test
    void anEmptyStreamHasNoLines() throws IOException {
        assertNull(new BoundedLineReader(new ByteArrayInputStream(new byte[0]), "").readLine());
        assertEquals(List.of(""), BoundedLineReader.readAll(new ByteArrayInputStream(new byte[] {'\r', '\n'}), ""));
    }

    /** A stream that hands out at most {@code chunk} bytes a read, so lines and their ends straddle buffer fills. */
    private static final class Trickle extends InputStream {
        private final byte[] bytes;
        private final int chunk;
        private int at;

        Trickle(byte[] bytes, int chunk) {
            this.bytes = bytes;
            this.chunk = chunk;
        }

        @Override
        public int read() {
            return at < bytes.length ? bytes[at++] & 0xff : -1;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (at >= bytes.length) {
                return -1;
            }
            int n = Math.min(Math.min(len, chunk), bytes.length - at);
            System.arraycopy(bytes, at, b, off, n);
            at += n;
            return n;
        }
    }
}
