package org.zwang.cli.compare;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.zwang.bridge.io.Json;
import org.zwang.compare.play.PlayOff;
import org.zwang.compare.play.PlayOffSeries;
import org.zwang.record.stats.Pentanomial;

/**
 * Writes play-offs over budgets as text (per budget the standings and the cross table, then Elo
 * against budget and where each pair's order flips), CSV (one row per game, budget and technique,
 * with its points against every technique) or JSON, each with the {@link RunRecord} of the run.
 */
final class PlayReport {

    private PlayReport() {
    }

    static void write(PrintWriter out, List<PlayOffSeries.Result> series, ReportWriter.Format format,
            RunRecord record) {
        switch (format) {
            case CSV:
                writeCsv(out, series);
                break;
            case JSON:
                writeJson(out, series, record);
                break;
            default:
                writeText(out, series, record);
        }
        out.flush();
    }

    private static void writeText(PrintWriter out, List<PlayOffSeries.Result> series, RunRecord record) {
        record.commentLines().forEach(out::println);
        for (PlayOffSeries.Result game : series) {
            for (PlayOff.Result result : game.byBudget()) {
                out.println();
                writeRoundRobin(out, result);
            }
            out.println();
            out.printf(Locale.ROOT, "# %s: Elo against the field (95%% interval) by positions a move%n", game.game());
            List<String> techniques = game.byBudget().get(0).techniques();
            StringBuilder header = new StringBuilder(String.format(Locale.ROOT, "%-20s", "technique"));
            for (PlayOff.Result result : game.byBudget()) {
                header.append(String.format(Locale.ROOT, " %18d", result.budget()));
            }
            out.println(header);
            for (String technique : techniques) {
                StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%-20s", technique));
                for (PlayOff.Result result : game.byBudget()) {
                    row.append(String.format(Locale.ROOT, " %18s", standing(result, technique).elo()));
                }
                out.println(row);
            }
            out.println();
            out.printf(Locale.ROOT, "# %s: where the head-to-head order flips%n", game.game());
            for (PlayOffSeries.Crossover crossover : game.crossovers()) {
                out.println(crossover.describe());
            }
        }
    }

    /** One round-robin: the standings and the cross table. */
    private static void writeRoundRobin(PrintWriter out, PlayOff.Result result) {
        out.printf(Locale.ROOT, "# play-off: %s, %d positions a move, %d openings x 2 colours%n", result.game(),
                result.budget(), result.openings());
        out.printf(Locale.ROOT, "%-20s %7s %7s  %-18s  %s%n", "technique", "games", "points", "Elo vs field (95%)",
                "pairs [LL LD DD+WL WD WW]");
        for (PlayOff.Standing standing : result.standings()) {
            out.printf(Locale.ROOT, "%-20s %7d %7.1f  %-18s  %s%n", standing.technique(), standing.games(),
                    standing.points(), standing.elo(), standing.pairs());
        }
        out.println();
        out.printf(Locale.ROOT, "# cross table: the row's points against the column, of %d games%n",
                result.gamesPerPair());
        StringBuilder header = new StringBuilder(String.format(Locale.ROOT, "%-20s", ""));
        for (String column : result.techniques()) {
            header.append(String.format(Locale.ROOT, " %12s", column));
        }
        out.println(header);
        for (int r = 0; r < result.techniques().size(); r++) {
            StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%-20s", result.techniques().get(r)));
            for (int c = 0; c < result.techniques().size(); c++) {
                row.append(r == c ? String.format(Locale.ROOT, " %12s", "-")
                        : String.format(Locale.ROOT, " %12.1f", result.cross()[r][c]));
            }
            out.println(row);
        }
    }

    private static void writeCsv(PrintWriter out, List<PlayOffSeries.Result> series) {
        List<String> techniques = series.get(0).byBudget().get(0).techniques();
        List<String> header = new ArrayList<>(List.of("game", "budget", "technique", "games", "points", "elo",
                "elo_margin95", "pairs_ll", "pairs_ld", "pairs_dd_wl", "pairs_wd", "pairs_ww"));
        for (String technique : techniques) {
            header.add("points_vs_" + technique);
        }
        out.println(csvLine(header));
        for (PlayOffSeries.Result game : series) {
            for (PlayOff.Result result : game.byBudget()) {
                for (int r = 0; r < techniques.size(); r++) {
                    PlayOff.Standing standing = standing(result, techniques.get(r));
                    Pentanomial pairs = standing.pairs();
                    List<String> cells = new ArrayList<>(List.of(game.game(), Long.toString(result.budget()),
                            standing.technique(), Integer.toString(standing.games()), number(standing.points()),
                            number(pairs.elo()), number(pairs.eloMargin95())));
                    for (int half = 0; half <= 4; half++) {
                        cells.add(Long.toString(pairs.count(half)));
                    }
                    for (int c = 0; c < techniques.size(); c++) {
                        cells.add(r == c ? "" : number(result.cross()[r][c]));
                    }
                    out.println(csvLine(cells));
                }
            }
        }
    }

    private static String csvLine(List<String> cells) {
        return String.join(",", cells.stream().map(ReportWriter::csvField).toList());
    }

    private static void writeJson(PrintWriter out, List<PlayOffSeries.Result> series, RunRecord record) {
        out.println("{");
        record.jsonMembers().forEach(out::println);
        out.println("  \"games\": [");
        for (int g = 0; g < series.size(); g++) {
            PlayOffSeries.Result game = series.get(g);
            out.println("    {\"game\": " + Json.string(game.game()) + ", \"budgets\": [");
            for (int b = 0; b < game.byBudget().size(); b++) {
                PlayOff.Result result = game.byBudget().get(b);
                out.printf(Locale.ROOT, "      {\"budget\": %d, \"openings\": %d, \"games_per_pair\": %d, "
                        + "\"standings\": [%n", result.budget(), result.openings(), result.gamesPerPair());
                for (int s = 0; s < result.standings().size(); s++) {
                    PlayOff.Standing standing = result.standings().get(s);
                    Pentanomial pairs = standing.pairs();
                    out.printf(Locale.ROOT, "        {\"technique\": %s, \"games\": %d, \"points\": %s, \"elo\": %s, "
                            + "\"elo_margin95\": %s, \"pairs\": [%d, %d, %d, %d, %d], \"points_vs\": {%s}}%s%n",
                            Json.string(standing.technique()), standing.games(), number(standing.points()),
                            number(pairs.elo()), number(pairs.eloMargin95()), pairs.count(0), pairs.count(1),
                            pairs.count(2), pairs.count(3), pairs.count(4), pointsAgainst(result, standing.technique()),
                            s < result.standings().size() - 1 ? "," : "");
                }
                out.println("      ]}" + (b < game.byBudget().size() - 1 ? "," : ""));
            }
            out.println("    ], \"crossovers\": [");
            for (int c = 0; c < game.crossovers().size(); c++) {
                PlayOffSeries.Crossover crossover = game.crossovers().get(c);
                out.printf(Locale.ROOT, "      {\"ahead\": %s, \"behind\": %s, \"first_budget\": %s, "
                        + "\"overtakes_at\": %s, \"text\": %s}%s%n", Json.string(crossover.ahead()),
                        Json.string(crossover.behind()),
                        crossover.firstBudget() == 0 ? "null" : Long.toString(crossover.firstBudget()),
                        crossover.flips() ? Long.toString(crossover.overtakesAt()) : "null",
                        Json.string(crossover.describe()), c < game.crossovers().size() - 1 ? "," : "");
            }
            out.println("    ]}" + (g < series.size() - 1 ? "," : ""));
        }
        out.println("  ]");
        out.println("}");
    }

    /** {@code "mcts": 12.5, "random": 19} for the row of {@code technique} in the cross table. */
    private static String pointsAgainst(PlayOff.Result result, String technique) {
        int row = result.techniques().indexOf(technique);
        List<String> members = new ArrayList<>();
        for (int c = 0; c < result.techniques().size(); c++) {
            if (c != row) {
                members.add(Json.string(result.techniques().get(c)) + ": " + number(result.cross()[row][c]));
            }
        }
        return String.join(", ", members);
    }

    static PlayOff.Standing standing(PlayOff.Result result, String technique) {
        for (PlayOff.Standing standing : result.standings()) {
            if (standing.technique().equals(technique)) {
                return standing;
            }
        }
        throw new IllegalStateException("no standing for " + technique);
    }

    /** A finite number with at most one decimal ({@code 12}, {@code 12.5}, {@code -117.1}); JSON has no NaN. */
    private static String number(double value) {
        if (!Double.isFinite(value)) {
            return "null";
        }
        String text = String.format(Locale.ROOT, "%.1f", value);
        text = text.endsWith(".0") ? text.substring(0, text.length() - 2) : text;
        return text.equals("-0") ? "0" : text;
    }
}
