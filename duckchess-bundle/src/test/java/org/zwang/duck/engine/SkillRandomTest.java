package org.zwang.duck.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The engine's own generator draws exactly what {@code java.util.SplittableRandom} draws, so Skill Level plays as before. */
class SkillRandomTest {

    @Test
    void drawsSplittableRandomsNumbers() {
        long[] seeds = {0, 1, -1, 42, Long.MIN_VALUE, Long.MAX_VALUE, 0x123456789abcdefL};
        int[] bounds = {1, 2, 3, 7, 20, 64, 100, 116, 1 << 30, Integer.MAX_VALUE};
        for (long seed : seeds) {
            SplittableRandom expected = new SplittableRandom(seed);
            SkillRandom actual = new SkillRandom(seed);
            for (int i = 0; i < 2_000; i++) {
                int bound = bounds[i % bounds.length];
                assertEquals(expected.nextInt(bound), actual.nextInt(bound), "seed " + seed + ", draw " + i);
            }
            assertEquals(expected.nextInt(), actual.nextInt(), "seed " + seed);
        }
    }
}
