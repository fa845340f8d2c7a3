package org.zwang.compare;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.Supplier;
import org.zwang.games.small.Nim;
import org.zwang.games.small.RandomTree;
import org.zwang.games.small.TicTacToe;
import org.zwang.search.Game;
import org.zwang.search.SearchCost;

/**
 * The small games of search-api as comparison subjects: tic-tac-toe solved from openings of
 * different lengths, Nim positions of growing size, and a seeded random tree (branching 8) at
 * growing depths, so the plot shows node counts against depth; and for each a seeded generator of
 * fresh positions (random openings, random heaps, random trees).
 */
public final class SmallGamesSuite {

    private SmallGamesSuite() {
    }

    /** Subjects of the small games; {@code quick} keeps them small enough for a one-minute run. */
    public static List<Subject> subjects(boolean quick, long seed) {
        List<Subject> subjects = new ArrayList<>();
        String[] openings = {"X........", "X...O....", "X...O...X", "XO..O...X"};
        for (String opening : openings) {
            subjects.add(ticTacToe(Subject.Origin.SHIPPED, "", opening));
        }
        int[][] heaps = quick ? new int[][] {{1, 2, 3}, {2, 3, 4}, {1, 3, 5, 2}}
                : new int[][] {{1, 2, 3}, {2, 3, 4}, {1, 3, 5, 2}, {3, 4, 5}, {2, 4, 5, 3}};
        for (int[] heap : heaps) {
            subjects.add(nim(Subject.Origin.SHIPPED, "", heap));
        }
        int maxDepth = quick ? 6 : 8;
        for (int depth = 2; depth <= maxDepth; depth++) {
            subjects.add(randomTree(Subject.Origin.SHIPPED, "", seed, depth));
        }
        return subjects;
    }

    /**
     * {@code count} fresh positions of {@code game} (tic-tac-toe, nim or random-tree), seeded: tic-tac-toe
     * after 1 to 5 random moves, Nim with 3 or 4 random heaps of 1 to 5, random trees of branching 8
     * and depth 3 to 7 on random seeds; each distinct and {@linkplain SearchCost needing a search}.
     * Tic-tac-toe has fewer such positions than a large count asks: then all it has.
     */
    public static List<Subject> generated(String game, int count, long seed) {
        Random random = RandomPlay.forGame(seed, game);
        String set = "seed " + seed;
        Set<String> seen = new LinkedHashSet<>();
        List<Subject> subjects = new ArrayList<>();
        for (int attempt = 0; subjects.size() < count && attempt < 200 * (count + 10); attempt++) {
            Subject subject;
            switch (game) {
                case "tic-tac-toe": {
                    TicTacToe board = new TicTacToe();
                    if (!RandomPlay.play(board, random, RandomPlay.between(random, 1, 5))) {
                        continue;
                    }
                    subject = ticTacToe(Subject.Origin.GENERATED, set, board.toString());
                    break;
                }
                case "nim": {
                    int[] heaps = new int[RandomPlay.between(random, 3, 4)];
                    for (int i = 0; i < heaps.length; i++) {
                        heaps[i] = RandomPlay.between(random, 1, 5);
                    }
                    subject = nim(Subject.Origin.GENERATED, set, heaps);
                    break;
                }
                case "random-tree":
                    subject = randomTree(Subject.Origin.GENERATED, set, random.nextLong() & 0xFFFF_FFFFL,
                            RandomPlay.between(random, 3, 7));
                    break;
                default:
                    throw new IllegalArgumentException("no small game '" + game + "'");
            }
            if (seen.add(subject.id()) && SearchCost.needsSearch(subject.newGame(), subject.genericDepth())) {
                subjects.add(subject);
            }
        }
        return subjects;
    }

    static Subject ticTacToe(Subject.Origin origin, String set, String board) {
        return new GameSubject("tic-tac-toe", origin, set, board, TicTacToe.of(board).maxPlies(), true,
                () -> TicTacToe.of(board));
    }

    static Subject nim(Subject.Origin origin, String set, int[] heaps) {
        int total = Arrays.stream(heaps).sum();
        int[] copy = heaps.clone();
        return new GameSubject("nim", origin, set, Arrays.toString(copy), total, total <= 9, () -> new Nim(copy));
    }

    private static Subject randomTree(Subject.Origin origin, String set, long treeSeed, int depth) {
        return new GameSubject("random-tree", origin, set, "b8 d" + depth + " seed " + treeSeed, depth, depth <= 5,
                () -> new RandomTree(treeSeed, 8, depth, false, false, 0));
    }

    /** A subject backed by a search-api game, searched to the end (random trees: to their depth). */
    private static final class GameSubject extends Subject {
        private final boolean small;
        private final Supplier<Game> start;

        GameSubject(String game, Subject.Origin origin, String set, String position, int depth, boolean small,
                Supplier<Game> start) {
            super(game, origin, set, position, position, depth, "plies");
            this.small = small;
            this.start = start;
        }

        @Override
        public Game newGame() {
            return start.get();
        }

        @Override
        public boolean smallEnoughForMinimax() {
            return small;
        }
    }
}
