package org.zwang.duck.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The options' ranges follow the machine: the Hash maximum a quarter of the heap, within 1 .. 4096 MB. */
class EngineSettingsTest {

    @Test
    void theHashMaximumIsAQuarterOfTheHeap() {
        for (long heap : new long[] {256L << 20, 1L << 30, 2L << 30}) {
            EngineSettings settings = new EngineSettings(heap);
            long max = settings.options().get(0).max();
            assertEquals(heap / 4 >> 20, max, "MB for a heap of " + (heap >> 20) + " MB");
            assertTrue(settings.hashMegabytes <= max, "the default fits");
            settings.set("Hash", Long.toString(max));
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                    () -> settings.set("Hash", Long.toString(max + 1)));
            assertTrue(refused.getMessage().contains("the most that fits the Java heap"), refused.getMessage());
            assertEquals(max, settings.hashMegabytes, "a refused value changes nothing");
        }
        assertEquals(1, new EngineSettings(1L << 20).options().get(0).max(), "at least 1 MB");
        assertEquals(4096, new EngineSettings(1L << 40).options().get(0).max(), "at most 4096 MB");
    }
}
