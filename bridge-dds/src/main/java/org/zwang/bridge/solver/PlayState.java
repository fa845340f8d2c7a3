package org.zwang.bridge.solver;

import static org.zwang.bridge.solver.CardSets.SUIT;

import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Position;

/**
 * The position the search walks (DDS's {@code pos}): the four hands, the cards in play at the start
 * of the trick, the suit lengths, the trick in progress and the tricks the MAX side has won since the
 * root, with per-depth undo information, so {@link #make}/{@link #unmake} never allocate.
 *
 * <p>Cards are bits of {@code long}s (a 16-bit lane per suit). A position is indexed by
 * {@code depth}, the number of cards still to be played; a depth divisible by 4 is the start of a
 * trick, and {@code (-depth) & 3} is the position (0-3) in the trick of the card played at that
 * depth. The search classes read the fields directly: this is their shared state, not an API.
 */
final class PlayState {

    static final int MAX_DEPTH = 52;

    /** 0-3 the trump suit, 4 notrump. */
    int trump = -1;
    /** The trump suit's lane, 0 in notrump. */
    long trumpCards;
    final long[] hands = new long[4];
    /** The seat that held each card (by card number) at {@link #setUp}, the trick's cards included. */
    final byte[] holderOf = new byte[64];
    /** Cards in play at the start of the current trick (held or played to it): E4's "aggr". */
    long remaining;
    /** 4-bit suit lengths, hand h suit s at bit 16h + 4s. */
    long lengths;
    int leader;
    /** The card winning the trick in progress, and its seat. */
    int winCard;
    int winHand;
    /** The cards played to the trick in progress. */
    long trickCards;
    /** The side (0 N-S, 1 E-W) whose target is tested. */
    int maxSide;
    /** Tricks the MAX side has won since the search root. */
    int maxTricks;

    /** The card played at each depth. */
    final int[] playedCard = new int[MAX_DEPTH + 1];
    private final int[] savedWinCard = new int[MAX_DEPTH + 1];
    private final int[] savedWinHand = new int[MAX_DEPTH + 1];
    private final long[] savedRemaining = new long[MAX_DEPTH + 1];
    private final long[] savedTrickCards = new long[MAX_DEPTH + 1];
    private final int[] savedLeader = new int[MAX_DEPTH + 1];
    private final int[] savedMaxTricks = new int[MAX_DEPTH + 1];

    /** The four hands of {@code position} as they were at the start of its trick (its trick's cards put back). */
    static long[] cardsAtTrickStart(Position position) {
        long[] cards = position.hands();
        int first = position.leader();
        for (int i = 0; i < position.trickSize(); i++) {
            cards[(first + i) & 3] |= Card.bit(position.trickCard(i));
        }
        return cards;
    }

    /**
     * Sets up {@code position} ({@code cards}: its {@link #cardsAtTrickStart}) with the cards of its
     * trick played. Returns the depth of the position.
     */
    int load(Position position, long[] cards, int maxSide) {
        int depth = setUp(cards, position.strain(), position.leader(), maxSide);
        for (int i = 0; i < position.trickSize(); i++) {
            make(depth, position.trickCard(i));
            depth--;
        }
        return depth;
    }

    /**
     * Sets up a trick-start position: {@code cards} the four hands (the current trick's cards put
     * back into them), {@code first} the leader. Returns the depth of the trick's start.
     */
    int setUp(long[] cards, int strain, int first, int maxSide) {
        trump = strain;
        trumpCards = strain < 4 ? SUIT[strain] : 0L;
        System.arraycopy(cards, 0, hands, 0, 4);
        for (int seat = 0; seat < 4; seat++) {
            for (long rest = cards[seat]; rest != 0; rest &= rest - 1) {
                holderOf[Long.numberOfTrailingZeros(rest)] = (byte) seat;
            }
        }
        remaining = cards[0] | cards[1] | cards[2] | cards[3];
        lengths = 0;
        for (int seat = 0; seat < 4; seat++) {
            for (int suit = 0; suit < 4; suit++) {
                lengths += (long) Long.bitCount(cards[seat] & SUIT[suit]) << (16 * seat + 4 * suit);
            }
        }
        leader = first;
        this.maxSide = maxSide;
        maxTricks = 0;
        trickCards = 0;
        return 4 * Long.bitCount(cards[first]);
    }

    /** The seat to play at {@code depth}. */
    int seatToPlay(int depth) {
        return (leader + ((-depth) & 3)) & 3;
    }

    /** The suit led to the trick in progress at {@code depth} (not a trick start). */
    int ledSuit(int depth) {
        return playedCard[depth + ((-depth) & 3)] >>> 4;
    }

    /** Whether no trump is left in play at the start of this trick (it then plays like notrump). */
    boolean noTrumpsLeft() {
        return (remaining & trumpCards) == 0;
    }

    /** The card equivalence class (E4 §1) of {@code card} in {@code seat}'s hand. */
    long equivalents(int seat, int card) {
        return CardSets.equivalents(hands[seat], remaining & ~hands[seat], card);
    }

    /** Plays {@code card} at {@code depth}; the fourth card of a trick completes it. */
    void make(int depth, int card) {
        int position = (-depth) & 3;
        int seat = (leader + position) & 3;
        long bit = 1L << card;
        hands[seat] &= ~bit;
        lengths -= 1L << (16 * seat + ((card >>> 4) << 2));
        playedCard[depth] = card;
        if (position == 0) {
            // The winner of the trick before needs no saving: nothing reads it until the fourth
            // card of that trick is taken back, which restores the state after its third card.
            savedTrickCards[depth] = trickCards;
            trickCards = bit;
            winCard = card;
            winHand = seat;
            return;
        }
        savedWinCard[depth] = winCard;
        savedWinHand[depth] = winHand;
        trickCards |= bit;
        if (Position.beats(card, winCard, trump)) {
            winCard = card;
            winHand = seat;
        }
        if (position == 3) {
            savedRemaining[depth] = remaining;
            savedLeader[depth] = leader;
            savedMaxTricks[depth] = maxTricks;
            remaining &= ~trickCards;
            leader = winHand;
            if ((winHand & 1) == maxSide) {
                maxTricks++;
            }
        }
    }

    /** Takes back the card played at {@code depth}. */
    void unmake(int depth) {
        int position = (-depth) & 3;
        if (position == 3) {
            remaining = savedRemaining[depth];
            leader = savedLeader[depth];
            maxTricks = savedMaxTricks[depth];
        }
        int card = playedCard[depth];
        int seat = (leader + position) & 3;
        long bit = 1L << card;
        hands[seat] |= bit;
        lengths += 1L << (16 * seat + ((card >>> 4) << 2));
        if (position == 0) {
            trickCards = savedTrickCards[depth];
            return;
        }
        trickCards &= ~bit;
        winCard = savedWinCard[depth];
        winHand = savedWinHand[depth];
    }

    /**
     * Winning ranks of the trick just completed: its winning card when it won by rank, i.e. beat
     * another card of its suit. (E4 §7.1 adds the cards equivalent to it here; this solver adds a
     * card's equivalents where they are needed, see {@link WinningRanks#withClasses}.)
     */
    long trickWinRanks() {
        if (Long.bitCount(trickCards & SUIT[winCard >>> 4]) >= 2) {
            return 1L << winCard;
        }
        return 0;
    }
}
