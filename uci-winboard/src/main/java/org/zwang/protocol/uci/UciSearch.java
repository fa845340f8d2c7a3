package org.zwang.protocol.uci;

import java.util.List;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Color;
import org.zwang.duck.engine.EngineResult;
import org.zwang.duck.engine.ThinkingInfo;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.duck.rules.GameRules;
import org.zwang.protocol.ProtocolOutput;
import org.zwang.protocol.engine.EngineWorker;
import org.zwang.protocol.engine.SearchEnd;
import org.zwang.protocol.engine.SearchJob;
import org.zwang.protocol.timeman.TimeBudget;
import org.zwang.protocol.timeman.TimeManager;
import org.zwang.record.PlayedGame;
import org.zwang.record.ResultText;
import org.zwang.search.SearchLimits;

/**
 * The searches of a UCI session: {@code go} (its limits and clock turned into a time budget),
 * {@code stop} and {@code ponderhit}, the {@code info} lines while it thinks and the one
 * {@code bestmove} each {@code go} owes. An infinite or ponder search holds its {@code bestmove} until
 * {@code stop} (or {@code ponderhit} and the end of the then timed search), as the specification
 * demands. One search at a time runs on the engine's thread, which sends its {@code info} lines; its
 * end ({@link SearchEnd}) comes back on the session's.
 */
final class UciSearch {

    /** A go line full of junk is answered with a few info strings, not one per word. */
    private static final int MAX_PROBLEMS_SHOWN = 5;

    private final EngineWorker worker;
    private final ProtocolOutput out;
    private final TimeManager timeManager;

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
        /** The nodes of the last info line sent (volatile: written on the search's thread). */
        volatile long reportedNodes = -1;
    }

    UciSearch(EngineWorker worker, ProtocolOutput out, TimeManager timeManager) {
        this.worker = worker;
        this.out = out;
        this.timeManager = timeManager;
    }

    /** Whether a search still owes its bestmove. */
    boolean isSearching() {
        return current != null && !current.answered;
    }

    /** Runs {@code action} once the running search has started (after work queued before it). */
    void whenStarted(Runnable action) {
        current.search.whenStarted(action);
    }

    /** Whether a search owes a bestmove that is not held for {@code stop}: it comes when the search ends. */
    boolean owesMove() {
        return current != null && !current.answered && !current.hold;
    }

    /** {@code go ...} in {@code game}'s current position. */
    void go(String[] words, PlayedGame game) {
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
        if (!job.hold && !budget.isUnlimited()) {
            limits.softTimeMillis(budget.softMillis()).hardTimeMillis(budget.hardMillis());
        }
        out.log().note("go: " + (job.hold ? (go.ponder ? "ponder, then " + budget : "infinite") : budget.toString()));
        job.position = game.boardCopy();
        current = job;
        job.search = worker.start(game.boardCopy(), limits, info -> {
            job.reportedNodes = info.nodes();
            infoLine(info);
        }, new SearchEnd() {
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

    /** {@code stop}: the search answers now (a held result at once). */
    void stop() {
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

    /** {@code ponderhit}: the ponder search goes on as a timed search for the move. */
    void ponderHit() {
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

    /** The move the engine found (legal: the engine checks), or "0000" with the reason when the game is over. */
    private void sendBestMove(Job job, EngineResult result) {
        job.answered = true;
        job.held = null;
        if (!result.hasMove()) {
            info("the game is over: " + ResultText.claim(result.gameResult()));
            out.send("bestmove 0000");
            return;
        }
        int move = result.bestMove();
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
            if (GameRules.isLegalTurn(after, pv[1])) {
                line.append(" ponder ").append(MoveNotation.toUci(pv[1]));
            }
        }
        out.send(line.toString());
    }

    private void infoLine(ThinkingInfo info) {
        out.send(formatInfo(info));
    }

    /** The {@code info depth ... pv ...} line of one iteration. */
    static String formatInfo(ThinkingInfo info) {
        StringBuilder line = new StringBuilder("info depth ").append(info.depth());
        line.append(" seldepth ").append(Math.max(info.depth(), info.selectiveDepth()));
        if (info.multiPv() > 0) {
            line.append(" multipv ").append(info.multiPv());
        }
        if (info.isMate()) {
            line.append(" score mate ").append(info.mateMoves());
        } else {
            line.append(" score cp ").append(info.score());
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

    /** Drops the running search without a bestmove (quit). */
    void abandon() {
        if (current != null && !current.answered) {
            current.search.abandon();
            current.answered = true;
        }
    }

    private void info(String text) {
        out.send(UciSession.infoString(text));
    }
}
