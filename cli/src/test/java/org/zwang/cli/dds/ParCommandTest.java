package org.zwang.cli.dds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.io.Csv;
import org.zwang.cli.CommandRun;

/** {@code zwang dds par}: DDS DealerPar's score and text for dealer N, nobody vulnerable (ddtables.txt). */
class ParCommandTest {

    private static String numbers(String[] tokens, String separator) {
        return String.join(separator, Arrays.copyOfRange(tokens, 4, 24));
    }

    @Test
    void parOfTablesEqualsTheOracle() {
        List<String[]> oracle = Cli.oracle("ddtables.txt");
        for (int i = 0; i < 25; i++) {
            String[] tokens = oracle.get(i);
            String separator = i % 2 == 0 ? " " : ",";
            CommandRun run = Cli.run("dds", "par", "--format", "csv", "--table", numbers(tokens, separator)).ok();
            assertEquals(List.of("deal,dealer,vul,par,par_contracts",
                    Csv.row("", "N", "None", tokens[24], tokens[25].replace(',', ';'))), run.outLines(), "line " + (i + 1));
        }
    }

    @Test
    void parOfADealSolvesItsTable() {
        String[] tokens = Cli.oracle("ddtables.txt").get(25);
        CommandRun run = Cli.run("dds", "par", Cli.deal(tokens)).ok();
        assertTrue(run.out().startsWith("Deal 1: " + Cli.deal(tokens) + "\n"), run.out());
        assertTrue(run.out().contains("\ndealer  vul   par    contracts\nN       None  +" + tokens[24] + "   " + tokens[25]
                + "\n"), run.out());
        CommandRun json = Cli.run("dds", "par", "--format", "json", Cli.deal(tokens)).ok();
        assertTrue(json.out().contains("\"tricks\": [" + numbers(tokens, ", ") + "]"), json.out());
        assertTrue(json.out().contains("{\"dealer\": \"N\", \"vulnerable\": \"None\", \"score\": " + tokens[24]
                + ", \"contracts\": [\"3C*-EW-1\", \"2N*-EW-1\"]}"), json.out());
    }

    @Test
    void allDealersAndVulnerabilities() {
        String[] tokens = Cli.oracle("ddtables.txt").get(0);
        CommandRun run = Cli.run("dds", "par", "--all", "--format", "csv", "--table", numbers(tokens, " ")).ok();
        List<String> lines = run.outLines();
        assertEquals(17, lines.size(), run.out());
        assertEquals(Csv.row("", "N", "None", tokens[24], tokens[25]), lines.get(1));
        int row = 1;
        for (String vul : new String[] {"None", "NS", "EW", "All"}) {
            for (String dealer : new String[] {"N", "E", "S", "W"}) {
                assertTrue(lines.get(row).startsWith("," + dealer + "," + vul + ","), lines.get(row));
                row++;
            }
        }
        // -460 (3NT by West, +2) when E-W are not vulnerable: hand-checked from the table (W takes 11 in NT)
        assertTrue(lines.get(5).endsWith(",NS,-460,3N-W+2"), lines.get(5));
        CommandRun text = Cli.run("dds", "par", "--dealer", "E", "--vul", "NS", "--table", numbers(tokens, ",")).ok();
        assertTrue(text.out().contains("\nE       NS    -460   3N-W+2\n"), text.out());
    }

    @Test
    void badInputIsOneLine() {
        Cli.run("dds", "par", "--table", "1 2 3").fails(2, "--table needs 20 numbers");
        Cli.run("dds", "par", "--table", "3 8 3 8 7 6 7 6 2 11 2 11 5 8 5 8 2 10 2 14").fails(2, "bad number '14'");
        Cli.run("dds", "par", "--table", "3 8 3 8 7 6 7 6 2 11 2 11 5 8 5 8 2 10 2 x").fails(2, "bad number 'x'");
        Cli.run("dds", "par", "--all", "--dealer", "E", "--table", "3 8 3 8 7 6 7 6 2 11 2 11 5 8 5 8 2 10 2 11")
                .fails(2, "--all covers every dealer");
        Cli.run("dds", "par", "N:A... K... Q... J...").fails(2, "par needs full deals of 13 cards");
        Cli.run("dds", "par", "--vul", "X", "--table", "3 8 3 8 7 6 7 6 2 11 2 11 5 8 5 8 2 10 2 11")
                .fails(2, "bad vulnerability 'X'");
        Cli.run("dds", "par").fails(2, "Missing required");
    }

    @Test
    void sidesGivesDdsSidesParForEachSideBiddingFirst() {
        // DDS SidesPar on the first deal of ddtables.txt (bridge-dds's sides-par.txt): vulnerability
        // None: -460 3N-W+2 with N-S first, 460 3N-W+2 (E-W's view) with E-W first; EW: -660 4N-W+1 and
        // 660 4N-W+1. Zwang prints both scores as N-S's.
        String[] tokens = Cli.oracle("ddtables.txt").get(0);
        CommandRun csv = Cli.run("dds", "par", "--sides", "--all", "--format", "csv", "--table", numbers(tokens, " ")).ok();
        List<String> lines = csv.outLines();
        assertEquals("deal,vul,ns_first_par,ns_first_contracts,ew_first_par,ew_first_contracts", lines.get(0));
        assertEquals(5, lines.size(), csv.out());
        assertTrue(lines.contains(Csv.row("", "None", "-460", "3N-W+2", "-460", "3N-W+2")), csv.out());
        assertTrue(lines.contains(Csv.row("", "EW", "-660", "4N-W+1", "-660", "4N-W+1")), csv.out());
        CommandRun text = Cli.run("dds", "par", "--sides", "--vul", "EW", "--table", numbers(tokens, ",")).ok();
        assertTrue(text.out().contains("\nEW    -660 4N-W+1              -660 4N-W+1\n"), text.out());
        CommandRun json = Cli.run("dds", "par", "--sides", "--format", "json", "--table", numbers(tokens, " ")).ok();
        assertTrue(json.out().contains("\"sides_par\": [{\"vulnerable\": \"None\", \"ns_first\": {\"score\": -460, "
                + "\"contracts\": [\"3N-W+2\"]}, \"ew_first\": {\"score\": -460, \"contracts\": [\"3N-W+2\"]}}]"), json.out());
        Cli.run("dds", "par", "--sides", "--dealer", "E", "--table", numbers(tokens, " ")).fails(2, "--sides");
    }
}
