package org.zwang.duck.search;

import org.zwang.duck.board.Square;

/**
 * A {@link ScoreBundle} with DuckSlayer's representation (H.G. Muller's DuckSlayer thread): the
 * exception squares in a doubly linked list threaded through two 65-entry arrays (entry 64 is the
 * list head), so running through the exceptions is {@code while ((square = next[square]) != HEAD)}.
 * It computes exactly what {@link BitboardScoreBundle}, the search's, computes
 * ({@code LinkedListScoreBundleProperties} checks it); it lives in the benchmarks module as the other
 * side of {@code BundleMergeBenchmark}, which measures which representation is faster. It is in the
 * search's package (a package of the same name on the class path) because it shares the package-private
 * {@link AbstractScoreBundle} with the bitboard. Where DuckSlayer walks the move's ray with a "bit ray"
 * mask, this uses the blocking set as a bitboard, as the search has it.
 */
public final class LinkedListScoreBundle extends AbstractScoreBundle {

    private static final int HEAD = 64;

    private final int[] next = new int[65];
    private final int[] previous = new int[65];
    private int size;

    @Override
    public void reset(long domain, int common, int commonSource, long fixedSquares, int fixedScore) {
        this.domain = domain;
        this.common = common;
        this.commonSource = commonSource;
        next[HEAD] = HEAD;
        previous[HEAD] = HEAD;
        size = 0;
        for (long fixed = fixedSquares & domain; fixed != 0; fixed &= fixed - 1) {
            add(Long.numberOfTrailingZeros(fixed), fixedScore, -1);
        }
    }

    private void add(int square, int value, int from) {
        score[square] = value;
        source[square] = from;
        next[square] = next[HEAD];
        previous[square] = HEAD;
        previous[next[HEAD]] = square;
        next[HEAD] = square;
        size++;
    }

    private void unlink(int square) {
        next[previous[square]] = next[square];
        previous[next[square]] = previous[square];
        size--;
    }

    @Override
    public boolean merge(int moveSource, long blocking, int moveCommon, int moveException, int exceptionSquare) {
        long blocked = blocking & domain;
        boolean hasException = moveException < moveCommon && exceptionSquare != Square.NONE
                && (domain >>> exceptionSquare & 1) != 0 && (blocked >>> exceptionSquare & 1) == 0;
        int newCommon = Math.max(common, moveCommon);
        long blockedListed = 0;
        boolean exceptionListed = false;
        boolean raised = false;
        for (int square = next[HEAD]; square != HEAD;) {
            int following = next[square];
            if ((blocked >>> square & 1) != 0) {
                blockedListed |= 1L << square; // blocked and already an exception: nothing new
            } else {
                int value = moveCommon;
                if (hasException && square == exceptionSquare) {
                    value = moveException;
                    exceptionListed = true;
                }
                if (value > score[square]) {
                    score[square] = value;
                    source[square] = moveSource;
                    raised = true;
                    if (value >= newCommon && moveCommon > common) { // this move becomes the common move
                        unlink(square);
                    }
                }
            }
            square = following;
        }
        if (moveCommon > common) {
            for (long bits = blocked & ~blockedListed; bits != 0; bits &= bits - 1) {
                add(Long.numberOfTrailingZeros(bits), common, commonSource);
            }
            if (hasException && !exceptionListed) {
                boolean better = moveException > common;
                add(exceptionSquare, better ? moveException : common, better ? moveSource : commonSource);
                raised |= better;
            }
            common = moveCommon;
            commonSource = moveSource;
            raised |= Long.bitCount(domain) > size; // some square now has the new common score
        }
        return raised;
    }

    @Override
    public boolean raise(int moveSource, int square, int value) {
        if ((domain >>> square & 1) == 0) {
            return false;
        }
        for (int listed = next[HEAD]; listed != HEAD; listed = next[listed]) {
            if (listed == square) {
                if (value <= score[square]) {
                    return false;
                }
                score[square] = value;
                source[square] = moveSource;
                return true;
            }
        }
        if (value <= common) {
            return false;
        }
        add(square, value, moveSource);
        return true;
    }

    @Override
    public long squaresBelow(int bound) {
        long listed = 0;
        long below = 0;
        for (int square = next[HEAD]; square != HEAD; square = next[square]) {
            listed |= 1L << square;
            if (score[square] < bound) {
                below |= 1L << square;
            }
        }
        return common < bound ? below | domain & ~listed : below;
    }

    @Override
    public int minimumOutside(long blocking) {
        long open = domain & ~blocking;
        int minimum = Integer.MAX_VALUE;
        int listedOpen = 0;
        for (int square = next[HEAD]; square != HEAD; square = next[square]) {
            if ((open >>> square & 1) != 0) {
                listedOpen++;
                if (score[square] < minimum) {
                    minimum = score[square];
                }
            }
        }
        if (Long.bitCount(open) > listedOpen && common < minimum) {
            minimum = common;
        }
        return minimum;
    }

    @Override
    public int scoreAt(int square) {
        for (int listed = next[HEAD]; listed != HEAD; listed = next[listed]) {
            if (listed == square) {
                return score[square];
            }
        }
        return common;
    }

    @Override
    public int sourceOf(int square) {
        for (int listed = next[HEAD]; listed != HEAD; listed = next[listed]) {
            if (listed == square) {
                return source[square];
            }
        }
        return commonSource;
    }

    @Override
    public long exceptionSquares() {
        long listed = 0;
        for (int square = next[HEAD]; square != HEAD; square = next[square]) {
            listed |= 1L << square;
        }
        return listed;
    }
}
