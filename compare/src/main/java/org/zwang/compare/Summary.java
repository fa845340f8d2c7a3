package org.zwang.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.zwang.search.SearchStats;

/**
 * The per game and technique totals a comparison reports: positions, nodes, time, nodes per second,
 * table hit rate, first-move cutoff rate, effective branching factor (geometric mean over positions
 * of nodes^(1/depth in moves)) and nodes relative to a baseline technique on the same positions.
 */
public final class Summary {

    /** One row: a technique on a game. */
    public static final class Row {
        public final String game;
        public final String technique;
        public final int positions;
        public final SearchStats totals;
        public final double effectiveBranchingFactor;
        /** Nodes divided by the baseline's nodes on the same positions; NaN without a baseline. */
        public final double ratioToBaseline;

        Row(String game, String technique, int positions, SearchStats totals, double ebf, double ratio) {
            this.game = game;
            this.technique = technique;
            this.positions = positions;
            this.totals = totals;
            this.effectiveBranchingFactor = ebf;
            this.ratioToBaseline = ratio;
        }
    }

    private Summary() {
    }

    /** Rows in the order games and techniques first appear. */
    public static List<Row> of(List<Measurement> measurements, String baseline) {
        Map<String, Map<String, List<Measurement>>> byGame = new LinkedHashMap<>();
        for (Measurement m : measurements) {
            byGame.computeIfAbsent(m.subject().game(), g -> new LinkedHashMap<>())
                    .computeIfAbsent(m.technique(), t -> new ArrayList<>()).add(m);
        }
        List<Row> rows = new ArrayList<>();
        for (Map.Entry<String, Map<String, List<Measurement>>> game : byGame.entrySet()) {
            List<Measurement> base = baseline == null ? null : game.getValue().get(baseline);
            for (Map.Entry<String, List<Measurement>> technique : game.getValue().entrySet()) {
                SearchStats totals = new SearchStats();
                double logEbf = 0;
                for (Measurement m : technique.getValue()) {
                    totals.add(m.stats());
                    logEbf += Math.log(Math.max(1, m.stats().nodes)) / Math.max(1, m.subject().genericDepth());
                }
                int positions = technique.getValue().size();
                rows.add(new Row(game.getKey(), technique.getKey(), positions, totals, Math.exp(logEbf / positions),
                        ratio(technique.getValue(), base)));
            }
        }
        return rows;
    }

    /** Nodes of {@code runs} over the baseline's nodes, on the subjects both measured. */
    private static double ratio(List<Measurement> runs, List<Measurement> base) {
        if (base == null) {
            return Double.NaN;
        }
        long mine = 0;
        long theirs = 0;
        for (Measurement m : runs) {
            for (Measurement b : base) {
                if (b.subject() == m.subject()) {
                    mine += m.stats().nodes;
                    theirs += b.stats().nodes;
                }
            }
        }
        return theirs == 0 ? Double.NaN : (double) mine / theirs;
    }
}
