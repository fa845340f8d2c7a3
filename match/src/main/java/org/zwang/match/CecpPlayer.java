package org.zwang.match;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.zwang.duck.board.Variant;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.record.PlayedGame;

/**
 * A CECP (WinBoard/XBoard) engine in a match, driven the way XBoard drives one (engine-intf §8-§11):
 * {@code xboard}, {@code protover 2} and the {@code feature} exchange, the spec's options ({@code cores N}
 * for {@code Threads}, {@code memory N} for {@code Hash}, {@code option NAME=VALUE} for the rest);
 * per game {@code new}, {@code variant duck}, {@code force}, {@code setboard}, the opening moves,
 * {@code level 0 M:SS INC}, {@code easy} (or {@code hard} when it ponders: CECP pondering is the
 * engine's own business), {@code ping}/{@code pong}; then {@code time}/{@code otim} before every move,
 * {@code go} for the engine's first move and the opponent's moves by {@code usermove}. Multi-leg
 * replies ({@code move d2d4,} then {@code move d4d6}) are joined into one move.
 */
final class CecpPlayer extends EnginePlayer {

    private static final Pattern FEATURE = Pattern.compile("(\\w+)=(\"[^\"]*\"|\\S+)");
    /** How long a protocol-1 engine (no feature reply) delays the start. */
    private static final long FIRST_FEATURE_MILLIS = 10_000;

    private final Map<String, String> features = new HashMap<>();
    private int knownMoves;
    private boolean thinkingSide;
    private int engineColor = -1;
    private int pings;

    CecpPlayer(EngineSpec spec, Variant variant, Consumer<String> log) {
        super(spec, variant, log);
    }

    @Override
    void handshake() throws EngineFailure {
        process.send("xboard");
        process.send("protover 2");
        long deadline = EngineProcess.deadlineAfter(FIRST_FEATURE_MILLIS);
        boolean done = false;
        while (!done) {
            String line = process.next(deadline);
            if (line == null) {
                break; // protocol 1, or done never came: go on with what we have (as XBoard does)
            }
            if (!line.startsWith("feature ")) {
                continue;
            }
            Matcher matcher = FEATURE.matcher(line.substring(8));
            while (matcher.find()) {
                String key = matcher.group(1);
                String value = matcher.group(2).replace("\"", "");
                if (key.equals("done")) {
                    if (value.equals("0")) {
                        deadline = EngineProcess.deadlineAfter(STARTUP_MILLIS);
                    } else {
                        done = true;
                    }
                } else if (!key.equals("option")) {
                    features.put(key, value);
                }
                boolean reject = key.equals("san") && value.equals("1");
                process.send((reject ? "rejected " : "accepted ") + key);
            }
        }
        name = features.getOrDefault("myname", spec.command());
        for (Map.Entry<String, String> option : spec.options().entrySet()) {
            String key = option.getKey();
            if (key.equalsIgnoreCase(org.zwang.duck.engine.EngineOption.THREADS)) {
                process.send("cores " + option.getValue());
            } else if (key.equalsIgnoreCase(org.zwang.duck.engine.EngineOption.HASH)) {
                process.send("memory " + option.getValue());
            } else {
                process.send("option " + key + (option.getValue().isEmpty() ? "" : "=" + option.getValue()));
            }
        }
        String variants = features.get("variants");
        if (variant == Variant.DUCK && (variants == null || !(',' + variants + ',').contains(",duck,"))) {
            throw new EngineFailure(EngineFailure.Kind.SETUP, name + " does not list duck in feature variants");
        }
    }

    private boolean feature(String key) {
        return "1".equals(features.get(key));
    }

    @Override
    void newGame(PlayedGame game, TimeControl control) throws EngineFailure {
        process.discardPending();
        process.send("new");
        if (variant == Variant.DUCK) {
            process.send("variant duck");
        }
        process.send("force");
        if (!game.startsFromStandardPosition()) {
            if (!feature("setboard")) {
                throw new EngineFailure(EngineFailure.Kind.SETUP, name + " cannot set up positions (no setboard=1)");
            }
            process.send("setboard " + game.startFen());
        }
        for (int move : game.moves()) {
            sendMove(move);
        }
        knownMoves = game.moveCount();
        thinkingSide = false;
        engineColor = -1;
        process.send(level(control));
        process.send(spec.ponder() ? "hard" : "easy");
        if (feature("ping")) {
            String ping = "ping " + ++pings;
            process.send(ping);
            long deadline = EngineProcess.deadlineAfter(SYNC_MILLIS);
            String pong = "pong " + pings;
            while (true) {
                String line = process.next(deadline);
                if (line == null) {
                    throw timeout("'" + pong + "' after '" + ping + "'");
                }
                if (line.equals(pong)) {
                    break;
                }
            }
        }
    }

    private void sendMove(int move) throws EngineFailure {
        String text = MoveNotation.toXboard(move);
        process.send(feature("usermove") ? "usermove " + text : text);
    }

    /** {@code level 0 M:SS INC}, sent before each game's first move so the clock starts full. */
    private static String level(TimeControl control) {
        long base = control.baseMillis();
        String seconds = base % 1000 == 0 ? String.format(Locale.ROOT, "%02d", base / 1000 % 60)
                : String.format(Locale.ROOT, "%06.3f", (base % 60_000) / 1000.0);
        String increment = control.incrementMillis() % 1000 == 0 ? Long.toString(control.incrementMillis() / 1000)
                : String.format(Locale.ROOT, "%.3f", control.incrementMillis() / 1000.0);
        return "level 0 " + base / 60_000 + ":" + seconds + " " + increment;
    }

    @Override
    String move(PlayedGame game, long[] clocks, long[] increments, long deadlineNanos) throws EngineFailure {
        int color = game.sideToMove();
        if (!thinkingSide || color != engineColor || game.moveCount() - knownMoves != 1) {
            // force mode (game start, or out of step): catch up on the moves, then "go"
            if (thinkingSide) {
                process.send("force");
            }
            int[] moves = game.moves();
            for (int i = knownMoves; i < moves.length; i++) {
                sendMove(moves[i]);
            }
            sendClocks(clocks, color);
            process.send("go");
            thinkingSide = true;
            engineColor = color;
        } else {
            sendClocks(clocks, color);
            sendMove(game.move(game.moveCount() - 1));
        }
        knownMoves = game.moveCount() + 1; // the engine's own move, once it made it
        StringBuilder legs = new StringBuilder();
        while (true) {
            String line = process.next(deadlineNanos);
            if (line == null) {
                throw new EngineFailure(EngineFailure.Kind.TIME_FORFEIT, name + " loses on time");
            }
            if (line.startsWith("move ")) {
                String leg = line.substring(5).trim();
                legs.append(leg);
                if (!leg.endsWith(",")) {
                    return legs.toString();
                }
            } else if (line.startsWith("resign") || (isResultClaim(line) && line.toLowerCase(Locale.ROOT).contains("resign"))) {
                throw new EngineFailure(EngineFailure.Kind.RESIGNATION, name + " resigns");
            } else if (isResultClaim(line)) {
                throw new EngineFailure(EngineFailure.Kind.FALSE_CLAIM, name + " claims '" + line
                        + "' but the game is not over");
            } else if (line.startsWith("Illegal move") || line.startsWith("illegal move")) {
                throw new EngineFailure(EngineFailure.Kind.ILLEGAL_MOVE, name + " refused a legal move: " + line);
            }
        }
    }

    private void sendClocks(long[] clocks, int color) throws EngineFailure {
        process.send("time " + Math.max(0, clocks[color] / 10));
        process.send("otim " + Math.max(0, clocks[color ^ 1] / 10));
    }

    private static boolean isResultClaim(String line) {
        return line.startsWith("1-0") || line.startsWith("0-1") || line.startsWith("1/2-1/2");
    }

    @Override
    void gameOver(String result, String reason) {
        try {
            process.send("result " + result + " {" + reason + "}");
            process.send("force");
        } catch (EngineFailure e) {
            // the engine is gone; the next game restarts it
        }
        thinkingSide = false;
    }

    @Override
    boolean writesXboardNotation() {
        return true;
    }
}
