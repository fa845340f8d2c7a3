package org.zwang.compare;

import java.util.List;
import java.util.Set;
import org.zwang.duck.game.DuckEngineSearch;
import org.zwang.duck.search.SearchSettings;
import org.zwang.search.SearchAbortedException;
import org.zwang.search.SearchControl;
import org.zwang.search.SearchLimits;
import org.zwang.search.SearchResult;
import org.zwang.search.SearchStats;
import org.zwang.search.Values;

/**
 * The Duck Chess engine's own searches as comparison techniques: {@code bundle} (score bundles, the
 * duck never searched) and {@code explicit} (every turn a move and a duck square), with the switches
 * {@code no-table}, {@code no-move-ordering} and {@code no-alpha-beta}. Both run at fixed depth
 * without quiescence, so they must return exactly the generic searches' value. Built by
 * {@link TechniqueRegistry}.
 */
public final class DuckEngineTechnique implements Technique {

    /** What the switches can turn off. */
    static final List<String> FEATURES = List.of("table", "move-ordering", "alpha-beta");

    private static final long TABLE_BYTES = 32L << 20;

    private final String name;
    private final boolean bundle;
    private final long tableBytes;
    private final SearchSettings settings;

    /** The bundle or the explicit search with the features in {@code off} switched off. */
    DuckEngineTechnique(String name, boolean bundle, Set<String> off) {
        this.name = name;
        this.bundle = bundle;
        this.tableBytes = off.contains("table") ? 0 : TABLE_BYTES;
        this.settings = SearchSettings.fixedDepth().withMoveOrdering(!off.contains("move-ordering"))
                .withAlphaBeta(!off.contains("alpha-beta"));
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String appliesTo() {
        return bundle ? "Duck Chess" : "Duck Chess to depth " + DuckChessGame.EXPLICIT_MAX_DEPTH;
    }

    @Override
    public boolean supports(Subject subject) {
        if (!(subject instanceof DuckChessGame.DuckSubject)) {
            return false;
        }
        return bundle || subject.depth() <= DuckChessGame.EXPLICIT_MAX_DEPTH;
    }

    @Override
    public Measurement measure(Subject subject, long maxNodes) {
        DuckEngineSearch search = bundle ? DuckEngineSearch.bundle(tableBytes, settings)
                : DuckEngineSearch.explicit(tableBytes, settings);
        SearchControl control = maxNodes == UNLIMITED ? SearchControl.none()
                : new SearchControl(SearchLimits.none().maxNodes(maxNodes));
        long start = System.nanoTime();
        try {
            SearchResult result = search.search(((DuckChessGame.DuckSubject) subject).turnGame(), subject.depth(),
                    -Values.INFINITE, Values.INFINITE, 0, control);
            return new Measurement(subject, name, result.value(), result.stats());
        } catch (SearchAbortedException outOfBudget) {
            SearchStats spent = search.stats().copy();
            spent.elapsedNanos = System.nanoTime() - start;
            return new Measurement(subject, name, Measurement.Status.OUT_OF_BUDGET, 0, spent);
        }
    }
}
