package org.zwang.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The shared reader of oracle files, on a hand-written sample: header, blank and comment lines dropped. */
class ResourceLinesTest {

    @Test
    void keepsTheTrimmedDataLinesInOrder() {
        List<String> expected = List.of("first record", "second record", "third");
        assertEquals(expected, ResourceLines.read(ResourceLinesTest.class, "resource-lines-sample.txt"));
        assertEquals(expected, ResourceLines.read(ResourceLinesTest.class, "/org/zwang/search/resource-lines-sample.txt"));
    }

    @Test
    void aMissingResourceIsNamed() {
        IllegalStateException missing = assertThrows(IllegalStateException.class,
                () -> ResourceLines.read(ResourceLinesTest.class, "no-such-file.txt"));
        assertTrue(missing.getMessage().contains("no-such-file.txt"), missing.getMessage());
    }
}
