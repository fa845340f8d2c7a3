package org.zwang.cli.dds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.cli.CommandRun;

/**
 * {@code zwang dds file}: dum-dum's own examples give dum-dum's answers; PBN and LIN boards are solved
 * with their contract's trump and leader, checked against the DDS tables of ddtables.txt and
 * famous-deals.txt.
 */
class FileCommandTest {

    @TempDir
    Path dir;

    @Test
    void dumDumReadmeExamplesGiveDumDumsAnswers() {
        List<String[]> dumdum = Cli.oracle("dumdum-readme.txt");
        CommandRun run = Cli.run("dds", "file", "--compact", Cli.resource("dumdum-readme.txt").toString()).ok();
        List<String> lines = run.outLines();
        assertEquals("trumps    seat      tricks    elapsed   hands     ", lines.get(0));
        assertEquals(dumdum.size() + 4, lines.size(), run.out());
        for (int i = 0; i < dumdum.size(); i++) {
            String[] expected = dumdum.get(i);
            String[] got = lines.get(1 + i).trim().split("\\s+");
            assertEquals(expected[0], got[0]);
            assertEquals(expected[1], got[1]);
            assertEquals(expected[2], got[2], "tricks of " + String.join(" ", expected));
            assertEquals(expected[4], got[4]);
        }
        assertTrue(lines.get(dumdum.size() + 2).startsWith("total_elapsed_ms   "));
    }

    /** N-S tricks of an oracle table line for a contract in {@code strain} by {@code declarer}. */
    private static int northSouth(String[] tokens, int strain, int declarer) {
        int tricks = Integer.parseInt(tokens[4 + 4 * strain + declarer]);
        return Seat.side(declarer) == Seat.NORTH_SOUTH ? tricks : 13 - tricks;
    }

    @Test
    void pbnBoardsAreSolvedWithTheirContracts() {
        List<String[]> oracle = Cli.oracle("ddtables.txt");
        Path pbn = Cli.file(dir, "games.pbn",
                "[Board \"1\"]", "[Deal \"" + Cli.deal(oracle.get(4)) + "\"]", "[Declarer \"W\"]", "[Contract \"3NT\"]", "",
                "[Board \"2\"]", "[Deal \"" + Cli.deal(oracle.get(5)) + "\"]", "[Declarer \"N\"]", "[Contract \"4SX\"]", "");
        CommandRun run = Cli.run("dds", "file", "-c", pbn.toString()).ok();
        String[] first = run.outLines().get(1).trim().split("\\s+");
        String[] second = run.outLines().get(2).trim().split("\\s+");
        assertEquals("NT", first[0]);
        assertEquals("N", first[1]); // West declares, North leads
        assertEquals(String.valueOf(northSouth(oracle.get(4), Strain.NOTRUMP, Seat.WEST)), first[2]);
        assertEquals("S", second[0]);
        assertEquals("E", second[1]);
        assertEquals(String.valueOf(northSouth(oracle.get(5), Strain.SPADES, Seat.NORTH)), second[2]);

        // --trump and --leader replace the contracts' (hearts, West leads: North declares)
        CommandRun hearts = Cli.run("dds", "file", "-c", "--trump", "H", "--leader", "E", pbn.toString()).ok();
        assertEquals(String.valueOf(northSouth(oracle.get(4), Strain.HEARTS, Seat.NORTH)),
                hearts.outLines().get(1).trim().split("\\s+")[2]);

        CommandRun text = Cli.run("dds", "file", pbn.toString()).ok();
        assertTrue(text.out().startsWith("board 1 (line 1)   "), text.out());
        assertTrue(text.out().contains("\nboard 2 (line 6)   "), text.out());
    }

    @Test
    void linBoardWithItsAuctionAndTheFamousDeal() {
        // famous-deals.txt: 7H by South, West leads: N-S take 12 (TABLE token 11)
        String lin = "md|3SHAKJ965D543CAQJ9,SQJT98H4DQJT9CKT2,SAK76543H32DAK2C3,S2HQT87D876C87654|sv|o|"
                + "mb|1S|mb|p|mb|2H|mb|p|mb|4H|mb|p|mb|7H|mb|p|mb|p|mb|p|pc|SQ|";
        Path file = Cli.file(dir, "famous.lin", lin);
        String[] row = Cli.run("dds", "file", "--compact", file.toString()).ok().outLines().get(1).trim().split("\\s+");
        assertEquals("H", row[0]);
        assertEquals("W", row[1]);
        assertEquals(Cli.oracle("famous-deals.txt").get(0)[1 + 10], row[2]);
    }

    @Test
    void fileWithoutTrumpsGetsTables() {
        List<String[]> oracle = Cli.oracle("ddtables.txt");
        Path deals = Cli.file(dir, "deals.txt", String.join(" ", oracle.get(25)), Cli.deal(oracle.get(26)));
        CommandRun csv = Cli.run("dds", "file", "--table", "--format", "csv", deals.toString()).ok();
        assertEquals(List.of(TableCommandTest.expectedCsv(oracle.get(25)), TableCommandTest.expectedCsv(oracle.get(26))),
                csv.outLines().subList(1, 3));
        CommandRun text = Cli.run("dds", "file", deals.toString()).ok();
        assertTrue(text.out().contains("Deal 1 (line 1): " + Cli.deal(oracle.get(25))), text.out());
        assertTrue(text.out().contains("\ntotal_elapsed_ms   "), text.out());
        // --table forces tables for dum-dum lines too (endings: no par)
        Path dumdum = Cli.file(dir, "one.txt", "NT S K965.83.T5.A3/AJ8.A.J842.JT/Q42.JT5.3.K87/T73.Q642.Q6.4");
        CommandRun endings = Cli.run("dds", "file", "--table", "--format", "csv", dumdum.toString()).ok();
        assertTrue(endings.outLines().get(1).endsWith(",,"), endings.out());
    }

    @Test
    void badInputIsOneLine() {
        Cli.run("dds", "file", dir.resolve("none.txt").toString()).fails(2, "no such file");
        Cli.run("dds", "file", dir.toString()).fails(2, "is a directory");
        Cli.run("dds", "file", Cli.file(dir, "junk.txt", "12 34 56").toString()).fails(2, "cannot tell the format");
        Cli.run("dds", "file", Cli.file(dir, "bad.txt", "S N A9..AKJT84.KQ/Q5.T873.973.9/J8.QJ94.6.AT3").toString())
                .fails(2, "line 1: bad hands");
        Cli.run("dds", "file", Cli.file(dir, "short.txt", "S N A9..AKJT84.KQ/Q5.T873.973.9/J8.QJ94.6.AT3/KT63.A5.5.87")
                .toString()).fails(2, "hands differ in size");
        Path mixed = Cli.file(dir, "mixed.pbn",
                "[Deal \"N:A... K... Q... J...\"]", "[Declarer \"N\"]", "[Contract \"1NT\"]", "",
                "[Deal \"N:2... 3... 4... 5...\"]", "");
        Cli.run("dds", "file", mixed.toString()).fails(2, "deal 2 (line 5): no trump");
        Path deals = Cli.file(dir, "deals.txt", "N:A... K... Q... J...");
        Cli.run("dds", "file", "--compact", deals.toString()).fails(2, "--compact is for single solves");
        Cli.run("dds", "file", "--table", "--trump", "S", deals.toString()).fails(2, "leave out --trump");
        Cli.run("dds", "file", "--format", "csv", "--trump", "S", "--leader", "N", deals.toString())
                .fails(2, "--format is for --table");
        // said before the file is read: a file that is not there is not the first problem
        Cli.run("dds", "file", "--format", "json", dir.resolve("none.txt").toString()).fails(2, "--format is for --table");
        Cli.run("dds", "file").fails(2, "Missing required parameter");
    }
}
