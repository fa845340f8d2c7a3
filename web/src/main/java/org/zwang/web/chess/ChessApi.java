package org.zwang.web.chess;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.sse.SseClient;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.zwang.bridge.model.Tokens;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Color;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Piece;
import org.zwang.duck.board.PieceType;
import org.zwang.duck.board.Square;
import org.zwang.duck.board.Variant;
import org.zwang.duck.engine.EngineOption;
import org.zwang.duck.engine.EngineResult;
import org.zwang.duck.search.EngineScore;
import org.zwang.duck.engine.ThinkingInfo;
import org.zwang.duck.engine.ZwangEngine;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.duck.rules.GameResult;
import org.zwang.record.PlayedGame;
import org.zwang.record.ResultText;
import org.zwang.record.pgn.PgnGame;
import org.zwang.record.pgn.PgnWriter;
import org.zwang.record.pgn.San;
import org.zwang.search.SearchLimits;
import org.zwang.search.StopFlag;
import org.zwang.web.ApiException;
import org.zwang.web.Failures;
import org.zwang.web.WebSettings;
import org.zwang.web.http.JsonBody;
import org.zwang.web.work.PerWorker;
import org.zwang.web.work.SearchPool;

/**
 * The Duck Chess page's API (standard chess too), over duckchess-bundle and game-record's game and
 * PGN code: a game (start FEN and moves, checked by the same rules as the protocols) becomes a
 * position with its legal moves, duck squares, result and PGN; the engine thinks about it on the
 * server's {@link SearchPool} and streams every iteration as a server-sent event. Stateless: each
 * request carries the game.
 *
 * <p>A thinking stream is pinged four times a second; when the client has gone (tab closed, take
 * back, new game) the ping fails and the search is stopped through its stop flag. Every failure of a
 * search, an {@code Error} included, ends its stream with a {@code failure} event.
 */
public final class ChessApi implements AutoCloseable {

    private static final String THINK_REQUEST = "zwang.think";
    /** A game and its players' names: a long game's moves fit many times over. */
    private static final long MAX_REQUEST_BYTES = JsonBody.MAX_REQUEST_BYTES;
    private static final long DEFAULT_MOVE_MILLIS = 2_000;

    private final SearchPool pool;
    private final long maxMoveMillis;
    /** Each worker thread keeps its own engine (an engine is single-threaded). */
    private final PerWorker<ZwangEngine> engines = new PerWorker<>(() -> {
        ZwangEngine engine = new ZwangEngine();
        engine.setOption(EngineOption.HASH, Integer.toString(WebSettings.ENGINE_HASH_MB));
        return engine;
    });
    private final Set<Stream> streams = ConcurrentHashMap.newKeySet();
    private final ScheduledExecutorService pinger = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "zwang-sse-ping");
        thread.setDaemon(true);
        return thread;
    });

    public ChessApi(SearchPool pool, long maxMoveMillis) {
        this.pool = pool;
        this.maxMoveMillis = maxMoveMillis;
        pinger.scheduleWithFixedDelay(this::ping, 250, 250, TimeUnit.MILLISECONDS);
    }

    /** {@code POST /api/chess/position}: variant ("duck" or "chess"), start FEN (empty: the initial position), moves in UCI notation. */
    public record PositionRequest(String variant, String fen, List<String> moves, String white, String black) {
    }

    /** A parsed thinking request. */
    private record Think(PlayedGame game, long moveMillis, int depth, int skillLevel) {
    }

    /** One open thinking stream and its search. */
    private static final class Stream {
        final SseClient client;
        volatile SearchPool.Job<?> job;
        /** Set when the search has ended by itself, so that closing the stream then does not stop it. */
        volatile boolean searchEnded;

        Stream(SseClient client) {
            this.client = client;
        }

        /** Stops the stream's search: its client has gone. */
        void stopSearch() {
            SearchPool.Job<?> running = job;
            if (running != null && !searchEnded) {
                running.cancel("the client closed the connection");
            }
        }

        synchronized boolean send(String event, Object data) {
            if (client.terminated()) {
                return false;
            }
            client.sendEvent(event, data);
            return !client.terminated();
        }

        synchronized boolean ping() {
            if (!client.terminated()) {
                client.sendComment("ping");
            }
            return !client.terminated();
        }
    }

    public void register(RoutesConfig routes) {
        routes.post("/api/chess/position", this::position);
        routes.before("/api/chess/think", ctx -> {
            ctx.attribute(THINK_REQUEST, parseThink(ctx));
            requireEventStream(ctx);
        });
        routes.sse("/api/chess/think", this::think);
    }

    private void position(Context ctx) {
        PositionRequest request = JsonBody.read(ctx, PositionRequest.class, MAX_REQUEST_BYTES);
        PlayedGame game = replay(request.variant(), request.fen(), request.moves());
        ctx.json(positionJson(game, request.white(), request.black()));
    }

    /** The game a request describes, every move checked; a 400 names the first bad one. */
    static PlayedGame replay(String variantText, String fen, List<String> moves) {
        Variant variant = variantText == null || variantText.isBlank() ? Variant.DUCK : Variant.parse(variantText);
        PlayedGame game;
        try {
            game = fen == null || fen.isBlank() ? PlayedGame.standardStart(variant) : PlayedGame.fromFen(fen, variant);
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest(e.getMessage());
        }
        List<String> list = moves == null ? List.of() : moves;
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) == null) {
                throw ApiException.badRequest(moveName(game.board()) + " is null: expected a move such as \"e2e4,e4e5\"");
            }
            try {
                game.playUci(list.get(i));
            } catch (IllegalArgumentException e) {
                throw ApiException.badRequest(moveName(game.board()) + ": " + e.getMessage());
            }
        }
        return game;
    }

    /** The move about to be played, as a move list numbers it: "White's move 3", "Black's move 12". */
    static String moveName(Board board) {
        return (board.sideToMove() == Color.WHITE ? "White" : "Black") + "'s move " + board.fullmoveNumber();
    }

    private static Map<String, Object> positionJson(PlayedGame game, String white, String black) {
        Board board = game.board();
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("variant", game.variant().id());
        json.put("startFen", game.startFen());
        json.put("fen", board.toFen());
        json.put("sideToMove", board.sideToMove() == Color.WHITE ? "white" : "black");
        json.put("moveNumber", board.fullmoveNumber());
        json.put("duck", board.duckSquare() == Square.NONE ? null : Square.name(board.duckSquare()));
        Map<String, String> pieces = new LinkedHashMap<>();
        for (int square = 0; square < 64; square++) {
            int piece = board.pieceAt(square);
            if (piece != Piece.NONE) {
                pieces.put(Square.name(square), String.valueOf(Piece.letter(piece)));
            }
        }
        json.put("pieces", pieces);
        json.put("inCheck", game.variant() == Variant.CHESS && board.inCheck());
        GameResult result = game.result();
        Map<String, Object> resultJson = new LinkedHashMap<>();
        resultJson.put("over", result.isOver());
        resultJson.put("score", result.pgn());
        resultJson.put("reason", result.isOver() ? ResultText.reason(result) : "");
        json.put("result", resultJson);
        json.put("legal", result.isOver() ? List.of() : legalMoves(board));
        List<String> tokens = PgnWriter.moveTokens(game);
        List<Map<String, Object>> history = new ArrayList<>();
        int[] moves = game.moves();
        for (int i = 0; i < moves.length; i++) {
            Map<String, Object> move = new LinkedHashMap<>();
            move.put("uci", MoveNotation.toUci(moves[i]));
            move.put("text", tokens.get(i));
            move.put("from", Square.name(Move.from(moves[i])));
            move.put("to", Square.name(Move.to(moves[i])));
            move.put("duck", Move.hasDuck(moves[i]) ? Square.name(Move.duckSquare(moves[i])) : null);
            history.add(move);
        }
        json.put("history", history);
        json.put("pgn", PgnWriter.write(pgn(game, tokens, white, black)));
        return json;
    }

    /** The chess moves of the side to move, each with the squares its duck may go to (Duck Chess). */
    private static List<Map<String, Object>> legalMoves(Board board) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        boolean duck = board.variant() == Variant.DUCK;
        int count = duck ? MoveGenerator.generate(board, moves, 0) : MoveGenerator.generateLegal(board, moves, 0);
        List<Map<String, Object>> legal = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("from", Square.name(Move.from(move)));
            json.put("to", Square.name(Move.to(move)));
            json.put("promotion", Move.isPromotion(move)
                    ? String.valueOf(PieceType.letter(Move.promotionType(move))) : null);
            // taking the king ends the game: no duck square to choose (sent as e1e8, no duck leg)
            boolean endsGame = duck && MoveNotation.capturesKing(move);
            json.put("capturesKing", endsGame);
            List<String> ducks = new ArrayList<>();
            if (duck && !endsGame) {
                for (long squares = MoveGenerator.duckSquaresAfter(board, move); squares != 0; squares &= squares - 1) {
                    ducks.add(Square.name(Long.numberOfTrailingZeros(squares)));
                }
            }
            json.put("ducks", ducks);
            legal.add(json);
        }
        return legal;
    }

    /**
     * The game's PGN with the tags {@code zwang match} writes (Seven Tag Roster, Variant, SetUp/FEN,
     * TimeControl, Termination, PlyCount).
     */
    private static PgnGame pgn(PlayedGame game, List<String> tokens, String white, String black) {
        GameResult result = game.result();
        PgnGame pgn = new PgnGame()
                .tag("Event", "Zwang web game")
                .tag("Site", "?")
                .tag("Date", LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd")))
                .tag("Round", "-")
                .tag("White", white == null || white.isBlank() ? "?" : white)
                .tag("Black", black == null || black.isBlank() ? "?" : black)
                .tag("Result", result.pgn());
        if (game.variant() == Variant.DUCK) {
            pgn.tag("Variant", "duck");
        }
        if (!game.startsFromStandardPosition()) {
            pgn.tag("SetUp", "1").tag("FEN", game.startFen());
        }
        // No clock on the page ("-": no time control, in the PGN standard's words); the game ends on the
        // board or is still going.
        pgn.tag("TimeControl", "-")
                .tag("Termination", result.isOver() ? "normal" : "unterminated")
                .tag("PlyCount", Integer.toString(game.moveCount()));
        pgn.moves().addAll(tokens);
        return pgn.finalComment(result.isOver() ? ResultText.reason(result) : "").result(result.pgn());
    }

    private Think parseThink(Context ctx) {
        String moves = ctx.queryParam("moves");
        List<String> list = moves == null || moves.isBlank() ? List.of() : Arrays.asList(moves.trim().split("\\s+"));
        PlayedGame game = replay(ctx.queryParam("variant"), ctx.queryParam("fen"), list);
        if (game.result().isOver()) {
            throw ApiException.badRequest("the game is over (" + ResultText.claim(game.result()) + "): nothing to think about");
        }
        long millis = longParam(ctx, "movetime", DEFAULT_MOVE_MILLIS);
        if (millis < 10 || millis > maxMoveMillis) {
            throw ApiException.badRequest("movetime must be 10 .. " + maxMoveMillis + " ms, got " + millis);
        }
        long depth = longParam(ctx, "depth", 0);
        if (depth < 0 || depth > 64) {
            throw ApiException.badRequest("depth must be 1 .. 64 (or 0 for no limit), got " + depth);
        }
        long skill = longParam(ctx, "skill", ZwangEngine.MAX_SKILL_LEVEL);
        if (skill < 0 || skill > ZwangEngine.MAX_SKILL_LEVEL) {
            throw ApiException.badRequest("skill must be 0 .. " + ZwangEngine.MAX_SKILL_LEVEL + " (20 = full strength), got " + skill);
        }
        return new Think(game, millis, (int) depth, (int) skill);
    }

    /**
     * Thinking answers with server-sent events only; Javalin streams them to a request whose
     * {@code Accept} names {@code text/event-stream} and answers any other with an empty 200, which
     * a client cannot tell from a search that said nothing.
     *
     * @throws ApiException 406 when {@code Accept} names other types only; 400 when it is missing or
     *                      only wildcards (the stream must be asked for by name)
     */
    private static void requireEventStream(Context ctx) {
        String accept = ctx.header("Accept");
        if (accept != null && accept.toLowerCase(Locale.ROOT).contains("text/event-stream")) {
            return;
        }
        boolean wildcards = accept == null || accept.isBlank() || Arrays.stream(accept.split(","))
                .map(type -> type.split(";", 2)[0].trim()).allMatch(type -> type.equals("*/*") || type.equals("text/*"));
        if (wildcards) {
            throw ApiException.badRequest("/api/chess/think streams server-sent events: send Accept: text/event-stream");
        }
        throw new ApiException(406, "/api/chess/think cannot answer as asked: it answers with server-sent events "
                + "only (Accept: text/event-stream), not " + Tokens.quote(accept));
    }

    private static long longParam(Context ctx, String name, long fallback) {
        String text = ctx.queryParam(name);
        if (text == null || text.isBlank()) {
            return fallback;
        }
        try {
            return Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            throw ApiException.badRequest("bad " + name + " '" + text + "': expected a whole number");
        }
    }

    private void think(SseClient client) {
        Think request = client.ctx().attribute(THINK_REQUEST);
        Stream stream = new Stream(client);
        client.keepAlive();
        client.onClose(() -> {
            streams.remove(stream);
            stream.stopSearch();
        });
        try {
            stream.job = pool.submit(stop -> {
                search(request, stream, stop);
                return null;
            });
        } catch (ApiException busy) {
            stream.send("failure", Map.of("error", busy.getMessage()));
            client.close();
            return;
        }
        streams.add(stream);
    }

    private void search(Think request, Stream stream, StopFlag stop) {
        try {
            if (stop.isStopped()) {
                return;
            }
            Board board = request.game().boardCopy();
            SearchLimits limits = SearchLimits.none().hardTimeMillis(request.moveMillis())
                    .softTimeMillis(request.moveMillis() / 2).stopFlag(stop);
            if (request.depth() > 0) {
                limits.maxDepth(request.depth());
            }
            stream.send("searching", Map.of("engine", ZwangEngine.NAME, "movetime", request.moveMillis()));
            EngineResult result = engines.use(engine -> {
                engine.setOption(EngineOption.SKILL_LEVEL, Integer.toString(request.skillLevel()));
                return engine.think(board, limits, info -> {
                    if (!stream.send("info", infoJson(board, info))) {
                        stop.stop();
                    }
                });
            });
            if (!stop.isStopped() || !stream.client.terminated()) {
                Map<String, Object> best = new LinkedHashMap<>();
                best.put("uci", MoveNotation.toUci(result.bestMove()));
                best.put("text", moveText(board, result.bestMove()));
                best.put("info", infoJson(board, result.info()));
                stream.send("bestmove", best);
            }
        } catch (IllegalArgumentException | ApiException e) {
            stream.send("failure", Map.of("error", String.valueOf(e.getMessage())));
        } catch (RuntimeException | Error e) {
            // every failure reaches the page, an Error too (the worker's engine was dropped, see PerWorker)
            stream.send("failure", Map.of("error", Failures.describe(e)));
        } finally {
            stream.searchEnded = true;
            stream.client.close();
        }
    }

    private static Map<String, Object> infoJson(Board board, ThinkingInfo info) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("depth", info.depth());
        json.put("seldepth", info.selectiveDepth());
        json.put("score", info.score());
        json.put("scoreText", scoreText(info.score(), board.sideToMove()));
        json.put("nodes", info.nodes());
        json.put("nps", info.nodesPerSecond());
        json.put("timeMillis", info.timeMillis());
        List<String> uci = new ArrayList<>();
        List<String> text = new ArrayList<>();
        Board line = board.copy();
        for (int move : info.principalVariation()) {
            uci.add(MoveNotation.toUci(move));
            text.add(moveText(line, move));
            line.makeMove(move);
        }
        json.put("pv", uci);
        json.put("pvText", text);
        return json;
    }

    /** A score as players read it, from White's side: "+0.35", "-1.20", "#3" (White mates), "#-2". */
    static String scoreText(int score, int sideToMove) {
        int white = sideToMove == Color.WHITE ? score : -score;
        if (EngineScore.isMate(white)) {
            return "#" + EngineScore.mateMoves(white);
        }
        return String.format(java.util.Locale.ROOT, "%+.2f", white / 100.0);
    }

    private static String moveText(Board board, int move) {
        return board.variant() == Variant.CHESS ? San.format(board, move) : MoveNotation.toUci(move);
    }

    /**
     * Pings every stream, stopping the search of each whose client has gone. Nothing may escape: a
     * scheduled task that throws (an {@code Error} included) is never run again, and then no stream
     * would notice its client leaving.
     */
    private void ping() {
        try {
            for (Stream stream : streams) {
                boolean alive;
                try {
                    alive = stream.ping();
                } catch (RuntimeException e) {
                    alive = false;
                }
                if (!alive) {
                    streams.remove(stream);
                    stream.stopSearch();
                }
            }
        } catch (RuntimeException | Error e) {
            // out of memory, say: the streams are pinged again in a quarter of a second
        }
    }

    /** Searches still streaming (for tests and the status line). */
    public int openStreams() {
        return streams.size();
    }

    @Override
    public void close() {
        pinger.shutdownNow();
    }
}
