package org.zwang.duck.board;

/**
 * State that follows every piece put on or taken off a {@link Board}, as the board's piece-square sum
 * does, for an evaluation whose inputs are the pieces (a network's accumulator): {@link Board} calls
 * it from make and unmake, so it must not allocate. Make and unmake call {@link #added} and
 * {@link #removed} in opposite orders; an observer whose updates commute (sums) is exact either way.
 * The duck, the side to move and a null move are not reported: they change no piece.
 */
public interface PieceObserver {

    /** {@code piece} ({@link Piece}) now stands on {@code square}. */
    void added(int piece, int square);

    /** {@code piece} no longer stands on {@code square}. */
    void removed(int piece, int square);

    /**
     * {@code piece} went from {@code from} to {@code to}: the same as {@link #removed} then
     * {@link #added}, which is what this default does; an observer may do it in one pass.
     */
    default void moved(int piece, int from, int to) {
        removed(piece, from);
        added(piece, to);
    }

    /** Recomputes the state from {@code board}'s pieces (when installed, and after a setup). */
    void reset(Board board);

    /** An independent copy for a copy of the board ({@link Board#copy()}). */
    PieceObserver copy();
}
