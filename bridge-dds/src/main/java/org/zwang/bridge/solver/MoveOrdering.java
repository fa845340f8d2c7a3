package org.zwang.bridge.solver;

import static org.zwang.bridge.solver.CardSets.SUIT;
import static org.zwang.bridge.solver.CardSets.highest;
import static org.zwang.bridge.solver.CardSets.lowest;

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

    /** Whether {@code card} beats {@code winning} (the card winning the trick so far). */
    static boolean beats(int card, int winning, int trump) {
        int suit = card >>> 4;
        if (suit == winning >>> 4) {
            return card > winning;
        }
        return suit == trump;
    }

    /**
     * The seat that wins the trick when the card {@code winning} (held by {@code winner}) is the
     * current winner and the {@code later} seats after {@code seat} play their strongest cards.
     */
    static int finalWinner(long[] hands, int trump, int ledSuit, int winning, int winner, int seat, int later) {
        for (int i = 1; i <= later; i++) {
            int next = (seat + i) & 3;
            int card = strongest(hands[next], ledSuit, trump);
            if (card >= 0 && beats(card, winning, trump)) {
                winning = card;
                winner = next;
            }
        }
        return winner;
    }

    /** The seat holding the highest card of {@code cards}, or -1. */
    private static int holderOf(long[] hands, long bit) {
        return bit == 0 ? -1 : CardSets.holder(hands, bit);
    }

    /** E4 §5, "Hand-to-play is trick leading hand": the suit part of the weight. */
    static int leadSuitDelta(long[] hands, int trump, int hand, int suit, int cardsLeft) {
        long suitCards = SUIT[suit];
        int lho = (hand + 1) & 3;
        int rho = (hand + 3) & 3;
        int partner = hand ^ 2;
        int lhoLength = Long.bitCount(hands[lho] & suitCards);
        int rhoLength = Long.bitCount(hands[rho] & suitCards);
        int bonus = 0;
        if (trump < 4 && suit != trump) {
            long trumps = SUIT[trump];
            if ((lhoLength == 0 && (hands[lho] & trumps) != 0) || (rhoLength == 0 && (hands[rho] & trumps) != 0)) {
                bonus -= 10;
            }
        }
        long all = (hands[0] | hands[1] | hands[2] | hands[3]) & suitCards;
        long top = highest(all);
        long second = highest(all & ~top);
        if ((hands[rho] & (top | second)) != 0) {
            bonus -= 18;
        }
        if (trump < 4 && suit != trump && Long.bitCount(hands[hand] & suitCards) == 1
                && (hands[hand] & SUIT[trump]) != 0 && (hands[partner] & top) != 0
                && Long.bitCount(hands[partner] & suitCards) >= 2) {
            bonus += 16;
        }
        int countLeft = lhoLength > 0 ? lhoLength * 4 : cardsLeft;
        int countRight = rhoLength > 0 ? rhoLength * 4 : cardsLeft;
        return bonus - ((countLeft + countRight) * 32) / 15;
    }

    /** E4 §5, "Hand-to-play is trick leading hand": the weight of one card. */
    static int leadWeight(long[] hands, int trump, int hand, int card, long equivalents, int delta, int killer,
            int tableMove) {
        int suit = card >>> 4;
        int rank = card & 15;
        long suitCards = SUIT[suit];
        int partner = hand ^ 2;
        long all = (hands[0] | hands[1] | hands[2] | hands[3]) & suitCards;
        long top = highest(all);
        long second = highest(all & ~top);
        long third = highest(all & ~top & ~second);
        int topHolder = holderOf(hands, top);
        int secondHolder = holderOf(hands, second);
        boolean opponentSingletonTop = ((topHolder ^ hand) & 1) == 1
                && Long.bitCount(hands[topHolder] & suitCards) == 1;
        boolean secondWithEquivalent = secondHolder == hand && third != 0 && (hands[hand] & third) != 0;
        int winner = finalWinner(hands, trump, suit, card, hand, hand, 3);
        int weight;
        if (((winner ^ hand) & 1) == 0) {
            if (opponentSingletonTop) {
                weight = delta + 40 - rank;
            } else if (topHolder == hand) {
                if (secondHolder == partner) {
                    weight = delta + 50 - rank;
                } else if ((1L << card) == top) {
                    weight = delta + 31;
                } else {
                    weight = delta + 19 - rank;
                }
            } else if (topHolder == partner) {
                weight = secondHolder == hand ? delta + 50 - rank : delta + 35 - rank;
            } else if (secondWithEquivalent) {
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
            if (opponentSingletonTop) {
                weight = delta + 29 - rank;
            } else if (topHolder == hand) {
                if (secondHolder == partner) {
                    weight = delta + 44 - rank;
                } else if ((1L << card) == top) {
                    weight = delta + 25;
                } else {
                    weight = delta + 13 - rank;
                }
            } else if (topHolder == partner) {
                weight = secondHolder == hand ? delta + 44 - rank : delta + 29 - rank;
            } else if (secondWithEquivalent) {
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
    private static int suitAdd(long[] hands, int hand, int suit) {
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
     * E4 §5 weights of a card played second, third or fourth to a trick. {@code position} is 1-3;
     * {@code winning}/{@code winner} the card and seat winning the trick so far; {@code remaining}
     * the cards in play at the start of the trick.
     */
    static int followWeight(long[] hands, long remaining, int trump, int leader, int position, int ledCard,
            int winning, int winner, int card, long equivalents) {
        int hand = (leader + position) & 3;
        int ledSuit = ledCard >>> 4;
        int suit = card >>> 4;
        int rank = card & 15;
        boolean isVoid = suit != ledSuit;
        int add = isVoid ? suitAdd(hands, hand, suit) : 0;
        boolean hasEquivalent = Long.bitCount(equivalents) > 1;
        boolean beatsSoFar = beats(card, winning, trump);
        int nowWinning = beatsSoFar ? card : winning;
        int nowWinner = beatsSoFar ? hand : winner;
        int finalWinner = finalWinner(hands, trump, ledSuit, nowWinning, nowWinner, hand, 3 - position);
        boolean wins = ((finalWinner ^ hand) & 1) == 0;
        long ledCards = SUIT[ledSuit];
        switch (position) {
            case 1: { // left-hand opponent of the leader
                int third = (leader + 2) & 3;
                int fourth = (leader + 3) & 3;
                long thirdSuit = hands[third] & ledCards;
                long fourthSuit = hands[fourth] & ledCards;
                if (wins) {
                    if (isVoid) {
                        return (trump < 4 && suit == trump ? 30 : 60) - rank + add;
                    }
                    if (thirdSuit != 0 && lowest(thirdSuit) > (1L << card)) {
                        return 45 - rank;
                    }
                    long leaderTop = highest(hands[leader] & ledCards);
                    long between = fourthSuit & ~((2L << ledCard) - 1) & (leaderTop - 1);
                    if (leaderTop != 0 && between != 0) {
                        return 60 - rank;
                    }
                    if (card > ledCard) {
                        if (highest(fourthSuit) > (1L << card)) {
                            return 75 - rank;
                        }
                        if ((1L << card) > highest(hands[leader] & ledCards)) {
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
                if ((thirdSuit != 0 && lowest(thirdSuit) > (1L << card))
                        || (fourthSuit != 0 && lowest(fourthSuit) > (1L << card))) {
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
                    long all = remaining & ledCards;
                    long second = highest(all & ~highest(all));
                    if ((1L << card) == second) {
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
