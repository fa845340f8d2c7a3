package org.zwang.match;

import java.util.function.Consumer;
import org.zwang.duck.board.Color;
import org.zwang.duck.board.Fen;
import org.zwang.duck.board.Variant;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.record.PlayedGame;

/**
 * A UCI engine in a match: {@code uci}/{@code uciok}, {@code UCI_Variant} set to {@code duck} or
 * {@code chess} when the engine offers it (Fairy-Stockfish, Zwang), the spec's options by
 * {@code setoption}, {@code ucinewgame} and {@code isready} before each game, then
 * {@code position … moves …} and {@code go wtime … btime … winc … binc …} for every move, read back
 * from {@code bestmove}.
 *
 * <p>Pondering (as the UCI specification describes it): after {@code bestmove X ponder Y} the engine
 * gets the position after X and Y and {@code go ponder} with the clocks as they will be; if the
 * opponent then plays Y it gets {@code ponderhit} (its clock runs from then), otherwise {@code stop}
 * (its {@code bestmove} is read and dropped) and the real position with {@code go}.
 */
final class UciPlayer extends EnginePlayer {

    private boolean offersVariants;
    private boolean offersDuck;
    /** The reply the engine ponders on (UCI notation), or null when it is not pondering. */
    private String ponderMove;

    UciPlayer(EngineSpec spec, Variant variant, Consumer<String> log) {
        super(spec, variant, log);
    }

    @Override
    void handshake() throws EngineFailure {
        process.send("uci");
        long deadline = EngineProcess.deadlineAfter(STARTUP_MILLIS);
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
        for (java.util.Map.Entry<String, String> option : spec.options().entrySet()) {
            process.send("setoption name " + option.getKey()
                    + (option.getValue().isEmpty() ? "" : " value " + option.getValue()));
        }
        sync(STARTUP_MILLIS);
    }

    private void sync(long millis) throws EngineFailure {
        process.send("isready");
        long deadline = EngineProcess.deadlineAfter(millis);
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
        stopPondering(EngineProcess.deadlineAfter(SYNC_MILLIS));
        process.discardPending();
        process.send("ucinewgame");
        sync(SYNC_MILLIS);
    }

    @Override
    String move(PlayedGame game, long[] clocks, long[] increments, long deadlineNanos) throws EngineFailure {
        long start = System.nanoTime();
        int side = game.sideToMove();
        String position = position(game);
        boolean hit = false;
        if (ponderMove != null) {
            int[] moves = game.moves();
            hit = moves.length > 0 && MoveNotation.toUci(moves[moves.length - 1]).equals(ponderMove);
            if (hit) {
                ponderMove = null;
                process.send("ponderhit");
            } else {
                stopPondering(deadlineNanos);
            }
        }
        if (!hit) {
            process.send(position);
            process.send("go " + clocks(clocks, increments));
        }
        String[] reply = bestMove(deadlineNanos);
        String move = reply[0];
        if (spec.ponder() && reply[1] != null) {
            // think on the opponent's time: the position after our move and the reply we expect, with
            // the clocks as they will be then (ours less this move's time plus the increment)
            long[] next = clocks.clone();
            next[side] = clocks[side] - (System.nanoTime() - start) / 1_000_000 + increments[side];
            process.send(position + (game.moveCount() == 0 ? " moves " : " ") + move + " " + reply[1]);
            process.send("go ponder " + clocks(next, increments));
            ponderMove = reply[1];
        }
        return move;
    }

    private static String position(PlayedGame game) {
        StringBuilder position = new StringBuilder("position ");
        position.append(game.startFen().equals(Fen.START) ? "startpos" : "fen " + game.startFen());
        int[] moves = game.moves();
        if (moves.length > 0) {
            position.append(" moves");
            for (int move : moves) {
                position.append(' ').append(MoveNotation.toUci(move));
            }
        }
        return position.toString();
    }

    private static String clocks(long[] clocks, long[] increments) {
        return "wtime " + Math.max(1, clocks[Color.WHITE]) + " btime " + Math.max(1, clocks[Color.BLACK])
                + " winc " + increments[Color.WHITE] + " binc " + increments[Color.BLACK];
    }

    /** Reads up to the next {@code bestmove}: its move and its ponder move (null when none). */
    private String[] bestMove(long deadlineNanos) throws EngineFailure {
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
                String ponder = words.length >= 4 && words[2].equals("ponder") ? words[3] : null;
                return new String[] {words[1], ponder};
            }
        }
    }

    /** Ends a ponder search: {@code stop}, and its {@code bestmove} read and dropped. */
    private void stopPondering(long deadlineNanos) throws EngineFailure {
        if (ponderMove == null) {
            return;
        }
        ponderMove = null;
        process.send("stop");
        bestMove(deadlineNanos);
    }

    @Override
    void gameOver(String result, String reason) {
        // UCI has no result command; ucinewgame starts the next game. A ponder search is ended now.
        try {
            stopPondering(EngineProcess.deadlineAfter(SYNC_MILLIS));
        } catch (EngineFailure e) {
            kill(); // it does not answer stop: a fresh process plays the next game
        }
    }

    @Override
    boolean writesXboardNotation() {
        return false;
    }
}
