package org.zwang.cli.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.zwang.cli.CommandRun;

/**
 * Bad match settings are refused before any engine starts: one line on stderr naming the problem,
 * nothing on stdout, exit code 2. (The engines here are commands that do not exist: reaching them
 * would be a different error.)
 */
class MatchCommandTest {

    private static void refused(String expected, String... settings) {
        String[] args = new String[settings.length + 5];
        args[0] = "match";
        args[1] = "-e1";
        args[2] = "no-such-engine-1";
        args[3] = "-e2";
        args[4] = "no-such-engine-2";
        System.arraycopy(settings, 0, args, 5, settings.length);
        CommandRun run = CommandRun.of(args);
        assertEquals(2, run.code(), () -> String.join(" ", settings) + ": " + run.err());
        assertEquals("", run.out());
        assertEquals(1, run.err().lines().count(), run::err);
        assertTrue(run.err().contains(expected), () -> "expected '" + expected + "' in: " + run.err());
        assertFalse(run.err().contains("Exception"), run::err);
    }

    @Test
    void badSprtSettingsAreNamed() {
        refused("elo0 < elo1", "--sprt", "elo0=5,elo1=0");
        refused("unknown SPRT setting 'elo2'", "--sprt", "elo0=0,elo2=5");
        refused("bad number 'five' for SPRT elo1", "--sprt", "elo0=0,elo1=five");
        refused("SPRT error rates", "--sprt", "elo0=0,elo1=5,beta=0.9");
        refused("at least one game pair", "--sprt", "elo0=0,elo1=5", "--games", "1");
    }

    @Test
    void badClocksAndOpeningChoicesAreNamed() {
        refused("bad time control '10+x'", "--tc1", "10+x");
        refused("bad time control '-5'", "--tc2", "-5");
        refused("exclude each other", "--openings", "some.fen", "--random-openings");
    }
}
