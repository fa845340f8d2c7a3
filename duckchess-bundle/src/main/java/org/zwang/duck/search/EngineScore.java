package org.zwang.duck.search;

/**
 * How engine scores are written: centipawns for the side to move, with game-ending results (a king
 * captured, a stalemated side winning, checkmate in standard chess) as {@code ±(MATE - plies)} so a
 * quicker win scores higher. Protocols turn these into {@code score mate N} (UCI, moves) or
 * {@code ±(100000 + N)} (CECP).
 */
public final class EngineScore {

    /** A win at ply 0; a win in {@code p} plies scores {@code MATE - p}. Below search-api's INFINITE. */
    public static final int MATE = 30_000;
    /** Scores at least this far from zero are game-ending results. */
    public static final int MATE_BOUND = MATE - 1_000;

    private EngineScore() {
    }

    /** Whether a score is a forced win or loss rather than an evaluation. */
    public static boolean isMate(int score) {
        return Math.abs(score) >= MATE_BOUND;
    }

    /** Plies to the end for a mate score: positive when the side to move wins, negative when it loses. */
    public static int matePlies(int score) {
        if (!isMate(score)) {
            throw new IllegalArgumentException("not a mate score: " + score);
        }
        return score > 0 ? MATE - score : -(MATE + score);
    }

    /** Full moves to the end (UCI's {@code score mate N}): positive for a win, negative for a loss. */
    public static int mateMoves(int score) {
        int plies = matePlies(score);
        return plies > 0 ? (plies + 1) / 2 : -((-plies + 1) / 2);
    }
}
