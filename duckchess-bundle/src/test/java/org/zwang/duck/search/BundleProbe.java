package org.zwang.duck.search;

import org.zwang.duck.board.Board;

/**
 * Test support: what the bundle search returns from an inner node, which the engine never needs (its
 * root knows the duck square) but the worked examples check square by square. Reads it through
 * {@link BundleSearch}'s package-private seam. Public for the benchmarks module (this test tree is
 * also a test jar).
 */
public final class BundleProbe {

    private BundleProbe() {
    }

    /**
     * The bundle of {@code position} searched to {@code depth} by {@code search} as an inner node, with
     * the duck square unknown (the board's duck, if any, is ignored): what this node would return to
     * its parent. With alpha-beta off every square's score is exact.
     */
    public static NodeBundle searchBundle(BundleSearch search, Board position, int depth) {
        int[] scores = new int[64];
        int[] returned = search.searchInnerNode(position, depth, scores);
        return new NodeBundle(returned[0], returned[1], returned[2], returned[3], scores);
    }
}
