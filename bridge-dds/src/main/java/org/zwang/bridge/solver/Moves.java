package org.zwang.bridge.solver;

import static org.zwang.bridge.solver.CardSets.SUIT;

/**
 * The moves of each depth (DDS's {@code Moves}): generation of the legal cards, one per equivalence
 * class (Haglund E4 §1), their E4 §5 weights, lazy best-first selection, and NextMove's small-card
 * filter (E4 §2). Per-depth slices of flat {@code int}/{@code long} arrays, so nothing is allocated.
 *
 * <p>A depth's moves are at indices {@code depth * MOVES ...}; {@link #nextMove} returns an index
 * into that slice, so the caller can keep a bit set of the moves it searched (for
 * {@link WinningRanks#withClasses}).
 */
final class Moves {

    /** Slots per depth in the move arrays. */
    static final int MOVES = 16;

    private final PlayState state;
    private final boolean useOrdering;
    private final boolean useEquivalents;
    /** DDS 2.x's weights ({@link RefinedWeights}) instead of E4's. */
    private final boolean useRefined;
    private final RefinedWeights refined;
    /** Xue's following-hand rules ({@link FollowRules}) instead of weights at follow nodes. */
    private final boolean useFollowRules;
    private final FollowRules followRules;
    private final MoveOrdering.LeadSuit leadSuit = new MoveOrdering.LeadSuit();
    private final MoveOrdering.Follow followOrdering = new MoveOrdering.Follow();

    final int[] moveCard = new int[(PlayState.MAX_DEPTH + 1) * MOVES];
    private final int[] moveWeight = new int[(PlayState.MAX_DEPTH + 1) * MOVES];
    /** The search order: weight << 4 | index into the move arrays, highest first once selected. */
    private final int[] moveOrder = new int[(PlayState.MAX_DEPTH + 1) * MOVES];
    /** The equivalence class each generated card stands for. */
    final long[] moveEquivalents = new long[(PlayState.MAX_DEPTH + 1) * MOVES];
    /** E4 §5: the card that last caused a cutoff at this depth. */
    private final int[] killer = new int[PlayState.MAX_DEPTH + 1];

    /** The cutoff-lead table has 2^CUTOFF_BITS entries: 16 K, 192 KB a solver (4 K or 256 K change nodes by under 0.3%). */
    private static final int CUTOFF_BITS = 14;
    private static final int CUTOFF_ENTRIES = 1 << CUTOFF_BITS;
    /** The cutoff leads ({@link SolverOptions.Feature#CUTOFF_LEADS}) are used. */
    private final boolean useCutoffLeads;
    /** The situation of each entry ({@link #leadSituation}), 0 when empty. */
    private final long[] cutoffSituation;
    /** The lead that last cut off in that situation. */
    private final int[] cutoffCard;
    /** The situation of the lead at each trick-start depth, kept from generation to {@link #cutoff}. */
    private final long[] situationAt = new long[PlayState.MAX_DEPTH + 1];

    /** Cards skipped by the small-card filter. */
    long smallCardsSkipped;

    Moves(PlayState state, SolverOptions options) {
        this.state = state;
        this.useOrdering = options.moveOrdering();
        this.useEquivalents = options.equivalentCards();
        this.useRefined = options.isOn(SolverOptions.Feature.REFINED_WEIGHTS);
        this.refined = new RefinedWeights(state);
        this.useFollowRules = options.isOn(SolverOptions.Feature.FOLLOW_RULES);
        this.followRules = new FollowRules(state);
        this.useCutoffLeads = useOrdering && options.isOn(SolverOptions.Feature.CUTOFF_LEADS);
        this.cutoffSituation = useCutoffLeads ? new long[CUTOFF_ENTRIES] : null;
        this.cutoffCard = useCutoffLeads ? new int[CUTOFF_ENTRIES] : null;
    }

    /** Forgets the killer cards (another deal or trump). */
    void forgetKillers() {
        java.util.Arrays.fill(killer, 0);
        if (useCutoffLeads) {
            java.util.Arrays.fill(cutoffSituation, 0L);
        }
    }

    /** Records the card that cut off at a trick start. */
    void killer(int depth, int card) {
        killer[depth] = card;
    }

    /** The card equivalence class (E4 §1) of {@code card} in {@code seat}'s hand; just the card when switched off. */
    long equivalents(int seat, int card) {
        if (!useEquivalents) {
            return 1L << card;
        }
        return state.equivalents(seat, card);
    }

    // ================================================================= generation

    /**
     * Generates the leader's cards, one per equivalence class (E4 §1), weighted and sorted (E4 §5).
     * Returns the count.
     */
    int generateLead(int depth, int seat, int tableMove) {
        int base = depth * MOVES;
        int count = 0;
        long[] hands = state.hands;
        long remaining = state.remaining;
        int trump = state.trump;
        long hand = hands[seat];
        MoveOrdering.LeadSuit facts = leadSuit;
        // The cutoff-lead table knows better than the depth's killer what cut off last (with both, the
        // killer's bonus cost 1.9% nodes per table and 3.6% per notrump solve): one or the other.
        int killerCard = useCutoffLeads ? 0 : killer[depth];
        long odd = hands[1] | hands[3];
        long high = hands[2] | hands[3];
        boolean refinedWeights = useOrdering && useRefined;
        boolean e4Weights = useOrdering && !useRefined;
        if (refinedWeights) {
            refined.prepareLead(seat, depth >>> 2);
        }
        for (int suit = 0; suit < 4; suit++) {
            int mine = CardSets.lane(hand, suit);
            if (mine == 0) {
                continue;
            }
            if (refinedWeights) {
                refined.prepareLeadSuit(suit);
            } else if (e4Weights) {
                facts.compute(hands, trump, seat, suit, depth, remaining, odd, high);
            }
            int theirs = CardSets.lane(remaining, suit) & ~mine;
            int suitStart = count;
            while (mine != 0) {
                int top = Integer.highestOneBit(mine);
                int members = classBelow(mine, theirs, top);
                mine &= ~members;
                int card = (suit << 4) | Integer.numberOfTrailingZeros(top);
                moveCard[base + count] = card;
                moveEquivalents[base + count] = (long) members << (suit << 4);
                moveWeight[base + count] = refinedWeights
                        ? refined.lead(card, (members & (members - 1)) != 0, killerCard, tableMove)
                        : e4Weights ? MoveOrdering.leadWeight(facts, trump, seat, card, killerCard, tableMove) : 0;
                count++;
            }
            if (e4Weights) {
                markSuitLeader(base, suitStart, count);
            }
        }
        if (useCutoffLeads) {
            preferCutoffLead(depth, base, count, seat);
        }
        if (useOrdering) {
            orderMoves(base, count);
        }
        return count;
    }

    /**
     * Generates the cards of the hand at {@code position} (1-3) in the trick: the suit led when it
     * holds any, else every card; one per equivalence class, weighted and sorted.
     */
    int generateFollow(int depth, int position) {
        int base = depth * MOVES;
        int leader = state.leader;
        int seat = (leader + position) & 3;
        int ledCard = state.playedCard[depth + position];
        int ledSuit = ledCard >>> 4;
        long hand = state.hands[seat];
        long suited = hand & SUIT[ledSuit];
        int count;
        if (suited != 0) {
            count = generateClasses(base, 0, ledSuit, CardSets.lane(suited, ledSuit), CardSets.lane(hand, ledSuit));
        } else {
            count = 0;
            for (int suit = 0; suit < 4; suit++) {
                int mine = CardSets.lane(hand, suit);
                if (mine != 0) {
                    count = generateClasses(base, count, suit, mine, mine);
                }
            }
        }
        if (useOrdering && useFollowRules && count > 1) {
            followRules.weigh(position, ledCard, moveCard, moveEquivalents, moveWeight, base, count);
            orderMoves(base, count);
        } else if (useOrdering && useRefined && count > 1) {
            // DDS 2.x's weights, computed only when there is a choice to order.
            RefinedWeights weights = refined;
            weights.prepareFollow(position, ledCard);
            int suit = -1;
            for (int i = 0; i < count; i++) {
                int card = moveCard[base + i];
                if (suited == 0 && card >>> 4 != suit) {
                    suit = card >>> 4;
                    weights.prepareDiscardSuit(suit);
                }
                long equivalents = moveEquivalents[base + i];
                moveWeight[base + i] = weights.follow(card, (equivalents & (equivalents - 1)) != 0);
            }
            orderMoves(base, count);
        } else if (useOrdering && count > 1) {
            // E4 §5 weights, computed only when there is a choice to order.
            MoveOrdering.Follow ordering = followOrdering;
            ordering.prepare(state.hands, state.remaining, state.trump, leader, position, ledCard, state.winCard,
                    state.winHand);
            if (suited != 0) {
                // Following suit: one suit, so no suit leader bonus.
                for (int i = 0; i < count; i++) {
                    long equivalents = moveEquivalents[base + i];
                    moveWeight[base + i] = ordering.weight(moveCard[base + i], (equivalents & (equivalents - 1)) != 0);
                }
                orderMoves(base, count);
            } else {
                int suitStart = 0;
                for (int i = 0; i < count; i++) {
                    int card = moveCard[base + i];
                    long equivalents = moveEquivalents[base + i];
                    moveWeight[base + i] = ordering.weight(card, (equivalents & (equivalents - 1)) != 0);
                    if (i + 1 == count || moveCard[base + i + 1] >>> 4 != card >>> 4) {
                        markSuitLeader(base, suitStart, i + 1);
                        suitStart = i + 1;
                    }
                }
                orderMoves(base, count);
            }
        } else {
            moveOrder[base] = 0; // a single move: nothing to order
        }
        return count;
    }

    /**
     * Appends the equivalence classes (E4 §1) of {@code mine} (rank lane of one suit, part of the
     * hand's holding {@code held} in it), one card per class, to the moves from {@code count}.
     */
    private int generateClasses(int base, int count, int suit, int mine, int held) {
        int theirs = CardSets.lane(state.remaining, suit) & ~held;
        while (mine != 0) {
            int top = Integer.highestOneBit(mine);
            int members = classBelow(mine, theirs, top);
            mine &= ~members;
            moveCard[base + count] = (suit << 4) | Integer.numberOfTrailingZeros(top);
            moveEquivalents[base + count] = (long) members << (suit << 4);
            count++;
        }
        return count;
    }

    /**
     * The equivalence class (E4 §1) topped by {@code top}, the highest of the cards {@code mine}
     * still to group: it runs down to the next card another hand holds ({@code theirs}), in
     * 16-bit suit lanes. Without equivalent cards, just {@code top}.
     */
    private int classBelow(int mine, int theirs, int top) {
        if (!useEquivalents) {
            return top;
        }
        int below = theirs & (top - 1);
        return below == 0 ? mine : mine & -(Integer.highestOneBit(below) << 1);
    }

    // ================================================================= cutoff leads

    /**
     * The situation a lead is remembered for: the leader's hand, partner's hand and the tricks the
     * MAX side has taken (within one target test, what the side on lead still needs). The
     * opponents' cards are left out on purpose: the same lead tends to work whatever their exact
     * split (with them in, 10% more nodes than with this key on the first 30 bundled deals).
     */
    private long leadSituation(int seat) {
        long[] hands = state.hands;
        long situation = hands[seat] * 31 + hands[(seat + 2) & 3] * 0x9E37_79B9_7F4A_7C15L
                + state.maxTricks * 0x7F4A_7C15L;
        return situation * 4 + seat + 1;
    }

    /**
     * Gives the lead that last cut off in this situation (if its card is still held: the move whose
     * equivalence class holds it) a weight above every other, so it is searched first.
     */
    private void preferCutoffLead(int depth, int base, int count, int seat) {
        long situation = leadSituation(seat);
        situationAt[depth] = situation;
        int slot = cutoffSlot(situation);
        if (cutoffSituation[slot] != situation) {
            return;
        }
        long card = 1L << cutoffCard[slot];
        for (int i = 0; i < count; i++) {
            if ((moveEquivalents[base + i] & card) != 0) {
                moveWeight[base + i] = CUTOFF_LEAD_WEIGHT;
                return;
            }
        }
    }

    /** Above any weight the rules give (they stay well under 2^12), within the packing's 27 bits. */
    private static final int CUTOFF_LEAD_WEIGHT = 1 << 24;

    private static int cutoffSlot(long situation) {
        return (int) ((situation * 0x9E37_79B9_7F4A_7C15L) >>> (64 - CUTOFF_BITS));
    }

    /** Records that the lead {@code card} cut off at the trick-start {@code depth}. */
    void cutoffLead(int depth, int card) {
        if (!useCutoffLeads) {
            return;
        }
        int slot = cutoffSlot(situationAt[depth]);
        cutoffSituation[slot] = situationAt[depth];
        cutoffCard[slot] = card;
    }

    // ================================================================= ordering and selection

    /** E4 §5: the best card of each suit gets a large bonus (on lead or when discarding). */
    private void markSuitLeader(int base, int from, int to) {
        if (to - from < 1) {
            return;
        }
        int bestIndex = from;
        for (int i = from + 1; i < to; i++) {
            if (moveWeight[base + i] > moveWeight[base + bestIndex]) {
                bestIndex = i;
            }
        }
        moveWeight[base + bestIndex] += MoveOrdering.SUIT_LEADER_BONUS;
    }

    /**
     * Orders the moves just generated: packs each weight with its index and brings the best to the
     * front; the others are selected lazily by {@link #nextMove} (most nodes cut off after one or
     * two moves, so sorting the whole list would be wasted work).
     */
    private void orderMoves(int base, int count) {
        int best = 0;
        int bestKey = Integer.MIN_VALUE;
        for (int i = 0; i < count; i++) {
            int key = moveWeight[base + i] << 4 | i;
            moveOrder[base + i] = key;
            if (key > bestKey) {
                bestKey = key;
                best = i;
            }
        }
        moveOrder[base + best] = moveOrder[base];
        moveOrder[base] = bestKey;
    }

    /** The index (into the move arrays) of the {@code i}-th move to search. */
    int nextMove(int base, int i, int count) {
        if (!useOrdering) {
            return i;
        }
        if (i > 0) {
            int at = base + i;
            int best = at;
            int bestKey = moveOrder[at];
            for (int j = at + 1; j < base + count; j++) {
                if (moveOrder[j] > bestKey) {
                    best = j;
                    bestKey = moveOrder[j];
                }
            }
            moveOrder[best] = moveOrder[at];
            moveOrder[at] = bestKey;
        }
        return moveOrder[base + i] & 15;
    }

    // ================================================================= small cards (E4 §2, NextMove)

    /**
     * Whether a card may be skipped: a card of its suit was already searched here, and both it and
     * this one rank below every winning rank backed up so far in the suit. Such cards are "small":
     * swapping them leaves the searched partition unchanged, so this card's result is the searched
     * one's.
     */
    boolean isSmall(int card, long merged, int triedLow) {
        int suit = card >>> 4;
        int lowestTried = (triedLow >>> (suit << 2)) & 15;
        if (lowestTried == 0) {
            return false;
        }
        int ranks = CardSets.lane(merged, suit);
        int lowestWinning = ranks == 0 ? 16 : Integer.numberOfTrailingZeros(ranks);
        if (Math.max(card & 15, lowestTried) < lowestWinning) {
            smallCardsSkipped++;
            return true;
        }
        return false;
    }

    /**
     * Xue's finer form of the small-card rule: the winning ranks of one card's own branch say which
     * ranks of its suit mattered there. When none did, or only ranks above the card, every card of the
     * suit below the lowest of them (all of the suit when none) would end the same way (swapping them
     * keeps the branch's partition), so they need no search. Returns {@code below} (per suit, 4 bits:
     * cards ranked below it are skipped; 15 skips the whole suit) raised by the branch of {@code card}.
     */
    static int irrelevantBelow(int below, int card, long branchRanks) {
        int suit = card >>> 4;
        int lane = CardSets.lane(branchRanks, suit);
        int floor = lane == 0 ? 15 : Integer.numberOfTrailingZeros(lane);
        if (lane != 0 && (card & 15) >= floor) {
            return below; // the card's own rank mattered
        }
        int shift = suit << 2;
        return floor > ((below >>> shift) & 15) ? (below & ~(15 << shift)) | floor << shift : below;
    }

    /** Whether {@link #irrelevantBelow}'s bounds skip {@code card} (counted with the small cards). */
    boolean isIrrelevant(int card, int below) {
        if ((card & 15) < ((below >>> ((card >>> 4) << 2)) & 15)) {
            smallCardsSkipped++;
            return true;
        }
        return false;
    }

    /** Records a searched card: the lowest rank tried per suit, 4 bits each. */
    static int tried(int triedLow, int card) {
        int shift = (card >>> 4) << 2;
        int lowest = (triedLow >>> shift) & 15;
        int rank = card & 15;
        if (lowest == 0 || rank < lowest) {
            return (triedLow & ~(15 << shift)) | rank << shift;
        }
        return triedLow;
    }

    // ================================================================= outside the search

    /**
     * The legal cards at {@code depth} grouped by equivalence (each card its own class when
     * equivalent cards are off): writes each class's highest card into {@code cards} and its class
     * into {@code classes}; returns the count.
     */
    int classes(int depth, int[] cards, long[] classes) {
        int position = (-depth) & 3;
        int seat = state.seatToPlay(depth);
        long hand = state.hands[seat];
        long legal = hand;
        if (position > 0) {
            long suited = hand & SUIT[state.ledSuit(depth)];
            if (suited != 0) {
                legal = suited;
            }
        }
        int count = 0;
        while (legal != 0) {
            int card = CardSets.card(CardSets.highest(legal));
            long equivalents = equivalents(seat, card) & legal;
            legal &= ~equivalents;
            cards[count] = card;
            classes[count] = equivalents;
            count++;
        }
        return count;
    }

    /**
     * Generates and orders the cards of the seat to play at {@code depth} exactly as the search
     * does (no table move) and writes them into {@code out}, best first. Returns the count.
     */
    int ordered(int depth, int[] out) {
        int position = (-depth) & 3;
        int count = position == 0 ? generateLead(depth, state.leader, 0) : generateFollow(depth, position);
        int base = depth * MOVES;
        for (int i = 0; i < count; i++) {
            out[i] = moveCard[base + nextMove(base, i, count)];
        }
        return count;
    }
}
