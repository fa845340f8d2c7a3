package org.zwang.duck.game;

import java.util.function.Function;
import org.zwang.duck.eval.Evaluator;
import org.zwang.duck.search.BundleSearch;
import org.zwang.duck.search.BoardSearch;
import org.zwang.duck.search.ExplicitSearch;
import org.zwang.duck.search.SearchSettings;
import org.zwang.duck.tt.EngineTables;
import org.zwang.search.DepthLimitedSearch;
import org.zwang.search.Game;
import org.zwang.search.SearchControl;
import org.zwang.search.SearchResult;
import org.zwang.search.SearchStats;

/**
 * The engine's two Duck Chess searches as search-api {@link DepthLimitedSearch} searches over a
 * {@link DuckTurnGame}, so the comparison tool runs "bundle" and "explicit" through the same interface
 * as {@code AlphaBeta} or {@code MtdF} and reads the same {@link SearchStats} (nodes, table probes and
 * hits, table cutoffs, beta cutoffs, first-move cutoffs, re-searches). Default settings: PVS, no
 * quiescence, no draw detection, the game's evaluation — the rules {@link DuckTurnGame} follows, so
 * every technique must return the same value at equal depth. The game must stand at the ply it was
 * made with (its game-end values count plies from there). The table, if any, persists between calls
 * (iterative deepening profits from it); {@link #clear()} empties it between unrelated positions.
 */
public final class DuckEngineSearch implements DepthLimitedSearch<Game> {

    private final String name;
    private final Function<Evaluator, BoardSearch> factory;
    private BoardSearch search;
    private Evaluator madeFor;

    private DuckEngineSearch(String name, Function<Evaluator, BoardSearch> factory) {
        this.name = name;
        this.factory = factory;
    }

    /** The bundle search, with a table of {@code tableBytes} (0: no table). */
    public static DuckEngineSearch bundle(long tableBytes) {
        return bundle(tableBytes, SearchSettings.fixedDepth());
    }

    /** The bundle search with other settings (alpha-beta off, moves unordered, ...); the game's evaluation. */
    public static DuckEngineSearch bundle(long tableBytes, SearchSettings settings) {
        return new DuckEngineSearch("bundle", evaluation -> new BundleSearch(
                tableBytes > 0 ? EngineTables.withoutDuck(tableBytes) : null,
                settings.withEvaluator(evaluation)));
    }

    /** The explicit-duck search, with a table of {@code tableBytes} (0: no table). */
    public static DuckEngineSearch explicit(long tableBytes) {
        return explicit(tableBytes, SearchSettings.fixedDepth());
    }

    /** The explicit-duck search with other settings; the game's evaluation. */
    public static DuckEngineSearch explicit(long tableBytes, SearchSettings settings) {
        return new DuckEngineSearch("explicit", evaluation -> new ExplicitSearch(
                tableBytes > 0 ? EngineTables.withDuck(tableBytes) : null,
                settings.withEvaluator(evaluation)));
    }

    @Override
    public String name() {
        return name;
    }

    /**
     * Searches the game's current position. The result's moves are whole turns (the encoding of
     * {@link DuckTurnGame}'s moves); its counters are those of {@link SearchStats}.
     */
    @Override
    public SearchResult search(Game game, int depth, int alpha, int beta, int guess, int rootMove,
            SearchControl control) {
        if (!(game instanceof DuckTurnGame)) {
            throw new IllegalArgumentException(name + " searches Duck Chess positions (a DuckTurnGame), not "
                    + game.getClass().getSimpleName());
        }
        DuckTurnGame duckGame = (DuckTurnGame) game;
        if (search == null || madeFor != duckGame.evaluator()) {
            search = factory.apply(duckGame.evaluator());
            madeFor = duckGame.evaluator();
        }
        return search.search(duckGame.board(), depth, alpha, beta, guess, rootMove, control);
    }

    /** The counters of the most recent search (empty before the first). */
    @Override
    public SearchStats stats() {
        return search == null ? new SearchStats() : search.stats();
    }

    /** Empties the table and forgets killers and history. */
    public void clear() {
        if (search != null) {
            search.clear();
        }
    }
}
