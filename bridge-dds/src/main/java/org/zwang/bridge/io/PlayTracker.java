package org.zwang.bridge.io;

import java.util.Arrays;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Hand;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.model.Suit;

/**
 * Follows the card play of a deal and checks it: each card must be in the hand of the player whose
 * turn it is, who must follow suit if able; the highest trump, else the highest card of the suit
 * led, wins the trick and leads to the next (the rules are {@link Position}'s). Readers of PBN {@code [Play]} sections and LIN
 * {@code pc|} cards use it to put cards in play order and to reject impossible play with a message
 * naming the card.
 */
public final class PlayTracker {

    private final long[] hands;
    private final int strain;
    private final int[] played;
    private int count;
    private int trickLeader;
    private int toPlay;
    private final int[] tricksWon = new int[2];

    /**
     * @param strain the contract's {@link Strain} (its trump, or notrump)
     * @param leader the seat that leads to the first trick
     */
    public PlayTracker(Deal deal, int strain, int leader) {
        if (strain < 0 || strain >= Strain.COUNT) {
            throw new IllegalArgumentException("no strain " + strain);
        }
        if (leader < 0 || leader > 3) {
            throw new IllegalArgumentException("no seat " + leader);
        }
        this.hands = deal.hands();
        this.strain = strain;
        this.played = new int[4 * deal.cardsPerHand()];
        this.trickLeader = leader;
        this.toPlay = leader;
    }

    /** The seat whose turn it is. */
    public int seatToPlay() {
        return toPlay;
    }

    /** The seat that led the current trick (or leads the next one when it has not started). */
    public int trickLeader() {
        return trickLeader;
    }

    /** Cards played so far. */
    public int cardsPlayed() {
        return count;
    }

    /** True when every card has been played. */
    public boolean finished() {
        return count == played.length;
    }

    /** Tricks won so far by a side (0 = N-S, 1 = E-W). */
    public int tricksWon(int side) {
        return tricksWon[side];
    }

    /** The cards played so far, in play order. */
    public int[] played() {
        return Arrays.copyOf(played, count);
    }

    /** The cards the player to move may play now (a hand bit set). */
    public long legalCards() {
        return Position.legalCards(hands[toPlay], count % 4 == 0 ? -1 : played[count - count % 4]);
    }

    /** Why {@code card} cannot be played now, or null when it can. */
    public String whyIllegal(int card) {
        if (finished()) {
            return "card " + Card.toString(card) + " comes after the last trick";
        }
        if (!Hand.contains(hands[toPlay], card)) {
            int holder = holder(card);
            String where = holder >= 0 ? Seat.name(holder) + " holds it" : "it was played before";
            return "card " + Card.toString(card) + " cannot be " + Seat.name(toPlay) + "'s (" + where + ")";
        }
        if ((legalCards() & Card.bit(card)) == 0) {
            int suitLed = Card.suit(played[count - count % 4]);
            return Seat.name(toPlay) + " must follow suit to the " + Card.toString(played[count - count % 4])
                    + " led instead of playing " + Card.toString(card) + " (holds " + Suit.letter(suitLed) + ")";
        }
        return null;
    }

    /** Plays a card; fails with a message naming it when it is not the player's or not legal. */
    public void play(int card) {
        String problem = whyIllegal(card);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        hands[toPlay] &= ~Card.bit(card);
        played[count++] = card;
        if (count % 4 == 0) {
            int winner = Position.trickWinner(played, count - 4, 4, trickLeader, strain);
            tricksWon[Seat.side(winner)]++;
            trickLeader = winner;
            toPlay = winner;
        } else {
            toPlay = Seat.next(toPlay);
        }
    }

    private int holder(int card) {
        for (int seat = 0; seat < 4; seat++) {
            if (Hand.contains(hands[seat], card)) {
                return seat;
            }
        }
        return -1;
    }
}
