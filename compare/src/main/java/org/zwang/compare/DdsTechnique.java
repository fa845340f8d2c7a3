package org.zwang.compare;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.zwang.bridge.solver.DoubleDummySolver;
import org.zwang.bridge.solver.SolverOptions;
import org.zwang.bridge.solver.SolverStats;
import org.zwang.search.SearchStats;

/**
 * The double-dummy solver (partition search with Haglund's techniques) as a comparison technique on
 * bridge subjects, with any of the solver's features switched off: {@code dds:no-quick-tricks},
 * {@code dds:no-table}, {@code dds:no-winning-ranks}, ... (the labels of the solver's
 * {@link SolverOptions.Feature} switches). The table is cleared before each position, so each
 * measurement starts cold. Built by {@link TechniqueRegistry}.
 */
public final class DdsTechnique implements Technique {

    /** The solver's features that switches turn off, by their labels, in the solver's order. */
    static final List<String> FEATURES = Arrays.stream(SolverOptions.Feature.values())
            .map(SolverOptions.Feature::label).toList();

    private static final long TABLE_BYTES = 64L << 20;

    private final String name;
    private final DoubleDummySolver solver;

    /** The solver with the features in {@code off} (labels of {@link #FEATURES}) switched off. */
    DdsTechnique(String name, Set<String> off) {
        SolverOptions options = SolverOptions.defaults().withTableBytes(TABLE_BYTES);
        for (String feature : off) {
            options = options.with(SolverOptions.Feature.ofLabel(feature), false);
        }
        this.name = name;
        this.solver = new DoubleDummySolver(options);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String appliesTo() {
        return "bridge";
    }

    @Override
    public boolean supports(Subject subject) {
        return subject instanceof BridgeSuite.BridgeSubject;
    }

    /** Solves to the answer: the solver takes no node budget, {@code maxNodes} is not applied. */
    @Override
    public Measurement measure(Subject subject, long maxNodes) {
        solver.clearTable();
        SolverStats before = solver.stats().copy();
        long start = System.nanoTime();
        int tricks = solver.tricks(((BridgeSuite.BridgeSubject) subject).position);
        long elapsed = System.nanoTime() - start;
        SolverStats used = solver.stats().since(before);
        SearchStats stats = new SearchStats();
        stats.nodes = used.nodes;
        stats.tableProbes = used.tableProbes;
        stats.tableHits = used.tableHits;
        stats.iterations = used.tests;
        stats.elapsedNanos = elapsed;
        return new Measurement(subject, name, tricks, stats);
    }
}
