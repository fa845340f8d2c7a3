package org.zwang.cli.dds;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.zwang.cli.CommandRun;

/**
 * {@code zwang dds stdio}'s help (its bounded line reading is {@code BoundedLineReader}'s, tested there);
 * the protocol itself is checked end to end against DDS's numbers by {@code StdioCommandIT}, which
 * runs the jar.
 */
class StdioCommandTest {

    @Test
    void helpHasTheTableBoundAndExamples() {
        CommandRun run = Cli.run("dds", "stdio", "--help").ok();
        assertTrue(run.out().startsWith("Usage: zwang dds stdio"), run.out());
        assertTrue(run.out().contains("Examples:\n  zwang dds stdio"), run.out());
        assertTrue(run.out().contains("--table-mb"), run.out());
        assertTrue(run.out().contains(String.valueOf(StdioCommand.MAX_LINE)), run.out());
        assertTrue(Cli.run("dds", "--help").ok().out().contains("stdio"));
    }
}
