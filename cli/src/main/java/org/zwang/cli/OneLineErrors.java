package org.zwang.cli;

import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * Turns errors into one line a user can act on, never a stack trace: bad options name the option
 * and point at {@code --help}; bad input such as a malformed deal or FEN, which the libraries report
 * as {@link IllegalArgumentException}, prints its message. Both exit with code 2; exit code 1 is left to commands whose answer is a failed check (a
 * {@code --check} mismatch, a disagreement in {@code compare}). Anything else is a bug in Zwang and
 * says so in one line (exit code 3). Running out of Java heap is exit code 4, after what finished was
 * written ({@link OutOfMemoryException}).
 */
public final class OneLineErrors implements IExecutionExceptionHandler, IParameterExceptionHandler {

    /** Exit code for bad input data (the same as for a bad command line). */
    public static final int BAD_INPUT = 2;
    /** Exit code for a bad command line. */
    public static final int USAGE = 2;
    /** Exit code for an internal error. */
    public static final int INTERNAL = 3;
    /** Exit code for running out of Java heap (what finished was written first). */
    public static final int OUT_OF_MEMORY = 4;

    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        CommandLine command = ex.getCommandLine();
        String name = command.getCommandSpec().qualifiedName();
        command.getErr().println(name + ": " + asTyped(ex.getMessage(), ex.getArgSpec(), args) + " (see '" + name
                + " --help')");
        return USAGE;
    }

    /**
     * The message with the option named as the user typed it: picocli names an option by its
     * longest name ({@code --trumps} for {@code --trump X}).
     */
    static String asTyped(String message, ArgSpec arg, String[] args) {
        if (!(arg instanceof OptionSpec) || message == null) {
            return message;
        }
        OptionSpec option = (OptionSpec) arg;
        String longest = option.longestName();
        for (String word : args) {
            String typed = word.split("=", 2)[0];
            if (!typed.equals(longest) && java.util.Arrays.asList(option.names()).contains(typed)) {
                return message.replace("'" + longest + "'", "'" + typed + "'");
            }
        }
        return message;
    }

    @Override
    public int handleExecutionException(Exception ex, CommandLine command, ParseResult parseResult) {
        String name = command.getCommandSpec().qualifiedName();
        if (ex instanceof OutOfMemoryException) {
            command.getErr().println(name + ": " + ex.getMessage());
            return OUT_OF_MEMORY;
        }
        if (ex instanceof UserInputException || ex instanceof IllegalArgumentException
                || ex instanceof java.io.UncheckedIOException || ex instanceof java.io.IOException) {
            command.getErr().println(name + ": " + message(ex));
            return BAD_INPUT;
        }
        command.getErr().println(name + ": internal error: " + ex + " (please report it)");
        return INTERNAL;
    }

    private static String message(Exception ex) {
        String message = ex.getMessage();
        if (ex instanceof java.nio.file.NoSuchFileException) {
            return "no such file: " + message;
        }
        if (ex instanceof java.io.UncheckedIOException && ex.getCause() != null) {
            return message(ex.getCause());
        }
        return message == null ? ex.toString() : message;
    }

    private static String message(Throwable cause) {
        return cause instanceof Exception ? message((Exception) cause) : String.valueOf(cause.getMessage());
    }
}
