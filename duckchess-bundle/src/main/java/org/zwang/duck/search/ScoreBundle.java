package org.zwang.duck.search;

/**
 * The running maximum of a node's score bundle (the DuckSlayer thread, "Score bundles"): for every square d the
 * duck may stand on, the best score S(d) of the moves searched so far that the duck on d does not
 * block. Most squares share one <em>common</em> score; the few that differ (squares that block the
 * best move, the duckzwang square of a child) are <em>exceptions</em> with a lower score.
 *
 * <p>Squares are those of the node's {@code domain} (the empty squares: where the opponent may have
 * put the duck). A <em>source</em> names the move that gave a square its score (the caller's index
 * into its move list, or -1 for none: stand pat, stalemate), so the principal variation can follow
 * the move that is best for one concrete duck square. Exceptions are exactly the squares whose score
 * or source differ from the common one: a square raised to the common score by another move than the
 * common move (which can't be played there) stays an exception with an equal score.
 *
 * <p>Two implementations, measured against each other by the benchmarks: {@link BitboardScoreBundle}
 * (exceptions as a bitboard, used by the search) and, in the benchmarks module only, DuckSlayer's
 * doubly linked list (the DuckSlayer thread "Some actual code"). Both are preallocated, one per ply,
 * and never allocate.
 */
public interface ScoreBundle {

    /** The score of a square no move has reached yet (below every real score). */
    int NO_SCORE = -org.zwang.search.Values.INFINITE;

    /**
     * Starts a node: every square of {@code domain} scores {@code common} (from {@code commonSource}),
     * except {@code fixedSquares}, which score {@code fixedScore} and keep it (the squares where the
     * duck would leave the side to move without a move, which no move can raise).
     */
    void reset(long domain, int common, int commonSource, long fixedSquares, int fixedScore);

    /**
     * Takes in one searched move: the duck squares {@code blocking} forbid it (B(m)); it scores
     * {@code common} for every other square but {@code exceptionSquare}, where it scores
     * {@code exception} (at most {@code common}; the child's duckzwang). Raises every square the move
     * improves to the move's score. Returns true when some square's score was raised (the move is then the
     * source of a square).
     */
    boolean merge(int source, long blocking, int common, int exception, int exceptionSquare);

    /**
     * Raises one square to {@code value} if that is better: a move whose value was found for this one
     * square only (a child searched for a known duck square). Returns true when it was raised.
     */
    boolean raise(int source, int square, int value);

    /** The domain squares whose score is below {@code bound}. */
    long squaresBelow(int bound);

    /** The lowest score over the domain squares outside {@code blocking} (NO_SCORE if some is unreached). */
    int minimumOutside(long blocking);

    /** The lowest score over the whole domain: the node fails high when it reaches beta. */
    int minimum();

    /**
     * Finds the lowest score and square (the duck square that hurts the side to move most) and the
     * second lowest (where the duck goes when it already stood on the first: duckzwang).
     */
    void finish();

    /** After {@link #finish()}: the lowest score, the node's common score w1. */
    int lowest();

    /** After {@link #finish()}: a square of the lowest score. */
    int lowestSquare();

    /** After {@link #finish()}: the lowest score of the squares other than {@link #lowestSquare()}, w2. */
    int secondLowest();

    /** After {@link #finish()}: a square of {@link #secondLowest()} other than {@link #lowestSquare()}. */
    int secondSquare();

    /** The score of a domain square now. */
    int scoreAt(int square);

    /** The source of a domain square's score now. */
    int sourceOf(int square);

    /** The score shared by all non-exception squares. */
    int common();

    /** The source of {@link #common()}. */
    int commonSource();

    /** The squares whose score or source differs from {@link #common()} and {@link #commonSource()}. */
    long exceptionSquares();
}
