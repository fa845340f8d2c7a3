package org.zwang.bridge.solver;

import static org.zwang.bridge.solver.CardSets.SUIT;
import static org.zwang.bridge.solver.CardSets.highest;
import static org.zwang.bridge.solver.CardSets.lowest;

import org.zwang.bridge.model.Position;

/**
 * The card weights of Haglund E4 §5, with E4's values: the solver tries the cards with the highest
 * weight first. Static helpers over the solver's state; no allocation.
 *
 * <p>"Trick winning card move" (E4 §5: the card wins the trick for its side "assuming that both sides
 * play their optimum cards") is decided by letting each later hand play its strongest card — the
 * highest of the suit led, or when void the highest trump — which is optimal for who takes the trick,
 * since a higher card never hurts its own side's chance of winning it.
 */
final class MoveOrdering {

    /** Added to the best card of each suit on lead or when discarding, so one card per suit comes first (E4 §5). */
    static final int SUIT_LEADER_BONUS = 1000;

    private MoveOrdering() {
    }

    /** The card a hand plays to try to win a trick led in {@code ledSuit}, or -1 when it cannot win. */
    static int strongest(long hand, int ledSuit, int trump) {
        long suited = hand & SUIT[ledSuit];
        if (suited != 0) {
            return CardSets.card(highest(suited));
        }
        if (trump < 4) {
            long trumps = hand & SUIT[trump];
            if (trumps != 0) {
                return CardSets.card(highest(trumps));
            }
        }
        return -1;
    }

    /**
     * The seat that wins the trick when {@code card} (by {@code seat}) beats or not the current
     * winner and then the later hands play their strongest cards ({@code laterCards}/{@code laterSeats},
     * -1 for a hand that cannot win).
     */
    static int finalWinner(int trump, int winning, int winner, int card, int seat, int laterCount, int[] laterCards,
            int[] laterSeats) {
        if (winning < 0 || Position.beats(card, winning, trump)) {
            winning = card;
            winner = seat;
        }
        for (int i = 0; i < laterCount; i++) {
            int later = laterCards[i];
            if (later >= 0 && Position.beats(later, winning, trump)) {
                winning = later;
                winner = laterSeats[i];
            }
        }
        return winner;
    }

    /**
     * Facts about one suit for the leader's weights (E4 §5), computed once per suit: the suit part
     * of the weight ("suitWeightDelta") and the holders of the top cards.
     */
    static final class LeadSuit {
        int delta;
        long top;
        int topHolder;
        int secondHolder;
        boolean opponentSingletonTop;
        boolean secondWithEquivalent;
        final int[] laterCards = new int[3];
        final int[] laterSeats = new int[3];

        /**
         * E4 §5, "Hand-to-play is trick leading hand": the suit's facts. {@code all} is every card
         * still held, {@code odd}/{@code high} the cards of seats 1|3 and 2|3 (so a card's holder
         * is two bit tests).
         */
        void compute(long[] hands, int trump, int hand, int suit, int cardsLeft, long all, long odd, long high) {
            long suitCards = SUIT[suit];
            int lho = (hand + 1) & 3;
            int rho = (hand + 3) & 3;
            int partner = hand ^ 2;
            long lhoSuit = hands[lho] & suitCards;
            long rhoSuit = hands[rho] & suitCards;
            long trumps = trump < 4 ? SUIT[trump] : 0L;
            int bonus = 0;
            if (suit != trump && ((lhoSuit == 0 && (hands[lho] & trumps) != 0)
                    || (rhoSuit == 0 && (hands[rho] & trumps) != 0))) {
                bonus -= 10;
            }
            long inPlay = all & suitCards;
            top = highest(inPlay);
            long second = highest(inPlay & ~top);
            long third = highest(inPlay & ~top & ~second);
            if ((hands[rho] & (top | second)) != 0) {
                bonus -= 18;
            }
            long partnerSuit = hands[partner] & suitCards;
            if (suit != trump && (hands[partner] & top) != 0 && (hands[hand] & trumps) != 0
                    && Long.bitCount(hands[hand] & suitCards) == 1 && Long.bitCount(partnerSuit) >= 2) {
                bonus += 16;
            }
            int countLeft = lhoSuit != 0 ? Long.bitCount(lhoSuit) * 4 : cardsLeft;
            int countRight = rhoSuit != 0 ? Long.bitCount(rhoSuit) * 4 : cardsLeft;
            delta = bonus - ((countLeft + countRight) * 32) / 15;
            topHolder = holder(top, odd, high);
            secondHolder = second == 0 ? -1 : holder(second, odd, high);
            opponentSingletonTop = ((topHolder ^ hand) & 1) == 1 && (hands[topHolder] & suitCards) == top;
            secondWithEquivalent = secondHolder == hand && third != 0 && (hands[hand] & third) != 0;
            for (int i = 0; i < 3; i++) {
                int seat = (hand + 1 + i) & 3;
                laterSeats[i] = seat;
                laterCards[i] = strongest(hands[seat], suit, trump);
            }
        }

        private static int holder(long bit, long odd, long high) {
            return ((odd & bit) != 0 ? 1 : 0) | ((high & bit) != 0 ? 2 : 0);
        }
    }

    /** E4 §5, "Hand-to-play is trick leading hand": the weight of one card. */
    static int leadWeight(LeadSuit facts, int trump, int hand, int card, int killer, int tableMove) {
        int rank = card & 15;
        int partner = hand ^ 2;
        int delta = facts.delta;
        int winner = finalWinner(trump, -1, -1, card, hand, 3, facts.laterCards, facts.laterSeats);
        int topHolder = facts.topHolder;
        int secondHolder = facts.secondHolder;
        int weight;
        if (((winner ^ hand) & 1) == 0) {
            if (facts.opponentSingletonTop) {
                weight = delta + 40 - rank;
            } else if (topHolder == hand) {
                if (secondHolder == partner) {
                    weight = delta + 50 - rank;
                } else if ((1L << card) == facts.top) {
                    weight = delta + 31;
                } else {
                    weight = delta + 19 - rank;
                }
            } else if (topHolder == partner) {
                weight = secondHolder == hand ? delta + 50 - rank : delta + 35 - rank;
            } else if (facts.secondWithEquivalent) {
                weight = delta + 40;
            } else {
                weight = delta + 30 - rank;
            }
            if (card == killer) {
                weight += 52;
            }
            if (card == tableMove) {
                weight += 11;
            }
        } else {
            if (facts.opponentSingletonTop) {
                weight = delta + 29 - rank;
            } else if (topHolder == hand) {
                if (secondHolder == partner) {
                    weight = delta + 44 - rank;
                } else if ((1L << card) == facts.top) {
                    weight = delta + 25;
                } else {
                    weight = delta + 13 - rank;
                }
            } else if (topHolder == partner) {
                weight = secondHolder == hand ? delta + 44 - rank : delta + 29 - rank;
            } else if (facts.secondWithEquivalent) {
                weight = delta + 29;
            } else {
                weight = delta + 13 - rank;
            }
            if (card == killer) {
                weight += 20;
            }
            if (card == tableMove) {
                weight += 9;
            }
        }
        return weight;
    }

    /** E4 §5 "suitAdd": the bonus of the suit a void hand discards from (or ruffs with). */
    static int suitAdd(long[] hands, int hand, int suit) {
        long suitCards = SUIT[suit];
        int length = Long.bitCount(hands[hand] & suitCards);
        int add = (length * 64) / 36;
        if (length == 2) {
            long all = (hands[0] | hands[1] | hands[2] | hands[3]) & suitCards;
            long second = highest(all & ~highest(all));
            if ((hands[hand] & second) != 0) {
                add -= 2;
            }
        }
        return add;
    }

    /**
     * E4 §5 weights of the cards of the hand playing second, third or fourth to a trick. What does
     * not depend on the card is computed once per node by {@link #prepare}; {@link #weight} then
     * costs a few comparisons per card.
     */
    static final class Follow {
        private long[] hands;
        private int trump;
        private int leader;
        private int position;
        private int hand;
        private int ledCard;
        private int ledSuit;
        private int winning;
        private int winner;
        private int laterCount;
        private final int[] laterCards = new int[2];
        private final int[] laterSeats = new int[2];
        // second hand
        private long thirdSuit;
        private long fourthSuit;
        private long leaderTop;
        private boolean fourthBetween;
        // third hand
        private long secondHighest;
        // a void hand: E4's suitAdd of each suit
        private final int[] suitAdds = new int[4];

        /**
         * Prepares a node: {@code position} 1-3, {@code winning}/{@code winner} the card and seat
         * winning the trick so far, {@code remaining} the cards in play at the start of the trick.
         */
        void prepare(long[] hands, long remaining, int trump, int leader, int position, int ledCard, int winning,
                int winner) {
            this.hands = hands;
            this.trump = trump;
            this.leader = leader;
            this.position = position;
            this.hand = (leader + position) & 3;
            this.ledCard = ledCard;
            this.ledSuit = ledCard >>> 4;
            this.winning = winning;
            this.winner = winner;
            laterCount = 3 - position;
            for (int i = 0; i < laterCount; i++) {
                int seat = (hand + 1 + i) & 3;
                laterSeats[i] = seat;
                laterCards[i] = strongest(hands[seat], ledSuit, trump);
            }
            long ledCards = SUIT[ledSuit];
            if (position == 1) {
                thirdSuit = hands[(leader + 2) & 3] & ledCards;
                fourthSuit = hands[(leader + 3) & 3] & ledCards;
                leaderTop = highest(hands[leader] & ledCards);
                fourthBetween = leaderTop != 0 && (fourthSuit & -(2L << ledCard) & (leaderTop - 1)) != 0;
            } else if (position == 2) {
                long all = remaining & ledCards;
                secondHighest = highest(all & ~highest(all));
            }
            if ((hands[hand] & ledCards) == 0) {
                for (int suit = 0; suit < 4; suit++) {
                    suitAdds[suit] = suitAdd(hands, hand, suit);
                }
            }
        }

        /** The weight of {@code card}; {@code hasEquivalent} when it stands for more than one card. */
        int weight(int card, boolean hasEquivalent) {
            int suit = card >>> 4;
            int rank = card & 15;
            boolean isVoid = suit != ledSuit;
            int add = isVoid ? suitAdds[suit] : 0;
            boolean beatsSoFar = Position.beats(card, winning, trump);
            int winningNow = beatsSoFar ? card : winning;
            int winnerNow = beatsSoFar ? hand : winner;
            for (int i = 0; i < laterCount; i++) {
                int later = laterCards[i];
                if (later >= 0 && Position.beats(later, winningNow, trump)) {
                    winningNow = later;
                    winnerNow = laterSeats[i];
                }
            }
            boolean wins = ((winnerNow ^ hand) & 1) == 0;
            long bit = 1L << card;
            switch (position) {
                case 1: { // left-hand opponent of the leader
                    if (wins) {
                        if (isVoid) {
                            return (trump < 4 && suit == trump ? 30 : 60) - rank + add;
                        }
                        if (thirdSuit != 0 && lowest(thirdSuit) > bit) {
                            return 45 - rank;
                        }
                        if (fourthBetween) {
                            return 60 - rank;
                        }
                        if (card > ledCard) {
                            if (highest(fourthSuit) > bit) {
                                return 75 - rank;
                            }
                            if (bit > leaderTop) {
                                return 70 - rank;
                            }
                            return (hasEquivalent ? 60 : 45) - rank;
                        }
                        if (fourthSuit != 0) {
                            return (hasEquivalent ? 50 : 45) - rank;
                        }
                        return 45 - rank;
                    }
                    if (isVoid) {
                        return (trump < 4 && suit == trump ? 15 : 0) - rank + add;
                    }
                    if ((thirdSuit != 0 && lowest(thirdSuit) > bit) || (fourthSuit != 0 && lowest(fourthSuit) > bit)) {
                        return -rank;
                    }
                    if (card > ledCard) {
                        return (hasEquivalent ? 20 : 10) - rank;
                    }
                    return -rank;
                }
                case 2: { // partner of the leader
                    boolean ruffsOnTop = isVoid && suit == trump && beatsSoFar;
                    if (wins) {
                        if (isVoid) {
                            if (winner == leader) {
                                return (suit == trump && ledSuit != trump ? 30 : 60) - rank + add;
                            }
                            if (ruffsOnTop) {
                                return 70 - rank + add;
                            }
                            if (suit == trump) {
                                return 15 - rank + add;
                            }
                            return 30 - rank + add;
                        }
                        return 60 - rank;
                    }
                    if (isVoid) {
                        if (ruffsOnTop) {
                            return 40 - rank + add;
                        }
                        if (suit == trump) {
                            return -15 - rank + add;
                        }
                        return -rank + add;
                    }
                    if (beatsSoFar) {
                        if (bit == secondHighest) {
                            return 25;
                        }
                        return (hasEquivalent ? 20 : 10) - rank;
                    }
                    return -10 - rank;
                }
                default: { // right-hand opponent of the leader: last to play
                    int partner = (leader + 1) & 3;
                    if (isVoid) {
                        if (winner == partner) {
                            return (suit == trump ? 14 : 30) - rank + add;
                        }
                        if (suit == trump && beatsSoFar) {
                            return 30 - rank + add;
                        }
                        if (suit == trump) {
                            return -rank;
                        }
                        return 14 - rank + add;
                    }
                    if (winner == partner || beatsSoFar) {
                        return 30 - rank;
                    }
                    return 14 - rank;
                }
            }
        }
    }
}
