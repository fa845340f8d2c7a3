package org.zwang.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.data.BundledDdTables;
import org.zwang.bridge.io.DealFileReader;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.duck.board.Variant;
import org.zwang.record.PlayedGame;

/** The JSON API against DDS's numbers, hand-checked chess facts, and every kind of bad input. */
class ApiTest {

    private static final long HANG_GUARD_MILLIS = 300_000;
    /** A move time only a hang reaches (the think's depth limit ends it). */
    private static final String HANG_GUARD_MOVETIME = Long.toString(HANG_GUARD_MILLIS);

    private static WebServer server;
    private static ApiClient client;

    @BeforeAll
    static void start() {
        // A bridge budget and a move time only a hang reaches: on a busy machine a solve is slow, not a
        // 504, and a think limited to depth 3 ends at depth 3, not at its clock.
        server = WebServer.start("127.0.0.1", 0, new WebSettings(2, WebSettings.defaults().queue(), HANG_GUARD_MILLIS,
                HANG_GUARD_MILLIS));
        client = new ApiClient(server);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static void assertOneLineError(ApiClient.Reply reply, int status, String expected) {
        assertEquals(status, reply.status(), reply.text());
        String error = reply.body().get("error").asText();
        assertFalse(error.contains("\n") || error.contains("\tat ") || error.contains("Exception"), error);
        assertTrue(error.contains(expected), () -> "'" + error + "' should contain '" + expected + "'");
    }

    @Test
    void ddTableAndParAreDdsNumbers() {
        List<String> lines = BundledDdTables.lines();
        List<Deal> deals = BundledDdTables.deals(3);
        List<DdTable> tables = BundledDdTables.tables();
        for (int i = 0; i < 3; i++) {
            ApiClient.Reply reply = client.post("/api/bridge/table",
                    Map.of("deal", deals.get(i).toPbn(), "dealer", "N", "vulnerability", "None"));
            assertEquals(200, reply.status(), reply.text());
            for (int strain = 0; strain < Strain.COUNT; strain++) {
                for (int seat = 0; seat < Seat.COUNT; seat++) {
                    assertEquals(tables.get(i).tricks(strain, seat),
                            reply.body().get("tricks").get(Strain.name(strain)).get(String.valueOf(Seat.letter(seat))).asInt(),
                            "deal " + (i + 1) + " " + Strain.name(strain) + " by " + Seat.letter(seat));
                }
            }
            // ddtables.txt tokens 25 and 26: DDS DealerPar with dealer North, nobody vulnerable.
            String[] tokens = lines.get(i).trim().split("\\s+");
            assertEquals(Integer.parseInt(tokens[24]), reply.body().get("par").get("score").asInt());
            List<String> contracts = new java.util.ArrayList<>();
            reply.body().get("par").get("contracts").forEach(contract -> contracts.add(contract.asText()));
            assertEquals(tokens[25], String.join(",", contracts));
        }
    }

    @Test
    void everyLegalCardHasDdsValue() {
        // The first ten positions of solve-positions.txt reached within nine cards (each request
        // replays its cards with analysePlay, so longer lines only cost time).
        int checked = 0;
        for (DdsOracle.SolvedPosition position : DdsOracle.solvedPositions()) {
            if (position.history().size() > 9 || position.history().isEmpty() || checked == 10) {
                continue;
            }
            Map<String, Object> request = new LinkedHashMap<>();
            request.put("deal", position.deal());
            request.put("strain", position.trump());
            request.put("declarer", String.valueOf(position.declarer()));
            request.put("cards", position.history());
            ApiClient.Reply reply = client.post("/api/bridge/play", request);
            assertEquals(200, reply.status(), reply.text());
            assertEquals(position.toPlay(), reply.body().get("toMove").asText());
            Map<String, Integer> shown = new HashMap<>();
            int best = -1;
            Map<String, Integer> expected = position.declarerTotals();
            for (JsonNode option : reply.body().get("options")) {
                shown.put(option.get("card").asText(), option.get("total").asInt());
            }
            assertEquals(expected, shown, "position " + position.index());
            for (int tricks : position.cardTricks().values()) {
                best = Math.max(best, tricks);
            }
            for (JsonNode option : reply.body().get("options")) {
                assertEquals(position.cardTricks().get(option.get("card").asText()) == best,
                        option.get("best").asBoolean(), "position " + position.index() + " " + option);
            }
            checked++;
        }
        assertEquals(10, checked);
    }

    @Test
    void dealFileErrorsAreTheReadersOneLine() {
        String bad = "N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9";
        String expected;
        try {
            DealFileReader.read("", bad).strict(); // the page needs every board of what it is given
            throw new AssertionError("the reader accepted a three-hand deal");
        } catch (IllegalArgumentException e) {
            expected = e.getMessage();
        }
        assertOneLineError(client.post("/api/bridge/load", Map.of("text", bad)), 400, expected);
        assertOneLineError(client.post("/api/bridge/load", Map.of("text", " ")), 400, "no deal given");
        assertOneLineError(client.post("/api/bridge/load", "{\"text\": "), 400, "bad JSON");
        assertOneLineError(client.post("/api/bridge/table", Map.of("dealer", "N")), 400, "missing \"deal\"");
        String deal = "N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2";
        assertOneLineError(client.post("/api/bridge/table", Map.of("deal", deal, "dealer", "X")), 400, "X");
        assertOneLineError(client.post("/api/bridge/play",
                Map.of("deal", deal, "strain", "H", "declarer", "S", "cards", List.of("SQ", "HA"))), 400,
                "card 2 (HA): North does not hold HA");
        assertOneLineError(client.post("/api/bridge/play",
                Map.of("deal", deal, "strain", "H", "declarer", "S", "cards", List.of("ZZ"))), 400, "card 1");
        assertOneLineError(client.post("/api/bridge/play",
                Map.of("deal", deal, "strain", "Q", "declarer", "S", "cards", List.of())), 400, "Q");
    }

    @Test
    void loadReadsPbnFilesWithTheirPlay() {
        String pbn = String.join("\n",
                "[Board \"7\"]",
                "[Dealer \"S\"]",
                "[Vulnerable \"All\"]",
                "[Deal \"N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2\"]",
                "[Declarer \"S\"]",
                "[Contract \"6H\"]",
                "[Play \"W\"]",
                "SQ SA S2 H5",
                "*", "");
        ApiClient.Reply reply = client.post("/api/bridge/load", Map.of("text", pbn, "name", "board7.pbn"));
        assertEquals(200, reply.status(), reply.text());
        JsonNode board = reply.body().get("boards").get(0);
        assertEquals("PBN file", reply.body().get("format").asText());
        assertEquals(7, board.get("number").asInt());
        assertEquals("S", board.get("dealer").asText());
        assertEquals("All", board.get("vulnerability").asText());
        assertEquals("S", board.get("declarer").asText());
        assertEquals("H", board.get("strain").asText());
        assertEquals("[\"SQ\",\"SA\",\"S2\",\"H5\"]", board.get("play").toString());
    }

    @Test
    void randomDealsHaveThirteenCardsEach() {
        for (int i = 0; i < 5; i++) {
            JsonNode board = client.get("/api/bridge/random").body().get("boards").get(0);
            java.util.Set<String> cards = new java.util.HashSet<>();
            JsonNode hands = board.get("hands");
            for (int seat = 0; seat < 4; seat++) {
                String[] suits = hands.get(seat).asText().split("\\.", -1);
                int size = 0;
                for (int suit = 0; suit < 4; suit++) {
                    for (char rank : suits[suit].toCharArray()) {
                        cards.add("SHDC".charAt(suit) + "" + rank);
                        size++;
                    }
                }
                assertEquals(13, size, hands.toString());
            }
            assertEquals(52, cards.size(), hands.toString());
            // The deal string reads back as the same hands.
            assertEquals(board.get("deal").asText(), DealFileReader.parseDealLine(board.get("deal").asText()).toPbn());
        }
    }

    @Test
    void chessPositionsHaveTheirLegalMoves() {
        // Standard chess from the start: 20 moves (perft 1), none with a duck.
        JsonNode chess = client.post("/api/chess/position", Map.of("variant", "chess")).body();
        assertEquals(20, chess.get("legal").size());
        assertEquals("white", chess.get("sideToMove").asText());
        // Duck Chess after 1. e4 with the duck on e5: Black's 20 moves but e7-e5, which the duck
        // blocks, so 19; the duck may then go to any
        // square empty after the move except e5: 32 empty squares, minus e5, plus the vacated square,
        // minus the destination (when it was empty) = 31 for every quiet move.
        JsonNode duck = client.post("/api/chess/position", Map.of("variant", "duck", "moves", List.of("e2e4,e4e5")))
                .body();
        assertEquals("e5", duck.get("duck").asText());
        assertEquals("black", duck.get("sideToMove").asText());
        assertEquals(19, duck.get("legal").size());
        for (JsonNode move : duck.get("legal")) {
            assertEquals(31, move.get("ducks").size(), move.toString());
        }
        assertTrue(duck.get("pgn").asText().contains("[Variant \"duck\"]"));
        assertTrue(duck.get("pgn").asText().contains("1. e2e4,e4e5 *"), duck.get("pgn").asText());
        // a page game has no clock and is not over yet (the PGN standard's tags for that)
        assertTrue(duck.get("pgn").asText().contains("[TimeControl \"-\"]"), duck.get("pgn").asText());
        assertTrue(duck.get("pgn").asText().contains("[Termination \"unterminated\"]"), duck.get("pgn").asText());
        // Standard chess PGN in SAN.
        JsonNode game = client.post("/api/chess/position",
                Map.of("variant", "chess", "moves", List.of("e2e4", "e7e5", "g1f3"))).body();
        assertTrue(game.get("pgn").asText().contains("1. e4 e5 2. Nf3 *"), game.get("pgn").asText());
    }

    /** A resignation or a fallen flag ends a game the board has not ended; the PGN says how. */
    @Test
    void resignationsAndFlagsEndTheGame() {
        JsonNode resigned = client.post("/api/chess/position",
                Map.of("variant", "chess", "moves", List.of("e2e4", "e7e5"), "resigned", "white")).body();
        assertTrue(resigned.get("result").get("over").asBoolean());
        assertEquals("0-1", resigned.get("result").get("score").asText());
        assertEquals("White resigns", resigned.get("result").get("reason").asText());
        assertEquals(0, resigned.get("legal").size());
        String pgn = resigned.get("pgn").asText();
        assertTrue(pgn.contains("[Result \"0-1\"]") && pgn.contains("[Termination \"normal\"]"), pgn);
        assertTrue(pgn.contains("1. e4 e5 {White resigns} 0-1"), pgn);
        // a flag against a lone king is a draw in standard chess; a flag against a rook loses
        String fen = "4k3/8/8/8/8/8/8/4K2R w - - 0 1";
        JsonNode draw = client.post("/api/chess/position", Map.of("variant", "chess", "fen", fen, "flagged", "white")).body();
        assertEquals("1/2-1/2", draw.get("result").get("score").asText());
        assertTrue(draw.get("pgn").asText().contains("[Termination \"time forfeit\"]"), draw.get("pgn").asText());
        JsonNode lost = client.post("/api/chess/position", Map.of("variant", "chess", "fen", fen, "flagged", "black")).body();
        assertEquals("1-0", lost.get("result").get("score").asText());
        assertEquals("Black loses on time", lost.get("result").get("reason").asText());
        assertOneLineError(client.post("/api/chess/position", Map.of("variant", "duck", "resigned", "red")), 400,
                "bad resigned 'red'");
        assertOneLineError(client.post("/api/chess/position", Map.of("variant", "duck", "resigned", "white", "flagged",
                "black")), 400, "not both");
        assertOneLineError(client.post("/api/chess/position", Map.of("variant", "duck", "fen", "*3k3/8/8/8/8/8/8/4Q2K w - - 0 1",
                "moves", List.of("e1e8,e8e1"), "resigned", "black")), 400, "already over");
    }

    /** A PGN's first game, replayed: its moves in UCI; a bad one is one line naming the ply. */
    @Test
    void pgnImportsReplayTheirMoves() {
        JsonNode game = client.post("/api/chess/pgn", Map.of("pgn", "[Event \"x\"]\n\n1. e4 e5 2. Nf3 *\n")).body();
        assertEquals("chess", game.get("variant").asText());
        assertEquals("", game.get("fen").asText());
        assertEquals(List.of("e2e4", "e7e5", "g1f3"), List.of(game.get("moves").get(0).asText(),
                game.get("moves").get(1).asText(), game.get("moves").get(2).asText()));
        assertEquals(3, game.get("moves").size());
        // movetext without a result token, and a Duck Chess game from a FEN
        assertEquals(2, client.post("/api/chess/pgn", Map.of("pgn", "1. d4 d5")).body().get("moves").size());
        JsonNode duck = client.post("/api/chess/pgn", Map.of("pgn", "[Variant \"duck\"]\n[SetUp \"1\"]\n"
                + "[FEN \"*3k3/8/8/8/8/8/8/4Q2K w - - 0 1\"]\n\n1. e1e8 1-0\n")).body();
        assertEquals("duck", duck.get("variant").asText());
        assertEquals("*3k3/8/8/8/8/8/8/4Q2K w - - 0 1", duck.get("fen").asText());
        assertEquals("e1e8", duck.get("moves").get(0).asText());
        assertOneLineError(client.post("/api/chess/pgn", Map.of("pgn", "1. e4 e5 2. Nf9 *")), 400, "ply 3 ('Nf9')");
        assertOneLineError(client.post("/api/chess/pgn", Map.of("pgn", " ")), 400, "the PGN is empty");
        assertOneLineError(client.post("/api/chess/pgn", Map.of("pgn", "[Variant \"shogi\"]\n1. e4 *")), 400, "shogi");
    }

    @Test
    void finishedGamesSayWhoWon() {
        // Duck Chess: the queen takes the king on e8 (the duck stands on a8).
        String fen = "*3k3/8/8/8/8/8/8/4Q2K w - - 0 1";
        JsonNode over = client.post("/api/chess/position",
                Map.of("variant", "duck", "fen", fen, "moves", List.of("e1e8,e8e1"))).body();
        assertTrue(over.get("result").get("over").asBoolean());
        assertEquals("1-0", over.get("result").get("score").asText());
        assertEquals(0, over.get("legal").size());
        assertTrue(over.get("pgn").asText().contains("[Termination \"normal\"]"), over.get("pgn").asText());
        assertOneLineError(client.get("/api/chess/think?variant=duck&fen=" + fen.replace(" ", "%20").replace("*", "%2A")
                + "&moves=e1e8,e8e1"), 400, "the game is over");
    }

    @Test
    void takingTheKingNeedsNoDuckLeg() {
        // Re1xe8 ends the game at once: the page sends it without a duck leg, and the legal moves say so.
        String fen = "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1";
        JsonNode start = client.post("/api/chess/position", Map.of("variant", "duck", "fen", fen)).body();
        boolean offered = false;
        for (JsonNode move : start.get("legal")) {
            boolean takesKing = move.get("from").asText().equals("e1") && move.get("to").asText().equals("e8");
            assertEquals(takesKing, move.get("capturesKing").asBoolean(), move.toString());
            assertEquals(takesKing, move.get("ducks").isEmpty(), move.toString());
            offered |= takesKing;
        }
        assertTrue(offered);
        JsonNode over = client.post("/api/chess/position", Map.of("variant", "duck", "fen", fen, "moves", List.of("e1e8")))
                .body();
        assertEquals("1-0", over.get("result").get("score").asText());
        assertEquals("e1e8", over.get("history").get(0).get("uci").asText());
        assertTrue(over.get("pgn").asText().contains("1. e1e8"), over.get("pgn").asText());
        // a move that takes no king still needs its duck leg
        assertOneLineError(client.post("/api/chess/position", Map.of("variant", "duck", "fen", fen, "moves", List.of("e1e7"))),
                400, "the duck leg is missing");
    }

    @Test
    void refusedMovesAreNumberedAsTheMoveList() {
        // White's third move, then Black's: full-move numbers and the side, not half-moves
        String fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3";
        assertOneLineError(client.post("/api/chess/position", Map.of("variant", "duck", "fen", fen, "moves",
                List.of("e4e5,e5d5"))), 400, "White's move 3: illegal move 'e4e5,e5d5'");
        assertOneLineError(client.post("/api/chess/position", Map.of("variant", "duck", "fen", fen, "moves",
                List.of("g1f3,f3d4", "e5e4,e4e3"))), 400, "Black's move 3: illegal move 'e5e4,e4e3'");
    }

    @Test
    void badChessInputIsOneLine() {
        assertOneLineError(client.post("/api/chess/position", Map.of("variant", "duck", "moves", List.of("e2e5,e5e6"))),
                400, "White's move 1: illegal move 'e2e5,e5e6'");
        assertOneLineError(client.post("/api/chess/position", Map.of("variant", "duck", "moves", List.of("e2e4"))),
                400, "White's move 1: bad move 'e2e4': the duck leg is missing");
        assertOneLineError(client.post("/api/chess/position",
                Map.of("variant", "duck", "fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1")),
                400, "side to move 'x'");
        assertOneLineError(client.post("/api/chess/position", Map.of("variant", "shogi")), 400, "unknown variant 'shogi'");
        assertOneLineError(client.get("/api/chess/think?variant=duck&movetime=abc"), 400, "bad movetime 'abc'");
        assertOneLineError(client.get("/api/chess/think?variant=duck&movetime=999999999"), 400, "movetime must be");
        assertOneLineError(client.get("/api/chess/think?variant=duck&skill=21"), 400, "skill must be 0 .. 20");
        assertOneLineError(client.get("/api/chess/think?variant=duck&skill=weak"), 400, "bad skill 'weak'");
    }

    @Test
    void engineThinkingStreamsAndEndsWithALegalMove() throws IOException {
        List<String> moves = List.of("e2e4,e4e5");
        try (ApiClient.Events events = client.events("/api/chess/think",
                Map.of("variant", "duck", "moves", String.join(" ", moves), "movetime", HANG_GUARD_MOVETIME, "depth", "3"))) {
            assertEquals(200, events.status);
            List<String> names = new ArrayList<>();
            JsonNode best = null;
            for (String[] event = events.next(); event != null; event = events.next()) {
                names.add(event[0]);
                if ("bestmove".equals(event[0])) {
                    best = ApiClient.JSON.readTree(event[1]);
                }
            }
            assertNotNull(best, names.toString());
            assertTrue(names.contains("info"), names.toString());
            assertEquals(3, best.get("info").get("depth").asInt());
            PlayedGame game = PlayedGame.standardStart(Variant.DUCK);
            game.playUci("e2e4,e4e5");
            game.playUci(best.get("uci").asText()); // throws when the engine's move is not legal
            PlayedGame line = PlayedGame.standardStart(Variant.DUCK);
            line.playUci("e2e4,e4e5");
            for (JsonNode pv : best.get("info").get("pv")) {
                line.playUci(pv.asText());
            }
        }
    }

    /** A think that does not ask for an event stream gets one line saying so, not an empty 200. */
    @Test
    void thinkingWithoutAnEventStreamIsRefusedWithOneLine() {
        ApiClient.Reply json = client.get("/api/chess/think?variant=duck", Map.of("Accept", "application/json"));
        assertOneLineError(json, 406, "it answers with server-sent events only (Accept: text/event-stream), "
                + "not 'application/json'");
        ApiClient.Reply none = client.get("/api/chess/think?variant=duck");
        assertOneLineError(none, 400, "send Accept: text/event-stream");
        ApiClient.Reply any = client.get("/api/chess/think?variant=duck", Map.of("Accept", "*/*"));
        assertOneLineError(any, 400, "send Accept: text/event-stream");
    }

    /** The page's Skill Level reaches the engine: level 0 plays every move weakly, searched to depth 1 only. */
    @Test
    void skillLevelZeroThinksOnePlyDeep() throws IOException {
        JsonNode weak = bestMove(Map.of("variant", "duck", "moves", "e2e4,e4e5", "movetime", HANG_GUARD_MOVETIME, "depth", "3",
                "skill", "0"));
        assertEquals(1, weak.get("info").get("depth").asInt(), weak.toString());
        PlayedGame game = PlayedGame.standardStart(Variant.DUCK);
        game.playUci("e2e4,e4e5");
        game.playUci(weak.get("uci").asText()); // throws when the engine's move is not legal
        // and the next request on the same worker plays at full strength again (depth 3)
        JsonNode full = bestMove(Map.of("variant", "duck", "moves", "e2e4,e4e5", "movetime", HANG_GUARD_MOVETIME, "depth", "3"));
        assertEquals(3, full.get("info").get("depth").asInt(), full.toString());
    }

    /** The {@code bestmove} event of a thinking stream (null when none came). */
    private JsonNode bestMove(Map<String, String> params) throws IOException {
        try (ApiClient.Events events = client.events("/api/chess/think", params)) {
            JsonNode best = null;
            for (String[] event = events.next(); event != null; event = events.next()) {
                if ("bestmove".equals(event[0])) {
                    best = ApiClient.JSON.readTree(event[1]);
                }
            }
            assertNotNull(best, "no bestmove event");
            return best;
        }
    }
}
