package org.zwang.duck.nnue;

import java.util.ArrayList;
import java.util.List;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Color;
import org.zwang.duck.board.Variant;
import org.zwang.duck.eval.Evaluator;
import org.zwang.duck.tune.LabelledPosition;

/**
 * Keeps the quiet positions of a training file: those whose search score lies within a gap of the
 * linear evaluation's static score. A position in the middle of an exchange (a piece just taken, the
 * recapture to come) counts the material wrongly while the search scores it right; trained on such
 * positions a network learns that material is worth little (a queen up read +372 centipawns where the
 * linear evaluation says +815). Mate scores are dropped too; positions without a search score are
 * kept (only their result teaches).
 */
public final class QuietPositions {

    private QuietPositions() {
    }

    /**
     * The positions of {@code labelled} whose search score is within {@code maxGap} centipawns of
     * {@link Evaluator#STANDARD}'s static score, in their order.
     *
     * @throws IllegalArgumentException when {@code maxGap} is negative or a FEN does not parse (its index is said)
     */
    public static List<LabelledPosition> keep(List<LabelledPosition> labelled, int maxGap) {
        if (maxGap < 0) {
            throw new IllegalArgumentException("the score gap must be at least 0, got " + maxGap);
        }
        List<LabelledPosition> quiet = new ArrayList<>();
        for (int i = 0; i < labelled.size(); i++) {
            LabelledPosition position = labelled.get(i);
            if (!position.hasSearchScore()) {
                quiet.add(position);
                continue;
            }
            if (Math.abs(position.searchScore()) >= LabelledPosition.MAX_SCORE) {
                continue;
            }
            Board board;
            try {
                board = Board.fromFen(position.fen(), Variant.DUCK);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("position " + (i + 1) + ": " + e.getMessage());
            }
            int forMover = Evaluator.STANDARD.evaluate(board);
            int forWhite = board.sideToMove() == Color.WHITE ? forMover : -forMover;
            if (Math.abs(forWhite - position.searchScore()) <= maxGap) {
                quiet.add(position);
            }
        }
        return quiet;
    }
}
