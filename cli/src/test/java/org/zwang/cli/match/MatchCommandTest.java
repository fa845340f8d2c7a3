package org.zwang.cli.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import org.zwang.cli.Main;

/**
 * Bad match settings are refused before any engine starts: one line on stderr naming the problem,
 * nothing on stdout, exit code 2. (The engines here are commands that do not exist: reaching them
 * would be a different error.)
 */
class MatchCommandTest {

    private static void refused(String expected, String... settings) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        String[] args = new String[settings.length + 5];
        args[0] = "match";
        args[1] = "-e1";
        args[2] = "no-such-engine-1";
        args[3] = "-e2";
        args[4] = "no-such-engine-2";
        System.arraycopy(settings, 0, args, 5, settings.length);
        int code = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        assertEquals(2, code, () -> String.join(" ", settings) + ": " + err);
        assertEquals("", out.toString());
        assertEquals(1, err.toString().lines().count(), err::toString);
        assertTrue(err.toString().contains(expected), () -> "expected '" + expected + "' in: " + err);
        assertFalse(err.toString().contains("Exception"), err::toString);
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
