package org.zwang.protocol.match;

import java.util.function.Consumer;
import org.zwang.duck.board.Color;
import org.zwang.duck.board.Fen;
import org.zwang.duck.board.Variant;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.protocol.game.PlayedGame;

/**
 * A UCI engine in a match: {@code uci}/{@code uciok}, {@code UCI_Variant} set to {@code duck} or
 * {@code chess} when the engine offers it (Fairy-Stockfish, Zwang), {@code ucinewgame} and
 * {@code isready} before each game, then {@code position … moves …} and
 * {@code go wtime … btime … winc … binc …} for every move, read back from {@code bestmove}.
 */
final class UciPlayer extends EnginePlayer {

    private boolean offersVariants;
    private boolean offersDuck;

    UciPlayer(EngineSpec spec, Variant variant, Consumer<String> log) {
        super(spec, variant, log);
    }

    @Override
    void handshake() throws EngineFailure {
        process.send("uci");
        long deadline = System.nanoTime() + STARTUP_MILLIS * 1_000_000L;
        while (true) {
            String line = process.next(deadline);
            if (line == null) {
                throw timeout("uciok after 'uci'");
            }
            if (line.startsWith("id name ")) {
                name = line.substring(8).trim();
            } else if (line.startsWith("option name UCI_Variant ")) {
                offersVariants = true;
                offersDuck = (" " + line + " ").contains(" var duck ");
            } else if (line.equals("uciok")) {
                break;
            }
        }
        if (name == null) {
            name = spec.command();
        }
        if (variant == Variant.DUCK) {
            if (!offersDuck) {
                throw new EngineFailure(EngineFailure.Kind.SETUP, name + " offers no UCI_Variant duck");
            }
            process.send("setoption name UCI_Variant value duck");
        } else if (offersVariants) {
            process.send("setoption name UCI_Variant value chess");
        }
        sync(STARTUP_MILLIS);
    }

    private void sync(long millis) throws EngineFailure {
        process.send("isready");
        long deadline = System.nanoTime() + millis * 1_000_000L;
        while (true) {
            String line = process.next(deadline);
            if (line == null) {
                throw timeout("readyok after 'isready'");
            }
            if (line.equals("readyok")) {
                return;
            }
        }
    }

    @Override
    void newGame(PlayedGame game, TimeControl control) throws EngineFailure {
        process.discardPending();
        process.send("ucinewgame");
        sync(SYNC_MILLIS);
    }

    @Override
    String move(PlayedGame game, long[] clocks, long[] increments, long deadlineNanos) throws EngineFailure {
        StringBuilder position = new StringBuilder("position ");
        position.append(game.startFen().equals(Fen.START) ? "startpos"
                : "fen " + game.startFen());
        int[] moves = game.moves();
        if (moves.length > 0) {
            position.append(" moves");
            for (int move : moves) {
                position.append(' ').append(MoveNotation.toUci(move));
            }
        }
        process.send(position.toString());
        process.send("go wtime " + Math.max(1, clocks[Color.WHITE]) + " btime " + Math.max(1, clocks[Color.BLACK])
                + " winc " + increments[Color.WHITE] + " binc " + increments[Color.BLACK]);
        while (true) {
            String line = process.next(deadlineNanos);
            if (line == null) {
                throw new EngineFailure(EngineFailure.Kind.TIME_FORFEIT, name + " loses on time");
            }
            if (line.startsWith("bestmove")) {
                String[] words = line.split("\\s+");
                if (words.length < 2) {
                    throw new EngineFailure(EngineFailure.Kind.ILLEGAL_MOVE, name + " sent 'bestmove' without a move");
                }
                return words[1];
            }
        }
    }

    @Override
    void gameOver(String result, String reason) {
        // UCI has no result command; ucinewgame starts the next game
    }

    @Override
    boolean writesXboardNotation() {
        return false;
    }
}
