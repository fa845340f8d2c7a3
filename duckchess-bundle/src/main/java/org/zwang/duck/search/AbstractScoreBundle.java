package org.zwang.duck.search;

import org.zwang.duck.board.Square;

/**
 * What the two {@link ScoreBundle} representations share: the domain, the common score and its
 * source, the exceptions' scores and sources by square, and the ranking {@link #finish()} computes.
 * A representation says only how it keeps the set of exception squares (a bitboard in
 * {@link BitboardScoreBundle}, DuckSlayer's linked list in the benchmarks module, which measures the
 * two) and how a move's merge walks it.
 */
abstract class AbstractScoreBundle implements ScoreBundle {

    protected long domain;
    protected int common;
    protected int commonSource;
    /** An exception square's score and source; other entries are stale. */
    protected final int[] score = new int[64];
    protected final int[] source = new int[64];

    private int lowest;
    private int lowestSquare;
    private int secondLowest;
    private int secondSquare;

    /**
     * Ranks the squares by score, in ascending square order among equal scores (so every
     * representation breaks ties alike): the exceptions, then two squares of the common score,
     * which are all a ranking of two can use.
     */
    @Override
    public final void finish() {
        lowest = Integer.MAX_VALUE;
        secondLowest = Integer.MAX_VALUE;
        lowestSquare = Square.NONE;
        secondSquare = Square.NONE;
        long exceptions = exceptionSquares();
        for (long bits = exceptions; bits != 0; bits &= bits - 1) {
            int square = Long.numberOfTrailingZeros(bits);
            offer(score[square], square);
        }
        long plain = domain & ~exceptions;
        if (plain != 0) {
            offer(common, Long.numberOfTrailingZeros(plain));
            plain &= plain - 1;
            if (plain != 0) {
                offer(common, Long.numberOfTrailingZeros(plain));
            }
        }
        if (secondSquare == Square.NONE) { // a domain of one square: no second choice
            secondLowest = lowest;
            secondSquare = lowestSquare;
        }
    }

    private void offer(int value, int square) {
        if (value < lowest) {
            secondLowest = lowest;
            secondSquare = lowestSquare;
            lowest = value;
            lowestSquare = square;
        } else if (value < secondLowest) {
            secondLowest = value;
            secondSquare = square;
        }
    }

    @Override
    public final int lowest() {
        return lowest;
    }

    @Override
    public final int lowestSquare() {
        return lowestSquare;
    }

    @Override
    public final int secondLowest() {
        return secondLowest;
    }

    @Override
    public final int secondSquare() {
        return secondSquare;
    }

    @Override
    public final int minimum() {
        return minimumOutside(0);
    }

    @Override
    public final int common() {
        return common;
    }

    @Override
    public final int commonSource() {
        return commonSource;
    }

    /** The squares the bundle holds scores for (the last {@link #reset}'s domain). */
    public final long domain() {
        return domain;
    }
}
