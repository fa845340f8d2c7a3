package org.zwang.cli.dds;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.zwang.bridge.io.DdTableFormat;
import org.zwang.bridge.io.Json;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.model.Vulnerability;
import org.zwang.bridge.solver.DoubleDummySolver;
import org.zwang.bridge.solver.PlayAnalysis;
import org.zwang.bridge.solver.SolveResult;
import org.zwang.bridge.solver.Solutions;
import org.zwang.bridge.solver.SolverOptions;

/**
 * The requests of {@code zwang dds stdio} (docs/bridge-cli.md, "stdio"), answered by one solver kept
 * warm from request to request: one JSON request line in, one JSON answer line out — a DD table with
 * par, a solve (DDS SolveBoard, solutions 1, 2 or 3), par from a table, a play analysis (DDS
 * AnalysePlay) — or an error object naming the problem, after which the next request is answered as
 * if nothing had happened.
 *
 * <p>The answers reuse the commands' JSON forms ({@link DdTableFormat#json}, {@link SolveJson},
 * {@link PlayJson}) with {@code "id"} (the request's, verbatim, when it has one) and {@code "type"}
 * first. The solver keeps its transposition table across requests within its byte bound (it clears
 * the table itself for an unrelated deal), as a solver server would.
 */
final class StdioSession {

    /** The longest error message, as the command line's one-line errors. */
    static final int MAX_MESSAGE = 400;

    private static final Map<String, Set<String>> FIELDS = Map.of(
            "table", Set.of("type", "deal", "dealer", "vulnerable"),
            "solve", Set.of("type", "deal", "trump", "leader", "trick", "played", "solutions"),
            "par", Set.of("type", "tricks", "dealer", "vulnerable"),
            "play", Set.of("type", "deal", "trump", "declarer", "leader", "played"));

    /** The field lists the messages show, in the documented order. */
    private static final Map<String, String> FIELD_LISTS = Map.of(
            "table", "id, type, deal, dealer, vulnerable",
            "solve", "id, type, deal, trump, leader, trick, played, solutions",
            "par", "id, type, tricks, dealer, vulnerable",
            "play", "id, type, deal, trump, declarer or leader, played");

    private static final String DEAL_EXAMPLE = "\"N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2\"";
    private static final String CARDS_EXAMPLE = "[\"SQ\", \"S2\"]";

    private final DoubleDummySolver solver;
    private final Consumer<String> trouble;

    /**
     * @param options the solver's options (its table bound)
     * @param trouble told, in one line, of what goes wrong in the process itself rather than in a
     *                request (an internal error, running out of memory), for stderr
     */
    StdioSession(SolverOptions options, Consumer<String> trouble) {
        this.solver = new DoubleDummySolver(options);
        this.trouble = trouble;
    }

    /**
     * The answer to a request line (no line break in it), or null for a blank line, which asks nothing.
     * A byte order mark before the request (as some editors write at the start of a UTF-8 file) is skipped.
     */
    String answer(String line) {
        String text = withoutByteOrderMark(line);
        if (text.isBlank()) {
            return null;
        }
        JsonRequest request = JsonRequest.read(text);
        if (request.problem() != null) {
            return error(request.id(), request.problem());
        }
        try {
            return answer(request);
        } catch (IllegalArgumentException e) {
            return error(request.id(), e.getMessage());
        } catch (OutOfMemoryError e) {
            solver.clearTable();
            String message = "out of memory (" + e.getMessage() + "): use a smaller --table-mb, or give Java more "
                    + "memory (ZWANG_JAVA_OPTS=-Xmx4g)";
            trouble.accept(message);
            return error(request.id(), message);
        } catch (RuntimeException e) {
            String message = "internal error: " + e + " (please report it)";
            trouble.accept(message);
            return error(request.id(), message);
        }
    }

    /**
     * The answer to a line longer than the command reads: an error, with the id when the part that was
     * read shows it.
     */
    String tooLong(String start, int limit) {
        return error(JsonRequest.read(withoutByteOrderMark(start)).id(), "request line longer than " + limit
                + " bytes: not read (one request a line)");
    }

    private String answer(JsonRequest request) {
        String type = request.requiredString("type", "\"table\", \"solve\", \"par\" or \"play\"");
        Set<String> fields = FIELDS.get(type);
        if (fields == null) {
            throw new IllegalArgumentException("unknown type " + Json.string(cut(type))
                    + ": use table, solve, par or play");
        }
        for (String name : request.names()) {
            if (!fields.contains(name)) {
                throw new IllegalArgumentException("unknown field " + Json.string(cut(name)) + " in a " + type
                        + " request (it takes " + FIELD_LISTS.get(type) + ")");
            }
        }
        String head = "\"type\": \"" + type + "\"";
        switch (type) {
            case "table":
                return answer(request.id(), head, table(request));
            case "solve":
                int solutions = request.integer("solutions", 3, 1, 3);
                return answer(request.id(), head + ", \"solutions\": " + solutions, solve(request, solutions));
            case "par":
                return answer(request.id(), head, par(request));
            default:
                return answer(request.id(), head, play(request));
        }
    }

    /** DDS CalcDDtable and DealerPar/SidesPar: {@link DdTableFormat#json}. */
    private String table(JsonRequest request) {
        Deal deal = deal(request);
        int dealer = seat(request, "dealer", Seat.NORTH);
        Vulnerability vulnerability = vulnerability(request);
        return DdTableFormat.json(deal, solver.ddTable(deal), dealer, vulnerability);
    }

    /**
     * DDS SolveBoard: the position is the deal's hands with {@code leader} to lead — or, with
     * {@code trick}, DDS's remaining cards with the cards already played to the current trick, led by
     * {@code leader} — after the {@code played} cards.
     */
    private String solve(JsonRequest request, int solutions) {
        int strain = strain(request);
        int leader = seat(request, "leader", -1);
        if (leader < 0) {
            throw new IllegalArgumentException("missing \"leader\" (e.g. \"leader\": \"W\"): the seat on lead");
        }
        String dealText = request.requiredString("deal", DEAL_EXAMPLE);
        Position position;
        if (request.has("trick")) {
            long[] hands = field("deal", () -> Deal.parsePbnHands(dealText));
            int[] trick = cards(request, "trick");
            position = Position.of(strain, leader, trick, hands, 0, 0);
        } else {
            position = Position.start(deal(request), strain, leader);
        }
        int[] played = request.has("played") ? cards(request, "played") : new int[0];
        for (int i = 0; i < played.length; i++) {
            if (position.isFinished()) {
                throw new IllegalArgumentException("played: card " + (i + 1) + " (" + Card.toString(played[i])
                        + ") comes after the last trick");
            }
            int card = i;
            Position before = position;
            position = field("played: card " + (i + 1) + " (" + Card.toString(played[i]) + ")",
                    () -> before.play(played[card]));
        }
        if (position.isFinished()) {
            throw new IllegalArgumentException("played: every card has been played; nothing left to solve");
        }
        Solutions asked = solutions == 1 ? Solutions.BEST_CARD
                : solutions == 2 ? Solutions.OPTIMAL_CARDS : Solutions.ALL_CARDS;
        SolveResult result = solver.solve(position, asked);
        return SolveJson.json(position, result, null);
    }

    /** DDS DealerPar and SidesPar of a table: {@link DdTableFormat#json(DdTable, int, Vulnerability)}. */
    private String par(JsonRequest request) {
        if (!request.has("tricks")) {
            throw new IllegalArgumentException("missing \"tricks\": a table answer's \"tricks\" object, or 20 numbers "
                    + "in DDS order");
        }
        DdTable table = field("tricks", () -> table(request.value("tricks")));
        return DdTableFormat.json(table, seat(request, "dealer", Seat.NORTH), vulnerability(request));
    }

    /** DDS AnalysePlay: declarer's side's double-dummy total before the lead and after each played card. */
    private String play(JsonRequest request) {
        Deal deal = deal(request);
        int strain = strain(request);
        int declarer = seat(request, "declarer", -1);
        int leader = seat(request, "leader", -1);
        if (declarer >= 0 && leader >= 0 && leader != Seat.next(declarer)) {
            throw new IllegalArgumentException("\"leader\" " + Seat.letter(leader) + " does not fit \"declarer\" "
                    + Seat.letter(declarer) + ": declarer's left-hand opponent leads");
        }
        if (declarer < 0 && leader < 0) {
            throw new IllegalArgumentException("missing \"declarer\" (or \"leader\", declarer's left-hand opponent)");
        }
        int declarerSeat = declarer >= 0 ? declarer : Seat.previous(leader);
        int[] played = request.has("played") ? cards(request, "played") : new int[0];
        if (played.length > 4 * deal.cardsPerHand()) {
            throw new IllegalArgumentException("played: " + played.length + " cards, but the deal holds only "
                    + 4 * deal.cardsPerHand());
        }
        PlayAnalysis analysis = field("played", () -> solver.analysePlay(deal, strain, declarerSeat, played));
        return PlayJson.json(deal, analysis);
    }

    /**
     * A DD table from a table answer's {@code tricks} ({@code {"S": {"N": 9, ...}, ..., "NT": {...}}}) or
     * from 20 numbers in DDS order (strains S, H, D, C, NT; declarers N, E, S, W inside).
     */
    private static DdTable table(Object tricks) {
        if (tricks instanceof List) {
            List<?> numbers = (List<?>) tricks;
            if (numbers.size() != 20) {
                throw new IllegalArgumentException("20 numbers in DDS order (strains S, H, D, C, NT; declarers N, E, "
                        + "S, W inside), got " + numbers.size());
            }
            int[] flat = new int[20];
            for (int i = 0; i < 20; i++) {
                flat[i] = JsonRequest.integer(numbers.get(i), "number " + (i + 1), 0, 13);
            }
            return DdTable.ofStrainMajor(flat);
        }
        if (!(tricks instanceof Map)) {
            throw new IllegalArgumentException("give {\"S\": {\"N\": 9, \"E\": 4, \"S\": 9, \"W\": 4}, \"H\": ..., "
                    + "\"NT\": ...} or 20 numbers, not " + JsonRequest.kind(tricks));
        }
        Map<?, ?> strains = (Map<?, ?>) tricks;
        int[][] table = new int[Strain.COUNT][Seat.COUNT];
        for (int strain = 0; strain < Strain.COUNT; strain++) {
            Object seats = strains.get(Strain.name(strain));
            if (!(seats instanceof Map) || ((Map<?, ?>) seats).size() != Seat.COUNT) {
                throw new IllegalArgumentException("\"" + Strain.name(strain) + "\" must be {\"N\": ..., \"E\": ..., "
                        + "\"S\": ..., \"W\": ...}");
            }
            for (int seat = 0; seat < Seat.COUNT; seat++) {
                String name = String.valueOf(Seat.letter(seat));
                table[strain][seat] = JsonRequest.integer(((Map<?, ?>) seats).get(name),
                        "\"" + Strain.name(strain) + "\" \"" + name + "\"", 0, 13);
            }
        }
        if (strains.size() != Strain.COUNT) {
            throw new IllegalArgumentException("the strains are S, H, D, C and NT, got " + strains.keySet());
        }
        return DdTable.of(table);
    }

    private static Deal deal(JsonRequest request) {
        String text = request.requiredString("deal", DEAL_EXAMPLE);
        return field("deal", () -> Deal.parsePbn(text));
    }

    private static int strain(JsonRequest request) {
        String text = request.requiredString("trump", "\"NT\"");
        return field("trump", () -> Strain.parse(text));
    }

    private static int seat(JsonRequest request, String name, int absent) {
        String text = request.string(name);
        return text == null ? absent : field(name, () -> Seat.parse(text));
    }

    private static Vulnerability vulnerability(JsonRequest request) {
        String text = request.string("vulnerable");
        return text == null ? Vulnerability.NONE : field("vulnerable", () -> Vulnerability.parse(text));
    }

    private static int[] cards(JsonRequest request, String name) {
        List<String> texts = request.strings(name, CARDS_EXAMPLE);
        int[] cards = new int[texts.size()];
        for (int i = 0; i < cards.length; i++) {
            String text = texts.get(i);
            cards[i] = field(name + ": card " + (i + 1), () -> Card.parse(text));
        }
        return cards;
    }

    /** {@code read}'s value, its error message prefixed with {@code what} ("deal: bad deal ..."). */
    private static <T> T field(String what, Supplier<T> read) {
        try {
            return read.get();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(what + ": " + e.getMessage(), e);
        }
    }

    /** The answer object: id (verbatim) and the head's members first, then the body object's members. */
    private static String answer(String id, String head, String body) {
        StringBuilder answer = new StringBuilder(head.length() + body.length() + 32).append('{');
        if (id != null) {
            answer.append("\"id\": ").append(id).append(", ");
        }
        return answer.append(head).append(", ").append(body, 1, body.length()).toString();
    }

    private static String withoutByteOrderMark(String line) {
        return line.startsWith("\uFEFF") ? line.substring(1) : line;
    }

    /** {@code {"id": ..., "error": "..."}}, the id only when it was read. */
    private static String error(String id, String message) {
        String line = message.length() > MAX_MESSAGE ? message.substring(0, MAX_MESSAGE - 3) + "..." : message;
        return (id == null ? "{" : "{\"id\": " + id + ", ") + "\"error\": " + Json.string(line) + "}";
    }

    /** A user's text cut for a message. */
    private static String cut(String text) {
        return text.length() > 40 ? text.substring(0, 40) + "..." : text;
    }
}
