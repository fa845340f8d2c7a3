package org.zwang.bridge.solver;

import org.zwang.bridge.model.Position;

/**
 * The search's position and move generator set up on a {@link Position} the way the solver loads one,
 * for tests that look at move generation and ordering alone (no search, no table).
 */
final class LoadedMoves {

    private final PlayState state = new PlayState();
    private final Moves moves;
    /** The depth of the loaded position (cards left to play). */
    final int depth;

    LoadedMoves(Position position, int maxSide, SolverOptions options) {
        moves = new Moves(state, options);
        depth = state.load(position, PlayState.cardsAtTrickStart(position), maxSide);
    }

    /** The cards the search would try at {@code depth}, best first, one per equivalence class; returns the count. */
    int ordered(int depth, int[] out) {
        return moves.ordered(depth, out);
    }

    /** Plays {@code card} at {@code depth}. */
    void make(int depth, int card) {
        state.make(depth, card);
    }
}
