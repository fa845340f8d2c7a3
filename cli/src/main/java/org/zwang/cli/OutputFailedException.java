package org.zwang.cli;

import java.io.IOException;

/**
 * Standard output could not be written (a full disk, a closed pipe): the command stops where it is.
 * {@link OneLineErrors} says so in one line with exit code {@link OneLineErrors#OUTPUT_FAILED}, or
 * ends quietly with {@link OneLineErrors#CLOSED_PIPE} when the reader went away ({@code | head}), as
 * Unix tools do.
 */
public final class OutputFailedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    OutputFailedException(IOException cause) {
        super(cause.getMessage(), cause);
    }

    /** True when the reader of a pipe has closed it (EPIPE): nobody is left to tell. */
    boolean closedPipe() {
        String reason = getMessage();
        return reason != null && reason.contains("Broken pipe");
    }
}
