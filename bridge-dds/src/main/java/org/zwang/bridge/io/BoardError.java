package org.zwang.bridge.io;

/**
 * What is wrong with one board of a file, and on which line: thrown by the readers of each format
 * for a fault that spoils that board alone, so that {@link DealFileReader} can set the board aside
 * and read on. Its message is the one-line form "line N: reason" ("reason" when no line is known).
 */
final class BoardError extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    final int line;
    final String reason;

    BoardError(int line, String reason) {
        super(line > 0 ? "line " + line + ": " + reason : reason);
        this.line = line;
        this.reason = reason;
    }
}
