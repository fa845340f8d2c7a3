package org.zwang.bridge.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Hand;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;

/** DD tables must respect the game's symmetries (deals of 4-8 cards per hand, to stay fast). */
class DdTableSymmetryTest {

    private final DoubleDummySolver solver = new DoubleDummySolver(SolverOptions.defaults().withTableBytes(16 << 20));

    @Provide
    Arbitrary<Deal> deals() {
        return Endings.deals(4, 8);
    }

    @Property(tries = 25)
    void rotatingTheDealRotatesTheTable(@ForAll("deals") Deal deal, @ForAll @IntRange(min = 1, max = 3) int steps) {
        DdTable table = solver.ddTable(deal);
        DdTable rotated = solver.ddTable(deal.rotate(steps));
        for (int strain = 0; strain < Strain.COUNT; strain++) {
            for (int declarer = 0; declarer < Seat.COUNT; declarer++) {
                assertEquals(table.tricks(strain, declarer), rotated.tricks(strain, Seat.advance(declarer, steps)),
                        Strain.name(strain) + " by " + Seat.letter(declarer) + " in " + deal);
            }
        }
    }

    @Property(tries = 25)
    void swappingTwoSuitsSwapsTheirRowsAndKeepsTheOthers(@ForAll("deals") Deal deal,
            @ForAll @IntRange(min = 0, max = 3) int first, @ForAll @IntRange(min = 0, max = 3) int second) {
        long[] hands = deal.hands();
        for (int seat = 0; seat < 4; seat++) {
            int a = Hand.suitBits(hands[seat], first);
            int b = Hand.suitBits(hands[seat], second);
            long others = hands[seat] & ~Hand.ofSuit(first, 0xFFFF) & ~Hand.ofSuit(second, 0xFFFF);
            hands[seat] = others | Hand.ofSuit(first, b) | Hand.ofSuit(second, a);
        }
        Deal swapped = Deal.of(hands[0], hands[1], hands[2], hands[3]);
        DdTable table = solver.ddTable(deal);
        DdTable swappedTable = solver.ddTable(swapped);
        for (int strain = 0; strain < Strain.COUNT; strain++) {
            int image = strain == first ? second : strain == second ? first : strain;
            for (int declarer = 0; declarer < Seat.COUNT; declarer++) {
                assertEquals(table.tricks(strain, declarer), swappedTable.tricks(image, declarer),
                        Strain.name(strain) + " by " + Seat.letter(declarer) + " in " + deal + " with suits "
                                + first + "/" + second + " swapped");
            }
        }
    }
}
