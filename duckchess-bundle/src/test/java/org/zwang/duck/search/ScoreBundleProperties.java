package org.zwang.duck.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.Arrays;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.zwang.duck.board.Square;

/**
 * The search's bitboard bundle against the DuckSlayer thread's plain representation ("Score bundles":
 * "an array of 64 scores, one for each square ... taking (element by element) the maximum"), on random
 * merge sequences ({@link RandomMerges}).
 * (The benchmarks module checks its linked-list bundle against this one.)
 */
class ScoreBundleProperties {

    @Property(tries = 2000)
    void bitboardEqualsThePlainArray(@ForAll long seed) {
        RandomMerges sequence = new RandomMerges(seed);
        long domain = sequence.domain();
        int[] plain = new int[64];
        int[] plainSource = new int[64];
        Arrays.fill(plain, sequence.start());
        Arrays.fill(plainSource, -1);
        for (long bits = sequence.fixed() & domain; bits != 0; bits &= bits - 1) {
            plain[Long.numberOfTrailingZeros(bits)] = RandomMerges.FIXED_SCORE;
        }
        ScoreBundle bitboard = new BitboardScoreBundle();
        sequence.reset(bitboard);

        sequence.play(new RandomMerges.Steps() {
            @Override
            public void raise(int source, int square, int value) {
                boolean raises = (domain >>> square & 1) != 0 && value > plain[square];
                if (raises) {
                    plain[square] = value;
                    plainSource[square] = source;
                }
                assertEquals(raises, bitboard.raise(source, square, value), "raise");
            }

            @Override
            public void merge(int source, int bound, long blocking, int common, int exception, int exceptionSquare) {
                long below = 0;
                for (long bits = domain; bits != 0; bits &= bits - 1) {
                    int square = Long.numberOfTrailingZeros(bits);
                    if (plain[square] < bound) {
                        below |= 1L << square;
                    }
                }
                assertEquals(below, bitboard.squaresBelow(bound), "squares below");

                long open = domain & ~blocking;
                int expectedAlpha = Integer.MAX_VALUE;
                for (long bits = open; bits != 0; bits &= bits - 1) {
                    expectedAlpha = Math.min(expectedAlpha, plain[Long.numberOfTrailingZeros(bits)]);
                }
                assertEquals(expectedAlpha, bitboard.minimumOutside(blocking));

                boolean raised = false;
                for (long bits = open; bits != 0; bits &= bits - 1) {
                    int square = Long.numberOfTrailingZeros(bits);
                    int value = square == exceptionSquare ? exception : common;
                    if (value > plain[square]) {
                        plain[square] = value;
                        plainSource[square] = source;
                        raised = true;
                    }
                }
                assertEquals(raised, bitboard.merge(source, blocking, common, exception, exceptionSquare), "raised");
                for (long bits = domain; bits != 0; bits &= bits - 1) {
                    int square = Long.numberOfTrailingZeros(bits);
                    assertEquals(plain[square], bitboard.scoreAt(square), "S(" + Square.name(square) + ")");
                    assertEquals(plainSource[square], bitboard.sourceOf(square), "source");
                }
                assertEquals(exceptionsOf(plain, plainSource, domain, bitboard.common(), bitboard.commonSource()),
                        bitboard.exceptionSquares(), "exceptions are exactly the squares off the common score or move");
            }
        });
        bitboard.finish();
        int lowest = Integer.MAX_VALUE;
        for (long bits = domain; bits != 0; bits &= bits - 1) {
            lowest = Math.min(lowest, plain[Long.numberOfTrailingZeros(bits)]);
        }
        assertEquals(lowest, bitboard.lowest());
        assertEquals(plain[bitboard.lowestSquare()], lowest, "the lowest square scores the lowest");
        int second = Integer.MAX_VALUE;
        for (long bits = domain & ~(1L << bitboard.lowestSquare()); bits != 0; bits &= bits - 1) {
            second = Math.min(second, plain[Long.numberOfTrailingZeros(bits)]);
        }
        if (Long.bitCount(domain) >= 2) {
            assertEquals(second, bitboard.secondLowest());
            assertEquals(second, plain[bitboard.secondSquare()]);
            assertNotEquals(bitboard.lowestSquare(), bitboard.secondSquare());
        } else {
            assertEquals(lowest, bitboard.secondLowest(), "one square: no second choice, w2 = w1");
        }
    }

    /** The squares of the domain whose score or source differs from the common ones. */
    private static long exceptionsOf(int[] plain, int[] plainSource, long domain, int common, int commonSource) {
        long exceptions = 0;
        for (long bits = domain; bits != 0; bits &= bits - 1) {
            int square = Long.numberOfTrailingZeros(bits);
            if (plain[square] != common || plainSource[square] != commonSource) {
                exceptions |= 1L << square;
            }
        }
        return exceptions;
    }
}
