package org.zwang.duck.search;

/**
 * The selective techniques of the bundle search, each with its own switch in {@link SearchSettings}
 * so a test or a benchmark can turn one off. With all of them off the bundle search is full-width and
 * returns exactly the explicit-duck search's value at equal depth (the equality properties); the
 * engine plays with all of them on. What each means for score bundles and duckzwang is explained in
 * {@code docs/duck-bundle-search.md}, "The selective search".
 */
public enum Selectivity {

    /**
     * Null-move pruning: the side to move passes its chess move (it still places the duck); when that
     * already scores beta or more on every duck square but the null child's duckzwang square, those
     * squares are cut off, and a cut node needs real moves only for the one square left.
     */
    NULL_MOVE,

    /**
     * Late-move reductions: at depth 3 or more, a quiet move that is neither a table move nor a
     * killer, searched after the first two, is searched less deep with its own null window; only
     * when it raises one of its squares above its alpha is it searched again at full depth. Not
     * when the side to move's king is attacked, nor for a move that attacks the enemy king.
     */
    LATE_MOVE_REDUCTIONS,

    /**
     * Reverse futility (static null move): at a non-PV node up to depth 6 whose static evaluation
     * exceeds beta by a margin per ply, the node fails high at once, on every square (a
     * side that stands this well is not hurt by any duck); not when its king is attacked.
     */
    REVERSE_FUTILITY,

    /**
     * Futility and move-count pruning at non-PV nodes up to depth 3: a late quiet move is skipped
     * when the static evaluation plus a margin cannot reach its alpha (its squares then take that
     * sum, a bound), or when enough moves were searched before it. Not when the king is attacked, nor
     * for a move that attacks the enemy king.
     */
    FUTILITY,

    /**
     * Countermove ordering: the quiet move that last refuted the opponent's move (by piece and
     * destination) is tried right after the killers.
     */
    COUNTERMOVES,

    /**
     * Internal iterative reduction: a node of depth 4 or more with no move from the table is searched
     * one ply less deep (its moves are ordered blind; a later visit with a table move goes deeper).
     */
    INTERNAL_ITERATIVE_REDUCTION;

    /** Bit of this technique in a settings mask. */
    int bit() {
        return 1 << ordinal();
    }

    /** Every technique. */
    static int all() {
        return (1 << values().length) - 1;
    }
}
