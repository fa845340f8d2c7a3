package org.zwang.bridge.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The line reader of the job's text files: lines and their numbers as a text editor counts them
 * (checked against {@code String.split} on {@code \r?\n|\r}, as DealFileReader splits a file), a line
 * beyond the bound kept only to the bound but measured whole, and the encodings.
 */
class BoundedLinesTest {

    private static List<String> lines(String text, int max) throws IOException {
        BoundedLines lines = new BoundedLines(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), max);
        List<String> read = new ArrayList<>();
        while (lines.next()) {
            assertEquals(read.size() + 1, lines.number());
            read.add(lines.text());
        }
        return read;
    }

    @Test
    void linesEndAtNewlineCarriageReturnOrBothAsDealFileReaderSplitsThem() throws IOException {
        for (String text : new String[] {"a\nb\r\nc\rd", "a\n\nb\n", "\r\n\r\n", "", "x", "a\r\r\nb", "\n"}) {
            List<String> expected = new ArrayList<>(List.of(text.split("\r?\n|\r", -1)));
            if (expected.get(expected.size() - 1).isEmpty()) {
                expected.remove(expected.size() - 1); // a final line end ends the last line, it starts none
            }
            assertEquals(expected, lines(text, 100), text.replace("\r", "\\r").replace("\n", "\\n"));
        }
    }

    @Test
    void aLineBeyondTheBoundIsMeasuredWholeButKeptOnlyToTheBound() throws IOException {
        long length = 10_000_000; // streamed: never in memory
        InputStream stream = new InputStream() {
            private long sent;

            @Override
            public int read() {
                sent++;
                return sent <= length ? 'x' : sent == length + 1 ? '\n' : sent <= length + 4 ? 'y' : -1;
            }
        };
        BoundedLines lines = new BoundedLines(stream, 64);
        assertTrue(lines.next());
        assertTrue(lines.tooLong());
        assertEquals(length, lines.length());
        assertEquals("x".repeat(64), lines.text());
        assertTrue(lines.next());
        assertFalse(lines.tooLong());
        assertEquals(2, lines.number());
        assertEquals("yyy", lines.text());
        assertFalse(lines.next());

        BoundedLines exact = new BoundedLines(new ByteArrayInputStream("1234\n12345".getBytes(StandardCharsets.UTF_8)),
                4);
        assertTrue(exact.next());
        assertFalse(exact.tooLong(), "a line of exactly the bound is kept");
        assertTrue(exact.next());
        assertTrue(exact.tooLong());
        assertEquals("1234", exact.text());
    }

    @Test
    void eachLineIsUtf8OrElseIso88591() throws IOException {
        byte[] bytes = {'N', ':', (byte) 0xc3, (byte) 0xa9, '\n', 'K', (byte) 0xe9, '\n'};
        BoundedLines lines = new BoundedLines(new ByteArrayInputStream(bytes), 100);
        assertTrue(lines.next());
        assertEquals("N:\u00e9", lines.text());
        assertTrue(lines.next());
        assertEquals("K\u00e9", lines.text(), "a lone 0xE9 is not UTF-8: Latin-1");
    }
}
