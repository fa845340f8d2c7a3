package org.zwang.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.zwang.search.SearchStats;

/**
 * The per game, origin (shipped, generated, the user's file) and technique totals a comparison
 * reports: positions run, how many finished and how many ran out of budget, then over the finished
 * ones only — nodes, time, nodes per second, table hit rate, first-move cutoff rate, effective
 * branching factor (geometric mean over positions of nodes^(1/depth in moves)) — and nodes relative to
 * a baseline technique on the positions both finished: the ratio of the totals, and the geometric mean
 * of the per-position ratios with its bootstrap 95% interval ({@link RatioInterval}). A run out of budget is never summed: its
 * position is left out of the totals and listed ({@link #outOfBudget}).
 */
public final class Summary {

    /** One row: a technique on the positions of one origin of a game. */
    public static final class Row {
        public final String game;
        public final Subject.Origin origin;
        public final String technique;
        /** Positions the technique ran on. */
        public final int positions;
        /** Of those, the ones it ran out of budget on (not in the totals). */
        public final int outOfBudget;
        /** Counters summed over the finished positions. */
        public final SearchStats totals;
        public final double effectiveBranchingFactor;
        /** Nodes divided by the baseline's nodes on the positions both finished; NaN without a baseline. */
        public final double ratioToBaseline;
        /**
         * The per-position node ratios to the baseline on the positions both finished: their geometric
         * mean with a bootstrap 95% interval ({@link RatioInterval#NONE} without a baseline).
         */
        public final RatioInterval perPosition;

        Row(String game, Subject.Origin origin, String technique, int positions, int outOfBudget, SearchStats totals,
                double ebf, double ratio, RatioInterval perPosition) {
            this.game = game;
            this.origin = origin;
            this.technique = technique;
            this.positions = positions;
            this.outOfBudget = outOfBudget;
            this.totals = totals;
            this.effectiveBranchingFactor = ebf;
            this.ratioToBaseline = ratio;
            this.perPosition = perPosition;
        }

        /** Positions finished (solved or proved): what the totals are over. */
        public int finished() {
            return positions - outOfBudget;
        }
    }

    private Summary() {
    }

    /**
     * Rows in the order games and origins first appear, and within each in the order the techniques
     * first appear in all the measurements (the order they were listed in).
     */
    public static List<Row> of(List<Measurement> measurements, String baseline) {
        Map<String, Integer> techniqueOrder = new LinkedHashMap<>();
        for (Measurement m : measurements) {
            techniqueOrder.putIfAbsent(m.technique(), techniqueOrder.size());
        }
        Map<String, Map<String, List<Measurement>>> groups = new LinkedHashMap<>();
        for (Measurement m : measurements) {
            groups.computeIfAbsent(m.subject().game() + "\u0000" + m.subject().origin(), g -> new java.util.TreeMap<>(
                    java.util.Comparator.comparing(techniqueOrder::get)))
                    .computeIfAbsent(m.technique(), t -> new ArrayList<>()).add(m);
        }
        List<Row> rows = new ArrayList<>();
        for (Map<String, List<Measurement>> group : groups.values()) {
            List<Measurement> base = baseline == null ? null : group.get(baseline);
            for (Map.Entry<String, List<Measurement>> technique : group.entrySet()) {
                SearchStats totals = new SearchStats();
                double logEbf = 0;
                int finished = 0;
                for (Measurement m : technique.getValue()) {
                    if (m.finished()) {
                        totals.add(m.stats());
                        logEbf += Math.log(Math.max(1, m.stats().nodes)) / Math.max(1, m.subject().genericDepth());
                        finished++;
                    }
                }
                Subject first = technique.getValue().get(0).subject();
                int positions = technique.getValue().size();
                rows.add(new Row(first.game(), first.origin(), technique.getKey(), positions, positions - finished,
                        totals, finished == 0 ? Double.NaN : Math.exp(logEbf / finished),
                        ratio(technique.getValue(), base), perPosition(technique.getValue(), base)));
            }
        }
        return rows;
    }

    /** The runs that ran out of budget, in the order measured: listed beside the totals, never in them. */
    public static List<Measurement> outOfBudget(List<Measurement> measurements) {
        return measurements.stream().filter(m -> !m.finished()).toList();
    }

    /** The seed of every summary's bootstrap: the same records give the same intervals. */
    static final long BOOTSTRAP_SEED = 2026;

    /** The per-position ratios of {@code runs}' nodes to the baseline's, on the subjects both finished. */
    private static RatioInterval perPosition(List<Measurement> runs, List<Measurement> base) {
        if (base == null) {
            return RatioInterval.NONE;
        }
        Map<Subject, Measurement> baseBySubject = new java.util.IdentityHashMap<>();
        base.forEach(b -> baseBySubject.put(b.subject(), b));
        List<Double> ratios = new ArrayList<>();
        for (Measurement m : runs) {
            Measurement b = baseBySubject.get(m.subject());
            if (b != null && m.finished() && b.finished()) {
                ratios.add((double) Math.max(1, m.stats().nodes) / Math.max(1, b.stats().nodes));
            }
        }
        return RatioInterval.of(ratios.stream().mapToDouble(Double::doubleValue).toArray(), BOOTSTRAP_SEED);
    }

    /** Nodes of {@code runs} over the baseline's nodes, on the subjects both finished. */
    private static double ratio(List<Measurement> runs, List<Measurement> base) {
        if (base == null) {
            return Double.NaN;
        }
        long mine = 0;
        long theirs = 0;
        for (Measurement m : runs) {
            for (Measurement b : base) {
                if (b.subject() == m.subject() && m.finished() && b.finished()) {
                    mine += m.stats().nodes;
                    theirs += b.stats().nodes;
                }
            }
        }
        return theirs == 0 ? Double.NaN : (double) mine / theirs;
    }
}
