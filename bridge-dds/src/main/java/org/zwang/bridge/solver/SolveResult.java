package org.zwang.bridge.solver;

import java.util.Arrays;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Hand;
import org.zwang.bridge.model.Rank;

/**
 * The answer of {@link DoubleDummySolver#solve}: the most tricks the side to move can take from the
 * position (among the tricks not yet completed, the current one included, as DDS SolveBoard counts
 * them), a card that takes them, and — depending on {@link Solutions} — every optimal card or every
 * legal card with its count. Equivalent cards are listed individually with the same number.
 */
public final class SolveResult {

    private static final byte UNKNOWN = -1;

    private final Solutions solutions;
    private final int seat;
    private final int tricks;
    private final int bestCard;
    private final long legalCards;
    private final long optimalCards;
    private final byte[] tricksByCard;

    SolveResult(Solutions solutions, int seat, int tricks, int bestCard, long legalCards, long optimalCards,
            byte[] tricksByCard) {
        this.solutions = solutions;
        this.seat = seat;
        this.tricks = tricks;
        this.bestCard = bestCard;
        this.legalCards = legalCards;
        this.optimalCards = optimalCards;
        this.tricksByCard = tricksByCard.clone();
    }

    static byte[] unknownTricks() {
        byte[] tricks = new byte[64];
        Arrays.fill(tricks, UNKNOWN);
        return tricks;
    }

    /** What was asked for. */
    public Solutions solutions() {
        return solutions;
    }

    /** The seat to move. */
    public int seat() {
        return seat;
    }

    /** The most tricks the side to move takes from here (current trick included). */
    public int tricks() {
        return tricks;
    }

    /** One card that takes {@link #tricks()}. */
    public int bestCard() {
        return bestCard;
    }

    /** Every legal card of the seat to move. */
    public long legalCards() {
        return legalCards;
    }

    /**
     * The cards known to take {@link #tricks()}: all of them for {@link Solutions#OPTIMAL_CARDS} and
     * {@link Solutions#ALL_CARDS}; the best card and its equivalents for {@link Solutions#BEST_CARD}.
     */
    public long optimalCards() {
        return optimalCards;
    }

    /**
     * The tricks the side to move takes when {@code card} is played now, or -1 when not computed
     * (only {@link Solutions#ALL_CARDS} computes every legal card).
     */
    public int tricks(int card) {
        if (card < 0 || card >= 64 || (legalCards & Card.bit(card)) == 0) {
            throw new IllegalArgumentException("card " + (card >= 0 && card < 64 ? Card.toString(card) : card)
                    + " is not a legal card here");
        }
        return tricksByCard[card];
    }

    /**
     * The per-card results as solve-positions.txt writes them: {@code SK:4,S6:4}, by suit S, H, D, C
     * then rank A to 2; cards not computed are left out.
     */
    public String cardsText() {
        StringBuilder text = new StringBuilder();
        for (int suit = 0; suit < 4; suit++) {
            int ranks = Hand.suitBits(legalCards, suit);
            for (int rank = Rank.ACE; rank >= Rank.TWO; rank--) {
                int card = Card.of(suit, rank);
                if ((ranks >> rank & 1) != 0 && tricksByCard[card] != UNKNOWN) {
                    text.append(text.length() == 0 ? "" : ",").append(Card.toString(card)).append(':')
                            .append(tricksByCard[card]);
                }
            }
        }
        return text.toString();
    }

    @Override
    public String toString() {
        return "SolveResult[" + tricks + " tricks, best " + Card.toString(bestCard) + ", " + cardsText() + "]";
    }
}
