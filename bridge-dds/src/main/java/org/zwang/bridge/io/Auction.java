package org.zwang.bridge.io;

import java.util.Locale;
import org.zwang.bridge.model.Contract;
import org.zwang.bridge.model.Scoring;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.model.Tokens;

/**
 * Follows an auction call by call and yields the final contract and declarer (the first player of
 * the declaring side who named the strain). Reads the call spellings of PBN (Pass, X, XX, 1NT, AP)
 * and BBO LIN (p, d, r, 1N, alerts marked '!'); rejects insufficient bids and impossible doubles
 * with a message naming the call.
 */
public final class Auction {

    private int toCall;
    private int lastBid;          // 0 = none yet, else 1..35 (1C, 1D, 1H, 1S, 1NT, 2C, ...)
    private int lastBidder = -1;
    private int risk;
    private int passes;
    private boolean complete;
    /** firstToName[side][bidding rank] = the seat that first bid that strain for the side, or -1. */
    private final int[][] firstToName = {{-1, -1, -1, -1, -1}, {-1, -1, -1, -1, -1}};

    private static final int[] STRAIN_OF_RANK = {Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES,
        Strain.NOTRUMP};

    /** An auction that the {@code dealer} opens. */
    public Auction(int dealer) {
        if (dealer < 0 || dealer > 3) {
            throw new IllegalArgumentException("no seat " + dealer);
        }
        this.toCall = dealer;
    }

    /** True after four passes, or three passes after a bid. */
    public boolean isComplete() {
        return complete;
    }

    /** The final contract, or null while the auction is not complete. */
    public Contract contract() {
        if (!complete) {
            return null;
        }
        if (lastBid == 0) {
            return Contract.passedOut();
        }
        int rank = (lastBid - 1) % 5;
        int declarer = firstToName[Seat.side(lastBidder)][rank];
        return Contract.of((lastBid - 1) / 5 + 1, STRAIN_OF_RANK[rank], risk, declarer);
    }

    /**
     * Makes the next call: "Pass"/"P", "X"/"D"/"Dbl", "XX"/"R"/"Rdbl", or a bid like "1C", "3NT",
     * "4N" (any case; a trailing '!' alert mark is ignored). "AP" passes until the auction ends.
     */
    public void call(String token) {
        String call = token.trim().toUpperCase(Locale.ROOT);
        while (call.endsWith("!")) {
            call = call.substring(0, call.length() - 1);
        }
        if (complete) {
            throw new IllegalArgumentException("call " + Tokens.quote(token) + " after the auction has ended");
        }
        switch (call) {
            case "AP":
                while (!complete) {
                    pass();
                }
                return;
            case "P":
            case "PASS":
                pass();
                return;
            case "X":
            case "D":
            case "DBL":
                if (lastBid == 0 || risk != Scoring.UNDOUBLED || Seat.sameSide(lastBidder, toCall)) {
                    throw new IllegalArgumentException("double " + Tokens.quote(token) + " by " + Seat.name(toCall)
                            + " is not allowed here (only an opponent's undoubled bid can be doubled)");
                }
                risk = Scoring.DOUBLED;
                nextCaller();
                return;
            case "XX":
            case "R":
            case "RDBL":
                if (lastBid == 0 || risk != Scoring.DOUBLED || !Seat.sameSide(lastBidder, toCall)) {
                    throw new IllegalArgumentException("redouble " + Tokens.quote(token) + " by " + Seat.name(toCall)
                            + " is not allowed here (only the doubled side can redouble)");
                }
                risk = Scoring.REDOUBLED;
                nextCaller();
                return;
            default:
                bid(token, call);
        }
    }

    private void bid(String token, String call) {
        int rank = -1;
        if (call.length() >= 2 && call.charAt(0) >= '1' && call.charAt(0) <= '7') {
            String strain = call.substring(1);
            rank = strain.equals("NT") || strain.equals("N") ? 4 : strain.length() == 1 ? "CDHS".indexOf(strain.charAt(0)) : -1;
        }
        if (rank < 0) {
            throw new IllegalArgumentException("bad call " + Tokens.quote(token)
                    + " (calls are Pass, X, XX or bids like 1C, 3NT)");
        }
        int number = 5 * (call.charAt(0) - '1') + rank + 1;
        if (number <= lastBid) {
            throw new IllegalArgumentException("insufficient bid " + Tokens.quote(token) + " by " + Seat.name(toCall)
                    + " after " + bidName(lastBid));
        }
        lastBid = number;
        lastBidder = toCall;
        risk = Scoring.UNDOUBLED;
        if (firstToName[Seat.side(toCall)][rank] < 0) {
            firstToName[Seat.side(toCall)][rank] = toCall;
        }
        nextCaller();
    }

    private void pass() {
        passes++;
        toCall = Seat.next(toCall);
        if (passes == 4 || passes == 3 && lastBid != 0) {
            complete = true;
        }
    }

    private void nextCaller() {
        passes = 0;
        toCall = Seat.next(toCall);
    }

    private static String bidName(int number) {
        return ((number - 1) / 5 + 1) + Strain.name(STRAIN_OF_RANK[(number - 1) % 5]);
    }
}
