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

    /**
     * The token in single quotes, control characters escaped, cut so that at most about
     * {@link #MAX_ECHO} characters are shown (escapes count with their length, so binary junk
     * gives a short excerpt too).
     */
    public static String quote(CharSequence token) {
        StringBuilder text = new StringBuilder(MAX_ECHO + 16).append('\'');
        int i = 0;
        for (; i < token.length() && text.length() <= MAX_ECHO; i++) {
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
        if (i < token.length()) {
            text.append("...");
        }
        return text.append('\'').toString();
    }

    /**
     * Whether a line read as text is really binary data: it holds a control character that no text
     * format of deals has (anything below a space but tab, form feed and carriage return; DEL).
     */
    public static boolean looksBinary(CharSequence line) {
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if ((c < ' ' && c != '\t' && c != '\f' && c != '\r') || c == 0x7f) {
                return true;
            }
        }
        return false;
    }
}
