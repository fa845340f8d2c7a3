package org.zwang.compare;

import java.util.Locale;
import org.zwang.search.AlphaBeta;
import org.zwang.search.DepthLimitedSearch;
import org.zwang.search.Game;
import org.zwang.search.Minimax;
import org.zwang.search.MtdF;
import org.zwang.search.PrincipalVariationSearch;
import org.zwang.search.SearchControl;
import org.zwang.search.SearchOptions;
import org.zwang.search.SearchResult;
import org.zwang.search.TargetBisection;
import org.zwang.search.Values;
import org.zwang.search.tt.HashedTranspositionTable;

/**
 * The search-api techniques, run through the one {@link DepthLimitedSearch} interface on any
 * subject that offers a {@link Game}: minimax, alpha-beta, PVS, MTD(f) and target bisection (from the
 * guess as Haglund's driver, or by midpoints), each with switches {@code notable} (no transposition
 * table) and {@code noorder} (no move ordering). MTD(f) and bisection start from the static
 * evaluation of the root.
 */
public final class SearchApiTechnique implements Technique {

    /** Table size for the techniques that use one. */
    public static final long TABLE_BYTES = 32L << 20;

    /** The base names this class knows. */
    public static final String[] KINDS = {"minimax", "alphabeta", "pvs", "mtdf", "bisection", "bisection-mid"};

    private final String name;
    private final String kind;
    private final boolean table;
    private final boolean ordering;

    private SearchApiTechnique(String name, String kind, boolean table, boolean ordering) {
        this.name = name;
        this.kind = kind;
        this.table = table;
        this.ordering = ordering;
    }

    /** Parses {@code kind[:notable][:noorder]}; returns null when the kind is not a generic one. */
    public static SearchApiTechnique parse(String spec) {
        String[] parts = spec.split(":");
        String kind = parts[0].toLowerCase(Locale.ROOT);
        if (!java.util.Arrays.asList(KINDS).contains(kind)) {
            return null;
        }
        boolean table = !kind.equals("minimax");
        boolean ordering = !kind.equals("minimax");
        for (int i = 1; i < parts.length; i++) {
            switch (parts[i].toLowerCase(Locale.ROOT)) {
                case "notable":
                    table = false;
                    break;
                case "noorder":
                    ordering = false;
                    break;
                default:
                    throw new IllegalArgumentException("unknown switch '" + parts[i] + "' for " + kind
                            + " (known: notable, noorder)");
            }
        }
        return new SearchApiTechnique(spec, kind, table, ordering);
    }

    @Override
    public String name() {
        return name;
    }

    /**
     * Haglund's driver steps one value at a time from its guess: made for trick counts, hopeless on a
     * centipawn scale. It runs only on games whose values span at most this many units;
     * {@code bisection-mid} runs everywhere.
     */
    public static final int FROM_GUESS_MAX_RANGE = 256;

    @Override
    public boolean supports(Subject subject) {
        if (kind.equals("minimax")) {
            return subject.smallEnoughForMinimax();
        }
        Game game = subject.newGame();
        if (game == null) {
            return false;
        }
        return !kind.equals("bisection") || game.maxValue() - game.minValue() <= FROM_GUESS_MAX_RANGE;
    }

    @Override
    public Measurement measure(Subject subject) {
        Game game = subject.newGame();
        DepthLimitedSearch search = create();
        int guess = game.isTerminal() ? game.terminalValue() : game.evaluate();
        SearchResult result = search.search(game, subject.genericDepth(), -Values.INFINITE, Values.INFINITE, guess,
                SearchControl.none());
        return new Measurement(subject, name, subject.fromGenericValue(result.value()), result.stats());
    }

    private DepthLimitedSearch create() {
        SearchOptions options = SearchOptions.defaults().moveOrdering(ordering);
        HashedTranspositionTable<Game> tt = table ? HashedTranspositionTable.forGames(TABLE_BYTES) : null;
        switch (kind) {
            case "minimax":
                return new Minimax();
            case "alphabeta":
                return new AlphaBeta(tt, options);
            case "pvs":
                return new PrincipalVariationSearch(tt, options);
            case "mtdf":
                return new MtdF(tt, options);
            case "bisection":
                return new TargetBisection(tt, options, TargetBisection.Strategy.FROM_GUESS);
            case "bisection-mid":
                return new TargetBisection(tt, options, TargetBisection.Strategy.MIDPOINT);
            default:
                throw new IllegalStateException(kind);
        }
    }
}
