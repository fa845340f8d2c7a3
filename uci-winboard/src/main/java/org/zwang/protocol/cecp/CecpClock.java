package org.zwang.protocol.cecp;

import org.zwang.protocol.ProtocolOutput;
import org.zwang.protocol.ProtocolText;
import org.zwang.protocol.timeman.TimeBudget;
import org.zwang.protocol.timeman.TimeManager;
import org.zwang.record.PlayedGame;

/**
 * The CECP time control and clocks (§11): {@code level MOVES BASE INC}, {@code st SECONDS},
 * {@code sd PLIES}, {@code time}/{@code otim} in centiseconds, and the engine's own clock between
 * the GUI's {@code time} commands; turns them into a {@link TimeBudget} for each move through the
 * {@link TimeManager} (which also holds the Move Overhead option).
 */
final class CecpClock {

    /** xboard's own default time control, used until a {@code level} or {@code st} arrives. */
    private static final int DEFAULT_MOVES_PER_SESSION = 40;
    private static final long DEFAULT_BASE_MILLIS = 5 * 60_000L;

    private final ProtocolOutput out;
    private final TimeManager timeManager = new TimeManager();

    private int movesPerSession = DEFAULT_MOVES_PER_SESSION;
    private long baseMillis = DEFAULT_BASE_MILLIS;
    private long incrementMillis;
    private long fixedMoveMillis;
    private int depthLimit;
    private long engineClockMillis = DEFAULT_BASE_MILLIS;
    private long opponentClockMillis = DEFAULT_BASE_MILLIS;

    CecpClock(ProtocolOutput out) {
        this.out = out;
    }

    TimeManager timeManager() {
        return timeManager;
    }

    /** The {@code sd} depth limit, 0 for none. */
    int depthLimit() {
        return depthLimit;
    }

    /** {@code new}: no depth limit, both clocks back to the base time of the time control. */
    void newGame() {
        depthLimit = 0;
        engineClockMillis = baseMillis;
        opponentClockMillis = baseMillis;
    }

    /** {@code time N}: the engine's clock. */
    void engineTime(String args, String line) {
        engineClockMillis = centiseconds(args, line, engineClockMillis);
    }

    /** {@code otim N}: the opponent's clock. */
    void opponentTime(String args, String line) {
        opponentClockMillis = centiseconds(args, line, opponentClockMillis);
    }

    /** The engine moved after thinking since {@code thinkStartNanos}: keeps its own clock going. */
    void engineMoved(long thinkStartNanos) {
        engineClockMillis += incrementMillis - (System.nanoTime() - thinkStartNanos) / 1_000_000;
    }

    /** {@code level MOVES BASE INCREMENT}: a conventional or incremental clock; resets both clocks. */
    void level(String args, String line) {
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

    /** {@code st SECONDS}: a fixed time per move. */
    void fixedTime(String args, String line) {
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

    /** {@code sd PLIES}: a depth limit for every search. */
    void depth(String args, String line) {
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

    /** The time for the engine's next move, playing {@code engineColor} in {@code game}. */
    TimeBudget budget(PlayedGame game, int engineColor) {
        if (fixedMoveMillis > 0) {
            return timeManager.fixedMoveTime(fixedMoveMillis);
        }
        int movesToGo = 0;
        if (movesPerSession > 0) {
            movesToGo = movesPerSession - engineMovesPlayed(game, engineColor) % movesPerSession;
        }
        return timeManager.fromClock(engineClockMillis, incrementMillis, movesToGo);
    }

    /** Moves the engine's colour has made in this game (for conventional time controls). */
    private static int engineMovesPlayed(PlayedGame game, int engineColor) {
        int firstMover = game.moveCount() % 2 == 0 ? game.sideToMove() : game.sideToMove() ^ 1;
        int total = game.moveCount();
        return engineColor == firstMover ? (total + 1) / 2 : total / 2;
    }
}
