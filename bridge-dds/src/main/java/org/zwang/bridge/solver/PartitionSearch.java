package org.zwang.bridge.solver;

import static org.zwang.bridge.solver.CardSets.SUIT;

import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.solver.tt.PartitionTable;

/**
 * The double-dummy search of Haglund E4: a boolean zero-window search "can the MAX side take
 * {@code target} tricks?" (E4 §1, §2) over cards, with partition search — winning ranks backed up
 * (E4 §7.2) and a table of bounds for whole partitions of positions (E4 §7.3, {@link PartitionTable}),
 * TargetTooLowOrHigh and QuickTricks/LaterTricks cutoffs at the start of each trick (E4 §2-§4), the
 * simple quick trick after the lead, move ordering weights (E4 §5), enhanced transposition cutoffs
 * (E4 §6), equivalent cards re-analysed after each trick (E4 §1) and "small card" filtering (E4 §2,
 * NextMove). Each technique can be switched off through {@link SolverOptions}.
 *
 * <p>Data layout: cards are bits of {@code long}s (a 16-bit lane per suit); the state is four hands,
 * the cards in play at the start of the trick, the suit lengths as 4-bit counters, and per-depth
 * arrays indexed by the number of cards still to be played ({@code depth}), so nothing is allocated
 * while searching. A depth divisible by 4 is the start of a trick. Winning ranks are one {@code long}
 * per depth, so MergeMoveData/MergeAllMovesData are a copy and an OR.
 *
 * <p>One instance per thread; reused across searches. The tables are kept while the positions
 * searched come from the same cards (e.g. the twenty solves of a DD table): the one for positions
 * with trumps in play is cleared when the trump changes, the one for positions without trumps only
 * for another deal.
 */
final class PartitionSearch {

    static final int MAX_DEPTH = 52;
    private static final int MOVES = 16; // slots per depth in the move arrays
    /** From this many tricks left on, the table is probed before QuickTricks and LaterTricks. */
    private static final int EARLY_PROBE_TRICKS = 6;

    // ------------------------------------------------------------ switches (copied for the JIT)
    private final boolean useTable;
    private final boolean usePartitions;
    private final boolean useTargetBounds;
    private final boolean useQuickTricks;
    private final boolean useQuickTrickAfterLead;
    private final boolean useLaterTricks;
    private final boolean useOrdering;
    private final boolean useEtc;
    private final int etcMinCards;
    private final boolean useSmallCards;
    private final boolean useEquivalents;

    /** The table for positions where the trump suit is still in play (cleared when the trump changes). */
    final PartitionTable suitTable;
    /**
     * The table for positions without any trump in play: notrump positions, and positions of a
     * suit contract whose trumps are all gone, which play exactly like notrump. Kept across the
     * strains of a deal, so the suit contracts find what the notrump search stored.
     */
    final PartitionTable plainTable;
    private final QuickTricks quickTricks = new QuickTricks();
    private final MoveOrdering.LeadSuit leadSuit = new MoveOrdering.LeadSuit();
    private final MoveOrdering.Follow followOrdering = new MoveOrdering.Follow();
    private final LaterTricks laterTricks = new LaterTricks();

    // ------------------------------------------------------------ the deal the table belongs to
    private int trump = -1; // 0-3 suit, 4 notrump
    private long trumpCards; // the trump suit's lane, 0 in notrump
    private final long[] dealCards = new long[4];
    /** Holder codes of every subset of a suit's cards, suit s at index s << 13 (E4 §7.1 relative ranks). */
    private final int[] holderCodes = new int[4 << 13];

    // ------------------------------------------------------------ the position
    final long[] hands = new long[4];
    /** Cards in play at the start of the current trick (held or played to it): E4's "aggr". */
    private long remaining;
    /** 4-bit suit lengths, hand h suit s at bit 16h + 4s. */
    private long lengths;
    private int leader;
    private int winCard;
    private int winHand;
    private long trickCards;
    /** The side (0 N-S, 1 E-W) whose target is tested. */
    private int maxSide;
    /** Tricks the MAX side has won since the search root. */
    private int maxTricks;
    /** Depth of the root position. */
    int rootDepth;

    // ------------------------------------------------------------ per depth
    private final int[] playedCard = new int[MAX_DEPTH + 1];
    private final int[] savedWinCard = new int[MAX_DEPTH + 1];
    private final int[] savedWinHand = new int[MAX_DEPTH + 1];
    private final long[] savedRemaining = new long[MAX_DEPTH + 1];
    private final long[] savedTrickCards = new long[MAX_DEPTH + 1];
    private final int[] savedLeader = new int[MAX_DEPTH + 1];
    private final int[] savedMaxTricks = new int[MAX_DEPTH + 1];
    private final long[] winRanks = new long[MAX_DEPTH + 1];
    private final int[] moveCard = new int[(MAX_DEPTH + 1) * MOVES];
    private final int[] moveWeight = new int[(MAX_DEPTH + 1) * MOVES];
    /** The search order: weight << 4 | index into the move arrays, highest first once selected. */
    private final int[] moveOrder = new int[(MAX_DEPTH + 1) * MOVES];
    private final long[] moveEquivalents = new long[(MAX_DEPTH + 1) * MOVES];
    /** E4 §5: the card that last caused a cutoff at this depth. */
    private final int[] killer = new int[MAX_DEPTH + 1];

    // ------------------------------------------------------------ statistics
    long nodes;
    long quickTrickCutoffs;
    long laterTrickCutoffs;
    long tableCutoffs;
    long etcCutoffs;
    long smallCardsSkipped;
    /** The card that reached the target at the root in the last successful {@link #test}, or -1. */
    int rootMove = -1;

    PartitionSearch(SolverOptions options) {
        this.useTable = options.transpositionTable();
        this.usePartitions = options.winningRanks();
        this.useTargetBounds = options.targetTooLowOrHigh();
        this.useQuickTricks = options.quickTricks();
        this.useQuickTrickAfterLead = options.quickTrickAfterLead();
        this.useLaterTricks = options.laterTricks();
        this.useOrdering = options.moveOrdering();
        this.useEtc = options.enhancedTranspositionCutoffs() && options.transpositionTable();
        this.etcMinCards = options.etcMinCards();
        this.useSmallCards = options.smallCardFiltering();
        this.useEquivalents = options.equivalentCards();
        long plainBytes = Math.max(1L << 20, options.tableBytes() / 2);
        this.plainTable = new PartitionTable(plainBytes);
        this.suitTable = new PartitionTable(Math.max(1L << 20, options.tableBytes() - plainBytes));
    }

    // ================================================================= setting up

    /**
     * Loads a position; {@code maxSide} is the side whose targets {@link #test} answers. The table is
     * kept when the position's cards (held or in the current trick) are a subset of the deal it was
     * built for, with the same trump; otherwise it is cleared.
     */
    void load(Position position, int maxSide) {
        int strain = position.strain();
        long[] cards = position.hands();
        int first = position.leader();
        for (int i = 0; i < position.trickSize(); i++) {
            cards[(first + i) & 3] |= Card.bit(position.trickCard(i));
        }
        boolean sameDeal = trump >= 0;
        for (int seat = 0; seat < 4 && sameDeal; seat++) {
            sameDeal = (cards[seat] & ~dealCards[seat]) == 0;
        }
        if (!sameDeal) {
            System.arraycopy(cards, 0, dealCards, 0, 4);
            buildHolderCodes();
            plainTable.clear();
            suitTable.clear();
            java.util.Arrays.fill(killer, 0);
        } else if (strain != trump) {
            suitTable.clear();
            java.util.Arrays.fill(killer, 0);
        }
        trump = strain;
        trumpCards = strain < 4 ? SUIT[strain] : 0L;
        System.arraycopy(cards, 0, hands, 0, 4);
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
        int depth = 4 * Long.bitCount(cards[first]);
        for (int i = 0; i < position.trickSize(); i++) {
            make(depth, position.trickCard(i));
            depth--;
        }
        rootDepth = depth;
    }

    /** Forgets the table (e.g. before an unrelated deal when the caller knows). */
    void clearTable() {
        plainTable.clear();
        suitTable.clear();
        trump = -1;
    }

    /** The table for the current trick-start position (see {@link #plainTable}). */
    private PartitionTable tableHere() {
        return (remaining & trumpCards) == 0 ? plainTable : suitTable;
    }

    private void buildHolderCodes() {
        for (int suit = 0; suit < 4; suit++) {
            int base = suit << 13;
            holderCodes[base] = 0;
            for (int set = 1; set < (1 << 13); set++) {
                int low = Integer.numberOfTrailingZeros(set);
                long bit = 1L << (16 * suit + low + 2);
                int seat = 0;
                while (seat < 3 && (dealCards[seat] & bit) == 0) {
                    seat++;
                }
                // The lowest card goes to bits 0-1, the others shift up (highest card on top).
                holderCodes[base + set] = holderCodes[base + (set & (set - 1))] << 2 | seat;
            }
        }
    }

    /** The card equivalence class of {@code card} in {@code seat}'s hand (E4 §1). */
    private long equivalents(int seat, int card) {
        if (!useEquivalents) {
            return 1L << card;
        }
        return CardSets.equivalents(hands[seat], remaining & ~hands[seat], card);
    }

    /** The seat to play at {@code depth}. */
    int seatToPlay(int depth) {
        return (leader + ((-depth) & 3)) & 3;
    }

    // ================================================================= make / unmake

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
        if (MoveOrdering.beats(card, winCard, trump)) {
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

    // ================================================================= the search

    /**
     * E4 §1: can the MAX side take at least {@code target} of the tricks left from the root (the
     * current trick included)? Records the root card that reached it in {@link #rootMove}.
     */
    boolean test(int target) {
        rootMove = -1;
        return search(rootDepth, target);
    }

    /** The search from any depth of the current position. */
    boolean search(int depth, int target) {
        switch ((-depth) & 3) {
            case 0:
                return lead(depth, target);
            case 1:
                return second(depth, target);
            case 2:
                return third(depth, target);
            default:
                return fourth(depth, target);
        }
    }

    /** First hand: E4 §2's Search at the start of a trick. */
    private boolean lead(int depth, int target) {
        int tricksLeft = depth >>> 2;
        if (tricksLeft == 0 || useTargetBounds) {
            // TargetTooLowOrHigh (E4 §2): no winning ranks are backed up.
            if (maxTricks >= target) {
                winRanks[depth] = 0;
                return true;
            }
            if (maxTricks + tricksLeft < target) {
                winRanks[depth] = 0;
                return false;
            }
        }
        if (tricksLeft == 1) {
            return lastTrick(depth, target);
        }
        int lead = leader;
        boolean leaderIsMax = (lead & 1) == maxSide;
        PartitionTable table = tableHere();
        long holdersA = 0;
        long holdersB = 0;
        int tableMove = 0;
        int future = target - maxTricks; // tricks the MAX side needs from here
        boolean probed = false;
        if (useTable && tricksLeft >= EARLY_PROBE_TRICKS) {
            // Far from the end most positions are in the table: look there before counting sure
            // tricks (DDS 2.x does the same).
            holdersA = holdersA();
            holdersB = holdersB();
            probed = true;
            int answer = probeTable(table, depth, lead, holdersA, holdersB, tricksLeft, future);
            if (answer >= 0) {
                return answer == 1;
            }
            tableMove = table.hintMove();
        }
        if (useQuickTricks) {
            // E4 §3: sure tricks for the side on lead, then TargetTooLowOrHigh again.
            int needed = leaderIsMax ? future : maxTricks + tricksLeft - target + 1;
            if (needed > 0 && needed <= tricksLeft && quickTricks.count(hands, lead, trump, needed) >= needed) {
                quickTrickCutoffs++;
                winRanks[depth] = quickTricks.winRanks;
                return leaderIsMax;
            }
        }
        if (useLaterTricks) {
            // E4 §4: sure tricks for the other side.
            int needed = leaderIsMax ? maxTricks + tricksLeft - target + 1 : future;
            if (needed > 0 && needed <= tricksLeft && laterTricks.count(hands, lead, trump) >= needed) {
                laterTrickCutoffs++;
                winRanks[depth] = laterTricks.winRanks;
                return !leaderIsMax;
            }
        }
        if (useTable && !probed) {
            holdersA = holdersA();
            holdersB = holdersB();
            int answer = probeTable(table, depth, lead, holdersA, holdersB, tricksLeft, future);
            if (answer >= 0) {
                return answer == 1;
            }
            tableMove = table.hintMove();
        }
        int count = generateLead(depth, lead, tableMove);
        boolean success = leaderIsMax;
        boolean value = !success;
        long merged = 0;
        int best = 0;
        int base = depth * MOVES;
        int triedLow = 0;
        int searched = 0;
        for (int i = 0; i < count; i++) {
            int index = nextMove(base, i, count);
            int move = base + index;
            int card = moveCard[move];
            if (useSmallCards && isSmall(card, merged, triedLow)) {
                continue;
            }
            make(depth, card);
            nodes++;
            boolean result = second(depth - 1, target);
            unmake(depth);
            triedLow = tried(triedLow, card);
            searched |= 1 << index;
            if (result == success) {
                merged = winRanks[depth - 1]; // MergeMoveData (E4 §7.2)
                value = success;
                best = card;
                break;
            }
            merged |= winRanks[depth - 1]; // MergeAllMovesData (E4 §7.2)
        }
        if (best == 0) {
            merged = withClasses(merged, base, searched, 0);
        }
        winRanks[depth] = merged;
        if (best != 0) {
            killer[depth] = best;
            if (depth == rootDepth) {
                rootMove = best;
            }
        }
        if (useTable) {
            // AddNewTTentry (E4 §7.4): bounds on N-S's tricks from here.
            int maxLower = value ? future : 0;
            int maxUpper = value ? tricksLeft : future - 1;
            maxLower = Math.max(0, Math.min(tricksLeft, maxLower));
            maxUpper = Math.max(0, Math.min(tricksLeft, maxUpper));
            int nsLower = maxSide == 0 ? maxLower : tricksLeft - maxUpper;
            int nsUpper = maxSide == 0 ? maxUpper : tricksLeft - maxLower;
            table.store(lead, lengths, holdersA, holdersB, leastWin(merged), nsLower, nsUpper, best);
        }
        return value;
    }

    private boolean second(int depth, int target) {
        int seat = (leader + 1) & 3;
        boolean isMax = (seat & 1) == maxSide;
        int decided = decidedByThisTrick(depth, target);
        if (decided >= 0) {
            return decided == 1;
        }
        return follow(depth, target, 1, isMax);
    }

    private boolean third(int depth, int target) {
        int seat = (leader + 2) & 3;
        int decided = decidedByThisTrick(depth, target);
        if (decided >= 0) {
            return decided == 1;
        }
        return follow(depth, target, 2, (seat & 1) == maxSide);
    }

    /**
     * E4 §3's quick trick after the lead, generalised to every seat after the leader and to both
     * sides: when the trick in progress decides the target (the MAX side needs just one more trick,
     * or needs every trick left), who takes it with best play settles the node. Returns 1 (reached),
     * 0 (not reached) or -1 (not decided here); sets the winning ranks when decided.
     */
    private int decidedByThisTrick(int depth, int target) {
        if (!useQuickTrickAfterLead || depth == rootDepth) {
            return -1;
        }
        int needed = target - maxTricks;
        int tricksLeft = (depth + 3) >>> 2;
        if (needed > 1 && needed < tricksLeft) {
            return -1;
        }
        int position = (-depth) & 3;
        int ledSuit = playedCard[depth + position] >>> 4;
        int winner = quickTricks.currentTrickWinner(hands, trickCards, trump, ledSuit, winCard, winHand,
                (leader + position) & 3, 4 - position);
        boolean maxWins = (winner & 1) == maxSide;
        if (maxWins && needed <= 1) {
            quickTrickCutoffs++;
            winRanks[depth] = quickTricks.winRanks;
            return 1;
        }
        if (!maxWins && needed >= tricksLeft) {
            quickTrickCutoffs++;
            winRanks[depth] = quickTricks.winRanks;
            return 0;
        }
        return -1;
    }

    private boolean fourth(int depth, int target) {
        int seat = (leader + 3) & 3;
        boolean isMax = (seat & 1) == maxSide;
        int decided = decidedByThisTrick(depth, target);
        if (decided >= 0) {
            return decided == 1;
        }
        boolean etc = useEtc && depth >= etcMinCards;
        long merged = 0;
        int triedLow = 0;
        int first = -1;
        long firstClass = 0;
        if (useOrdering && !etc) {
            // The last hand nearly always cuts off with the card E4 §5's weights put first: the lowest
            // card that takes the trick from the opponents, or else its lowest card. Try that one
            // before generating and weighing the others.
            int ledSuit = playedCard[depth + 3] >>> 4;
            long suited = hands[seat] & SUIT[ledSuit];
            if (suited != 0) {
                long candidates = suited;
                if (((winHand ^ seat) & 1) != 0 && (winCard >>> 4) == ledSuit) {
                    long beating = suited & -(2L << winCard);
                    if (beating != 0) {
                        candidates = beating;
                    }
                }
                long equivalents = equivalents(seat, CardSets.card(CardSets.lowest(candidates)));
                first = CardSets.card(CardSets.highest(equivalents));
                make(depth, first);
                nodes++;
                long trickRanks = trickWinRanks();
                boolean result = lead(depth - 1, target);
                long ranks = winRanks[depth - 1] | trickRanks;
                unmake(depth);
                if (result == isMax) {
                    winRanks[depth] = ranks;
                    if (depth == rootDepth) {
                        rootMove = first;
                    }
                    return isMax;
                }
                merged = ranks;
                triedLow = tried(0, first);
                firstClass = equivalents;
            }
        }
        int count = generateFollow(depth, 3);
        int base = depth * MOVES;
        if (etc) {
            // E4 §6, enhanced transposition cutoffs: does a card lead to a known position that wins?
            for (int i = 0; i < count; i++) {
                int card = moveCard[base + i];
                make(depth, card);
                int known = knownValue(depth - 1, target);
                if (known >= 0 && (known == 1) == isMax) {
                    long ranks = winRanks[depth - 1] | trickWinRanks();
                    unmake(depth);
                    etcCutoffs++;
                    winRanks[depth] = ranks;
                    return isMax;
                }
                unmake(depth);
            }
        }
        boolean value = !isMax;
        int searched = 0;
        for (int i = 0; i < count; i++) {
            int index = nextMove(base, i, count);
            int move = base + index;
            int card = moveCard[move];
            if (card == first || (useSmallCards && isSmall(card, merged, triedLow))) {
                continue;
            }
            make(depth, card);
            nodes++;
            long trickRanks = trickWinRanks();
            boolean result = lead(depth - 1, target);
            long ranks = winRanks[depth - 1] | trickRanks;
            unmake(depth);
            triedLow = tried(triedLow, card);
            searched |= 1 << index;
            if (result == isMax) {
                merged = ranks;
                value = isMax;
                if (depth == rootDepth) {
                    rootMove = card;
                }
                break;
            }
            merged |= ranks;
        }
        if (value != isMax) {
            merged = withClasses(merged, base, searched, firstClass);
        }
        winRanks[depth] = merged;
        return value;
    }

    /**
     * RetrieveTTresult (E4 §7.3) at the start of a trick: 1 when the table says the MAX side reaches
     * the target, 0 when it says not (the winning ranks are then set), -1 when it does not know.
     */
    private int probeTable(PartitionTable table, int depth, int lead, long holdersA, long holdersB, int tricksLeft,
            int future) {
        int threshold = maxSide == 0 ? future : tricksLeft - future + 1;
        int answer = table.probe(lead, lengths, holdersA, holdersB, threshold);
        if (answer == PartitionTable.UNKNOWN) {
            return -1;
        }
        tableCutoffs++;
        winRanks[depth] = topCards(table.hitLeastWin());
        return (maxSide == 0) == (answer == PartitionTable.AT_LEAST) ? 1 : 0;
    }

    /** Second and third hand: the plain loop. */
    private boolean follow(int depth, int target, int position, boolean isMax) {
        int count = generateFollow(depth, position);
        int base = depth * MOVES;
        boolean value = !isMax;
        long merged = 0;
        int triedLow = 0;
        int searched = 0;
        for (int i = 0; i < count; i++) {
            int index = nextMove(base, i, count);
            int move = base + index;
            int card = moveCard[move];
            if (useSmallCards && isSmall(card, merged, triedLow)) {
                continue;
            }
            make(depth, card);
            nodes++;
            boolean result = position == 1 ? third(depth - 1, target) : fourth(depth - 1, target);
            unmake(depth);
            triedLow = tried(triedLow, card);
            searched |= 1 << index;
            if (result == isMax) {
                merged = winRanks[depth - 1];
                value = isMax;
                if (depth == rootDepth) {
                    rootMove = card;
                }
                break;
            }
            merged |= winRanks[depth - 1];
        }
        if (value != isMax) {
            merged = withClasses(merged, base, searched, 0);
        }
        winRanks[depth] = merged;
        return value;
    }

    /**
     * At a node where every card failed, the cards each searched card stood for (its equivalence
     * class, E4 §1) must keep their holders in every position the result is stored for, whenever
     * the searched card itself is among the ranks that matter (at or above the suit's lowest
     * winning rank): otherwise a position where another hand holds one of them would offer the
     * player a card the search never answered. Adding a class can lower the suit's lowest winning
     * rank and bring further classes in, hence the loop. Where a card succeeded, its class is not
     * needed: the same card is there to play in every such position.
     */
    private long withClasses(long merged, int base, int searched, long extraClass) {
        if (!useEquivalents) {
            return merged;
        }
        // Moves are generated suit by suit, highest class first, and a class only lowers its own
        // suit's lowest winning rank: one pass in index order reaches the fixed point. The extra
        // class (the last hand's card tried before generating) can bring more in: then one more pass.
        merged = classesPass(merged, base, searched);
        if (extraClass != 0 && (extraClass & ~merged) != 0
                && inRegion(CardSets.card(CardSets.highest(extraClass)), merged)) {
            merged = classesPass(merged | extraClass, base, searched);
        }
        return merged;
    }

    private long classesPass(long merged, int base, int searched) {
        for (int rest = searched; rest != 0; rest &= rest - 1) {
            int move = base + Integer.numberOfTrailingZeros(rest);
            long members = moveEquivalents[move];
            if ((members & ~merged) != 0 && inRegion(moveCard[move], merged)) {
                merged |= members;
            }
        }
        return merged;
    }

    /** Whether {@code card} ranks at or above the lowest winning rank of its suit in {@code ranks}. */
    private static boolean inRegion(int card, long ranks) {
        int lane = CardSets.lane(ranks, card >>> 4);
        return lane != 0 && (card & 15) >= Integer.numberOfTrailingZeros(lane);
    }

    /** The last trick: every hand holds one card (E4 §2, Evaluate). */
    private boolean lastTrick(int depth, int target) {
        int lead = leader;
        int best = Long.numberOfTrailingZeros(hands[lead]);
        int bestSeat = lead;
        long cards = 1L << best;
        for (int i = 1; i < 4; i++) {
            int seat = (lead + i) & 3;
            int card = Long.numberOfTrailingZeros(hands[seat]);
            cards |= 1L << card;
            if (MoveOrdering.beats(card, best, trump)) {
                best = card;
                bestSeat = seat;
            }
        }
        // Won by rank only when another card of the winner's suit was played.
        winRanks[depth] = Long.bitCount(cards & SUIT[best >>> 4]) >= 2 ? 1L << best : 0;
        return maxTricks + ((bestSeat & 1) == maxSide ? 1 : 0) >= target;
    }

    /**
     * Winning ranks of the trick just completed: its winning card when it won by rank, i.e. beat
     * another card of its suit. (E4 §7.1 adds the cards equivalent to it here; this solver adds a
     * card's equivalents where they are needed, at the node that chose it when every card failed
     * there, see {@link #withClasses}.)
     */
    private long trickWinRanks() {
        if (Long.bitCount(trickCards & SUIT[winCard >>> 4]) >= 2) {
            return 1L << winCard;
        }
        return 0;
    }

    /**
     * What the table (or TargetTooLowOrHigh) knows about the trick-start position at {@code depth}
     * for the current target: 1 reached, 0 not reached, -1 unknown. Sets the winning ranks on a hit.
     */
    private int knownValue(int depth, int target) {
        int tricksLeft = depth >>> 2;
        if (maxTricks >= target) {
            winRanks[depth] = 0;
            return 1;
        }
        if (maxTricks + tricksLeft < target) {
            winRanks[depth] = 0;
            return 0;
        }
        int future = target - maxTricks;
        int threshold = maxSide == 0 ? future : tricksLeft - future + 1;
        PartitionTable table = tableHere();
        int answer = table.probe(leader, lengths, holdersA(), holdersB(), threshold);
        if (answer == PartitionTable.UNKNOWN) {
            return -1;
        }
        winRanks[depth] = topCards(table.hitLeastWin());
        return (maxSide == 0) == (answer == PartitionTable.AT_LEAST) ? 1 : 0;
    }

    // ================================================================= small cards (E4 §2, NextMove)

    /**
     * Whether a card may be skipped: a card of its suit was already searched here, and both it and
     * this one rank below every winning rank backed up so far in the suit. Such cards are "small":
     * swapping them leaves the searched partition unchanged, so this card's result is the searched
     * one's.
     */
    private boolean isSmall(int card, long merged, int triedLow) {
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

    /** Records a searched card: the lowest rank tried per suit, 4 bits each. */
    private static int tried(int triedLow, int card) {
        int shift = (card >>> 4) << 2;
        int lowest = (triedLow >>> shift) & 15;
        int rank = card & 15;
        if (lowest == 0 || rank < lowest) {
            return (triedLow & ~(15 << shift)) | rank << shift;
        }
        return triedLow;
    }

    // ================================================================= table keys (E4 §7)

    private long holdersA() {
        long r = remaining;
        int spades = (int) (r >>> 2) & 0x1FFF;
        int hearts = (int) (r >>> 18) & 0x1FFF;
        return (holderCodes[spades] & 0xFFFF_FFFFL) | (long) holderCodes[(1 << 13) | hearts] << 32;
    }

    private long holdersB() {
        long r = remaining;
        int diamonds = (int) (r >>> 34) & 0x1FFF;
        int clubs = (int) (r >>> 50) & 0x1FFF;
        return (holderCodes[(2 << 13) | diamonds] & 0xFFFF_FFFFL) | (long) holderCodes[(3 << 13) | clubs] << 32;
    }

    /**
     * E4 §7.4: per suit, how many of the highest remaining cards down to the lowest winning rank must
     * be held by the same seats for the stored result to apply (4 bits per suit). Without partitions,
     * every card counts (an exact-position table).
     */
    private int leastWin(long ranks) {
        int packed = 0;
        for (int suit = 0; suit < 4; suit++) {
            int suitCards = CardSets.lane(remaining, suit);
            int k;
            if (!usePartitions) {
                k = Integer.bitCount(suitCards);
            } else {
                int winning = CardSets.lane(ranks, suit);
                k = winning == 0 ? 0 : Integer.bitCount(suitCards & -(winning & -winning));
            }
            packed |= k << (suit << 2);
        }
        return packed;
    }

    /** E4 §7.3: the winning ranks implied by a table hit: each suit's {@code k} highest remaining cards. */
    private long topCards(int leastWin) {
        long ranks = 0;
        for (int k4 = leastWin, suit = 0; k4 != 0; k4 >>>= 4, suit++) {
            int k = k4 & 15;
            if (k == 0) {
                continue;
            }
            ranks |= (long) CardSets.topCards(CardSets.lane(remaining, suit), k) << (suit << 4);
        }
        return ranks;
    }

    // ================================================================= move generation

    /**
     * Generates the leader's cards, one per equivalence class (E4 §1), weighted and sorted (E4 §5).
     * Returns the count.
     */
    private int generateLead(int depth, int seat, int tableMove) {
        int base = depth * MOVES;
        int count = 0;
        long hand = hands[seat];
        MoveOrdering.LeadSuit facts = leadSuit;
        int killerCard = killer[depth];
        long all = remaining;
        long odd = hands[1] | hands[3];
        long high = hands[2] | hands[3];
        for (int suit = 0; suit < 4; suit++) {
            int mine = CardSets.lane(hand, suit);
            if (mine == 0) {
                continue;
            }
            if (useOrdering) {
                facts.compute(hands, trump, seat, suit, depth, all, odd, high);
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
                moveWeight[base + count] = useOrdering
                        ? MoveOrdering.leadWeight(facts, trump, seat, card, killerCard, tableMove)
                        : 0;
                count++;
            }
            if (useOrdering) {
                markSuitLeader(base, suitStart, count);
            }
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
    private int generateFollow(int depth, int position) {
        int base = depth * MOVES;
        int seat = (leader + position) & 3;
        int ledCard = playedCard[depth + position];
        int ledSuit = ledCard >>> 4;
        long hand = hands[seat];
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
        if (useOrdering && count > 1) {
            // E4 §5 weights, computed only when there is a choice to order.
            MoveOrdering.Follow ordering = followOrdering;
            ordering.prepare(hands, remaining, trump, leader, position, ledCard, winCard, winHand);
            if (suited != 0) {
                // Following suit: pack weight and index and bring the best to the front in one pass.
                int best = 0;
                int bestKey = Integer.MIN_VALUE;
                for (int i = 0; i < count; i++) {
                    long equivalents = moveEquivalents[base + i];
                    int key = ordering.weight(moveCard[base + i], (equivalents & (equivalents - 1)) != 0) << 4 | i;
                    moveOrder[base + i] = key;
                    if (key > bestKey) {
                        bestKey = key;
                        best = i;
                    }
                }
                moveOrder[base + best] = moveOrder[base];
                moveOrder[base] = bestKey;
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
        int theirs = CardSets.lane(remaining, suit) & ~held;
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
    private int nextMove(int base, int i, int count) {
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

    /**
     * The legal cards at the root grouped by equivalence: writes each class representative into
     * {@code cards} and its class into {@code classes}; returns the count.
     */
    int rootClasses(int[] cards, long[] classes) {
        int depth = rootDepth;
        int position = (-depth) & 3;
        int seat = seatToPlay(depth);
        long hand = hands[seat];
        long legal = hand;
        if (position > 0) {
            long suited = hand & SUIT[playedCard[depth + position] >>> 4];
            if (suited != 0) {
                legal = suited;
            }
        }
        long others = remaining & ~hand;
        int count = 0;
        while (legal != 0) {
            int card = CardSets.card(CardSets.highest(legal));
            long equivalents = CardSets.equivalents(hand, others, card) & legal;
            legal &= ~equivalents;
            cards[count] = card;
            classes[count] = equivalents;
            count++;
        }
        return count;
    }

    /** Tricks left from the root, the current trick included. */
    int rootTricksLeft() {
        return (rootDepth + 3) >>> 2;
    }

    /**
     * Generates and orders the cards of the seat to play at {@code depth} exactly as the search
     * does (one card per equivalence class, E4 §1; E4 §5 weights and lazy selection; no table move)
     * and writes them into {@code out}, best first. Returns the count. It exists so that a benchmark
     * can time move generation and ordering alone (benchmarks module, TrickOrderingBenchmark).
     */
    int orderedMoves(int depth, int[] out) {
        int position = (-depth) & 3;
        int count = position == 0 ? generateLead(depth, leader, 0) : generateFollow(depth, position);
        int base = depth * MOVES;
        for (int i = 0; i < count; i++) {
            out[i] = moveCard[base + nextMove(base, i, count)];
        }
        return count;
    }
}
