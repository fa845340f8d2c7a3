package org.zwang.games.small;

import java.util.Arrays;
import org.zwang.search.Game;

/**
 * Nim under normal play: take one or more counters from one heap; whoever takes the last counter
 * wins. Its theory is known exactly (the side to move wins iff the xor of the heap sizes is not
 * zero), which makes it an oracle for the searches. A win is worth {@link #WIN} minus the plies
 * played. Moves are {@code heap * 64 + take}.
 */
public final class Nim implements Game {

    /** Value of a win at ply 0. */
    public static final int WIN = 1000;

    private final int[] heaps;
    private final int total;
    private int side;
    private int plies;

    /** A position with these heap sizes (each 0-63, at most 8 heaps), side 0 to move. */
    public Nim(int... heaps) {
        if (heaps.length == 0 || heaps.length > 8) {
            throw new IllegalArgumentException("Nim needs 1 to 8 heaps, got " + heaps.length);
        }
        int sum = 0;
        for (int heap : heaps) {
            if (heap < 0 || heap > 63) {
                throw new IllegalArgumentException("heap sizes must be 0-63, got " + heap);
            }
            sum += heap;
        }
        this.heaps = heaps.clone();
        this.total = sum;
    }

    /** The xor of the heap sizes: non-zero exactly when the side to move wins. */
    public int nimSum() {
        int sum = 0;
        for (int heap : heaps) {
            sum ^= heap;
        }
        return sum;
    }

    @Override
    public int maxMoves() {
        return Math.max(1, total);
    }

    @Override
    public int maxPlies() {
        return total;
    }

    @Override
    public int generateMoves(int[] moves, int offset) {
        int count = 0;
        for (int heap = 0; heap < heaps.length; heap++) {
            for (int take = 1; take <= heaps[heap]; take++) {
                moves[offset + count++] = heap * 64 + take;
            }
        }
        return count;
    }

    @Override
    public void makeMove(int move) {
        heaps[move / 64] -= move % 64;
        side ^= 1;
        plies++;
    }

    @Override
    public void unmakeMove(int move) {
        heaps[move / 64] += move % 64;
        side ^= 1;
        plies--;
    }

    @Override
    public int sideToMove() {
        return side;
    }

    @Override
    public boolean isTerminal() {
        for (int heap : heaps) {
            if (heap != 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int terminalValue() {
        // The opponent took the last counter.
        return -(WIN - plies);
    }

    @Override
    public int evaluate() {
        return isTerminal() ? terminalValue() : 0;
    }

    @Override
    public int minValue() {
        return -WIN;
    }

    @Override
    public int maxValue() {
        return WIN;
    }

    @Override
    public long hashKey() {
        long state = side;
        for (int heap : heaps) {
            state = state * 64 + heap;
        }
        // The ply count is part of the value (quicker wins are worth more), so it is part of the key.
        return Mix.mix64(state * 1024 + plies);
    }

    @Override
    public void orderMoves(int[] moves, int offset, int count) {
        // Moves that leave a zero nim-sum first: they are the winning ones.
        int sum = nimSum();
        int front = offset;
        for (int i = offset; i < offset + count; i++) {
            int heap = moves[i] / 64;
            int after = heaps[heap] - moves[i] % 64;
            if ((sum ^ heaps[heap] ^ after) == 0) {
                int move = moves[i];
                System.arraycopy(moves, front, moves, front + 1, i - front);
                moves[front++] = move;
            }
        }
    }

    @Override
    public String moveToString(int move) {
        return "h" + (move / 64 + 1) + "-" + (move % 64);
    }

    @Override
    public String toString() {
        return "Nim" + Arrays.toString(heaps) + (side == 0 ? " first" : " second") + " player to move";
    }
}
