package org.zwang.compare;

import java.util.Locale;
import org.zwang.bridge.solver.DoubleDummySolver;
import org.zwang.bridge.solver.SolverOptions;
import org.zwang.bridge.solver.SolverStats;
import org.zwang.search.SearchStats;

/**
 * The double-dummy solver (partition search with Haglund's techniques) as a comparison technique on
 * bridge subjects, with any of its techniques switched off: {@code dds:no-quick-tricks},
 * {@code dds:no-table}, {@code dds:no-winning-ranks}, ... (the labels of
 * {@link SolverOptions.Technique}). The table is cleared before each position, so each measurement
 * starts cold.
 */
public final class DdsTechnique implements Technique {

    private static final long TABLE_BYTES = 64L << 20;

    private final String name;
    private final DoubleDummySolver solver;

    private DdsTechnique(String name, SolverOptions options) {
        this.name = name;
        this.solver = new DoubleDummySolver(options);
    }

    /** Parses {@code dds[:no-LABEL]...}; null when the name is not {@code dds}. */
    public static DdsTechnique parse(String spec) {
        String[] parts = spec.split(":");
        if (!parts[0].equalsIgnoreCase("dds")) {
            return null;
        }
        SolverOptions options = SolverOptions.defaults().withTableBytes(TABLE_BYTES);
        for (int i = 1; i < parts.length; i++) {
            String part = parts[i].toLowerCase(Locale.ROOT);
            if (!part.startsWith("no-")) {
                throw new IllegalArgumentException("unknown switch '" + parts[i] + "' for dds (write no-LABEL, LABEL one of "
                        + labels() + ")");
            }
            SolverOptions.Technique technique;
            try {
                technique = SolverOptions.Technique.ofLabel(part.substring(3));
            } catch (IllegalArgumentException unknown) {
                throw new IllegalArgumentException("unknown switch '" + parts[i] + "' for dds (LABEL one of " + labels()
                        + ")");
            }
            options = options.with(technique, false);
        }
        return new DdsTechnique(spec, options);
    }

    /** The labels of the solver's techniques. */
    public static String labels() {
        StringBuilder text = new StringBuilder();
        for (SolverOptions.Technique technique : SolverOptions.Technique.values()) {
            text.append(text.length() == 0 ? "" : ", ").append(technique.label());
        }
        return text.toString();
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public boolean supports(Subject subject) {
        return subject instanceof BridgeSuite.BridgeSubject;
    }

    @Override
    public Measurement measure(Subject subject) {
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
