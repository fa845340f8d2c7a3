package org.zwang.bridge.solver;

import static org.zwang.bridge.solver.CardSets.SUIT;

import org.zwang.bridge.model.Position;

/**
 * The following hands' move order of macroxue's bridge-solver, as weights for {@link Moves} (switch
 * {@code follow-rules}; DDS 2.x's {@link RefinedWeights} otherwise). A handful of rules instead of
 * DDS's tables of weights, so a follow node costs less to order:
 * <ul>
 *   <li>following suit: low first when nothing of ours beats the trick's winner, when partner wins it
 *       (or forces the left-hand opponent's winner), or, second in hand, when partner can still win;
 *       otherwise the cards that win first — the cheapest first when it cannot be overtaken, else the
 *       highest — then the others, low first;</li>
 *   <li>void in the suit led, in a trump contract: unless partner already wins, the cheapest trump
 *       that overruffs, or the lowest trump when it cannot be overruffed (all trumps, low first, when
 *       the left-hand opponent may overruff);</li>
 *   <li>then discards: the lowest card of each plain suit, the longest suit first; then the rest.</li>
 * </ul>
 * A weight is given to each generated move (the highest card of its equivalence class).
 */
final class FollowRules {

    private static final int FIRST = 300;
    private static final int SECOND = 200;
    private static final int THIRD = 100;

    private final PlayState state;

    FollowRules(PlayState state) {
        this.state = state;
    }

    /**
     * Writes the weights of the {@code count} moves at {@code base} for the hand at {@code position}
     * (1-3) of the trick whose first card is {@code ledCard}.
     */
    void weigh(int position, int ledCard, int[] moveCard, long[] moveEquivalents, int[] moveWeight, int base,
            int count) {
        PlayState s = state;
        int seat = (s.leader + position) & 3;
        int partner = seat ^ 2;
        int leftHand = (seat + 1) & 3;
        boolean last = position == 3;
        int ledSuit = ledCard >>> 4;
        int trump = s.trump;
        int winCard = s.winCard;
        boolean partnerWins = s.winHand == partner;
        long[] hands = s.hands;
        long leftSuit = last ? 0 : hands[leftHand] & SUIT[ledSuit];
        int leftTop = leftSuit == 0 ? -1 : CardSets.card(CardSets.highest(leftSuit));
        long mySuit = hands[seat] & SUIT[ledSuit];
        if (mySuit != 0) {
            int myTop = CardSets.card(CardSets.highest(mySuit));
            if (lowFirstFollowing(position, ledSuit, myTop, winCard, partnerWins, leftSuit, leftTop, hands[partner])) {
                for (int i = 0; i < count; i++) {
                    moveWeight[base + i] = THIRD - (moveCard[base + i] & 15);
                }
                return;
            }
            // The cards that take the trick first: the cheapest when it cannot be overtaken.
            long higher = mySuit & -(2L << winCard) & SUIT[ledSuit];
            boolean cheapest = last || leftSuit == 0
                    || (CardSets.card(CardSets.lowest(higher)) & 15) > (leftTop & 15);
            for (int i = 0; i < count; i++) {
                int card = moveCard[base + i];
                int rank = card & 15;
                moveWeight[base + i] = Position.beats(card, winCard, trump)
                        ? SECOND + (cheapest ? 15 - rank : rank)
                        : THIRD - rank;
            }
            return;
        }
        long trumps = trump < 4 ? hands[seat] & SUIT[trump] : 0;
        // Which trumps go first (a set of cards, each of its classes low first).
        long ruffs = 0;
        if (trumps != 0 && !(partnerWins && (last || (leftSuit != 0 && Position.beats(winCard, leftTop, trump))))) {
            if (winCard >>> 4 == trump) {
                if (!partnerWins) {
                    ruffs = trumps & -(2L << winCard); // the overruffs
                }
            } else if (last || leftSuit != 0 || (hands[leftHand] & SUIT[trump]) == 0) {
                ruffs = CardSets.lowest(trumps); // the lowest trump is sure to win
            } else {
                ruffs = trumps;
            }
        }
        for (int i = 0; i < count; i++) {
            int card = moveCard[base + i];
            int suit = card >>> 4;
            int weight;
            if ((moveEquivalents[base + i] & ruffs) != 0) {
                weight = FIRST + 15 - (card & 15);
            } else if (suit != trump && isLowestClass(moveCard, base, count, card)) {
                weight = SECOND + Long.bitCount(hands[seat] & SUIT[suit]); // discard from the longest suit
            } else {
                weight = THIRD - 16 * suit + (card & 15); // the rest: spades first, high first
            }
            moveWeight[base + i] = weight;
        }
    }

    /** Xue's cases for playing low while following suit. */
    private boolean lowFirstFollowing(int position, int ledSuit, int myTop, int winCard, boolean partnerWins,
            long leftSuit, int leftTop, long partnerHand) {
        int trump = state.trump;
        if (!Position.beats(myTop, winCard, trump)) {
            return true; // nothing of ours beats the winner
        }
        if (partnerWins && (position == 3 || leftSuit == 0 || Position.beats(winCard, leftTop, trump)
                || (leftSuit & -(2L << winCard)) == (leftSuit & -(2L << myTop)))) {
            return true; // partner wins, or forces the left-hand opponent's winner as well as we would
        }
        long partnerSuit = partnerHand & SUIT[ledSuit];
        if (position == 1 && partnerSuit != 0) {
            int partnerTop = CardSets.card(CardSets.highest(partnerSuit));
            if (Position.beats(partnerTop, winCard, trump)) {
                int ourTop = Math.max(partnerTop, myTop);
                if (leftSuit != 0 && leftTop > ourTop
                        && (leftSuit & -(2L << partnerTop)) == (leftSuit & -(2L << myTop))) {
                    return true; // the left-hand opponent would beat partner anyway
                }
                return leftSuit == 0 || partnerTop > leftTop; // partner can win later
            }
        }
        return false;
    }

    /** Whether {@code card} is the lowest generated move of its suit. */
    private static boolean isLowestClass(int[] moveCard, int base, int count, int card) {
        for (int i = 0; i < count; i++) {
            int other = moveCard[base + i];
            if (other >>> 4 == card >>> 4 && other < card) {
                return false;
            }
        }
        return true;
    }
}
