package org.zwang.cli.dds;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Every dds command has --help with its options' defaults and examples that name it. */
class HelpTest {

    @Test
    void everyCommandHasHelpWithExamples() {
        for (String command : new String[] {"random", "table", "solve", "file", "par", "play", "bench"}) {
            Cli.Run run = Cli.run("dds", command, "--help").ok();
            assertTrue(run.out.startsWith("Usage: zwang dds " + command), run.out);
            assertTrue(run.out.contains("Examples:\n  zwang dds " + command), run.out);
        }
        Cli.Run random = Cli.run("dds", "random", "--help").ok();
        assertTrue(random.out.contains("Default: 10."), random.out);
        assertTrue(random.out.contains("Default: 13."), random.out);
    }

    @Test
    void ddsAloneListsItsCommands() {
        Cli.Run run = Cli.run("dds").ok();
        for (String command : new String[] {"random", "table", "solve", "file", "par", "play", "bench"}) {
            assertTrue(run.out.contains("\n  " + command + " "), run.out);
        }
        assertTrue(Cli.run("--help").ok().out.contains("\n  dds "));
    }
}
