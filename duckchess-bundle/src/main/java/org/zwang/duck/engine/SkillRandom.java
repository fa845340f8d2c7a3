package org.zwang.duck.engine;

/**
 * The {@code Skill Level} draws: {@code java.util.SplittableRandom}'s generator (SplitMix64, Steele,
 * Lea and Flood) written out, number for number, because the browser's WebAssembly build has no
 * {@code SplittableRandom}; the engine then draws the same numbers on both.
 */
final class SkillRandom {

    private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;

    private long seed;

    SkillRandom(long seed) {
        this.seed = seed;
    }

    /** The next int, as {@code SplittableRandom.nextInt()} draws it. */
    int nextInt() {
        seed += GOLDEN_GAMMA;
        long z = seed;
        z = (z ^ (z >>> 33)) * 0x62a9d9ed799705f5L;
        return (int) (((z ^ (z >>> 28)) * 0xcb24d0a5c88c35b3L) >>> 32);
    }

    /** An int in {@code [0, bound)}, as {@code SplittableRandom.nextInt(bound)} draws it (rejecting the biased tail). */
    int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive, got " + bound);
        }
        int r = nextInt();
        int m = bound - 1;
        if ((bound & m) == 0) {
            return r & m;
        }
        for (int u = r >>> 1; u + m - (r = u % bound) < 0; u = nextInt() >>> 1) {
            // drawn again
        }
        return r;
    }
}
