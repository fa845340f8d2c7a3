package org.zwang.cli;

import java.io.PrintWriter;
import picocli.CommandLine;

/**
 * The entry point of {@code zwang.jar}: builds the command tree and turns every failure into one line
 * on stderr and a non-zero exit code. This module is the only one that prints or exits.
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        // Charts are drawn off-screen; no display is needed.
        System.setProperty("java.awt.headless", "true");
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the command line with the given streams and returns the exit code (for tests). */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine commandLine = newCommandLine(out, err);
        try {
            return commandLine.execute(args);
        } catch (OutOfMemoryError e) { // picocli hands only exceptions to OneLineErrors
            out.flush();
            err.println("zwang: out of memory (" + e.getMessage() + "): use a smaller --table-mb or --threads, or give "
                    + "Java more memory (ZWANG_JAVA_OPTS=-Xmx8g)");
            err.flush();
            return OneLineErrors.OUT_OF_MEMORY;
        }
    }

    /** The configured command tree. */
    public static CommandLine newCommandLine(PrintWriter out, PrintWriter err) {
        CommandLine commandLine = new CommandLine(new ZwangCommand());
        commandLine.setOut(out);
        commandLine.setErr(err);
        commandLine.setExecutionExceptionHandler(new OneLineErrors());
        commandLine.setParameterExceptionHandler(new OneLineErrors());
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        return commandLine;
    }
}
