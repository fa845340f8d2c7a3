package org.zwang.compare;

import java.util.List;
import java.util.Set;
import org.zwang.search.AlphaBeta;
import org.zwang.search.DepthLimitedSearch;
import org.zwang.search.Game;
import org.zwang.search.Minimax;
import org.zwang.search.MtdF;
import org.zwang.search.PrincipalVariationSearch;
import org.zwang.search.SearchAbortedException;
import org.zwang.search.SearchControl;
import org.zwang.search.SearchLimits;
import org.zwang.search.SearchOptions;
import org.zwang.search.SearchResult;
import org.zwang.search.SearchStats;
import org.zwang.search.TargetBisection;
import org.zwang.search.Values;
import org.zwang.search.tt.HashedTranspositionTable;
import org.zwang.search.tt.TranspositionTable;

/**
 * The search-api searches as comparison techniques, run through the one {@link DepthLimitedSearch}
 * interface on any subject that offers a {@link Game}: minimax, alpha-beta, PVS, MTD(f) and target
 * bisection (from the guess, as Haglund's driver, or by midpoints), each but minimax with the
 * switches {@code no-table} (no transposition table) and {@code no-move-ordering}. MTD(f) and
 * bisection start from the static evaluation of the root. Built by {@link TechniqueRegistry}.
 */
public final class SearchApiTechnique implements Technique {

    /** Table size for the techniques that use one. */
    public static final long TABLE_BYTES = 32L << 20;

    /** The search-api searches, by their names in the registry. */
    public enum Kind {
        /** Every node; the reference on small positions. */
        MINIMAX("minimax", "plain minimax, every node: the reference on small positions"),
        /** Fail-soft alpha-beta. */
        ALPHA_BETA("alphabeta", "fail-soft alpha-beta"),
        /** Principal variation search. */
        PVS("pvs", "principal variation search"),
        /** MTD(f) from the static evaluation. */
        MTDF("mtdf", "MTD(f): zero-window tests from the static evaluation"),
        /** Target bisection stepping from the guess (Haglund's driver). */
        BISECTION_GUESS("bisection-guess", "target bisection one step at a time from the static evaluation "
                + "(Haglund's driver); only on games whose values span at most " + FROM_GUESS_MAX_RANGE + " units"),
        /** Target bisection by midpoints. */
        BISECTION_MIDPOINT("bisection-midpoint", "target bisection by interval midpoints");

        private final String label;
        private final String description;

        Kind(String label, String description) {
            this.label = label;
            this.description = description;
        }

        /** The name in the registry, e.g. {@code bisection-guess}. */
        public String label() {
            return label;
        }

        /** One line for help. */
        public String description() {
            return description;
        }

        /** What the switches can turn off: minimax has neither table nor ordering to lose. */
        public List<String> features() {
            return this == MINIMAX ? List.of() : FEATURES;
        }
    }

    private static final List<String> FEATURES = List.of("table", "move-ordering");

    /**
     * Haglund's driver steps one value at a time from its guess: made for trick counts, hopeless on a
     * centipawn scale. It runs only on games whose values span at most this many units;
     * {@code bisection-midpoint} runs everywhere.
     */
    public static final int FROM_GUESS_MAX_RANGE = 256;

    private final String name;
    private final Kind kind;
    private final boolean table;
    private final boolean ordering;

    /** A technique of this kind with the features in {@code off} switched off; see {@link TechniqueRegistry}. */
    SearchApiTechnique(String name, Kind kind, Set<String> off) {
        this.name = name;
        this.kind = kind;
        this.table = kind != Kind.MINIMAX && !off.contains("table");
        this.ordering = kind != Kind.MINIMAX && !off.contains("move-ordering");
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String appliesTo() {
        if (kind == Kind.MINIMAX) {
            return "positions small enough for plain minimax";
        }
        return kind == Kind.BISECTION_GUESS ? "games whose values span at most " + FROM_GUESS_MAX_RANGE + " units"
                : "positions small enough for the generic game adapters";
    }

    @Override
    public boolean supports(Subject subject) {
        if (kind == Kind.MINIMAX) {
            return subject.smallEnoughForMinimax();
        }
        Game game = subject.newGame();
        if (game == null) {
            return false;
        }
        return kind != Kind.BISECTION_GUESS || game.maxValue() - game.minValue() <= FROM_GUESS_MAX_RANGE;
    }

    @Override
    public Measurement measure(Subject subject, long maxNodes) {
        Game game = subject.newGame();
        DepthLimitedSearch<Game> search = newSearch(table ? HashedTranspositionTable.forGames(TABLE_BYTES) : null);
        int guess = game.isTerminal() ? game.terminalValue() : game.evaluate();
        SearchControl control = maxNodes == UNLIMITED ? SearchControl.none()
                : new SearchControl(SearchLimits.none().maxNodes(maxNodes));
        long start = System.nanoTime();
        try {
            SearchResult result = search.search(game, subject.genericDepth(), -Values.INFINITE, Values.INFINITE,
                    guess, control);
            return new Measurement(subject, name, subject.fromGenericValue(result.value()), result.stats());
        } catch (SearchAbortedException outOfBudget) {
            SearchStats spent = search.stats().copy();
            spent.elapsedNanos = System.nanoTime() - start;
            return new Measurement(subject, name, Measurement.Status.OUT_OF_BUDGET, 0, spent);
        }
    }

    /** Which search-api search this is. */
    public Kind kind() {
        return kind;
    }

    /** Whether this technique searches with a transposition table (not minimax, not {@code no-table}). */
    boolean usesTable() {
        return table;
    }

    /**
     * A new search of this kind, with its switches, for a caller that drives it itself (a benchmark
     * that clears its table between runs): {@code table} is used when {@link #usesTable()}, ignored
     * otherwise.
     */
    public DepthLimitedSearch<Game> newSearch(TranspositionTable<? super Game> table) {
        SearchOptions options = SearchOptions.defaults().moveOrdering(ordering);
        TranspositionTable<? super Game> tt = this.table ? table : null;
        switch (kind) {
            case MINIMAX:
                return new Minimax();
            case ALPHA_BETA:
                return new AlphaBeta(tt, options);
            case PVS:
                return new PrincipalVariationSearch(tt, options);
            case MTDF:
                return new MtdF(tt, options);
            case BISECTION_GUESS:
                return new TargetBisection(tt, options, TargetBisection.Strategy.FROM_GUESS);
            case BISECTION_MIDPOINT:
                return new TargetBisection(tt, options, TargetBisection.Strategy.MIDPOINT);
            default:
                throw new IllegalStateException(kind.name());
        }
    }
}
