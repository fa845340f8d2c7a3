package org.zwang.bridge.model;

import java.util.Arrays;

/**
 * A moment in the play of a deal, as a double-dummy solver sees it: the trump strain, the seat that
 * leads the current trick, the 0-3 cards already played to it (in play order), the cards each seat
 * still holds, and the tricks each side has won so far. Immutable and validated on construction
 * (equal hand sizes once the current trick's cards are counted back, no revokes in the current trick,
 * no card twice), so solver code never has to check it again.
 *
 * <p>"Tricks left" ({@link #tricksLeft()}) counts the current trick: it is the number of cards the
 * seat to move holds.
 */
public final class Position {

    private final int strain;
    private final int leader;
    private final int[] trick;
    private final long[] hands;
    private final int northSouthTricks;
    private final int eastWestTricks;

    private Position(int strain, int leader, int[] trick, long[] hands, int northSouthTricks, int eastWestTricks) {
        this.strain = strain;
        this.leader = leader;
        this.trick = trick;
        this.hands = hands;
        this.northSouthTricks = northSouthTricks;
        this.eastWestTricks = eastWestTricks;
    }

    /** The position before the opening lead of {@code deal} (any equal hand size), {@code leader} on lead. */
    public static Position start(Deal deal, int strain, int leader) {
        return of(strain, leader, new int[0], deal.hands(), 0, 0);
    }

    /**
     * A position from its parts; fails with a one-line message when they cannot occur in play.
     *
     * @param strain trump strain (0-3 suits, 4 notrump)
     * @param leader seat that led (or leads) the current trick
     * @param trick cards already played to the current trick, in order (0-3 cards)
     * @param hands cards still held by N, E, S, W (cards of {@code trick} are not in them)
     * @param northSouthTricks tricks N-S won among the completed tricks
     * @param eastWestTricks tricks E-W won among the completed tricks
     */
    public static Position of(int strain, int leader, int[] trick, long[] hands, int northSouthTricks,
            int eastWestTricks) {
        if (strain < 0 || strain >= Strain.COUNT) {
            throw new IllegalArgumentException("bad strain " + strain + " (0-3 for S, H, D, C; 4 for NT)");
        }
        if (leader < 0 || leader >= Seat.COUNT) {
            throw new IllegalArgumentException("bad leader " + leader + " (0-3 for N, E, S, W)");
        }
        if (trick.length > 3) {
            throw new IllegalArgumentException("a trick in progress has 0-3 cards, got " + trick.length);
        }
        if (hands.length != Seat.COUNT) {
            throw new IllegalArgumentException("a position has 4 hands, got " + hands.length);
        }
        long[] held = hands.clone();
        Deal.ofUnequal(held[0], held[1], held[2], held[3]); // disjoint, real cards, at most 13 each
        long all = held[0] | held[1] | held[2] | held[3];
        long played = 0;
        for (int card : trick) {
            if (card < 0 || card >= 64 || (Card.bit(card) & Hand.FULL_DECK) == 0) {
                throw new IllegalArgumentException("bad card number " + card + " in the current trick");
            }
            if ((all & Card.bit(card)) != 0) {
                throw new IllegalArgumentException("card " + Card.toString(card)
                        + " is both in the current trick and in a hand");
            }
            if ((played & Card.bit(card)) != 0) {
                throw new IllegalArgumentException("card " + Card.toString(card) + " is twice in the current trick");
            }
            played |= Card.bit(card);
        }
        int toMove = Seat.advance(leader, trick.length);
        int left = Hand.size(held[toMove]);
        if (left == 0) {
            throw new IllegalArgumentException(Seat.name(toMove) + " is to play but holds no cards");
        }
        for (int i = 0; i < Seat.COUNT; i++) {
            int seat = Seat.advance(leader, i);
            int expected = i < trick.length ? left - 1 : left;
            if (Hand.size(held[seat]) != expected) {
                throw new IllegalArgumentException("hand sizes do not fit: " + Seat.name(toMove) + " (to play) holds "
                        + left + " cards, so " + Seat.name(seat) + " should hold " + expected + " but holds "
                        + Hand.size(held[seat]));
            }
        }
        if (trick.length > 0) {
            int ledSuit = Card.suit(trick[0]);
            for (int i = 1; i < trick.length; i++) {
                int seat = Seat.advance(leader, i);
                if (Card.suit(trick[i]) != ledSuit && Hand.suitLength(held[seat], ledSuit) > 0) {
                    throw new IllegalArgumentException(Seat.name(seat) + " played " + Card.toString(trick[i])
                            + " but still holds " + Suit.letter(ledSuit) + " (a revoke)");
                }
            }
        }
        if (northSouthTricks < 0 || eastWestTricks < 0 || northSouthTricks + eastWestTricks + left > 13) {
            throw new IllegalArgumentException("bad trick counts: N-S " + northSouthTricks + ", E-W " + eastWestTricks
                    + " won with " + left + " tricks left (at most 13 in all)");
        }
        return new Position(strain, leader, trick.clone(), held, northSouthTricks, eastWestTricks);
    }

    public int strain() {
        return strain;
    }

    /** The seat that led (or leads) the current trick. */
    public int leader() {
        return leader;
    }

    /** Number of cards already played to the current trick (0-3). */
    public int trickSize() {
        return trick.length;
    }

    /** The {@code i}-th card played to the current trick. */
    public int trickCard(int i) {
        return trick[i];
    }

    /** The cards played to the current trick, in order (a copy). */
    public int[] trick() {
        return trick.clone();
    }

    /** The seat to play the next card. */
    public int toMove() {
        return Seat.advance(leader, trick.length);
    }

    /** Tricks not yet completed, the current one included (the number of cards the seat to move holds). */
    public int tricksLeft() {
        return Hand.size(hands[toMove()]);
    }

    /** The cards {@code seat} still holds. */
    public long hand(int seat) {
        return hands[seat];
    }

    /** The four hands N, E, S, W (a copy). */
    public long[] hands() {
        return hands.clone();
    }

    /** Tricks won by a side (0 N-S, 1 E-W) among the completed tricks. */
    public int tricksWon(int side) {
        return side == Seat.NORTH_SOUTH ? northSouthTricks : eastWestTricks;
    }

    /** Which seat holds a card now, or -1 (played, or not in this position). */
    public int holder(int card) {
        for (int seat = 0; seat < Seat.COUNT; seat++) {
            if (Hand.contains(hands[seat], card)) {
                return seat;
            }
        }
        return -1;
    }

    /** The cards the seat to move may play: the suit led if it holds any, else every card. */
    public long legalCards() {
        return legalCards(hands[toMove()], trick.length == 0 ? -1 : trick[0]);
    }

    /** The seat currently winning the trick in progress, or -1 when no card has been played to it. */
    public int trickWinner() {
        if (trick.length == 0) {
            return -1;
        }
        return trickWinner(trick, 0, trick.length, leader, strain);
    }

    // ----------------------------------------------------------------- the rules of play
    // The one home of bridge's rules of play: PlayTracker (file readers), BridgeGame (search-api) and
    // the solver (its hot path calls beats() on card numbers) all decide legality and trick winners
    // here. Strains are 0-3 for a trump suit and Strain.NOTRUMP (4) for notrump, which no card's
    // suit equals, so notrump needs no special case.

    /**
     * Whether {@code card} beats {@code winning}, the card currently winning a trick, in {@code strain}:
     * a higher card of the same suit, or any trump over a card of another suit. Card numbers are
     * {@code suit * 16 + rank}, so within a suit the higher number is the higher card.
     */
    public static boolean beats(int card, int winning, int strain) {
        int suit = card >>> 4;
        if (suit == winning >>> 4) {
            return card > winning;
        }
        return suit == strain;
    }

    /**
     * The seat that wins (or is winning) the trick whose first {@code count} cards (1-4) are
     * {@code cards[from..from+count-1]}, in play order, led by {@code leader}: the highest trump if
     * any was played, else the highest card of the suit led.
     */
    public static int trickWinner(int[] cards, int from, int count, int leader, int strain) {
        int best = 0;
        for (int i = 1; i < count; i++) {
            if (beats(cards[from + i], cards[from + best], strain)) {
                best = i;
            }
        }
        return Seat.advance(leader, best);
    }

    /**
     * The cards of {@code hand} that may be played to a trick whose first card is {@code ledCard}
     * (-1 when the hand leads): the suit led if the hand holds any, else every card.
     */
    public static long legalCards(long hand, int ledCard) {
        if (ledCard < 0) {
            return hand;
        }
        long suited = hand & Hand.ofSuit(Card.suit(ledCard), Rank.ALL);
        return suited != 0 ? suited : hand;
    }

    /**
     * The position after the seat to move plays {@code card}; completing a trick credits its winner,
     * who leads the next one. Fails when the card is not held or not legal.
     */
    public Position play(int card) {
        int seat = toMove();
        if (!Hand.contains(hands[seat], card)) {
            throw new IllegalArgumentException(Seat.name(seat) + " does not hold " + Card.toString(card));
        }
        if ((legalCards() & Card.bit(card)) == 0) {
            throw new IllegalArgumentException(Seat.name(seat) + " must follow " + Suit.letter(Card.suit(trick[0]))
                    + ", cannot play " + Card.toString(card));
        }
        long[] next = hands.clone();
        next[seat] &= ~Card.bit(card);
        int[] cards = Arrays.copyOf(trick, trick.length + 1);
        cards[trick.length] = card;
        if (cards.length < 4) {
            return new Position(strain, leader, cards, next, northSouthTricks, eastWestTricks);
        }
        int winner = trickWinner(cards, 0, 4, leader, strain);
        boolean northSouth = Seat.side(winner) == Seat.NORTH_SOUTH;
        return new Position(strain, winner, new int[0], next, northSouthTricks + (northSouth ? 1 : 0),
                eastWestTricks + (northSouth ? 0 : 1));
    }

    /** True when every card has been played. */
    public boolean isFinished() {
        return trick.length == 0 && hands[leader] == 0;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Position)) {
            return false;
        }
        Position that = (Position) other;
        return strain == that.strain && leader == that.leader && Arrays.equals(trick, that.trick)
                && Arrays.equals(hands, that.hands) && northSouthTricks == that.northSouthTricks
                && eastWestTricks == that.eastWestTricks;
    }

    @Override
    public int hashCode() {
        return ((Arrays.hashCode(hands) * 31 + Arrays.hashCode(trick)) * 31 + strain * 4 + leader) * 31
                + northSouthTricks * 14 + eastWestTricks;
    }

    /** E.g. {@code NT, W leads, trick SQ: N:AK76543.32.AK2.3 ... (N-S 0, E-W 0)}. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        text.append(Strain.name(strain)).append(", ").append(Seat.letter(leader)).append(" leads");
        if (trick.length > 0) {
            text.append(", trick ");
            for (int i = 0; i < trick.length; i++) {
                text.append(i == 0 ? "" : ",").append(Card.toString(trick[i]));
            }
        }
        text.append(": N:");
        for (int seat = 0; seat < Seat.COUNT; seat++) {
            text.append(seat == 0 ? "" : " ").append(Hand.toPbn(hands[seat]));
        }
        return text.append(" (N-S ").append(northSouthTricks).append(", E-W ").append(eastWestTricks).append(')')
                .toString();
    }
}
