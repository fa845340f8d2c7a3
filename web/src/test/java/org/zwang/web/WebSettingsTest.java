package org.zwang.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The line a pool too large for the heap is refused with: counted in words that fit the numbers. */
class WebSettingsTest {

    private static String refusal(int workers, long heapMegabytes) {
        return assertThrows(IllegalStateException.class,
                () -> new WebSettings(workers, 8, 30_000, 60_000).checkFits(heapMegabytes << 20)).getMessage();
    }

    @Test
    void oneWorkerIsOneWorker() {
        // 96 MB for the server + 128 MB for the worker = 224 MB; a 100 MB heap holds no worker
        assertEquals("1 search worker needs about 224 MB of Java heap and this JVM has 100 MB: not even one fits; "
                + "use a larger heap (ZWANG_JAVA_OPTS=-Xmx1g)", refusal(1, 100));
    }

    @Test
    void severalWorkersAndHowManyFit() {
        // 96 + 3 x 128 = 480 MB; 300 MB holds (300 - 96) / 128 = 1 worker, 400 MB holds 2
        assertEquals("3 search workers need about 480 MB of Java heap and this JVM has 300 MB: only 1 fits; "
                + "use fewer workers (--workers) or a larger heap (ZWANG_JAVA_OPTS=-Xmx1g)", refusal(3, 300));
        assertEquals("3 search workers need about 480 MB of Java heap and this JVM has 400 MB: at most 2 fit; "
                + "use fewer workers (--workers) or a larger heap (ZWANG_JAVA_OPTS=-Xmx1g)", refusal(3, 400));
    }
}
