package org.zwang.search;

/**
 * The search core's own tiny fixture: a uniform game tree (every interior node has {@code branching}
 * children, leaves at {@code depth}), turns alternating, each node's value a hash of its path in
 * [-100, 100], so nothing is stored and the same seed gives the same tree. The games every search is
 * checked on (random trees of any shape, tic-tac-toe, Nim, Connect Four, Othello) live in the games
 * module, whose tests check the searches against minimax on them.
 */
final class UniformTree implements Game {

    private final int branching;
    private final int depth;
    /** The node on the current path at each ply. */
    private final long[] node;
    private int ply;

    UniformTree(long seed, int branching, int depth) {
        this.branching = branching;
        this.depth = depth;
        this.node = new long[depth + 1];
        node[0] = mix(seed);
    }

    /** The splitmix64 finaliser. */
    private static long mix(long z) {
        z += 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
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
        for (int i = 0; i < branching; i++) {
            moves[offset + i] = i;
        }
        return branching;
    }

    @Override
    public void makeMove(int move) {
        node[ply + 1] = mix(node[ply] * 31 + move + 1);
        ply++;
    }

    @Override
    public void unmakeMove(int move) {
        ply--;
    }

    @Override
    public int sideToMove() {
        return ply & 1;
    }

    @Override
    public boolean isTerminal() {
        return ply == depth;
    }

    @Override
    public int terminalValue() {
        return evaluate();
    }

    @Override
    public int evaluate() {
        return (int) Long.remainderUnsigned(node[ply], 201) - 100;
    }

    @Override
    public long hashKey() {
        return node[ply];
    }
}
