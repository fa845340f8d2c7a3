package org.zwang.bridge.io;

/**
 * A JSON string literal for a value (RFC 8259 escaping), for the JSON outputs, which are simple
 * enough not to need a JSON library.
 */
public final class Json {

    private Json() {
    }

    /** The value as a quoted JSON string. */
    public static String string(String value) {
        StringBuilder text = new StringBuilder(value.length() + 2).append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"':
                    text.append("\\\"");
                    break;
                case '\\':
                    text.append("\\\\");
                    break;
                case '\n':
                    text.append("\\n");
                    break;
                case '\r':
                    text.append("\\r");
                    break;
                case '\t':
                    text.append("\\t");
                    break;
                default:
                    if (c < 0x20) {
                        text.append(String.format("\\u%04x", (int) c));
                    } else {
                        text.append(c);
                    }
            }
        }
        return text.append('"').toString();
    }
}
