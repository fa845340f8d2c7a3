package org.zwang.bridge.io;

import java.util.Locale;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Hand;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.model.Suit;
import org.zwang.bridge.model.Tokens;

/**
 * The line format of dum-dum's {@code file} and {@code random} commands (dum-dum README,
 * "Representation"): {@code <TRUMPS> <SEAT> <HANDS>}, the trump strain (S, H, D, C or NT; suit
 * symbols accepted), the seat on lead, and the hands as {@code WEST/NORTH/EAST/SOUTH} in PBN hand
 * notation. Hands may hold fewer than 13 cards (all the same number). dum-dum's answer for such a
 * line is the number of tricks North-South take. Its output lines
 * ({@code trumps seat tricks elapsed hands}, columns 10 wide) are read too, so an output file can
 * be fed back; their tricks and elapsed columns are not kept.
 */
public final class DumDumFormat {

    /** dum-dum's column width. */
    public static final int COLUMN_WIDTH = 10;

    /** dum-dum's header of {@code random} and {@code file} output. */
    public static final String HEADER = row("trumps", "seat", "tricks", "elapsed", "hands");

    /** Seats in the order of dum-dum's hands: West, North, East, South. */
    private static final int[] SEATS = {Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH};

    private DumDumFormat() {
    }

    /** True for dum-dum's header line and its closing totals, which readers skip. */
    public static boolean isDecoration(String line) {
        String t = line.trim().toLowerCase(Locale.ROOT);
        return t.startsWith("trumps ") && t.contains("hands") || t.startsWith("total_elapsed_ms")
                || t.startsWith("avg_elapsed_ms");
    }

    /** True when the line's first token is a trump and a later one holds the slash-separated hands. */
    public static boolean looksLikeDumDum(String line) {
        String[] tokens = line.trim().split("\\s+");
        return tokens.length >= 3 && trump(tokens[0]) >= 0 && tokens[tokens.length - 1].contains("/");
    }

    /**
     * Reads {@code <TRUMPS> <SEAT> <HANDS>}, or dum-dum's output {@code <TRUMPS> <SEAT> <TRICKS>
     * <ELAPSED> <HANDS>}: a board with the trump as its strain and the seat as its leader.
     */
    public static BoardRecord read(String line) {
        String[] tokens = line.trim().split("\\s+");
        if (tokens.length != 3 && tokens.length != 5) {
            throw new IllegalArgumentException("a dum-dum line is <TRUMPS> <SEAT> <W/N/E/S hands>, got " + tokens.length
                    + " tokens in " + Tokens.quote(line.trim()));
        }
        int strain = trump(tokens[0]);
        if (strain < 0) {
            throw new IllegalArgumentException("bad trumps " + Tokens.quote(tokens[0]) + " (use S, H, D, C or NT)");
        }
        int leader = Seat.parse(tokens[1]);
        if (tokens.length == 5) {
            for (int i = 2; i < 4; i++) {
                if (!tokens[i].matches("\\d{1,9}")) {
                    throw new IllegalArgumentException("bad number " + Tokens.quote(tokens[i])
                            + " in a dum-dum output line (trumps seat tricks elapsed hands)");
                }
            }
        }
        return BoardRecord.builder(parseHands(tokens[tokens.length - 1])).strain(strain).leader(leader).build();
    }

    /** Hands as dum-dum writes them: {@code WEST/NORTH/EAST/SOUTH}. */
    public static Deal parseHands(String text) {
        String[] parts = text.split("/", -1);
        if (parts.length != 4) {
            throw new IllegalArgumentException("bad hands " + Tokens.quote(text) + ": need 4 hands West/North/East/South, got "
                    + parts.length);
        }
        long[] hands = new long[4];
        String[] tokens = new String[4];
        for (int i = 0; i < 4; i++) {
            int seat = SEATS[i];
            tokens[seat] = parts[i];
            hands[seat] = Hand.parse(parts[i]);
        }
        return Deal.ofParsed(hands, tokens);
    }

    /** The strain of a trumps token (S, H, D, C, NT or N, suit symbols), or -1. */
    public static int trump(String token) {
        String t = token.toUpperCase(Locale.ROOT);
        if (t.equals("NT") || t.equals("N")) {
            return Strain.NOTRUMP;
        }
        return t.length() == 1 ? Suit.fromChar(t.charAt(0)) : -1;
    }

    /** The trumps token dum-dum writes: S, H, D, C or NT. */
    public static String trumpName(int strain) {
        return Strain.name(strain);
    }

    /** The hands as dum-dum writes them: {@code WEST/NORTH/EAST/SOUTH}. */
    public static String hands(Deal deal) {
        StringBuilder text = new StringBuilder(70);
        for (int i = 0; i < 4; i++) {
            if (i > 0) {
                text.append('/');
            }
            text.append(Hand.toPbn(deal.hand(SEATS[i])));
        }
        return text.toString();
    }

    /** An input line for dum-dum's {@code file} command: {@code <TRUMPS> <SEAT> <HANDS>}. */
    public static String line(int strain, int leader, Deal deal) {
        return row(trumpName(strain), String.valueOf(Seat.letter(leader)), hands(deal));
    }

    /**
     * Cells left-justified in dum-dum's 10-character columns; a longer cell is written whole and
     * followed by one space, except at the end of the row.
     */
    public static String row(String... cells) {
        StringBuilder text = new StringBuilder(cells.length * COLUMN_WIDTH);
        for (int i = 0; i < cells.length; i++) {
            String cell = cells[i];
            text.append(cell);
            int pad = COLUMN_WIDTH - cell.length();
            text.append(" ".repeat(Math.max(i == cells.length - 1 ? 0 : 1, pad)));
        }
        return text.toString();
    }
}
