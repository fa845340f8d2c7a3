package org.zwang.games.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.zwang.search.AlphaBeta;
import org.zwang.search.Game;
import org.zwang.search.Minimax;
import org.zwang.search.SearchResult;
import org.zwang.search.SearchOptions;
import org.zwang.search.Values;

/**
 * The bitboard Othello against published perft counts, against a brute-force ray-walking board
 * (flips, legal moves, the end of the game and its score), and make/unmake against the position it
 * started from.
 */
class OthelloTest {

    private static final int[][] DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    /** The reference: walk each ray from the square square by square, no bit tricks. */
    static long referenceFlips(long p, long o, int square) {
        if (((p | o) & (1L << square)) != 0) {
            return 0;
        }
        long flipped = 0;
        int column = square & 7;
        int row = square >>> 3;
        for (int[] d : DIRECTIONS) {
            long run = 0;
            int c = column + d[0];
            int r = row + d[1];
            while (c >= 0 && c < 8 && r >= 0 && r < 8 && (o & (1L << (r * 8 + c))) != 0) {
                run |= 1L << (r * 8 + c);
                c += d[0];
                r += d[1];
            }
            if (run != 0 && c >= 0 && c < 8 && r >= 0 && r < 8 && (p & (1L << (r * 8 + c))) != 0) {
                flipped |= run;
            }
        }
        return flipped;
    }

    static long referenceMoves(long p, long o) {
        long moves = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (referenceFlips(p, o, sq) != 0) {
                moves |= 1L << sq;
            }
        }
        return moves;
    }

    /** A random position: each square empty, the mover's or the other's, with the given weights. */
    static long[] randomDiscs(Random random, int emptyPercent) {
        long p = 0;
        long o = 0;
        for (int sq = 0; sq < 64; sq++) {
            int roll = random.nextInt(100);
            if (roll >= emptyPercent) {
                if (random.nextBoolean()) {
                    p |= 1L << sq;
                } else {
                    o |= 1L << sq;
                }
            }
        }
        return new long[] {p, o};
    }

    /** Leaves counted to {@code depth}, a pass a ply, a game ended earlier a leaf (Aart Bik's convention). */
    static long perft(Game game, int depth, int[][] moves) {
        if (depth == 0) {
            return 1;
        }
        int count = game.generateMoves(moves[depth], 0);
        if (count == 0) {
            return 1;
        }
        long leaves = 0;
        for (int i = 0; i < count; i++) {
            int move = moves[depth][i];
            game.makeMove(move);
            leaves += perft(game, depth - 1, moves);
            game.unmakeMove(move);
        }
        return leaves;
    }

    /**
     * Aart Bik, "Perft for Reversi" (2009), confirmed there by an independent count: leaves from the
     * start position by depth (passes appear from depth 9).
     */
    @Example
    void perftFromTheStartMatchesPublishedCounts() {
        long[] expected = {1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288};
        Othello game = new Othello();
        int[][] moves = new int[12][64];
        for (int depth = 1; depth < expected.length; depth++) {
            assertEquals(expected[depth], perft(game, depth, moves), "perft " + depth);
        }
        assertEquals(new Othello().toBoardString(), game.toBoardString());
    }

    @Property(tries = 400)
    void flipsAndMovesEqualTheRayWalk(@ForAll long seed, @ForAll @IntRange(min = 5, max = 80) int emptyPercent) {
        Random random = new Random(seed);
        long[] discs = randomDiscs(random, emptyPercent);
        long p = discs[0];
        long o = discs[1];
        assertEquals(referenceMoves(p, o), Othello.legalMoves(p, o));
        for (int sq = 0; sq < 64; sq++) {
            if (((p | o) & (1L << sq)) == 0) {
                assertEquals(referenceFlips(p, o, sq), Othello.flips(p, o, sq), "flips at " + Othello.squareName(sq));
            }
        }
    }

    /** Random games: every move agrees with the ray walk, and unmaking each restores discs, side and key. */
    @Property(tries = 200)
    void randomGamesAgreeWithTheRayWalkAndUnmakeRestores(@ForAll long seed) {
        Random random = new Random(seed);
        Othello game = new Othello();
        int[] moves = new int[64];
        int[] played = new int[130];
        long[] keys = new long[130];
        long[] mine = new long[130];
        long[] theirs = new long[130];
        int plies = 0;
        while (true) {
            long p = game.playerDiscs();
            long o = game.opponentDiscs();
            int count = game.generateMoves(moves, 0);
            long reference = referenceMoves(p, o);
            boolean over = reference == 0 && referenceMoves(o, p) == 0;
            assertEquals(over, game.isTerminal());
            if (over) {
                assertEquals(0, count);
                int diff = Long.bitCount(p) - Long.bitCount(o);
                int empties = 64 - Long.bitCount(p | o);
                int expected = diff > 0 ? diff + empties : diff < 0 ? diff - empties : 0;
                assertEquals(expected, game.terminalValue());
                assertEquals(expected, game.evaluate());
                break;
            }
            long generated = 0;
            for (int i = 0; i < count; i++) {
                generated |= moves[i] == Othello.PASS ? 0 : 1L << moves[i];
            }
            if (reference == 0) {
                assertEquals(1, count);
                assertEquals(Othello.PASS, moves[0]);
            } else {
                assertEquals(reference, generated);
                assertEquals(Long.bitCount(reference), count);
            }
            int move = moves[random.nextInt(count)];
            keys[plies] = game.hashKey();
            mine[plies] = p;
            theirs[plies] = o;
            played[plies++] = move;
            int side = game.sideToMove();
            game.makeMove(move);
            assertEquals(1 - side, game.sideToMove());
            if (move != Othello.PASS) {
                long flipped = referenceFlips(p, o, move);
                assertEquals(o & ~flipped, game.playerDiscs());
                assertEquals(p | flipped | (1L << move), game.opponentDiscs());
            } else {
                assertEquals(o, game.playerDiscs());
                assertEquals(p, game.opponentDiscs());
            }
        }
        while (plies > 0) {
            plies--;
            game.unmakeMove(played[plies]);
            assertEquals(mine[plies], game.playerDiscs());
            assertEquals(theirs[plies], game.opponentDiscs());
            assertEquals(keys[plies], game.hashKey());
        }
        assertEquals(new Othello().toBoardString(), game.toBoardString());
    }

    /** On random positions with few empties, alpha-beta with the endgame order equals plain minimax. */
    @Property(tries = 60)
    void orderedAlphaBetaEqualsMinimaxNearTheEnd(@ForAll long seed, @ForAll @IntRange(min = 1, max = 7) int empties) {
        Random random = new Random(seed);
        long p = 0;
        long o = 0;
        int[] squares = new int[64];
        for (int i = 0; i < 64; i++) {
            squares[i] = i;
        }
        for (int i = 63; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = squares[i];
            squares[i] = squares[j];
            squares[j] = t;
        }
        for (int i = empties; i < 64; i++) {
            if (random.nextBoolean()) {
                p |= 1L << squares[i];
            } else {
                o |= 1L << squares[i];
            }
        }
        Othello ordered = new Othello(p, o, 0);
        Othello plain = new Othello(p, o, 0);
        int depth = ordered.maxPlies();
        int expected = new Minimax().search(plain, depth).value();
        assertEquals(expected, new AlphaBeta(null, SearchOptions.defaults()).search(ordered, depth).value());
        assertEquals(plain.toBoardString(), ordered.toBoardString());
    }

    /**
     * The endgame routine on random positions with at most its number of empties: in a random window
     * its value is fail-soft around plain minimax's (the exact value when inside the window, a true
     * bound outside it), and exact in the full window; too many empties or too shallow a search, and
     * it declines.
     */
    @Property(tries = 200)
    void theEndgameRoutineIsFailSoftAroundMinimax(@ForAll long seed,
            @ForAll @IntRange(min = 0, max = Othello.ENDGAME_EMPTIES) int empties,
            @ForAll @IntRange(min = -66, max = 64) int alpha, @ForAll @IntRange(min = 1, max = 40) int width) {
        Random random = new Random(seed);
        long p = 0;
        long o = 0;
        long placed = 0;
        while (Long.bitCount(placed) < 64 - empties) {
            int square = random.nextInt(64);
            if ((placed >>> square & 1) == 0) {
                placed |= 1L << square;
                if (random.nextBoolean()) {
                    p |= 1L << square;
                } else {
                    o |= 1L << square;
                }
            }
        }
        Othello game = new Othello(p, o, random.nextInt(2));
        int depth = game.maxPlies();
        SearchResult minimax = new Minimax().search(new Othello(p, o, game.sideToMove()), depth);
        int exact = minimax.value();
        int beta = alpha + width;
        int value = game.endgameValue(depth, alpha, beta);
        if (value <= alpha) {
            assertTrue(exact <= value, "an upper bound: " + exact + " <= " + value);
        } else if (value >= beta) {
            assertTrue(exact >= value, "a lower bound: " + exact + " >= " + value);
        } else {
            assertEquals(exact, value);
        }
        assertEquals(exact, game.endgameValue(depth, -Values.INFINITE, Values.INFINITE));
        // the routine reports what it visited, for the search to count: a part of minimax's tree
        assertTrue(game.endgameNodes() >= 1 && game.endgameNodes() <= minimax.stats().nodes,
                game.endgameNodes() + " of minimax's " + minimax.stats().nodes);
        if (empties > 0) {
            assertEquals(Game.NO_ENDGAME_VALUE, game.endgameValue(2 * empties - 1, alpha, beta),
                    "a search that does not reach the end");
        }
        Othello farther = new Othello();
        assertEquals(Game.NO_ENDGAME_VALUE, farther.endgameValue(farther.maxPlies(), alpha, beta));
    }

    /**
     * The search counts the routine's positions as its own nodes: below the root every child of a
     * position with 6 empties is answered by the routine, which visits at least that child, so alpha-beta
     * counts at least the root, each child entered and each child's routine position.
     */
    @Example
    void theSearchCountsWhatTheEndgameRoutineReports() {
        Othello game = OthelloPositions.load("fforum-20-39").get(0).position(); // FFO #20: 6 empties
        int[] moves = new int[game.maxMoves()];
        int children = game.generateMoves(moves, 0);
        SearchResult result = new AlphaBeta().search(game, game.maxPlies());
        assertTrue(result.stats().nodes >= 1 + 2L * children, result.stats().nodes + " nodes, " + children
                + " children");
    }

    @Example
    void notationRoundTripsAndBadInputIsNamed() {
        String start = "---------------------------OX------XO--------------------------- X";
        assertEquals(start, new Othello().toBoardString());
        assertEquals(start, Othello.parse(start).toBoardString());
        assertEquals("D3", Othello.squareName(Othello.parseMove("d3")));
        assertEquals(Othello.PASS, Othello.parseMove("PS"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Othello.parse("XO X")).getMessage()
                .contains("64 squares"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Othello.parseMove("i9")).getMessage()
                .contains("'i9'"));
        assertFalse(new Othello().isTerminal());
    }
}
