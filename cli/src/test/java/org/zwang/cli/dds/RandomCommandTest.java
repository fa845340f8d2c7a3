package org.zwang.cli.dds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.io.DumDumFormat;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.cli.CommandRun;

/**
 * {@code zwang dds random}: dum-dum's columns, reproducible per seed, its tricks equal to a brute-force
 * minimax, and seed 1 gives the deals (and with --table the tables and par) of ddtables.txt.
 */
class RandomCommandTest {

    /** dum-dum's header line, as in its README. */
    private static final String HEADER = "trumps    seat      tricks    elapsed   hands     ";
    private static final Pattern ROW = Pattern.compile("(S |H |D |C |NT)        ([NESW])         (\\d+) +(\\d+) +(\\S+)");

    /** One parsed row: trumps, seat, tricks, elapsed, hands. */
    private static List<String[]> rows(CommandRun run, int expected) {
        List<String> lines = run.outLines();
        assertEquals(HEADER, lines.get(0));
        List<String[]> rows = new ArrayList<>();
        long total = 0;
        for (int i = 1; i <= expected; i++) {
            String line = lines.get(i);
            Matcher m = ROW.matcher(line);
            assertTrue(m.matches(), line);
            assertEquals(20, line.indexOf(m.group(3), 20), "tricks in column 21: " + line);
            assertEquals(40, line.indexOf(m.group(5)), "hands in column 41: " + line);
            rows.add(new String[] {m.group(1).trim(), m.group(2), m.group(3), m.group(4), m.group(5)});
            total += Long.parseLong(m.group(4));
        }
        assertEquals("", lines.get(expected + 1));
        assertEquals("total_elapsed_ms   " + total, lines.get(expected + 2));
        assertEquals("avg_elapsed_ms     " + (expected == 0 ? 0 : total / expected), lines.get(expected + 3));
        assertEquals(expected + 4, lines.size(), run.out());
        return rows;
    }

    @Test
    void compactOutputIsWellFormedAndReproduciblePerSeed() {
        List<String[]> first = rows(Cli.run("dds", "random", "--compact", "--seed", "7", "--hands", "12", "--deal", "6").ok(), 12);
        List<String[]> again = rows(Cli.run("dds", "random", "-c", "-s", "7", "-n", "12", "-d", "6", "--threads", "1").ok(), 12);
        List<String[]> other = rows(Cli.run("dds", "random", "--compact", "--seed", "8", "--hands", "12", "--deal", "6").ok(), 12);
        for (int i = 0; i < 12; i++) {
            Deal deal = DumDumFormat.parseHands(first.get(i)[4]);
            assertEquals(6, deal.cardsPerHand());
            for (int column : new int[] {0, 1, 2, 4}) { // all but elapsed
                assertEquals(first.get(i)[column], again.get(i)[column]);
            }
        }
        assertNotEquals(first.get(0)[4], other.get(0)[4]);
    }

    @Test
    void tricksEqualABruteForceMinimax() {
        for (String[] spec : new String[][] {{"3", "3", "25"}, {"4", "4", "6"}}) {
            List<String[]> rows = rows(Cli.run("dds", "random", "--compact", "--seed", spec[0], "--deal", spec[1],
                    "--hands", spec[2]).ok(), Integer.parseInt(spec[2]));
            for (String[] row : rows) {
                Deal deal = DumDumFormat.parseHands(row[4]);
                int expected = BruteForce.northSouthTricks(deal, Strain.parse(row[0]), Seat.parse(row[1]));
                assertEquals(expected, Integer.parseInt(row[2]), String.join(" ", row));
            }
        }
    }

    @Test
    void seedOneGivesTheDealsTablesAndParOfDdtables() {
        List<String[]> oracle = Cli.oracle("ddtables.txt");
        CommandRun run = Cli.run("dds", "random", "--table", "--format", "csv", "--seed", "1", "--hands", "3").ok();
        assertEquals(4, run.outLines().size(), run.out());
        for (int i = 0; i < 3; i++) {
            assertEquals(TableCommandTest.expectedCsv(oracle.get(i)), run.outLines().get(1 + i));
        }
        // the single-solve mode deals the same cards; its tricks agree with the oracle's table
        String[] row = rows(Cli.run("dds", "random", "--compact", "--seed", "1", "--hands", "1").ok(), 1).get(0);
        assertEquals(Cli.deal(oracle.get(0)), DumDumFormat.parseHands(row[4]).toPbn());
        int strain = Strain.parse(row[0]);
        int declarer = Seat.previous(Seat.parse(row[1]));
        int declarerTricks = Integer.parseInt(oracle.get(0)[4 + 4 * strain + declarer]);
        int northSouth = Seat.side(declarer) == Seat.NORTH_SOUTH ? declarerTricks : 13 - declarerTricks;
        assertEquals(northSouth, Integer.parseInt(row[2]));
    }

    @Test
    void tablesTakeParsDealerAndVulnerability() {
        // Each table's par for dealer E, both vulnerable, equals 'dds par' on that table's own numbers,
        // and differs from the default (dealer N, nobody vulnerable) somewhere, so the options count.
        List<String> asked = Cli.run("dds", "random", "--table", "--format", "csv", "--seed", "1", "--hands", "6",
                "--dealer", "E", "--vul", "All").ok().outLines();
        List<String> plain = Cli.run("dds", "random", "--table", "--format", "csv", "--seed", "1", "--hands", "6")
                .ok().outLines();
        boolean differs = false;
        for (int i = 1; i <= 6; i++) {
            String[] row = asked.get(i).split(",", -1);
            String numbers = String.join(",", java.util.Arrays.copyOfRange(row, 1, 21));
            String[] par = Cli.run("dds", "par", "--dealer", "E", "--vul", "All", "--format", "csv", "--table", numbers)
                    .ok().outLines().get(1).split(",", -1);
            assertEquals(par[3] + "," + par[4], row[21] + "," + row[22], asked.get(i));
            differs |= !asked.get(i).equals(plain.get(i));
        }
        assertTrue(differs, "dealer E, both vulnerable, changes some par of these six deals");
    }

    @Test
    void fixedTrumpAndLeaderKeepTheDeals() {
        List<String[]> free = rows(Cli.run("dds", "random", "-c", "--seed", "5", "--hands", "6", "--deal", "3").ok(), 6);
        List<String[]> fixed = rows(Cli.run("dds", "random", "-c", "--seed", "5", "--hands", "6", "--deal", "3",
                "--trump", "NT", "--leader", "W").ok(), 6);
        for (int i = 0; i < 6; i++) {
            assertEquals(free.get(i)[4], fixed.get(i)[4]);
            assertEquals("NT", fixed.get(i)[0]);
            assertEquals("W", fixed.get(i)[1]);
        }
    }

    @Test
    void longFormShowsTheSameAnswers() {
        List<String[]> compact = rows(Cli.run("dds", "random", "-c", "--seed", "9", "--hands", "3", "--deal", "5").ok(), 3);
        CommandRun run = Cli.run("dds", "random", "--seed", "9", "--hands", "3", "--deal", "5").ok();
        for (int i = 0; i < 3; i++) {
            String[] row = compact.get(i);
            int northSouth = Integer.parseInt(row[2]);
            assertTrue(run.out().contains("deal " + (i + 1) + "   " + row[4] + "\n"), run.out());
            assertTrue(run.out().contains("trumps    " + row[0] + "\n"), run.out());
            assertTrue(run.out().contains("seat      " + row[1] + " leads\n"), run.out());
            assertTrue(run.out().contains("tricks    " + northSouth + " N-S, " + (5 - northSouth) + " E-W\n"), run.out());
        }
        assertTrue(run.out().contains("best_lead "), run.out());
        assertTrue(run.out().contains("\ntotal_elapsed_ms   "), run.out());
    }

    @Test
    void zeroHands() {
        rows(Cli.run("dds", "random", "--compact", "--hands", "0").ok(), 0);
    }

    @Test
    void badOptionsAreOneLine() {
        Cli.run("dds", "random", "--deal", "14").fails(2, "--deal must be 1 .. 13");
        Cli.run("dds", "random", "--deal", "0").fails(2, "--deal must be 1 .. 13");
        Cli.run("dds", "random", "--hands", "-1").fails(2, "--hands must be 0 or more");
        Cli.run("dds", "random", "--table", "--compact").fails(2, "--compact is for single solves");
        Cli.run("dds", "random", "--format", "csv").fails(2, "--format is for --table");
        Cli.run("dds", "random", "--seed", "x").fails(2, "--seed");
        Cli.run("dds", "random", "--trump", "Q").fails(2, "bad strain 'Q'");
        Cli.run("dds", "random", "--bogus").fails(2, "Unknown option: '--bogus'");
    }
}
