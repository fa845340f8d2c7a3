package org.zwang.protocol.uci;

import java.util.Arrays;
import org.zwang.duck.board.Fen;
import org.zwang.duck.board.Variant;
import org.zwang.protocol.ProtocolOutput;
import org.zwang.protocol.ProtocolSession;
import org.zwang.protocol.ProtocolText;
import org.zwang.protocol.engine.EngineWorker;
import org.zwang.protocol.timeman.TimeManager;
import org.zwang.record.PlayedGame;

/**
 * The UCI conversation (the Universal Chess Interface as Stefan Meyer-Kahlen specified it), with
 * Fairy-Stockfish's conventions for Duck Chess: the {@code UCI_Variant} option ({@code duck} or
 * {@code chess}) and duck moves written {@code e2e4,e4d5} in {@code position … moves} and
 * {@code bestmove}.
 *
 * <p>UCI has no error reply, so every problem (a bad FEN or move, an unknown command or option) is
 * named in an {@code info string} and the session goes on with what it had. {@code go infinite} and
 * {@code go ponder} searches never send {@code bestmove} before {@code stop} (or, pondering,
 * {@code ponderhit} and the end of the then timed search), as the specification demands.
 *
 * <p>The parts: this class reads the commands and keeps the game; {@link UciSearch} runs
 * {@code go}, {@code stop} and {@code ponderhit}; {@link UciOptions} announces and sets the options.
 */
public final class UciSession implements ProtocolSession {

    private static final String AUTHOR = "the Zwang authors";

    private final EngineWorker worker;
    private final ProtocolOutput out;
    private final UciOptions options;
    private final UciSearch searches;

    private Variant variant = Variant.DUCK;
    private PlayedGame game = PlayedGame.standardStart(variant);

    public UciSession(EngineWorker worker, ProtocolOutput out) {
        this.worker = worker;
        this.out = out;
        TimeManager timeManager = new TimeManager();
        this.options = new UciOptions(worker, out, timeManager);
        this.searches = new UciSearch(worker, out, timeManager);
    }

    @Override
    public boolean handle(String line) {
        String[] words = line.isEmpty() ? new String[0] : line.split("\\s+");
        if (words.length == 0) {
            return true;
        }
        switch (words[0]) {
            case "uci":
                identify();
                return true;
            case "debug":
            case "register":
                return true;
            case "isready":
                if (searches.isSearching()) {
                    // without stopping the search, once it runs (after a resize queued before it)
                    searches.whenStarted(() -> out.send("readyok"));
                } else {
                    worker.afterQueuedWork(() -> out.send("readyok"));
                }
                return true;
            case "setoption":
                setOption(line);
                return true;
            case "ucinewgame":
                game = PlayedGame.standardStart(variant);
                worker.run(engine -> engine.newGame(), e -> info("new game failed: " + e.getMessage()));
                return true;
            case "position":
                position(words);
                return true;
            case "go":
                searches.go(words, game);
                return true;
            case "stop":
                searches.stop();
                return true;
            case "ponderhit":
                searches.ponderHit();
                return true;
            case "quit":
                close();
                return false;
            default:
                info("unknown command '" + ProtocolText.excerpt(line) + "'");
                return true;
        }
    }

    @Override
    public void reportInternalError(String line, RuntimeException error) {
        info("internal error on '" + ProtocolText.excerpt(line) + "': " + error);
    }

    @Override
    public void endOfInput() {
        searches.stop();
    }

    @Override
    public boolean owesMove() {
        return searches.owesMove();
    }

    @Override
    public void close() {
        searches.abandon();
    }

    private void info(String text) {
        out.send(infoString(text));
    }

    /** An {@code info string} line: UCI's only way to name a problem. */
    static String infoString(String text) {
        return "info string " + ProtocolText.limit(text, ProtocolText.MESSAGE_CHARS);
    }

    // ------------------------------------------------------------------ uci, setoption

    private void identify() {
        out.send("id name " + worker.engine().name());
        out.send("id author " + AUTHOR);
        options.announce(variant);
        out.send("uciok");
    }

    private void setOption(String line) {
        UciOptions.Setting setting = UciOptions.Setting.parse(line);
        if (setting == null) {
            info("expected 'setoption name <id> [value <x>]', got '" + ProtocolText.excerpt(line) + "'");
            return;
        }
        String value = setting.value();
        if (!setting.name().equalsIgnoreCase(UciOptions.VARIANT_OPTION)) {
            options.set(setting.name(), value);
            return;
        }
        try {
            Variant chosen = Variant.parse(value);
            if (chosen != variant) {
                variant = chosen;
                game = PlayedGame.standardStart(variant);
                worker.run(engine -> engine.prepare(chosen), e -> info(e.getMessage()));
            }
        } catch (IllegalArgumentException e) {
            info(ProtocolText.limit(e.getMessage(), 200) + "; " + UciOptions.VARIANT_OPTION + " stays " + variant.id());
        }
    }

    // ------------------------------------------------------------------ position

    private void position(String[] words) {
        int movesAt = Arrays.asList(words).indexOf("moves");
        int end = movesAt < 0 ? words.length : movesAt;
        String fen;
        if (words.length >= 2 && words[1].equals("startpos") && end == 2) {
            fen = Fen.START;
        } else if (words.length >= 3 && words[1].equals("fen")) {
            fen = String.join(" ", Arrays.copyOfRange(words, 2, end));
        } else {
            info("expected 'position startpos|fen <fen> [moves ...]'; the position stays " + game.board().toFen());
            return;
        }
        PlayedGame next;
        try {
            next = PlayedGame.fromFen(fen, variant);
        } catch (IllegalArgumentException e) {
            info(ProtocolText.limit(e.getMessage(), 200) + "; the position stays " + game.board().toFen());
            return;
        }
        if (movesAt >= 0) {
            for (int i = movesAt + 1; i < words.length; i++) {
                try {
                    next.playUci(words[i]);
                } catch (IllegalArgumentException e) {
                    info(ProtocolText.limit(e.getMessage(), 200) + "; the position is the one before it, " + next.board().toFen());
                    break;
                }
            }
        }
        game = next;
    }
}
