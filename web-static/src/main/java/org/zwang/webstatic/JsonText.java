package org.zwang.webstatic;

import java.util.Map;
import org.zwang.bridge.io.Json;

/**
 * The answers' maps and lists as JSON text, as the server's JSON mapper writes them: the WebAssembly
 * build has no JSON library, and the answers hold only maps, lists, strings, numbers, booleans and
 * nulls.
 */
final class JsonText {

    private JsonText() {
    }

    static String write(Object value) {
        StringBuilder text = new StringBuilder();
        write(value, text);
        return text.toString();
    }

    private static void write(Object value, StringBuilder text) {
        if (value == null) {
            text.append("null");
        } else if (value instanceof String string) {
            text.append(Json.string(string));
        } else if (value instanceof Number || value instanceof Boolean) {
            text.append(value);
        } else if (value instanceof Map<?, ?> map) {
            text.append('{');
            String separator = "";
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                text.append(separator).append(Json.string(String.valueOf(entry.getKey()))).append(':');
                write(entry.getValue(), text);
                separator = ",";
            }
            text.append('}');
        } else if (value instanceof Iterable<?> list) {
            text.append('[');
            String separator = "";
            for (Object item : list) {
                text.append(separator);
                write(item, text);
                separator = ",";
            }
            text.append(']');
        } else {
            throw new IllegalArgumentException("no JSON form for a " + value.getClass().getSimpleName());
        }
    }
}
