package org.zwang.bridge.solver;

import static org.zwang.bridge.solver.CardSets.SUIT;

/**
 * The move weights DDS 2.x uses in place of Haglund E4 §5's (the DDS project's {@code Moves.cpp}):
 * one rule set per seat in the trick, each in a trump form (trumps still in play at the start of the
 * trick) and a notrump form, and for the follower both a "follows suit" and a "void" form. What they
 * add to E4: relative ranks instead of absolute ones for low-card preferences, suit bonuses for the
 * leader (partner can ruff, a ruff return, the second and third best cards on the side, an opponent's
 * singleton top), the third hand's play that forces out the fourth hand's top card, the overtake that
 * unblocks a suit, and no ruffing of partner's sure winner. The values are DDS 2.9's.
 *
 * <p>Facts that do not depend on the card are computed once per node ({@link #prepareLead},
 * {@link #prepareLeadSuit}, {@link #prepareFollow}, {@link #prepareDiscardSuit}); a card's weight is
 * then a few comparisons. Ranks are 2-14; a "lane" is a suit's 16-bit rank set (bits 2-14).
 */
final class RefinedWeights {

    private final PlayState state;

    // ---------------------------------------------------------------- node facts
    private long[] hands;
    private int trump;
    /** Trumps are in play at the start of the trick (DDS's trump forms apply). */
    private boolean trumpGame;
    private int seat;
    private int leader;
    private int position;
    private int tricksLeft;

    // ---------------------------------------------------------------- lead: one suit's facts
    private int suitDelta;
    private boolean leadNotrump;
    private int topRank;
    private int topHolder;
    private int secondRank;
    private int secondHolder;
    private int thirdHolder;
    private int leadLane;
    private int lhoLength;
    private int rhoLength;
    private int partnerLength;
    private int partnerLane;
    private int opponentsLane;
    private boolean ruffedByLho;
    private boolean ruffedByRho;
    private int partnerTrumps;
    private int lhoTrumps;
    private int rhoTrumps;

    // ---------------------------------------------------------------- follow facts
    private int ledSuit;
    private int ledRank;
    private int winRank;
    private boolean winIsTrump;
    /** The side of the seat to play is winning the trick so far. */
    private boolean partnerWinning;
    private int ledLane;
    private int thirdLane;
    private int fourthLane;
    private int thirdTrumps;
    private int fourthTrumps;
    /** Highest and lowest ranks of the third and fourth hands in the led suit (0 when void). */
    private int max3rd;
    private int min3rd;
    private int max4th;
    private int min4th;
    /** The led suit's and the trump suit's cards still held by the four hands. */
    private int ledHeld;
    private int trumpsHeld;
    /** Rule chosen for following suit. */
    private int followRule;
    /** A card whose class gets +20 (the third hand's forcing or unblocking play), or -1. */
    private int bonusCard;
    // void: one suit's facts
    private int discardAdd;
    private int discardRule;
    /** Ruffing from a doubleton holding the suit's second best card. */
    private boolean kxRuff;

    RefinedWeights(PlayState state) {
        this.state = state;
    }

    // ================================================================= helpers

    private static int highRank(int lane) {
        return lane == 0 ? 0 : 31 - Integer.numberOfLeadingZeros(lane);
    }

    private static int lowRank(int lane) {
        return lane == 0 ? 0 : Integer.numberOfTrailingZeros(lane);
    }

    /** The relative rank of {@code rank} among the cards of {@code lane}: 1 for the highest. */
    private static int relativeRank(int lane, int rank) {
        return Integer.bitCount(lane & -(2 << rank)) + 1;
    }

    private int lane(int who, int suit) {
        return CardSets.lane(hands[who], suit);
    }

    /** The seat that held {@code rank} of {@code suit} at the start of the trick, or -1 for rank 0. */
    private int holder(int suit, int rank) {
        if (rank == 0) {
            return -1;
        }
        return state.holderOf[(suit << 4) | rank];
    }

    private void prepareNode(int toPlay, int position) {
        PlayState s = state;
        this.hands = s.hands;
        this.trump = s.trump;
        this.trumpGame = (s.remaining & s.trumpCards) != 0;
        this.seat = toPlay;
        this.leader = s.leader;
        this.position = position;
    }

    // ================================================================= the leader

    /** A trick start: {@code seat} leads with {@code tricksLeft} tricks to play. */
    void prepareLead(int seat, int tricksLeft) {
        prepareNode(seat, 0);
        this.tricksLeft = tricksLeft;
    }

    /** The leader's facts about one suit it holds. */
    void prepareLeadSuit(int suit) {
        int lho = (seat + 1) & 3;
        int rho = (seat + 3) & 3;
        int partner = seat ^ 2;
        int inPlay = CardSets.lane(state.remaining, suit);
        leadLane = inPlay;
        topRank = highRank(inPlay);
        secondRank = highRank(inPlay & ~(1 << topRank));
        int thirdRank = secondRank == 0 ? 0 : highRank(inPlay & ~(1 << topRank) & ~(1 << secondRank));
        topHolder = holder(suit, topRank);
        secondHolder = holder(suit, secondRank);
        thirdHolder = holder(suit, thirdRank);
        int lhoLane = lane(lho, suit);
        int rhoLane = lane(rho, suit);
        partnerLane = lane(partner, suit);
        opponentsLane = lhoLane | rhoLane;
        lhoLength = Integer.bitCount(lhoLane);
        rhoLength = Integer.bitCount(rhoLane);
        partnerLength = Integer.bitCount(partnerLane);
        int countLeft = (lhoLength == 0 ? tricksLeft : lhoLength) << 2;
        int countRight = (rhoLength == 0 ? tricksLeft : rhoLength) << 2;
        leadNotrump = !trumpGame;
        if (leadNotrump) {
            suitDelta = -(((countLeft + countRight) << 5) / 19);
            if (partnerLength == 0) {
                suitDelta -= 9;
            }
            return;
        }
        partnerTrumps = lane(partner, trump);
        lhoTrumps = lane(lho, trump);
        rhoTrumps = lane(rho, trump);
        ruffedByLho = lhoLength == 0 && lhoTrumps != 0;
        ruffedByRho = rhoLength == 0 && rhoTrumps != 0;
        int bonus = 0;
        if (suit != trump && (ruffedByLho || ruffedByRho)) {
            bonus = -12; // an opponent can ruff
        }
        if (suit != trump && partnerLength == 0 && partnerTrumps != 0 && rhoLength > 0) {
            bonus += 17; // partner can ruff
        }
        if (topHolder == rho || secondHolder == rho) {
            if (rhoLength != 1) {
                bonus -= 12; // the top cards sit over partner's
            }
        } else if (topHolder == lho && secondHolder == partner && partnerLength != 1) {
            bonus += 27; // partner's second best is over the top
        }
        if (suit != trump && Integer.bitCount(lane(seat, suit)) == 1 && lane(seat, trump) != 0 && partnerLength > 1
                && topHolder == partner) {
            bonus += 19; // partner wins and gives a ruff
        }
        suitDelta = bonus - (((countLeft + countRight) << 5) / 13);
    }

    /** The weight of the leader's {@code card} (of the suit last prepared). */
    int lead(int card, boolean hasEquivalent, int killer, int tableMove) {
        int rank = card & 15;
        int rRank = relativeRank(leadLane, rank);
        int partner = seat ^ 2;
        int lho = (seat + 1) & 3;
        int rho = (seat + 3) & 3;
        boolean singletonTop = (lhoLength == 1 && topHolder == lho) || (rhoLength == 1 && topHolder == rho);
        boolean partnerOnTop = partnerLane > opponentsLane;
        if (leadNotrump) {
            int delta = suitDelta;
            if (rank == topRank || partnerOnTop) {
                if (secondHolder == rho) {
                    if (rhoLength != 1) {
                        delta -= 1;
                    }
                } else if (secondHolder == lho) {
                    delta += lhoLength != 1 ? 22 : 16;
                }
                int weight = ((secondHolder != lho || lhoLength == 1) && (secondHolder != rho || rhoLength == 1))
                        ? delta + 45 + rRank : delta + 18 + rRank;
                if (card == killer) {
                    weight += 126;
                } else if (card == tableMove) {
                    weight += 32;
                }
                return weight;
            }
            if (topHolder == rho || secondHolder == rho) {
                if (rhoLength != 1) {
                    delta -= 10;
                }
            } else if (topHolder == lho && secondHolder == partner && partnerLength != 1) {
                delta += 31;
            }
            delta += sideHoldsSecondAndThird(35, 25);
            int weight;
            if (singletonTop) {
                weight = delta + 28 + rRank;
            } else if (topHolder == seat) {
                weight = delta - 17 + rRank;
            } else if (!hasEquivalent) {
                weight = delta + 12 + rRank;
            } else if (rank == secondRank) {
                weight = delta + 48;
            } else {
                weight = delta + 29 - rRank;
            }
            if (card == killer) {
                weight += 47;
            } else if (card == tableMove) {
                weight += 19;
            }
            return weight;
        }
        int suit = card >>> 4;
        int delta = suitDelta;
        boolean winMove;
        boolean lhoCannotRuff = !ruffedByLho;
        boolean rhoCannotRuff = !ruffedByRho;
        if (rank == topRank) {
            if (suit == trump) {
                winMove = true;
            } else if (partnerLength != 0 || partnerTrumps == 0) {
                winMove = lhoCannotRuff && rhoCannotRuff;
            } else {
                winMove = (lhoLength != 0 || partnerTrumps > lhoTrumps) && (rhoLength != 0 || partnerTrumps > rhoTrumps);
            }
        } else if (partnerOnTop) {
            winMove = suit == trump || (lhoCannotRuff && rhoCannotRuff);
        } else if (suit != trump && partnerLength == 0 && partnerTrumps != 0) {
            if (ruffedByLho && ruffedByRho) {
                winMove = partnerTrumps > (lhoTrumps | rhoTrumps);
            } else if (ruffedByLho) {
                winMove = partnerTrumps > lhoTrumps;
            } else if (ruffedByRho) {
                winMove = partnerTrumps > rhoTrumps;
            } else {
                winMove = true;
            }
        } else {
            winMove = false;
        }
        int weight;
        if (winMove) {
            if (singletonTop) {
                weight = delta + 35 + rRank;
            } else if (topHolder == seat) {
                if (secondHolder == partner) {
                    weight = delta + 48 + rRank;
                } else if (rank == topRank) {
                    weight = delta + 31;
                } else {
                    weight = delta - 3 + rRank;
                }
            } else if (topHolder == partner) {
                weight = secondHolder == seat ? delta + 42 + rRank : delta + 28 + rRank;
            } else if (hasEquivalent && rank == secondRank) {
                weight = delta + 40;
            } else if (hasEquivalent) {
                weight = delta + 22 + rRank;
            } else {
                weight = delta + 11 + rRank;
            }
            if (card == killer) {
                weight += 55;
            } else if (card == tableMove) {
                weight += 18;
            }
            return weight;
        }
        delta += sideHoldsSecondAndThird(20, 13);
        if (singletonTop) {
            weight = delta + rRank + 2;
        } else if (topHolder == seat) {
            if (secondHolder == partner) {
                weight = delta + 33 + rRank;
            } else if (rank == topRank) {
                weight = delta + 38;
            } else {
                weight = delta - 14 + rRank;
            }
        } else if (topHolder == partner) {
            weight = delta + 34 + rRank;
        } else if (hasEquivalent && rank == secondRank) {
            weight = delta + 35;
        } else {
            weight = delta + 17 - rank;
        }
        if (card == killer) {
            weight += 18;
        }
        return weight;
    }

    /** The leader's side holds the suit's second and third best cards (partner both, or one each with partner long). */
    private int sideHoldsSecondAndThird(int both, int split) {
        int partner = seat ^ 2;
        if (secondHolder == partner && thirdHolder == partner) {
            return both;
        }
        if (partnerLength > 1 && ((secondHolder == seat && thirdHolder == partner)
                || (secondHolder == partner && thirdHolder == seat))) {
            return split;
        }
        return 0;
    }

    // ================================================================= second, third and fourth hand

    private static final int PLAY_LOW = 0;
    private static final int SECOND_TRUMP = 1;
    private static final int SECOND_NOTRUMP = 2;
    private static final int SECOND_NOTRUMP_PARTNER_WINS = 3;
    private static final int WIN_CHEAPLY = 4; // rank above winRank and above the fourth hand: 58 or 60
    private static final int WIN_CHEAPLY_60 = 5;
    private static final int BEAT_SECOND_20 = 6;
    private static final int FOURTH_BEATS = 7;
    private static final int THIRD_WINS_WHEN_HIGHER = 8; // rank above the fourth hand: 58

    /**
     * A follower's node: {@code position} 1-3 in the trick, {@code ledCard} the card led; the winning
     * card and seat so far are the state's.
     */
    void prepareFollow(int position, int ledCard) {
        PlayState s = state;
        int toPlay = (s.leader + position) & 3;
        prepareNode(toPlay, position);
        ledSuit = ledCard >>> 4;
        ledRank = ledCard & 15;
        winRank = s.winCard & 15;
        winIsTrump = trump < 4 && (s.winCard >>> 4) == trump;
        partnerWinning = ((s.winHand ^ toPlay) & 1) == 0;
        bonusCard = -1;
        int third = (leader + 2) & 3;
        int fourth = (leader + 3) & 3;
        ledLane = lane(toPlay, ledSuit);
        thirdLane = lane(third, ledSuit);
        fourthLane = lane(fourth, ledSuit);
        max3rd = highRank(thirdLane);
        min3rd = lowRank(thirdLane);
        max4th = highRank(fourthLane);
        min4th = lowRank(fourthLane);
        long held = hands[0] | hands[1] | hands[2] | hands[3];
        ledHeld = CardSets.lane(held, ledSuit);
        if (trumpGame) {
            thirdTrumps = lane(third, trump);
            fourthTrumps = lane(fourth, trump);
            trumpsHeld = CardSets.lane(held, trump);
        }
        if (ledLane == 0) {
            return; // void: per-suit facts in prepareDiscardSuit
        }
        if (position == 1) {
            followRule = trumpGame ? SECOND_TRUMP : SECOND_NOTRUMP;
            if (!trumpGame) {
                if (max4th > ledRank && max4th > max3rd) {
                    followRule = SECOND_NOTRUMP_PARTNER_WINS;
                }
            }
        } else if (position == 2) {
            prepareThirdFollowing();
        } else {
            boolean low = partnerWinning || (ledSuit != trump && winIsTrump);
            followRule = low ? PLAY_LOW : FOURTH_BEATS;
        }
    }

    private void prepareThirdFollowing() {
        // Here the third hand is the one to play: max3rd is its own highest card.
        boolean leaderWinning = partnerWinning;
        boolean tooLow = max3rd < min4th || max3rd < winRank;
        if (trumpGame && ledSuit == trump) {
            if (leaderWinning && ledRank > max4th) {
                followRule = PLAY_LOW;
            } else if (tooLow) {
                followRule = PLAY_LOW;
            } else if (max3rd > max4th) {
                followRule = WIN_CHEAPLY;
            } else {
                followRule = PLAY_LOW;
                bonusCard = forcingCard();
            }
            return;
        }
        if (trumpGame && winIsTrump) {
            followRule = PLAY_LOW; // second hand ruffed
            return;
        }
        if (!trumpGame) {
            if (leaderWinning && ledRank > max4th) {
                followRule = PLAY_LOW;
                bonusCard = unblockingCard();
                return;
            }
            if (tooLow) {
                followRule = PLAY_LOW;
                return;
            }
            followRule = WIN_CHEAPLY_60;
            if (max4th > max3rd && max4th > winRank) {
                bonusCard = forcingCard();
            }
            return;
        }
        if (leaderWinning) {
            if (max4th == 0 || ledRank > max4th || tooLow) {
                followRule = PLAY_LOW;
            } else if (max3rd > max4th) {
                followRule = THIRD_WINS_WHEN_HIGHER;
            } else {
                followRule = WIN_CHEAPLY_60;
                bonusCard = forcingCard();
            }
            return;
        }
        if (max4th == 0) {
            followRule = BEAT_SECOND_20;
        } else if (tooLow) {
            followRule = PLAY_LOW;
        } else if (max3rd > max4th) {
            followRule = WIN_CHEAPLY;
        } else {
            followRule = WIN_CHEAPLY_60;
            bonusCard = forcingCard();
        }
    }

    /** The class (its top card) of our lowest card above {@code rank} in the led suit, or -1. */
    private int classAbove(int rank) {
        int above = ledLane & -(2 << rank);
        if (above == 0) {
            return -1;
        }
        int card = (ledSuit << 4) | Integer.numberOfTrailingZeros(above);
        return CardSets.card(CardSets.highest(state.equivalents(seat, card)));
    }

    /**
     * The third hand's card that forces out the fourth hand's top card as cheaply as possible: one
     * above the fourth hand's best card below its top sequence; or, when the second hand is winning,
     * the cheapest card that beats it.
     */
    private int forcingCard() {
        int others = CardSets.lane(state.remaining, ledSuit) & ~fourthLane;
        int top = Integer.highestOneBit(fourthLane);
        int below = others & (top - 1);
        int topSequence = below == 0 ? fourthLane : fourthLane & -(Integer.highestOneBit(below) << 1);
        int rest = fourthLane & ~topSequence;
        if (rest == 0) {
            return -1;
        }
        int secondOfFourth = highRank(rest);
        if (secondOfFourth > winRank) {
            return classAbove(secondOfFourth);
        }
        if (!partnerWinning) {
            return classAbove(winRank);
        }
        return -1;
    }

    /**
     * Notrump, partner led a singleton that wins the trick and we hold the suit's top card: overtake
     * with the cheapest card above the lead when our top sequence (the led card no longer in the way)
     * outlasts the opponents' holdings, so that the suit can be run.
     */
    private int unblockingCard() {
        if (lane(leader, ledSuit) != 0 || holder(ledSuit, highRank(CardSets.lane(state.remaining, ledSuit))) != seat) {
            return -1;
        }
        int second = (leader + 1) & 3;
        int oppLength = Math.max(Integer.bitCount(fourthLane) - 1, Integer.bitCount(lane(second, ledSuit)));
        int others = CardSets.lane(state.remaining, ledSuit) & ~ledLane & ~(1 << ledRank);
        int top = Integer.highestOneBit(ledLane);
        int below = others & (top - 1);
        int topSequence = below == 0 ? ledLane : ledLane & -(Integer.highestOneBit(below) << 1);
        int topNumber = Integer.bitCount(topSequence) - 1;
        return oppLength <= topNumber ? classAbove(ledRank) : -1;
    }

    /** A void follower's facts about one suit it may discard or ruff with. */
    void prepareDiscardSuit(int suit) {
        int count = Integer.bitCount(lane(seat, suit));
        int secondHolder = holder(suit, highRank(CardSets.lane(state.remaining, suit) & ~Integer.highestOneBit(
                CardSets.lane(state.remaining, suit))));
        boolean kx = count == 2 && secondHolder == seat;
        boolean stiffTop = count == 1 && holder(suit, highRank(CardSets.lane(state.remaining, suit))) == seat;
        discardRule = 0;
        if (position == 1) {
            if (!trumpGame) {
                if (fourthLane > (thirdLane | (1 << ledRank))) {
                    discardAdd = (count << 6) / 23 + (kx ? -2 : stiffTop ? -3 : 0);
                } else {
                    discardAdd = (count << 6) / 33 + (kx ? -6 : stiffTop ? -8 : 0);
                }
                return;
            }
            boolean partnerCanWin = fourthLane > (thirdLane | (1 << ledRank));
            if (ledSuit == trump) {
                discardAdd = partnerCanWin ? (count << 6) / 44 : (count << 6) / 36 + (kx ? -4 : 0);
                return;
            }
            int pitch = -2 + (count << 6) / 36 + (kx ? -4 : 0);
            int good = 60 + (count << 6) / 44;
            if (suit != trump) {
                if (thirdLane != 0) {
                    discardAdd = partnerCanWin || (fourthLane == 0 && fourthTrumps != 0) ? good : pitch;
                } else if (fourthLane == 0 && fourthTrumps > thirdTrumps) {
                    discardAdd = good;
                } else if (thirdTrumps == 0 && fourthLane > (1 << ledRank)) {
                    discardAdd = good;
                } else {
                    discardAdd = pitch;
                }
                return;
            }
            // Ruffing.
            if (thirdLane != 0 || (fourthLane == 0 && fourthTrumps != 0 && fourthTrumps > thirdTrumps)) {
                discardRule = 1;
                discardAdd = (count << 6) / 44;
            } else {
                discardRule = 2; // per card: over the third hand's trumps or not
                discardAdd = count;
                kxRuff = kx;
            }
            return;
        }
        if (position == 2) {
            if (!trumpGame) {
                discardAdd = (count << 6) / 24 + (kx || stiffTop ? -4 : 0);
                return;
            }
            if (ledSuit == trump || suit != trump) {
                discardAdd = (count << 6) / 40;
            } else if (partnerWinning && ledRank > max4th && (max4th != 0 || fourthTrumps == 0)) {
                discardAdd = -50; // partner's winner is sure: do not ruff it
            } else {
                discardRule = 3; // ruffing, per card
                discardAdd = count;
            }
            return;
        }
        // Fourth hand.
        if (!trumpGame) {
            discardAdd = (count << 6) / 27 + (kx ? -6 : stiffTop ? -8 : 0);
            return;
        }
        int val = (count << 6) / 24 + (kx ? -2 : 0);
        if (ledSuit == trump) {
            discardAdd = val;
        } else if (partnerWinning) {
            discardAdd = suit == trump ? 2 + val : 25 + val;
        } else if (winIsTrump) {
            if (suit == trump) {
                discardRule = 4; // over- or underruff
            } else {
                discardAdd = 14 + val;
            }
        } else if (suit == trump) {
            discardRule = 5; // ruff and win
        } else {
            discardAdd = 14 + val;
        }
    }

    /** The weight of a follower's {@code card}; {@code hasEquivalent} when its class has more than one card. */
    int follow(int card, boolean hasEquivalent) {
        int rank = card & 15;
        int suit = card >>> 4;
        int weight;
        if (suit != ledSuit) {
            weight = discard(card, rank);
        } else {
            weight = following(rank, hasEquivalent);
        }
        if (card == bonusCard) {
            weight += 20;
        }
        return weight;
    }

    private int discard(int card, int rank) {
        switch (discardRule) {
            case 0:
                return discardAdd - rank;
            case 1:
                return 24 - rank + discardAdd;
            case 2: {
                int count = discardAdd;
                int third = (leader + 2) & 3;
                if ((1 << rank) > lane(third, trump)) {
                    return 24 - rank + (count << 6) / 44;
                }
                return 15 - rank + (count << 6) / 36 + (kxRuff ? -4 : 0);
            }
            case 3: {
                int count = discardAdd;
                if (winIsTrump && rank < winRank) {
                    return -32 + relativeRank(trumpsHeld, rank) + (count << 6) / 40;
                }
                int add = (count << 6) / 50;
                if (partnerWinning) {
                    if (max4th != 0) {
                        int secondOfLed = highRank(CardSets.lane(state.remaining, ledSuit)
                                & ~Integer.highestOneBit(CardSets.lane(state.remaining, ledSuit)));
                        return (holder(ledSuit, secondOfLed) == leader ? 36 : 48) - rank + add;
                    }
                    return ((1 << rank) > fourthTrumps ? 48 : -12) - rank + add;
                }
                if (max4th != 0) {
                    return 72 - rank + add;
                }
                return ((1 << rank) > fourthTrumps ? 48 : 36) - rank + add;
            }
            case 4:
                return (rank > winRank ? 33 : -13) + relativeRank(trumpsHeld, rank);
            default:
                return 33 + relativeRank(trumpsHeld, rank);
        }
    }

    private int following(int rank, boolean hasEquivalent) {
        switch (followRule) {
            case PLAY_LOW:
                return -rank;
            case SECOND_NOTRUMP_PARTNER_WINS:
                return -rank;
            case SECOND_NOTRUMP: {
                if (rank > ledRank && rank > max3rd) {
                    return 81 - rank;
                }
                int rRank = relativeRank(ledHeld, rank);
                if (min3rd > rank || min4th > rank) {
                    return -3 + rRank;
                }
                if (rank < ledRank) {
                    return -11 + rRank;
                }
                return hasEquivalent ? 10 + rRank : 13 - rank;
            }
            case SECOND_TRUMP:
                return secondTrump(rank, hasEquivalent);
            case WIN_CHEAPLY:
                return rank > max4th && rank > winRank ? 58 - rank : -rank;
            case WIN_CHEAPLY_60:
                return rank > winRank && rank > max4th ? 60 - rank : -rank;
            case THIRD_WINS_WHEN_HIGHER:
                return rank > max4th ? 58 - rank : -rank;
            case BEAT_SECOND_20:
                return rank > winRank ? 20 - rank : -rank;
            default: // FOURTH_BEATS
                return rank > winRank ? 30 - rank : -rank;
        }
    }

    private int secondTrump(int rank, boolean hasEquivalent) {
        int maxpd = max4th; // the fourth hand is the second hand's partner
        int minpd = min4th;
        boolean winMove;
        if (ledSuit == trump) {
            winMove = (maxpd > ledRank && maxpd > max3rd) || (rank > ledRank && rank > max3rd);
        } else if (rank > ledRank && rank > max3rd) {
            winMove = max3rd != 0 || thirdTrumps == 0 || (maxpd == 0 && fourthTrumps != 0 && fourthTrumps > thirdTrumps);
        } else if (maxpd > ledRank && maxpd > max3rd) {
            winMove = max3rd != 0 || thirdTrumps == 0;
        } else if (ledRank > maxpd && ledRank > max3rd && ledRank > rank) {
            winMove = maxpd == 0 && fourthTrumps != 0
                    && (max3rd != 0 || thirdTrumps == 0 || fourthTrumps > thirdTrumps);
        } else {
            winMove = maxpd == 0 && fourthTrumps != 0;
        }
        int rRank = relativeRank(ledHeld, rank);
        if (winMove) {
            if (min3rd > rank) {
                return 40 + rRank;
            }
            if (maxpd > ledRank && lane(leader, ledSuit) > fourthLane) {
                return 41 + rRank;
            }
            if (rank > ledRank) {
                if (rank < maxpd) {
                    return 78 - rank;
                }
                if (rank > max3rd) {
                    return 73 - rank;
                }
                return hasEquivalent ? 62 - rank : 49 - rank;
            }
            return maxpd > 0 ? 47 - rank : 40 - rank;
        }
        if (rank < min3rd || rank < minpd) {
            return -9 + rRank;
        }
        if (rank < ledRank) {
            return -16 + rRank;
        }
        return hasEquivalent ? 22 - rank : 10 - rank;
    }
}
