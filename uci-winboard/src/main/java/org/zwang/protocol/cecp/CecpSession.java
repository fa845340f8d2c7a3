package org.zwang.protocol.cecp;

import org.zwang.duck.board.Color;
import org.zwang.duck.board.Variant;
import org.zwang.duck.rules.GameResult;
import org.zwang.protocol.ProtocolOutput;
import org.zwang.protocol.ProtocolSession;
import org.zwang.protocol.ProtocolText;
import org.zwang.protocol.engine.EngineOptions;
import org.zwang.protocol.engine.EngineWorker;
import org.zwang.record.PlayedGame;
import org.zwang.record.ResultText;

/**
 * The CECP v2 (WinBoard/XBoard) conversation, following the Chess Engine Communication Protocol
 * ("engine-intf", Tim Mann and H.G. Muller, as shipped with XBoard 4.9). Section numbers below
 * refer to it.
 *
 * <p>State: the game (variant, start position, moves), the colour the engine plays (or none: force
 * mode), analyze mode, thinking output on/off, the time control ({@code level}/{@code st}), the
 * depth limit ({@code sd}) and the two clocks ({@code time}/{@code otim}). The engine thinks on its
 * own thread; a move the GUI sends while it thinks, or any command that changes the position,
 * abandons that search without a move, while {@code ?} makes it move at once. With {@code hard} it
 * ponders after its move on the reply its principal variation expects; that reply continues the
 * search as the search for its move, any other abandons it.
 *
 * <p>Duck Chess ({@code variant duck}) moves are one token {@code e2e4,e4d5} (promotion letter
 * last); the engine answers with one {@code move} line per leg, {@code move d2d4,} then
 * {@code move d4d6} (§9, multi-leg moves).
 *
 * <p>The parts: this class reads the commands and keeps the game; {@link CecpThinking} runs the
 * engine's searches (its move, pondering, analysis); {@link CecpClock} keeps the time control and the
 * clocks; {@link CecpOptions} the settings; {@link CecpText} the text rules of error replies.
 */
public final class CecpSession implements ProtocolSession {

    static final int NO_COLOR = -1;

    private final EngineWorker worker;
    private final ProtocolOutput out;
    private final CecpClock clock;
    private final CecpOptions options;
    private final CecpThinking thinking;

    private PlayedGame game;
    /** Why {@link #game} is null after a failed setboard (moves are refused until a new position). */
    private String positionError;
    private Variant variant = Variant.CHESS;
    private int engineColor = Color.BLACK;
    private boolean analyzing;

    public CecpSession(EngineWorker worker, ProtocolOutput out) {
        this.worker = worker;
        this.out = out;
        this.clock = new CecpClock(out);
        this.options = new CecpOptions(worker, out, clock.timeManager());
        this.thinking = new CecpThinking(this, worker, out, clock);
    }

    @Override
    public boolean handle(String line) {
        String[] parts = line.split("\\s+", 2);
        String command = parts[0];
        String args = parts.length > 1 ? parts[1].trim() : "";
        switch (command) {
            case "":
            case "xboard":
            case "accepted":
            case "rejected":
            case "random":
            case "computer":
            case "name":
            case "rating":
            case "ics":
            case "draw": // declining a draw offer is saying nothing (§8)
            case "hint": // no hint to give: a no-op is allowed (§8)
            case "bk":
            case ".": // the stat01 reply is optional (§12)
                return true;
            case "protover":
                options.sendFeatures();
                return true;
            case "new":
                newGame();
                return true;
            case "variant":
                setVariant(args, line);
                return true;
            case "force":
                thinking.abandon();
                engineColor = NO_COLOR;
                return true;
            case "go":
                go(line);
                return true;
            case "playother":
                playOther(line);
                return true;
            case "usermove":
                userMove(args);
                return true;
            case "?":
                thinking.moveNow();
                return true;
            case "ping":
                thinking.ping(args);
                return true;
            case "level":
                clock.level(args, line);
                return true;
            case "st":
                clock.fixedTime(args, line);
                return true;
            case "sd":
                clock.depth(args, line);
                return true;
            case "time":
                clock.engineTime(args, line);
                return true;
            case "otim":
                clock.opponentTime(args, line);
                return true;
            case "post":
                thinking.post(true);
                return true;
            case "nopost":
                thinking.post(false);
                return true;
            case "hard":
                thinking.ponder(true);
                return true;
            case "easy":
                thinking.ponder(false);
                return true;
            case "undo":
                takeBack(1, line);
                return true;
            case "remove":
                takeBack(2, line);
                return true;
            case "result":
                thinking.abandon();
                engineColor = NO_COLOR;
                return true;
            case "setboard":
                setBoard(args, line);
                return true;
            case "analyze":
                thinking.abandon();
                analyzing = true;
                engineColor = NO_COLOR;
                thinking.startAnalysis();
                return true;
            case "exit":
                if (analyzing) {
                    thinking.abandon();
                    analyzing = false;
                }
                return true;
            case "memory":
                options.setSize(EngineOptions.HASH, args, line);
                return true;
            case "cores":
                options.setSize(EngineOptions.THREADS, args, line);
                return true;
            case "option":
                options.set(args, line);
                return true;
            case "quit":
                close();
                return false;
            default:
                if (CecpText.looksLikeMove(command) && parts.length == 1) {
                    userMove(command); // usermove=0 style (a GUI that rejected the feature)
                } else {
                    out.send("Error (unknown command): " + ProtocolText.excerpt(line));
                }
                return true;
        }
    }

    @Override
    public void reportInternalError(String line, RuntimeException error) {
        out.send("Error (internal error: " + CecpText.clean(String.valueOf(error.getMessage())) + "): " + ProtocolText.excerpt(line));
    }

    @Override
    public void endOfInput() {
        thinking.endOfInput();
    }

    @Override
    public boolean owesMove() {
        return thinking.owesMove();
    }

    @Override
    public void close() {
        thinking.abandon();
    }

    /** The game (null after a failed {@code setboard}). */
    PlayedGame game() {
        return game;
    }

    /** The colour the engine plays, or {@link #NO_COLOR} (force mode, analysis). */
    int engineColor() {
        return engineColor;
    }

    /** Whether the engine analyzes ({@code analyze} until {@code exit}). */
    boolean analyzing() {
        return analyzing;
    }

    // ------------------------------------------------------------------ setup

    private void newGame() {
        thinking.abandon();
        variant = Variant.CHESS; // "new" means standard chess; a variant command follows for others (§8)
        game = PlayedGame.standardStart(variant);
        positionError = null;
        engineColor = Color.BLACK;
        clock.newGame();
        worker.run(engine -> engine.newGame(), this::reportEngineError);
        if (analyzing) {
            thinking.startAnalysis();
        }
    }

    private void setVariant(String name, String line) {
        Variant parsed;
        try {
            parsed = Variant.parse(name);
        } catch (IllegalArgumentException e) {
            out.send("Error (unsupported variant, Zwang plays normal and duck): " + ProtocolText.excerpt(line));
            return;
        }
        thinking.abandon();
        variant = parsed;
        game = PlayedGame.standardStart(variant);
        worker.run(engine -> engine.prepare(parsed), this::reportEngineError);
        positionError = null;
        if (analyzing) {
            thinking.startAnalysis();
        }
    }

    private void setBoard(String fen, String line) {
        thinking.abandon();
        try {
            game = PlayedGame.fromFen(fen, variant);
            positionError = null;
        } catch (IllegalArgumentException e) {
            // engine-intf §8: refuse moves with "Illegal move" until the next new or setboard
            game = null;
            positionError = e.getMessage();
            out.send("Error (" + CecpText.clean(e.getMessage()) + "): " + ProtocolText.excerpt(line));
            return;
        }
        if (analyzing) {
            thinking.startAnalysis();
        }
    }

    private void takeBack(int plies, String line) {
        thinking.abandon();
        if (game == null || game.moveCount() < plies) {
            out.send("Error (command not legal now): " + ProtocolText.excerpt(line));
        } else {
            for (int i = 0; i < plies; i++) {
                game.undo();
            }
        }
        if (analyzing) {
            thinking.startAnalysis();
        }
    }

    // ------------------------------------------------------------------ playing

    private void go(String line) {
        if (game == null) {
            out.send(CecpText.noGameError(line));
            return;
        }
        thinking.abandon();
        analyzing = false;
        engineColor = game.sideToMove();
        thinking.think();
    }

    private void playOther(String line) {
        if (game == null) {
            out.send(CecpText.noGameError(line));
            return;
        }
        thinking.abandon();
        engineColor = game.sideToMove() ^ 1;
    }

    private void userMove(String text) {
        if (game == null) {
            out.send(positionError != null ? "Illegal move (no valid position, send new or setboard): " + ProtocolText.excerpt(text)
                    : CecpText.noGameError("usermove " + text));
            return;
        }
        if (thinking.isPondering() && !analyzing && thinking.ponderAnswer(text)) {
            return;
        }
        thinking.abandon();
        try {
            game.playXboard(text);
        } catch (IllegalArgumentException e) {
            out.send("Illegal move (" + CecpText.reason(e.getMessage(), text) + "): " + ProtocolText.excerpt(text));
            if (analyzing) {
                thinking.startAnalysis();
            }
            return;
        }
        if (analyzing) {
            thinking.startAnalysis();
            return;
        }
        if (engineColor == NO_COLOR) {
            return;
        }
        GameResult result = game.result();
        if (result.isOver()) {
            out.send(ResultText.claim(result));
        } else if (game.sideToMove() == engineColor) {
            thinking.think();
        }
    }

    private void reportEngineError(RuntimeException e) {
        out.send("Error (" + CecpText.clean(String.valueOf(e.getMessage())) + "): new");
    }
}
