package org.zwang.cli.compare;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.zwang.bridge.io.Csv;
import org.zwang.bridge.io.Json;
import org.zwang.compare.play.PlayOff;
import org.zwang.compare.play.PlayOffSeries;
import org.zwang.stats.BradleyTerry;

/**
 * Writes play-offs over budgets as text (per budget the standings with the joint fit's ratings, the
 * cross table and the likelihood-of-superiority table; with several budgets, the ratings against
 * budget and where each pair's order flips), CSV (long format: one row per game, budget,
 * technique and opponent) or JSON, the text and JSON with the {@link RunRecord} of the run.
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
            if (game.byBudget().size() < 2) {
                continue; // one budget: its table above is all there is
            }
            out.println();
            out.printf(Locale.ROOT, "# %s: Elo relative to %s (95%% interval) by %s a move%n", game.game(),
                    game.byBudget().get(0).anchor(), game.byBudget().get(0).budget().timed() ? "time" : "positions");
            List<String> techniques = game.byBudget().get(0).techniques();
            StringBuilder header = new StringBuilder(String.format(Locale.ROOT, "%-20s", "technique"));
            for (PlayOff.Result result : game.byBudget()) {
                header.append(String.format(Locale.ROOT, " %20s", result.budget()));
            }
            out.println(header);
            for (String technique : techniques) {
                StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%-20s", technique));
                for (PlayOff.Result result : game.byBudget()) {
                    row.append(String.format(Locale.ROOT, " %20s", result.fit().rating(technique).text()));
                }
                out.println(row);
            }
            out.println();
            out.printf(Locale.ROOT, "# %s: where the head-to-head order flips (points against each other, "
                    + "budgets %s to %s)%n", game.game(), game.byBudget().get(0).budget(),
                    game.byBudget().get(game.byBudget().size() - 1).budget());
            for (PlayOffSeries.Crossover crossover : game.crossovers()) {
                out.println(crossover.describe());
            }
        }
    }

    /** One round-robin: the standings with the joint fit's ratings, the cross table and the superiority table. */
    private static void writeRoundRobin(PrintWriter out, PlayOff.Result result) {
        out.printf(Locale.ROOT, "# play-off: %s, %s, %d openings x 2 colours%n", result.game(),
                result.budget().describe(), result.openings());
        out.printf(Locale.ROOT, "%-20s %7s %7s  %s%n", "technique", "games", "points",
                "Elo relative to " + result.anchor() + " (95%, joint fit)");
        for (PlayOff.Standing standing : result.standings()) {
            out.printf(Locale.ROOT, "%-20s %7d %7.1f  %s%n", standing.technique(), standing.games(),
                    standing.points(), standing.rating().text());
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
        out.println();
        boolean decisive = java.util.Arrays.stream(result.wins()).flatMapToInt(java.util.Arrays::stream).sum() > 0;
        out.printf(Locale.ROOT, "# likelihood of superiority: the row better than the column (%s)%n", decisive
                ? String.format(Locale.ROOT, "draw margin %.0f Elo", result.fit().drawElo()) : "every game drawn");
        out.println(header);
        for (int r = 0; r < result.techniques().size(); r++) {
            StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%-20s", result.techniques().get(r)));
            for (int c = 0; c < result.techniques().size(); c++) {
                row.append(r == c ? String.format(Locale.ROOT, " %12s", "-")
                        : String.format(Locale.ROOT, " %11.1f%%", 100 * result.fit().los()[r][c]));
            }
            out.println(row);
        }
    }

    /**
     * The head-to-head records in long format: one row per game, budget, technique and opponent (the
     * same columns whatever the techniques), with the technique's rating of that round-robin's joint
     * fit beside them (relative to {@code anchor}; {@code elo} empty unless the data bound both sides,
     * {@code elo_low} or {@code elo_high} empty where they bound none) and the likelihood that it is
     * better than the opponent. No comment lines: the run's metadata goes to stderr and to
     * {@code --metadata FILE}.
     */
    static final List<String> CSV_COLUMNS = List.of("game", "budget", "budget_unit", "technique", "opponent", "games", "wins",
            "draws", "losses", "points", "anchor", "elo", "elo_low95", "elo_high95", "superiority");

    private static void writeCsv(PrintWriter out, List<PlayOffSeries.Result> series) {
        out.println(csvLine(CSV_COLUMNS));
        for (PlayOffSeries.Result game : series) {
            for (PlayOff.Result result : game.byBudget()) {
                List<String> techniques = result.techniques();
                for (int r = 0; r < techniques.size(); r++) {
                    BradleyTerry.Rating rating = result.fit().ratings().get(r);
                    for (int c = 0; c < techniques.size(); c++) {
                        if (r == c) {
                            continue;
                        }
                        out.println(csvLine(List.of(game.game(), Long.toString(result.budget().amount()),
                                result.budget().timed() ? "ms" : "positions", techniques.get(r),
                                techniques.get(c), Integer.toString(result.gamesPerPair()),
                                Integer.toString(result.wins()[r][c]), Integer.toString(result.draws()[r][c]),
                                Integer.toString(result.losses(r, c)), number(result.cross()[r][c]), result.anchor(),
                                blankIfNull(estimate(rating)), blankIfNull(low(rating)), blankIfNull(high(rating)),
                                String.format(Locale.ROOT, "%.4f", result.fit().los()[r][c]))));
                    }
                }
            }
        }
    }

    private static String csvLine(List<String> cells) {
        return Csv.row(cells.toArray());
    }

    private static void writeJson(PrintWriter out, List<PlayOffSeries.Result> series, RunRecord record) {
        out.println("{");
        out.println("  \"run\": " + record.json() + ",");
        out.println("  \"games\": [");
        for (int g = 0; g < series.size(); g++) {
            PlayOffSeries.Result game = series.get(g);
            out.println("    {\"game\": " + Json.string(game.game()) + ", \"budgets\": [");
            for (int b = 0; b < game.byBudget().size(); b++) {
                PlayOff.Result result = game.byBudget().get(b);
                out.printf(Locale.ROOT, "      {\"budget\": %d, \"budget_unit\": %s, \"openings\": %d, "
                        + "\"games_per_pair\": %d, \"anchor\": %s, \"draw_elo\": %s, \"standings\": [%n",
                        result.budget().amount(), Json.string(result.budget().timed() ? "ms" : "positions"),
                        result.openings(),
                        result.gamesPerPair(), Json.string(result.anchor()), number(result.fit().drawElo()));
                for (int s = 0; s < result.standings().size(); s++) {
                    PlayOff.Standing standing = result.standings().get(s);
                    BradleyTerry.Rating rating = standing.rating();
                    out.printf(Locale.ROOT, "        {\"technique\": %s, \"games\": %d, \"points\": %s, "
                            + "\"elo\": %s, \"elo_low95\": %s, \"elo_high95\": %s, \"elo_text\": %s, "
                            + "\"points_vs\": {%s}, \"superiority_vs\": {%s}}%s%n",
                            Json.string(standing.technique()), standing.games(), number(standing.points()),
                            nullIfNull(estimate(rating)), nullIfNull(low(rating)), nullIfNull(high(rating)),
                            Json.string(rating.text()), pointsAgainst(result, standing.technique()),
                            superiorityAgainst(result, standing.technique()),
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

    /** The rating's estimate, or null unless the data bound it on both sides (an anchor: 0). */
    private static String estimate(BradleyTerry.Rating rating) {
        return rating.boundedBelow() && rating.boundedAbove() ? number(rating.elo()) : null;
    }

    /** The interval's lower end, or null where nothing bounds it. */
    private static String low(BradleyTerry.Rating rating) {
        return rating.boundedBelow() ? number(rating.low()) : null;
    }

    /** The interval's upper end, or null where nothing bounds it. */
    private static String high(BradleyTerry.Rating rating) {
        return rating.boundedAbove() ? number(rating.high()) : null;
    }

    private static String blankIfNull(String value) {
        return value == null ? "" : value;
    }

    private static String nullIfNull(String value) {
        return value == null ? "null" : value;
    }

    /** {@code "mcts": 0.9731, ...}: the likelihood that {@code technique} is better than each other one. */
    private static String superiorityAgainst(PlayOff.Result result, String technique) {
        int row = result.techniques().indexOf(technique);
        List<String> members = new ArrayList<>();
        for (int c = 0; c < result.techniques().size(); c++) {
            if (c != row) {
                members.add(Json.string(result.techniques().get(c)) + ": "
                        + String.format(Locale.ROOT, "%.4f", result.fit().los()[row][c]));
            }
        }
        return String.join(", ", members);
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
