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

    /** Kept until the heap runs out, then let go so that saying so has room (a few lines of text). */
    @SuppressWarnings("unused")
    private static volatile byte[] memoryReserve = new byte[256 << 10];

    private static final String OUT_OF_MEMORY_ADVICE = "): give Java more memory (ZWANG_JAVA_OPTS=-Xmx8g, or "
            + "java -Xmx8g -jar zwang.jar), or ask for less at once (a smaller --table-mb, fewer --threads "
            + "or positions, where the command has them)";
    /** Said when even the reserve is not enough to build the line: encoded before anything can run out. */
    private static final byte[] LAST_RESORT_LINE = ("zwang: out of memory (Java heap space" + OUT_OF_MEMORY_ADVICE
            + System.lineSeparator()).getBytes(java.nio.charset.StandardCharsets.UTF_8);

    public static void main(String[] args) {
        // Charts are drawn off-screen; no display is needed.
        System.setProperty("java.awt.headless", "true");
        // Standard output through a stream that reports write errors (System.out keeps them to itself).
        int code;
        try {
            code = run(args, new PrintWriter(new CheckedStdout(), true), new PrintWriter(System.err, true));
        } catch (OutOfMemoryError e) { // out of memory again while saying so: the line made in advance
            memoryReserve = null;
            System.err.write(LAST_RESORT_LINE, 0, LAST_RESORT_LINE.length);
            System.err.flush();
            code = OneLineErrors.OUT_OF_MEMORY;
        }
        System.exit(code);
    }

    /** Runs the command line with the given streams and returns the exit code (for tests). */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine commandLine = configure(CommandTree.forArguments(args), out, err);
        try {
            int code = commandLine.execute(args);
            if (code == OneLineErrors.OUTPUT_FAILED || code == OneLineErrors.CLOSED_PIPE) {
                return code; // already said once; what is still buffered cannot be written either
            }
            out.flush(); // what is left of the output: a write error here still counts
            return code;
        } catch (OutputFailedException e) { // help, usage or the last of the output that could not be written
            return OneLineErrors.outputFailed(e, err, commandLine.getCommandName());
        } catch (OutOfMemoryError e) { // picocli hands only exceptions to OneLineErrors
            memoryReserve = null; // room for the line below, whatever still holds the heap
            try {
                out.flush();
            } catch (OutputFailedException writeFailed) {
                return OneLineErrors.outputFailed(writeFailed, err, commandLine.getCommandName());
            }
            // every command ends here, so the advice names what helps any of them, not one command's options
            err.println("zwang: out of memory (" + e.getMessage() + OUT_OF_MEMORY_ADVICE);
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
        OneLineErrors errors = new OneLineErrors();
        commandLine.setExecutionExceptionHandler(errors);
        commandLine.setParameterExceptionHandler(errors);
        commandLine.setExecutionStrategy(errors);
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        return commandLine;
    }
}
