package org.zwang.protocol.cecp;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.zwang.duck.board.Color;
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
 */
public final class CecpSession implements ProtocolSession {

    private static final int NO_COLOR = -1;
    /** xboard's own default time control, used until a {@code level} or {@code st} arrives. */
    private static final int DEFAULT_MOVES_PER_SESSION = 40;
    private static final long DEFAULT_BASE_MILLIS = 5 * 60_000L;
    /** Option the front-end handles itself (the time manager's reserve per move). */
    static final String MOVE_OVERHEAD = org.zwang.protocol.engine.EngineOptions.MOVE_OVERHEAD;

    private final EngineWorker worker;
    private final ProtocolOutput out;
    private final TimeManager timeManager = new TimeManager();

    private PlayedGame game;
    /** Why {@link #game} is null after a failed setboard (moves are refused until a new position). */
    private String positionError;
    private Variant variant = Variant.CHESS;
    private int engineColor = Color.BLACK;
    private boolean analyzing;
    private volatile boolean post;
    private boolean ponder;

    private int movesPerSession = DEFAULT_MOVES_PER_SESSION;
    private long baseMillis = DEFAULT_BASE_MILLIS;
    private long incrementMillis;
    private long fixedMoveMillis;
    private int depthLimit;
    private long engineClockMillis = DEFAULT_BASE_MILLIS;
    private long opponentClockMillis = DEFAULT_BASE_MILLIS;

    private SearchJob search;
    private boolean searchIsForMove;
    /**
     * Pondering ({@code hard}): the move the engine expects the opponent to play while {@link #search}
     * thinks about the position after it; {@link org.zwang.duck.board.Move#NONE} when not pondering.
     */
    private int ponderMove;
    /** A ponder search that ended by itself (a depth limit, a forced line) before its move came. */
    private EngineResult ponderResult;
    /** When the engine's clock started for the move it is thinking about (for its own clock). */
    private long thinkStartNanos;
    private final List<String> pendingPongs = new ArrayList<>();

    public CecpSession(EngineWorker worker, ProtocolOutput out) {
        this.worker = worker;
        this.out = out;
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
                sendFeatures();
                return true;
            case "new":
                newGame();
                return true;
            case "variant":
                setVariant(args, line);
                return true;
            case "force":
                abandonSearch();
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
                if (search != null && searchIsForMove) {
                    search.stop();
                }
                return true;
            case "ping":
                ping(args);
                return true;
            case "level":
                level(args, line);
                return true;
            case "st":
                fixedTime(args, line);
                return true;
            case "sd":
                depth(args, line);
                return true;
            case "time":
                engineClockMillis = centiseconds(args, line, engineClockMillis);
                return true;
            case "otim":
                opponentClockMillis = centiseconds(args, line, opponentClockMillis);
                return true;
            case "post":
                post = true;
                return true;
            case "nopost":
                post = false;
                return true;
            case "hard":
                ponder = true;
                return true;
            case "easy":
                ponder = false;
                if (ponderMove != 0) {
                    abandonSearch();
                }
                return true;
            case "undo":
                takeBack(1, line);
                return true;
            case "remove":
                takeBack(2, line);
                return true;
            case "result":
                abandonSearch();
                engineColor = NO_COLOR;
                return true;
            case "setboard":
                setBoard(args, line);
                return true;
            case "analyze":
                abandonSearch();
                analyzing = true;
                engineColor = NO_COLOR;
                startAnalysis();
                return true;
            case "exit":
                if (analyzing) {
                    abandonSearch();
                    analyzing = false;
                }
                return true;
            case "memory":
                setSizeOption(EngineOptions.HASH, args, line);
                return true;
            case "cores":
                setSizeOption(EngineOptions.THREADS, args, line);
                return true;
            case "option":
                option(args, line);
                return true;
            case "quit":
                close();
                return false;
            default:
                if (looksLikeMove(command) && parts.length == 1) {
                    userMove(command); // usermove=0 style (a GUI that rejected the feature)
                } else {
                    out.send("Error (unknown command): " + ProtocolText.excerpt(line));
                }
                return true;
        }
    }

    @Override
    public void reportInternalError(String line, RuntimeException error) {
        out.send("Error (internal error: " + clean(String.valueOf(error.getMessage())) + "): " + ProtocolText.excerpt(line));
    }

    @Override
    public boolean owesMove() {
        return search != null && searchIsForMove;
    }

    @Override
    public void close() {
        abandonSearch();
    }

    // ------------------------------------------------------------------ setup

    private void sendFeatures() {
        for (EngineOption option : worker.engine().options()) {
            if (option.name().equalsIgnoreCase(EngineOptions.HASH) || option.name().equalsIgnoreCase(EngineOptions.THREADS)) {
                continue; // set through memory and cores
            }
            out.send("feature option=\"" + describe(option) + "\"");
        }
        out.send("feature option=\"" + MOVE_OVERHEAD + " -spin " + timeManager.overheadMillis() + " 0 5000\"");
        out.send("feature myname=\"" + worker.engine().name() + "\" variants=\"normal,duck\" setboard=1 usermove=1"
                + " ping=1 playother=1 analyze=1 colors=0 sigint=0 sigterm=0 reuse=1 memory=1 smp=1 done=1");
    }

    /** The {@code feature option="…"} text of §9 for one engine setting. */
    static String describe(EngineOption option) {
        switch (option.type()) {
            case SPIN:
                return option.name() + " -spin " + option.defaultValue() + " " + option.min() + " " + option.max();
            case CHECK:
                return option.name() + " -check " + (Boolean.parseBoolean(option.defaultValue()) ? 1 : 0);
            case BUTTON:
                return option.name() + " -button";
            case COMBO:
                StringBuilder text = new StringBuilder(option.name()).append(" -combo");
                String separator = " ";
                for (String choice : option.choices()) {
                    text.append(separator).append(choice.equals(option.defaultValue()) ? "*" : "").append(choice);
                    separator = " /// ";
                }
                return text.toString();
            default:
                return option.name() + " -string " + option.defaultValue();
        }
    }

    private void newGame() {
        abandonSearch();
        variant = Variant.CHESS; // "new" means standard chess; a variant command follows for others (§8)
        game = PlayedGame.standardStart(variant);
        positionError = null;
        engineColor = Color.BLACK;
        depthLimit = 0;
        engineClockMillis = baseMillis;
        opponentClockMillis = baseMillis;
        worker.run(engine -> engine.newGame(), this::reportEngineError);
        if (analyzing) {
            startAnalysis();
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
        abandonSearch();
        variant = parsed;
        game = PlayedGame.standardStart(variant);
        worker.run(engine -> engine.prepare(parsed), this::reportEngineError);
        positionError = null;
        if (analyzing) {
            startAnalysis();
        }
    }

    private void setBoard(String fen, String line) {
        abandonSearch();
        try {
            game = PlayedGame.fromFen(fen, variant);
            positionError = null;
        } catch (IllegalArgumentException e) {
            // engine-intf §8: refuse moves with "Illegal move" until the next new or setboard
            game = null;
            positionError = e.getMessage();
            out.send("Error (" + clean(e.getMessage()) + "): " + ProtocolText.excerpt(line));
            return;
        }
        if (analyzing) {
            startAnalysis();
        }
    }

    private void takeBack(int plies, String line) {
        abandonSearch();
        if (game == null || game.moveCount() < plies) {
            out.send("Error (command not legal now): " + ProtocolText.excerpt(line));
        } else {
            for (int i = 0; i < plies; i++) {
                game.undo();
            }
        }
        if (analyzing) {
            startAnalysis();
        }
    }

    private void setSizeOption(String name, String value, String line) {
        long size;
        try {
            size = Long.parseLong(value);
        } catch (NumberFormatException e) {
            out.send("Error (expected a whole number): " + ProtocolText.excerpt(line));
            return;
        }
        Optional<EngineOption> option = EngineOptions.find(worker.engine().options(), name);
        if (option.isEmpty()) {
            return; // nothing to size: the engine has a fixed table or one thread
        }
        int processors = Runtime.getRuntime().availableProcessors();
        if (name.equals(EngineOptions.THREADS) && size > processors) {
            // "cores N" is a limit (engine-intf): more threads than the machine's processors only share
            // them, and starting and stopping dozens of threads delays every answer (a ping, a new)
            out.send("# " + command(line) + ": " + size + " is more than this machine's " + processors
                    + " processors; using " + processors);
            size = processors;
        }
        String note = EngineOptions.clampNote(option.get(), size);
        if (note != null) {
            out.send("# " + command(line) + ": " + note); // a comment: GUIs ignore lines starting with #
        }
        String text = EngineOptions.clamp(option.get(), size);
        worker.run(engine -> engine.setOption(option.get().name(), text),
                e -> out.send("Error (" + clean(String.valueOf(e.getMessage())) + "): " + ProtocolText.excerpt(line)));
    }

    private void option(String args, String line) {
        int equals = args.indexOf('=');
        String name = (equals < 0 ? args : args.substring(0, equals)).trim();
        String value = equals < 0 ? "" : args.substring(equals + 1).trim();
        if (name.equalsIgnoreCase(MOVE_OVERHEAD)) {
            try {
                timeManager.setOverheadMillis(Long.parseLong(value));
            } catch (IllegalArgumentException e) {
                out.send("Error (" + clean(e.getMessage()) + "): " + ProtocolText.excerpt(line));
            }
            return;
        }
        Optional<EngineOption> option = EngineOptions.find(worker.engine().options(), name);
        if (option.isEmpty()) {
            out.send("Error (unknown option): " + ProtocolText.excerpt(line));
            return;
        }
        String engineValue = option.get().type() == EngineOption.Type.CHECK
                ? Boolean.toString(value.equals("1") || value.equalsIgnoreCase("true")) : value;
        worker.run(engine -> engine.setOption(option.get().name(), engineValue),
                e -> out.send("Error (" + clean(e.getMessage()) + "): " + ProtocolText.excerpt(line)));
    }

    // ------------------------------------------------------------------ time control (§11)

    private void level(String args, String line) {
        String[] fields = args.split("\\s+");
        try {
            if (fields.length != 3) {
                throw new IllegalArgumentException("expected level MOVES BASE INCREMENT");
            }
            int moves = Integer.parseInt(fields[0]);
            long base = parseBase(fields[1]);
            long increment = Math.round(Double.parseDouble(fields[2]) * 1000);
            if (moves < 0 || increment < 0) {
                throw new IllegalArgumentException("negative value");
            }
            movesPerSession = moves;
            baseMillis = base;
            incrementMillis = increment;
            fixedMoveMillis = 0;
            engineClockMillis = base;
            opponentClockMillis = base;
        } catch (IllegalArgumentException e) {
            out.send("Error (bad time control, expected level MOVES BASE INCREMENT): " + ProtocolText.excerpt(line));
        }
    }

    /** BASE is minutes or minutes:seconds; engines should ignore characters after it (§11). */
    private static long parseBase(String text) {
        int end = 0;
        while (end < text.length() && (Character.isDigit(text.charAt(end)) || text.charAt(end) == ':'
                || text.charAt(end) == '.')) {
            end++;
        }
        String base = text.substring(0, end);
        int colon = base.indexOf(':');
        double seconds = colon < 0 ? Double.parseDouble(base) * 60
                : Integer.parseInt(base.substring(0, colon)) * 60 + Double.parseDouble(base.substring(colon + 1));
        return Math.round(seconds * 1000);
    }

    private void fixedTime(String args, String line) {
        try {
            double seconds = Double.parseDouble(args);
            if (seconds <= 0) {
                throw new NumberFormatException();
            }
            fixedMoveMillis = Math.round(seconds * 1000);
        } catch (NumberFormatException e) {
            out.send("Error (bad time, expected st SECONDS): " + ProtocolText.excerpt(line));
        }
    }

    private void depth(String args, String line) {
        try {
            int depth = Integer.parseInt(args);
            if (depth < 1) {
                throw new NumberFormatException();
            }
            depthLimit = depth;
        } catch (NumberFormatException e) {
            out.send("Error (bad depth, expected sd PLIES): " + ProtocolText.excerpt(line));
        }
    }

    private long centiseconds(String args, String line, long current) {
        try {
            return Long.parseLong(args) * 10;
        } catch (NumberFormatException e) {
            out.send("Error (expected centiseconds): " + ProtocolText.excerpt(line));
            return current;
        }
    }

    private TimeBudget budget() {
        if (fixedMoveMillis > 0) {
            return timeManager.fixedMoveTime(fixedMoveMillis);
        }
        int movesToGo = 0;
        if (movesPerSession > 0) {
            movesToGo = movesPerSession - engineMovesPlayed() % movesPerSession;
        }
        return timeManager.fromClock(engineClockMillis, incrementMillis, movesToGo);
    }

    /** Moves the engine's colour has made in this game (for conventional time controls). */
    private int engineMovesPlayed() {
        int firstMover = game.moveCount() % 2 == 0 ? game.sideToMove() : game.sideToMove() ^ 1;
        int total = game.moveCount();
        return engineColor == firstMover ? (total + 1) / 2 : total / 2;
    }

    // ------------------------------------------------------------------ playing

    private void go(String line) {
        if (game == null) {
            out.send(noGameError(line));
            return;
        }
        abandonSearch();
        analyzing = false;
        engineColor = game.sideToMove();
        think();
    }

    private void playOther(String line) {
        if (game == null) {
            out.send(noGameError(line));
            return;
        }
        abandonSearch();
        engineColor = game.sideToMove() ^ 1;
    }

    private void userMove(String text) {
        if (game == null) {
            out.send(positionError != null ? "Illegal move (no valid position, send new or setboard): " + ProtocolText.excerpt(text)
                    : noGameError("usermove " + text));
            return;
        }
        if (ponderMove != 0 && !analyzing) {
            ponderAnswer(text);
            return;
        }
        abandonSearch();
        try {
            game.playXboard(text);
        } catch (IllegalArgumentException e) {
            out.send("Illegal move (" + reason(e.getMessage(), text) + "): " + ProtocolText.excerpt(text));
            if (analyzing) {
                startAnalysis();
            }
            return;
        }
        if (analyzing) {
            startAnalysis();
            return;
        }
        if (engineColor == NO_COLOR) {
            return;
        }
        GameResult result = game.result();
        if (result.isOver()) {
            out.send(ResultText.claim(result));
        } else if (game.sideToMove() == engineColor) {
            think();
        }
    }

    /**
     * The opponent's move while the engine ponders: the expected one turns the ponder search into
     * the search for the engine's move (crediting the time pondered, see
     * {@link SearchJob#limitAfterPonder}); any other abandons it, and the move is played as usual.
     */
    private void ponderAnswer(String text) {
        int expected = ponderMove;
        int played;
        try {
            played = game.playXboard(text);
        } catch (IllegalArgumentException e) {
            out.send("Illegal move (" + reason(e.getMessage(), text) + "): " + ProtocolText.excerpt(text));
            return; // the ponder search goes on: the opponent's real move is still to come
        }
        if (played != expected || engineColor == NO_COLOR || game.sideToMove() != engineColor) {
            game.undo();
            abandonSearch();
            userMove(text);
            return;
        }
        ponderMove = 0;
        searchIsForMove = true;
        thinkStartNanos = System.nanoTime();
        out.log().note("ponder hit: " + budget());
        if (ponderResult != null) {
            EngineResult done = ponderResult;
            ponderResult = null;
            moveFound(search, done);
            return;
        }
        TimeBudget budget = budget();
        search.limitAfterPonder(budget.softMillis(), budget.hardMillis());
    }

    /**
     * After the engine's move, with {@code hard}: thinks on the opponent's time about the position
     * after the reply its principal variation expects (engine-intf §8, {@code hard}).
     */
    private void startPondering(EngineResult result) {
        int[] line = result.info().principalVariation();
        if (!ponder || analyzing || engineColor == NO_COLOR || line.length < 2 || line[0] != result.bestMove()) {
            return;
        }
        org.zwang.duck.board.Board after = game.boardCopy();
        if (!PlayedGame.isLegal(after, line[1])) {
            return;
        }
        after.makeMove(line[1]);
        if (org.zwang.duck.rules.GameRules.result(after).isOver()) {
            return;
        }
        SearchLimits limits = SearchLimits.none();
        if (depthLimit > 0) {
            limits.maxDepth(depthLimit);
        }
        out.log().note("pondering on " + MoveNotation.toXboard(line[1]));
        searchIsForMove = false;
        ponderMove = line[1];
        ponderResult = null;
        search = worker.start(after, limits, this::thinkingLine, new SearchCallback() {
            @Override
            public void finished(SearchJob finished, EngineResult engineResult) {
                if (finished != search) {
                    return;
                }
                if (searchIsForMove) {
                    moveFound(finished, engineResult); // the expected move came: this is the engine's move
                } else {
                    ponderResult = engineResult; // kept until the opponent moves
                }
            }

            @Override
            public void failed(SearchJob failed, RuntimeException error) {
                if (failed != search) {
                    return;
                }
                boolean owed = searchIsForMove;
                search = null;
                ponderMove = 0;
                out.log().note("engine failed while pondering: " + error);
                if (owed) {
                    out.send("Error (engine failure: " + clean(String.valueOf(error.getMessage())) + "): go");
                    flushPongs();
                }
            }
        });
    }

    private void think() {
        GameResult result = game.result();
        if (result.isOver()) {
            out.send(ResultText.claim(result));
            return;
        }
        thinkStartNanos = System.nanoTime();
        TimeBudget budget = budget();
        SearchLimits limits = new SearchLimits().softTimeMillis(budget.softMillis()).hardTimeMillis(budget.hardMillis());
        if (depthLimit > 0) {
            limits.maxDepth(depthLimit);
        }
        out.log().note("thinking: " + budget + (depthLimit > 0 ? ", depth " + depthLimit : ""));
        searchIsForMove = true;
        search = worker.start(game.boardCopy(), limits, this::thinkingLine, new SearchCallback() {
            @Override
            public void finished(SearchJob finished, EngineResult engineResult) {
                moveFound(finished, engineResult);
            }

            @Override
            public void failed(SearchJob failed, RuntimeException error) {
                search = null;
                out.log().note("engine failed: " + error);
                out.send("Error (engine failure: " + clean(String.valueOf(error.getMessage())) + "): go");
                flushPongs();
            }
        });
    }

    private void moveFound(SearchJob finished, EngineResult result) {
        search = null;
        int move = result.bestMove();
        try {
            game.playChecked(move);
        } catch (IllegalArgumentException e) {
            out.log().note("engine returned an illegal move: " + e.getMessage());
            out.send("Error (engine failure: " + clean(e.getMessage()) + "): go");
            flushPongs();
            return;
        }
        // keep our own clock going between the GUI's time commands
        engineClockMillis += incrementMillis - (System.nanoTime() - thinkStartNanos) / 1_000_000;
        for (String leg : MoveNotation.toXboardLegs(move)) {
            out.send("move " + leg);
        }
        GameResult after = game.result();
        if (after.isOver()) {
            out.send(ResultText.claim(after));
        }
        flushPongs();
        if (!after.isOver()) {
            startPondering(result);
        }
    }

    private void startAnalysis() {
        abandonSearch();
        if (game == null || game.result().isOver()) {
            return;
        }
        SearchLimits limits = SearchLimits.none();
        if (depthLimit > 0) {
            limits.maxDepth(depthLimit);
        }
        searchIsForMove = false;
        search = worker.start(game.boardCopy(), limits, this::thinkingLine, new SearchCallback() {
            @Override
            public void finished(SearchJob finished, EngineResult engineResult) {
                search = null; // the analysis reached its depth; the last thinking line stands
            }

            @Override
            public void failed(SearchJob failed, RuntimeException error) {
                search = null;
                out.send("Error (engine failure: " + clean(String.valueOf(error.getMessage())) + "): analyze");
            }
        });
    }

    /** Thinking output (§10): {@code ply score time nodes pv}, time in centiseconds. */
    private void thinkingLine(ThinkingInfo info) {
        if (!post) {
            return;
        }
        out.send(formatThinking(info));
    }

    static String formatThinking(ThinkingInfo info) {
        StringBuilder line = new StringBuilder();
        line.append(info.depth()).append(' ').append(score(info.score())).append(' ')
                .append(info.timeMillis() / 10).append(' ').append(info.nodes());
        for (int move : info.principalVariation()) {
            line.append(' ').append(MoveNotation.toXboard(move));
        }
        return line.toString();
    }

    /** Centipawns, or mate as 100000 + N ("mate in N moves") and -100000 - N ("mated in N"), §10. */
    static int score(int engineScore) {
        if (!EngineScore.isMate(engineScore)) {
            return engineScore;
        }
        int moves = EngineScore.mateMoves(engineScore);
        return moves > 0 ? 100_000 + moves : -100_000 + moves;
    }

    private void ping(String args) {
        String reply = args.isEmpty() ? "pong" : "pong " + ProtocolText.excerpt(args);
        if (search != null && searchIsForMove) {
            pendingPongs.add(reply); // §8: answer only after the move the engine owes
        } else if (search != null) {
            out.send(reply); // analyzing: at once (§8, like pondering)
        } else {
            worker.afterQueuedWork(() -> out.send(reply)); // after a new game or option change is done
        }
    }

    private void flushPongs() {
        for (String pong : pendingPongs) {
            out.send(pong);
        }
        pendingPongs.clear();
    }

    private void abandonSearch() {
        if (search != null) {
            search.abandon();
            search = null;
        }
        ponderMove = 0;
        ponderResult = null;
        flushPongs();
    }

    private static String command(String line) {
        return line.split("\\s+", 2)[0];
    }

    private void reportEngineError(RuntimeException e) {
        out.send("Error (" + clean(String.valueOf(e.getMessage())) + "): new");
    }

    private static String noGameError(String line) {
        return "Error (no game in progress, send new first): " + ProtocolText.excerpt(line);
    }

    private static boolean looksLikeMove(String token) {
        return token.length() >= 4 && token.charAt(0) >= 'a' && token.charAt(0) <= 'h'
                && token.charAt(1) >= '1' && token.charAt(1) <= '8'
                && token.charAt(2) >= 'a' && token.charAt(2) <= 'h'
                && token.charAt(3) >= '1' && token.charAt(3) <= '8';
    }

    /**
     * The reason part of a move error for {@code Illegal move (REASON): MOVE}: the library's message
     * without the quoted move, and without parentheses or colons, which GUIs parse.
     */
    static String reason(String message, String move) {
        String text = message == null ? "illegal" : message;
        for (String prefix : new String[] {"illegal move '" + move + "'", "bad move '" + move + "'"}) {
            if (text.startsWith(prefix)) {
                text = text.substring(prefix.length());
                if (text.isBlank()) {
                    text = prefix.startsWith("bad") ? "malformed" : "illegal";
                }
            }
        }
        return clean(text.replaceFirst("^[:\\s]+", ""));
    }

    /** A message made safe to sit inside {@code (...)} of an error line. */
    static String clean(String message) {
        String text = ProtocolText.limit(message, 200);
        String cleaned = text.replace(" (", ", ").replace("(", "").replace(")", "").replace(":", ",").trim();
        return cleaned.toLowerCase(Locale.ROOT).startsWith("error") ? cleaned.substring(5).trim() : cleaned;
    }
}
