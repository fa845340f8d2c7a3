package org.zwang.cli.dds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import org.junit.jupiter.api.Test;
import org.zwang.cli.dds.StdioCommand.Read;

/**
 * {@code zwang dds stdio}'s line reading (bounded, so that no line fills the memory) and its help;
 * the protocol itself is checked end to end against DDS's numbers by {@code StdioCommandIT}, which
 * runs the jar.
 */
class StdioCommandTest {

    @Test
    void linesEndAtLineFeedsWithOrWithoutACarriageReturnAndTheLastNeedsNone() throws IOException {
        Reader in = new StringReader("{\"a\": 1}\r\n\nsecond\nlast\r");
        StringBuilder line = new StringBuilder();
        assertEquals(Read.LINE, StdioCommand.readLine(in, line));
        assertEquals("{\"a\": 1}", line.toString());
        assertEquals(Read.LINE, StdioCommand.readLine(in, line));
        assertEquals("", line.toString());
        assertEquals(Read.LINE, StdioCommand.readLine(in, line));
        assertEquals("second", line.toString());
        assertEquals(Read.LINE, StdioCommand.readLine(in, line));
        assertEquals("last", line.toString());
        assertEquals(Read.NOTHING, StdioCommand.readLine(in, line));
        assertEquals(Read.NOTHING, StdioCommand.readLine(in, line));
        assertEquals(Read.NOTHING, StdioCommand.readLine(new StringReader(""), line));
    }

    @Test
    void aLineOverTheBoundKeepsItsStartAndSkipsTheRest() throws IOException {
        String longest = "x".repeat(StdioCommand.MAX_LINE);
        Reader in = new StringReader(longest + "\n" + longest + "yz\nnext\n" + longest + "!");
        StringBuilder line = new StringBuilder();
        assertEquals(Read.LINE, StdioCommand.readLine(in, line));
        assertEquals(longest, line.toString());
        assertEquals(Read.TOO_LONG, StdioCommand.readLine(in, line));
        assertEquals(longest, line.toString());
        assertEquals(Read.LINE, StdioCommand.readLine(in, line));
        assertEquals("next", line.toString());
        assertEquals(Read.TOO_LONG, StdioCommand.readLine(in, line));
        assertEquals(Read.NOTHING, StdioCommand.readLine(in, line));
    }

    @Test
    void helpHasTheTableBoundAndExamples() {
        Cli.Run run = Cli.run("dds", "stdio", "--help").ok();
        assertTrue(run.out.startsWith("Usage: zwang dds stdio"), run.out);
        assertTrue(run.out.contains("Examples:\n  zwang dds stdio"), run.out);
        assertTrue(run.out.contains("--table-mb"), run.out);
        assertTrue(run.out.contains(String.valueOf(StdioCommand.MAX_LINE)), run.out);
        assertTrue(Cli.run("dds", "--help").ok().out.contains("stdio"));
    }
}
