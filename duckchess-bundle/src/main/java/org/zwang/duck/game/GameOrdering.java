package org.zwang.duck.game;

/** The adapters' move ordering: a stable insertion sort by MVV/LVA key (generation order otherwise). */
final class GameOrdering {

    private GameOrdering() {
    }

    static void sortByCaptures(int[] moves, int offset, int count) {
        for (int i = offset + 1; i < offset + count; i++) {
            int move = moves[i];
            int key = DuckTurnGame.captureKey(move);
            int j = i - 1;
            while (j >= offset && DuckTurnGame.captureKey(moves[j]) < key) {
                moves[j + 1] = moves[j];
                j--;
            }
            moves[j + 1] = move;
        }
    }
}
