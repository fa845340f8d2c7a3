package org.zwang.duck.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.zwang.duck.board.Square;

/**
 * DuckSlayer's linked list answers every question exactly as the search's bitboard bundle does (which
 * duckchess-bundle's {@code ScoreBundleProperties} checks against the DuckSlayer thread's plain array
 * of 64 scores), on random merge sequences of the same kind: random empty squares, random blocking
 * sets, common scores, exceptions at most the common score, exception squares anywhere (also off the
 * domain or blocked, which must not count). So {@code BundleMergeBenchmark} times two representations
 * of one computation.
 */
class LinkedListScoreBundleProperties {

    @Property(tries = 2000)
    void theLinkedListAnswersAsTheBitboard(@ForAll long seed) {
        Random random = new Random(seed);
        long domain = random.nextLong() | random.nextLong(); // about three quarters of the squares
        if (random.nextInt(8) == 0) {
            domain = 1L << random.nextInt(64) | 1L << random.nextInt(64); // tiny domains too
        }
        long fixed = random.nextInt(4) == 0 ? domain & random.nextLong() & random.nextLong() & random.nextLong() : 0;
        boolean standPat = random.nextBoolean();
        int start = standPat ? random.nextInt(200) - 100 : ScoreBundle.NO_SCORE;
        int fixedScore = 29_990;

        ScoreBundle bitboard = new BitboardScoreBundle();
        ScoreBundle list = new LinkedListScoreBundle();
        bitboard.reset(domain, start, -1, fixed, fixedScore);
        list.reset(domain, start, -1, fixed, fixedScore);

        int moves = random.nextInt(40);
        for (int source = 0; source < moves; source++) {
            if (random.nextInt(5) == 0) { // a value for one square only (a focused child)
                int square = random.nextInt(64);
                int value = random.nextInt(300) - 150;
                assertEquals(bitboard.raise(source, square, value), list.raise(source, square, value), "raise");
                continue;
            }
            int bound = random.nextInt(300) - 150;
            assertEquals(bitboard.squaresBelow(bound), list.squaresBelow(bound), "squares below");
            long blocking = fixed; // every move is blocked where the duck stalemates
            int rays = random.nextInt(3);
            for (int r = 0; r < rays; r++) {
                blocking |= random.nextLong() & random.nextLong() & random.nextLong() & random.nextLong();
            }
            int common = random.nextInt(300) - 150;
            int exception = random.nextInt(3) == 0 ? common : common - random.nextInt(100);
            int exceptionSquare = random.nextInt(5) == 0 ? Square.NONE : random.nextInt(64);

            assertEquals(bitboard.minimumOutside(blocking), list.minimumOutside(blocking), "minimum outside");
            assertEquals(bitboard.merge(source, blocking, common, exception, exceptionSquare),
                    list.merge(source, blocking, common, exception, exceptionSquare), "raised");
            for (long bits = domain; bits != 0; bits &= bits - 1) {
                int square = Long.numberOfTrailingZeros(bits);
                assertEquals(bitboard.scoreAt(square), list.scoreAt(square), "S(" + Square.name(square) + ")");
                assertEquals(bitboard.sourceOf(square), list.sourceOf(square), "source of " + Square.name(square));
            }
            assertEquals(bitboard.exceptionSquares(), list.exceptionSquares(), "exceptions");
            assertEquals(bitboard.common(), list.common(), "common score");
            assertEquals(bitboard.commonSource(), list.commonSource(), "common source");
        }
        bitboard.finish();
        list.finish();
        assertEquals(bitboard.minimum(), list.minimum(), "minimum");
        assertEquals(bitboard.lowest(), list.lowest(), "lowest");
        assertEquals(bitboard.lowestSquare(), list.lowestSquare(), "lowest square");
        assertEquals(bitboard.secondLowest(), list.secondLowest(), "second lowest");
        assertEquals(bitboard.secondSquare(), list.secondSquare(), "second square");
    }
}
