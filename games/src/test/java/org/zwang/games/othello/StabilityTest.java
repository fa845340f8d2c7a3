package org.zwang.games.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * {@link Stability}: a disc it calls stable is never flipped in any continuation of the game (every
 * line of play walked, square by square, from positions of random play with few empties); every disc
 * on four full lines is among them (checked by walking the lines); and hand-checked positions.
 */
class StabilityTest {

    private static final int[][] LINES = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    @Property(tries = 120)
    void stableDiscsAreNeverFlipped(@ForAll long seed, @ForAll @IntRange(min = 1, max = 9) int empties) {
        long[] position = EndgameSolverTest.randomPlay(new Random(seed), empties);
        long p = position[0];
        long o = position[1];
        long stableP = Stability.stableDiscs(p, o);
        long stableO = Stability.stableDiscs(o, p);
        assertEquals(stableP, stableP & p);
        assertEquals(stableO, stableO & o);
        assertEquals(Long.bitCount(stableP), Stability.count(p, o));
        walk(p, o, stableP, stableO);
    }

    /** Every continuation from {@code p} to move: the stable discs of each side stay that side's. */
    private static void walk(long p, long o, long stableP, long stableO) {
        assertEquals(stableP, p & stableP, "a stable disc of the side to move was flipped");
        assertEquals(stableO, o & stableO, "a stable disc of the other side was flipped");
        long moves = OthelloTest.referenceMoves(p, o);
        if (moves == 0) {
            if (OthelloTest.referenceMoves(o, p) != 0) {
                walk(o, p, stableO, stableP);
            }
            return;
        }
        for (long rest = moves; rest != 0; rest &= rest - 1) {
            int square = Long.numberOfTrailingZeros(rest);
            long flipped = OthelloTest.referenceFlips(p, o, square);
            walk(o & ~flipped, p | flipped | (1L << square), stableO, stableP);
        }
    }

    @Property(tries = 300)
    void discsOnFourFullLinesAreStable(@ForAll long seed, @ForAll @IntRange(min = 0, max = 30) int empties) {
        long[] position = EndgameSolverTest.randomPlay(new Random(seed), empties);
        long p = position[0];
        long o = position[1];
        long stable = Stability.stableDiscs(p, o);
        for (int square = 0; square < 64; square++) {
            if ((p >>> square & 1) != 0 && allLinesFull(p | o, square)) {
                assertTrue((stable >>> square & 1) != 0, Othello.squareName(square) + " has four full lines");
            }
        }
    }

    private static boolean allLinesFull(long discs, int square) {
        for (int[] line : LINES) {
            for (int sign = -1; sign <= 1; sign += 2) {
                int c = (square & 7) + sign * line[0];
                int r = (square >>> 3) + sign * line[1];
                while (c >= 0 && c < 8 && r >= 0 && r < 8) {
                    if ((discs >>> (r * 8 + c) & 1) == 0) {
                        return false;
                    }
                    c += sign * line[0];
                    r += sign * line[1];
                }
            }
        }
        return true;
    }

    /**
     * By hand: Black on A1, B1, A2 and B2, White on E5. A1 is a corner; B1 and A2 lean on it along
     * their edge (the only line through them that can flip them); B2 is not stable, its diagonal
     * A3-C1 is empty on both sides. White's lone E5 is not stable. A full board is all stable.
     */
    @Example
    void handCheckedPositions() {
        Othello position = Othello.parse(
                "XX------" + "XX------" + "-".repeat(16) + "----O---" + "-".repeat(24) + " X");
        long black = position.blackDiscs();
        long white = position.whiteDiscs();
        assertEquals(0x0000_0000_0000_0103L, Stability.stableDiscs(black, white));
        assertEquals(0, Stability.count(white, black));
        long[] full = EndgameSolverTest.randomPlay(new Random(7), 0);
        if (Long.bitCount(full[0] | full[1]) == 64) {
            assertEquals(full[0], Stability.stableDiscs(full[0], full[1]));
            assertEquals(full[1], Stability.stableDiscs(full[1], full[0]));
        }
        // an edge: Black A1-D1, White E1, the rest of row 1 empty: A1-D1 stay Black (a run from the corner)
        Othello edge = Othello.parse("XXXXO---" + "-".repeat(55) + "X X");
        assertEquals(0x0FL, Stability.stableDiscs(edge.blackDiscs(), edge.whiteDiscs()) & 0xFFL);
    }
}
