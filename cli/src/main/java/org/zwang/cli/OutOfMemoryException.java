package org.zwang.cli;

/**
 * A command ran out of Java heap: not the user's input and not a bug, so it has its own exit code
 * ({@link OneLineErrors#OUT_OF_MEMORY}); the message says what finished (and was written) and how
 * to give the command room: a smaller table, fewer threads, or a larger heap.
 */
public final class OutOfMemoryException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public OutOfMemoryException(String message) {
        super(message);
    }
}
