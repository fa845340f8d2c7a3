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

    private static void validate(long[] hands, boolean equalSizes) {
        long seen = 0;
        for (int seat = 0; seat < 4; seat++) {
            long hand = hands[seat];
            if ((hand & ~Hand.FULL_DECK) != 0) {
                throw new IllegalArgumentException("hand of " + Seat.name(seat) + " holds bits that are not cards");
            }
            long twice = seen & hand;
            if (twice != 0) {
                int card = Long.numberOfTrailingZeros(twice);
                throw new IllegalArgumentException("card " + Card.toString(card) + " is in two hands ("
                        + Seat.name(seat) + " and another)");
            }
            seen |= hand;
            if (Hand.size(hand) > 13) {
                throw new IllegalArgumentException(Seat.name(seat) + " has " + Hand.size(hand) + " cards (at most 13)");
            }
        }
        if (equalSizes) {
            int size = Hand.size(hands[0]);
            for (int seat = 1; seat < 4; seat++) {
                if (Hand.size(hands[seat]) != size) {
                    throw new IllegalArgumentException("hands differ in size: " + Seat.name(0) + " has " + size
                            + " cards, " + Seat.name(seat) + " has " + Hand.size(hands[seat]));
                }
            }
            if (size == 0) {
                throw new IllegalArgumentException("the hands are empty");
            }
        }
    }

    /**
     * Parses a PBN deal string {@code F:<h1> <h2> <h3> <h4>} where F is the first seat (N, E, S or W)
     * and the hands follow clockwise from it; tokens after the fourth hand are an error here (file
     * readers strip them first).
     */
    public static Deal parsePbn(String text) {
        String t = text.trim();
        if (t.length() < 2 || t.charAt(1) != ':' || Seat.fromLetter(t.charAt(0)) < 0) {
            throw new IllegalArgumentException("bad deal '" + abbreviate(t)
                    + "': a PBN deal starts with the first seat and a colon, e.g. N:AKQ.…");
        }
        int first = Seat.fromLetter(t.charAt(0));
        String[] tokens = t.substring(2).trim().split("\\s+");
        if (tokens.length != 4) {
            throw new IllegalArgumentException("bad deal '" + abbreviate(t) + "': need 4 hands, got " + tokens.length);
        }
        long[] hands = new long[4];
        for (int i = 0; i < 4; i++) {
            hands[Seat.advance(first, i)] = Hand.parse(tokens[i]);
        }
        validate(hands, true);
        return new Deal(hands);
    }

    private static String abbreviate(String text) {
        return text.length() <= 60 ? text : text.substring(0, 57) + "...";
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
