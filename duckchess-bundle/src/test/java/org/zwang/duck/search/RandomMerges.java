package org.zwang.duck.search;

import java.util.Random;
import org.zwang.duck.board.Square;

/**
 * One random merge sequence for a score bundle, drawn from a seed: random empty squares, random
 * blocking sets, common scores, exceptions at most the common score, exception squares anywhere (also
 * off the domain or blocked, which must not count). It exists so that {@code ScoreBundleProperties}
 * (the bitboard bundle against a plain array) and the benchmarks module's linked-list check (the
 * linked list against the bitboard) drive their bundles with the same kind of sequences.
 */
public final class RandomMerges {

    /** The score of the squares every move blocks (where the duck stalemates). */
    public static final int FIXED_SCORE = 29_990;

    /** What the sequence does after its reset, one step a call. */
    public interface Steps {

        /** Move {@code source} gives {@code value} to one square only (a focused child). */
        void raise(int source, int square, int value);

        /**
         * Move {@code source}: first the squares below {@code bound} asked for, then the move merged, blocked
         * on {@code blocking}, with {@code common} on its squares and {@code exception} on {@code exceptionSquare}.
         */
        void merge(int source, int bound, long blocking, int common, int exception, int exceptionSquare);
    }

    private final Random random;
    private final long domain;
    private final long fixed;
    private final int start;

    /** The sequence of {@code seed}; its start (domain, fixed squares, stand-pat score) is drawn now. */
    public RandomMerges(long seed) {
        random = new Random(seed);
        long squares = random.nextLong() | random.nextLong(); // about three quarters of the squares
        if (random.nextInt(8) == 0) {
            squares = 1L << random.nextInt(64) | 1L << random.nextInt(64); // tiny domains too
        }
        domain = squares;
        fixed = random.nextInt(4) == 0 ? domain & random.nextLong() & random.nextLong() & random.nextLong() : 0;
        boolean standPat = random.nextBoolean();
        start = standPat ? random.nextInt(200) - 100 : ScoreBundle.NO_SCORE;
    }

    /** The empty squares the bundle scores. */
    public long domain() {
        return domain;
    }

    /** The squares every move blocks, scored {@link #FIXED_SCORE}. */
    public long fixed() {
        return fixed;
    }

    /** Every square's score before the first move (the stand-pat score, or {@link ScoreBundle#NO_SCORE}). */
    public int start() {
        return start;
    }

    /** Resets {@code bundle} to the sequence's start, no move its source. */
    public void reset(ScoreBundle bundle) {
        bundle.reset(domain, start, -1, fixed, FIXED_SCORE);
    }

    /** Draws the sequence's steps (0 to 39 moves), handing each to {@code steps}; once per sequence. */
    public void play(Steps steps) {
        int moves = random.nextInt(40);
        for (int source = 0; source < moves; source++) {
            if (random.nextInt(5) == 0) {
                int square = random.nextInt(64);
                int value = random.nextInt(300) - 150;
                steps.raise(source, square, value);
                continue;
            }
            int bound = random.nextInt(300) - 150;
            long blocking = fixed; // every move is blocked where the duck stalemates
            int rays = random.nextInt(3);
            for (int r = 0; r < rays; r++) {
                blocking |= random.nextLong() & random.nextLong() & random.nextLong() & random.nextLong();
            }
            int common = random.nextInt(300) - 150;
            int exception = random.nextInt(3) == 0 ? common : common - random.nextInt(100);
            int exceptionSquare = random.nextInt(5) == 0 ? Square.NONE : random.nextInt(64);
            steps.merge(source, bound, blocking, common, exception, exceptionSquare);
        }
    }
}
