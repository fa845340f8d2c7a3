package org.zwang.duck.engine;

import org.zwang.duck.search.EngineScore;

/**
 * One finished iteration of an engine's search, as a GUI shows it: depth, selective depth, score
 * ({@link EngineScore}), nodes, time, table usage and the principal variation as moves of the
 * board's encoding ({@code org.zwang.duck.board.Move}; whole turns with their duck squares in Duck
 * Chess), playable one after another from the searched position. With MultiPV an iteration is
 * reported as one {@code ThinkingInfo} per line, best first, numbered from 1 ({@link #multiPv()}).
 */
public final class ThinkingInfo {

    private final int depth;
    private final int selectiveDepth;
    private final int score;
    private final long nodes;
    private final long timeMillis;
    private final int hashfullPermille;
    private final int[] principalVariation;
    private final int multiPv;

    /** An iteration's one line (MultiPV off). */
    public ThinkingInfo(int depth, int selectiveDepth, int score, long nodes, long timeMillis, int hashfullPermille,
            int[] principalVariation) {
        this(depth, selectiveDepth, score, nodes, timeMillis, hashfullPermille, principalVariation, 0);
    }

    /** Line {@code multiPv} (from 1; 0 when MultiPV is off) of an iteration. */
    public ThinkingInfo(int depth, int selectiveDepth, int score, long nodes, long timeMillis, int hashfullPermille,
            int[] principalVariation, int multiPv) {
        this.depth = depth;
        this.selectiveDepth = selectiveDepth;
        this.score = score;
        this.nodes = nodes;
        this.timeMillis = timeMillis;
        this.hashfullPermille = hashfullPermille;
        this.principalVariation = principalVariation.clone();
        this.multiPv = multiPv;
    }

    /** The line's rank among the iteration's lines (1 = best) with MultiPV on; 0 when it is off. */
    public int multiPv() {
        return multiPv;
    }

    public int depth() {
        return depth;
    }

    public int selectiveDepth() {
        return selectiveDepth;
    }

    /** Centipawns for the side to move, or a mate score (see {@link EngineScore}). */
    public int score() {
        return score;
    }

    /** Whether the score is a forced game end (UCI {@code score mate}) rather than centipawns. */
    public boolean isMate() {
        return EngineScore.isMate(score);
    }

    /** For a mate score: full moves to the end, positive when the side to move wins (UCI's {@code score mate N}). */
    public int mateMoves() {
        return EngineScore.mateMoves(score);
    }

    public long nodes() {
        return nodes;
    }

    public long timeMillis() {
        return timeMillis;
    }

    /** Nodes per second (0 before the first millisecond). */
    public long nodesPerSecond() {
        return timeMillis <= 0 ? 0 : nodes * 1000 / timeMillis;
    }

    public int hashfullPermille() {
        return hashfullPermille;
    }

    /** The principal variation (a copy). */
    public int[] principalVariation() {
        return principalVariation.clone();
    }
}
