package org.zwang.bridge.data;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;

/** The bundled positions read back as the file's header describes them. */
class BundledSolvePositionsTest {

    @Test
    void readsAllThreeHundredPositions() {
        List<BundledSolvePositions.Entry> entries = BundledSolvePositions.entries();
        assertEquals(300, entries.size());
        for (int i = 0; i < entries.size(); i++) {
            BundledSolvePositions.Entry entry = entries.get(i);
            assertEquals(i + 1, entry.index());
            int tricksLeft = entry.position().tricksLeft();
            assertEquals(true, entry.bestTricks() >= 0 && entry.bestTricks() <= tricksLeft, "position " + entry.index());
        }
    }

    @Test
    void firstLineMatchesTheFile() {
        // Line 1 of solve-positions.txt: "1 H S ST W 7 N:AQJ93.5.8. 75.AJ84..K 842.6.7.4 K6.Q72..32
        // SK:4,S6:4 5 1 ...": hearts, South led the spade ten, West to play, seven tricks left, West's
        // best card gives E-W 4 of them.
        BundledSolvePositions.Entry first = BundledSolvePositions.entries().get(0);
        assertEquals(Strain.HEARTS, first.position().strain());
        assertEquals(Seat.SOUTH, first.position().leader());
        assertEquals(1, first.position().trickSize());
        assertEquals(Card.parse("ST"), first.position().trickCard(0));
        assertEquals(Seat.WEST, first.position().toMove());
        assertEquals(7, first.position().tricksLeft());
        assertEquals(4, first.bestTricks());
    }
}
