package org.zwang.search;

/**
 * The sort a game's {@link Game#orderMoves} needs: moves by a score each, highest first, stable (equal
 * scores keep the generation order). Insertion sort in place, without allocation: move lists are
 * short (a few dozen at most) and often nearly sorted.
 */
public final class MoveSorting {

    private MoveSorting() {
    }

    /** Sorts {@code moves[offset .. offset+count)} by {@code keys[0 .. count)}, highest first, keys with them. */
    public static void byKeysDescending(int[] moves, int offset, int count, long[] keys) {
        for (int i = 1; i < count; i++) {
            long key = keys[i];
            int move = moves[offset + i];
            int j = i - 1;
            while (j >= 0 && keys[j] < key) {
                keys[j + 1] = keys[j];
                moves[offset + j + 1] = moves[offset + j];
                j--;
            }
            keys[j + 1] = key;
            moves[offset + j + 1] = move;
        }
    }
}
