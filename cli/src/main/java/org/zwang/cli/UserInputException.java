package org.zwang.cli;

/**
 * Bad input a user gave a command (a file that holds no deals, an option value out of range): the
 * command stops and {@link OneLineErrors} prints the message as one line with exit code 2.
 */
public final class UserInputException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public UserInputException(String message) {
        super(message);
    }
}
