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
 * bridge subjects, starting from the solver's defaults ({@link SolverOptions#defaults()}) with any of
 * its features switched from its default: off for one on by default ({@code dds:no-quick-tricks},
 * {@code dds:no-table}, {@code dds:no-follow-rules}, ...), on for one off by default
 * ({@code dds:hcp-guess}); the words are the labels of the solver's
 * {@link SolverOptions.Feature}s. The table is cleared before each position, so each measurement
 * starts cold. Built by {@link TechniqueRegistry}.
 */
public final class DdsTechnique implements Technique {

    /**
     * The switches, in the solver's order: {@code no-LABEL} for a feature on by default, {@code LABEL}
     * for one off by default.
     */
    static final List<String> SWITCHES = Arrays.stream(SolverOptions.Feature.values())
            .map(f -> f.onByDefault() ? TechniqueRegistry.offSwitch(f.label()) : f.label())
            .toList();

    private static final long TABLE_BYTES = 64L << 20;

    private final String name;
    private final DoubleDummySolver solver;

    /** The solver with the features in {@code flipped} (labels) switched from their defaults. */
    DdsTechnique(String name, Set<String> flipped) {
        SolverOptions options = SolverOptions.defaults().withTableBytes(TABLE_BYTES);
        for (String label : flipped) {
            SolverOptions.Feature feature = SolverOptions.Feature.ofLabel(label);
            options = options.with(feature, !feature.onByDefault());
        }
        this.name = name;
        this.solver = new DoubleDummySolver(options);
    }

    /** The solver's options, for tests. */
    SolverOptions options() {
        return solver.options();
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
        return subject instanceof ContractBridgeGame.BridgeSubject;
    }

    /** Solves to the answer: the solver takes no node budget, {@code maxNodes} is not applied. */
    @Override
    public Measurement measure(Subject subject, long maxNodes) {
        solver.clearTable();
        SolverStats before = solver.stats().copy();
        long start = System.nanoTime();
        int tricks = solver.tricks(((ContractBridgeGame.BridgeSubject) subject).position);
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
