package example.subtraction;

import org.zwang.search.Game;

/** A pile of stones; a move takes 1, 2 or 3 of them; whoever takes the last stone wins. */
public final class Subtraction implements Game {
    private int stones;
    private int side;

    public Subtraction(int stones) {
        this.stones = stones;
    }

    public int stones() {
        return stones;
    }

    @Override public int maxMoves() { return 3; }
    @Override public int maxPlies() { return stones; }

    @Override
    public int generateMoves(int[] moves, int offset) {
        int count = Math.min(3, stones);
        for (int take = 1; take <= count; take++) {
            moves[offset + take - 1] = take;
        }
        return count;
    }

    @Override public void makeMove(int take) { stones -= take; side ^= 1; }
    @Override public void unmakeMove(int take) { stones += take; side ^= 1; }
    @Override public int sideToMove() { return side; }
    @Override public boolean isTerminal() { return stones == 0; }
    @Override public int terminalValue() { return -1; } // the other side took the last stone
    @Override public int evaluate() { return isTerminal() ? terminalValue() : 0; }
    @Override public int minValue() { return -1; }
    @Override public int maxValue() { return 1; }
    @Override public long hashKey() { return (2L * stones + side + 1) * 0x9E37_79B9_7F4A_7C15L; } // spread over 64 bits
}
