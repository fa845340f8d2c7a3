package org.zwang.cli.dds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zwang.bridge.io.DdTableFormat;
import org.zwang.web.WebServer;
import org.zwang.web.WebSettings;
import org.zwang.cli.CommandRun;

/**
 * {@code zwang dds table} end to end: its CSV rows must equal the lines of ddtables.txt (DDS 2.9's
 * tables and DealerPar for dealer N, nobody vulnerable), in the documented CSV layout (docs/bridge-cli.md).
 */
class TableCommandTest {

    /** ddtables.txt lines (0-based) that solve quickly; line 25 has two par contracts. */
    private static final int[] FAST = {4, 5, 25, 26};

    @TempDir
    Path dir;

    /** The documented CSV row for an oracle line: deal, the 20 numbers, par score, contracts joined by ';'. */
    static String expectedCsv(String[] tokens) {
        return Cli.deal(tokens) + "," + String.join(",", Arrays.copyOfRange(tokens, 4, 25)) + ","
                + tokens[25].replace(',', ';');
    }

    @Test
    void csvOfDealsOnTheCommandLineEqualsTheOracle() {
        List<String[]> oracle = Cli.oracle("ddtables.txt");
        List<String> args = new ArrayList<>(List.of("dds", "table", "--format", "csv", "--threads", "2"));
        List<String> expected = new ArrayList<>(List.of(
                "deal,S_N,S_E,S_S,S_W,H_N,H_E,H_S,H_W,D_N,D_E,D_S,D_W,C_N,C_E,C_S,C_W,NT_N,NT_E,NT_S,NT_W,par,par_contracts"));
        for (int line : FAST) {
            args.add(Cli.deal(oracle.get(line))); // one quoted argument per deal
            expected.add(expectedCsv(oracle.get(line)));
        }
        CommandRun run = Cli.run(args.toArray(new String[0])).ok();
        assertEquals(expected, run.outLines());
        assertEquals(DdTableFormat.CSV_HEADER, run.outLines().get(0));
    }

    @Test
    void csvOfAFileOfOracleLinesEqualsTheOracleWithOneOrTwoThreads() {
        List<String[]> oracle = Cli.oracle("ddtables.txt");
        List<String> lines = new ArrayList<>();
        lines.add("# a comment line");
        List<String> expected = new ArrayList<>();
        for (int line : FAST) {
            lines.add(String.join(" ", oracle.get(line))); // the whole line: tokens after the 4th hand are ignored
            expected.add(expectedCsv(oracle.get(line)));
        }
        Path file = Cli.file(dir, "some-ddtables.txt", lines.toArray(new String[0]));
        for (String threads : new String[] {"1", "2"}) {
            CommandRun run = Cli.run("dds", "table", "--format", "csv", "--threads", threads, "--file", file.toString()).ok();
            assertEquals(expected, run.outLines().subList(1, run.outLines().size()), "threads " + threads);
        }
    }

    /** PBN boards written without a blank line between them (as some programs write them) are each a board. */
    @Test
    void pbnBoardsWithoutBlankLinesBetweenThemAreAllRead() {
        List<String[]> oracle = Cli.oracle("ddtables.txt");
        Path pbn = Cli.file(dir, "run-on.pbn",
                "[Event \"club\"]", "[Board \"1\"]", "[Deal \"" + Cli.deal(oracle.get(4)) + "\"]",
                "[Event \"club\"]", "[Board \"2\"]", "[Deal \"" + Cli.deal(oracle.get(5)) + "\"]");
        CommandRun run = Cli.run("dds", "table", "--format", "csv", "--file", pbn.toString()).ok();
        assertEquals(List.of(expectedCsv(oracle.get(4)), expectedCsv(oracle.get(5))), run.outLines().subList(1, 3));
        assertEquals(3, run.outLines().size());
    }

    @Test
    void unquotedDealWordsAndOtherFirstSeats() {
        String[] tokens = Cli.oracle("ddtables.txt").get(4);
        // the same deal written from East, and split into words as a shell passes it unquoted
        String fromEast = "E:" + tokens[1] + " " + tokens[2] + " " + tokens[3] + " " + tokens[0].substring(2);
        List<String> args = new ArrayList<>(List.of("dds", "table", "--format", "csv"));
        args.addAll(List.of(fromEast.split(" ")));
        assertEquals(expectedCsv(tokens), Cli.run(args.toArray(new String[0])).ok().outLines().get(1));
    }

    @Test
    void textShowsTheTableAndPar() {
        String[] tokens = Cli.oracle("ddtables.txt").get(25);
        CommandRun run = Cli.run("dds", "table", Cli.deal(tokens)).ok();
        assertTrue(run.out().startsWith("Deal 1: " + Cli.deal(tokens)), run.out());
        // rows: declarer N, S, E, W; columns NT, S, H, D, C; DDS order is strain-major S,H,D,C,NT x N,E,S,W
        int[] seats = {0, 2, 1, 3};
        String[] letters = {"N", "S", "E", "W"};
        for (int row = 0; row < 4; row++) {
            int seat = seats[row];
            String expected = String.format("%s%3s%3s%3s%3s%3s", letters[row], tokens[4 + 16 + seat], tokens[4 + seat],
                    tokens[4 + 4 + seat], tokens[4 + 8 + seat], tokens[4 + 12 + seat]);
            assertTrue(run.out().contains(expected), () -> expected + " in\n" + run.out());
        }
        assertTrue(run.out().contains("Par +" + tokens[24] + ": " + tokens[25]), run.out());
        assertTrue(run.out().contains("dealer N, vul None"), run.out());
        // DDS SidesPar for this deal, nobody vulnerable (bridge-dds's sides-par.txt, line 26)
        assertTrue(run.out().contains("N-S bid first +100: 2N*-EW-1,3C*-EW-1"), run.out());
        assertTrue(run.out().contains("E-W bid first +100: 2N*-EW-1,3C*-EW-1"), run.out());
    }

    @Test
    void jsonIsAnArrayOfTablesWithPar() {
        List<String[]> oracle = Cli.oracle("ddtables.txt");
        CommandRun run = Cli.run("dds", "table", "--format", "json", Cli.deal(oracle.get(4)), Cli.deal(oracle.get(5))).ok();
        List<String> lines = run.outLines();
        assertEquals("[", lines.get(0));
        assertEquals("]", lines.get(lines.size() - 1));
        assertEquals(4, lines.size(), run.out());
        assertTrue(lines.get(1).endsWith("},"), lines.get(1));
        for (int i = 0; i < 2; i++) {
            String[] tokens = oracle.get(4 + i);
            String line = lines.get(1 + i);
            assertTrue(line.contains("\"deal\": \"" + Cli.deal(tokens) + "\""), line);
            assertTrue(line.contains("\"NT\": {\"N\": " + tokens[20] + ", \"E\": " + tokens[21] + ", \"S\": " + tokens[22]
                    + ", \"W\": " + tokens[23] + "}"), line);
            assertTrue(line.contains("\"par\": {\"score\": " + tokens[24] + ", \"contracts\": [\"" + tokens[25] + "\"]}"), line);
            assertTrue(line.contains("\"dealer\": \"N\", \"vulnerable\": \"None\""), line);
        }
    }

    /**
     * One schema for a solved deal: the objects {@code dds table --format json} prints are, parsed,
     * the very answers of the web API's {@code POST /api/bridge/table} for the same deal, dealer and
     * vulnerability (a real server, a real HTTP client, Jackson on both sides).
     */
    @Test
    void jsonIsTheWebApisForm() throws Exception {
        List<String[]> oracle = Cli.oracle("ddtables.txt");
        ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        CommandRun run = Cli.run("dds", "table", "--format", "json", "--dealer", "E", "--vul", "NS",
                Cli.deal(oracle.get(4)), Cli.deal(oracle.get(26))).ok();
        JsonNode printed = json.readTree(run.out());
        assertEquals(2, printed.size());
        // a bridge budget only a hang reaches: on a busy machine a solve is slow, not a 504
        try (WebServer server = WebServer.start("127.0.0.1", 0,
                WebSettings.defaults().withBridgeBudgetMillis(300_000))) {
            HttpClient client = HttpClient.newHttpClient();
            for (int i = 0; i < 2; i++) {
                String body = json.writeValueAsString(Map.of("deal", printed.get(i).get("deal").asText(),
                        "dealer", "E", "vulnerability", "NS"));
                HttpResponse<String> reply = client.send(HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + server.port() + "/api/bridge/table"))
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                        HttpResponse.BodyHandlers.ofString());
                assertEquals(200, reply.statusCode(), reply.body());
                assertEquals(printed.get(i), json.readTree(reply.body()), "deal " + (i + 1));
            }
        }
        // And the values are DDS's: the tricks of ddtables.txt (par there is for dealer N, none vulnerable).
        String[] tokens = oracle.get(4);
        String[] strains = {"S", "H", "D", "C", "NT"};
        String[] seats = {"N", "E", "S", "W"};
        for (int k = 0; k < 20; k++) {
            assertEquals(Integer.parseInt(tokens[4 + k]), printed.get(0).get("tricks").get(strains[k / 4]).get(seats[k % 4]).asInt());
        }
    }

    @Test
    void aPbnFileGivesDealerAndVulnerabilityToPar() {
        String[] tokens = Cli.oracle("ddtables.txt").get(5);
        Path pbn = Cli.file(dir, "board.pbn", "[Board \"7\"]", "[Dealer \"S\"]", "[Vulnerable \"All\"]",
                "[Deal \"" + Cli.deal(tokens) + "\"]", "");
        String fromFile = Cli.run("dds", "table", "--format", "csv", "--file", pbn.toString()).ok().outLines().get(1);
        String fromOptions = Cli.run("dds", "table", "--format", "csv", "--dealer", "S", "--vul", "All", Cli.deal(tokens))
                .ok().outLines().get(1);
        assertEquals(fromOptions, fromFile);
        // options override the file: back to the oracle's dealer N, nobody vulnerable
        assertEquals(expectedCsv(tokens), Cli.run("dds", "table", "--format", "csv", "--dealer", "N", "--vul", "None",
                "--file", pbn.toString()).ok().outLines().get(1));
        CommandRun text = Cli.run("dds", "table", "--file", pbn.toString()).ok();
        assertTrue(text.out().startsWith("Board 7 (line 1): "), text.out());
        assertTrue(text.out().contains("dealer S, vul All"), text.out());
    }

    @Test
    void endingsHaveTablesButNoPar() {
        // Hand-checked: N-S hold the ace and queen of spades, E-W the king and jack; one card each, so N-S win
        // the only trick whoever declares and whatever the strain.
        CommandRun run = Cli.run("dds", "table", "--format", "csv", "N:A... K... Q... J...").ok();
        assertEquals("N:A... K... Q... J...,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,,", run.outLines().get(1));
        assertTrue(Cli.run("dds", "table", "N:A... K... Q... J...").ok().out().contains("no par: 1-card ending"));
    }

    @Test
    void badInputIsOneLine() {
        Cli.run("dds", "table", "N:AKQ.JT9.876.5432 x y z").fails(2, "bad hand 'x'");
        Cli.run("dds", "table", "AKQ.JT9.876.5432").fails(2, "bad deal 'AKQ.JT9.876.5432'");
        Cli.run("dds", "table", "N:AK... QJ... T9... 8...").fails(2, "hands differ in size");
        Cli.run("dds", "table", "N:A... A... Q... J...").fails(2, "card SA is in two hands");
        Cli.run("dds", "table", "N:A... K... Q...").fails(2, "need 4 hands");
        Cli.run("dds", "table", "--file", dir.resolve("missing.txt").toString()).fails(2, "no such file");
        Cli.run("dds", "table", "--file", Cli.file(dir, "junk.txt", "hello world").toString())
                .fails(2, "cannot tell the format");
        Cli.run("dds", "table", "--dealer", "Q", "N:A... K... Q... J...").fails(2, "bad seat 'Q'");
        Cli.run("dds", "table", "--vul", "sometimes", "N:A... K... Q... J...").fails(2, "bad vulnerability");
        Cli.run("dds", "table", "--format", "xml", "N:A... K... Q... J...").fails(2, "--format");
        Cli.run("dds", "table", "--threads", "0", "N:A... K... Q... J...").fails(2, "--threads");
        Cli.run("dds", "table").fails(2, "Missing required");
    }

    /**
     * A file of many bad boards: the first five are named, the others counted in one last line; every
     * good board is still solved, in order, and the exit code is 2.
     */
    @Test
    void manyBadBoardsAreNamedUpToFiveAndCounted() {
        String deal = Cli.deal(Cli.oracle("ddtables.txt").get(0));
        List<String> lines = new ArrayList<>();
        lines.add(deal);
        for (int i = 1; i <= 100; i++) {
            lines.add("N:bad" + i);
        }
        lines.add(deal);
        CommandRun run = Cli.run("dds", "table", "--format", "csv", "--file",
                Cli.file(dir, "many.txt", lines.toArray(new String[0])).toString());
        assertEquals(2, run.code(), run.err());
        assertEquals(3, run.outLines().size(), "a header and the two good boards: " + run.out());
        List<String> named = run.err().lines().toList();
        assertEquals(6, named.size(), run.err());
        for (int i = 0; i < 5; i++) {
            String start = "zwang dds table: many.txt, line " + (i + 2) + ": bad deal 'N:bad" + (i + 1) + "'";
            assertTrue(named.get(i).startsWith(start), start + " in " + named.get(i));
        }
        assertEquals("zwang dds table: 95 more bad boards not shown; 100 of 102 boards could not be read and are left "
                + "out; the others are solved (exit code 2)", named.get(5));

        CommandRun none = Cli.run("dds", "table", "--file",
                Cli.file(dir, "none.txt", lines.subList(1, 101).toArray(new String[0])).toString());
        assertEquals(2, none.code(), none.err());
        assertEquals("", none.out());
        List<String> err = none.err().lines().toList();
        assertEquals(6, err.size(), none.err());
        assertEquals("zwang dds table: 95 more bad boards not shown; no board of the file could be read (100 rejected)",
                err.get(5));
    }

    /** A device or pipe is named by its whole path: its last part ("null", "63") says nothing. */
    @Test
    void aFileThatIsNotARegularFileIsNamedByItsPath() {
        org.junit.jupiter.api.Assumptions.assumeTrue(java.nio.file.Files.isReadable(Path.of("/dev/null")));
        Cli.run("dds", "table", "-f", "/dev/null").fails(2, "zwang dds table: /dev/null: no deals found");
        Cli.run("dds", "table", "-f", Cli.file(dir, "empty.txt").toString()).fails(2, "zwang dds table: empty.txt: no deals found");
    }

    /**
     * One bad board never costs the others: a PBN file whose second board is malformed gets the
     * tables of the first and third (DDS's numbers for that deal), a line naming the bad one, exit 2;
     * a deal-per-line file likewise line by line.
     */
    @Test
    void aBadBoardIsReportedAndTheOthersAreSolved(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        String[] first = Cli.oracle("ddtables.txt").get(0);
        String deal = Cli.deal(first);
        java.nio.file.Path pbn = Cli.file(dir, "three.pbn", "[Board \"1\"]", "[Deal \"" + deal + "\"]", "",
                "[Board \"2\"]", "[Deal \"N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT\"]", "",
                "[Board \"3\"]", "[Deal \"" + deal + "\"]", "");
        CommandRun run = Cli.run("dds", "table", "--format", "csv", "--file", pbn.toString());
        assertEquals(2, run.code(), run.err());
        List<String> rows = run.outLines();
        assertEquals(3, rows.size(), "a header and the two good boards: " + rows);
        assertTrue(run.err().contains("three.pbn, line 5: [Deal] hands differ in size"), run.err());
        assertTrue(run.err().contains("1 of 3 boards could not be read"), run.err());
        java.nio.file.Path lines = Cli.file(dir, "lines.txt", deal, "N:garbage", deal, "S:nonsense");
        CommandRun byLine = Cli.run("dds", "table", "--format", "csv", "--file", lines.toString());
        assertEquals(2, byLine.code(), byLine.err());
        assertEquals(3, byLine.outLines().size(), byLine.out());
        assertTrue(byLine.err().contains("lines.txt, line 2: bad deal 'N:garbage'"), byLine.err());
        assertTrue(byLine.err().contains("lines.txt, line 4: "), byLine.err());
        assertEquals(byLine.outLines().get(1), byLine.outLines().get(2), "the same deal, the same table");
    }
}
