package org.zwang.bridge.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.zwang.bridge.io.PbnExamplesTest.assertError;

import org.junit.jupiter.api.Test;
import org.zwang.bridge.model.Contract;
import org.zwang.bridge.model.Scoring;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.model.Tokens;
import org.zwang.bridge.model.Vulnerability;

/** CSV, JSON, token quoting, vulnerability and contract spellings, the auction rules. */
class HelpersTest {

    @Test
    void csvQuotesOnlyWhatRfc4180Requires() {
        assertEquals("N:AK.. Q.. K.. J..", Csv.field("N:AK.. Q.. K.. J.."));
        assertEquals("\"3N-NS,4S-EW\"", Csv.field("3N-NS,4S-EW"));
        assertEquals("\"say \"\"hi\"\"\"", Csv.field("say \"hi\""));
        assertEquals("a,\"b,c\",7", Csv.row("a", "b,c", 7));
    }

    @Test
    void jsonStrings() {
        assertEquals("\"a\\\"b\\\\c\\n\\u0001\"", Json.string("a\"b\\c\n\u0001"));
    }

    @Test
    void tokensStayOnOneShortLine() {
        assertEquals("'a\\nb\\tc'", Tokens.quote("a\nb\tc"));
        String longToken = "x".repeat(100);
        assertEquals("'" + "x".repeat(Tokens.MAX_ECHO) + "...'", Tokens.quote(longToken));
    }

    @Test
    void vulnerabilitySpellingsAndBoardRotation() {
        assertEquals(Vulnerability.NONE, Vulnerability.parse("Love"));
        assertEquals(Vulnerability.NONE, Vulnerability.parse("-"));
        assertEquals(Vulnerability.BOTH, Vulnerability.parse("all"));
        assertEquals(Vulnerability.BOTH, Vulnerability.parse("b"));
        assertEquals(Vulnerability.EAST_WEST, Vulnerability.parse("E-W"));
        assertTrue(Vulnerability.NORTH_SOUTH.seatVulnerable(Seat.SOUTH));
        assertFalse(Vulnerability.NORTH_SOUTH.seatVulnerable(Seat.WEST));
        // the duplicate cycle: boards 1, 2, 3, 4, 5, 13, 16
        assertEquals(Vulnerability.NONE, Vulnerability.ofBoard(1));
        assertEquals(Vulnerability.NORTH_SOUTH, Vulnerability.ofBoard(2));
        assertEquals(Vulnerability.EAST_WEST, Vulnerability.ofBoard(3));
        assertEquals(Vulnerability.BOTH, Vulnerability.ofBoard(4));
        assertEquals(Vulnerability.NORTH_SOUTH, Vulnerability.ofBoard(5));
        assertEquals(Vulnerability.BOTH, Vulnerability.ofBoard(13));
        assertEquals(Vulnerability.EAST_WEST, Vulnerability.ofBoard(16));
        assertEquals(Vulnerability.NONE, Vulnerability.ofBoard(17));
        assertEquals(Seat.WEST, Vulnerability.dealerOfBoard(16));
        assertError("bad vulnerability 'NSEW' (use None, NS, EW or All)", () -> Vulnerability.parse("NSEW"));
    }

    @Test
    void contractSpellings() {
        assertEquals(Contract.of(3, Strain.NOTRUMP, Scoring.UNDOUBLED, -1), Contract.parse("3NT", -1));
        assertEquals(Contract.of(6, Strain.SPADES, Scoring.REDOUBLED, Seat.EAST), Contract.parse("6sxx", Seat.EAST));
        assertEquals("4HX", Contract.parse("4HX", Seat.NORTH).toPbn());
        assertEquals("4HX by N", Contract.parse("4HX", Seat.NORTH).toString());
        assertTrue(Contract.parse("Pass", -1).isPassedOut());
        assertError("bad contract '4HXXX' (write it like 4H, 3NT, 6SX or Pass)", () -> Contract.parse("4HXXX", -1));
    }

    @Test
    void auctionRules() {
        Auction auction = new Auction(Seat.WEST);
        for (String call : new String[] {"1NT", "X", "XX", "Pass", "Pass", "2C!", "Pass", "2D", "Pass", "Pass", "Pass"}) {
            auction.call(call);
        }
        // West 1NT, North X, East XX, ..., North 2C, East pass, South 2D: North-South play 2D by South
        assertTrue(auction.isComplete());
        assertEquals(Contract.of(2, Strain.DIAMONDS, Scoring.UNDOUBLED, Seat.SOUTH), auction.contract());

        Auction passedOut = new Auction(Seat.NORTH);
        passedOut.call("AP");
        assertTrue(passedOut.contract().isPassedOut());

        Auction incomplete = new Auction(Seat.NORTH);
        incomplete.call("1S");
        assertNull(incomplete.contract());
        assertError("double 'X' by South is not allowed here (only an opponent's undoubled bid can be doubled)", () -> {
            incomplete.call("P");
            incomplete.call("X");
        });
        assertError("bad call '1Z' (calls are Pass, X, XX or bids like 1C, 3NT)", () -> new Auction(Seat.NORTH).call("1Z"));
        assertError("call 'P' after the auction has ended", () -> passedOut.call("P"));
    }
}
