package org.zwang.bridge.model;

import java.util.Arrays;

/**
 * The cards of the four hands: a full deal (13 each) or an ending (the same number of cards, 1 to
 * 13, in every hand), with no card in two hands. Immutable and validated on construction, so code
 * that takes a {@code Deal} never has to check it again.
 *
 * <p>Text form: the PBN deal string {@code N:<north> <east> <south> <west>} (any first seat is
 * accepted on input: {@code E:...} lists East, South, West, North).
 */
public final class Deal {

    private final long[] hands;

    private Deal(long[] hands) {
        this.hands = hands;
    }

    /**
     * A deal from the hands of N, E, S, W; fails when a card is in two hands or the hands differ in
     * size or are empty.
     */
    public static Deal of(long north, long east, long south, long west) {
        long[] hands = {north, east, south, west};
        validate(hands, true);
        return new Deal(hands);
    }

    /**
     * Hands of possibly different sizes (a position inside a trick, where the seats that already
     * played hold one card less). Fails only when a card is in two hands or a hand holds more than 13.
     */
    public static Deal ofUnequal(long north, long east, long south, long west) {
        long[] hands = {north, east, south, west};
        validate(hands, false);
        return new Deal(hands);
    }

    /** Marks a hand that was not given ("-" in a PBN deal, an empty LIN hand) for {@link #ofParsed}. */
    public static final long MISSING = -1L;

    /**
     * A deal from hands N, E, S, W that a parser read from the texts {@code tokens[seat]}, which
     * the error messages quote. One hand may be {@link #MISSING} when the other three hold 13 cards
     * each: it gets the 13 remaining cards (PBN and LIN both allow leaving out one hand).
     */
    public static Deal ofParsed(long[] hands, String[] tokens) {
        if (hands.length != 4 || tokens.length != 4) {
            throw new IllegalArgumentException("a deal has 4 hands, got " + hands.length);
        }
        long[] complete = hands.clone();
        int missing = -1;
        for (int seat = 0; seat < 4; seat++) {
            if (complete[seat] == MISSING) {
                if (missing >= 0) {
                    throw new IllegalArgumentException("the hands of " + Seat.name(missing) + " and " + Seat.name(seat)
                            + " are not given: at most one hand of a full deal may be left out");
                }
                missing = seat;
            }
        }
        if (missing >= 0) {
            long others = 0;
            for (int seat = 0; seat < 4; seat++) {
                if (seat != missing) {
                    if (Hand.size(complete[seat]) != 13) {
                        throw new IllegalArgumentException(Seat.name(missing) + "'s hand is not given and "
                                + Seat.name(seat) + "'s hand " + Tokens.quote(tokens[seat]) + " has "
                                + Hand.size(complete[seat]) + " cards: only a full deal (13 each) may leave out a hand");
                    }
                    others |= complete[seat];
                }
            }
            complete[missing] = 0; // validated below; the remaining cards are added once no card is twice
            validate(complete, false, tokens);
            complete[missing] = Hand.FULL_DECK & ~others;
        }
        validate(complete, true, tokens);
        return new Deal(complete);
    }

    private static void validate(long[] hands, boolean equalSizes) {
        validate(hands, equalSizes, null);
    }

    /** Checks the hands; {@code tokens}, when given, are the texts to quote in the messages. */
    private static void validate(long[] hands, boolean equalSizes, String[] tokens) {
        long seen = 0;
        for (int seat = 0; seat < 4; seat++) {
            long hand = hands[seat];
            if ((hand & ~Hand.FULL_DECK) != 0) {
                throw new IllegalArgumentException("hand of " + Seat.name(seat) + " holds bits that are not cards");
            }
            long twice = seen & hand;
            if (twice != 0) {
                int card = Long.numberOfTrailingZeros(twice);
                int other = 0;
                while (!Hand.contains(hands[other], card)) {
                    other++;
                }
                throw new IllegalArgumentException("card " + Card.toString(card) + " is in two hands: "
                        + describe(other, tokens) + " and " + describe(seat, tokens));
            }
            seen |= hand;
            if (Hand.size(hand) > 13) {
                throw new IllegalArgumentException(describe(seat, tokens) + " has " + Hand.size(hand)
                        + " cards (at most 13)");
            }
        }
        if (equalSizes) {
            int size = Hand.size(hands[0]);
            for (int seat = 1; seat < 4; seat++) {
                if (Hand.size(hands[seat]) != size) {
                    throw new IllegalArgumentException("hands differ in size: " + describe(seat, tokens) + " has "
                            + Hand.size(hands[seat]) + " cards, " + describe(0, tokens) + " has " + size);
                }
            }
            if (size == 0) {
                throw new IllegalArgumentException("the hands are empty");
            }
        }
    }

    /** "North's hand 'AKQ.…'" or "North" when no text is known. */
    private static String describe(int seat, String[] tokens) {
        return tokens == null ? Seat.name(seat) : Seat.name(seat) + "'s hand " + Tokens.quote(tokens[seat]);
    }

    /**
     * Parses a PBN deal string {@code F:<h1> <h2> <h3> <h4>} where F is the first seat (N, E, S or W,
     * either case) and the hands follow clockwise from it. Hands may hold fewer than 13 cards (an
     * ending) if all hold the same number; one hand of a full deal may be "-" (PBN's "not given"):
     * it gets the remaining cards. Tokens after the fourth hand are an error here (file readers
     * strip them first).
     */
    public static Deal parsePbn(String text) {
        long[] hands = new long[4];
        String[] handTokens = readPbnHands(text, hands, true);
        return ofParsed(hands, handTokens);
    }

    /**
     * The hands N, E, S, W of a PBN deal string whose hands may differ in size: the cards still held in
     * a position inside a trick (DDS SolveBoard's remaining cards), where the seats that have played
     * to the trick hold one card fewer; "-" is an empty hand here. Fails on a malformed string, a card
     * in two hands or a hand of more than 13; {@link Position#of} checks the sizes against the trick.
     */
    public static long[] parsePbnHands(String text) {
        long[] hands = new long[4];
        String[] handTokens = readPbnHands(text, hands, false);
        validate(hands, false, handTokens);
        return hands;
    }

    /**
     * Reads the hands of a PBN deal string {@code F:<h1> <h2> <h3> <h4>} into {@code hands} (by seat
     * N, E, S, W; "-" is {@link #MISSING} when {@code missingAllowed}, else an empty hand) and returns
     * their texts by seat, for the messages.
     */
    private static String[] readPbnHands(String text, long[] hands, boolean missingAllowed) {
        String t = text.trim();
        if (t.length() < 2 || t.charAt(1) != ':' || Seat.fromLetter(t.charAt(0)) < 0) {
            String first = t.isEmpty() ? t : t.split("\\s+", 2)[0];
            throw new IllegalArgumentException("bad deal " + Tokens.quote(first)
                    + ": a PBN deal starts with the first seat and a colon, e.g. N:AKQ2.JT9.876.543 ...");
        }
        int first = Seat.fromLetter(t.charAt(0));
        String rest = t.substring(2).trim();
        String[] tokens = rest.isEmpty() ? new String[0] : rest.split("\\s+");
        if (tokens.length != 4) {
            throw new IllegalArgumentException("bad deal " + Tokens.quote(t) + ": need 4 hands after "
                    + t.substring(0, 2) + ", got " + tokens.length);
        }
        String[] handTokens = new String[4];
        for (int i = 0; i < 4; i++) {
            int seat = Seat.advance(first, i);
            handTokens[seat] = tokens[i];
            hands[seat] = missingAllowed && tokens[i].equals("-") ? MISSING : Hand.parse(tokens[i]);
        }
        return handTokens;
    }

    /** The cards of one seat. */
    public long hand(int seat) {
        return hands[seat];
    }

    /** The four hands N, E, S, W (a copy). */
    public long[] hands() {
        return hands.clone();
    }

    /** All cards in the deal. */
    public long allCards() {
        return hands[0] | hands[1] | hands[2] | hands[3];
    }

    /** Cards in each hand of an equal-size deal (the size of North's hand). */
    public int cardsPerHand() {
        return Hand.size(hands[0]);
    }

    /** Which seat holds a card, or -1. */
    public int holder(int card) {
        for (int seat = 0; seat < 4; seat++) {
            if (Hand.contains(hands[seat], card)) {
                return seat;
            }
        }
        return -1;
    }

    /** This deal with every hand moved {@code steps} seats clockwise (North's cards go to East for 1). */
    public Deal rotate(int steps) {
        long[] rotated = new long[4];
        for (int seat = 0; seat < 4; seat++) {
            rotated[Seat.advance(seat, steps)] = hands[seat];
        }
        return new Deal(rotated);
    }

    /** PBN deal string starting with North: {@code N:<n> <e> <s> <w>}. */
    public String toPbn() {
        return toPbn(Seat.NORTH);
    }

    /** PBN deal string starting with {@code first}. */
    public String toPbn(int first) {
        StringBuilder text = new StringBuilder(70);
        text.append(Seat.letter(first)).append(':');
        for (int i = 0; i < 4; i++) {
            if (i > 0) {
                text.append(' ');
            }
            text.append(Hand.toPbn(hands[Seat.advance(first, i)]));
        }
        return text.toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Deal && Arrays.equals(hands, ((Deal) other).hands);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(hands);
    }

    @Override
    public String toString() {
        return toPbn();
    }
}
