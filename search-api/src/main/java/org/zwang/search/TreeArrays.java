package org.zwang.search;

import java.util.Arrays;

/**
 * The tree of a best-first search ({@code MonteCarloTreeSearch}, {@code ProofNumberSearch}) kept in
 * parallel arrays indexed by node, so the tree is a handful of objects however large it grows: each
 * node's parent, the move into it, and its children, which stand next to each other (from
 * {@link #firstChild} for {@link #childCount} nodes). The arrays start small and double as the tree
 * grows, up to a bound in nodes; a search keeps its own per-node arrays beside these and grows them
 * with them ({@link #resize}).
 */
public abstract class TreeArrays {

    /** The arrays' first size. */
    private static final int INITIAL_NODES = 4096;

    /** The most nodes the tree may hold. */
    protected final int maxNodes;
    protected int[] parent;
    protected int[] firstChild;
    protected int[] childCount;
    protected int[] move;
    /** Nodes in use: the next new node is {@code used}. */
    protected int used;

    /** @throws IllegalArgumentException when {@code maxNodes} is below the {@code leastNodes} a search needs */
    protected TreeArrays(int maxNodes, int leastNodes) {
        if (maxNodes < leastNodes) {
            throw new IllegalArgumentException("the tree needs room for at least " + leastNodes + " node"
                    + (leastNodes == 1 ? "" : "s") + ", got " + maxNodes);
        }
        this.maxNodes = maxNodes;
        int n = Math.min(maxNodes, INITIAL_NODES);
        parent = new int[n];
        firstChild = new int[n];
        childCount = new int[n];
        move = new int[n];
    }

    /** The arrays' size now; a subclass sizes its own per-node arrays to it when it is made. */
    protected final int capacity() {
        return parent.length;
    }

    /**
     * Makes room for {@code count} more nodes: the arrays double (at least to the room needed, at
     * most to {@link #maxNodes}). False when the bound leaves no room.
     */
    protected final boolean reserve(int count) {
        int needed = used + count;
        if (needed <= parent.length) {
            return true;
        }
        if (needed > maxNodes) {
            return false;
        }
        int n = (int) Math.min(maxNodes, Math.max(needed, 2L * parent.length));
        parent = Arrays.copyOf(parent, n);
        firstChild = Arrays.copyOf(firstChild, n);
        childCount = Arrays.copyOf(childCount, n);
        move = Arrays.copyOf(move, n);
        resize(n);
        return true;
    }

    /** Grows the search's own per-node arrays to {@code n} nodes, keeping what they hold. */
    protected abstract void resize(int n);
}
