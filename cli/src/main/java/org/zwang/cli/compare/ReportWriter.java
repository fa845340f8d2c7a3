package org.zwang.cli.compare;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.zwang.bridge.io.Csv;
import org.zwang.bridge.io.Json;
import org.zwang.compare.Measurement;
import org.zwang.compare.RatioInterval;
import org.zwang.compare.Summary;

/**
 * Writes a comparison: as text, the summary table per game, origin and technique, then every run that
 * ran out of budget by name (never summed into the totals); as CSV, the per-position records in long
 * format (one row per game, position and technique, the same columns whatever was run, no comment
 * lines: a line starting with {@code #} is a row to CSV readers; the command says the run's metadata on
 * stderr and writes it to {@code --metadata FILE}); as JSON, the run's metadata, the same records and
 * the summary.
 */
public final class ReportWriter {

    /** The output formats. */
    public enum Format {
        TEXT, CSV, JSON
    }

    /**
     * The columns of a per-position record, in order. {@code status} is {@code solved} (the value
     * computed), {@code proved} (a prover's outcome: 1 win, 0 draw, -1 loss for the side to move) or
     * {@code out-of-budget} (no value; the counters are what was spent); {@code oracle} is the outside
     * solver's value where the position has one.
     */
    static final List<String> RECORD_COLUMNS = List.of("game", "origin", "set", "id", "position", "depth",
            "depth_unit", "technique", "status", "value", "oracle", "nodes", "time_ms", "table_probes",
            "table_hits", "beta_cutoffs", "first_move_cutoffs", "iterations");

    /** The columns of records and summary rows that are text (JSON strings); the rest are numbers or empty. */
    private static final java.util.Set<String> TEXT_COLUMNS = java.util.Set.of("game", "origin", "set", "id",
            "position", "depth_unit", "technique", "status");

    private static final List<String> SUMMARY_COLUMNS = List.of("game", "origin", "technique", "positions",
            "out_of_budget", "nodes", "time_ms", "knodes_per_s", "table_hit_pct", "first_move_cutoff_pct", "ebf",
            "total_vs_baseline", "geomean_vs_baseline", "geomean_low95", "geomean_high95", "geomean_positions");

    private ReportWriter() {
    }

    static void write(PrintWriter out, List<Measurement> measurements, List<Summary.Row> rows, Format format,
            String baseline, RunRecord record) {
        switch (format) {
            case CSV:
                writeCsv(out, measurements);
                break;
            case JSON:
                writeJson(out, measurements, rows, baseline, record);
                break;
            default:
                record.commentLines().forEach(out::println);
                writeText(out, rows, baseline);
                writeFilePositions(out, measurements);
                writeOutOfBudget(out, Summary.outOfBudget(measurements));
        }
        out.flush();
    }

    /** The record of one run, cell by cell in {@link #RECORD_COLUMNS} order; "" for none. */
    static List<String> recordCells(Measurement m) {
        boolean finished = m.finished();
        return List.of(m.subject().game(), m.subject().origin().label(), m.subject().set(), m.subject().id(),
                m.subject().position(), Integer.toString(m.subject().depth()), m.subject().depthUnit(), m.technique(),
                m.status().label(), finished ? Integer.toString(m.value()) : "",
                m.subject().expectedValue() == null ? "" : m.subject().expectedValue().toString(),
                Long.toString(m.stats().nodes), String.format(Locale.ROOT, "%.3f", m.stats().elapsedNanos / 1e6),
                Long.toString(m.stats().tableProbes), Long.toString(m.stats().tableHits),
                Long.toString(m.stats().betaCutoffs), Long.toString(m.stats().firstMoveCutoffs),
                Long.toString(m.stats().iterations));
    }

    private static List<String> summaryCells(Summary.Row row) {
        return List.of(row.game, row.origin.label(), row.technique, Integer.toString(row.positions),
                Integer.toString(row.outOfBudget), Long.toString(row.totals.nodes),
                String.format(Locale.ROOT, "%.1f", row.totals.elapsedNanos / 1e6),
                String.format(Locale.ROOT, "%.0f", row.totals.nodesPerSecond() / 1e3),
                row.totals.tableProbes == 0 ? "" : String.format(Locale.ROOT, "%.1f", 100 * row.totals.tableHitRate()),
                row.totals.betaCutoffs == 0 ? "" : String.format(Locale.ROOT, "%.1f",
                        100 * row.totals.firstMoveCutoffRate()),
                Double.isNaN(row.effectiveBranchingFactor) ? ""
                        : String.format(Locale.ROOT, "%.2f", row.effectiveBranchingFactor),
                Double.isNaN(row.ratioToBaseline) ? "" : String.format(Locale.ROOT, "%.3f", row.ratioToBaseline),
                ratio(row.perPosition.geometricMean()), ratio(row.perPosition.low()), ratio(row.perPosition.high()),
                Integer.toString(row.perPosition.positions()));
    }

    /** A ratio to three significant figures or to the unit (0.765, 12.3, 266); "" for none. */
    private static String ratio(double value) {
        if (Double.isNaN(value)) {
            return "";
        }
        return String.format(Locale.ROOT, value >= 100 ? "%.0f" : value >= 10 ? "%.1f" : value >= 1 ? "%.2f" : "%.3f",
                value);
    }

    private static void writeText(PrintWriter out, List<Summary.Row> rows, String baseline) {
        String against = baseline == null ? "baseline" : baseline;
        String[] header = {"game", "positions", "technique", "runs", "out of budget", "nodes", "time ms", "knodes/s",
            "table hit %", "1st-move cut %", "EBF", "total vs " + against, "per position vs " + against + " (95%)"};
        List<String[]> lines = rows.stream().map(row -> {
            List<String> cells = summaryCells(row);
            String[] line = cells.subList(0, header.length).stream().map(cell -> cell.isEmpty() ? "-" : cell)
                    .toArray(String[]::new);
            RatioInterval interval = row.perPosition;
            line[header.length - 1] = interval.positions() == 0 ? "-" : ratio(interval.geometricMean()) + " ["
                    + ratio(interval.low()) + ", " + ratio(interval.high()) + "]";
            return line;
        }).toList();
        int[] widths = widths(header, lines);
        printAligned(out, header, widths);
        String previous = null;
        for (int r = 0; r < rows.size(); r++) {
            String group = rows.get(r).game + " " + rows.get(r).origin;
            if (previous != null && !previous.equals(group)) {
                out.println();
            }
            previous = group;
            printAligned(out, lines.get(r), widths);
        }
    }

    /** Each column's width: its widest cell, the header's included. */
    private static int[] widths(String[] header, List<String[]> lines) {
        int[] widths = new int[header.length];
        for (int i = 0; i < header.length; i++) {
            widths[i] = header[i].length();
            for (String[] line : lines) {
                widths[i] = Math.max(widths[i], line[i].length());
            }
        }
        return widths;
    }

    /**
     * The positions of the user's file ({@code --positions}), one line per position and technique:
     * what a researcher asked about, answered position by position.
     */
    private static void writeFilePositions(PrintWriter out, List<Measurement> measurements) {
        List<Measurement> fromFile = measurements.stream()
                .filter(m -> m.subject().origin() == org.zwang.compare.Subject.Origin.FILE).toList();
        if (fromFile.isEmpty()) {
            return;
        }
        out.println();
        out.printf(Locale.ROOT, "positions of %s:%n", fromFile.get(0).subject().set());
        String[] header = {"position", "technique", "status", "value", "oracle", "nodes"};
        List<String[]> lines = new java.util.ArrayList<>();
        for (Measurement m : fromFile) {
            Integer oracle = m.subject().expectedValue();
            lines.add(new String[] {m.subject().id(), m.technique(), m.status().label(),
                m.finished() ? Integer.toString(m.value()) : "-", oracle == null ? "-" : oracle.toString(),
                String.format(Locale.ROOT, "%,d", m.stats().nodes)});
        }
        int[] widths = widths(header, lines);
        printAligned(out, header, widths);
        for (String[] line : lines) {
            printAligned(out, line, widths);
        }
    }

    /** Every run that ran out of budget, by technique, game and position: listed, never summed. */
    private static void writeOutOfBudget(PrintWriter out, List<Measurement> outOfBudget) {
        if (outOfBudget.isEmpty()) {
            return;
        }
        out.println();
        out.printf(Locale.ROOT, "out of budget (%d runs, left out of the totals above):%n", outOfBudget.size());
        for (Measurement m : outOfBudget) {
            String position = m.subject().position().equals(m.subject().id()) ? ""
                    : " (" + m.subject().position() + ")";
            out.printf(Locale.ROOT, "  %s on %s %s %s%s: %,d nodes spent%n", m.technique(), m.subject().game(),
                    m.subject().origin().label(), m.subject().label(), position, m.stats().nodes);
        }
    }

    private static void printAligned(PrintWriter out, String[] cells, int[] widths) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < cells.length; i++) {
            boolean left = i < 3;
            String cell = cells[i];
            String pad = " ".repeat(widths[i] - cell.length());
            line.append(left ? cell + pad : pad + cell);
            if (i < cells.length - 1) {
                line.append("  ");
            }
        }
        out.println(line.toString().stripTrailing());
    }

    private static void writeCsv(PrintWriter out, List<Measurement> measurements) {
        out.println(String.join(",", RECORD_COLUMNS));
        for (Measurement m : measurements) {
            out.println(Csv.row(recordCells(m).toArray()));
        }
    }

    private static void writeJson(PrintWriter out, List<Measurement> measurements, List<Summary.Row> rows,
            String baseline, RunRecord record) {
        out.println("{");
        out.println("  \"run\": " + record.json() + ",");
        out.println("  \"baseline\": " + (baseline == null ? "null" : Json.string(baseline)) + ",");
        out.println("  \"records\": [");
        for (int r = 0; r < measurements.size(); r++) {
            out.println("    " + jsonObject(RECORD_COLUMNS, recordCells(measurements.get(r)))
                    + (r < measurements.size() - 1 ? "," : ""));
        }
        out.println("  ],");
        out.println("  \"summary\": [");
        for (int r = 0; r < rows.size(); r++) {
            out.println("    " + jsonObject(SUMMARY_COLUMNS, summaryCells(rows.get(r)))
                    + (r < rows.size() - 1 ? "," : ""));
        }
        out.println("  ]");
        out.println("}");
    }

    /** {@code {"name": value, ...}}: the {@link #TEXT_COLUMNS} as strings, the others as numbers or null. */
    private static String jsonObject(List<String> names, List<String> cells) {
        StringBuilder object = new StringBuilder("{");
        for (int i = 0; i < cells.size(); i++) {
            String name = names.get(i);
            boolean text = TEXT_COLUMNS.contains(name);
            String cell = cells.get(i);
            object.append(i == 0 ? "" : ", ").append(Json.string(name)).append(": ")
                    .append(text ? Json.string(cell) : cell.isEmpty() ? "null" : cell);
        }
        return object.append('}').toString();
    }
}
