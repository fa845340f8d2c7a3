package org.zwang.cli;

import java.io.PrintWriter;
import picocli.CommandLine;

/**
 * The entry point of {@code zwang.jar}: builds the part of the command tree the arguments reach
 * ({@link CommandTree}) and turns every failure into one line on stderr and a non-zero exit code. This module is the only one that prints or exits.
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
        CommandLine commandLine = configure(CommandTree.forArguments(args), out, err);
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

    /** The whole configured command tree (every command's model: for help over all of them and tests). */
    public static CommandLine newCommandLine(PrintWriter out, PrintWriter err) {
        return configure(CommandTree.full(), out, err);
    }

    /** Streams and one-line error handlers, set after the tree is grown so that they reach every command. */
    private static CommandLine configure(CommandLine commandLine, PrintWriter out, PrintWriter err) {
        commandLine.setOut(out);
        commandLine.setErr(err);
        commandLine.setExecutionExceptionHandler(new OneLineErrors());
        commandLine.setParameterExceptionHandler(new OneLineErrors());
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        return commandLine;
    }
}
