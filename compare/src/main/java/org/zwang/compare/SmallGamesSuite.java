package org.zwang.compare;

import java.util.ArrayList;
import java.util.List;
import org.zwang.search.Game;
import org.zwang.search.games.Nim;
import org.zwang.search.games.RandomTree;
import org.zwang.search.games.TicTacToe;

/**
 * The small games of search-api as comparison subjects: tic-tac-toe solved from openings of
 * different lengths, Nim positions of growing size, and a seeded random tree (branching 8) at
 * growing depths, so the plot shows node counts against depth.
 */
public final class SmallGamesSuite {

    private SmallGamesSuite() {
    }

    /** Subjects of the small games; {@code quick} keeps them small enough for a one-minute run. */
    public static List<Subject> subjects(boolean quick, long seed) {
        List<Subject> subjects = new ArrayList<>();
        String[] openings = {"X........", "X...O....", "X...O...X", "XO..O...X"};
        for (String opening : openings) {
            TicTacToe probe = TicTacToe.of(opening);
            subjects.add(new GameSubject("tic-tac-toe", opening, probe.maxPlies(), "plies", true) {
                @Override
                public Game newGame() {
                    return TicTacToe.of(opening);
                }
            });
        }
        int[][] heaps = quick ? new int[][] {{1, 2, 3}, {2, 3, 4}, {1, 3, 5, 2}}
                : new int[][] {{1, 2, 3}, {2, 3, 4}, {1, 3, 5, 2}, {3, 4, 5}, {2, 4, 5, 3}};
        for (int[] heap : heaps) {
            int total = java.util.Arrays.stream(heap).sum();
            subjects.add(new GameSubject("nim", java.util.Arrays.toString(heap), total, "plies", total <= 9) {
                @Override
                public Game newGame() {
                    return new Nim(heap);
                }
            });
        }
        int maxDepth = quick ? 6 : 8;
        for (int depth = 2; depth <= maxDepth; depth++) {
            int d = depth;
            subjects.add(new GameSubject("random-tree", "b8 d" + depth + " seed " + seed, depth, "plies", depth <= 5) {
                @Override
                public Game newGame() {
                    return new RandomTree(seed, 8, d, false, false, 0);
                }
            });
        }
        return subjects;
    }

    /** A subject backed by a search-api game. */
    private abstract static class GameSubject extends Subject {
        private final boolean small;

        GameSubject(String game, String label, int depth, String unit, boolean small) {
            super(game, label, depth, unit);
            this.small = small;
        }

        @Override
        public boolean smallEnoughForMinimax() {
            return small;
        }
    }
}
