package org.zwang.cli.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.zwang.cli.CommandRun;
import org.zwang.compare.TechniqueRegistry;
import org.zwang.compare.play.Players;
import org.zwang.search.ZwangVersion;

/** The compare command end to end on the small games, its agreement check and its plot. */
class CompareCommandTest {

    private static CommandRun run(String... args) {
        return CommandRun.of(args);
    }

    /** A CSV document (RFC 4180: quoted fields may hold commas and doubled quotes) as rows of named cells. */
    static List<Map<String, String>> csv(String text) {
        List<List<String>> lines = new ArrayList<>();
        List<String> line = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                    cell.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cell.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                line.add(cell.toString());
                cell.setLength(0);
            } else if (c == '\n') {
                line.add(cell.toString());
                cell.setLength(0);
                lines.add(line);
                line = new ArrayList<>();
            } else if (c != '\r') {
                cell.append(c);
            }
        }
        List<Map<String, String>> rows = new ArrayList<>();
        for (List<String> cells : lines.subList(1, lines.size())) {
            assertEquals(lines.get(0).size(), cells.size(), "every row has every column: " + cells);
            Map<String, String> row = new java.util.LinkedHashMap<>();
            for (int c = 0; c < cells.size(); c++) {
                row.put(lines.get(0).get(c), cells.get(c));
            }
            rows.add(row);
        }
        return rows;
    }

    private static long count(List<Map<String, String>> rows, String game, String technique) {
        return rows.stream().filter(r -> r.get("game").equals(game) && r.get("technique").equals(technique)).count();
    }

    @Test
    void csvHasOneRowPerPositionAndTechniqueInFixedColumnsAndJsonTheSameRecords() throws Exception {
        String[] args = {"compare", "--quick", "--generated", "0", "--games", "nim,tic-tac-toe", "--techniques", "alphabeta,pvs:no-table,mtdf",
            "--no-progress", "--format"};
        CommandRun run = run(concat(args, "csv"));
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().lines().noneMatch(line -> line.startsWith("#")), "no comment lines: " + run.out());
        assertEquals("game,origin,set,id,position,depth,depth_unit,technique,status,value,oracle,nodes,time_ms,"
                + "table_probes,table_hits,beta_cutoffs,first_move_cutoffs,iterations", run.out().lines().findFirst()
                .orElseThrow());
        List<Map<String, String>> rows = csv(run.out());
        assertEquals(3 * 3 + 4 * 3, rows.size(), "3 Nim and 4 tic-tac-toe positions, 3 techniques: " + run.out());
        for (Map<String, String> row : rows) {
            assertEquals("solved", row.get("status"), row.toString());
            assertTrue(Long.parseLong(row.get("nodes")) > 0, row.toString());
        }
        assertTrue(rows.stream().filter(r -> r.get("technique").equals("pvs:no-table"))
                .allMatch(r -> r.get("table_probes").equals("0")), "no table, no probes");
        // Nim's values follow the xor rule (Bouton): a win exactly where the heaps' xor is not zero.
        for (Map<String, String> row : rows.stream().filter(r -> r.get("game").equals("nim")).toList()) {
            int xor = 0;
            for (String heap : row.get("position").replaceAll("[\\[\\] ]", "").split(",")) {
                xor ^= Integer.parseInt(heap);
            }
            assertEquals(xor != 0, Integer.parseInt(row.get("value")) > 0, row.toString());
        }

        CommandRun json = run(concat(args, "json"));
        assertEquals(0, json.code(), json.err());
        JsonNode root = new ObjectMapper().readTree(json.out());
        assertEquals(rows.size(), root.path("records").size());
        JsonNode first = root.path("records").get(0);
        assertEquals(rows.get(0).get("position"), first.path("position").asText());
        assertEquals(Long.parseLong(rows.get(0).get("nodes")), first.path("nodes").asLong());
        // The summary's totals are the records' sums.
        for (JsonNode summary : root.path("summary")) {
            long nodes = rows.stream().filter(r -> r.get("game").equals(summary.path("game").asText())
                    && r.get("technique").equals(summary.path("technique").asText()))
                    .mapToLong(r -> Long.parseLong(r.get("nodes"))).sum();
            assertEquals(nodes, summary.path("nodes").asLong(), summary.toString());
        }
        assertEquals(ZwangVersion.current(), root.path("run").path("zwang").path("version").asText());
    }

    private static String[] concat(String[] args, String... more) {
        String[] all = java.util.Arrays.copyOf(args, args.length + more.length);
        System.arraycopy(more, 0, all, args.length, more.length);
        return all;
    }

    @Test
    void shippedAndGeneratedPositionsAreSummedApartEachRatioWithItsIntervalAcrossPositions() throws Exception {
        CommandRun run = run("compare", "--quick", "--generated", "5", "--games", "connect4", "--techniques", "alphabeta,pvs",
                "--format", "json", "--no-progress");
        assertEquals(0, run.code(), run.err());
        JsonNode root = new ObjectMapper().readTree(run.out());
        assertEquals("5", root.path("run").path("settings").path("generated").asText());
        Map<String, JsonNode> summary = new HashMap<>();
        for (JsonNode row : root.path("summary")) {
            summary.put(row.path("origin").asText() + " " + row.path("technique").asText(), row);
        }
        assertEquals(Set.of("shipped alphabeta", "shipped pvs", "generated alphabeta", "generated pvs"),
                summary.keySet());
        for (String origin : List.of("shipped", "generated")) {
            // the geometric mean of pvs's per-position ratios to alphabeta, recomputed from the records
            Map<String, Long> alphaBeta = new HashMap<>();
            double logs = 0;
            int positions = 0;
            for (JsonNode record : root.path("records")) {
                if (record.path("origin").asText().equals(origin) && record.path("technique").asText()
                        .equals("alphabeta")) {
                    alphaBeta.put(record.path("position").asText(), record.path("nodes").asLong());
                }
            }
            for (JsonNode record : root.path("records")) {
                if (record.path("origin").asText().equals(origin) && record.path("technique").asText().equals("pvs")) {
                    logs += Math.log((double) record.path("nodes").asLong()
                            / alphaBeta.get(record.path("position").asText()));
                    positions++;
                }
            }
            JsonNode pvs = summary.get(origin + " pvs");
            assertEquals(origin.equals("shipped") ? 9 : 5, positions);
            assertEquals(positions, pvs.path("geomean_positions").asInt());
            double geomean = pvs.path("geomean_vs_baseline").asDouble();
            assertEquals(Math.exp(logs / positions), geomean, 0.006 * geomean, "printed to three figures");
            assertTrue(pvs.path("geomean_low95").asDouble() <= geomean && geomean <= pvs.path("geomean_high95")
                    .asDouble(), pvs.toString());
        }
    }

    @Test
    void aRunOutOfBudgetIsListedAndNeverSummed(@TempDir Path dir) throws Exception {
        // Plain minimax on tic-tac-toe from one X (8 plies) visits tens of thousands of positions: with
        // 3,000 nodes a position it runs out on the two longest openings and finishes the two others.
        String[] args = {"compare", "--quick", "--generated", "0", "--games", "tic-tac-toe", "--techniques", "alphabeta,minimax",
            "--max-nodes", "3000", "--no-progress"};
        Path metadata = dir.resolve("run.json");
        CommandRun csv = run(concat(args, "--format", "csv", "--metadata", metadata.toString()));
        assertEquals(0, csv.code(), csv.err());
        List<Map<String, String>> rows = csv(csv.out());
        List<Map<String, String>> spent = rows.stream().filter(r -> r.get("status").equals("out-of-budget")).toList();
        assertEquals(List.of("X........", "X...O...."), spent.stream().map(r -> r.get("position")).toList());
        for (Map<String, String> row : spent) {
            assertEquals("minimax", row.get("technique"));
            assertEquals("", row.get("value"), "no value without an answer");
            assertEquals("3000", row.get("nodes"));
        }
        JsonNode run = new ObjectMapper().readTree(Files.readString(metadata));
        assertEquals("3000", run.path("settings").path("max-nodes").asText());

        CommandRun text = run(args);
        assertEquals(0, text.code(), text.err());
        assertTrue(text.out().contains("out of budget (2 runs, left out of the totals above):"), text.out());
        assertTrue(text.out().contains("  minimax on tic-tac-toe shipped X........: 3,000 nodes spent"), text.out());
        long finishedNodes = rows.stream().filter(r -> r.get("technique").equals("minimax")
                && r.get("status").equals("solved")).mapToLong(r -> Long.parseLong(r.get("nodes"))).sum();
        String summary = text.out().lines().filter(l -> l.startsWith("tic-tac-toe") && l.contains(" minimax "))
                .findFirst().orElseThrow();
        assertTrue(summary.matches("tic-tac-toe +shipped +minimax +4 +2 +" + finishedNodes + " .*"),
                "4 runs, 2 out of budget, the nodes of the 2 finished: " + summary);
        assertOneLineError("node budget", run("compare", "--games", "nim", "--max-nodes", "0"));
    }

    @Test
    void minimaxIsTheReferenceOnSmallPositionsAndEveryoneAgrees() {
        CommandRun run = run("compare", "--quick", "--generated", "0", "--games", "random-tree", "--techniques",
                "minimax,alphabeta,alphabeta:no-move-ordering,pvs,mtdf,bisection-guess,bisection-midpoint", "--format", "json");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("\"baseline\": \"minimax\""), run.out());
        assertTrue(run.out().contains("\"technique\": \"bisection-midpoint\""), run.out());
    }

    @Test
    void bridgeTechniquesAgreeWithEachOtherAndWithDds() {
        // Exit code 0 means every technique returned DDS's trick count (the subjects' oracle) on
        // every position it ran on; a mismatch would print DISAGREEMENT and exit 1.
        CommandRun run = run("compare", "--quick", "--generated", "2", "--games", "bridge", "--techniques",
                "dds,alphabeta,mtdf,dds:no-quick-tricks", "--format", "csv");
        assertEquals(0, run.code(), run.err());
        List<Map<String, String>> rows = csv(run.out());
        List<Map<String, String>> shipped = rows.stream().filter(r -> r.get("origin").equals("shipped")).toList();
        // 3 endings of each size from 2 to 12 tricks and 3 opening leads; the generic searches get 2-5 tricks
        assertEquals(3 * 11 + 3, count(shipped, "bridge", "dds"), run.out());
        assertEquals(3 * 4, count(shipped, "bridge", "alphabeta"), run.out());
        assertTrue(shipped.stream().allMatch(r -> r.get("value").equals(r.get("oracle"))), "every value is DDS's");
        // two fresh endings (seed 2026) no one has solved before: every technique on each, all agreeing
        List<Map<String, String>> fresh = rows.stream().filter(r -> r.get("origin").equals("generated")).toList();
        assertEquals(2 * 4, fresh.size(), run.out());
        assertEquals(2, fresh.stream().map(r -> r.get("position")).distinct().count());
        assertTrue(fresh.stream().allMatch(r -> r.get("oracle").isEmpty() && r.get("set").equals("seed 2026")));
        assertTrue(!run.err().contains("DISAGREEMENT"), run.err());
    }

    @Test
    void aProverIsSkippedWhereItDoesNotApplyWithOneNoteNotAWrongAnswer() {
        // Bridge values count tricks: no win/draw/loss to prove. pns runs on tic-tac-toe only, alphabeta
        // on the 12 of 36 bridge positions small enough for the generic adapter.
        CommandRun run = run("compare", "--quick", "--generated", "0", "--games", "bridge,tic-tac-toe", "--techniques", "alphabeta,pns",
                "--format", "csv");
        assertEquals(0, run.code(), run.err());
        List<Map<String, String>> rows = csv(run.out());
        assertEquals(0, count(rows, "bridge", "pns"), run.out());
        assertEquals(4, count(rows, "tic-tac-toe", "pns"), run.out());
        assertTrue(rows.stream().filter(r -> r.get("technique").equals("pns")).allMatch(r -> r.get("status")
                .equals("proved")), run.out());
        List<String> notes = run.err().lines().filter(line -> line.startsWith("compare: note:")).toList();
        assertEquals(List.of("compare: note: alphabeta skipped on 24 bridge positions (it runs on positions small "
                + "enough for the generic game adapters)",
                "compare: note: pns skipped on 36 bridge positions (it runs on positions searched to "
                + "the end of the game whose value is win, draw or loss for the side to move: tic-tac-toe, Nim, "
                + "random trees, Connect Four)"), notes, run.err());
    }

    @Test
    void duckSearchesAgreeWithGenericAlphaBetaOverWholeTurns() {
        // The bundle search never searches the duck; explicit and the generic searches do. At equal
        // depth with the same evaluation they must agree on every position (exit 0).
        CommandRun run = run("compare", "--quick", "--generated", "0", "--games", "duck,chess", "--techniques", "alphabeta,explicit,bundle,pvs",
                "--baseline", "alphabeta", "--format", "csv");
        assertEquals(0, run.code(), run.err());
        List<Map<String, String>> rows = csv(run.out());
        assertEquals(9, count(rows, "duck", "bundle"), "3 positions at depths 1-3: " + run.out());
        assertEquals(6, count(rows, "duck", "alphabeta"), "the generic search to depth 2: " + run.out());
        assertEquals(12, count(rows, "chess", "pvs"), "3 positions at depths 1-4: " + run.out());
    }

    @Test
    void plotIsWellFormedSvgWithOneSeriesPerTechniqueInEachPanel(@TempDir Path dir) throws Exception {
        Path svg = dir.resolve("nodes.svg");
        CommandRun run = run("compare", "--quick", "--generated", "0", "--games", "nim,random-tree", "--techniques", "alphabeta,mtdf,bisection-midpoint",
                "--plot", svg.toString());
        assertEquals(0, run.code(), run.err());
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
        CommandRun run = run("compare", "--quick", "--generated", "0", "--games", "tic-tac-toe,nim", "--techniques", "alphabeta,bisection-guess,mtdf",
                "--plot", svg.toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().lines().noneMatch(line -> line.startsWith("nim") && line.contains("bisection-guess")), run.out());
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
        CommandRun unknownTechnique = run("compare", "--techniques", "alphabeta,magic");
        assertEquals(2, unknownTechnique.code());
        assertEquals(1, unknownTechnique.err().strip().split("\n").length, unknownTechnique.err());
        assertTrue(unknownTechnique.err().contains("unknown technique 'magic'"), unknownTechnique.err());
        assertEquals("", unknownTechnique.out());

        CommandRun unknownGame = run("compare", "--games", "go");
        assertEquals(2, unknownGame.code());
        assertTrue(unknownGame.err().contains("unknown game 'go'"), unknownGame.err());

        CommandRun badBaseline = run("compare", "--techniques", "alphabeta,pvs", "--baseline", "mtdf");
        assertEquals(2, badBaseline.code());
        assertTrue(badBaseline.err().contains("baseline 'mtdf'"), badBaseline.err());

        CommandRun badSwitch = run("compare", "--techniques", "pvs:fast");
        assertEquals(2, badSwitch.code());
        assertEquals(1, badSwitch.err().strip().split("\n").length, badSwitch.err());
        assertTrue(badSwitch.err().contains("unknown switch 'fast' in 'pvs:fast' (pvs takes no-table, no-move-ordering)"),
                badSwitch.err());
    }

    @Test
    void helpNamesEveryTechniqueAndSwitchOfTheRegistry() {
        CommandRun help = run("compare", "--help");
        assertEquals(0, help.code(), help.err());
        String text = help.out().replaceAll("\\s+", " ");
        for (TechniqueRegistry.Entry entry : TechniqueRegistry.entries()) {
            assertTrue(Pattern.compile("[\\s,]" + Pattern.quote(entry.name()) + "[\\s,(]").matcher(text).find(),
                    entry.name() + " missing from --help: " + help.out());
            String switches = entry.switches().isEmpty() ? entry.name() + " has none"
                    : "Switches: " + String.join(", ", entry.switches());
            assertTrue(text.contains(switches), switches + " missing from --help: " + help.out());
        }
        // Every example in --help runs as written (parsed here; running them all would take minutes).
        for (String line : help.out().split("\n")) {
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
        CommandRun play = run("compare", "--play", "--games", "tic-tac-toe", "--techniques", "alphabeta,mcts", "--budget",
                "300", "--openings", "2");
        assertEquals(0, play.code(), play.err());
        assertTrue(play.out().contains("# play-off: tic-tac-toe, 300 positions a move, 2 openings x 2 colours"), play.out());
        assertTrue(play.out().contains("Elo relative to alphabeta (95%, joint fit)") && play.out().contains("# cross table")
                && play.out().contains("# likelihood of superiority"), play.out());
        assertTrue(play.out().lines().anyMatch(line -> line.startsWith("alphabeta") && line.endsWith("0 (anchor)")),
                play.out());
        assertTrue(!play.out().contains("overtakes") && !play.out().contains("where the head-to-head order flips"),
                "one budget: no claim about where an order changes: " + play.out());
        CommandRun all = run("compare", "--play", "--games", "all");
        assertEquals(2, all.code());
        assertEquals(1, all.err().strip().split("\n").length, all.err());
        CommandRun bridge = run("compare", "--play", "--games", "bridge", "--techniques", "alphabeta,mcts");
        assertEquals(2, bridge.code());
        assertTrue(bridge.err().contains("cannot play 'bridge'"), bridge.err());
    }

    /**
     * {@code --budget 100ms} end to end. Without the solver nothing but the budget ends a Monte-Carlo
     * search, so each move of these games came from a search the time stopped (the play-off checks each
     * move is legal); the records say the budget was a time. The test waits for the games, not a clock.
     */
    @Test
    // a hang guard (a search whose budget is ignored never ends), not a bound the test checks
    @Timeout(value = 10, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aTimedPlayOffRunsAndItsRecordsSayTheBudgetIsATime() {
        CommandRun play = run("compare", "--play", "--games", "tic-tac-toe", "--techniques", "mcts:no-solver,puct:no-solver",
                "--budget", "100ms", "--openings", "1", "--format", "csv");
        assertEquals(0, play.code(), play.err());
        List<Map<String, String>> rows = csv(play.out());
        assertEquals(2, rows.size(), "one row per technique and opponent: " + play.out());
        double points = 0;
        for (Map<String, String> row : rows) {
            assertEquals("100", row.get("budget"), row.toString());
            assertEquals("ms", row.get("budget_unit"), row.toString());
            assertEquals("2", row.get("games"), row.toString());
            points += Double.parseDouble(row.get("points"));
        }
        assertEquals(2, points, 1e-9, "both games finished, each giving out one point");
        assertTrue(play.err().contains(" budgets=100ms"), play.err());
    }

    @Test
    void priorAndLeafValueAreChosenByNameAndAnUnknownNameIsOneLine(@TempDir Path dir) throws Exception {
        CommandRun named = run("compare", "--games", "tic-tac-toe", "--quick", "--generated", "2", "--techniques",
                "alphabeta,puct,mcts", "--prior", "ordering", "--value", "evaluate", "--format", "json");
        assertEquals(0, named.code(), "mcts and puct prove what alpha-beta finds: " + named.err());
        JsonNode settings = new ObjectMapper().readTree(named.out()).path("run").path("settings");
        assertEquals("ordering", settings.path("prior").asText(), named.out());
        assertEquals("evaluate", settings.path("value").asText(), named.out());
        assertOneLineError("unknown prior 'greedy' (uniform, ordering, or the full name of a class",
                run("compare", "--games", "nim", "--techniques", "alphabeta,puct", "--prior", "greedy"));
        assertOneLineError("unknown value 'nn' (playout, evaluate, or the full name of a class",
                run("compare", "--play", "--games", "nim", "--techniques", "alphabeta,puct", "--value", "nn"));
        assertOneLineError("prior class java.lang.String does not implement",
                run("compare", "--games", "nim", "--techniques", "puct", "--prior", "java.lang.String"));
        Path file = dir.resolve("p.txt");
        Files.writeString(file, "mode = play\ngames = nim\ntechniques = alphabeta, puct\nbudgets = 100\n"
                + "value = magic\n");
        assertOneLineError("p.txt:5: value: unknown value 'magic'", run("compare", "--experiment", file.toString()));
        assertOneLineError("drop --prior", run("compare", "--experiment", file.toString(), "--prior", "ordering"));
    }

    @Test
    void aBadExperimentFileIsOneLineNamingFileLineAndProblem(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bad.txt");
        Files.writeString(file, "mode = play\ngames = connect4\n# budgets below\nbudgets = 100, ten\n"
                + "techniques = alphabeta, mcts\n");
        CommandRun bad = run("compare", "--experiment", file.toString());
        assertEquals(2, bad.code());
        assertEquals("zwang compare: bad.txt:4: budgets: 'ten' is not a budget (positions, e.g. 5000, or a time, e.g. 100ms or 2s)", bad.err().strip());
        assertEquals("", bad.out());

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
        assertOneLineError("cannot write " + nowhere + ": no such file or directory", run("compare", "--games", "nim",
                "--techniques", "alphabeta", "--format", "csv", "--metadata", nowhere.toString()));
        assertOneLineError("cannot read " + dir + ": is a directory", run("compare", "--games", "nim",
                "--techniques", "alphabeta", "--positions", dir.toString()));
        assertOneLineError("--positions solves a file's positions; a play-off (--play) plays from the game's start",
                run("compare", "--play", "--games", "nim", "--positions", dir.toString()));
    }

    /** What a library quotes of the user's input comes back short, however long the input. */
    @Test
    void aHugeExperimentLineIsQuotedShort(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("huge.txt");
        Files.writeString(file, "x".repeat(200_000) + "\n");
        CommandRun run = run("compare", "--experiment", file.toString());
        assertOneLineError("huge.txt:1: expected 'key = value', got 'xxxx", run);
        assertTrue(run.err().length() < 300, run.err().length() + " characters");
    }

    private static void assertOneLineError(String problem, CommandRun run) {
        assertEquals(2, run.code(), run.err());
        assertEquals("", run.out());
        assertEquals(1, run.err().strip().split("\n").length, run.err());
        assertTrue(run.err().contains(problem), run.err());
    }

    @Test
    void aPlayExperimentReadsBackFromCsvAndJsonAlikeWithItsBuildMachineAndSeed(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("ttt.txt");
        Files.writeString(file, "mode = play\ngames = tic-tac-toe\ntechniques = alphabeta, mcts, random\n"
                + "budgets = 30, 3000\nopenings = 3\nseed = 5\n");
        Path svg = dir.resolve("elo.svg");
        Path metadata = dir.resolve("run.json");
        CommandRun csv = run("compare", "--experiment", file.toString(), "--format", "csv", "--svg", svg.toString(),
                "--metadata", metadata.toString());
        assertEquals(0, csv.code(), csv.err());
        CommandRun json = run("compare", "--experiment", file.toString(), "--format", "json");
        assertEquals(0, json.code(), json.err());

        assertTrue(csv.out().lines().noneMatch(line -> line.startsWith("#")), "no comment lines: " + csv.out());
        List<Map<String, String>> rows = csv(csv.out());
        assertEquals(2 * 3 * 2, rows.size(), "one row per budget, technique and opponent: " + csv.out());
        JsonNode run = new ObjectMapper().readTree(Files.readString(metadata));
        assertEquals(ZwangVersion.current(), run.path("zwang").path("version").asText());
        assertEquals(Runtime.getRuntime().availableProcessors(), run.path("zwang").path("processors").asInt());
        assertEquals("5", run.path("settings").path("seed").asText());
        assertEquals("30,3000", run.path("settings").path("budgets").asText());
        // the record of the run also on stderr (the CSV holds only the records)
        List<String> record = csv.err().lines().filter(line -> line.startsWith("compare: zwang ")
                || line.startsWith("compare: settings:")).toList();
        assertTrue(record.get(0).startsWith("compare: zwang " + ZwangVersion.current() + ", Java "), csv.err());
        assertTrue(record.get(1).contains(" seed=5") && record.get(1).contains(" budgets=30,3000"), csv.err());

        JsonNode root = new ObjectMapper().readTree(json.out()); // a real parser: any escaping slip fails here
        assertEquals(ZwangVersion.current(), root.path("run").path("zwang").path("version").asText());
        assertEquals("ttt.txt", root.path("run").path("settings").path("experiment").asText());
        JsonNode budgets = root.path("games").get(0).path("budgets");
        assertEquals(2, budgets.size());
        for (JsonNode budget : budgets) {
            int gamesPerPair = budget.path("games_per_pair").asInt();
            assertEquals(6, gamesPerPair, "3 openings x 2 colours");
            double points = 0;
            for (JsonNode standing : budget.path("standings")) {
                points += standing.path("points").asDouble();
                assertEquals(2 * gamesPerPair, standing.path("games").asInt());
                // The same seed gives the same games: the CSV rows of this budget and technique say the same.
                List<Map<String, String>> mine = rows.stream().filter(r -> r.get("budget").equals(
                        budget.path("budget").asText()) && r.get("technique").equals(standing.path("technique")
                        .asText())).toList();
                assertEquals(2, mine.size());
                double csvPoints = 0;
                for (Map<String, String> row : mine) {
                    int wins = Integer.parseInt(row.get("wins"));
                    int draws = Integer.parseInt(row.get("draws"));
                    assertEquals(gamesPerPair, wins + draws + Integer.parseInt(row.get("losses")), row.toString());
                    assertEquals(wins + draws / 2.0, Double.parseDouble(row.get("points")), 1e-9, row.toString());
                    assertEquals(standing.path("points_vs").path(row.get("opponent")).asDouble(),
                            Double.parseDouble(row.get("points")), 1e-9);
                    csvPoints += Double.parseDouble(row.get("points"));
                }
                assertEquals(standing.path("points").asDouble(), csvPoints, 1e-9);
            }
            assertEquals(3 * gamesPerPair, points, 1e-9, "three pairs of techniques, one point a game");
        }
        assertEquals(3, root.path("games").get(0).path("crossovers").size(), "one line per pair of techniques");
        for (JsonNode budget : budgets) {
            assertEquals("random", budget.path("anchor").asText(), "random anchors the scale when it plays");
        }
        // the CSV's superiority of a over b and of b over a add up to one
        for (Map<String, String> row : rows) {
            Map<String, String> back = rows.stream().filter(r -> r.get("budget").equals(row.get("budget"))
                    && r.get("technique").equals(row.get("opponent")) && r.get("opponent").equals(row.get("technique")))
                    .findFirst().orElseThrow();
            assertEquals(1, Double.parseDouble(row.get("superiority")) + Double.parseDouble(back.get("superiority")),
                    2e-4);
        }

        List<String> labels = svgTexts(svg);
        assertTrue(labels.containsAll(List.of("tic-tac-toe", "alphabeta", "mcts", "random")), labels.toString());
    }

    @Test
    void theShippedSolveExperimentRunsAndItsJsonParses() throws Exception {
        CommandRun run = run("compare", "--experiment", Path.of("..", "docs", "experiments", "small-games-solve.txt").toString(),
                "--format", "json", "--no-progress");
        assertEquals(0, run.code(), run.err());
        JsonNode root = new ObjectMapper().readTree(run.out());
        assertEquals("solve", root.path("run").path("settings").path("mode").asText());
        assertEquals("alphabeta", root.path("baseline").asText());
        Set<String> games = new HashSet<>();
        for (JsonNode row : root.path("summary")) {
            games.add(row.path("game").asText());
        }
        assertEquals(Set.of("tic-tac-toe", "nim", "random-tree"), games);
    }
}
