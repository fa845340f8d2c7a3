package org.zwang.bridge.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Contract;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Hand;
import org.zwang.bridge.model.Scoring;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.model.Vulnerability;

/** Hand-written PBN deal strings and PBN files, good and bad. */
class PbnExamplesTest {

    static final String DEAL = "N:Q64.JT98742.7.T6 K2.AK.JT8542.954 T983.5.A93.AJ732 AJ75.Q63.KQ6.KQ8";

    static int[] cards(String... names) {
        int[] cards = new int[names.length];
        for (int i = 0; i < names.length; i++) {
            cards[i] = Card.parse(names[i]);
        }
        return cards;
    }

    // ------------------------------------------------------------------ deal strings

    @Test
    void dealStringWithAnyFirstSeat() {
        Deal north = Deal.parsePbn(DEAL);
        assertEquals(Hand.parse("AJ75.Q63.KQ6.KQ8"), north.hand(Seat.WEST));
        Deal fromWest = Deal.parsePbn("W:AJ75.Q63.KQ6.KQ8 Q64.JT98742.7.T6 K2.AK.JT8542.954 T983.5.A93.AJ732");
        assertEquals(north, fromWest);
        Deal fromEast = Deal.parsePbn("e:k2.ak.jt8542.954 t983.5.a93.aj732 aj75.q63.kq6.kq8 q64.jt98742.7.t6");
        assertEquals(north, fromEast);
        assertEquals(DEAL, fromEast.toPbn());
        assertEquals("S:T983.5.A93.AJ732 AJ75.Q63.KQ6.KQ8 Q64.JT98742.7.T6 K2.AK.JT8542.954", north.toPbn(Seat.SOUTH));
    }

    @Test
    void tenAndVoidSpellings() {
        Deal deal = Deal.parsePbn("N:Q64.J1098742.7.106 K2.AK.JT8542.954 T983.5.A93.AJ732 AJ75.Q63.KQ6.KQ8");
        assertEquals(Deal.parsePbn(DEAL), deal);
        Deal voids = Deal.parsePbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432");
        assertEquals(13, Hand.suitLength(voids.hand(Seat.NORTH), 0));
        assertEquals(0, Hand.size(voids.hand(Seat.NORTH) & ~Hand.ofSuit(0, 0xFFFF)));
    }

    @Test
    void missingHandOfAFullDealIsTheRemainingCards() {
        Deal deal = Deal.parsePbn("E:K2.AK.JT8542.954 T983.5.A93.AJ732 AJ75.Q63.KQ6.KQ8 -");
        assertEquals(Hand.parse("Q64.JT98742.7.T6"), deal.hand(Seat.NORTH));
    }

    @Test
    void endingWithEqualHands() {
        Deal ending = Deal.parsePbn("W:A.K.. Q.A.. K.Q.. J.J..");
        assertEquals(2, ending.cardsPerHand());
        assertEquals(Hand.parse("A.K.."), ending.hand(Seat.WEST));
        assertEquals(Hand.parse("J.J.."), ending.hand(Seat.SOUTH));
    }

    @Test
    void badDealStrings() {
        assertError("card SA is in two hands: North's hand 'AK4.JT98742.7.T6' and East's hand 'A2.AK.JT8542.954'",
                () -> Deal.parsePbn("N:AK4.JT98742.7.T6 A2.AK.JT8542.954 T983.5.A93.AJ732 QJ75.Q63.KQ6.KQ8"));
        // North is missing a card: 12 against 13
        assertError("hands differ in size: East's hand 'K2.AK.JT8542.954' has 13 cards, North's hand 'Q64.JT98742.7.T' has 12",
                () -> Deal.parsePbn("N:Q64.JT98742.7.T K2.AK.JT8542.954 T983.5.A93.AJ732 AJ75.Q63.KQ6.KQ8"));
        assertError("North's hand 'Q64.JT98742.7.T65' has 14 cards (at most 13)",
                () -> Deal.parsePbn("N:Q64.JT98742.7.T65 K2.AK.JT8542.94 T983.5.A93.AJ732 AJ75.Q63.KQ6.KQ8"));
        assertError("bad rank 'X' in hand 'Q64.JT98742.7.TX' (ranks are AKQJT98765432)",
                () -> Deal.parsePbn("N:Q64.JT98742.7.TX K2.AK.JT8542.954 T983.5.A93.AJ732 AJ75.Q63.KQ6.KQ8"));
        assertError("bad hand 'Q64.JT98742.7T6': need 4 suits separated by dots (spades.hearts.diamonds.clubs), got 3",
                () -> Deal.parsePbn("N:Q64.JT98742.7T6 K2.AK.JT8542.954 T983.5.A93.AJ732 AJ75.Q63.KQ6.KQ8"));
        assertError("card H9 twice in hand 'AJ9.99..'", () -> Deal.parsePbn("W:AJ9.99.. Q.A.. K.Q.. J.J.."));
        assertError("hands differ in size: West's hand 'A.K.2.' has 3 cards, North's hand 'Q.A..' has 2",
                () -> Deal.parsePbn("W:A.K.2. Q.A.. K.Q.. J.J.."));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> Deal.parsePbn("X:A.K.. Q.A.. K.Q.. J.J..")).getMessage().startsWith("bad deal 'X:A.K..'"));
        assertError("bad deal 'N:A.K.. Q.A.. K.Q..': need 4 hands after N:, got 3", () -> Deal.parsePbn("N:A.K.. Q.A.. K.Q.."));
        assertError("the hands of East and West are not given: at most one hand of a full deal may be left out",
                () -> Deal.parsePbn("N:Q64.JT98742.7.T6 - T983.5.A93.AJ732 -"));
        assertError("East's hand is not given and North's hand 'A.K..' has 2 cards: only a full deal (13 each) may leave out a hand",
                () -> Deal.parsePbn("N:A.K.. - K.Q.. J.J.."));
    }

    // ------------------------------------------------------------------ PBN files

    /** A club's hand record: export-style tags, an auction, a play section with annotations, then a claim. */
    static final String CLUB_FILE = String.join("\n",
            "% PBN 2.1",
            "% EXPORT",
            "[Event \"Monday pairs\"]",
            "[Site \"Clubhouse\"]",
            "[Date \"2024.03.04\"]",
            "[Board \"1\"]",
            "[West \"Smith, A.\"]",
            "[North \"Jones, B.\"]",
            "[East \"Brown, C.\"]",
            "[South \"Green, D.\"]",
            "[Dealer \"N\"]",
            "[Vulnerable \"None\"]",
            "[Deal \"" + DEAL + "\"]",
            "[Scoring \"MP\"]",
            "[Declarer \"W\"]",
            "[Contract \"3NT\"]",
            "[Result \"11\"]",
            "[Auction \"N\"]",
            "Pass 1D Pass 3NT",
            "AP",
            "[Play \"N\"]",
            "HJ =1= HA H5 H3 { North leads the jack of hearts }",
            "H2 HK S3 $7 H6",
            "D7 DJ D3 D6 ; West unblocks later",
            "C6 DT D9 DQ !",
            "H4 D2 DA DK",
            "*",
            "[Note \"1:top of a sequence\"]",
            "",
            "[Event \"#\"]",
            "[Board \"2\"]",
            "[Dealer \"E\"]",
            "[Vulnerable \"NS\"]",
            "[Deal \"E:K2.AK.JT8542.954 T983.5.A93.AJ732 AJ75.Q63.KQ6.KQ8 -\"]",
            "[Declarer \"^S\"]",
            "[Contract \"4SX\"]",
            "",
            "{ an end position: trump and leader only }",
            "[Deal \"W:A.K.. Q.A.. K.Q.. J.J..\"]",
            "[Contract \"NT\"]",
            "[Play \"W\"]",
            "SA SQ SK SJ",
            "");

    @Test
    void clubHandRecordWithPlay() {
        List<BoardRecord> boards = PbnReader.read(CLUB_FILE);
        assertEquals(3, boards.size());
        BoardRecord first = boards.get(0);
        assertEquals(1, first.number());
        assertEquals(Seat.NORTH, first.dealer());
        assertEquals(Vulnerability.NONE, first.vulnerability());
        assertEquals(Deal.parsePbn(DEAL), first.deal());
        assertEquals(Contract.of(3, Strain.NOTRUMP, Scoring.UNDOUBLED, Seat.WEST), first.contract());
        assertEquals(Seat.NORTH, first.leader());
        // play order follows the trick winners: East wins tricks 1-3, West trick 4, South trick 5
        assertArrayEquals(cards("HJ", "HA", "H5", "H3", "HK", "S3", "H6", "H2", "DJ", "D3", "D6", "D7",
                "DT", "D9", "DQ", "C6", "DK", "H4", "D2", "DA"), first.play());
        assertNull(first.playNote());
        assertEquals(3, first.lineNumber());

        BoardRecord second = boards.get(1);
        assertEquals(2, second.number());
        assertEquals(Seat.EAST, second.dealer());
        assertEquals(Vulnerability.NORTH_SOUTH, second.vulnerability());
        assertEquals(Deal.parsePbn(DEAL), second.deal(), "the missing North hand is filled in");
        assertEquals(Contract.of(4, Strain.SPADES, Scoring.DOUBLED, Seat.SOUTH), second.contract());
        assertEquals(Seat.WEST, second.leader(), "declarer's left-hand opponent leads");
        assertEquals(0, second.play().length);

        BoardRecord ending = boards.get(2);
        assertNull(ending.contract());
        assertEquals(Strain.NOTRUMP, ending.strain());
        assertEquals(Seat.WEST, ending.leader());
        assertArrayEquals(cards("SA", "SQ", "SK", "SJ"), ending.play());
    }

    /**
     * Some programs write games without the blank line between them: a repeated [Board] or [Deal]
     * starts the next game, with the tags before it that the game already had (the next game's
     * [Event]); the boards read are those of the file with its blank lines, each with its own tags.
     */
    @Test
    void gamesWithoutBlankLinesBetweenThemAreStillSeparateGames() {
        String withoutBlankLines = CLUB_FILE.replaceAll("\n(\\s*\n)+", "\n");
        assertTrue(!withoutBlankLines.contains("\n\n"));
        List<BoardRecord> boards = PbnReader.read(withoutBlankLines);
        assertEquals(PbnReader.read(CLUB_FILE), boards);
        assertEquals(3, boards.size());
        assertEquals(Seat.EAST, boards.get(1).dealer(), "board 2's own [Dealer], not board 1's");
        assertEquals(3, boards.get(0).lineNumber());
        assertEquals(29, boards.get(1).lineNumber(), "board 2 starts at its [Event]");

        // Without [Board] tags the repeated [Deal] starts the game, with the [Dealer] and [Vulnerable]
        // before it; the game's many [Note]s stay with it.
        String unnumbered = "[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"" + DEAL + "\"]\n[Contract \"3NT\"]\n"
                + "[Declarer \"W\"]\n[Note \"1:one\"]\n[Note \"2:two\"]\n"
                + "[Dealer \"E\"]\n[Vulnerable \"All\"]\n[Deal \"W:A.K.. Q.A.. K.Q.. J.J..\"]\n";
        List<BoardRecord> two = PbnReader.read(unnumbered);
        assertEquals(2, two.size());
        assertEquals(Seat.NORTH, two.get(0).dealer());
        assertEquals(Contract.of(3, Strain.NOTRUMP, Scoring.UNDOUBLED, Seat.WEST), two.get(0).contract());
        assertEquals(Seat.EAST, two.get(1).dealer());
        assertEquals(Vulnerability.BOTH, two.get(1).vulnerability());
        assertNull(two.get(1).contract());
        assertEquals(8, two.get(1).lineNumber());
    }

    @Test
    void auctionGivesTheContractWhenTheTagIsMissing() {
        // four columns W N E S; South deals, so the first line has three dashes
        String pbn = "[Dealer \"S\"]\n[Deal \"" + DEAL + "\"]\n[Auction \"W\"]\n- - - 1S\nX 2H =1= 3C Pass\n"
                + "5C AP\n[Note \"1:weak\"]\n";
        BoardRecord board = PbnReader.read(pbn).get(0);
        // West raises East's clubs: East named clubs first, so East declares and South leads
        assertEquals(Contract.of(5, Strain.CLUBS, Scoring.UNDOUBLED, Seat.EAST), board.contract());
        assertEquals(Seat.SOUTH, board.leader());
    }

    @Test
    void revokeMarkStopsTheRecordedPlayWithANote() {
        String pbn = "[Deal \"W:A.K.. Q.A.. K.Q.. J.J..\"]\n[Contract \"NT\"]\n[Play \"W\"]\nSA SQ ^R HQ SJ\n";
        BoardRecord board = PbnReader.read(pbn).get(0);
        assertArrayEquals(cards("SA", "SQ"), board.play());
        assertEquals("play stops at trick 1: revoke (^R) with HQ is not followed", board.playNote());
    }

    @Test
    void unknownCardStopsThePlay() {
        String pbn = "[Deal \"W:A.K.. Q.A.. K.Q.. J.J..\"]\n[Contract \"NT\"]\n[Play \"W\"]\nSA - SK SJ\n";
        BoardRecord board = PbnReader.read(pbn).get(0);
        assertArrayEquals(cards("SA"), board.play());
        assertEquals("play stops at trick 1: North's card is not given ('-'), later cards are not used", board.playNote());
    }

    @Test
    void tagsMaySpanLinesAndShareLines() {
        String pbn = "[Board\n \"7\"] [Deal \"W:A.K.. Q.A.. K.Q.. J.J..\"\n]";
        BoardRecord board = PbnReader.read(pbn).get(0);
        assertEquals(7, board.number());
    }

    @Test
    void badPbnFiles() {
        assertError("line 2: [Play] trick 1: North must follow suit to the SA led instead of playing HA (holds S)",
                () -> PbnReader.read("[Deal \"W:A.K.. Q.A.. K.Q.. J.J..\"] [Contract \"NT\"]\n[Play \"W\"] SA HA SK SJ"));
        assertError("line 3: [Play] trick 1: card HK cannot be North's (West holds it)",
                () -> PbnReader.read("[Deal \"W:A.K.. Q.A.. K.Q.. J.J..\"]\n[Contract \"H\"]\n[Play \"W\"] SA HK SK SJ"));
        assertError("line 2: [Play] needs the trump: give [Contract] (e.g. [Contract \"4H\"])",
                () -> PbnReader.read("[Deal \"W:A.K.. Q.A.. K.Q.. J.J..\"]\n[Play \"W\"] SA SQ SK SJ"));
        assertError("line 1: bad card 'SX' (write cards like SA, HT, C2) in [Play]",
                () -> PbnReader.read("[Deal \"W:A.K.. Q.A.. K.Q.. J.J..\"] [Contract \"S\"] [Play \"W\"] SX"));
        assertError("line 2: [Deal] bad rank 'X' in hand 'AX.K..' (ranks are AKQJT98765432)",
                () -> PbnReader.read("[Board \"1\"]\n[Deal \"W:AX.K.. Q.A.. K.Q.. J.J..\"]"));
        assertError("line 1: [Vulnerable] bad vulnerability 'Some' (use None, NS, EW or All)",
                () -> PbnReader.read("[Vulnerable \"Some\"] [Deal \"W:A.K.. Q.A.. K.Q.. J.J..\"]"));
        assertError("line 1: [Contract] bad contract '8NT' (write it like 4H, 3NT, 6SX or Pass)",
                () -> PbnReader.read("[Deal \"W:A.K.. Q.A.. K.Q.. J.J..\"] [Contract \"8NT\"]"));
        assertError("line 1: comment '{' is never closed with '}'", () -> PbnReader.read("{ open\n[Deal \"x\"]"));
        assertError("line 1: tag [Deal needs a quoted value, e.g. [Deal \"...\"], got 'N:AKQ]'",
                () -> PbnReader.read("[Deal N:AKQ]"));
        assertError("line 1: [Play] has more than 1 tricks",
                () -> PbnReader.read("[Deal \"W:A... Q... K... J...\"] [Contract \"NT\"] [Play \"W\"] SA SQ SK SJ - - - -"));
        assertError("line 2: [Auction] insufficient bid '1C' by East after 1S",
                () -> PbnReader.read("[Deal \"" + DEAL + "\"]\n[Auction \"N\"] 1S 1C"));
    }

    static void assertError(String message, org.junit.jupiter.api.function.Executable parse) {
        assertEquals(message, assertThrows(IllegalArgumentException.class, parse).getMessage());
    }
}
