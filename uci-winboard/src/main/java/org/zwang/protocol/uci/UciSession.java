package org.zwang.protocol.uci;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Color;
import org.zwang.duck.board.Fen;
import org.zwang.duck.board.Variant;
import org.zwang.duck.engine.EngineOption;
import org.zwang.duck.engine.EngineResult;
import org.zwang.duck.engine.EngineScore;
import org.zwang.duck.engine.ThinkingInfo;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.duck.rules.GameResult;
import org.zwang.protocol.ProtocolOutput;
import org.zwang.protocol.ProtocolSession;
import org.zwang.protocol.ProtocolText;
import org.zwang.protocol.engine.EngineOptions;
import org.zwang.protocol.engine.EngineWorker;
import org.zwang.protocol.engine.SearchJob;
import org.zwang.protocol.engine.SearchCallback;
import org.zwang.record.PlayedGame;
import org.zwang.record.ResultText;
import org.zwang.protocol.timeman.TimeBudget;
import org.zwang.protocol.timeman.TimeManager;
import org.zwang.search.SearchLimits;

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
 */
public final class UciSession implements ProtocolSession {

    static final String VARIANT_OPTION = "UCI_Variant";
    static final String MOVE_OVERHEAD = org.zwang.protocol.engine.EngineOptions.MOVE_OVERHEAD;
    /**
     * UCI's "Ponder" option: announced so that GUIs know the engine can ponder (they read it to offer
     * pondering, as Stockfish announces it); the engine ponders whenever the GUI sends {@code go ponder},
     * so setting it needs nothing else.
     */
    static final String PONDER = "Ponder";
    private static final String AUTHOR = "the Zwang authors";
    /** A go line full of junk is answered with a few info strings, not one per word. */
    private static final int MAX_PROBLEMS_SHOWN = 5;

    private final EngineWorker worker;
    private final ProtocolOutput out;
    private final TimeManager timeManager = new TimeManager();

    private Variant variant = Variant.DUCK;
    private PlayedGame game = PlayedGame.standardStart(variant);

    /** The latest search; it owes the GUI a bestmove until {@link Job#answered}. */
    private Job current;

    /** One {@code go}: its search, the position searched, and whether its bestmove must wait. */
    private static final class Job {
        SearchJob search;
        Board position;
        /** Set while an infinite or ponder search must not answer before stop (or ponderhit). */
        boolean hold;
        EngineResult held;
        /** The clock budget a ponder search gets at ponderhit. */
        TimeBudget ponderBudget;
        boolean answered;
        /** Whether a time, depth or node limit ends the search by itself (a bare "go" has none). */
        boolean limited;
        /** The nodes of the last info line sent (volatile: written on the search's thread). */
        volatile long reportedNodes = -1;
    }

    public UciSession(EngineWorker worker, ProtocolOutput out) {
        this.worker = worker;
        this.out = out;
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
                if (isSearching()) {
                    // without stopping the search, once it runs (after a resize queued before it)
                    current.search.whenStarted(() -> out.send("readyok"));
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
                go(words);
                return true;
            case "stop":
                stop();
                return true;
            case "ponderhit":
                ponderHit();
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
    public boolean owesMove() {
        return current != null && !current.answered && !current.hold && current.limited;
    }

    @Override
    public void close() {
        abandonSearch();
    }

    private void info(String text) {
        out.send("info string " + ProtocolText.limit(text, ProtocolText.MESSAGE_CHARS));
    }

    // ------------------------------------------------------------------ uci, setoption

    private void identify() {
        out.send("id name " + worker.engine().name());
        out.send("id author " + AUTHOR);
        out.send("option name " + VARIANT_OPTION + " type combo default " + variant.id() + " var duck var chess");
        for (EngineOption option : worker.engine().options()) {
            out.send("option name " + describe(option));
        }
        out.send("option name " + MOVE_OVERHEAD + " type spin default " + timeManager.overheadMillis()
                + " min 0 max 5000");
        out.send("option name " + PONDER + " type check default false");
        out.send("uciok");
    }

    static String describe(EngineOption option) {
        switch (option.type()) {
            case SPIN:
                return option.name() + " type spin default " + option.defaultValue() + " min " + option.min()
                        + " max " + option.max();
            case CHECK:
                return option.name() + " type check default " + option.defaultValue();
            case BUTTON:
                return option.name() + " type button";
            case COMBO:
                StringBuilder text = new StringBuilder(option.name()).append(" type combo default ")
                        .append(option.defaultValue());
                for (String choice : option.choices()) {
                    text.append(" var ").append(choice);
                }
                return text.toString();
            default:
                return option.name() + " type string default "
                        + (option.defaultValue().isEmpty() ? "<empty>" : option.defaultValue());
        }
    }

    private void setOption(String line) {
        // setoption name <id, may contain spaces> [value <x, may contain spaces>]
        String rest = line.substring("setoption".length()).trim();
        if (!rest.startsWith("name ")) {
            info("expected 'setoption name <id> [value <x>]', got '" + ProtocolText.excerpt(line) + "'");
            return;
        }
        rest = rest.substring(5).trim();
        int valueAt = rest.indexOf(" value ");
        String name = (valueAt < 0 ? rest : rest.substring(0, valueAt)).trim();
        String value = valueAt < 0 ? "" : rest.substring(valueAt + 7).trim();
        if (rest.endsWith(" value")) {
            name = rest.substring(0, rest.length() - 6).trim();
        }
        if (name.equalsIgnoreCase(VARIANT_OPTION)) {
            try {
                Variant chosen = Variant.parse(value);
                if (chosen != variant) {
                    variant = chosen;
                    game = PlayedGame.standardStart(variant);
                    worker.run(engine -> engine.prepare(chosen), e -> info(e.getMessage()));
                }
            } catch (IllegalArgumentException e) {
                info(ProtocolText.limit(e.getMessage(), 200) + "; " + VARIANT_OPTION + " stays " + variant.id());
            }
            return;
        }
        if (name.equalsIgnoreCase(PONDER)) {
            if (!value.equalsIgnoreCase("true") && !value.equalsIgnoreCase("false")) {
                info("bad " + PONDER + " '" + ProtocolText.excerpt(value) + "' (expected true or false)");
            }
            return;
        }
        if (name.equalsIgnoreCase(MOVE_OVERHEAD)) {
            try {
                timeManager.setOverheadMillis(Long.parseLong(value));
            } catch (IllegalArgumentException e) {
                info("bad " + MOVE_OVERHEAD + " '" + ProtocolText.excerpt(value) + "' (expected 0-5000 ms); it stays "
                        + timeManager.overheadMillis());
            }
            return;
        }
        Optional<EngineOption> option = EngineOptions.find(worker.engine().options(), name);
        if (option.isEmpty()) {
            info("unknown option '" + ProtocolText.excerpt(name) + "'");
            return;
        }
        String engineName = option.get().name();
        String engineValue = value;
        if (option.get().type() == EngineOption.Type.SPIN && value.matches("-?\\d{1,18}")) {
            long number = Long.parseLong(value);
            String note = EngineOptions.clampNote(option.get(), number);
            if (note != null) {
                info(note);
                engineValue = EngineOptions.clamp(option.get(), number);
            }
        }
        String chosen = engineValue;
        worker.run(engine -> engine.setOption(engineName, chosen), e -> info(e.getMessage()));
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

    // ------------------------------------------------------------------ go, stop, ponderhit

    private boolean isSearching() {
        return current != null && !current.answered;
    }

    private void go(String[] words) {
        // A go while a search still owes its bestmove (a GUI that did not wait after stop): that
        // search answers first, then this one runs (the engine thread takes them in order).
        stop();
        GoParameters go = GoParameters.parse(words, 1);
        List<String> problems = go.problems();
        for (int i = 0; i < Math.min(problems.size(), MAX_PROBLEMS_SHOWN); i++) {
            info(problems.get(i));
        }
        if (problems.size() > MAX_PROBLEMS_SHOWN) {
            info("... and " + (problems.size() - MAX_PROBLEMS_SHOWN) + " more problems in this go command");
        }
        GameResult result = game.result();
        if (result.isOver()) {
            info("the game is over: " + ResultText.claim(result));
            out.send("bestmove 0000");
            return;
        }
        boolean white = game.sideToMove() == Color.WHITE;
        long ourTime = white ? go.whiteTime : go.blackTime;
        long ourIncrement = white ? go.whiteIncrement : go.blackIncrement;
        TimeBudget budget = TimeBudget.unlimited();
        if (go.moveTime >= 0) {
            budget = timeManager.fixedMoveTime(go.moveTime);
        } else if (ourTime != GoParameters.NO_CLOCK) {
            budget = timeManager.fromClock(ourTime, ourIncrement, go.movesToGo);
        }
        SearchLimits limits = new SearchLimits();
        if (go.depth > 0) {
            limits.maxDepth(go.depth);
        }
        if (go.mate > 0) {
            limits.maxDepth(Math.min(2 * go.mate, go.depth > 0 ? go.depth : Integer.MAX_VALUE));
        }
        if (go.nodes > 0) {
            limits.maxNodes(go.nodes);
        }
        Job job = new Job();
        job.hold = go.infinite || go.ponder;
        job.ponderBudget = go.ponder ? budget : null;
        job.limited = !budget.isUnlimited() || go.depth > 0 || go.nodes > 0 || go.mate > 0;
        if (!job.hold && !budget.isUnlimited()) {
            limits.softTimeMillis(budget.softMillis()).hardTimeMillis(budget.hardMillis());
        }
        out.log().note("go: " + (job.hold ? (go.ponder ? "ponder, then " + budget : "infinite") : budget.toString()));
        job.position = game.boardCopy();
        current = job;
        job.search = worker.start(game.boardCopy(), limits, info -> {
            job.reportedNodes = info.nodes();
            infoLine(info);
        }, new SearchCallback() {
            @Override
            public void finished(SearchJob finished, EngineResult engineResult) {
                if (job.hold) {
                    job.held = engineResult; // wait for stop or ponderhit
                } else {
                    sendBestMove(job, engineResult);
                }
            }

            @Override
            public void failed(SearchJob failed, RuntimeException error) {
                info("the search failed: " + error.getMessage());
                job.answered = true;
                out.send("bestmove 0000");
            }
        });
    }

    private void stop() {
        Job job = current;
        if (job == null || job.answered) {
            return;
        }
        job.hold = false;
        job.ponderBudget = null;
        if (job.held != null) {
            sendBestMove(job, job.held);
        } else {
            job.search.stop();
        }
    }

    private void ponderHit() {
        Job job = current;
        if (job == null || job.answered || job.ponderBudget == null) {
            return;
        }
        job.hold = false;
        TimeBudget budget = job.ponderBudget;
        job.ponderBudget = null;
        if (job.held != null) {
            sendBestMove(job, job.held);
        } else if (!budget.isUnlimited()) {
            job.search.limitAfterPonder(budget.softMillis(), budget.hardMillis());
        }
    }

    private void sendBestMove(Job job, EngineResult result) {
        job.answered = true;
        job.held = null;
        int move = result.bestMove();
        if (!PlayedGame.isLegal(job.position, move)) {
            info("the engine returned an illegal move " + MoveNotation.toUci(move));
            out.send("bestmove 0000");
            return;
        }
        if (result.info().nodes() != job.reportedNodes && result.info().depth() > 0) {
            // A limit stopped an iteration part way: its nodes were searched too. Say so before the
            // move, as Stockfish does (the last finished depth's line with every node counted).
            infoLine(result.info());
        }
        StringBuilder line = new StringBuilder("bestmove ").append(MoveNotation.toUci(move));
        int[] pv = result.info().principalVariation();
        if (pv.length >= 2 && pv[0] == move) {
            Board after = job.position.copy();
            after.makeMove(move);
            if (PlayedGame.isLegal(after, pv[1])) {
                line.append(" ponder ").append(MoveNotation.toUci(pv[1]));
            }
        }
        out.send(line.toString());
    }

    private void infoLine(ThinkingInfo info) {
        out.send(formatInfo(info));
    }

    static String formatInfo(ThinkingInfo info) {
        StringBuilder line = new StringBuilder("info depth ").append(info.depth());
        line.append(" seldepth ").append(Math.max(info.depth(), info.selectiveDepth()));
        if (info.multiPv() > 0) {
            line.append(" multipv ").append(info.multiPv());
        }
        int score = info.score();
        if (EngineScore.isMate(score)) {
            line.append(" score mate ").append(EngineScore.mateMoves(score));
        } else {
            line.append(" score cp ").append(score);
        }
        line.append(" nodes ").append(info.nodes()).append(" nps ").append(info.nodesPerSecond())
                .append(" hashfull ").append(info.hashfullPermille()).append(" time ").append(info.timeMillis());
        int[] pv = info.principalVariation();
        if (pv.length > 0) {
            line.append(" pv");
            for (int move : pv) {
                line.append(' ').append(MoveNotation.toUci(move));
            }
        }
        return line.toString();
    }

    private void abandonSearch() {
        if (current != null && !current.answered) {
            current.search.abandon();
            current.answered = true;
        }
    }
}
