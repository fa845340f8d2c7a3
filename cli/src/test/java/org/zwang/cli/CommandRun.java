package org.zwang.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A {@code zwang} command run in-process through {@link Main#run}: its exit code and what it printed,
 * with the checks every command's tests make of them; the one copy of that capture for all the
 * command tests.
 */
public record CommandRun(int code, String out, String err) {

    /** Runs {@code zwang args...} and captures its exit code, stdout and stderr. */
    public static CommandRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new CommandRun(code, out.toString(), err.toString());
    }

    public List<String> outLines() {
        return out.lines().collect(Collectors.toList());
    }

    /** Asserts success with nothing on stderr. */
    public CommandRun ok() {
        assertEquals(0, code, () -> "exit code; stderr: " + err + "\nstdout: " + out);
        assertEquals("", err);
        return this;
    }

    /** Asserts a failure: this exit code, nothing on stdout, one line on stderr containing {@code text}. */
    public CommandRun fails(int expectedCode, String text) {
        assertEquals(expectedCode, code, () -> "exit code; stderr: " + err + "\nstdout: " + out);
        assertEquals("", out, "nothing on stdout");
        assertEquals(1, err.lines().count(), () -> "one line on stderr: " + err);
        assertTrue(err.contains(text), () -> "stderr should contain '" + text + "': " + err);
        assertTrue(!err.contains("Exception") && !err.contains("\tat "), () -> "no stack trace: " + err);
        return this;
    }
}
