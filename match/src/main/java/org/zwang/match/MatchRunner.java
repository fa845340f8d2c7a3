package org.zwang.match;

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
import org.zwang.duck.engine.Protocol;
import org.zwang.record.pgn.PgnWriter;
import org.zwang.stats.MatchScore;
import org.zwang.stats.Pentanomial;
import org.zwang.stats.Sprt;

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
    private final List<MatchSlot> slots = Collections.synchronizedList(new ArrayList<>());
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
                MatchSlot slot = new MatchSlot(this, slotNumber);
                slots.add(slot);
                try {
                    int number;
                    while (!stopped && decision == Sprt.Decision.CONTINUE && (number = nextGame.getAndIncrement()) < config.games()) {
                        GameRecord record = slot.play(number + 1);
                        if (record != null) {
                            finished(record);
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
            for (MatchSlot slot : slots) {
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

    MatchConfig config() {
        return config;
    }

    MatchListener listener() {
        return listener;
    }

    Consumer<String> engineLog() {
        return engineLog;
    }

    /** The protocol engine {@code which} speaks: the spec's, or detected once for the whole match. */
    Protocol protocolOf(int which, EngineSpec spec, Consumer<String> log) throws EngineFailure {
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

    /** Scores a finished game and tells the listener (on the slot's thread, before the next game). */
    private void finished(GameRecord record) {
        MatchScore now = record(record);
        Pentanomial pairsNow = pair(record);
        listener.gameFinished(record, now);
        if (pairsNow != null) {
            listener.pairFinished(pairsNow);
        }
    }
}
