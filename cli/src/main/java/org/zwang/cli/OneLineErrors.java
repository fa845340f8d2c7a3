package org.zwang.cli;

import java.nio.CharBuffer;
import org.zwang.bridge.model.Tokens;
import org.zwang.protocol.ProtocolText;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IExecutionStrategy;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * Turns errors into one line a user can act on, never a stack trace: bad options name the option
 * and point at {@code --help}; bad input such as a malformed deal or FEN, which the libraries report
 * as {@link IllegalArgumentException}, prints its message. Both exit with code 2; exit code 1 is left to commands whose answer is a failed check (a
 * {@code --check} mismatch, a disagreement in {@code compare}). Anything else is a bug in Zwang and
 * says so in one line (exit code 3). Running out of Java heap is exit code 4, after what finished was
 * written ({@link OutOfMemoryException}); standard output that cannot be written is exit code 5
 * ({@link OutputFailedException}), or a quiet 141 when the reader of a pipe has gone.
 *
 * <p>Every line is printed through {@link #oneLine}: whatever a library quoted of the user's input (a
 * 100 KB FEN, a 200 MB line of a file) is cut to the short excerpt {@link Tokens#quote} makes, and
 * the line stays one printable line.
 */
public final class OneLineErrors implements IExecutionExceptionHandler, IParameterExceptionHandler, IExecutionStrategy {

    /** Exit code for bad input data (the same as for a bad command line). */
    public static final int BAD_INPUT = 2;
    /** Exit code for a bad command line. */
    public static final int USAGE = 2;
    /** Exit code for an internal error. */
    public static final int INTERNAL = 3;
    /** Exit code for running out of Java heap (what finished was written first). */
    public static final int OUT_OF_MEMORY = 4;
    /** Exit code when standard output cannot be written (a full disk): the output is incomplete. */
    public static final int OUTPUT_FAILED = 5;
    /** Exit code when the reader of standard output closed the pipe (128 + SIGPIPE, as shells report it). */
    public static final int CLOSED_PIPE = 141;

    /** The longest error line printed (an excerpt of the user's input included). */
    private static final int MAX_LINE = 1000;

    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        CommandLine command = ex.getCommandLine();
        String name = command.getCommandSpec().qualifiedName();
        command.getErr().println(oneLine(name + ": " + asTyped(ex.getMessage(), ex.getArgSpec(), args) + " (see '" + name
                + " --help')"));
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

    /**
     * Runs the command as picocli does ({@link CommandLine.RunLast}); help or version text that cannot
     * be written ends as a command's output does, instead of as picocli's stack trace.
     */
    @Override
    public int execute(ParseResult parseResult) {
        try {
            return new CommandLine.RunLast().execute(parseResult);
        } catch (OutputFailedException e) {
            ParseResult last = parseResult;
            while (last.subcommand() != null) {
                last = last.subcommand();
            }
            return outputFailed(e, last.commandSpec().commandLine().getErr(), last.commandSpec().qualifiedName());
        }
    }

    @Override
    public int handleExecutionException(Exception ex, CommandLine command, ParseResult parseResult) {
        String name = command.getCommandSpec().qualifiedName();
        OutputFailedException outputFailed = outputFailure(ex);
        if (outputFailed != null) {
            return outputFailed(outputFailed, command.getErr(), name);
        }
        if (ex instanceof OutOfMemoryException) {
            command.getErr().println(oneLine(name + ": " + ex.getMessage()));
            return OUT_OF_MEMORY;
        }
        if (ex instanceof UserInputException || ex instanceof IllegalArgumentException
                || ex instanceof java.io.UncheckedIOException || ex instanceof java.io.IOException) {
            command.getErr().println(oneLine(name + ": " + message(ex)));
            return BAD_INPUT;
        }
        command.getErr().println(oneLine(name + ": internal error: " + ex + " (please report it)"));
        return INTERNAL;
    }

    /** The write failure behind {@code ex} (itself or a cause), or null. */
    static OutputFailedException outputFailure(Throwable ex) {
        for (Throwable cause = ex; cause != null; cause = cause.getCause()) {
            if (cause instanceof OutputFailedException) {
                return (OutputFailedException) cause;
            }
        }
        return null;
    }

    /** Says that standard output failed (nothing for a closed pipe) and returns the exit code. */
    static int outputFailed(OutputFailedException e, java.io.PrintWriter err, String command) {
        if (e.closedPipe()) {
            return CLOSED_PIPE;
        }
        err.println(oneLine(command + ": cannot write standard output: "
                + UserFiles.reason((java.io.IOException) e.getCause()) + " (the output is incomplete)"));
        err.flush();
        return OUTPUT_FAILED;
    }

    private static String message(Exception ex) {
        if (ex instanceof java.io.IOException) {
            java.io.IOException io = (java.io.IOException) ex;
            String file = io instanceof java.nio.file.FileSystemException ? ((java.nio.file.FileSystemException) io).getFile()
                    : null;
            return file == null ? UserFiles.reason(io) : file + ": " + UserFiles.reason(io);
        }
        if (ex instanceof java.io.UncheckedIOException && ex.getCause() != null) {
            return message(ex.getCause());
        }
        String message = ex.getMessage();
        return message == null ? ex.toString() : message;
    }

    private static String message(Throwable cause) {
        return cause instanceof Exception ? message((Exception) cause) : String.valueOf(cause.getMessage());
    }

    /**
     * {@code line} made one short printable line: every single-quoted part longer than
     * {@link Tokens#MAX_ECHO} (what a library quoted of the user's input) cut as {@link Tokens#quote}
     * cuts the tokens it quotes, control characters escaped, and the whole at most about
     * {@value #MAX_LINE} characters. Quoted parts are read in place: a 200 MB token is not copied.
     */
    public static String oneLine(String line) {
        StringBuilder text = new StringBuilder(Math.min(line.length(), MAX_LINE) + 16);
        int at = 0;
        while (at < line.length() && text.length() < MAX_LINE) {
            int open = openingQuote(line, at);
            int close = open < 0 ? -1 : line.indexOf('\'', open + 1);
            int plainEnd = Math.min(close < 0 ? line.length() : open, at + MAX_LINE - text.length());
            text.append(line, at, plainEnd);
            at = plainEnd;
            if (close >= 0 && at == open) {
                boolean longToken = close - open - 1 > Tokens.MAX_ECHO;
                text.append(longToken ? Tokens.quote(CharBuffer.wrap(line, open + 1, close)) : line.substring(open, close + 1));
                at = close + 1;
            }
        }
        if (at < line.length()) {
            text.append("...");
        }
        return ProtocolText.printable(text.toString());
    }

    /** The first quote from {@code from} that opens a quotation (an apostrophe, as in "dum-dum's", does not), or -1. */
    private static int openingQuote(String line, int from) {
        int quote = line.indexOf('\'', from);
        while (quote > 0 && Character.isLetterOrDigit(line.charAt(quote - 1))) {
            quote = line.indexOf('\'', quote + 1);
        }
        return quote;
    }
}
