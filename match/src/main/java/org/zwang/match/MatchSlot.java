package org.zwang.match;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.function.Consumer;
import org.zwang.duck.board.Color;
import org.zwang.duck.board.Variant;
import org.zwang.duck.rules.GameResult;
import org.zwang.duck.rules.GameResult.Outcome;
import org.zwang.record.PlayedGame;
import org.zwang.record.ResultText;
import org.zwang.record.pgn.PgnGame;
import org.zwang.record.pgn.PgnWriter;

/**
 * One game at a time with its own pair of engine processes, Zwang the referee: starts the engines
 * (again after a failure), plays a game from its opening on the clocks, checks every move, and
 * records the game with its PGN. The {@link MatchRunner} hands out the games and scores them.
 */
final class MatchSlot {

    private final MatchRunner runner;
    private final MatchConfig config;
    private final int number;
    private final EnginePlayer[] players = new EnginePlayer[2];

    MatchSlot(MatchRunner runner, int number) {
        this.runner = runner;
        this.config = runner.config();
        this.number = number;
    }

    /** Engine {@code which} (0 the first), started when it is not running. */
    private EnginePlayer player(int which) throws EngineFailure {
        EnginePlayer player = players[which];
        if (player != null && player.isRunning()) {
            return player;
        }
        EngineSpec spec = which == 0 ? config.first() : config.second();
        String tag = "[" + number + "." + (which + 1) + "] ";
        Consumer<String> log = line -> runner.engineLog().accept(tag + line);
        try {
            player = EnginePlayer.create(spec, runner.protocolOf(which, spec, log), config.variant(), log);
            players[which] = player;
            player.start();
            if (runner.stopped()) { // stop() came while it started: it may have missed this process
                player.kill();
                throw new EngineFailure(EngineFailure.Kind.SETUP, "the match was stopped");
            }
            return player;
        } catch (EngineFailure e) {
            throw new EngineFailure(EngineFailure.Kind.SETUP, "engine " + (which + 1) + " ('" + spec.command()
                    + "') did not start: " + e.getMessage());
        }
    }

    /** Plays game {@code gameNumber}; null when the match was stopped before it ended. */
    GameRecord play(int gameNumber) {
        boolean firstWhite = gameNumber % 2 == 1;
        PlayedGame game = config.openings().game((gameNumber - 1) / 2);
        int openingPlies = game.moveCount();
        EnginePlayer white = null;
        EnginePlayer black = null;
        Outcome outcome;
        String reason;
        String termination = "normal";
        int loserColor = -1;
        TimeControl whiteClock = config.timeControl(firstWhite ? 0 : 1);
        TimeControl blackClock = config.timeControl(firstWhite ? 1 : 0);
        long[] clocks = {whiteClock.baseMillis(), blackClock.baseMillis()};
        long[] increments = {whiteClock.incrementMillis(), blackClock.incrementMillis()};
        try {
            for (int color = Color.WHITE; color <= Color.BLACK; color++) {
                loserColor = color;
                int which = (color == Color.WHITE) == firstWhite ? 0 : 1;
                EnginePlayer player = player(which);
                player.newGame(game, config.timeControl(which));
                if (color == Color.WHITE) {
                    white = player;
                } else {
                    black = player;
                }
            }
            runner.listener().gameStarted(gameNumber, white.name(), black.name());
            while (true) {
                if (runner.stopped()) {
                    return null; // dropped: not finished, not scored
                }
                GameResult result = game.result();
                if (result.isOver()) {
                    outcome = result.outcome();
                    reason = ResultText.reason(result);
                    break;
                }
                if (config.maxMoves() > 0 && game.moveCount() - openingPlies >= 2 * config.maxMoves()) {
                    outcome = Outcome.DRAW;
                    reason = "Draw by adjudication after " + config.maxMoves() + " moves";
                    termination = "adjudication";
                    break;
                }
                int side = game.sideToMove();
                loserColor = side;
                EnginePlayer player = side == Color.WHITE ? white : black;
                long start = System.nanoTime();
                long deadline = start + (clocks[side] + config.timeMarginMillis()) * 1_000_000L;
                String move = player.move(game, clocks, increments, deadline);
                long elapsed = (System.nanoTime() - start) / 1_000_000;
                clocks[side] -= elapsed;
                if (clocks[side] + config.timeMarginMillis() < 0) {
                    throw new EngineFailure(EngineFailure.Kind.TIME_FORFEIT, player.name() + " loses on time");
                }
                try {
                    if (player.writesXboardNotation()) {
                        game.playXboard(move);
                    } else {
                        game.playUci(move);
                    }
                } catch (IllegalArgumentException e) {
                    throw new EngineFailure(EngineFailure.Kind.ILLEGAL_MOVE, player.name() + " plays an illegal move: "
                            + e.getMessage());
                }
                clocks[side] += increments[side];
            }
        } catch (EngineFailure failure) {
            if (runner.stopped()) {
                return null; // the engines were ended by stop(): the game is not finished
            }
            if (failure.kind() == EngineFailure.Kind.SETUP) {
                throw new IllegalStateException(failure.getMessage()); // an engine that cannot start ends the match
            }
            outcome = loserColor == Color.WHITE ? Outcome.BLACK_WINS : Outcome.WHITE_WINS;
            String side = loserColor == Color.WHITE ? "White" : "Black";
            reason = failure.kind() == EngineFailure.Kind.RESIGNATION ? side + " resigns"
                    : side + " forfeits: " + failure.getMessage();
            termination = failure.kind().termination();
            int which = (loserColor == Color.WHITE) == firstWhite ? 0 : 1;
            if (failure.kind() != EngineFailure.Kind.RESIGNATION && players[which] != null) {
                players[which].kill(); // its state is unknown: a fresh process plays the next game
                runner.listener().note("engine " + (which + 1) + " (" + players[which].name() + ") restarts: " + failure.getMessage());
            }
        }
        String resultText = new GameResult(outcome, GameResult.Termination.NONE).pgn();
        for (EnginePlayer player : new EnginePlayer[] {white, black}) {
            if (player != null && player.isRunning()) {
                player.gameOver(resultText, reason);
            }
        }
        String whiteName = firstWhite ? nameOf(0) : nameOf(1);
        String blackName = firstWhite ? nameOf(1) : nameOf(0);
        PgnGame pgn = pgn(gameNumber, game, whiteName, blackName, whiteClock, blackClock, resultText, reason,
                termination);
        return new GameRecord(gameNumber, firstWhite, outcome, reason, termination, game, pgn);
    }

    private String nameOf(int which) {
        EngineSpec spec = which == 0 ? config.first() : config.second();
        if (spec.name() != null) {
            return spec.name();
        }
        EnginePlayer player = players[which];
        return player != null && player.name() != null ? player.name() : spec.command();
    }

    /** Ends the engines at the end of the match. */
    void close() {
        for (int i = 0; i < 2; i++) {
            if (players[i] != null) {
                players[i].close();
                players[i] = null;
            }
        }
    }

    /** Ends the engines at once (a stop, a failed match). */
    void kill() {
        for (EnginePlayer player : players) {
            if (player != null) {
                player.kill();
            }
        }
    }

    private PgnGame pgn(int number, PlayedGame game, String white, String black, TimeControl whiteClock,
            TimeControl blackClock, String result, String reason, String termination) {
        PgnGame pgn = new PgnGame()
                .tag("Event", config.event())
                .tag("Site", "?")
                .tag("Date", LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd")))
                .tag("Round", Integer.toString(number))
                .tag("White", white)
                .tag("Black", black)
                .tag("Result", result);
        if (config.variant() == Variant.DUCK) {
            pgn.tag("Variant", "duck");
        }
        if (!game.startsFromStandardPosition()) {
            pgn.tag("SetUp", "1").tag("FEN", game.startFen());
        }
        if (whiteClock.equals(blackClock)) {
            pgn.tag("TimeControl", whiteClock.toString());
        } else { // a time-odds game, tagged as cutechess-cli tags it
            pgn.tag("WhiteTimeControl", whiteClock.toString()).tag("BlackTimeControl", blackClock.toString());
        }
        pgn.tag("Termination", termination)
                .tag("PlyCount", Integer.toString(game.moveCount()));
        pgn.moves().addAll(PgnWriter.moveTokens(game));
        return pgn.finalComment(reason).result(result);
    }
}
