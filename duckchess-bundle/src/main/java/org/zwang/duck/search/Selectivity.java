package org.zwang.duck.search;

/**
 * The selective techniques of the bundle search, each with its own switch in {@link SearchSettings}
 * so a test or a benchmark can turn one off. With all of them off the bundle search is full-width and
 * returns exactly the explicit-duck search's value at equal depth (the equality properties); the
 * engine plays with all of them on. What each means for score bundles and duckzwang is explained in
 * {@code docs/duck-bundle-search.md}, "The selective search".
 */
public enum Selectivity {

    /**
     * Null-move pruning: the side to move passes its chess move (it still places the duck); when that
     * already scores beta or more on every duck square but the null child's duckzwang square, those
     * squares are cut off, and a cut node needs real moves only for the one square left.
     */
    NULL_MOVE;

    /** Bit of this technique in a settings mask. */
    int bit() {
        return 1 << ordinal();
    }

    /** Every technique. */
    static int all() {
        return (1 << values().length) - 1;
    }
}
