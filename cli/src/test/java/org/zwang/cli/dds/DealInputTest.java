package org.zwang.cli.dds;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;

/** How the commands read deals, cards and tables from command-line words. */
class DealInputTest {

    private static final String FAMOUS = "N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2";

    @Test
    void dealsQuotedSplitOrWrittenAsDumDumHands() {
        Deal famous = Deal.parsePbn(FAMOUS);
        assertEquals(List.of(famous), DealInput.parseDeals(List.of(FAMOUS)));
        assertEquals(List.of(famous), DealInput.parseDeals(List.of(FAMOUS.split(" "))));
        assertEquals(List.of(famous), DealInput.parseDeals(List.of("N:", "AK76543.32.AK2.3", "2.QT87.876.87654",
                ".AKJ965.543.AQJ9", "QJT98.4.QJT9.KT2")));
        assertEquals(List.of(famous), DealInput.parseDeals(List.of(
                "QJT98.4.QJT9.KT2/AK76543.32.AK2.3/2.QT87.876.87654/.AKJ965.543.AQJ9")));
        assertEquals(List.of(famous, famous.rotate(1)), DealInput.parseDeals(List.of(FAMOUS, famous.rotate(1).toPbn(Seat.SOUTH))));
        assertEquals(List.of(famous), DealInput.parseDeals(List.of("W:QJT98.4.QJT9.KT2 AK76543.32.AK2.3 2.QT87.876.87654 -")));
    }

    @Test
    void aDealCutShortNamesWhatIsMissing() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DealInput.parseDeals(List.of("N:AK76543.32.AK2.3 2.QT87.876.87654", FAMOUS)));
        assertEquals("bad deal 'N:AK76543.32.AK2.3 2.QT87.876.87654': need 4 hands after N:, got 2", e.getMessage());
    }

    @Test
    void cardsAndTables() {
        assertArrayEquals(new int[] {Card.parse("SQ"), Card.parse("S2"), Card.parse("HT")},
                DealInput.parseCards("SQ, S2 10h", "--played"));
        assertEquals("--played: bad card 'S1' (write it like SA, HT or C2)",
                assertThrows(IllegalArgumentException.class, () -> DealInput.parseCards("SQ,S1", "--played")).getMessage());
        int[] numbers = {3, 8, 3, 8, 7, 6, 7, 6, 2, 11, 2, 11, 5, 8, 5, 8, 2, 10, 2, 11};
        assertArrayEquals(numbers, DealInput.parseTable("3 8 3 8 7 6 7 6 2 11 2 11 5 8 5 8 2 10 2 11").toStrainMajor());
        assertArrayEquals(numbers, DealInput.parseTable(" 3,8,3,8,7,6,7,6,2,11, 2,11,5,8,5,8,2,10,2,11").toStrainMajor());
    }
}
