package org.zwang.cli.compare;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.zwang.bridge.io.Json;
import org.zwang.compare.Summary;

/**
 * Writes a comparison's summary rows as an aligned text table, CSV (RFC 4180) or JSON; text and JSON
 * hold the {@link RunRecord} of the run (text: {@code #} lines before the table), CSV only the table
 * (the command says the record on stderr: a line starting with {@code #} is a row to CSV readers).
 */
public final class ReportWriter {

    /** The output formats. */
    public enum Format {
        TEXT, CSV, JSON
    }

    private static final String[] COLUMNS = {"game", "technique", "positions", "nodes", "time_ms", "knodes_per_s",
        "table_hit_pct", "first_move_cutoff_pct", "ebf", "nodes_vs_baseline"};

    private ReportWriter() {
    }

    static void write(PrintWriter out, List<Summary.Row> rows, Format format, String baseline, RunRecord record) {
        switch (format) {
            case CSV:
                writeCsv(out, rows);
                break;
            case JSON:
                writeJson(out, rows, baseline, record);
                break;
            default:
                record.commentLines().forEach(out::println);
                writeText(out, rows, baseline);
        }
        out.flush();
    }

    private static String[] cells(Summary.Row row) {
        return new String[] {
            row.game,
            row.technique,
            Integer.toString(row.positions),
            Long.toString(row.totals.nodes),
            String.format(Locale.ROOT, "%.1f", row.totals.elapsedNanos / 1e6),
            String.format(Locale.ROOT, "%.0f", row.totals.nodesPerSecond() / 1e3),
            row.totals.tableProbes == 0 ? "-" : String.format(Locale.ROOT, "%.1f", 100 * row.totals.tableHitRate()),
            row.totals.betaCutoffs == 0 ? "-" : String.format(Locale.ROOT, "%.1f",
                    100 * row.totals.firstMoveCutoffRate()),
            String.format(Locale.ROOT, "%.2f", row.effectiveBranchingFactor),
            Double.isNaN(row.ratioToBaseline) ? "-" : String.format(Locale.ROOT, "%.3f", row.ratioToBaseline),
        };
    }

    private static void writeText(PrintWriter out, List<Summary.Row> rows, String baseline) {
        String[] header = {"game", "technique", "positions", "nodes", "time ms", "knodes/s", "table hit %",
            "1st-move cut %", "EBF", "nodes vs " + (baseline == null ? "baseline" : baseline)};
        int[] widths = new int[header.length];
        for (int i = 0; i < header.length; i++) {
            widths[i] = header[i].length();
        }
        for (Summary.Row row : rows) {
            String[] cells = cells(row);
            for (int i = 0; i < cells.length; i++) {
                widths[i] = Math.max(widths[i], cells[i].length());
            }
        }
        printAligned(out, header, widths);
        String previousGame = null;
        for (Summary.Row row : rows) {
            if (previousGame != null && !previousGame.equals(row.game)) {
                out.println();
            }
            previousGame = row.game;
            printAligned(out, cells(row), widths);
        }
    }

    private static void printAligned(PrintWriter out, String[] cells, int[] widths) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < cells.length; i++) {
            boolean left = i < 2;
            String cell = cells[i];
            String pad = " ".repeat(widths[i] - cell.length());
            line.append(left ? cell + pad : pad + cell);
            if (i < cells.length - 1) {
                line.append("  ");
            }
        }
        out.println(line.toString().stripTrailing());
    }

    private static void writeCsv(PrintWriter out, List<Summary.Row> rows) {
        out.println(String.join(",", COLUMNS));
        for (Summary.Row row : rows) {
            String[] cells = cells(row);
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < cells.length; i++) {
                if (i > 0) {
                    line.append(',');
                }
                line.append(csvField(cells[i].equals("-") ? "" : cells[i]));
            }
            out.println(line);
        }
    }

    static String csvField(String field) {
        if (field.contains(",") || field.contains("\"") || field.contains("\n") || field.contains("\r")) {
            return '"' + field.replace("\"", "\"\"") + '"';
        }
        return field;
    }

    private static void writeJson(PrintWriter out, List<Summary.Row> rows, String baseline, RunRecord record) {
        out.println("{");
        record.jsonMembers().forEach(out::println);
        out.println("  \"baseline\": " + (baseline == null ? "null" : Json.string(baseline)) + ",");
        out.println("  \"rows\": [");
        for (int r = 0; r < rows.size(); r++) {
            String[] cells = cells(rows.get(r));
            StringBuilder line = new StringBuilder("    {");
            for (int i = 0; i < cells.length; i++) {
                if (i > 0) {
                    line.append(", ");
                }
                line.append(Json.string(COLUMNS[i])).append(": ");
                line.append(i < 2 ? Json.string(cells[i]) : cells[i].equals("-") ? "null" : cells[i]);
            }
            line.append(r < rows.size() - 1 ? "}," : "}");
            out.println(line);
        }
        out.println("  ]");
        out.println("}");
    }
}
