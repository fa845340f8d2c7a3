package org.zwang.games.connect4;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.zwang.search.AlphaBeta;
import org.zwang.search.SearchControl;
import org.zwang.search.SearchOptions;
import org.zwang.search.SearchResult;
import org.zwang.search.ZeroWindowSearch;
import org.zwang.search.tt.HashedTranspositionTable;

/**
 * The bitboard Connect Four against an independent array board (move sequences counted by brute
 * force, the end of the game and its score after random play) and hand-checked positions; the
 * solved values are {@link ConnectFourSolvingTest}'s.
 */
class ConnectFourTest {

    /** A plain array board, written apart from the bitboards: the reference. */
    static final class ArrayBoard {
        final int width;
        final int height;
        final int[][] cells;
        final int[] heights;
        int plies;
        int winner = -1; // the side (0, 1) that completed four

        ArrayBoard(int width, int height) {
            this.width = width;
            this.height = height;
            cells = new int[width][height];
            heights = new int[width];
        }

        boolean over() {
            return winner >= 0 || plies == width * height;
        }

        void play(int column) {
            int side = plies % 2;
            int row = heights[column]++;
            cells[column][row] = side + 1;
            plies++;
            for (int[] d : new int[][] {{1, 0}, {0, 1}, {1, 1}, {1, -1}}) {
                int run = 1;
                for (int sign : new int[] {1, -1}) {
                    int c = column + d[0] * sign;
                    int r = row + d[1] * sign;
                    while (c >= 0 && c < width && r >= 0 && r < height && cells[c][r] == side + 1) {
                        run++;
                        c += d[0] * sign;
                        r += d[1] * sign;
                    }
                }
                if (run >= 4) {
                    winner = side;
                }
            }
        }

        void undo(int column) {
            cells[column][--heights[column]] = 0;
            plies--;
            winner = -1;
        }

        /** Pons's score for the side to move at the end. */
        int score() {
            return winner < 0 ? 0 : -(width * height + 2 - plies) / 2;
        }

        /**
         * The exact value for the side to move (Pons's scores), by negamax over every legal move to the
         * end of the game: brute force, with each position's value kept in {@code known} once found
         * (a position's value does not depend on the moves that reached it), which makes a 5 x 4 board
         * with a dozen empty cells a matter of milliseconds instead of seconds.
         */
        int value(java.util.Map<Long, Integer> known) {
            if (over()) {
                return score();
            }
            long key = key();
            Integer stored = known.get(key);
            if (stored != null) {
                return stored;
            }
            int best = Integer.MIN_VALUE;
            for (int c = 0; c < width; c++) {
                if (heights[c] < height) {
                    int before = winner;
                    play(c);
                    best = Math.max(best, -value(known));
                    undo(c);
                    winner = before;
                }
            }
            known.put(key, best);
            return best;
        }

        /** Every cell in base 3: the whole position, exactly (the side to move follows from it). */
        private long key() {
            long key = 0;
            for (int c = 0; c < width; c++) {
                for (int r = 0; r < height; r++) {
                    key = key * 3 + cells[c][r];
                }
            }
            return key;
        }

        long sequences(int depth) {
            if (depth == 0 || over()) {
                return 1;
            }
            long total = 0;
            for (int c = 0; c < width; c++) {
                if (heights[c] < height) {
                    int before = winner;
                    play(c);
                    total += sequences(depth - 1);
                    undo(c);
                    winner = before;
                }
            }
            return total;
        }
    }

    private static long perft(ConnectFour game, int depth) {
        if (depth == 0 || game.isTerminal()) {
            return 1;
        }
        int[] moves = new int[game.maxMoves()];
        int count = game.generateMoves(moves, 0);
        long total = 0;
        for (int i = 0; i < count; i++) {
            game.makeMove(moves[i]);
            total += perft(game, depth - 1);
            game.unmakeMove(moves[i]);
        }
        return total;
    }

    @Example
    void moveSequencesEqualABruteForceCount() {
        for (int[] size : new int[][] {{7, 6}, {4, 4}, {5, 4}, {6, 5}}) {
            int depth = size[0] == 7 ? 8 : 9;
            for (int d = 1; d <= depth; d++) {
                long expected = new ArrayBoard(size[0], size[1]).sequences(d);
                assertEquals(expected, perft(new ConnectFour(size[0], size[1]), d), size[0] + "x" + size[1] + " depth " + d);
            }
        }
        // With no win possible before the 7th stone, the first six plies are 7^d sequences.
        assertEquals(117_649, perft(new ConnectFour(), 6));
    }

    @Property(tries = 300)
    void randomPlayAgreesWithTheArrayBoard(@ForAll long seed, @ForAll @IntRange(min = 4, max = 7) int width,
            @ForAll @IntRange(min = 4, max = 6) int height) {
        Random random = new Random(seed);
        ConnectFour game = new ConnectFour(width, height);
        ArrayBoard reference = new ArrayBoard(width, height);
        long emptyKey = game.hashKey();
        int[] played = new int[width * height];
        int plies = 0;
        while (!reference.over()) {
            assertTrue(!game.isTerminal());
            int column;
            do {
                column = random.nextInt(width);
            } while (reference.heights[column] == height);
            game.makeMove(column);
            reference.play(column);
            played[plies++] = column;
            assertEquals(plies, game.plies());
            for (int c = 0; c < width; c++) {
                for (int r = 0; r < height; r++) {
                    int cell = reference.cells[c][r];
                    int expected = cell == 0 ? 0 : (cell - 1 == plies % 2 ? 1 : 2);
                    assertEquals(expected, game.stone(c, r), "cell " + c + "," + r);
                }
            }
        }
        assertTrue(game.isTerminal());
        assertEquals(reference.score(), game.terminalValue());
        for (int i = plies - 1; i >= 0; i--) {
            game.unmakeMove(played[i]);
        }
        assertEquals(emptyKey, game.hashKey(), "unmake restores the position");
        assertEquals(0, game.plies());
    }

    @Example
    void badMovesAreNamed() {
        assertEquals("move 2 of '18': '8' is not a column 1-7",
                assertThrows(IllegalArgumentException.class, () -> ConnectFour.of("18")).getMessage());
        assertEquals("move 7 of '1111111': column 1 is full",
                assertThrows(IllegalArgumentException.class, () -> ConnectFour.of("1111111")).getMessage());
        assertEquals("move 8 of '12121211': the game is over",
                assertThrows(IllegalArgumentException.class, () -> ConnectFour.of("12121211")).getMessage());
    }

    /**
     * The root always searches and names a move, even where the position's bounds alone would decide
     * the window: a zero-window test at the position's lower bound reaches it with a legal move, and
     * an alpha-beta window above the upper bound fails low with one.
     */
    @Example
    void boundsNeverLeaveTheRootWithoutAMove() {
        ConnectFour game = ConnectFour.of("552354651517435").anticipating(); // middle-medium, 15 stones
        int depth = game.maxPlies() - game.plies();
        int[] moves = new int[7];
        List<Integer> legal = new java.util.ArrayList<>();
        for (int i = 0, n = game.generateMoves(moves, 0); i < n; i++) {
            legal.add(moves[i]);
        }
        ZeroWindowSearch test = new ZeroWindowSearch(HashedTranspositionTable.forGames(1 << 20), SearchOptions.defaults());
        assertTrue(test.reaches(game, depth, game.lowerBound(), SearchControl.none()));
        assertTrue(legal.contains(test.lastRootMove()), "move " + test.lastRootMove());
        int above = game.upperBound();
        SearchResult failLow = new AlphaBeta(HashedTranspositionTable.forGames(1 << 20), SearchOptions.defaults())
                .search(game, depth, above, above + 5, 0, SearchControl.none());
        assertTrue(failLow.value() <= above);
        assertTrue(legal.contains(failLow.bestMove()), "move " + failLow.bestMove());
    }

    /** Hand-checked positions (7 x 6): a forced block, two threats, a win on the board. */
    @Example
    void anticipationForcesBlocksAndSeesWinsAndLosses() {
        int[] moves = new int[7];
        // White (first) has 1, 2, 3 on the bottom row, Black on top of 1 and 2: Black must block at 4.
        ConnectFour block = ConnectFour.of("1122").anticipating();
        block.makeMove(2); // White's third stone: column 3
        assertEquals(1, block.generateMoves(moves, 0));
        assertEquals(3, moves[0], "the block, column 4");
        assertEquals(7, new ConnectFour().generateMoves(moves, 0), "the plain game keeps every legal move");
        // White has 2, 3, 4 on the bottom row, open at 1 and 5: Black cannot block both; lost at once,
        // worth White's win with the 7th stone: -(42 - 5) / 2 = -18.
        ConnectFour twoThreats = ConnectFour.of("2233").anticipating();
        twoThreats.makeMove(3);
        assertTrue(twoThreats.isTerminal());
        assertEquals(-18, twoThreats.terminalValue());
        assertEquals(0, twoThreats.generateMoves(moves, 0));
        // White to move with three on the bottom row: the win with the 7th stone is (43 - 6) / 2 = 18.
        ConnectFour win = ConnectFour.of("112233").anticipating();
        assertTrue(win.isTerminal());
        assertEquals(18, win.terminalValue());
        // Never under the opponent's threat: White holds row 2 of columns 1-3 (bottom row: Black,
        // White, Black; Black also has two in column 7, White one in column 6), so White threatens row
        // 2 of column 4, which is not playable yet; Black to move must not fill column 4's bottom cell.
        ConnectFour under = ConnectFour.of("211337276").anticipating();
        assertEquals(6, under.generateMoves(moves, 0));
        for (int i = 0; i < 6; i++) {
            assertTrue(moves[i] != 3, "column 4 would let White win above it");
        }
    }

    /**
     * The shipped sets are what their headers say: 100 positions each, drawn in order from the seeded
     * generator, each needing a search, each in its difficulty class by stones played and by the plies
     * its (Pons's) score leaves to the end.
     */
    @Example
    void theShippedSetsComeFromTheSeededGeneratorInTheirDifficultyClass() {
        record Drawn(long seed, int count, int minStones, int maxStones, int minLeft, int maxLeft) {
        }
        java.util.Map<String, Drawn> sets = java.util.Map.of(
                "end-easy", new Drawn(1, 106, 28, 36, 0, 13),
                "middle-easy", new Drawn(2, 345, 14, 27, 0, 13),
                "middle-medium", new Drawn(2, 147, 14, 27, 14, 27));
        for (String set : ConnectFourPositions.SETS) {
            Drawn drawn = sets.get(set);
            List<String> generated = ConnectFourPositions.generate(drawn.seed(), drawn.count(), drawn.minStones(),
                    drawn.maxStones());
            List<ConnectFourPositions.Scored> shipped = ConnectFourPositions.load(set);
            assertEquals(100, shipped.size(), set);
            int next = 0;
            for (ConnectFourPositions.Scored scored : shipped) {
                while (next < generated.size() && !generated.get(next).equals(scored.moves())) {
                    next++;
                }
                assertTrue(next < generated.size(), set + " " + scored.moves() + " is not next in the generator's order");
                int left = ConnectFourPositions.pliesLeft(scored.moves().length(), scored.score());
                assertTrue(left >= drawn.minLeft() && left <= drawn.maxLeft(), set + " " + scored.moves() + ": " + left
                        + " plies left");
                assertTrue(ConnectFourPositions.needsSearch(scored.position()), set + " " + scored.moves());
            }
            // the last position shipped is the last one drawn: the header's count is exact
            assertEquals(generated.get(generated.size() - 1), shipped.get(shipped.size() - 1).moves(), set);
        }
    }

    /** Pons's tutorial's own examples of scores, and the plies they leave. */
    @Example
    void pliesLeftFollowsTheScore() {
        // "4455" scores 18: the side to move (first player) wins with its 4th stone, after its 3rd and
        // one reply: 3 plies.
        assertEquals(3, ConnectFourPositions.pliesLeft(4, 18));
        // "44455554221" scores -15: the opponent wins with its 7th stone, the next move but one: 2 plies.
        assertEquals(2, ConnectFourPositions.pliesLeft(11, -15));
        assertEquals(42 - 20, ConnectFourPositions.pliesLeft(20, 0), "a draw fills the board");
        // the same by play: the first player to move in "4455" wins by 4 then 4 (or 3 then 3)
        ConnectFour game = ConnectFour.of("44553");
        assertTrue(game.anticipating().isTerminal(), "after 3 the first player wins at 2 or 6 next");
    }

    @Example
    void aPositionWonWithTheNextStoneOrDecidedByOneThreatNeedsNoSearch() {
        assertFalse(ConnectFourPositions.needsSearch(ConnectFour.of("445566")), "the first player wins at 3 or 7");
        assertFalse(ConnectFourPositions.needsSearch(ConnectFour.of("4455")), "a double threat next: decided at once");
        assertTrue(ConnectFourPositions.needsSearch(ConnectFour.of("4453")), "the tutorial's example position");
        assertThrows(IllegalArgumentException.class, () -> ConnectFourPositions.generate(1, 1, 0, 10));
    }
}
