package org.zwang.bridge.model;

/**
 * Quoting of user input inside error messages. Every parser names the offending token in a
 * one-line message; this keeps that line one line (control characters are escaped) and short
 * (long tokens are cut), whatever garbage the user typed.
 */
public final class Tokens {

    /** Longest part of a token echoed in a message. */
    public static final int MAX_ECHO = 60;

    private Tokens() {
    }

    /** The token in single quotes, control characters escaped, cut to {@link #MAX_ECHO} characters. */
    public static String quote(CharSequence token) {
        StringBuilder text = new StringBuilder(Math.min(token.length(), MAX_ECHO) + 8).append('\'');
        int limit = Math.min(token.length(), MAX_ECHO);
        for (int i = 0; i < limit; i++) {
            char c = token.charAt(i);
            if (c == '\n') {
                text.append("\\n");
            } else if (c == '\r') {
                text.append("\\r");
            } else if (c == '\t') {
                text.append("\\t");
            } else if (Character.isISOControl(c) || Character.getType(c) == Character.LINE_SEPARATOR
                    || Character.getType(c) == Character.PARAGRAPH_SEPARATOR) {
                text.append(String.format("\\u%04x", (int) c));
            } else {
                text.append(c);
            }
        }
        if (token.length() > limit) {
            text.append("...");
        }
        return text.append('\'').toString();
    }
}
