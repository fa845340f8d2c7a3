package org.zwang.cli.dds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Hand;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.cli.CommandRun;

/**
 * {@code zwang dds solve} end to end: every card's count must be DDS SolveBoard's (solve-positions.txt,
 * famous-deals.txt).
 */
class SolveCommandTest {

    private static final String FAMOUS = "N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2";

    @TempDir
    Path dir;

    /** The CSV the command should print for an oracle results token like {@code SK:4,S6:4}. */
    private static List<String> expectedCsv(String results) {
        List<String> lines = new ArrayList<>(List.of("card,tricks,best"));
        int best = -1;
        for (String cell : results.split(",")) {
            best = Math.max(best, Integer.parseInt(cell.split(":")[1]));
        }
        for (String cell : results.split(",")) {
            String[] parts = cell.split(":");
            lines.add(parts[0] + "," + parts[1] + "," + (Integer.parseInt(parts[1]) == best ? 1 : 0));
        }
        return lines;
    }

    /**
     * The ending at the start of the current trick of a solve-positions.txt line: the cards still held plus
     * the cards already played to the trick, given back to the seats that played them.
     */
    private static String endingAtTrickStart(String[] tokens) {
        long[] hands = new long[4];
        String[] remaining = {tokens[6].substring(2), tokens[7], tokens[8], tokens[9]};
        for (int seat = 0; seat < 4; seat++) {
            hands[seat] = Hand.parse(remaining[seat]);
        }
        int first = Seat.parse(tokens[2]);
        if (!tokens[3].equals("-")) {
            String[] trick = tokens[3].split(",");
            for (int i = 0; i < trick.length; i++) {
                hands[Seat.advance(first, i)] |= Card.bit(Card.parse(trick[i]));
            }
        }
        return Deal.of(hands[0], hands[1], hands[2], hands[3]).toPbn();
    }

    @Test
    void everyCardOfSolvePositionsFromTheTrickStart() {
        int checked = 0;
        for (String[] tokens : Cli.oracle("solve-positions.txt")) {
            if (Integer.parseInt(tokens[5]) > 8 || checked >= 15) {
                continue;
            }
            List<String> args = new ArrayList<>(List.of("dds", "solve", "--format", "csv", "--trump", tokens[1],
                    "--leader", tokens[2], endingAtTrickStart(tokens)));
            if (!tokens[3].equals("-")) {
                args.add("--played=" + tokens[3]);
            }
            CommandRun run = Cli.run(args.toArray(new String[0])).ok();
            assertEquals(expectedCsv(tokens[10]), run.outLines(), "solve-positions line " + tokens[0]);
            checked++;
        }
        assertEquals(15, checked);
    }

    @Test
    void everyCardOfSolvePositionsAfterTheWholeHistory() {
        int checked = 0;
        for (String[] tokens : Cli.oracle("solve-positions.txt")) {
            if (Integer.parseInt(tokens[5]) > 4 || checked >= 5) {
                continue;
            }
            String deal = String.join(" ", tokens[13], tokens[14], tokens[15], tokens[16]);
            int openingLeader = Deal.parsePbn(deal).holder(Card.parse(tokens[17].split(",")[0]));
            CommandRun run = Cli.run("dds", "solve", "--format", "csv", "--trump", tokens[1], "--leader",
                    String.valueOf(Seat.letter(openingLeader)), "--played", tokens[17], deal).ok();
            assertEquals(expectedCsv(tokens[10]), run.outLines(), "solve-positions line " + tokens[0]);
            checked++;
        }
        assertEquals(5, checked);
    }

    @Test
    void famousDealOpeningLeadsAndAfterTheSpadeQueen() {
        // famous-deals.txt POS 1: West's leads, tricks for E-W; POS 2: after SQ, North to play, tricks for N-S
        List<String[]> famous = Cli.oracle("famous-deals.txt");
        String[] pos1 = famous.get(1);
        String[] pos2 = famous.get(2);
        assertEquals("POS", pos1[0]);
        CommandRun lead = Cli.run("dds", "solve", "--format", "csv", "-t", "H", "-l", "W", FAMOUS).ok();
        assertEquals(expectedCsv(pos1[11]), lead.outLines());
        CommandRun afterQueen = Cli.run("dds", "solve", "--format", "csv", "-t", "H", "-l", "W", "-p", "SQ", "--deal", FAMOUS)
                .ok();
        assertEquals(expectedCsv(pos2[11]), afterQueen.outLines());

        CommandRun text = Cli.run("dds", "solve", "-t", "H", "-l", "W", "-p", "SQ", FAMOUS).ok();
        assertTrue(text.out().contains("North to play. Tricks for N-S"), text.out());
        assertTrue(text.out().contains("  SA 13*  SK 13*  S7 12   S6 12   S5 12   S4 12   S3 12"), text.out());
        assertTrue(text.out().contains("Best (*): 13 tricks for N-S"), text.out());
    }

    @Test
    void dumDumsTrumpsSpellingIsTheTrumpOption() {
        String trump = Cli.run("dds", "solve", "--format", "csv", "--trump", "H", "--leader", "W", FAMOUS).ok().out();
        assertEquals(trump, Cli.run("dds", "solve", "--format", "csv", "--trumps", "H", "-l", "W", FAMOUS).ok().out());
        Cli.run("dds", "solve", "--trumps", "X", "-l", "W", FAMOUS).fails(2, "--trump");
    }

    @Test
    void theLineIsLegalAndTakesTheBestCount() {
        CommandRun run = Cli.run("dds", "solve", "-t", "H", "-l", "W", "-p", "SQ", "--line", FAMOUS).ok();
        // replay the printed line card by card with the rules of the model; N-S must take all 13 (POS 2)
        Position position = Position.start(Deal.parsePbn(FAMOUS), Strain.HEARTS, Seat.WEST).play(Card.parse("SQ"));
        Pattern card = Pattern.compile("(?<!\\()\\b([NESW]) ([SHDC][AKQJT98765432])\\b(?!\\))");
        Pattern trick = Pattern.compile("^trick +(\\d+): (.*) won by ([NESW])$");
        int tricks = 0;
        for (String line : run.outLines()) {
            Matcher row = trick.matcher(line);
            if (!row.matches()) {
                continue;
            }
            tricks++;
            assertEquals(tricks, Integer.parseInt(row.group(1)));
            Matcher cards = card.matcher(row.group(2).replaceAll("\\([NESW] [SHDC].\\)", ""));
            while (cards.find()) {
                assertEquals(Seat.parse(cards.group(1)), position.toMove(), line);
                position = position.play(Card.parse(cards.group(2)));
            }
            assertEquals(Seat.parse(row.group(3)), position.leader(), "winner of " + line);
        }
        assertEquals(13, tricks, run.out());
        assertTrue(position.isFinished());
        assertEquals(13, position.tricksWon(Seat.NORTH_SOUTH));
        assertTrue(run.out().contains("Tricks won: N-S 13, E-W 0"), run.out());
    }

    /** The famous deal with hearts trumps and West to lead, as a dum-dum line. */
    private static final String FAMOUS_HEARTS_WEST_LEADS =
            "H W QJT98.4.QJT9.KT2/AK76543.32.AK2.3/2.QT87.876.87654/.AKJ965.543.AQJ9";

    /** Board 2 of {@code file}, the famous deal's opening lead, solved as DDS solves it. */
    private static void assertBoardTwoIsTheFamousLead(Path file) {
        CommandRun run = Cli.run("dds", "solve", "--format", "csv", "--file", file.toString(), "--board", "2").ok();
        assertEquals(expectedCsv(Cli.oracle("famous-deals.txt").get(1)[11]), run.outLines());
    }

    @Test
    void fromABoardOfAFile() {
        assertBoardTwoIsTheFamousLead(Cli.file(dir, "hands.txt",
                "S N A9..AKJT84.KQ/Q5.T873.973.9/J8.QJ94.6.AT3/KT63.A5.5.876", FAMOUS_HEARTS_WEST_LEADS));
    }

    /** Only the board asked for must be readable: a malformed other board of the file does not matter. */
    @Test
    void aMalformedOtherBoardOfTheFileDoesNotMatter() {
        // South's hand lacks a club: board 1 cannot be read
        Path dumDum = Cli.file(dir, "mixed.txt",
                "S N A9..AKJT84.KQ/Q5.T873.973.9/J8.QJ94.6.AT3/KT63.A5.5.87", FAMOUS_HEARTS_WEST_LEADS);
        assertBoardTwoIsTheFamousLead(dumDum);
        Cli.run("dds", "solve", "--file", dumDum.toString(), "--board", "1").fails(2, "mixed.txt, line 1: ");
        Cli.run("dds", "solve", "--file", dumDum.toString()).fails(2, "mixed.txt, line 1: ");
        Cli.run("dds", "solve", "--file", dumDum.toString(), "--board", "3").fails(2, "has no board 3 (it holds 2 boards)");

        Path pbn = Cli.file(dir, "numbered.pbn",
                "[Board \"7\"]", "[Deal \"N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9\"]", "",
                "[Board \"8\"]", "[Deal \"" + FAMOUS + "\"]", "[Declarer \"S\"]", "[Contract \"6H\"]", "");
        CommandRun eight = Cli.run("dds", "solve", "--format", "csv", "--file", pbn.toString(), "--board", "8").ok();
        assertEquals(expectedCsv(Cli.oracle("famous-deals.txt").get(1)[11]), eight.outLines());
        Cli.run("dds", "solve", "--file", pbn.toString(), "--board", "7")
                .fails(2, "has no board 7 that could be read (1 could not: numbered.pbn, line 2: [Deal]");
    }

    @Test
    void jsonListsEveryCard() {
        CommandRun run = Cli.run("dds", "solve", "--format", "json", "-t", "H", "-l", "W", "-p", "SQ", "--line", FAMOUS).ok();
        assertTrue(run.out().startsWith("{\"position\": "), run.out());
        assertTrue(run.out().contains("\"toPlay\": \"N\", \"side\": \"NS\", \"tricksLeft\": 13, \"tricks\": 13"), run.out());
        assertTrue(run.out().contains("{\"card\": \"S7\", \"tricks\": 12, \"best\": false}"), run.out());
        assertTrue(run.out().contains("\"line\": [\""), run.out());
    }

    @Test
    void badInputIsOneLine() {
        Cli.run("dds", "solve", "-t", "H", "-l", "W", "-p", "SQ,SX", FAMOUS).fails(2, "--played: bad card 'SX'");
        Cli.run("dds", "solve", "-t", "H", "-l", "W", "-p", "SQ,SJ", FAMOUS).fails(2, "North does not hold SJ");
        Cli.run("dds", "solve", "-t", "H", "-l", "W", "-p", "SA", FAMOUS).fails(2, "West does not hold SA");
        Cli.run("dds", "solve", "-t", "H", "-l", "W", "-p", "SQ,H3", FAMOUS).fails(2, "North must follow S");
        Cli.run("dds", "solve", "-t", "NT", "-l", "W", "N:A... K... Q... J.2..").fails(2, "hands differ in size");
        Cli.run("dds", "solve", "-l", "W", FAMOUS).fails(2, "no trump");
        Cli.run("dds", "solve", "-t", "H", FAMOUS).fails(2, "no opening leader");
        Cli.run("dds", "solve", "-t", "H", "-l", "Q", FAMOUS).fails(2, "bad seat 'Q'");
        Cli.run("dds", "solve", "-t", "X", "-l", "W", FAMOUS).fails(2, "bad strain 'X'");
        Cli.run("dds", "solve", "-t", "NT", "-l", "N", "-p", "SA,SK,SQ,SJ", "N:A... K... Q... J...")
                .fails(2, "every card has been played");
        Cli.run("dds", "solve", "-t", "NT", "-l", "N", FAMOUS, FAMOUS).fails(2, "solve takes one deal, got 2");
        Cli.run("dds", "solve", "-t", "NT", "-l", "N", "--file", dir.resolve("nope.pbn").toString())
                .fails(2, "no such file");
        Cli.run("dds", "solve", "-t", "NT", "-l", "N", "--file", Cli.file(dir, "one.txt", FAMOUS).toString(),
                "--board", "3").fails(2, "has no board 3");
        // Where the board comes from (OneBoardOptions): one source, named once.
        Cli.run("dds", "solve", "-t", "NT", "-l", "N").fails(2, "no deal: give one, or --file");
        Cli.run("dds", "solve", "-t", "NT", "-l", "N", "--deal", FAMOUS, FAMOUS).fails(2, "give the deal once");
        Cli.run("dds", "solve", "-t", "NT", "-l", "N", "--file", Cli.file(dir, "two.txt", FAMOUS).toString(), FAMOUS)
                .fails(2, "either on the command line or with --file, not both");
        Cli.run("dds", "solve", "-t", "NT", "-l", "N", "--board", "2", FAMOUS).fails(2, "--board goes with --file");
    }
}
