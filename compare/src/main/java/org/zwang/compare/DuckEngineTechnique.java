package org.zwang.compare;

import java.util.Locale;
import org.zwang.duck.game.DuckEngineSearch;
import org.zwang.duck.search.SearchSettings;
import org.zwang.search.SearchControl;
import org.zwang.search.SearchResult;
import org.zwang.search.Values;

/**
 * The Duck Chess engine's own searches as comparison techniques: {@code bundle} (score bundles, the
 * duck never searched) and {@code explicit} (every turn a move and a duck square), with switches
 * {@code :notable}, {@code :noorder} and {@code :noalphabeta}. Both run at fixed depth without
 * quiescence, so they must return exactly the generic searches' value.
 */
public final class DuckEngineTechnique implements Technique {

    private static final long TABLE_BYTES = 32L << 20;

    private final String name;
    private final boolean bundle;
    private final long tableBytes;
    private final SearchSettings settings;

    private DuckEngineTechnique(String name, boolean bundle, long tableBytes, SearchSettings settings) {
        this.name = name;
        this.bundle = bundle;
        this.tableBytes = tableBytes;
        this.settings = settings;
    }

    /** Parses {@code bundle|explicit[:notable][:noorder][:noalphabeta]}; null for other names. */
    public static DuckEngineTechnique parse(String spec) {
        String[] parts = spec.split(":");
        String kind = parts[0].toLowerCase(Locale.ROOT);
        if (!kind.equals("bundle") && !kind.equals("explicit")) {
            return null;
        }
        long table = TABLE_BYTES;
        SearchSettings settings = SearchSettings.fixedDepth();
        for (int i = 1; i < parts.length; i++) {
            switch (parts[i].toLowerCase(Locale.ROOT)) {
                case "notable":
                    table = 0;
                    break;
                case "noorder":
                    settings = settings.withMoveOrdering(false);
                    break;
                case "noalphabeta":
                    settings = settings.withAlphaBeta(false);
                    break;
                default:
                    throw new IllegalArgumentException("unknown switch '" + parts[i] + "' for " + kind
                            + " (known: notable, noorder, noalphabeta)");
            }
        }
        return new DuckEngineTechnique(spec, kind.equals("bundle"), table, settings);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public boolean supports(Subject subject) {
        if (!(subject instanceof ChessSuites.DuckSubject)) {
            return false;
        }
        return bundle || subject.depth() <= ChessSuites.DUCK_EXPLICIT_MAX_DEPTH;
    }

    @Override
    public Measurement measure(Subject subject) {
        DuckEngineSearch search = bundle ? DuckEngineSearch.bundle(tableBytes, settings)
                : DuckEngineSearch.explicit(tableBytes, settings);
        SearchResult result = search.search(((ChessSuites.DuckSubject) subject).turnGame(), subject.depth(),
                -Values.INFINITE, Values.INFINITE, 0, SearchControl.none());
        return new Measurement(subject, name, result.value(), result.stats());
    }
}
