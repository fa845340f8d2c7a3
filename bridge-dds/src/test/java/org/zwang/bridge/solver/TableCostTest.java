package org.zwang.bridge.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.zwang.bridge.model.Deal;

/** DDS's fan-out, counted by hand on two deals. */
class TableCostTest {

    @Test
    void groupsOfTouchingRanksTimesOnePlusTheVoids() {
        // North AKQJT98765432 of spades: one group, three voids -> 1 x 4 = 4. East all hearts, South
        // all diamonds, West all clubs: the same. Total 16.
        Deal fourSuits = Deal.parsePbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432");
        assertEquals(16, TableCost.fanout(fourSuits));
        // North KT982.AQJ.K5.742: spades K | T98 | 2, hearts A | QJ, diamonds K | 5, clubs 7 | 4 | 2:
        // 10 groups, no void: 10.
        // East AQJ7643..Q6.KQ53: A | QJ | 76 | 43, Q | 6, KQ | 5 | 3: 9 groups, one void: 18.
        // South 5.K9876542.JT.AJ: 5, K | 987654 | 2, JT, A | J: 7 groups, no void: 7.
        // West .T3.A987432.T986: T | 3, A | 987 | 432, T98 | 6: 7 groups, one void: 14.
        // Total 10 + 18 + 7 + 14 = 49.
        Deal mixed = Deal.parsePbn("N:KT982.AQJ.K5.742 AQJ7643..Q6.KQ53 5.K9876542.JT.AJ .T3.A987432.T986");
        assertEquals(49, TableCost.fanout(mixed));
    }
}
