package org.zwang.search;

/**
 * Whether a position takes a search at all: the one test that the positions shipped or generated
 * for comparing techniques must pass. A position decided at sight (won with the next stone, one card
 * a hand, a king with one legal move) costs any technique one to a few nodes, and a ratio of costs
 * over such positions is a ratio of ones.
 */
public final class SearchCost {

    /** More nodes than this is a search; this many or fewer is a position decided at sight. */
    public static final long HANDFUL = 10;

    private SearchCost() {
    }

    /**
     * Whether plain alpha-beta (no table, the game's move ordering, the full window) to {@code depth}
     * visits more than {@link #HANDFUL} nodes of {@code game}; it stops as soon as it has, so the
     * answer is cheap for positions of any size. The position is left as it was.
     */
    public static boolean needsSearch(Game game, int depth) {
        try {
            new AlphaBeta().search(game, depth, -Values.INFINITE, Values.INFINITE, 0,
                    new SearchControl(SearchLimits.none().maxNodes(HANDFUL + 1)));
            return false;
        } catch (SearchAbortedException stopped) {
            return true;
        }
    }
}
