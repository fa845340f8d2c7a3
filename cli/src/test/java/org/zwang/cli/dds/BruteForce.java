package org.zwang.cli.dds;

import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;

/**
 * Double-dummy tricks by plain minimax over every legal card (no pruning, no table, nothing of the
 * solver): an independent answer for small endings.
 */
final class BruteForce {

    private BruteForce() {
    }

    /** The tricks North-South take from the opening lead of {@code deal} by {@code leader}. */
    static int northSouthTricks(Deal deal, int strain, int leader) {
        return northSouth(Position.start(deal, strain, leader));
    }

    /** The tricks N-S win in all (completed tricks included) with best play from {@code position}. */
    static int northSouth(Position position) {
        if (position.isFinished()) {
            return position.tricksWon(Seat.NORTH_SOUTH);
        }
        boolean northSouthToMove = Seat.side(position.toMove()) == Seat.NORTH_SOUTH;
        int best = northSouthToMove ? -1 : 14;
        for (long cards = position.legalCards(); cards != 0; cards &= cards - 1) {
            int value = northSouth(position.play(Long.numberOfTrailingZeros(cards)));
            best = northSouthToMove ? Math.max(best, value) : Math.min(best, value);
        }
        return best;
    }
}
