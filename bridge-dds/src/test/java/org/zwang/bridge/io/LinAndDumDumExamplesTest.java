package org.zwang.bridge.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.zwang.bridge.io.PbnExamplesTest.assertError;
import static org.zwang.bridge.io.PbnExamplesTest.cards;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.model.Contract;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Hand;
import org.zwang.bridge.model.Scoring;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.model.Vulnerability;

/** Hand-written LIN lines and dum-dum lines, good and bad. */
class LinAndDumDumExamplesTest {

    /** A BBO hand record: names, the deal with East left out, an auction, four tricks, a claim. */
    static final String BBO_LINE = "pn|Green,Smith,Jones,Brown|st||md|3ST983H5DA93CAJ732,SAJ75HQ63DKQ6CKQ8,"
            + "SQ64HJT98742D7CT6,|rh||ah|Board 1|sv|o|mb|p|mb|1D|mb|p|mb|3N|mb|p|mb|p|mb|p|"
            + "pc|HJ|pc|HA|pc|H5|pc|H3|pc|HK|pc|S3|pc|H6|pc|H2|pc|DJ|pc|D3|pc|D6|pc|D7|mc|10|pg||";

    @Test
    void bboHandRecordWithAuctionAndPlay() {
        List<BoardRecord> boards = LinFormat.read(BBO_LINE);
        assertEquals(1, boards.size());
        BoardRecord board = boards.get(0);
        assertEquals(Deal.parsePbn(PbnExamplesTest.DEAL), board.deal(), "East gets the remaining cards");
        assertEquals(1, board.number());
        assertEquals(Seat.NORTH, board.dealer());
        assertEquals(Vulnerability.NONE, board.vulnerability());
        assertEquals(Contract.of(3, Strain.NOTRUMP, Scoring.UNDOUBLED, Seat.WEST), board.contract());
        assertEquals(Seat.NORTH, board.leader());
        assertArrayEquals(cards("HJ", "HA", "H5", "H3", "HK", "S3", "H6", "H2", "DJ", "D3", "D6", "D7"), board.play());
        assertNull(board.playNote());
    }

    /** A LIN line as posted on BBO's forum: board 2, East deals, North-South vulnerable. */
    @Test
    void forumPostedLine() {
        BoardRecord board = LinFormat.read("qx|o2|md|4SQJ762H86DJ96CQT8,ST94HAKJD753CK764,SK8HT7542DQ82CJ92|rh||ah||sv|n|pg||")
                .get(0);
        assertEquals(2, board.number());
        assertEquals(Seat.EAST, board.dealer());
        assertEquals(Vulnerability.NORTH_SOUTH, board.vulnerability());
        assertEquals(Hand.parse("QJ762.86.J96.QT8"), board.deal().hand(Seat.SOUTH));
        assertEquals(Hand.parse("T94.AKJ.753.K764"), board.deal().hand(Seat.WEST));
        assertEquals(Hand.parse("K8.T7542.Q82.J92"), board.deal().hand(Seat.NORTH));
        // worked out by hand: the 13 cards the other three do not hold
        assertEquals(Hand.parse("A53.Q93.AKT4.A53"), board.deal().hand(Seat.EAST));
        // the standard board rotation agrees: board 2 is dealt by East, N-S vulnerable
        assertEquals(Seat.EAST, Vulnerability.dealerOfBoard(2));
        assertEquals(Vulnerability.NORTH_SOUTH, Vulnerability.ofBoard(2));
    }

    @Test
    void alertsDoublesAndSeveralBoardsOnALine() {
        String line = "qx|o3|md|1SAKQJHAKQJDAKQJCA,S2345H2345D2345C2,S6789H6789D6789C3,|sv|b|"
                + "mb|1C!|an|strong|mb|1H|mb|d|mb|r|mb|p|mb|p|mb|p|"
                + "qx|o4|md|2SAKQJHAKQJDAKQJCA,S2345H2345D2345C2,S6789H6789D6789C3,|sv|e|";
        List<BoardRecord> boards = LinFormat.read(line);
        assertEquals(2, boards.size());
        BoardRecord first = boards.get(0);
        assertEquals(Seat.SOUTH, first.dealer());
        assertEquals(Vulnerability.BOTH, first.vulnerability());
        // South 1C, West 1H, North doubles, West's partner East redoubles: 1H redoubled by West
        assertEquals(Contract.of(1, Strain.HEARTS, Scoring.REDOUBLED, Seat.WEST), first.contract());
        assertEquals(Seat.NORTH, first.leader());
        assertEquals(4, boards.get(1).number());
        assertEquals(Seat.WEST, boards.get(1).dealer());
        assertEquals(Vulnerability.EAST_WEST, boards.get(1).vulnerability());
    }

    /** A vugraph-style file: headers, then boards spread over several lines, broken after pg||. */
    static final List<String> VUGRAPH = List.of(
            "vg|Club match,Round 1,I,1,16,Team A,0,Team B,0|",
            "pn|S1,W1,N1,E1,S2,W2,N2,E2|pg||",
            "qx|o1|md|3ST983H5DA93CAJ732,SAJ75HQ63DKQ6CKQ8,SQ64HJT98742D7CT6,|sv|o|",
            "mb|p|mb|1D|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||",
            "pc|HJ|pc|HA|pc|H5|pc|H3|pg||",
            "",
            "qx|c1|md|3ST983H5DA93CAJ732,SAJ75HQ63DKQ6CKQ8,SQ64HJT98742D7CT6,|sv|o|mb|p|mb|1D|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||",
            "pc|HJ|pc|HK|pg||");

    @Test
    void boardsSpreadOverSeveralLines() {
        List<BoardRecord> boards = LinFormat.read(VUGRAPH);
        assertEquals(2, boards.size());
        assertArrayEquals(cards("HJ", "HA", "H5", "H3"), boards.get(0).play());
        assertEquals(3, boards.get(0).lineNumber());
        assertArrayEquals(cards("HJ", "HK"), boards.get(1).play());
        assertEquals(7, boards.get(1).lineNumber());
        DealFileReader.DealFile file = DealFileReader.read("match.lin", VUGRAPH);
        assertEquals(DealFileReader.Format.LIN, file.format());
        assertEquals(boards, file.boards());
        List<String> revoke = new java.util.ArrayList<>(VUGRAPH);
        revoke.set(7, "pc|HJ|pc|S2|pg||");
        assertError("match.lin, line 8: pc|S2| (card 2): East must follow suit to the HJ led instead of playing S2 (holds H)",
                () -> DealFileReader.read("match.lin", revoke).strict());
        DealFileReader.DealFile partial = DealFileReader.read("match.lin", revoke);
        assertEquals(List.of(boards.get(0)), partial.boards(), "the board before the revoke is read");
        assertEquals(8, partial.rejects().get(0).line());
    }

    @Test
    void writerProducesBboStyle() {
        BoardRecord board = LinFormat.read(BBO_LINE).get(0);
        assertEquals("md|3ST983H5DA93CAJ732,SAJ75HQ63DKQ6CKQ8,SQ64HJT98742D7CT6,SK2HAKDJT8542C954|",
                LinFormat.md(board.deal(), board.dealer()));
        assertEquals("qx|o1|md|3ST983H5DA93CAJ732,SAJ75HQ63DKQ6CKQ8,SQ64HJT98742D7CT6,SK2HAKDJT8542C954|ah|Board 1|"
                + "sv|o|mb|p|mb|p|mb|p|mb|3N|mb|p|mb|p|mb|p|pc|HJ|pc|HA|pc|H5|pc|H3|pc|HK|pc|S3|pc|H6|pc|H2|"
                + "pc|DJ|pc|D3|pc|D6|pc|D7|", LinFormat.write(board));
    }

    @Test
    void badLin() {
        assertError("bad dealer digit '5' in md| '5SAKQJHAKQJDAKQJCA' (1 = South, 2 = West, 3 = North, 4 = East)",
                () -> LinFormat.read("md|5SAKQJHAKQJDAKQJCA|"));
        assertError("bad character 'X' in LIN hand 'SAKXHQJ' (suits S, H, D, C, each followed by ranks AKQJT98765432)",
                () -> LinFormat.read("md|3SAKXHQJ,SQ,SJ,ST|"));
        assertError("rank 'A' before any suit letter in LIN hand 'AKSQ'", () -> LinFormat.read("md|3AKSQ,S2,S3,S4|"));
        assertError("insufficient bid '1C' by East after 1S", () -> LinFormat.read(
                "md|3SAKQJHAKQJDAKQJCA,S2345H2345D2345C2,S6789H6789D6789C3,|mb|1S|mb|1C|"));
        assertError("pc|HA| (card 1): card HA cannot be North's (East holds it)", () -> LinFormat.read(
                "md|1ST983H5DA93CAJ732,SAJ75HQ63DKQ6CKQ8,SQ64HJT98742D7CT6,|mb|p|mb|3N|mb|p|mb|p|mb|p|pc|HA|"));
        assertError("no deal in LIN 'pn|a,b,c,d|': it needs md|<hands>|", () -> LinFormat.read("pn|a,b,c,d|"));
        assertError("md| has 5 hands 'SA,SK,SQ,SJ,ST' (South, West, North, East separated by commas)",
                () -> LinFormat.read("md|3SA,SK,SQ,SJ,ST|"));
        assertError("hands differ in size: West's hand 'SK2' has 2 cards, North's hand 'SQ' has 1",
                () -> LinFormat.read("md|3SA,SK2,SQ,SJ|"));
    }

    // ------------------------------------------------------------------ dum-dum

    @Test
    void dumDumInputLineFromItsReadme() {
        BoardRecord board = DumDumFormat.read("S         N         A9..AKJT84.KQ/Q5.T873.973.9/J8.QJ94.6.AT3/KT63.A5.5.876");
        assertEquals(Strain.SPADES, board.strain());
        assertEquals(Seat.NORTH, board.leader());
        assertEquals(Hand.parse("A9..AKJT84.KQ"), board.deal().hand(Seat.WEST));
        assertEquals(Hand.parse("Q5.T873.973.9"), board.deal().hand(Seat.NORTH));
        assertEquals(Hand.parse("J8.QJ94.6.AT3"), board.deal().hand(Seat.EAST));
        assertEquals(Hand.parse("KT63.A5.5.876"), board.deal().hand(Seat.SOUTH));
        assertEquals(10, board.deal().cardsPerHand());
        assertNull(board.contract());
    }

    @Test
    void dumDumOutputLineAndWriter() {
        BoardRecord board = DumDumFormat.read("NT        S         3         4         984.K973.J6.5/J.654.K4.KJ84/A3.Q.A82.A972/QT76.2.Q95.Q3");
        assertEquals(Strain.NOTRUMP, board.strain());
        assertEquals(Seat.SOUTH, board.leader());
        assertEquals("NT        S         984.K973.J6.5/J.654.K4.KJ84/A3.Q.A82.A972/QT76.2.Q95.Q3",
                DumDumFormat.line(board.strain(), board.leader(), board.deal()));
        assertEquals("trumps    seat      tricks    elapsed   hands     ", DumDumFormat.HEADER);
        assertEquals(Strain.HEARTS, DumDumFormat.read("\u2665 W A.K../Q.A../K.Q../J.J..").strain());
    }

    @Test
    void badDumDum() {
        assertError("bad trumps 'X' (use S, H, D, C or NT)", () -> DumDumFormat.read("X N A.K../Q.A../K.Q../J.J.."));
        assertError("bad seat 'Q' (use N, E, S or W)", () -> DumDumFormat.read("S Q A.K../Q.A../K.Q../J.J.."));
        assertError("bad hands 'A.K../Q.A../K.Q..': need 4 hands West/North/East/South, got 3",
                () -> DumDumFormat.read("S N A.K../Q.A../K.Q.."));
        assertError("hands differ in size: East's hand 'K.Q.2.' has 3 cards, North's hand 'Q.A..' has 2",
                () -> DumDumFormat.read("S N A.K../Q.A../K.Q.2./J.J.."));
        assertError("a dum-dum line is <TRUMPS> <SEAT> <W/N/E/S hands>, got 4 tokens in 'S N 3 A.K../Q.A../K.Q../J.J..'",
                () -> DumDumFormat.read("S N 3 A.K../Q.A../K.Q../J.J.."));
    }
}
