package org.zwang.cli.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.zwang.cli.Main;
import org.zwang.compare.TechniqueRegistry;
import org.zwang.compare.play.Players;
import org.zwang.search.ZwangVersion;

/** The compare command end to end on the small games, its agreement check and its plot. */
class CompareCommandTest {

    private static final class Run {
        final int exitCode;
        final String out;
        final String err;

        Run(int exitCode, String out, String err) {
            this.exitCode = exitCode;
            this.out = out;
            this.err = err;
        }
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void csvHasOneRowPerGameAndTechnique() {
        Run run = run("compare", "--quick", "--games", "nim,tic-tac-toe", "--techniques", "alphabeta,pvs:no-table,mtdf",
                "--format", "csv", "--no-progress");
        assertEquals(0, run.exitCode, run.err);
        // Plain CSV: the header first (a '#' line would be the header to a CSV reader); the run's record on stderr
        String[] lines = run.out.lines().toArray(String[]::new);
        assertTrue(run.err.startsWith("compare: zwang " + ZwangVersion.current() + ", Java "), run.err);
        assertEquals("game,technique,positions,nodes,time_ms,knodes_per_s,table_hit_pct,first_move_cutoff_pct,ebf,"
                + "nodes_vs_baseline", lines[0]);
        assertEquals(1 + 2 * 3, lines.length, run.out);
        String nimBaseline = line(lines, "nim,alphabeta,");
        assertTrue(nimBaseline.startsWith("nim,alphabeta,3,"), nimBaseline);
        assertTrue(nimBaseline.endsWith(",1.000"), "the baseline's ratio to itself is 1: " + nimBaseline);
        String noTable = line(lines, "nim,pvs:no-table,");
        assertTrue(noTable.contains(",,"), "no table means no hit rate: " + noTable);
        assertTrue(line(lines, "tic-tac-toe,mtdf,").startsWith("tic-tac-toe,mtdf,4,"));
    }

    private static String line(String[] lines, String prefix) {
        for (String line : lines) {
            if (line.startsWith(prefix)) {
                return line;
            }
        }
        throw new AssertionError("no line starts with " + prefix);
    }

    @Test
    void minimaxIsTheReferenceOnSmallPositionsAndEveryoneAgrees() {
        Run run = run("compare", "--quick", "--games", "random-tree", "--techniques",
                "minimax,alphabeta,alphabeta:no-move-ordering,pvs,mtdf,bisection-guess,bisection-midpoint", "--format", "json");
        assertEquals(0, run.exitCode, run.err);
        assertTrue(run.out.contains("\"baseline\": \"minimax\""), run.out);
        assertTrue(run.out.contains("\"technique\": \"bisection-midpoint\""), run.out);
    }

    @Test
    void bridgeTechniquesAgreeWithEachOtherAndWithDds() {
        // Exit code 0 means every technique returned DDS's trick count (the subjects' oracle) on
        // every position it ran on; a mismatch would print DISAGREEMENT and exit 1.
        Run run = run("compare", "--quick", "--games", "bridge", "--techniques", "dds,alphabeta,mtdf,dds:no-quick-tricks",
                "--format", "csv");
        assertEquals(0, run.exitCode, run.err);
        assertTrue(line(run.out.split("\n"), "bridge,dds,").startsWith("bridge,dds,39,"), run.out);
        assertTrue(line(run.out.split("\n"), "bridge,alphabeta,").startsWith("bridge,alphabeta,15,"), run.out);
        assertTrue(!run.err.contains("DISAGREEMENT"), run.err);
    }

    @Test
    void aProverIsSkippedWhereItDoesNotApplyWithOneNoteNotAWrongAnswer() {
        // Bridge values count tricks: no win/draw/loss to prove. pns runs on tic-tac-toe only, alphabeta
        // on the 15 of 39 bridge positions small enough for the generic adapter.
        Run run = run("compare", "--quick", "--games", "bridge,tic-tac-toe", "--techniques", "alphabeta,pns",
                "--format", "csv");
        assertEquals(0, run.exitCode, run.err);
        assertTrue(run.out.lines().noneMatch(line -> line.startsWith("bridge,pns,")), run.out);
        assertTrue(line(run.out.split("\n"), "tic-tac-toe,pns,").startsWith("tic-tac-toe,pns,4,"), run.out);
        List<String> notes = run.err.lines().filter(line -> line.startsWith("compare: note:")).toList();
        assertEquals(List.of("compare: note: alphabeta skipped on 24 bridge positions (it runs on positions small "
                + "enough for the generic game adapters)",
                "compare: note: pns skipped on 39 bridge positions (it runs on positions searched to "
                + "the end of the game whose value is win, draw or loss for the side to move: tic-tac-toe, Nim, "
                + "random trees, Connect Four)"), notes, run.err);
    }

    @Test
    void duckSearchesAgreeWithGenericAlphaBetaOverWholeTurns() {
        // The bundle search never searches the duck; explicit and the generic searches do. At equal
        // depth with the same evaluation they must agree on every position (exit 0).
        Run run = run("compare", "--quick", "--games", "duck,chess", "--techniques", "alphabeta,explicit,bundle,pvs",
                "--baseline", "alphabeta", "--format", "csv");
        assertEquals(0, run.exitCode, run.err);
        String[] lines = run.out.split("\n");
        assertTrue(line(lines, "duck,bundle,").startsWith("duck,bundle,9,"), run.out);
        assertTrue(line(lines, "duck,alphabeta,").startsWith("duck,alphabeta,6,"), run.out);
        assertTrue(line(lines, "chess,pvs,").startsWith("chess,pvs,12,"), run.out);
    }

    @Test
    void plotIsWellFormedSvgWithOneSeriesPerTechniqueInEachPanel(@TempDir Path dir) throws Exception {
        Path svg = dir.resolve("nodes.svg");
        Run run = run("compare", "--quick", "--games", "nim,random-tree", "--techniques", "alphabeta,mtdf,bisection-midpoint",
                "--plot", svg.toString());
        assertEquals(0, run.exitCode, run.err);
        List<String> labels = svgTexts(svg);
        for (String technique : new String[] {"alphabeta", "mtdf", "bisection-midpoint"}) {
            assertEquals(2, labels.stream().filter(technique::equals).count(),
                    technique + " must label one series in each of the two panels: " + labels);
        }
        assertTrue(labels.contains("nim") && labels.contains("random-tree"), labels.toString());
    }

    /** The texts of a well-formed SVG document (an XML parser reads it: a malformed file fails here). */
    private static List<String> svgTexts(Path svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        Document document = factory.newDocumentBuilder().parse(Files.newInputStream(svg));
        assertEquals("svg", document.getDocumentElement().getNodeName());
        NodeList texts = document.getElementsByTagName("text");
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < texts.getLength(); i++) {
            labels.add(texts.item(i).getTextContent().trim());
        }
        return labels;
    }

    @Test
    void aTechniqueKeepsItsColourInEveryPanel(@TempDir Path dir) throws Exception {
        // Nim has no one-step bisection (its panel lacks the middle technique), so a colour chosen by
        // position within a panel would give mtdf a different colour there than in tic-tac-toe.
        Path svg = dir.resolve("nodes.svg");
        Run run = run("compare", "--quick", "--games", "tic-tac-toe,nim", "--techniques", "alphabeta,bisection-guess,mtdf",
                "--plot", svg.toString());
        assertEquals(0, run.exitCode, run.err);
        assertTrue(run.out.lines().noneMatch(line -> line.startsWith("nim") && line.contains("bisection-guess")), run.out);
        // JFreeChart draws each legend item as a filled marker, then the technique's name.
        Matcher events = Pattern.compile("fill:rgb\\(([0-9,]+)\\);stroke:none|>(alphabeta|bisection-guess|mtdf)</text>")
                .matcher(Files.readString(svg));
        Map<String, Set<String>> colours = new HashMap<>();
        String lastFill = null;
        while (events.find()) {
            if (events.group(1) != null) {
                lastFill = events.group(1);
            } else {
                colours.computeIfAbsent(events.group(2), t -> new HashSet<>()).add(lastFill);
            }
        }
        assertEquals(Set.of("alphabeta", "bisection-guess", "mtdf"), colours.keySet(), colours.toString());
        Set<String> all = new HashSet<>();
        for (Map.Entry<String, Set<String>> technique : colours.entrySet()) {
            assertEquals(1, technique.getValue().size(), technique.getKey() + " has one colour: " + colours);
            all.addAll(technique.getValue());
        }
        assertEquals(3, all.size(), "three techniques, three colours: " + colours);
    }

    @Test
    void badInputGetsOneLine() {
        Run unknownTechnique = run("compare", "--techniques", "alphabeta,magic");
        assertEquals(2, unknownTechnique.exitCode);
        assertEquals(1, unknownTechnique.err.strip().split("\n").length, unknownTechnique.err);
        assertTrue(unknownTechnique.err.contains("unknown technique 'magic'"), unknownTechnique.err);
        assertEquals("", unknownTechnique.out);

        Run unknownGame = run("compare", "--games", "go");
        assertEquals(2, unknownGame.exitCode);
        assertTrue(unknownGame.err.contains("unknown game 'go'"), unknownGame.err);

        Run badBaseline = run("compare", "--techniques", "alphabeta,pvs", "--baseline", "mtdf");
        assertEquals(2, badBaseline.exitCode);
        assertTrue(badBaseline.err.contains("baseline 'mtdf'"), badBaseline.err);

        Run badSwitch = run("compare", "--techniques", "pvs:fast");
        assertEquals(2, badSwitch.exitCode);
        assertEquals(1, badSwitch.err.strip().split("\n").length, badSwitch.err);
        assertTrue(badSwitch.err.contains("unknown switch 'fast' in 'pvs:fast' (pvs takes no-table, no-move-ordering)"),
                badSwitch.err);
    }

    @Test
    void helpNamesEveryTechniqueAndSwitchOfTheRegistry() {
        Run help = run("compare", "--help");
        assertEquals(0, help.exitCode, help.err);
        String text = help.out.replaceAll("\\s+", " ");
        for (TechniqueRegistry.Entry entry : TechniqueRegistry.entries()) {
            assertTrue(Pattern.compile("[\\s,]" + Pattern.quote(entry.name()) + "[\\s,(]").matcher(text).find(),
                    entry.name() + " missing from --help: " + help.out);
            String switches = entry.switches().isEmpty() ? entry.name() + " has none"
                    : "Switches: " + String.join(", ", entry.switches());
            assertTrue(text.contains(switches), switches + " missing from --help: " + help.out);
        }
        // Every example in --help runs as written (parsed here; running them all would take minutes).
        for (String line : help.out.split("\n")) {
            int at = line.indexOf("--techniques ");
            if (at >= 0) {
                String list = line.substring(at + "--techniques ".length()).split(" ")[0];
                if (line.contains("--play")) {
                    for (String player : list.split(",")) {
                        Players.of(player, 0); // players: the registry's techniques and random
                    }
                } else {
                    TechniqueRegistry.parseList(list);
                }
            }
        }
    }

    @Test
    void playRunsARoundRobinAndRefusesWhatItCannotPlay() {
        Run play = run("compare", "--play", "--games", "tic-tac-toe", "--techniques", "alphabeta,mcts", "--budget",
                "300", "--openings", "2");
        assertEquals(0, play.exitCode, play.err);
        assertTrue(play.out.contains("# play-off: tic-tac-toe, 300 positions a move, 2 openings x 2 colours"), play.out);
        assertTrue(play.out.contains("Elo vs field (95%)") && play.out.contains("# cross table"), play.out);
        Run all = run("compare", "--play", "--games", "all");
        assertEquals(2, all.exitCode);
        assertEquals(1, all.err.strip().split("\n").length, all.err);
        Run bridge = run("compare", "--play", "--games", "bridge", "--techniques", "alphabeta,mcts");
        assertEquals(2, bridge.exitCode);
        assertTrue(bridge.err.contains("cannot play 'bridge'"), bridge.err);
    }

    @Test
    void aBadExperimentFileIsOneLineNamingFileLineAndProblem(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bad.txt");
        Files.writeString(file, "mode = play\ngames = connect4\n# budgets below\nbudgets = 100, ten\n"
                + "techniques = alphabeta, mcts\n");
        Run bad = run("compare", "--experiment", file.toString());
        assertEquals(2, bad.exitCode);
        assertEquals("zwang compare: bad.txt:4: budgets: 'ten' is not a whole number", bad.err.strip());
        assertEquals("", bad.out);

        Files.writeString(file, "mode = play\ngames = connect4\nbudgets = 100\ntechniques = alphabeta, mcts\n");
        assertOneLineError("drop --games", run("compare", "--experiment", file.toString(), "--games", "nim"));
        assertOneLineError("nothing.txt", run("compare", "--experiment", dir.resolve("nothing.txt").toString()));
        assertOneLineError("--svg", run("compare", "--experiment", file.toString(), "--plot",
                dir.resolve("x.svg").toString()));
        assertOneLineError("--plot", run("compare", "--games", "nim", "--svg", dir.resolve("x.svg").toString()));
    }

    /** Bad input: exit code 2, nothing on stdout, one line on stderr that says {@code problem}. */
    /** A plot file that cannot be written fails before the run (nothing on stdout), naming the file and the reason. */
    @Test
    void aPlotThatCannotBeWrittenFailsBeforeTheRun(@TempDir Path dir) throws Exception {
        Path nowhere = dir.resolve("no-such-folder").resolve("nodes.svg");
        assertOneLineError("cannot write " + nowhere + ": no such file or directory",
                run("compare", "--games", "nim", "--techniques", "alphabeta", "--plot", nowhere.toString()));
        assertOneLineError("cannot write " + dir + ": is a directory",
                run("compare", "--games", "nim", "--techniques", "alphabeta", "--plot", dir.toString()));
        assertOneLineError("cannot write " + nowhere + ": no such file or directory", run("compare", "--play", "--games",
                "tic-tac-toe", "--techniques", "alphabeta,random", "--budget", "10", "--openings", "1", "--svg",
                nowhere.toString()));
        assertOneLineError("cannot read " + dir + ": is a directory", run("compare", "--experiment", dir.toString()));
    }

    /** What a library quotes of the user's input comes back short, however long the input. */
    @Test
    void aHugeExperimentLineIsQuotedShort(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("huge.txt");
        Files.writeString(file, "x".repeat(200_000) + "\n");
        Run run = run("compare", "--experiment", file.toString());
        assertOneLineError("huge.txt:1: expected 'key = value', got 'xxxx", run);
        assertTrue(run.err.length() < 300, run.err.length() + " characters");
    }

    private static void assertOneLineError(String problem, Run run) {
        assertEquals(2, run.exitCode, run.err);
        assertEquals("", run.out);
        assertEquals(1, run.err.strip().split("\n").length, run.err);
        assertTrue(run.err.contains(problem), run.err);
    }

    @Test
    void aPlayExperimentReadsBackFromCsvAndJsonAlikeWithItsBuildMachineAndSeed(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("ttt.txt");
        Files.writeString(file, "mode = play\ngames = tic-tac-toe\ntechniques = alphabeta, mcts, random\n"
                + "budgets = 30, 3000\nopenings = 3\nseed = 5\n");
        Path svg = dir.resolve("elo.svg");
        Run csv = run("compare", "--experiment", file.toString(), "--format", "csv", "--svg", svg.toString());
        assertEquals(0, csv.exitCode, csv.err);
        Run json = run("compare", "--experiment", file.toString(), "--format", "json");
        assertEquals(0, json.exitCode, json.err);

        // The record of the run on stderr (CSV holds only the table)
        List<String> record = csv.err.lines().filter(line -> line.startsWith("compare: zwang ")
                || line.startsWith("compare: settings:")).toList();
        assertTrue(record.get(0).startsWith("compare: zwang " + ZwangVersion.current() + ", Java "), csv.err);
        assertTrue(record.get(0).endsWith(Runtime.getRuntime().availableProcessors() + " processors"), csv.err);
        assertTrue(record.get(1).contains(" seed=5") && record.get(1).contains(" budgets=30,3000"), csv.err);
        List<String[]> rows = csv.out.lines().map(line -> line.split(",", -1)).toList();
        List<String> header = List.of(rows.get(0));
        assertEquals(1 + 2 * 3, rows.size(), "one row per budget and technique: " + csv.out);

        JsonNode root = new ObjectMapper().readTree(json.out); // a real parser: any escaping slip fails here
        assertEquals(ZwangVersion.current(), root.path("zwang").path("version").asText());
        assertEquals(Runtime.getRuntime().availableProcessors(), root.path("zwang").path("processors").asInt());
        assertEquals("5", root.path("settings").path("seed").asText());
        assertEquals("ttt.txt", root.path("settings").path("experiment").asText());
        JsonNode budgets = root.path("games").get(0).path("budgets");
        assertEquals(2, budgets.size());
        for (JsonNode budget : budgets) {
            int gamesPerPair = budget.path("games_per_pair").asInt();
            assertEquals(6, gamesPerPair, "3 openings x 2 colours");
            double points = 0;
            for (JsonNode standing : budget.path("standings")) {
                points += standing.path("points").asDouble();
                assertEquals(2 * gamesPerPair, standing.path("games").asInt());
                // The same seed gives the same games: the CSV row of this budget and technique says the same.
                String[] row = rows.stream().filter(r -> r[1].equals(budget.path("budget").asText())
                        && r[2].equals(standing.path("technique").asText())).findFirst().orElseThrow();
                assertEquals(standing.path("elo").asDouble(), Double.parseDouble(row[header.indexOf("elo")]), 1e-9);
                assertEquals(standing.path("points").asDouble(), Double.parseDouble(row[header.indexOf("points")]),
                        1e-9);
                standing.path("points_vs").properties().forEach(opponent -> assertEquals(
                        opponent.getValue().asDouble(),
                        Double.parseDouble(row[header.indexOf("points_vs_" + opponent.getKey())]), 1e-9));
            }
            assertEquals(3 * gamesPerPair, points, 1e-9, "three pairs of techniques, one point a game");
        }
        assertEquals(3, root.path("games").get(0).path("crossovers").size(), "one line per pair of techniques");

        List<String> labels = svgTexts(svg);
        assertTrue(labels.containsAll(List.of("tic-tac-toe", "alphabeta", "mcts", "random")), labels.toString());
    }

    @Test
    void theShippedSolveExperimentRunsAndItsJsonParses() throws Exception {
        Run run = run("compare", "--experiment", Path.of("..", "docs", "experiments", "small-games-solve.txt").toString(),
                "--format", "json", "--no-progress");
        assertEquals(0, run.exitCode, run.err);
        JsonNode root = new ObjectMapper().readTree(run.out);
        assertEquals("solve", root.path("settings").path("mode").asText());
        assertEquals("alphabeta", root.path("baseline").asText());
        Set<String> games = new HashSet<>();
        for (JsonNode row : root.path("rows")) {
            games.add(row.path("game").asText());
        }
        assertEquals(Set.of("tic-tac-toe", "nim", "random-tree"), games);
    }
}
