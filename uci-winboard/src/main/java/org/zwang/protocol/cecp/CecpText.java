package org.zwang.protocol.cecp;

import java.util.Locale;
import org.zwang.protocol.ProtocolText;

/**
 * The text rules of CECP error replies and input tokens: GUIs parse {@code Error (REASON): COMMAND}
 * and {@code Illegal move (REASON): MOVE}, so a reason carries no parentheses or colons (§8).
 */
final class CecpText {

    private CecpText() {
    }

    static String command(String line) {
        return line.split("\\s+", 2)[0];
    }

    static String noGameError(String line) {
        return "Error (no game in progress, send new first): " + ProtocolText.excerpt(line);
    }

    static boolean looksLikeMove(String token) {
        return token.length() >= 4 && token.charAt(0) >= 'a' && token.charAt(0) <= 'h'
                && token.charAt(1) >= '1' && token.charAt(1) <= '8'
                && token.charAt(2) >= 'a' && token.charAt(2) <= 'h'
                && token.charAt(3) >= '1' && token.charAt(3) <= '8';
    }

    /**
     * The reason part of a move error for {@code Illegal move (REASON): MOVE}: the library's message
     * without the quoted move, and without parentheses or colons, which GUIs parse.
     */
    static String reason(String message, String move) {
        String text = message == null ? "illegal" : message;
        for (String prefix : new String[] {"illegal move '" + move + "'", "bad move '" + move + "'"}) {
            if (text.startsWith(prefix)) {
                text = text.substring(prefix.length());
                if (text.isBlank()) {
                    text = prefix.startsWith("bad") ? "malformed" : "illegal";
                }
            }
        }
        return clean(text.replaceFirst("^[:\\s]+", ""));
    }

    /** A message made safe to sit inside {@code (...)} of an error line. */
    static String clean(String message) {
        String text = ProtocolText.limit(message, 200);
        String cleaned = text.replace(" (", ", ").replace("(", "").replace(")", "").replace(":", ",").trim();
        return cleaned.toLowerCase(Locale.ROOT).startsWith("error") ? cleaned.substring(5).trim() : cleaned;
    }
}
