package org.zwang.web.chess;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.sse.SseClient;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
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
import org.zwang.duck.engine.EngineOption;
import org.zwang.duck.engine.EngineResult;
import org.zwang.duck.engine.ZwangEngine;
import org.zwang.record.PlayedGame;
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
 * request carries the game. The answers are {@link ChessAnswers}', which the static site's
 * WebAssembly build gives too; this class carries them over HTTP.
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

    /**
     * {@code POST /api/chess/position}: variant ("duck" or "chess"), start FEN (empty: the initial
     * position), moves in UCI notation; {@code resigned} or {@code flagged} ("white", "black"),
     * when given, the side that resigned or whose flag fell.
     */
    public record PositionRequest(String variant, String fen, List<String> moves, String white, String black,
            String resigned, String flagged) {
    }

    /** {@code POST /api/chess/pgn}: a PGN text whose first game the page sets up. */
    public record PgnRequest(String pgn) {
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
        routes.post("/api/chess/pgn", ctx -> ctx.json(ChessAnswers.importPgn(
                JsonBody.read(ctx, PgnRequest.class, MAX_REQUEST_BYTES).pgn())));
        routes.before("/api/chess/think", ctx -> {
            ctx.attribute(THINK_REQUEST, parseThink(ctx));
            requireEventStream(ctx);
        });
        routes.sse("/api/chess/think", this::think);
    }

    private void position(Context ctx) {
        PositionRequest request = JsonBody.read(ctx, PositionRequest.class, MAX_REQUEST_BYTES);
        PlayedGame game = ChessAnswers.replay(request.variant(), request.fen(), request.moves());
        ChessAnswers.Ending ending = ChessAnswers.Ending.of(request.resigned(), request.flagged());
        ctx.json(ChessAnswers.positionJson(game, ending, request.white(), request.black(),
                LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd"))));
    }

    private Think parseThink(Context ctx) {
        String moves = ctx.queryParam("moves");
        List<String> list = moves == null || moves.isBlank() ? List.of() : Arrays.asList(moves.trim().split("\\s+"));
        long millis = longParam(ctx, "movetime", DEFAULT_MOVE_MILLIS);
        long depth = longParam(ctx, "depth", 0);
        long skill = longParam(ctx, "skill", ZwangEngine.MAX_SKILL_LEVEL);
        PlayedGame game = ChessAnswers.thinkGame(ctx.queryParam("variant"), ctx.queryParam("fen"), list, millis,
                maxMoveMillis, depth, skill);
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
            stream.send("searching", Map.of("engine", ZwangEngine.NAME, "movetime", request.moveMillis()));
            EngineResult result = engines.use(engine -> ChessAnswers.think(engine, board, request.moveMillis(),
                    request.depth(), request.skillLevel(), stop, info -> {
                        if (!stream.send("info", ChessAnswers.infoJson(board, info))) {
                            stop.stop();
                        }
                    }));
            if (!stop.isStopped() || !stream.client.terminated()) {
                stream.send("bestmove", ChessAnswers.bestMoveJson(board, result));
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
