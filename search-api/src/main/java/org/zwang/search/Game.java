package org.zwang.search;

/**
 * A mutable game position that the search algorithms of this package walk with make/unmake.
 *
 * <p>The contract is shaped for hot loops: moves are {@code int}s chosen by the game, move
 * generation writes into a caller-provided array (the searches preallocate one slice per ply), and
 * nothing here returns an object. Values are always from the point of view of the side to move
 * (negamax convention) and must lie strictly inside {@code (-Values.INFINITE, Values.INFINITE)}.
 *
 * <p>Turns need not alternate: after a move the same side may be to move again (bridge: the winner
 * of a trick leads to the next). The searches compare {@link #sideToMove()} before and after each
 * move and negate values and windows only when the side changed.
 */
public interface Game {

    /** An upper bound on the number of moves {@link #generateMoves} can write in any position. */
    int maxMoves();

    /**
     * An upper bound on the number of moves in any line from this position to its end (the number of
     * plies a full-depth search can go), used to size per-ply arrays.
     */
    int maxPlies();

    /**
     * Writes the legal moves of the position into {@code moves[offset ...]} and returns how many were
     * written (zero when the position is terminal). The order is the game's default move order.
     */
    int generateMoves(int[] moves, int offset);

    /** Plays a move returned by {@link #generateMoves} in this position. */
    void makeMove(int move);

    /** Takes back the move most recently made, which the caller passes again. */
    void unmakeMove(int move);

    /** The side to move: 0 or 1. */
    int sideToMove();

    /** True when the game is over (no move may be made). */
    boolean isTerminal();

    /**
     * The exact value of the position for the side to move. Called only when {@link #isTerminal()}
     * holds.
     */
    int terminalValue();

    /**
     * A static estimate of the value for the side to move, used where a depth-limited search stops
     * before the end of the game. For a terminal position it must equal {@link #terminalValue()}.
     */
    int evaluate();

    /** The least value {@link #terminalValue()} or {@link #evaluate()} can return (target drivers search between the two). */
    default int minValue() {
        return -Values.INFINITE + 1;
    }

    /** The greatest value {@link #terminalValue()} or {@link #evaluate()} can return. */
    default int maxValue() {
        return Values.INFINITE - 1;
    }

    /**
     * A lower bound on this position's value known without searching it (Connect Four: the
     * opponent's earliest possible win). Below the root, the searches cut a node whose window lies
     * wholly outside [{@code lowerBound()}, {@link #upperBound()}] and narrow the window to it, as
     * Pascal Pons's Connect Four solver does at every node; a depth-limited search relies on {@link #evaluate()}
     * staying inside the bounds too. The default claims nothing, so a game that does not override
     * both is searched exactly as without them.
     */
    default int lowerBound() {
        return -Values.INFINITE + 1;
    }

    /** An upper bound on this position's value known without searching it; see {@link #lowerBound()}. */
    default int upperBound() {
        return Values.INFINITE - 1;
    }

    /** {@link #endgameValue}'s answer when the game has no routine for the position. */
    int NO_ENDGAME_VALUE = Integer.MIN_VALUE;

    /**
     * A game's own routine for positions close to the end (an Othello solver's last empties):
     * the value of the position searched to the end of the game, fail-soft in the window
     * ({@code alpha}, {@code beta}) — at most {@code alpha}: an upper bound; at least {@code beta}: a
     * lower bound; between them: exact — or {@link #NO_ENDGAME_VALUE} when the position is too far
     * from the end for it. The negamax searches ask at every node below the root, before the table,
     * with the node's remaining {@code depth}; a routine answers only where that depth reaches the
     * end of the game. The default has no routine.
     */
    default int endgameValue(int depth, int alpha, int beta) {
        return NO_ENDGAME_VALUE;
    }

    /**
     * The positions the last {@link #endgameValue} call that answered visited, which the search
     * counts as its nodes (the routine's search is part of the search's cost). The default, with no
     * routine, visited none.
     */
    default long endgameNodes() {
        return 0;
    }

    /**
     * Whether the table searches should try enhanced transposition cutoffs at a node with remaining
     * {@code depth}: before searching any move, look every child up in the table and fail high at
     * once when a child's stored bound already reaches beta. That costs a make, a probe and an
     * unmake per move, and pays where a node's subtree is large and transpositions are common (an
     * Othello endgame with many empties); a game says where. The default declines, so a game that
     * does not override this is searched exactly as without it.
     */
    default boolean enhancedTranspositionCutoffs(int depth) {
        return false;
    }

    /** A 64-bit key of the position (Zobrist or similar); equal positions have equal keys. */
    long hashKey();

    /**
     * Reorders {@code moves[offset .. offset+count)} so that the moves most likely to be best come
     * first. The default keeps the generation order. Searches call this only when move ordering is
     * enabled, so the comparison tool can measure what ordering buys.
     */
    default void orderMoves(int[] moves, int offset, int count) {
    }

    /** A human-readable form of a move of this position, for principal variations. */
    default String moveToString(int move) {
        return Integer.toString(move);
    }
}
