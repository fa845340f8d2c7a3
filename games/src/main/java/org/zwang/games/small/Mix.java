package org.zwang.games.small;

/** The splitmix64 finaliser, the hash behind the small games' keys and random values. */
final class Mix {

    private Mix() {
    }

    static long mix64(long z) {
        z += 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
