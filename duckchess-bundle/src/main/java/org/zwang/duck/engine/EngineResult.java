package org.zwang.duck.engine;

import org.zwang.duck.board.Move;
import org.zwang.duck.rules.GameResult;

/**
 * The answer of {@link Engine#think}: the move to play (a whole turn with its duck square in Duck
 * Chess, a chess move in standard chess; {@code org.zwang.duck.board.Move} encoding) and the last
 * completed iteration's figures; or, in a position where the game is over, no move and the result.
 */
public final class EngineResult {

    private final int bestMove;
    private final ThinkingInfo info;
    private final boolean complete;
    private final GameResult gameResult;

    /** A move found by a search. */
    public EngineResult(int bestMove, ThinkingInfo info, boolean complete) {
        this(bestMove, info, complete, GameResult.ONGOING);
    }

    private EngineResult(int bestMove, ThinkingInfo info, boolean complete, GameResult gameResult) {
        this.bestMove = bestMove;
        this.info = info;
        this.complete = complete;
        this.gameResult = gameResult;
    }

    /** The answer in a position where the game is over ({@code result}): no move, nothing searched. */
    public static EngineResult gameOver(GameResult result) {
        if (!result.isOver()) {
            throw new IllegalArgumentException("the game is not over");
        }
        return new EngineResult(Move.NONE, new ThinkingInfo(0, 0, 0, 0, 0, 0, new int[0]), true, result);
    }

    /** The move to play; {@link Move#NONE} when the game is over ({@link #hasMove()} false). */
    public int bestMove() {
        return bestMove;
    }

    /** False when the game was already over in the position: then {@link #gameResult()} says how it ended. */
    public boolean hasMove() {
        return !gameResult.isOver();
    }

    /** How the game ended, when it was over in the position; {@link GameResult#ONGOING} otherwise. */
    public GameResult gameResult() {
        return gameResult;
    }

    /** Depth, score, nodes, time and principal variation of the search. */
    public ThinkingInfo info() {
        return info;
    }

    /** False when a limit stopped the search before it reached its depth limit. */
    public boolean complete() {
        return complete;
    }
}
