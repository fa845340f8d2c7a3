package org.zwang.duck.tt;

import org.zwang.search.Values;

/**
 * The bundle search's table entry, in one place with named fields (as Stockfish's {@code TTEntry}).
 * A bundle is stored in search-api's {@link org.zwang.search.tt.TableEntry}:
 *
 * <pre>
 *   lowerBound, upperBound   bounds on w1, the common score (ply-independent: the search stores mate scores counted from the storing node)
 *   depth                    remaining depth searched
 *   move                     bits 0-15: the common best move, 16-31: the move that completed a
 *                            cutoff or scores at sq1 (both compacted, 0 = none); NO_MOVE if neither
 *   payload                  bits 0-15: w2, the exception score (ply-independent, signed)
 *                            bits 16-17: w2's bound type (Bound.LOWER | Bound.UPPER)
 *                            bits 18-24: sq1, the exception square (where w2 holds, w1 elsewhere)
 *                            bits 25-31: sq2, the second-lowest square
 * </pre>
 *
 * All methods are static and small, so the JIT inlines them into the search.
 */
public final class BundleEntry {

    private static final int BOUND_SHIFT = 16;
    private static final int SQUARE1_SHIFT = 18;
    private static final int SQUARE2_SHIFT = 25;
    private static final int SQUARE_MASK = 127;
    private static final int MOVE_MASK = 0xFFFF;

    private BundleEntry() {
    }

    /** The payload of a bundle: the exception score (table form) with its bound type, sq1 and sq2. */
    public static int payload(int exceptionInTable, int exceptionBound, int square1, int square2) {
        return (exceptionInTable & 0xFFFF) | exceptionBound << BOUND_SHIFT | square1 << SQUARE1_SHIFT
                | square2 << SQUARE2_SHIFT;
    }

    /** The exception score w2 of a payload, in table form. */
    public static int exception(int payload) {
        return (short) payload;
    }

    /** The bound type of the exception score. */
    public static int exceptionBound(int payload) {
        return payload >>> BOUND_SHIFT & 3;
    }

    /** sq1: the square where the exception score holds. */
    public static int square1(int payload) {
        return payload >>> SQUARE1_SHIFT & SQUARE_MASK;
    }

    /** sq2: the second-lowest square. */
    public static int square2(int payload) {
        return payload >>> SQUARE2_SHIFT & SQUARE_MASK;
    }

    /** The entry's move word from two compacted moves (0 = none); {@link Values#NO_MOVE} when the first is none. */
    public static int moves(int first, int second) {
        return first == 0 ? Values.NO_MOVE : first | second << 16;
    }

    /** The first (common best) compacted move of a move word that is not {@link Values#NO_MOVE}. */
    public static int firstMove(int moves) {
        return moves & MOVE_MASK;
    }

    /** The second compacted move of a move word that is not {@link Values#NO_MOVE}. */
    public static int secondMove(int moves) {
        return moves >>> 16;
    }
}
