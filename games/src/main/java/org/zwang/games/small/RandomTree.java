package org.zwang.games.small;

import org.zwang.search.Game;
import org.zwang.search.MoveSorting;

/**
 * A seeded random game tree of configurable shape, for testing and comparing searches where no real
 * game is small enough: every value is a hash of the node, so the same seed always gives the same
 * tree and nothing is stored.
 *
 * <ul>
 *   <li>{@code branching}: each interior node has exactly this many children, or, with
 *       {@code variableBranching}, 1 to {@code branching} of them;</li>
 *   <li>{@code depth}: leaves are at this ply; their value is a hash of the node in [-100, 100], and
 *       interior nodes have a noisy static estimate in the same range;</li>
 *   <li>{@code irregularTurns}: after a move the same side moves again with probability 1/3, as in
 *       bridge, so the searches' handling of repeated turns is exercised;</li>
 *   <li>{@code nodesPerLevel}: 0 gives a tree (every path a distinct node); a positive number makes
 *       the children of level {@code L} a choice among that many nodes of level {@code L+1}, a graph
 *       with transpositions where tables earn their keep.</li>
 * </ul>
 * Moves are child indices {@code 0 .. children-1}.
 */
public final class RandomTree implements Game {

    /** Leaf and estimate values lie in [-VALUE_RANGE, VALUE_RANGE]. */
    public static final int VALUE_RANGE = 100;

    private final long seed;
    private final int branching;
    private final int depth;
    private final boolean variableBranching;
    private final boolean irregularTurns;
    private final int nodesPerLevel;

    /** Node identity per level on the current path; {@code node[ply]} is the current node. */
    private final long[] node;
    private final int[] sides;
    private int ply;
    /** Scratch for {@link #orderMoves}. */
    private final long[] orderKeys = new long[64];

    public RandomTree(long seed, int branching, int depth, boolean variableBranching, boolean irregularTurns,
            int nodesPerLevel) {
        if (branching < 1 || branching > 64) {
            throw new IllegalArgumentException("branching must be 1-64, got " + branching);
        }
        if (depth < 0 || depth > 60) {
            throw new IllegalArgumentException("depth must be 0-60, got " + depth);
        }
        if (nodesPerLevel < 0) {
            throw new IllegalArgumentException("nodes per level must not be negative, got " + nodesPerLevel);
        }
        this.seed = seed;
        this.branching = branching;
        this.depth = depth;
        this.variableBranching = variableBranching;
        this.irregularTurns = irregularTurns;
        this.nodesPerLevel = nodesPerLevel;
        this.node = new long[depth + 1];
        this.sides = new int[depth + 1];
        node[0] = Mix.mix64(seed);
    }

    /** A uniform tree with alternating turns and no transpositions. */
    public static RandomTree uniform(long seed, int branching, int depth) {
        return new RandomTree(seed, branching, depth, false, false, 0);
    }

    private int childCount(long id) {
        return variableBranching ? 1 + (int) Long.remainderUnsigned(Mix.mix64(id ^ 0x5bd1e995L), branching) : branching;
    }

    private long childId(long parent, int index, int level) {
        long h = Mix.mix64(parent * 31 + index + 1);
        if (nodesPerLevel > 0) {
            // A graph: the child is one of nodesPerLevel nodes of the next level.
            return Mix.mix64(seed + level * 0x100000001B3L + Long.remainderUnsigned(h, nodesPerLevel));
        }
        return h;
    }

    private int childSide(long child, int parentSide) {
        if (irregularTurns) {
            // With a graph the side must be a property of the node, not of the path to it.
            if (nodesPerLevel > 0) {
                return (int) (Mix.mix64(child ^ 0x7F4A7C15L) & 1);
            }
            return Long.remainderUnsigned(Mix.mix64(child ^ 0x7F4A7C15L), 3) == 0 ? parentSide : parentSide ^ 1;
        }
        return parentSide ^ 1;
    }

    private static int valueOf(long id) {
        return (int) Long.remainderUnsigned(Mix.mix64(id ^ 0xA5A5A5A5L), 2 * VALUE_RANGE + 1) - VALUE_RANGE;
    }

    @Override
    public int maxMoves() {
        return branching;
    }

    @Override
    public int maxPlies() {
        return depth - ply;
    }

    @Override
    public int generateMoves(int[] moves, int offset) {
        if (ply == depth) {
            return 0;
        }
        int count = childCount(node[ply]);
        for (int i = 0; i < count; i++) {
            moves[offset + i] = i;
        }
        return count;
    }

    @Override
    public void makeMove(int move) {
        long child = childId(node[ply], move, ply + 1);
        sides[ply + 1] = childSide(child, sides[ply]);
        ply++;
        node[ply] = child;
    }

    @Override
    public void unmakeMove(int move) {
        ply--;
    }

    @Override
    public int sideToMove() {
        return sides[ply];
    }

    @Override
    public boolean isTerminal() {
        return ply == depth;
    }

    @Override
    public int terminalValue() {
        return valueOf(node[ply]);
    }

    @Override
    public int evaluate() {
        if (isTerminal()) {
            return terminalValue();
        }
        return valueOf(node[ply] ^ 0x3C3C3C3CL);
    }

    @Override
    public int minValue() {
        return -VALUE_RANGE;
    }

    @Override
    public int maxValue() {
        return VALUE_RANGE;
    }

    @Override
    public long hashKey() {
        return Mix.mix64(node[ply] + ply);
    }

    @Override
    public void orderMoves(int[] moves, int offset, int count) {
        // Best static estimate of the child first (from the mover's point of view): a realistic,
        // imperfect ordering, as a real evaluation gives.
        long[] keys = orderKeys;
        for (int i = 0; i < count; i++) {
            long child = childId(node[ply], moves[offset + i], ply + 1);
            int estimate = ply + 1 == depth ? valueOf(child) : valueOf(child ^ 0x3C3C3C3CL);
            keys[i] = childSide(child, sides[ply]) == sides[ply] ? estimate : -estimate;
        }
        org.zwang.search.MoveSorting.byKeysDescending(moves, offset, count, keys);
    }

    @Override
    public String toString() {
        return "RandomTree[seed " + seed + ", branching " + branching + (variableBranching ? " (variable)" : "")
                + ", depth " + depth + (irregularTurns ? ", irregular turns" : "")
                + (nodesPerLevel > 0 ? ", " + nodesPerLevel + " nodes per level" : "") + ", at ply " + ply + "]";
    }
}
