package org.zwang.bridge.spark;

import java.io.Serializable;
import org.zwang.bridge.io.BoardRecord;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Vulnerability;

/**
 * One line of the job's input after parsing, as it travels between Spark tasks: either a deal to
 * solve with the dealer and vulnerability its par is for, or a reject (where it came from, the line
 * and the one-line reason). Four longs and two small ints for a deal, so a shuffle stays cheap.
 */
final class DealTask implements Serializable {

    private static final long serialVersionUID = 1L;

    private final long north;
    private final long east;
    private final long south;
    private final long west;
    private final byte dealer;
    private final byte vulnerability;
    private final String source;
    private final String line;
    private final String reason;

    private DealTask(long[] hands, int dealer, int vulnerability, String source, String line, String reason) {
        this.north = hands[0];
        this.east = hands[1];
        this.south = hands[2];
        this.west = hands[3];
        this.dealer = (byte) dealer;
        this.vulnerability = (byte) vulnerability;
        this.source = source;
        this.line = line;
        this.reason = reason;
    }

    /**
     * A deal of the input: par for {@code dealer}/{@code vulnerability} when given (>= 0, non-null),
     * else for the board's own, else for North and nobody vulnerable (as {@code zwang dds table}).
     */
    static DealTask of(BoardRecord board, int dealer, Vulnerability vulnerability) {
        int parDealer = dealer >= 0 ? dealer : board.dealer() >= 0 ? board.dealer() : Seat.NORTH;
        Vulnerability parVulnerability = vulnerability != null ? vulnerability
                : board.vulnerability() != null ? board.vulnerability() : Vulnerability.NONE;
        Deal deal = board.deal();
        long[] hands = new long[4];
        for (int seat = 0; seat < Seat.COUNT; seat++) {
            hands[seat] = deal.hand(seat);
        }
        return new DealTask(hands, parDealer, parVulnerability.ordinal(), null, null, null);
    }

    /** A line that could not be read: its file, where in it ("line N") and why. */
    static DealTask reject(String source, String line, String reason) {
        return new DealTask(new long[4], 0, 0, source, line, reason);
    }

    boolean isReject() {
        return reason != null;
    }

    Deal deal() {
        return Deal.of(north, east, south, west);
    }

    int dealer() {
        return dealer;
    }

    Vulnerability vulnerability() {
        return Vulnerability.values()[vulnerability];
    }

    /** The file (or "random") the reject came from. */
    String source() {
        return source;
    }

    /** Where in the file: "line N", "(whole file)", or for Parquet and CSV input the deal column. */
    String line() {
        return line;
    }

    /** Why the line could not be read, one line. */
    String reason() {
        return reason;
    }
}
