package org.zwang.duck.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.zwang.duck.board.Square;

/**
 * DuckSlayer's linked list answers every question exactly as the search's bitboard bundle does (which
 * duckchess-bundle's {@code ScoreBundleProperties} checks against the DuckSlayer thread's plain array
 * of 64 scores), on random merge sequences of the same kind (duckchess-bundle's {@link RandomMerges}).
 * So {@code BundleMergeBenchmark} times two representations of one computation.
 */
class LinkedListScoreBundleProperties {

    @Property(tries = 2000)
    void theLinkedListAnswersAsTheBitboard(@ForAll long seed) {
        RandomMerges sequence = new RandomMerges(seed);
        long domain = sequence.domain();
        ScoreBundle bitboard = new BitboardScoreBundle();
        ScoreBundle list = new LinkedListScoreBundle();
        sequence.reset(bitboard);
        sequence.reset(list);

        sequence.play(new RandomMerges.Steps() {
            @Override
            public void raise(int source, int square, int value) {
                assertEquals(bitboard.raise(source, square, value), list.raise(source, square, value), "raise");
            }

            @Override
            public void merge(int source, int bound, long blocking, int common, int exception, int exceptionSquare) {
                assertEquals(bitboard.squaresBelow(bound), list.squaresBelow(bound), "squares below");
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
        });
        bitboard.finish();
        list.finish();
        assertEquals(bitboard.minimum(), list.minimum(), "minimum");
        assertEquals(bitboard.lowest(), list.lowest(), "lowest");
        assertEquals(bitboard.lowestSquare(), list.lowestSquare(), "lowest square");
        assertEquals(bitboard.secondLowest(), list.secondLowest(), "second lowest");
        assertEquals(bitboard.secondSquare(), list.secondSquare(), "second square");
    }
}
