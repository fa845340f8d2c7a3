package org.zwang.duck.engine;

/**
 * The answer of {@link Engine#think}: the move to play (a whole turn with its duck square in Duck
 * Chess, a chess move in standard chess; {@code org.zwang.duck.board.Move} encoding) and the last
 * completed iteration's figures.
 */
public final class EngineResult {

    private final int bestMove;
    private final ThinkingInfo info;
    private final boolean complete;

    public EngineResult(int bestMove, ThinkingInfo info, boolean complete) {
        this.bestMove = bestMove;
        this.info = info;
        this.complete = complete;
    }

    /** The move to play. */
    public int bestMove() {
        return bestMove;
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
