package org.zwang.webstatic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Supplier;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSExport;
import org.zwang.bridge.io.DdTableFormat;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.solver.DoubleDummySolver;
import org.zwang.bridge.solver.SolverOptions;
import org.zwang.duck.board.Board;
import org.zwang.duck.engine.EngineOption;
import org.zwang.duck.engine.EngineResult;
import org.zwang.duck.engine.ZwangEngine;
import org.zwang.record.PlayedGame;
import org.zwang.search.StopFlag;
import org.zwang.web.ApiException;
import org.zwang.web.WebSettings;
import org.zwang.web.bridge.BridgeAnswers;
import org.zwang.web.chess.ChessAnswers;

/**
 * The static site's search, compiled to WebAssembly by TeaVM and run in a Web Worker: the calls the
 * boards make of the server's API ({@code /api/bridge/...}, {@code /api/chess/...}), each answered
 * with the same JSON from the same {@link BridgeAnswers} and {@link ChessAnswers} methods, with no
 * server. One solver and one engine, kept warm between calls; no threads (the worker is the thread).
 *
 * <p>Each call returns its answer's JSON text, or {@code {"error": reason, "status": 400}} for a
 * refused request ({@code 500} for a failure), as the server's error bodies read. Strings and
 * numbers only cross to JavaScript: the worker turns the request's JSON into these arguments.
 */
public final class StaticApi {

    /** The longest think asked for: the server's default cap. */
    static final long MAX_MOVE_MILLIS = 60_000;
    /** The memory the engine's table may take: no JVM heap to read here, so the size the server gives each worker. */
    private static final long ENGINE_HEAP_BYTES = 256L << 20;

    private static DoubleDummySolver solver;
    private static ZwangEngine engine;

    private StaticApi() {
    }

    /** TeaVM's entry point; the exports below do the work. */
    public static void main(String[] args) {
        // nothing to start: the solver and the engine are made at their first call
    }

    /** {@code POST /api/bridge/load}: a deal file's boards. */
    @JSExport
    public static String bridgeLoad(String name, String text) {
        return answer(() -> JsonText.write(BridgeAnswers.load(name, text)));
    }

    /** {@code GET /api/bridge/random}: a random deal. */
    @JSExport
    public static String bridgeRandom() {
        return answer(() -> JsonText.write(BridgeAnswers.random(ThreadLocalRandom.current().nextLong())));
    }

    /** {@code POST /api/bridge/table}: the deal's DD table and par. */
    @JSExport
    public static String bridgeTable(String deal, String dealer, String vulnerability) {
        return answer(() -> {
            Deal parsed = BridgeAnswers.parseDeal(BridgeAnswers.required(deal, "deal"));
            int dealerSeat = BridgeAnswers.dealer(dealer);
            DdTable table = solver().ddTable(parsed);
            return DdTableFormat.json(parsed, table, dealerSeat, BridgeAnswers.vulnerability(vulnerability));
        });
    }

    /**
     * {@code POST /api/bridge/par}: par for another dealer or vulnerability from the table given,
     * {@code tricks} as lines "strain seat tricks" ("S N 9").
     */
    @JSExport
    public static String bridgePar(String deal, String tricks, String dealer, String vulnerability) {
        return answer(() -> {
            Deal parsed = BridgeAnswers.parseDeal(BridgeAnswers.required(deal, "deal"));
            Map<String, Integer> cells = new HashMap<>();
            for (String line : tricks.split("\n")) {
                String[] parts = line.trim().split(" ");
                if (parts.length == 3) {
                    cells.put(parts[0] + " " + parts[1], Integer.parseInt(parts[2]));
                }
            }
            DdTable table = BridgeAnswers.table(parsed, (strain, seat) -> cells.get(strain + " " + seat));
            return DdTableFormat.json(parsed, table, BridgeAnswers.dealer(dealer),
                    BridgeAnswers.vulnerability(vulnerability));
        });
    }

    /** {@code POST /api/bridge/play}: the played line, {@code cards} space-separated, and every legal card's value. */
    @JSExport
    public static String bridgePlay(String deal, String strain, String declarer, String cards) {
        return answer(() -> {
            Deal parsed = BridgeAnswers.parseDeal(BridgeAnswers.required(deal, "deal"));
            int strainIndex = Strain.parse(BridgeAnswers.required(strain, "strain"));
            int declarerSeat = Seat.parse(BridgeAnswers.required(declarer, "declarer"));
            int[] played = BridgeAnswers.cards(words(cards));
            return JsonText.write(BridgeAnswers.analyse(solver(), parsed, strainIndex, declarerSeat, played));
        });
    }

    /**
     * {@code POST /api/chess/position}: the game's position, legal moves and PGN ({@code date} for its
     * Date tag); {@code resigned} or {@code flagged}, when given, the side that resigned or lost on time.
     */
    @JSExport
    public static String chessPosition(String variant, String fen, String moves, String white, String black,
            String resigned, String flagged, String date) {
        return answer(() -> {
            PlayedGame game = ChessAnswers.replay(variant, fen, words(moves));
            ChessAnswers.Ending ending = ChessAnswers.Ending.of(resigned, flagged);
            return JsonText.write(ChessAnswers.positionJson(game, ending, white, black, date));
        });
    }

    /** {@code POST /api/chess/pgn}: a PGN text's first game, replayed: variant, start FEN, moves in UCI. */
    @JSExport
    public static String chessPgn(String pgn) {
        return answer(() -> JsonText.write(ChessAnswers.importPgn(pgn)));
    }

    /**
     * {@code /api/chess/think}: the engine's move, each finished iteration sent on to the page's
     * {@code info} handler as it comes; the answer is the {@code bestmove} event's data.
     */
    @JSExport
    public static String chessThink(String variant, String fen, String moves, int moveMillis, int depth, int skill) {
        return answer(() -> {
            PlayedGame game = ChessAnswers.thinkGame(variant, fen, words(moves), moveMillis, MAX_MOVE_MILLIS, depth,
                    skill);
            Board board = game.boardCopy();
            EngineResult result = ChessAnswers.think(engine(), board, moveMillis, depth, skill, new StopFlag(),
                    info -> postInfo(JsonText.write(ChessAnswers.infoJson(board, info))));
            return JsonText.write(ChessAnswers.bestMoveJson(board, result));
        });
    }

    /** The engine's name, for the page's engine panel. */
    @JSExport
    public static String engineName() {
        return ZwangEngine.NAME;
    }

    @JSBody(params = "json", script = "zwangInfo(json);")
    private static native void postInfo(String json);

    private static DoubleDummySolver solver() {
        if (solver == null) {
            solver = new DoubleDummySolver(SolverOptions.defaults().withTableBytes(WebSettings.SOLVER_TABLE_BYTES));
        }
        return solver;
    }

    private static ZwangEngine engine() {
        if (engine == null) {
            engine = ZwangEngine.singleThreaded(ENGINE_HEAP_BYTES);
            engine.setOption(EngineOption.HASH, Integer.toString(WebSettings.ENGINE_HASH_MB));
        }
        return engine;
    }

    private static List<String> words(String text) {
        return text == null || text.isBlank() ? List.of() : new ArrayList<>(Arrays.asList(text.trim().split("\\s+")));
    }

    /** The work's JSON, or the error body the server would send. */
    private static String answer(Supplier<String> work) {
        try {
            return work.get();
        } catch (ApiException e) {
            return error(e.getMessage(), e.status());
        } catch (IllegalArgumentException e) {
            return error(e.getMessage(), 400);
        } catch (RuntimeException | Error e) {
            return error(e.getClass().getSimpleName() + ": " + e.getMessage(), 500);
        }
    }

    private static String error(String message, int status) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", String.valueOf(message));
        body.put("status", status);
        return JsonText.write(body);
    }
}
