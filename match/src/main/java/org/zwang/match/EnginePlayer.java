package org.zwang.match;

import java.io.IOException;
import java.util.function.Consumer;
import org.zwang.duck.board.Variant;
import org.zwang.duck.engine.Protocol;
import org.zwang.record.PlayedGame;

/**
 * One engine of a match, seen through its protocol: start it and agree on the variant, begin a game,
 * ask for a move within the clock, tell it the result, quit. {@link UciPlayer} and
 * {@link CecpPlayer} speak the two protocols; every failure is an {@link EngineFailure} naming what
 * the engine did wrong.
 */
abstract class EnginePlayer implements AutoCloseable {

    /** Time an engine gets to start up and answer the handshake (a JVM engine may build itself first). */
    static final long STARTUP_MILLIS = 120_000;
    /** Time an engine gets to confirm a new game. */
    static final long SYNC_MILLIS = 30_000;

    protected final EngineSpec spec;
    protected final Variant variant;
    protected final Consumer<String> log;
    protected EngineProcess process;
    protected String name;

    EnginePlayer(EngineSpec spec, Variant variant, Consumer<String> log) {
        this.spec = spec;
        this.variant = variant;
        this.log = log;
    }

    /** A player for the spec's protocol. */
    static EnginePlayer create(EngineSpec spec, Protocol protocol, Variant variant, Consumer<String> log) {
        return protocol == Protocol.UCI ? new UciPlayer(spec, variant, log)
                : new CecpPlayer(spec, variant, log);
    }

    /** Starts the process and runs the protocol's handshake. */
    final void start() throws EngineFailure {
        try {
            process = EngineProcess.start(spec.command(), log);
        } catch (IOException e) {
            throw new EngineFailure(EngineFailure.Kind.SETUP, "cannot start '" + spec.command() + "': " + e.getMessage());
        }
        handshake();
        if (spec.name() != null) {
            name = spec.name();
        }
    }

    abstract void handshake() throws EngineFailure;

    /**
     * Prepares a new game from {@code game}'s start position (its moves so far are an opening);
     * {@code control} is this engine's own clock (the opponent's may differ in a time-odds match).
     */
    abstract void newGame(PlayedGame game, TimeControl control) throws EngineFailure;

    /**
     * Asks for the next move of {@code game} and returns its text as the engine wrote it (UCI or
     * XBoard notation). {@code clocks} are the remaining times of White and Black in milliseconds,
     * {@code increments} their increments (different in a time-odds match); the engine must answer
     * by {@code deadlineNanos} or forfeit.
     */
    abstract String move(PlayedGame game, long[] clocks, long[] increments, long deadlineNanos) throws EngineFailure;

    /** Tells the engine the game ended (CECP {@code result}); nothing for UCI. */
    abstract void gameOver(String result, String reason);

    /** The notation the engine writes moves in. */
    abstract boolean writesXboardNotation();

    /** The engine's name ({@code id name}, {@code myname}) or the one given. */
    String name() {
        return name;
    }

    boolean isRunning() {
        return process != null && process.isAlive();
    }

    /** Kills the engine (after a forfeit or crash its state is unknown); the next game starts it again. */
    void kill() {
        if (process != null) {
            process.kill();
            process = null;
        }
    }

    /** Asks the engine to quit and waits a moment for it. */
    @Override
    public void close() {
        if (process != null) {
            try {
                process.send("quit");
            } catch (EngineFailure e) {
                // already gone
            }
            process.close();
            process = null;
        }
    }

    protected static EngineFailure timeout(String what) {
        return new EngineFailure(EngineFailure.Kind.SETUP, "no " + what + " in time");
    }
}
