package org.zwang.protocol;

/**
 * What the engine may write back of a line it was given: GUIs show error replies and info strings to
 * people, and a 10 MB {@code position fen …} or a NUL byte must not come back whole. Text is cut to
 * a short excerpt and control characters are escaped, so every reply stays one short printable line.
 */
public final class ProtocolText {

    /** The most characters of a user's line quoted back in a reply. */
    public static final int EXCERPT_CHARS = 100;
    /** The most characters of one message (an info string, an error reply's text). */
    public static final int MESSAGE_CHARS = 400;

    private ProtocolText() {
    }

    /** {@code text} cut to {@link #EXCERPT_CHARS}, escaped, with the full length said when cut. */
    public static String excerpt(String text) {
        return limit(text, EXCERPT_CHARS);
    }

    /**
     * {@code text} cut to {@code maxChars} characters (then followed by "… (N characters)"), with
     * control characters written as {@code \n}, {@code \t}, {@code \r} or {@code \xNN}.
     */
    public static String limit(String text, int maxChars) {
        if (text == null) {
            return "null";
        }
        int keep = Math.min(text.length(), maxChars);
        StringBuilder out = new StringBuilder(keep + 24);
        for (int i = 0; i < keep; i++) {
            escape(text.charAt(i), out);
        }
        if (keep < text.length()) {
            out.append("... (").append(text.length()).append(" characters)");
        }
        return out.toString();
    }

    /** {@code line} with control characters escaped (nothing cut): safe to write as one protocol line. */
    public static String printable(String line) {
        for (int i = 0; i < line.length(); i++) {
            if (isControl(line.charAt(i))) {
                StringBuilder out = new StringBuilder(line.length() + 8).append(line, 0, i);
                for (int j = i; j < line.length(); j++) {
                    escape(line.charAt(j), out);
                }
                return out.toString();
            }
        }
        return line;
    }

    private static boolean isControl(char c) {
        return c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0);
    }

    private static void escape(char c, StringBuilder out) {
        if (!isControl(c)) {
            out.append(c);
        } else if (c == '\n') {
            out.append("\\n");
        } else if (c == '\r') {
            out.append("\\r");
        } else if (c == '\t') {
            out.append("\\t");
        } else {
            out.append(String.format("\\x%02x", (int) c));
        }
    }
}
