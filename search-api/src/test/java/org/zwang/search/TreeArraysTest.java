package org.zwang.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The tree storage of MCTS and proof-number search: growth by doubling, the node bound, the refusal. */
class TreeArraysTest {

    /** A tree with one per-node array of its own, filled with each node's index as nodes are added. */
    private static final class Numbered extends TreeArrays {
        int[] own;
        int resizes;

        Numbered(int maxNodes) {
            super(maxNodes, 1);
            own = new int[capacity()];
        }

        @Override
        protected void resize(int n) {
            own = Arrays.copyOf(own, n);
            resizes++;
        }

        /** Adds {@code count} nodes if there is room; false, adding none, when there is not. */
        boolean add(int count) {
            if (!reserve(count)) {
                return false;
            }
            for (int i = 0; i < count; i++) {
                parent[used] = used - 1;
                move[used] = 1000 + used;
                own[used] = used;
                used++;
            }
            return true;
        }
    }

    @Test
    void growsByDoublingKeepingEveryNodeAndItsOwnArrays() {
        Numbered tree = new Numbered(1 << 20);
        assertEquals(4096, tree.capacity());
        assertTrue(tree.add(4096));
        assertEquals(0, tree.resizes, "4,096 nodes fit the first arrays");
        assertTrue(tree.add(1));
        assertEquals(8192, tree.capacity(), "doubled");
        assertEquals(8192, tree.own.length, "the search's own array grew with them");
        assertTrue(tree.add(20_000));
        assertEquals(4097 + 20_000, tree.capacity(), "at least the room needed when doubling is not enough");
        for (int node = 0; node < tree.used; node++) {
            assertEquals(node - 1, tree.parent[node]);
            assertEquals(1000 + node, tree.move[node]);
            assertEquals(node, tree.own[node]);
        }
    }

    @Test
    void stopsAtTheNodeBound() {
        Numbered tree = new Numbered(5000);
        assertTrue(tree.add(4096));
        assertTrue(tree.add(900));
        assertEquals(5000, tree.capacity(), "doubling stops at the bound");
        assertTrue(tree.add(4));
        assertFalse(tree.add(1), "no room beyond 5,000 nodes");
        assertEquals(5000, tree.used);
        Numbered small = new Numbered(10);
        assertEquals(10, small.capacity(), "a bound below the first size is the size");
        assertFalse(small.add(11));
        assertEquals(0, small.used);
    }

    @Test
    void refusesABoundBelowWhatTheSearchNeeds() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> new Numbered(0));
        assertEquals("the tree needs room for at least 1 node, got 0", error.getMessage());
        error = assertThrows(IllegalArgumentException.class, () -> new org.zwang.search.mcts.MonteCarloTreeSearch(
                org.zwang.search.mcts.MonteCarloTreeSearch.Settings.defaults().withMaxTreeNodes(1), 10, 10));
        assertEquals("the tree needs room for at least 2 nodes, got 1", error.getMessage());
    }
}
