package org.zwang.match;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.zwang.duck.board.Color;
import org.zwang.duck.board.Variant;
import org.zwang.duck.rules.GameResult.Outcome;
import org.zwang.duck.rules.GameResult;
import org.zwang.protocol.Protocol;
import org.zwang.record.PlayedGame;
import org.zwang.record.ResultText;
import org.zwang.record.pgn.PgnGame;
import org.zwang.record.pgn.PgnWriter;
import org.zwang.record.stats.MatchScore;
import org.zwang.record.stats.Pentanomial;
import org.zwang.record.stats.Sprt;

/**
 * Plays a match between two engine processes with Zwang as the referee: every move an engine sends
 * is checked with Zwang's rules before it is played; an illegal or unreadable move, a crash, a
 * resignation, a false result claim or a move after the flag fell loses the game, and the board
 * decides everything else (king capture, stalemate, checkmate, the 50-move rule, repetition). Each
 * opening is played twice with colours swapped; {@code concurrency} games run at once, each pair
 * of slots with its own two engine processes, which are reused from game to game and restarted
 * after a failure. Finished games go to the PGN sink as they end. The two games of an opening are a
 * pair, counted in a {@link Pentanomial} as both end; with an {@link Sprt} the match starts no new
 * game once the test decides (games already under way are played out and counted).
 */
public final class MatchRunner {

    private final MatchConfig config;
    private final MatchListener listener;
    private final Consumer<String> pgnSink;
    private final Consumer<String> engineLog;
    private final List<Slot> slots = Collections.synchronizedList(new ArrayList<>());
    private final Protocol[] detected = new Protocol[2];
    private MatchScore score = new MatchScore(0, 0, 0);
    private Pentanomial pairs = Pentanomial.EMPTY;
    /** The first engine's score in the first finished game of each pair still waiting for its partner. */
    private final java.util.Map<Integer, Double> unpaired = new java.util.HashMap<>();
    private volatile Sprt.Decision decision = Sprt.Decision.CONTINUE;
    private Pentanomial decidedAt;
    private final List<GameRecord> records = Collections.synchronizedList(new ArrayList<>());
    private volatile boolean stopped;

    /**
     * @param pgnSink   receives each finished game's PGN text (called under a lock, in finishing order)
     * @param engineLog receives every line exchanged with the engines, prefixed with the engine's slot
     */
    public MatchRunner(MatchConfig config, MatchListener listener, Consumer<String> pgnSink, Consumer<String> engineLog) {
        this.config = config;
        this.listener = listener;
        this.pgnSink = pgnSink;
        this.engineLog = engineLog;
    }

    /**
     * Plays the whole match and returns its games in game order; after {@link #stop()}, the games
     * finished before it.
     */
    public List<GameRecord> run() throws InterruptedException {
        int threads = Math.min(config.concurrency(), config.games());
        ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "match-slot");
            thread.setDaemon(true);
            return thread;
        });
        AtomicInteger nextGame = new AtomicInteger();
        List<Future<?>> futures = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int slotNumber = t + 1;
            futures.add(pool.submit(() -> {
                Slot slot = new Slot(slotNumber);
                slots.add(slot);
                try {
                    int number;
                    while (!stopped && decision == Sprt.Decision.CONTINUE && (number = nextGame.getAndIncrement()) < config.games()) {
                        GameRecord record = slot.play(number + 1);
                        if (record != null) {
                            records.add(record);
                        }
                    }
                } finally {
                    slot.close();
                }
                return null;
            }));
        }
        try {
            for (Future<?> future : futures) {
                future.get();
            }
        } catch (ExecutionException e) {
            if (stopped) {
                return finishedGames(); // an engine killed by stop() may fail a slot: that is the stop
            }
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            }
            throw new IllegalStateException(cause);
        } finally {
            pool.shutdownNow();
            abort();
        }
        return finishedGames();
    }

    /** The games finished so far, in game order. */
    public List<GameRecord> finishedGames() {
        List<GameRecord> sorted;
        synchronized (records) {
            sorted = new ArrayList<>(records);
        }
        sorted.sort(Comparator.comparingInt(GameRecord::number));
        return sorted;
    }

    /**
     * Stops the match (Ctrl-C): no game starts any more, the games in progress are dropped (not
     * scored, not written), their engines are ended; {@link #run()} returns the finished games.
     */
    public void stop() {
        stopped = true;
        abort();
    }

    /** Whether {@link #stop()} was called. */
    public boolean stopped() {
        return stopped;
    }

    /** The first engine's score so far. */
    public synchronized MatchScore score() {
        return score;
    }

    /** The first engine's results counted by game pair (pairs with both games finished). */
    public synchronized Pentanomial pairs() {
        return pairs;
    }

    /** What the SPRT decided ({@link Sprt.Decision#CONTINUE} without one, or when it did not decide). */
    public Sprt.Decision decision() {
        return decision;
    }

    /** The pair counts at the moment the SPRT decided, or null when it did not. */
    public synchronized Pentanomial decidedAt() {
        return decidedAt;
    }

    /** Ends every engine process at once (Ctrl-C, or a match that failed). */
    public void abort() {
        synchronized (slots) {
            for (Slot slot : slots) {
                slot.kill();
            }
        }
    }

    private synchronized MatchScore record(GameRecord record) {
        score = score.plus(record.firstEngineScore());
        pgnSink.accept(PgnWriter.write(record.pgn()));
        return score;
    }

    /** Counts {@code record} in its pair; returns the new pair counts when it completed one, else null. */
    private synchronized Pentanomial pair(GameRecord record) {
        int pair = (record.number() - 1) / 2;
        Double partner = unpaired.remove(pair);
        if (partner == null) {
            unpaired.put(pair, record.firstEngineScore());
            return null;
        }
        pairs = pairs.plus(partner, record.firstEngineScore());
        if (config.sprt() != null && decision == Sprt.Decision.CONTINUE) {
            Sprt.Decision now = config.sprt().decide(config.sprt().llr(pairs));
            if (now != Sprt.Decision.CONTINUE) {
                decidedAt = pairs;
                decision = now;
            }
        }
        return pairs;
    }

    /** One game at a time with its own pair of engine processes. */
    private final class Slot {
        private final int number;
        private final EnginePlayer[] players = new EnginePlayer[2];

        Slot(int number) {
            this.number = number;
        }

        private EnginePlayer player(int which) throws EngineFailure {
            EnginePlayer player = players[which];
            if (player != null && player.isRunning()) {
                return player;
            }
            EngineSpec spec = which == 0 ? config.first() : config.second();
            String tag = "[" + number + "." + (which + 1) + "] ";
            Consumer<String> log = line -> engineLog.accept(tag + line);
            try {
                Protocol protocol = protocolOf(which, spec, log);
                player = EnginePlayer.create(spec, protocol, config.variant(), log);
                players[which] = player;
                player.start();
                if (stopped) { // stop() came while it started: it may have missed this process
                    player.kill();
                    throw new EngineFailure(EngineFailure.Kind.SETUP, "the match was stopped");
                }
                return player;
            } catch (EngineFailure e) {
                throw new EngineFailure(EngineFailure.Kind.SETUP, "engine " + (which + 1) + " ('" + spec.command()
                        + "') did not start: " + e.getMessage());
            }
        }

        private Protocol protocolOf(int which, EngineSpec spec, Consumer<String> log) throws EngineFailure {
            if (spec.protocol() != null) {
                return spec.protocol();
            }
            synchronized (detected) {
                if (detected[which] == null) {
                    detected[which] = ProtocolProbe.detect(spec, log);
                    listener.note("engine " + (which + 1) + " speaks " + detected[which].id());
                }
                return detected[which];
            }
        }

        GameRecord play(int gameNumber) {
            boolean firstWhite = gameNumber % 2 == 1;
            PlayedGame game = config.openings().game((gameNumber - 1) / 2);
            int openingPlies = game.moveCount();
            EnginePlayer white = null;
            EnginePlayer black = null;
            Outcome outcome;
            String reason;
            String termination = "normal";
            int loserColor = -1;
            TimeControl whiteClock = config.timeControl(firstWhite ? 0 : 1);
            TimeControl blackClock = config.timeControl(firstWhite ? 1 : 0);
            long[] clocks = {whiteClock.baseMillis(), blackClock.baseMillis()};
            long[] increments = {whiteClock.incrementMillis(), blackClock.incrementMillis()};
            try {
                for (int color = Color.WHITE; color <= Color.BLACK; color++) {
                    loserColor = color;
                    int which = (color == Color.WHITE) == firstWhite ? 0 : 1;
                    EnginePlayer player = player(which);
                    player.newGame(game, config.timeControl(which));
                    if (color == Color.WHITE) {
                        white = player;
                    } else {
                        black = player;
                    }
                }
                listener.gameStarted(gameNumber, white.name(), black.name());
                while (true) {
                    if (stopped) {
                        return null; // dropped: not finished, not scored
                    }
                    GameResult result = game.result();
                    if (result.isOver()) {
                        outcome = result.outcome();
                        reason = ResultText.reason(result);
                        break;
                    }
                    if (config.maxMoves() > 0 && game.moveCount() - openingPlies >= 2 * config.maxMoves()) {
                        outcome = Outcome.DRAW;
                        reason = "Draw by adjudication after " + config.maxMoves() + " moves";
                        termination = "adjudication";
                        break;
                    }
                    int side = game.sideToMove();
                    loserColor = side;
                    EnginePlayer player = side == Color.WHITE ? white : black;
                    long start = System.nanoTime();
                    long deadline = start + (clocks[side] + config.timeMarginMillis()) * 1_000_000L;
                    String move = player.move(game, clocks, increments, deadline);
                    long elapsed = (System.nanoTime() - start) / 1_000_000;
                    clocks[side] -= elapsed;
                    if (clocks[side] + config.timeMarginMillis() < 0) {
                        throw new EngineFailure(EngineFailure.Kind.TIME_FORFEIT, player.name() + " loses on time");
                    }
                    try {
                        if (player.writesXboardNotation()) {
                            game.playXboard(move);
                        } else {
                            game.playUci(move);
                        }
                    } catch (IllegalArgumentException e) {
                        throw new EngineFailure(EngineFailure.Kind.ILLEGAL_MOVE, player.name() + " plays an illegal move: "
                                + e.getMessage());
                    }
                    clocks[side] += increments[side];
                }
            } catch (EngineFailure failure) {
                if (stopped) {
                    return null; // the engines were ended by stop(): the game is not finished
                }
                if (failure.kind() == EngineFailure.Kind.SETUP) {
                    throw new IllegalStateException(failure.getMessage()); // an engine that cannot start ends the match
                }
                outcome = loserColor == Color.WHITE ? Outcome.BLACK_WINS : Outcome.WHITE_WINS;
                String side = loserColor == Color.WHITE ? "White" : "Black";
                reason = failure.kind() == EngineFailure.Kind.RESIGNATION ? side + " resigns"
                        : side + " forfeits: " + failure.getMessage();
                termination = failure.kind().termination();
                int which = (loserColor == Color.WHITE) == firstWhite ? 0 : 1;
                if (failure.kind() != EngineFailure.Kind.RESIGNATION && players[which] != null) {
                    players[which].kill(); // its state is unknown: a fresh process plays the next game
                    listener.note("engine " + (which + 1) + " (" + players[which].name() + ") restarts: " + failure.getMessage());
                }
            }
            String resultText = new GameResult(outcome, GameResult.Termination.NONE).pgn();
            for (EnginePlayer player : new EnginePlayer[] {white, black}) {
                if (player != null && player.isRunning()) {
                    player.gameOver(resultText, reason);
                }
            }
            String whiteName = firstWhite ? nameOf(0) : nameOf(1);
            String blackName = firstWhite ? nameOf(1) : nameOf(0);
            PgnGame pgn = pgn(gameNumber, game, whiteName, blackName, whiteClock, blackClock, resultText, reason,
                    termination);
            GameRecord record = new GameRecord(gameNumber, firstWhite, outcome, reason, termination, game, pgn);
            MatchScore now = record(record);
            Pentanomial pairsNow = pair(record);
            listener.gameFinished(record, now);
            if (pairsNow != null) {
                listener.pairFinished(pairsNow);
            }
            return record;
        }

        private String nameOf(int which) {
            EngineSpec spec = which == 0 ? config.first() : config.second();
            if (spec.name() != null) {
                return spec.name();
            }
            EnginePlayer player = players[which];
            return player != null && player.name() != null ? player.name() : spec.command();
        }

        void close() {
            for (int i = 0; i < 2; i++) {
                if (players[i] != null) {
                    players[i].close();
                    players[i] = null;
                }
            }
        }

        void kill() {
            for (EnginePlayer player : players) {
                if (player != null) {
                    player.kill();
                }
            }
        }
    }

    private PgnGame pgn(int number, PlayedGame game, String white, String black, TimeControl whiteClock,
            TimeControl blackClock, String result, String reason, String termination) {
        PgnGame pgn = new PgnGame()
                .tag("Event", config.event())
                .tag("Site", "?")
                .tag("Date", LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd")))
                .tag("Round", Integer.toString(number))
                .tag("White", white)
                .tag("Black", black)
                .tag("Result", result);
        if (config.variant() == Variant.DUCK) {
            pgn.tag("Variant", "duck");
        }
        if (!game.startsFromStandardPosition()) {
            pgn.tag("SetUp", "1").tag("FEN", game.startFen());
        }
        if (whiteClock.equals(blackClock)) {
            pgn.tag("TimeControl", whiteClock.toString());
        } else { // a time-odds game, tagged as cutechess-cli tags it
            pgn.tag("WhiteTimeControl", whiteClock.toString()).tag("BlackTimeControl", blackClock.toString());
        }
        pgn.tag("Termination", termination)
                .tag("PlyCount", Integer.toString(game.moveCount()));
        pgn.moves().addAll(PgnWriter.moveTokens(game));
        return pgn.finalComment(reason).result(result);
    }
}
