package org.zwang.bridge.solver;

import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;

/**
 * A cheap prediction of how hard a deal's DD table is, for a batch to hand out the hardest deals
 * first (so it ends on easy ones). DDS's scheduler uses the same measure, the fan-out: the more runs of
 * touching ranks a hand holds, the more moves that are not equivalent, and a void multiplies a hand's
 * choices (it can ruff or discard in that suit).
 */
public final class TableCost {

    private TableCost() {
    }

    /**
     * The fan-out: for each hand, the number of groups of touching ranks it holds over its four suits
     * (KT982: K, T98 and 2, three groups), times one plus the number of its voids; summed over the
     * hands.
     */
    public static long fanout(Deal deal) {
        long total = 0;
        for (int seat = 0; seat < Seat.COUNT; seat++) {
            long hand = deal.hand(seat);
            int groups = 0;
            int voids = 0;
            for (int suit = 0; suit < 4; suit++) {
                int lane = CardSets.lane(hand, suit);
                // a group starts at every card whose next higher rank the hand does not hold
                groups += Integer.bitCount(lane & ~(lane >>> 1));
                if (lane == 0) {
                    voids++;
                }
            }
            total += (long) groups * (1 + voids);
        }
        return total;
    }
}
