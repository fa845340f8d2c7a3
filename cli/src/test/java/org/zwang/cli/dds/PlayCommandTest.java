package org.zwang.cli.dds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.cli.CommandRun;

/**
 * {@code zwang dds play}: declarer's side's DD total after each card, checked against DDS's
 * per-card results (famous-deals.txt, solve-positions.txt).
 */
class PlayCommandTest {

    private static final String FAMOUS = "N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2";

    @TempDir
    Path dir;

    @Test
    void theSpadeQueenLeadGivesAwayTheGrandSlam() {
        // famous-deals.txt POS 1: West's best leads hold 7H to 12 (E-W 1); SQ gives E-W 0 (N-S 13)
        CommandRun run = Cli.run("dds", "play", "--trump", "H", "--declarer", "S", "--cards", "SQ,SA,S2,D5", FAMOUS).ok();
        assertTrue(run.out().startsWith("H by South, West leads\n"), run.out());
        assertTrue(run.out().contains("double dummy: 12 before the opening lead"), run.out());
        assertTrue(run.out().contains("\n   1      1  W     SQ     13  * E-W lost 1 trick\n"), run.out());
        assertTrue(run.out().contains("\n   2      1  N     SA     13\n"), run.out());
        assertTrue(run.out().contains("N-S (declarer) 0, E-W (defence) 1; N-S end with 13"), run.out());

        CommandRun csv = Cli.run("dds", "play", "--format", "csv", "-t", "H", "-l", "W", "--cards", "SQ S3", "--deal", FAMOUS)
                .ok();
        assertEquals(List.of("number,trick,seat,card,declarer_tricks,change,lost_by", "0,,,,12,0,", "1,1,W,SQ,13,1,EW",
                "2,1,N,S3,12,-1,NS"), csv.outLines());
    }

    @Test
    void aPbnGameWithItsPlay() {
        Path pbn = Cli.file(dir, "grand.pbn", "[Board \"1\"]", "[Dealer \"N\"]", "[Deal \"" + FAMOUS + "\"]",
                "[Declarer \"S\"]", "[Contract \"7H\"]", "[Play \"W\"]", "SQ SA S2 D5", "*", "");
        CommandRun run = Cli.run("dds", "play", "--file", pbn.toString()).ok();
        assertTrue(run.out().startsWith("7H by South, West leads\n"), run.out());
        assertTrue(run.out().contains("12 before the opening lead (down 1)"), run.out());
        assertTrue(run.out().contains("N-S end with 13 double dummy (made)"), run.out());
        CommandRun json = Cli.run("dds", "play", "--format", "json", "--file", pbn.toString()).ok();
        assertTrue(json.out().contains("\"start\": 12, \"cards\": [{\"card\": \"SQ\", \"seat\": \"W\", \"trick\": 1, "
                + "\"declarerTricks\": 13, \"change\": 1, \"lostBy\": \"EW\"}"), json.out());
    }

    @Test
    void aLinBoardWithItsPlay() {
        String lin = "md|3SHAKJ965D543CAQJ9,SQJT98H4DQJT9CKT2,SAK76543H32DAK2C3,S2HQT87D876C87654|sv|o|"
                + "mb|1S|mb|p|mb|2H|mb|p|mb|4H|mb|p|mb|7H|mb|p|mb|p|mb|p|pc|H4|pc|H2|pc|HT|pc|HA|";
        CommandRun run = Cli.run("dds", "play", "--format", "csv", "--file", Cli.file(dir, "g.lin", lin).toString()).ok();
        // POS 1: the trump lead H4 keeps E-W's trick: 12 for N-S throughout
        assertEquals("1,1,W,H4,12,0,", run.outLines().get(2));
        assertEquals(6, run.outLines().size(), run.out());
    }

    @Test
    void theWholeHistoryOfASolvePosition() {
        // after the history of a solve-positions.txt line, declarer's side ends with what DDS says from there;
        // one line with 2 tricks left (the first dozen cards are full-deal solves)
        String[] tokens = Cli.oracle("solve-positions.txt").stream().filter(t -> Integer.parseInt(t[5]) == 2)
                .findFirst().orElseThrow();
        String deal = String.join(" ", tokens[13], tokens[14], tokens[15], tokens[16]);
        int leader = Deal.parsePbn(deal).holder(Card.parse(tokens[17].split(",")[0]));
        int declarer = Seat.previous(leader);
        CommandRun run = Cli.run("dds", "play", "--format", "csv", "--trump", tokens[1], "--declarer",
                String.valueOf(Seat.letter(declarer)), "--cards", tokens[17], deal).ok();
        List<String> lines = run.outLines();
        assertEquals(tokens[17].split(",").length + 2, lines.size(), run.out());
        String[] last = lines.get(lines.size() - 1).split(",", -1);
        int best = 0;
        for (String cell : tokens[10].split(",")) {
            best = Math.max(best, Integer.parseInt(cell.split(":")[1]));
        }
        int toPlay = Seat.parse(tokens[4]);
        int remaining = Integer.parseInt(tokens[5]);
        int won = Integer.parseInt(tokens[Seat.side(declarer) == Seat.NORTH_SOUTH ? 11 : 12]);
        int expected = won + (Seat.sameSide(toPlay, declarer) ? best : remaining - best);
        assertEquals(String.valueOf(expected), last[4], "solve-positions line " + tokens[0]);
    }

    @Test
    void badInputIsOneLine() {
        Cli.run("dds", "play", "-t", "H", "--declarer", "S", "--cards", "SQ,SX", FAMOUS).fails(2, "--cards: bad card 'SX'");
        Cli.run("dds", "play", "-t", "H", "--declarer", "S", "--cards", "SQ,SJ", FAMOUS).fails(2, "card 2 (SJ)");
        Cli.run("dds", "play", "-t", "H", "--declarer", "S", "--cards", "HA", FAMOUS).fails(2, "West does not hold HA");
        Cli.run("dds", "play", "-t", "H", "--cards", "SQ", FAMOUS).fails(2, "no declarer");
        Cli.run("dds", "play", "--declarer", "S", "--cards", "SQ", FAMOUS).fails(2, "no trump");
        Cli.run("dds", "play", "-t", "H", "--declarer", "S", FAMOUS).fails(2, "no played cards");
        Cli.run("dds", "play", "-t", "H", "--declarer", "S", "--leader", "E", "--cards", "SQ", FAMOUS)
                .fails(2, "does not fit --declarer S");
        Cli.run("dds", "play", "-t", "H", "--declarer", "X", "--cards", "SQ", FAMOUS).fails(2, "bad seat 'X'");
        Path noPlay = Cli.file(dir, "noplay.pbn", "[Deal \"" + FAMOUS + "\"]", "[Declarer \"S\"]", "[Contract \"7H\"]", "");
        Cli.run("dds", "play", "--file", noPlay.toString()).fails(2, "the board has no played cards");
        Cli.run("dds", "play", "--cards", "SQ").fails(2, "no deal");
        Cli.run("dds", "play", "--cards", "SQ", "--deal", FAMOUS, FAMOUS).fails(2, "give the deal once");
    }
}
