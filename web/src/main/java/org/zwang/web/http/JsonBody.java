package org.zwang.web.http;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.javalin.http.Context;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import org.zwang.web.ApiException;

/**
 * Reads a request's JSON body into a request record: at most a given number of bytes (a 413 beyond,
 * before the body is read when its length is declared), and every way the JSON can be wrong is a 400
 * with a sentence naming the field ({@code "cards" must be a list}). Jackson's own messages are
 * never passed on: they name Java classes ("Cannot deserialize value of type
 * {@code `org.zwang...`}").
 */
public final class JsonBody {

    /** The bound on a request body but a deal file's: a deal or a game and a few fields fit many times over. */
    public static final long MAX_REQUEST_BYTES = 64L << 10;

    /**
     * A field given twice is refused, as {@code zwang dds stdio} refuses it, rather than the last one
     * silently taken (Jackson's default): a client that sends two values meant one of them.
     */
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    private JsonBody() {
    }

    /**
     * The body as a {@code type}, never null.
     *
     * @throws ApiException 413 when the body has more than {@code maxBytes}; 400 when it is not JSON,
     *                      not an object of {@code type}'s fields, or {@code null}
     */
    public static <T> T read(Context ctx, Class<T> type, long maxBytes) {
        if (ctx.req().getContentLengthLong() > maxBytes) {
            throw tooLarge(maxBytes);
        }
        byte[] body;
        try {
            body = ctx.bodyInputStream().readNBytes((int) Math.min(Integer.MAX_VALUE - 16, maxBytes + 1));
        } catch (IOException e) {
            throw ApiException.badRequest("the request body could not be read: the client stopped sending it");
        }
        if (body.length > maxBytes) {
            throw tooLarge(maxBytes);
        }
        T value;
        try {
            value = MAPPER.readValue(body, type);
        } catch (IOException e) {
            throw ApiException.badRequest(describe(e));
        }
        if (value == null) {
            throw ApiException.badRequest("the request body is null: expected a JSON object");
        }
        return value;
    }

    private static ApiException tooLarge(long maxBytes) {
        return new ApiException(413, "the request body is too large: this request takes at most " + size(maxBytes));
    }

    /** "64 KB", "2 MB". */
    public static String size(long bytes) {
        return bytes >= 1 << 20 ? (bytes >> 20) + " MB" : (bytes >> 10) + " KB";
    }

    /** The sentence for a body Jackson could not read as the request record. */
    static String describe(IOException e) {
        if (e instanceof UnrecognizedPropertyException unknown) {
            StringJoiner known = new StringJoiner(", ");
            Collection<Object> ids = unknown.getKnownPropertyIds();
            if (ids != null) {
                ids.forEach(id -> known.add("\"" + id + "\""));
            }
            return "unknown field \"" + path(unknown) + "\" in the request" + (known.length() == 0 ? ""
                    : "; it takes " + known);
        }
        if (e instanceof MismatchedInputException mismatch) {
            String message = mismatch.getOriginalMessage();
            if (message != null && message.startsWith("Trailing token")) {
                return "bad JSON in the request: more text after the JSON object" + where(mismatch.getLocation());
            }
            String path = path(mismatch);
            return path.isEmpty() ? "the request body must be a JSON object"
                    : "\"" + path + "\" must be " + kind(mismatch.getTargetType());
        }
        if (e instanceof StreamConstraintsException) {
            return "bad JSON in the request: a value is nested too deeply, or a number or string is too long";
        }
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            // STRICT_DUPLICATE_DETECTION's refusal (wrapped by databind inside a map); the parser stands
            // at the field given twice
            if (cause instanceof StreamReadException read && read.getProcessor() != null
                    && read.getOriginalMessage() != null && read.getOriginalMessage().startsWith("Duplicate")) {
                return "field \"" + fieldPath(read.getProcessor().getParsingContext()) + "\" given twice";
            }
        }
        if (e instanceof StreamReadException read) {
            return "bad JSON in the request: " + parseProblem(read.getOriginalMessage()) + where(read.getLocation());
        }
        if (e instanceof JsonMappingException mapping && !path(mapping).isEmpty()) {
            return "\"" + path(mapping) + "\" does not have the expected form";
        }
        return "the request body does not have the expected form";
    }

    /** The field a mapping problem is in: {@code cards[2]}, {@code tricks.NT.N}. */
    private static String path(JsonMappingException e) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference reference : e.getPath()) {
            if (reference.getFieldName() != null) {
                path.append(path.length() == 0 ? "" : ".").append(reference.getFieldName());
            } else if (reference.getIndex() >= 0) {
                path.append('[').append(reference.getIndex()).append(']');
            }
        }
        return path.toString();
    }

    /** The field the parser is at: {@code tricks.NT.N}, {@code cards[2]}. */
    private static String fieldPath(JsonStreamContext context) {
        List<JsonStreamContext> steps = new ArrayList<>();
        for (JsonStreamContext at = context; at != null && !at.inRoot(); at = at.getParent()) {
            steps.add(0, at);
        }
        StringBuilder path = new StringBuilder();
        for (JsonStreamContext step : steps) {
            if (step.inArray()) {
                path.append('[').append(step.getCurrentIndex()).append(']');
            } else {
                path.append(path.length() == 0 ? "" : ".").append(step.getCurrentName());
            }
        }
        return path.toString();
    }

    /** What a field of {@code type} holds, in JSON's words. */
    private static String kind(Class<?> type) {
        if (type == null) {
            return "of another type";
        }
        if (CharSequence.class.isAssignableFrom(type) || type == char.class || type == Character.class) {
            return "a string";
        }
        if (Collection.class.isAssignableFrom(type) || type.isArray()) {
            return "a list";
        }
        if (Number.class.isAssignableFrom(type) || (type.isPrimitive() && type != boolean.class)) {
            return "a number";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        return Map.class.isAssignableFrom(type) || type.isRecord() ? "an object" : "of another type";
    }

    /** The parser's description of a syntax error, without its notes on where the input came from. */
    private static String parseProblem(String message) {
        String problem = message == null ? "malformed" : message;
        for (String cut : new String[] {"\n", " (start marker at", " at [Source", "[Source"}) {
            int at = problem.indexOf(cut);
            if (at >= 0) {
                problem = problem.substring(0, at);
            }
        }
        // it may quote the bad token: one line, and not all of a long one
        problem = problem.trim().replaceAll("\\p{Cntrl}", " ");
        return problem.length() > 200 ? problem.substring(0, 200) + "..." : problem;
    }

    private static String where(JsonLocation location) {
        return location == null || location.getLineNr() < 1 ? ""
                : " (line " + location.getLineNr() + ", column " + location.getColumnNr() + ")";
    }
}
