package org.zwang.duck.eval;

import org.zwang.duck.board.Board;
import org.zwang.duck.board.Color;
import org.zwang.duck.board.PieceType;

/**
 * A static evaluation the searches can be given ({@code SearchSettings.withEvaluator}): centipawns for
 * the side to move, ignoring the duck. {@link #STANDARD} is the engine's; {@link #MATERIAL} counts
 * material only, for examples that are checked by hand (the DuckSlayer thread's worked example counts pawn units).
 */
@FunctionalInterface
public interface Evaluator {

    /** The engine's evaluation ({@link Evaluation#STANDARD}). */
    Evaluator STANDARD = Evaluation.STANDARD;

    /** Material only: pawn 100, knight 300, bishop 300, rook 500, queen 900 (the DuckSlayer thread's 1-3-3-5-9). */
    Evaluator MATERIAL = board -> {
        int[] values = {100, 300, 300, 500, 900};
        int white = 0;
        for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
            white += values[type] * (Long.bitCount(board.pieces(Color.WHITE, type))
                    - Long.bitCount(board.pieces(Color.BLACK, type)));
        }
        return board.sideToMove() == Color.WHITE ? white : -white;
    };

    /** The value of the position for the side to move; must not depend on the duck. */
    int evaluate(Board board);
}
