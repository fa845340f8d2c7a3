package org.zwang.duck.search;

import org.zwang.duck.board.Square;

/**
 * A {@link ScoreBundle} that keeps its exception squares in a bitboard, their scores and sources in
 * 64-entry arrays. H.G. Muller's DuckSlayer thread ("Score bundles") notes a bitboard would do where DuckSlayer uses a
 * linked list; with the blocking set B(m) already a bitboard ({@code Blocking.squares}), the squares a
 * better move turns into exceptions are one {@code B & ~exceptions}, and the exceptions it reaches are
 * one {@code exceptions & ~B}.
 */
public final class BitboardScoreBundle extends AbstractScoreBundle {

    private long exceptions;

    @Override
    public void reset(long domain, int common, int commonSource, long fixedSquares, int fixedScore) {
        this.domain = domain;
        this.common = common;
        this.commonSource = commonSource;
        long fixed = fixedSquares & domain;
        this.exceptions = fixed;
        for (; fixed != 0; fixed &= fixed - 1) {
            int square = Long.numberOfTrailingZeros(fixed);
            score[square] = fixedScore;
            source[square] = -1;
        }
    }

    @Override
    public boolean merge(int moveSource, long blocking, int moveCommon, int moveException, int exceptionSquare) {
        long blocked = blocking & domain;
        long exceptionBit = moveException < moveCommon && exceptionSquare != Square.NONE
                ? 1L << exceptionSquare & domain & ~blocked : 0;
        long old = exceptions;
        boolean raised = false;
        if (moveCommon > common) {
            // Squares that shared the old common score keep it where the move can't be played (they
            // become exceptions); the child's duckzwang square gets the better of the old common
            // score and the move's exception; every other square rises to the new common score.
            long fresh = blocked & ~old;
            for (long bits = fresh; bits != 0; bits &= bits - 1) {
                int square = Long.numberOfTrailingZeros(bits);
                score[square] = common;
                source[square] = commonSource;
            }
            long freshException = exceptionBit & ~old;
            if (freshException != 0) {
                boolean better = moveException > common;
                score[exceptionSquare] = better ? moveException : common;
                source[exceptionSquare] = better ? moveSource : commonSource;
                raised = better;
            }
            exceptions = old | fresh | freshException;
            common = moveCommon;
            commonSource = moveSource;
            raised |= (domain & ~exceptions) != 0; // some square now has the new common score
        }
        // Existing exceptions the move can reach rise to its score there. Those that reach the common
        // score stop being exceptions only when this move is the common move: a square the common move
        // can't be played with (blocked, or its duckzwang square) keeps its own move, even at an equal
        // score, so that the principal variation plays a move that is possible there.
        for (long bits = old & ~blocked; bits != 0; bits &= bits - 1) {
            int square = Long.numberOfTrailingZeros(bits);
            int value = (exceptionBit >>> square & 1) != 0 ? moveException : moveCommon;
            if (value > score[square]) {
                score[square] = value;
                source[square] = moveSource;
                raised = true;
                if (value >= common && moveSource == commonSource) {
                    exceptions &= ~(1L << square);
                }
            }
        }
        return raised;
    }

    @Override
    public boolean raise(int moveSource, int square, int value) {
        long bit = 1L << square;
        if ((domain & bit) == 0) {
            return false;
        }
        if ((exceptions & bit) != 0) {
            if (value <= score[square]) {
                return false;
            }
        } else if (value <= common) {
            return false;
        }
        exceptions |= bit; // its own move, whatever the score: an exception
        score[square] = value;
        source[square] = moveSource;
        return true;
    }

    @Override
    public long squaresBelow(int bound) {
        long below = common < bound ? domain & ~exceptions : 0;
        for (long bits = exceptions; bits != 0; bits &= bits - 1) {
            int square = Long.numberOfTrailingZeros(bits);
            if (score[square] < bound) {
                below |= 1L << square;
            }
        }
        return below;
    }

    @Override
    public int minimumOutside(long blocking) {
        long open = domain & ~blocking;
        int minimum = (open & ~exceptions) != 0 ? common : Integer.MAX_VALUE;
        for (long bits = exceptions & open; bits != 0; bits &= bits - 1) {
            int value = score[Long.numberOfTrailingZeros(bits)];
            if (value < minimum) {
                minimum = value;
            }
        }
        return minimum;
    }

    @Override
    public int scoreAt(int square) {
        return (exceptions >>> square & 1) != 0 ? score[square] : common;
    }

    @Override
    public int sourceOf(int square) {
        return (exceptions >>> square & 1) != 0 ? source[square] : commonSource;
    }

    @Override
    public long exceptionSquares() {
        return exceptions;
    }
}
