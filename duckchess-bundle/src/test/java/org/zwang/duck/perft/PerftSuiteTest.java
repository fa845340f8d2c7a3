package org.zwang.duck.perft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import org.junit.jupiter.api.Test;

class PerftSuiteTest {

    @Test
    void shippedSuitesKeepTheirHeadersAndAllLines() {
        PerftSuite duck = PerftSuite.duck();
        assertTrue(duck.header().contains("Fairy-Stockfish"), duck.header());
        assertTrue(duck.header().contains("c19b5f6c66894fdb0e88d0dd100e3885f744760a"));
        assertEquals(67, duck.lines().size()); // 22 positions: S01 to depth 4, the others to depth 3
        PerftSuite.Line first = duck.lines().get(0);
        assertEquals("S01", first.id());
        assertEquals("start-position", first.name());
        assertEquals(640, first.nodes());
        assertEquals("S22", duck.lines().get(duck.lines().size() - 1).id());

        PerftSuite standard = PerftSuite.standard();
        assertTrue(standard.header().contains("chessprogramming-wiki"));
        assertEquals("C07", standard.lines().get(standard.lines().size() - 1).id());
        assertEquals(119060324, standard.lines().stream()
                .filter(l -> l.id().equals("C01") && l.depth() == 6).findFirst().orElseThrow().nodes());
    }

    @Test
    void malformedLinesNameTheirPlace() throws Exception {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> PerftSuite.parse(new StringReader("# header\n8/8/8/8/8/8/8/8 w - - 0 1;x;12\n"), "test.txt"));
        assertEquals("test.txt line 2: bad depth or node count in '8/8/8/8/8/8/8/8 w - - 0 1;x;12'", error.getMessage());
        assertThrows(IllegalArgumentException.class, () -> PerftSuite.resource("nothing.txt"));
    }
}
