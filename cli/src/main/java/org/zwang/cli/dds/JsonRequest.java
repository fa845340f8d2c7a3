package org.zwang.cli.dds;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One request line of {@code zwang dds stdio}: a JSON object, read with Jackson's streaming parser
 * into its fields, and the text of its {@code id} exactly as it was sent, so that the answer echoes it
 * verbatim (a string, a number, an object: any JSON value).
 *
 * <p>Reading never throws. A line that is not one JSON object keeps its first problem as
 * {@link #problem()} and the id when it came before the problem. The typed getters check a field's
 * JSON type and fail with a one-line {@link IllegalArgumentException} naming the field; a field set to
 * {@code null} counts as absent.
 */
final class JsonRequest {

    /** Strict JSON (no comments, no single quotes, no NaN); nesting depth bounded by Jackson (1000). */
    private static final JsonFactory JSON = new JsonFactory();

    /** Jackson's bounds: "Document nesting depth (1001) exceeds the maximum allowed (1000, from `...`)". */
    private static final Pattern LIMIT = Pattern.compile("^(.*?) \\(\\d+\\) exceeds the maximum allowed \\((\\d+)");
    /** "Unexpected end-of-input: expected close marker for Object (start marker at [Source: ...; column: 1])". */
    private static final Pattern UNCLOSED = Pattern.compile(
            "expected close marker for (Object|Array) \\(start marker at \\[.*?column: (\\d+)\\]\\)");

    /** A field whose value is JSON {@code null}. */
    private static final Object NULL = new Object();

    private final Map<String, Object> fields = new LinkedHashMap<>();
    private String id;
    private String problem;

    private JsonRequest() {
    }

    /** Reads one line. */
    static JsonRequest read(String line) {
        JsonRequest request = new JsonRequest();
        try (JsonParser parser = JSON.createParser(line)) {
            request.readObject(parser, line);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? "" : " at column " + e.getLocation().getColumnNr();
            request.problem = "malformed JSON" + where + ": " + inOurWords(e.getOriginalMessage());
        } catch (IOException e) {
            request.problem = "malformed JSON: " + inOurWords(e.getMessage());
        } catch (IllegalArgumentException e) {
            request.problem = e.getMessage();
        }
        return request;
    }

    private void readObject(JsonParser parser, String line) throws IOException {
        JsonToken start = parser.nextToken();
        if (start == JsonToken.VALUE_STRING) {
            parser.finishToken(); // a string never closed is malformed, not "a string"
        }
        if (start != JsonToken.START_OBJECT) {
            throw new IllegalArgumentException("a request is a JSON object {\"type\": ..., ...}, got "
                    + describe(start));
        }
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            JsonToken token = parser.nextToken();
            if (fields.containsKey(name) || (name.equals("id") && id != null)) {
                throw new IllegalArgumentException("field \"" + name + "\" given twice");
            }
            if (name.equals("id")) {
                id = rawValue(parser, token, line);
            } else {
                fields.put(name, value(parser, token));
            }
        }
        JsonToken after = parser.nextToken();
        if (after != null) {
            throw new IllegalArgumentException("more than one JSON value on the line: one request a line");
        }
    }

    /**
     * The text of the value at the parser, as sent: from where its first token starts to where its
     * last ends. Whitespace between the tokens of an array or object is kept, but tabs and carriage
     * returns become spaces (they can only be whitespace there, and a line reader might split at a
     * carriage return).
     */
    private static String rawValue(JsonParser parser, JsonToken token, String line) throws IOException {
        int start = (int) parser.currentTokenLocation().getCharOffset();
        if (token.isStructStart()) {
            parser.skipChildren();
        } else {
            parser.finishToken();
        }
        int end = (int) parser.currentLocation().getCharOffset();
        return line.substring(start, end).replace('\t', ' ').replace('\r', ' ');
    }

    /** The value at the parser: String, Number, Boolean, List, Map (field order kept) or {@link #NULL}. */
    private static Object value(JsonParser parser, JsonToken token) throws IOException {
        switch (token) {
            case START_OBJECT: {
                Map<String, Object> object = new LinkedHashMap<>();
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String name = parser.currentName();
                    if (object.containsKey(name)) {
                        throw new IllegalArgumentException("field \"" + name + "\" given twice in an object");
                    }
                    object.put(name, value(parser, parser.nextToken()));
                }
                return object;
            }
            case START_ARRAY: {
                List<Object> array = new ArrayList<>();
                for (JsonToken next = parser.nextToken(); next != JsonToken.END_ARRAY; next = parser.nextToken()) {
                    array.add(value(parser, next));
                }
                return array;
            }
            case VALUE_STRING:
                return parser.getText();
            case VALUE_NUMBER_INT:
            case VALUE_NUMBER_FLOAT:
                return parser.getNumberValue();
            case VALUE_TRUE:
                return Boolean.TRUE;
            case VALUE_FALSE:
                return Boolean.FALSE;
            default:
                return NULL;
        }
    }

    /**
     * A Jackson message said in this command's words, without Jackson's internals (the names of its
     * settings, its redacted source): what a program that sent the line can act on.
     */
    static String inOurWords(String message) {
        String text = message.replaceAll("\\s+", " ");
        Matcher limit = LIMIT.matcher(text);
        if (limit.find()) {
            String what = limit.group(1);
            return what.startsWith("Document nesting depth") ? "arrays and objects nested more than " + limit.group(2) + " deep"
                    : what.startsWith("Number value length") ? "a number longer than " + limit.group(2) + " characters"
                    : what + " over the limit of " + limit.group(2);
        }
        if (text.contains("was expecting closing quote for a string value")) {
            return "unterminated string (no closing quote)";
        }
        Matcher unclosed = UNCLOSED.matcher(text);
        if (unclosed.find()) {
            return "the line ends before the " + (unclosed.group(1).equals("Object") ? "object" : "array")
                    + " opened at column " + unclosed.group(2) + " is closed";
        }
        return text.replaceAll("\\[Source: .*?; line: \\d+, column: (\\d+)\\]", "column $1")
                .replaceAll(":? (?:enable|use) `[^`]*`(?: to allow)?", "")
                .replaceAll("`[^`]*`", "");
    }

    private static String describe(JsonToken token) {
        if (token == null) {
            return "nothing";
        }
        switch (token) {
            case START_ARRAY:
                return "an array";
            case VALUE_STRING:
                return "a string";
            case VALUE_NUMBER_INT:
            case VALUE_NUMBER_FLOAT:
                return "a number";
            case VALUE_NULL:
                return "null";
            default:
                return "true or false";
        }
    }

    /** The id as sent (JSON text), or null when the request has none or it could not be read. */
    String id() {
        return id;
    }

    /** Why the line is not a JSON object, or null when it is one. */
    String problem() {
        return problem;
    }

    /** The names of the fields other than {@code id}, in the order sent. */
    Iterable<String> names() {
        return fields.keySet();
    }

    /** True when the field is given and not null. */
    boolean has(String name) {
        Object value = fields.get(name);
        return value != null && value != NULL;
    }

    /** The field's value (String, Number, Boolean, List or Map), or null when absent or null. */
    Object value(String name) {
        return has(name) ? fields.get(name) : null;
    }

    /** A string field, or null when absent. */
    String string(String name) {
        Object value = value(name);
        if (value != null && !(value instanceof String)) {
            throw new IllegalArgumentException("\"" + name + "\" must be a string, got " + kind(value));
        }
        return (String) value;
    }

    /** A string field that must be given. */
    String requiredString(String name, String example) {
        String value = string(name);
        if (value == null) {
            throw new IllegalArgumentException("missing \"" + name + "\" (e.g. \"" + name + "\": " + example + ")");
        }
        return value;
    }

    /** A whole number from {@code min} to {@code max}, or {@code absent} when the field is not given. */
    int integer(String name, int absent, int min, int max) {
        Object value = value(name);
        return value == null ? absent : integer(value, "\"" + name + "\"", min, max);
    }

    /** {@code value} as a whole number from {@code min} to {@code max}; {@code what} names it in the message. */
    static int integer(Object value, String what, int min, int max) {
        if (!(value instanceof Integer) || (Integer) value < min || (Integer) value > max) {
            throw new IllegalArgumentException(what + " must be a whole number " + min + " .. " + max + ", got "
                    + kind(value));
        }
        return (Integer) value;
    }

    /** An array of strings, or null when absent. */
    List<String> strings(String name, String example) {
        Object value = value(name);
        if (value == null) {
            return null;
        }
        List<String> strings = new ArrayList<>();
        if (value instanceof List) {
            for (Object element : (List<?>) value) {
                if (!(element instanceof String)) {
                    strings = null;
                    break;
                }
                strings.add((String) element);
            }
        }
        if (!(value instanceof List) || strings == null) {
            throw new IllegalArgumentException("\"" + name + "\" must be an array of strings, e.g. " + example);
        }
        return strings;
    }

    /** How a value reads in a message: "a string", "a number 3.5", "an array". */
    static String kind(Object value) {
        if (value == null || value == NULL) {
            return "null";
        }
        if (value instanceof String) {
            return "a string";
        }
        if (value instanceof Number) {
            String text = value.toString();
            return "the number " + (text.length() > 30 ? text.substring(0, 30) + "..." : text);
        }
        if (value instanceof Boolean) {
            return value.toString();
        }
        return value instanceof List ? "an array" : "an object";
    }
}
