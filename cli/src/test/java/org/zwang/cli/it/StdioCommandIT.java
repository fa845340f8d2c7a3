package org.zwang.cli.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.data.BundledDdTables;
import org.zwang.bridge.data.BundledSolvePositions;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.search.ResourceLines;

/**
 * {@code zwang dds stdio} as a program drives it: the real jar as a child process, JSON requests on
 * its stdin, JSON answers read from its stdout, the end of the input closing it. Every answer is
 * checked against DDS's own numbers: the tables and par of {@code ddtables.txt}, the per-card results
 * of {@code solve-positions.txt} (both shipped in the bridge-dds jar) and DDS SidesPar from
 * bridge-dds's {@code sides-par.txt}; bad requests must each get one error line, with their id when
 * it could be read, and leave the process answering.
 */
class StdioCommandIT {

    private static final String FAMOUS = "N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2";

    private static final ObjectMapper JSON = new ObjectMapper();

    /** ddtables.txt's data lines split into tokens: deal (4), 20 tricks, par score, par contracts. */
    private static List<String[]> tables() {
        return BundledDdTables.lines().stream().map(line -> line.trim().split("\\s+")).collect(Collectors.toList());
    }

    /** solve-positions.txt's data lines split into tokens (its header names the 18 columns). */
    private static List<String[]> positions() {
        return ResourceLines.read(StdioCommandIT.class, BundledSolvePositions.RESOURCE).stream()
                .map(line -> line.trim().split("\\s+")).collect(Collectors.toList());
    }

    /**
     * sides-par.txt's line for a deal: deal (4 tokens), then per vulnerability None, All, NS, EW the
     * N-S-first score and contracts and the E-W-first score (from E-W's side) and contracts.
     */
    private static String[] sidesPar(String deal) {
        try {
            for (String line : Files.readAllLines(Path.of("..", "bridge-dds", "src", "test", "resources", "sides-par.txt"))) {
                String[] tokens = line.trim().split("\\s+");
                if (!line.startsWith("#") && deal(tokens).equals(deal)) {
                    return tokens;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        throw new IllegalStateException("no sides-par.txt line for " + deal);
    }

    private static String deal(String[] tokens) {
        return String.join(" ", tokens[0], tokens[1], tokens[2], tokens[3]);
    }

    private static String deal(String[] tokens, int from) {
        return String.join(" ", tokens[from], tokens[from + 1], tokens[from + 2], tokens[from + 3]);
    }

    /** A JSON array of strings from a comma-separated list, "-" for none. */
    private static String cardArray(String list) {
        if (list.equals("-")) {
            return "[]";
        }
        StringBuilder array = new StringBuilder("[");
        for (String card : list.split(",")) {
            array.append(array.length() == 1 ? "" : ", ").append('"').append(card).append('"');
        }
        return array.append(']').toString();
    }

    /** The oracle's "SK:4,S6:4" results as card -> tricks, in the file's order. */
    private static Map<String, Integer> results(String text) {
        Map<String, Integer> results = new LinkedHashMap<>();
        for (String cell : text.split(",")) {
            results.put(cell.substring(0, cell.indexOf(':')), Integer.parseInt(cell.substring(cell.indexOf(':') + 1)));
        }
        return results;
    }

    /** An answer's cards as card -> tricks, in the answer's order. */
    private static Map<String, Integer> cards(JsonNode answer) {
        Map<String, Integer> cards = new LinkedHashMap<>();
        for (JsonNode card : answer.get("cards")) {
            cards.put(card.get("card").asText(), card.get("tricks").asInt());
        }
        return cards;
    }

    private static JsonNode ask(JarProcess zwang, String request) {
        zwang.send(request);
        String line = zwang.next();
        try {
            return JSON.readTree(line);
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + line, e);
        }
    }

    /** Sends a request that must fail: the answer is {"id": id, "error": ...} with {@code text} in the message. */
    private static void refused(JarProcess zwang, String id, String request, String text) {
        zwang.send(request);
        String line = zwang.next();
        String start = id == null ? "{\"error\": \"" : "{\"id\": " + id + ", \"error\": \"";
        assertTrue(line.startsWith(start), () -> "answer to " + cut(request) + ": " + line);
        try {
            JsonNode answer = JSON.readTree(line);
            assertEquals(id == null ? 1 : 2, answer.size(), line);
            String message = answer.get("error").asText();
            assertTrue(message.contains(text), () -> "'" + text + "' in the error of " + cut(request) + ": " + message);
            assertTrue(message.length() <= 400 && !message.contains("\n") && !message.contains("Exception"), message);
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + line, e);
        }
    }

    private static String cut(String text) {
        return text.length() > 200 ? text.substring(0, 200) + "..." : text;
    }

    @Test
    void tablesParAndPlayAgreeWithDds() {
        List<String[]> tables = tables();
        try (JarProcess zwang = new JarProcess("dds", "stdio", "--table-mb", "64")) {
            for (int i = 0; i < 3; i++) {
                String[] line = tables.get(i);
                JsonNode table = ask(zwang, "{\"id\": " + i + ", \"type\": \"table\", \"deal\": \"" + deal(line) + "\"}");
                assertEquals(i, table.get("id").asInt());
                assertEquals("table", table.get("type").asText());
                assertEquals(deal(line), table.get("deal").asText());
                assertEquals("N", table.get("dealer").asText());
                assertEquals("None", table.get("vulnerable").asText());
                String[] strains = {"S", "H", "D", "C", "NT"};
                for (int strain = 0; strain < 5; strain++) {
                    for (int seat = 0; seat < 4; seat++) {
                        assertEquals(Integer.parseInt(line[4 + 4 * strain + seat]),
                                table.get("tricks").get(strains[strain]).get(String.valueOf(Seat.letter(seat))).asInt(),
                                "deal " + (i + 1) + " " + strains[strain] + " by " + Seat.letter(seat));
                    }
                }
                assertPar(line[24], line[25], table.get("par"));

                // par from the table answer's own tricks, nobody vulnerable and E-W vulnerable (DDS SidesPar)
                JsonNode par = ask(zwang, "{\"type\": \"par\", \"id\": \"par " + i + "\", \"vulnerable\": \"EW\", "
                        + "\"tricks\": " + table.get("tricks") + "}");
                assertEquals("par " + i, par.get("id").asText());
                assertEquals(table.get("tricks"), par.get("tricks"));
                String[] sides = sidesPar(deal(line));
                assertPar(sides[16], sides[17], par.get("sides_par").get("ns_first"));
                assertPar(String.valueOf(-Integer.parseInt(sides[18])), sides[19], par.get("sides_par").get("ew_first"));
                // and from the file's 20 numbers, DDS order
                String numbers = String.join(", ", List.of(line).subList(4, 24));
                JsonNode fromNumbers = ask(zwang, "{\"id\": " + i + ", \"type\": \"par\", \"tricks\": [" + numbers + "]}");
                assertEquals(table.get("tricks"), fromNumbers.get("tricks"));
                assertPar(line[24], line[25], fromNumbers.get("par"));

                // play analysis before the lead: notrump by West is the table's NT_W
                JsonNode start = ask(zwang, "{\"id\": 7, \"type\": \"play\", \"trump\": \"NT\", \"leader\": \"N\", "
                        + "\"deal\": \"" + deal(line) + "\"}");
                assertEquals("W", start.get("declarer").asText());
                assertEquals(Integer.parseInt(line[4 + 16 + 3]), start.get("start").asInt());
                assertEquals(0, start.get("cards").size());
            }

            // play analysis of a played line: the total at its end is what DDS gives the position reached
            int checked = 0;
            for (String[] line : positions()) {
                if (line[17].equals("-") || Integer.parseInt(line[0]) % 20 != 0) {
                    continue;
                }
                Deal deal = Deal.parsePbn(deal(line, 13));
                String[] history = line[17].split(",");
                int declarer = Seat.previous(deal.holder(Card.parse(history[0])));
                JsonNode play = ask(zwang, "{\"id\": " + line[0] + ", \"type\": \"play\", \"trump\": \"" + line[1]
                        + "\", \"declarer\": \"" + Seat.letter(declarer) + "\", \"played\": " + cardArray(line[17])
                        + ", \"deal\": \"" + deal(line, 13) + "\"}");
                int best = results(line[10]).values().stream().max(Integer::compare).orElseThrow();
                int toPlay = Seat.parse(line[4]);
                int remaining = Integer.parseInt(line[5]);
                int won = Integer.parseInt(line[Seat.side(declarer) == Seat.NORTH_SOUTH ? 11 : 12]);
                JsonNode cards = play.get("cards");
                assertEquals(history.length, cards.size());
                assertEquals(won + (Seat.sameSide(toPlay, declarer) ? best : remaining - best),
                        cards.get(history.length - 1).get("declarerTricks").asInt(), "solve-positions line " + line[0]);
                for (int i = 0; i < history.length; i++) {
                    assertEquals(history[i], cards.get(i).get("card").asText());
                    assertEquals(String.valueOf(Seat.letter(deal.holder(Card.parse(history[i])))),
                            cards.get(i).get("seat").asText(), "the seat that held " + history[i]);
                    assertEquals(i / 4 + 1, cards.get(i).get("trick").asInt());
                }
                checked++;
            }
            assertEquals(15, checked);
            zwang.closeInput();
            assertEquals(0, zwang.waitFor());
            assertEquals("", zwang.stderr());
        }
    }

    private static void assertPar(String score, String contracts, JsonNode par) {
        assertEquals(Integer.parseInt(score), par.get("score").asInt(), par.toString());
        List<String> given = new ArrayList<>();
        par.get("contracts").forEach(contract -> given.add(contract.asText()));
        assertEquals(List.of(contracts.split(",")), given, par.toString());
    }

    @Test
    void solvesAgreeWithDdsInBothFormsAndEverySolutionsMode() {
        try (JarProcess zwang = new JarProcess("dds", "stdio")) {
            int checked = 0;
            for (String[] line : positions()) {
                int index = Integer.parseInt(line[0]);
                if (index % 5 != 0) {
                    continue;
                }
                Map<String, Integer> oracle = results(line[10]);
                int best = oracle.values().stream().max(Integer::compare).orElseThrow();
                JsonNode answer = ask(zwang, solveBoard(index, 3, line));
                String where = "solve-positions line " + index;
                assertEquals(index, answer.get("id").asInt());
                assertEquals(3, answer.get("solutions").asInt());
                assertEquals(line[4], answer.get("toPlay").asText(), where);
                assertEquals(Integer.parseInt(line[5]), answer.get("tricksLeft").asInt(), where);
                assertEquals(best, answer.get("tricks").asInt(), where);
                assertEquals(oracle, cards(answer), where);
                for (JsonNode card : answer.get("cards")) {
                    assertEquals(card.get("tricks").asInt() == best, card.get("best").asBoolean(), where);
                }
                if (index % 10 == 0 && !line[17].equals("-")) {
                    // the same position as the original deal with its history from the opening lead
                    String[] history = line[17].split(",");
                    int leader = Deal.parsePbn(deal(line, 13)).holder(Card.parse(history[0]));
                    JsonNode again = ask(zwang, "{\"type\": \"solve\", \"deal\": \"" + deal(line, 13) + "\", \"trump\": \""
                            + line[1] + "\", \"leader\": \"" + Seat.letter(leader) + "\", \"played\": "
                            + cardArray(line[17]) + "}");
                    assertFalse(again.has("id"), "no id asked, none answered");
                    assertEquals(oracle, cards(again), where + " from its history");
                }
                if (index % 15 == 0) {
                    List<String> optimal = oracle.entrySet().stream().filter(e -> e.getValue() == best)
                            .map(Map.Entry::getKey).collect(Collectors.toList());
                    JsonNode two = ask(zwang, solveBoard(2, 2, line));
                    assertEquals(best, two.get("tricks").asInt(), where);
                    assertEquals(new ArrayList<>(optimal), new ArrayList<>(cards(two).keySet()), where + ", solutions 2");
                    JsonNode one = ask(zwang, solveBoard(1, 1, line));
                    assertEquals(best, one.get("tricks").asInt(), where);
                    assertFalse(cards(one).isEmpty(), where);
                    for (Map.Entry<String, Integer> card : cards(one).entrySet()) {
                        assertTrue(optimal.contains(card.getKey()), where + ": " + card.getKey() + " is not optimal");
                        assertEquals(best, card.getValue());
                    }
                }
                checked++;
            }
            assertEquals(60, checked);
            zwang.closeInput();
            assertEquals(0, zwang.waitFor());
            assertEquals("", zwang.stderr());
        }
    }

    /**
     * A solve request for a solve-positions.txt line in DDS SolveBoard's form: the cards still held,
     * the current trick and the seat that led it.
     */
    private static String solveBoard(int id, int solutions, String[] line) {
        return "{\"id\": " + id + ", \"type\": \"solve\", \"solutions\": " + solutions + ", \"trump\": \"" + line[1]
                + "\", \"leader\": \"" + line[2] + "\", \"trick\": " + cardArray(line[3]) + ", \"deal\": \""
                + deal(line, 6) + "\"}";
    }

    @Test
    void idsAreEchoedVerbatim() {
        String[] line = tables().get(0);
        String numbers = String.join(", ", List.of(line).subList(4, 24));
        String[] ids = {"\"a b\"", "\"\\u00e9\\\"q\\\\ \\n\"", "\"é ♠ 😀\"", "0", "-7", "123456789012345678901234567890",
            "1e3", "2.50", "true", "null", "[1, \"x\", {\"k\": null}]", "{\"run\": 3, \"tags\": [\"a\", []]}"};
        try (JarProcess zwang = new JarProcess("dds", "stdio")) {
            for (String id : ids) {
                zwang.send("{\"id\": " + id + ", \"type\": \"par\", \"tricks\": [" + numbers + "]}");
                String answer = zwang.next();
                assertTrue(answer.startsWith("{\"id\": " + id + ", \"type\": \"par\", "), answer);
                assertTrue(answer.contains("\"par\": {\"score\": " + line[24] + ", "), answer);
                refused(zwang, id, "{\"type\": \"nope\", \"id\": " + id + "}", "unknown type");
            }
            // the id comes back when it was read before the fault, and not otherwise
            refused(zwang, "\"early\"", "{\"id\": \"early\", \"type\": \"table\", \"deal\": ", "malformed JSON at column");
            refused(zwang, null, "{\"type\": \"table\", \"deal\" \"N:...\", \"id\": \"late\"}", "malformed JSON at column");
            String longDeal = "x".repeat(70_000);
            refused(zwang, "41", "{\"id\": 41, \"type\": \"table\", \"deal\": \"" + longDeal + "\"}",
                    "longer than 65536 bytes");
            refused(zwang, null, "{\"type\": \"table\", \"deal\": \"" + longDeal + "\", \"id\": 42}",
                    "longer than 65536 bytes");
            JsonNode after = ask(zwang, "{\"id\": 43, \"type\": \"par\", \"tricks\": [" + numbers + "]}");
            assertEquals(Integer.parseInt(line[24]), after.get("par").get("score").asInt());
            zwang.closeInput();
            assertEquals(0, zwang.waitFor());
            assertEquals("", zwang.stderr());
        }
    }

    @Test
    void badRequestsGetOneErrorLineEachAndTheProcessGoesOn() {
        String[] line = tables().get(1);
        String solve = "\"type\": \"solve\", \"trump\": \"H\", \"leader\": \"W\", \"deal\": \"" + FAMOUS + "\"";
        try (JarProcess zwang = new JarProcess("dds", "stdio")) {
            refused(zwang, null, "not json", "malformed JSON at column 1");
            refused(zwang, null, "[1, 2]", "a request is a JSON object");
            refused(zwang, null, "\"table\"", "a request is a JSON object");
            refused(zwang, "1", "{\"id\": 1, \"type\": \"table\", \"deal\": \"" + FAMOUS + "\"} {\"id\": 2}",
                    "more than one JSON value");
            refused(zwang, "3", "{\"id\": 3, \"type\": \"bid\"}", "unknown type \"bid\"");
            refused(zwang, "4", "{\"id\": 4}", "missing \"type\"");
            refused(zwang, "5", "{\"id\": 5, \"type\": \"table\", \"vul\": \"NS\", \"deal\": \"" + FAMOUS + "\"}",
                    "unknown field \"vul\" in a table request");
            refused(zwang, "6", "{\"id\": 6, \"type\": \"table\"}", "missing \"deal\"");
            refused(zwang, "7", "{\"id\": 7, \"type\": \"table\", \"deal\": 42}", "\"deal\" must be a string");
            refused(zwang, "8", "{\"id\": 8, \"type\": \"table\", \"deal\": \"N:AKQJ.AKQ.AKQ.AKQ AKQJ.AKQ.AKQ.AKQ "
                    + "AKQJ.AKQ.AKQ.AKQ AKQJ.AKQ.AKQ.AKQ\"}", "is in two hands");
            refused(zwang, "9", "{\"id\": 9, \"type\": \"table\", \"deal\": \"N:AK76543.32.AK2 2.QT87.876.87654\"}",
                    "deal: bad deal");
            refused(zwang, "10", "{\"id\": 10, \"type\": \"table\", \"dealer\": \"X\", \"deal\": \"" + FAMOUS + "\"}",
                    "dealer: bad seat 'X'");
            refused(zwang, "11", "{\"id\": 11, " + solve + ", \"played\": [\"SQ\", \"H2\"]}",
                    "played: card 2 (H2): North must follow S");
            refused(zwang, "12", "{\"id\": 12, " + solve + ", \"played\": [\"HA\"]}", "West does not hold HA");
            refused(zwang, "13", "{\"id\": 13, " + solve + ", \"played\": [\"SQ\", \"S1\"]}", "played: card 2: bad card 'S1'");
            refused(zwang, "14", "{\"id\": 14, " + solve + ", \"played\": \"SQ\"}", "\"played\" must be an array");
            refused(zwang, "15", "{\"id\": 15, " + solve + ", \"solutions\": 4}", "\"solutions\" must be a whole number 1 .. 3");
            refused(zwang, "16", "{\"id\": 16, " + solve + ", \"trick\": [\"SQ\"]}", "SQ is both in the current trick and in a hand");
            refused(zwang, "17", "{\"id\": 17, \"type\": \"solve\", \"trump\": \"X\", \"leader\": \"W\", \"deal\": \""
                    + FAMOUS + "\"}", "trump: bad strain 'X'");
            refused(zwang, "18", "{\"id\": 18, \"type\": \"solve\", \"trump\": \"NT\", \"deal\": \"" + FAMOUS + "\"}",
                    "missing \"leader\"");
            refused(zwang, "19", "{\"id\": 19, \"type\": \"par\", \"tricks\": [1, 2, 3]}", "20 numbers");
            refused(zwang, "20", "{\"id\": 20, \"type\": \"par\", \"tricks\": {\"S\": {\"N\": 14}}}", "\"S\" must be");
            refused(zwang, "21", "{\"id\": 21, \"type\": \"play\", \"trump\": \"H\", \"declarer\": \"S\", \"leader\": \"E\", "
                    + "\"deal\": \"" + FAMOUS + "\"}", "does not fit");
            refused(zwang, "22", "{\"id\": 22, \"type\": \"play\", \"trump\": \"H\", \"declarer\": \"S\", "
                    + "\"played\": [\"SQ\", \"SJ\"], \"deal\": \"" + FAMOUS + "\"}", "played: card 2 (SJ): North does not hold SJ");
            refused(zwang, "23", "{\"id\": 23, \"type\": \"solve\", \"trump\": \"NT\", \"leader\": \"W\", \"deal\": "
                    + "\"N:A... K... Q... J...\", \"played\": [\"SJ\", \"SA\", \"SK\", \"SQ\"]}", "every card has been played");
            // blank lines ask nothing: the next answer is the next request's
            zwang.send("");
            zwang.send("   \t");
            JsonNode table = ask(zwang, "{\"id\": 24, \"type\": \"table\", \"deal\": \"" + deal(line) + "\"}");
            assertEquals(24, table.get("id").asInt());
            assertEquals(Integer.parseInt(line[4 + 16 + 2]), table.get("tricks").get("NT").get("S").asInt());
            assertPar(line[24], line[25], table.get("par"));
            // the last request may end without a line break; the end of the input then ends the process
            zwang.write("{\"id\": 25, \"type\": \"par\", \"tricks\": " + table.get("tricks") + "}");
            zwang.closeInput();
            JsonNode last;
            try {
                last = JSON.readTree(zwang.next());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            assertEquals(25, last.get("id").asInt());
            assertPar(line[24], line[25], last.get("par"));
            assertEquals(0, zwang.waitFor());
            assertEquals("", zwang.stderr());
            assertTrue(zwang.drainOutput().isEmpty());
        }
    }
}
