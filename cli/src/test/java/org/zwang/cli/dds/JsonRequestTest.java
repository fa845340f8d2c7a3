package org.zwang.cli.dds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Reading a {@code zwang dds stdio} request line: the id's text as sent, the fields, the problems. */
class JsonRequestTest {

    @Test
    void theIdIsKeptAsItsTextWhereverItIs() {
        for (String id : new String[] {"7", "-0.5e-3", "\"x\\ty \\u00e9 \\\"\"", "\"é 😀\"", "null", "false",
            "99999999999999999999999", "[ 1 , {\"id\": 2} ]", "{}"}) {
            assertEquals(id, JsonRequest.read("{\"id\": " + id + ", \"type\": \"par\"}").id());
            assertEquals(id, JsonRequest.read("{\"type\": \"par\",\"id\":" + id + "}").id());
        }
        // tabs and carriage returns between the tokens of an id become spaces, so the answer is one line
        assertEquals("[1,  2]", JsonRequest.read("{\"id\": [1,\t\r2]}").id());
        assertNull(JsonRequest.read("{\"type\": \"par\"}").id());
    }

    @Test
    void aLineThatIsNotOneObjectHasAProblemAndTheIdReadBeforeIt() {
        JsonRequest cut = JsonRequest.read("{\"id\": \"a\", \"type\": \"table\", \"deal\": \"N:");
        assertEquals("\"a\"", cut.id());
        assertTrue(cut.problem().startsWith("malformed JSON at column "), cut.problem());
        JsonRequest late = JsonRequest.read("{\"type\" \"table\", \"id\": \"a\"}");
        assertNull(late.id());
        assertTrue(late.problem().startsWith("malformed JSON at column 9: "), late.problem());
        assertEquals("a request is a JSON object {\"type\": ..., ...}, got an array", JsonRequest.read("[1]").problem());
        assertEquals("a request is a JSON object {\"type\": ..., ...}, got a number", JsonRequest.read("3").problem());
        assertEquals("field \"type\" given twice", JsonRequest.read("{\"type\": \"a\", \"type\": \"b\"}").problem());
        assertEquals("field \"id\" given twice", JsonRequest.read("{\"id\": 1, \"id\": 2}").problem());
        assertEquals("field \"N\" given twice in an object",
                JsonRequest.read("{\"tricks\": {\"S\": {\"N\": 1, \"N\": 2}}}").problem());
        assertEquals("more than one JSON value on the line: one request a line",
                JsonRequest.read("{\"id\": 1} {\"id\": 2}").problem());
        assertTrue(JsonRequest.read("{\"a\": 1,}").problem().startsWith("malformed JSON"), "no trailing commas");
        assertTrue(JsonRequest.read("{'a': 1}").problem().startsWith("malformed JSON"), "no single quotes");
        assertTrue(JsonRequest.read("{\"a\": NaN}").problem().startsWith("malformed JSON"), "no NaN");
        JsonRequest deep = JsonRequest.read("{\"id\": 1, \"x\": " + "[".repeat(5000));
        assertEquals("1", deep.id());
        assertEquals("malformed JSON: arrays and objects nested more than 1000 deep", deep.problem(), "nesting is bounded");
    }

    /** Jackson's words are put in ours: no names of its settings, no "[Source: REDACTED ...]". */
    @Test
    void problemsAreSaidWithoutJacksonsInternals() {
        assertEquals("malformed JSON at column 2: unterminated string (no closing quote)", JsonRequest.read("\"").problem());
        assertEquals("malformed JSON at column 20: unterminated string (no closing quote)",
                JsonRequest.read("{\"id\": 1, \"x\": \"abc").problem());
        assertEquals("malformed JSON at column 2: the line ends before the object opened at column 1 is closed",
                JsonRequest.read("{").problem());
        assertEquals("malformed JSON at column 17: the line ends before the array opened at column 7 is closed",
                JsonRequest.read("{\"a\": [1, [2], 3").problem());
        assertEquals("malformed JSON: a number longer than 1000 characters",
                JsonRequest.read("{\"a\": " + "1".repeat(1001) + "}").problem());
        String[] malformed = {"{\"a\": +1}", "{\"a\": [1,", "{\"a\": {\"b\": ", "{\"a\": 01}", "{\"a\": \"\\x\"}",
            "{\"a\": tru}", "{\"a\": \"\u0001\"}", "{\"a\": 1.}", "{\"a\" 1}", "}", "{\"a\": 1]"};
        for (String line : malformed) {
            String problem = JsonRequest.read(line).problem();
            assertTrue(problem.startsWith("malformed JSON at column "), line + ": " + problem);
            for (String internal : new String[] {"`", "Source", "REDACTED", "Feature", "Constraints"}) {
                assertFalse(problem.contains(internal), line + ": " + problem);
            }
        }
    }

    @Test
    void typedFieldsNameWhatIsWrong() {
        JsonRequest request = JsonRequest.read("{\"deal\": 4, \"played\": [\"SA\", 3], \"solutions\": 2.0, "
                + "\"trump\": null, \"leader\": \"W\", \"trick\": []}");
        assertEquals(null, request.problem());
        assertEquals(List.of("deal", "played", "solutions", "trump", "leader", "trick"), List.copyOf(toList(request.names())));
        assertEquals("\"deal\" must be a string, got the number 4",
                assertThrows(IllegalArgumentException.class, () -> request.string("deal")).getMessage());
        assertEquals("\"played\" must be an array of strings, e.g. [\"SA\"]",
                assertThrows(IllegalArgumentException.class, () -> request.strings("played", "[\"SA\"]")).getMessage());
        assertEquals("\"solutions\" must be a whole number 1 .. 3, got the number 2.0",
                assertThrows(IllegalArgumentException.class, () -> request.integer("solutions", 3, 1, 3)).getMessage());
        assertFalse(request.has("trump"), "null counts as absent");
        assertEquals("missing \"trump\" (e.g. \"trump\": \"NT\")",
                assertThrows(IllegalArgumentException.class, () -> request.requiredString("trump", "\"NT\"")).getMessage());
        assertEquals("W", request.string("leader"));
        assertEquals(List.of(), request.strings("trick", "[]"));
        assertEquals(3, request.integer("absent", 3, 1, 3));
    }

    private static List<String> toList(Iterable<String> names) {
        List<String> list = new java.util.ArrayList<>();
        names.forEach(list::add);
        return list;
    }
}
