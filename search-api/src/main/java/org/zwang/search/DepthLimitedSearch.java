package org.zwang.search;

/**
 * One search technique that finds the value of a position to a fixed depth: the common interface
 * that lets {@link IterativeDeepening} and the comparison tool swap {@link AlphaBeta},
 * {@link PrincipalVariationSearch}, {@link MtdF}, {@link TargetBisection} or a game's own search.
 */
public interface DepthLimitedSearch {

    /** The technique's name as reports print it. */
    String name();

    /**
     * Searches {@code game} to {@code depth} plies with window {@code (alpha, beta)} (fail-soft: a
     * value at or below alpha is an upper bound, at or above beta a lower bound). {@code guess} is a
     * hint such as the previous iteration's value (MTD(f) starts from it; others may ignore it).
     * The game is left as it was given, also when {@code control} aborts the search with
     * {@link SearchAbortedException}.
     */
    SearchResult search(Game game, int depth, int alpha, int beta, int guess, SearchControl control);

    /** Searches with a full window, no hint and no limits. */
    default SearchResult search(Game game, int depth) {
        return search(game, depth, -Values.INFINITE, Values.INFINITE, 0, SearchControl.none());
    }
}
