package org.zwang.protocol.cecp;

import java.util.ArrayList;
import java.util.List;
import org.zwang.duck.board.Board;
import org.zwang.duck.engine.EngineResult;
import org.zwang.duck.engine.ThinkingInfo;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.duck.rules.GameResult;
import org.zwang.duck.rules.GameRules;
import org.zwang.protocol.ProtocolOutput;
import org.zwang.protocol.ProtocolText;
import org.zwang.protocol.engine.EngineWorker;
import org.zwang.protocol.engine.SearchEnd;
import org.zwang.protocol.engine.SearchJob;
import org.zwang.protocol.timeman.TimeBudget;
import org.zwang.record.PlayedGame;
import org.zwang.record.ResultText;
import org.zwang.search.SearchLimits;

/**
 * The engine's thinking in a CECP game: the search for its move (answered with {@code move}),
 * pondering on the reply its principal variation expects ({@code hard}, §8), analysis
 * ({@code analyze}), the thinking output ({@code post}, §10), and the {@code pong}s owed until the
 * move (§8). One search at a time runs on the engine's thread, which sends its thinking output; its
 * end ({@link SearchEnd}) comes back on the session's thread. The game, the engine's colour and analyze mode are the session's.
 */
final class CecpThinking {

    private final CecpSession session;
    private final EngineWorker worker;
    private final ProtocolOutput out;
    private final CecpClock clock;

    private volatile boolean post;
    private boolean ponder;
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

    CecpThinking(CecpSession session, EngineWorker worker, ProtocolOutput out, CecpClock clock) {
        this.session = session;
        this.worker = worker;
        this.out = out;
        this.clock = clock;
    }

    /** {@code post}/{@code nopost}: thinking output on or off. */
    void post(boolean on) {
        post = on;
    }

    /** {@code hard}/{@code easy}: pondering on or off ({@code easy} ends a ponder search). */
    void ponder(boolean on) {
        ponder = on;
        if (!on && ponderMove != 0) {
            abandon();
        }
    }

    /** Whether a search owes the GUI a move. */
    boolean owesMove() {
        return search != null && searchIsForMove;
    }

    /** Whether the engine ponders (a move of the opponent's goes to {@link #ponderAnswer}). */
    boolean isPondering() {
        return ponderMove != 0;
    }

    /** The end of input: the search for the engine's move moves at once (as on {@code ?}); any other is dropped. */
    void endOfInput() {
        ponder = false; // no pondering after that move
        if (owesMove()) {
            moveNow();
        } else {
            abandon();
        }
    }

    /** {@code ?}: the search for the engine's move moves at once. */
    void moveNow() {
        if (search != null && searchIsForMove) {
            search.stop();
        }
    }

    /**
     * The opponent's move while the engine ponders: the expected one turns the ponder search into
     * the search for the engine's move (crediting the time pondered, see
     * {@link SearchJob#limitAfterPonder}); any other abandons it and is left to the caller to play
     * as usual (returns false).
     */
    boolean ponderAnswer(String text) {
        PlayedGame game = session.game();
        int engineColor = session.engineColor();
        int expected = ponderMove;
        int played;
        try {
            played = game.playXboard(text);
        } catch (IllegalArgumentException e) {
            out.send("Illegal move (" + CecpText.reason(e.getMessage(), text) + "): " + ProtocolText.excerpt(text));
            return true; // the ponder search goes on: the opponent's real move is still to come
        }
        if (played != expected || engineColor == CecpSession.NO_COLOR || game.sideToMove() != engineColor) {
            game.undo();
            abandon();
            return false;
        }
        ponderMove = 0;
        searchIsForMove = true;
        thinkStartNanos = System.nanoTime();
        out.log().note("ponder hit: " + clock.budget(game, engineColor));
        if (ponderResult != null) {
            EngineResult done = ponderResult;
            ponderResult = null;
            moveFound(search, done);
            return true;
        }
        TimeBudget budget = clock.budget(game, engineColor);
        search.limitAfterPonder(budget.softMillis(), budget.hardMillis());
        return true;
    }

    /**
     * After the engine's move, with {@code hard}: thinks on the opponent's time about the position
     * after the reply its principal variation expects (engine-intf §8, {@code hard}).
     */
    private void startPondering(EngineResult result) {
        int[] line = result.info().principalVariation();
        if (!ponder || session.analyzing() || session.engineColor() == CecpSession.NO_COLOR || line.length < 2
                || line[0] != result.bestMove()) {
            return;
        }
        Board after = session.game().boardCopy();
        if (!GameRules.isLegalTurn(after, line[1])) {
            return;
        }
        after.makeMove(line[1]); // where it ends the game, the engine answers at once with the result to claim
        SearchLimits limits = SearchLimits.none();
        if (clock.depthLimit() > 0) {
            limits.maxDepth(clock.depthLimit());
        }
        out.log().note("pondering on " + MoveNotation.toXboard(line[1]));
        searchIsForMove = false;
        ponderMove = line[1];
        ponderResult = null;
        search = worker.start(after, limits, this::showThinking, new SearchEnd() {
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
                    out.send("Error (engine failure: " + CecpText.clean(String.valueOf(error.getMessage())) + "): go");
                    flushPongs();
                }
            }
        });
    }

    /** Thinks about the engine's move; where the game is over, the engine says so and the result is claimed. */
    void think() {
        PlayedGame game = session.game();
        thinkStartNanos = System.nanoTime();
        TimeBudget budget = clock.budget(game, session.engineColor());
        SearchLimits limits = new SearchLimits().softTimeMillis(budget.softMillis()).hardTimeMillis(budget.hardMillis());
        if (clock.depthLimit() > 0) {
            limits.maxDepth(clock.depthLimit());
        }
        out.log().note("thinking: " + budget + (clock.depthLimit() > 0 ? ", depth " + clock.depthLimit() : ""));
        searchIsForMove = true;
        search = worker.start(game.boardCopy(), limits, this::showThinking, new SearchEnd() {
            @Override
            public void finished(SearchJob finished, EngineResult engineResult) {
                moveFound(finished, engineResult);
            }

            @Override
            public void failed(SearchJob failed, RuntimeException error) {
                search = null;
                out.log().note("engine failed: " + error);
                out.send("Error (engine failure: " + CecpText.clean(String.valueOf(error.getMessage())) + "): go");
                flushPongs();
            }
        });
    }

    private void moveFound(SearchJob finished, EngineResult result) {
        PlayedGame game = session.game();
        search = null;
        if (!result.hasMove()) {
            out.send(ResultText.claim(result.gameResult())); // the game was over before the engine's turn
            flushPongs();
            return;
        }
        int move = result.bestMove();
        game.playChecked(move); // legal: the engine checks its answer
        clock.engineMoved(thinkStartNanos); // our own clock goes on between the GUI's time commands
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

    /** Analyzes the current position until abandoned (or to the {@code sd} depth). */
    void startAnalysis() {
        abandon();
        PlayedGame game = session.game();
        if (game == null) {
            return; // no valid position; in a finished game the engine answers at once with no move
        }
        SearchLimits limits = SearchLimits.none();
        if (clock.depthLimit() > 0) {
            limits.maxDepth(clock.depthLimit());
        }
        searchIsForMove = false;
        search = worker.start(game.boardCopy(), limits, this::showThinking, new SearchEnd() {
            @Override
            public void finished(SearchJob finished, EngineResult engineResult) {
                search = null; // the analysis reached its depth; the last thinking line stands
            }

            @Override
            public void failed(SearchJob failed, RuntimeException error) {
                search = null;
                out.send("Error (engine failure: " + CecpText.clean(String.valueOf(error.getMessage())) + "): analyze");
            }
        });
    }

    /** Every search's thinking output (§10, with {@code post}) as it goes, on the engine's thread; its end is each search's own. */
    private void showThinking(ThinkingInfo info) {
        if (post) {
            out.send(formatThinking(info));
        }
    }

    /** Thinking output (§10): {@code ply score time nodes pv}, time in centiseconds. */
    static String formatThinking(ThinkingInfo info) {
        StringBuilder line = new StringBuilder();
        line.append(info.depth()).append(' ').append(score(info)).append(' ')
                .append(info.timeMillis() / 10).append(' ').append(info.nodes());
        for (int move : info.principalVariation()) {
            line.append(' ').append(MoveNotation.toXboard(move));
        }
        return line.toString();
    }

    /** Centipawns, or mate as 100000 + N ("mate in N moves") and -100000 - N ("mated in N"), §10. */
    static int score(ThinkingInfo info) {
        if (!info.isMate()) {
            return info.score();
        }
        int moves = info.mateMoves();
        return moves > 0 ? 100_000 + moves : -100_000 + moves;
    }

    /** {@code ping N}: {@code pong N} once the engine is ready for the next command. */
    void ping(String args) {
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

    /** Drops the running search without a move (a new position, force, a take-back, quit). */
    void abandon() {
        if (search != null) {
            search.abandon();
            search = null;
        }
        ponderMove = 0;
        ponderResult = null;
        flushPongs();
    }
}
