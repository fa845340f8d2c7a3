package org.zwang.bridge.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.zwang.bridge.data.BundledSolvePositions;
import org.zwang.search.ResourceLines;

/**
 * {@link Deal#parsePbnHands}: the remaining cards of a position inside a trick, as DDS SolveBoard
 * takes them, written as a PBN deal string whose hands differ in size.
 */
class DealPbnHandsTest {

    @Test
    void theRemainingHandsOfEverySolvePositionFromAnyFirstSeat() {
        int lines = 0;
        for (String line : ResourceLines.read(DealPbnHandsTest.class, BundledSolvePositions.RESOURCE)) {
            String[] tokens = line.trim().split("\\s+");
            long[] expected = {Hand.parse(tokens[6].substring(2)), Hand.parse(tokens[7]), Hand.parse(tokens[8]),
                Hand.parse(tokens[9])};
            String north = String.join(" ", tokens[6], tokens[7], tokens[8], tokens[9]);
            assertArrayEquals(expected, Deal.parsePbnHands(north), line);
            String west = "W:" + String.join(" ", tokens[9], tokens[6].substring(2), tokens[7], tokens[8]);
            assertArrayEquals(expected, Deal.parsePbnHands(west), line);
            lines++;
        }
        assertEquals(300, lines);
    }

    @Test
    void aDashIsAnEmptyHandAndErrorsNameTheHands() {
        assertArrayEquals(new long[] {Hand.parse("A..."), 0, 0, 0}, Deal.parsePbnHands("N:A... - ... -"));
        String twice = assertThrows(IllegalArgumentException.class,
                () -> Deal.parsePbnHands("N:AK... A... - -")).getMessage();
        assertEquals("card SA is in two hands: North's hand 'AK...' and East's hand 'A...'", twice);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Deal.parsePbnHands("N:AK... - -"))
                .getMessage().startsWith("bad deal 'N:AK... - -': need 4 hands"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Deal.parsePbnHands("AK... - - -"))
                .getMessage().contains("a PBN deal starts with the first seat"));
        // the equal-size parser still refuses what this one takes
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Deal.parsePbn("N:AK... A... Q... J..."))
                .getMessage().contains("in two hands"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Deal.parsePbn("N:AK... Q... J... T..."))
                .getMessage().startsWith("hands differ in size"));
    }
}
