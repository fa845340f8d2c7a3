package org.zwang.bridge.solver;

import static org.zwang.bridge.solver.CardSets.SUIT;

import java.util.Arrays;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.solver.tt.PartitionTable;
import org.zwang.bridge.solver.tt.PatternTable;
import org.zwang.bridge.solver.tt.TablePosition;
import org.zwang.bridge.solver.tt.TrickTable;
import org.zwang.search.SearchAbortedException;
import org.zwang.search.StopFlag;

/**
 * The double-dummy search of Haglund E4 (DDS's ABsearch): a boolean zero-window search "can the MAX
 * side take {@code target} tricks?" (E4 §1, §2) over cards, one method per seat in the trick, with
 * partition search — winning ranks backed up (E4 §7.2, {@link WinningRanks}) and a table of bounds
 * for whole partitions of positions (E4 §7.3, a {@link TrickTable}, keys from {@link TableKeys}) — TargetTooLowOrHigh and
 * QuickTricks/LaterTricks cutoffs at the start of each trick (E4 §2-§4), the quick trick after the
 * lead, enhanced transposition cutoffs (E4 §6), and moves from {@link Moves} (equivalence classes,
 * E4 §5 ordering, small-card filter). The position and make/unmake are {@link PlayState}'s. Each
 * technique can be switched off through {@link SolverOptions}.
 *
 * <p>The callers ({@link DoubleDummySolver}) drive it through {@link #load}, {@link #test} and the
 * root-card methods; the target loop around {@link #test} is search-api's {@code TargetBisection}.
 *
 * <p>One instance per thread; reused across searches. The tables are kept while the positions
 * searched come from the same cards (e.g. the twenty solves of a DD table): the one for positions
 * with trumps in play is cleared when the trump changes, the one for positions without trumps only
 * for another deal.
 */
final class PartitionSearch {

    static final int MAX_DEPTH = PlayState.MAX_DEPTH;
    private static final int MOVES = Moves.MOVES;
    /** From this many tricks left on, the table is probed before QuickTricks and LaterTricks. */
    private static final int EARLY_PROBE_TRICKS = 6;
    /**
     * The stop flag is read at one trick start in this many (a power of two, minus one as a mask):
     * well under a millisecond apart at the solver's speed, and a volatile read too rare to measure.
     */
    private static final int STOP_POLL_MASK = 1023;
    private static final StopFlag NEVER = new StopFlag();
    /** What a probe or a trick-level rule returns when it does not decide the node. */
    private static final int UNKNOWN = Integer.MIN_VALUE;

    // ------------------------------------------------------------ switches (copied for the JIT)
    private final boolean useTable;
    private final boolean useTargetBounds;
    private final boolean useQuickTricks;
    private final boolean useQuickTrickAfterLead;
    private final boolean useLaterTricks;
    private final boolean useOrdering;
    private final boolean useEtc;
    private final int etcMinCards;
    private final boolean useSmallCards;
    private final boolean useBranchRanks;
    private final boolean useHitMoves;

    // ------------------------------------------------------------ the parts
    private final PlayState state = new PlayState();
    private final Moves moves;
    private final TableKeys keys;
    private final WinningRanks winning;
    /** Winning ranks per depth ({@link WinningRanks#ranks}). */
    private final long[] winRanks;
    private final QuickTricks quickTricks = new QuickTricks();
    private final LaterTricks laterTricks = new LaterTricks();

    /** The table for positions where the trump suit is still in play (cleared when the trump changes). */
    private final TrickTable suitTable;
    /**
     * The table for positions without any trump in play: notrump positions, and positions of a
     * suit contract whose trumps are all gone, which play exactly like notrump. Kept across the
     * strains of a deal, so the suit contracts find what the notrump search stored.
     */
    private final TrickTable plainTable;
    /** The table key of each trick-start depth (kept from the probe to the store). */
    private final TablePosition[] tableKeys = new TablePosition[MAX_DEPTH + 1];
    private final TrickTable.Answer probed = new TrickTable.Answer();
    /**
     * The best move of the last table hit at each trick-start depth, whatever the position (DDS's
     * {@code bestMoveTT}): the leader's weights favour it when it is among its cards.
     */
    private final int[] hitMoves = new int[MAX_DEPTH + 1];

    // ------------------------------------------------------------ the deal the tables belong to
    private final long[] dealCards = new long[4];
    private boolean loaded;
    /** Depth of the root position. */
    private int rootDepth;
    /** The card that reached the value at the root in the last successful {@link #test}, or -1. */
    private int rootMove = -1;

    // ------------------------------------------------------------ stopping
    private StopFlag stop = NEVER;
    private int trickStarts;

    // ------------------------------------------------------------ statistics
    private long nodes;
    private long quickTrickCutoffs;
    private long laterTrickCutoffs;
    private long etcCutoffs;

    PartitionSearch(SolverOptions options) {
        this.useTable = options.transpositionTable();
        this.useTargetBounds = options.targetTooLowOrHigh();
        this.useQuickTricks = options.quickTricks();
        this.useQuickTrickAfterLead = options.quickTrickAfterLead();
        this.useLaterTricks = options.laterTricks();
        this.useOrdering = options.moveOrdering();
        this.useEtc = options.enhancedTranspositionCutoffs() && options.transpositionTable();
        this.etcMinCards = options.etcMinCards();
        this.useSmallCards = options.smallCardFiltering();
        this.useBranchRanks = options.isOn(SolverOptions.Feature.BRANCH_RANKS);
        this.useHitMoves = options.isOn(SolverOptions.Feature.REFINED_WEIGHTS);
        this.moves = new Moves(state, options);
        this.keys = new TableKeys(state, options.winningRanks());
        this.winning = new WinningRanks(moves, state, options);
        this.winRanks = winning.ranks;
        for (int depth = 0; depth <= MAX_DEPTH; depth += 4) {
            tableKeys[depth] = new TablePosition();
        }
        if (options.tableKind() == SolverOptions.TableKind.PATTERN) {
            // One bound for both kinds: each table takes what the other leaves.
            PatternTable[] pair = PatternTable.pair(options.tableBytes());
            this.plainTable = pair[0];
            this.suitTable = pair[1];
        } else {
            PartitionTable[] pair = PartitionTable.pair(Math.max(2L << 20, options.tableBytes()),
                    options.isOn(SolverOptions.Feature.TABLE_FILL));
            this.plainTable = pair[0];
            this.suitTable = pair[1];
        }
    }

    // ================================================================= the seam: setting up

    /**
     * Loads a position; {@code maxSide} is the side whose targets {@link #test} answers. The table is
     * kept when the position's cards (held or in the current trick) are a subset of the deal it was
     * built for, with the same trump; otherwise it is cleared.
     */
    void load(Position position, int maxSide) {
        int strain = position.strain();
        long[] cards = PlayState.cardsAtTrickStart(position);
        boolean sameDeal = loaded;
        for (int seat = 0; seat < 4 && sameDeal; seat++) {
            sameDeal = (cards[seat] & ~dealCards[seat]) == 0;
        }
        if (!sameDeal) {
            System.arraycopy(cards, 0, dealCards, 0, 4);
            keys.build(dealCards);
            plainTable.clear();
            suitTable.clear();
            moves.forgetKillers();
            Arrays.fill(hitMoves, 0);
        } else if (strain != state.trump) {
            suitTable.clear();
            moves.forgetKillers();
            Arrays.fill(hitMoves, 0);
        }
        loaded = true;
        rootDepth = state.load(position, cards, maxSide);
    }

    /** The flag whose raising stops {@link #test} and {@link #testAfterRootCard}; null: never stop. */
    void stopOn(StopFlag flag) {
        stop = flag == null ? NEVER : flag;
    }

    /** Forgets the tables (e.g. before an unrelated deal when the caller knows). */
    void clearTable() {
        plainTable.clear();
        suitTable.clear();
        loaded = false;
    }

    /** Tricks left from the root, the current trick included. */
    int rootTricksLeft() {
        return (rootDepth + 3) >>> 2;
    }

    /**
     * The legal cards at the root grouped by equivalence (each card alone when equivalent cards are
     * off): writes each class's highest card into {@code cards} and its class into {@code classes};
     * returns the count.
     */
    int rootClasses(int[] cards, long[] classes) {
        return moves.classes(rootDepth, cards, classes);
    }

    // ================================================================= the seam: searching

    /**
     * E4 §1's zero-window test, fail-soft as in Xue's solver: can the MAX side take at least
     * {@code target} of the tricks left from the root (the current trick included)? Returns a value
     * {@code v}: when {@code v >= target} the MAX side takes at least {@code v} tricks, else at most
     * {@code v}. After a success {@link #rootMove()} gives the root card that reached {@code v}.
     */
    int test(int target) {
        rootMove = -1;
        try {
            return search(rootDepth, target);
        } catch (SearchAbortedException stopped) {
            throw new SolveStoppedException();
        }
    }

    /** The card that reached the target at the root in the last successful {@link #test}, or -1. */
    int rootMove() {
        return rootMove;
    }

    /** Plays {@code card} at the root (a search node), for {@link #testAfterRootCard}. */
    void playRootCard(int card) {
        state.make(rootDepth, card);
        nodes++;
    }

    /**
     * After {@link #playRootCard}: can the MAX side (the root player's) still take {@code target}
     * tricks, counted from the root? Fail-soft as {@link #test}.
     */
    int testAfterRootCard(int target) {
        try {
            return search(rootDepth - 1, target);
        } catch (SearchAbortedException stopped) {
            throw new SolveStoppedException();
        }
    }

    /** Takes back the card {@link #playRootCard} played. */
    void takeBackRootCard() {
        state.unmake(rootDepth);
    }

    /** Adds this search's counters (and its tables') to {@code stats}. */
    void addCounters(SolverStats stats) {
        stats.nodes += nodes;
        stats.tableProbes += plainTable.probes() + suitTable.probes();
        stats.tableHits += plainTable.hits() + suitTable.hits();
        stats.tableStores += plainTable.stores() + suitTable.stores();
        stats.tableResets += plainTable.resets() + suitTable.resets();
        stats.peakTableBytes += plainTable.peakBytes(); // either kind's pair reports both tables together
        stats.quickTrickCutoffs += quickTrickCutoffs;
        stats.laterTrickCutoffs += laterTrickCutoffs;
        stats.etcCutoffs += etcCutoffs;
        stats.smallCardsSkipped += moves.smallCardsSkipped;
    }

    // ================================================================= the search

    /**
     * Whether the small-card rule skips {@code card}: per branch ({@code below}, Xue's form) or over the
     * union of the branches' ranks ({@code merged}, E4 §2's form, with the lowest ranks tried).
     */
    private boolean skipSmall(int card, long merged, int triedLow, int below) {
        if (!useSmallCards) {
            return false;
        }
        return useBranchRanks ? moves.isIrrelevant(card, below) : moves.isSmall(card, merged, triedLow);
    }

    /** The table for the current trick-start position (see {@link #plainTable}). */
    private TrickTable tableHere() {
        return state.noTrumpsLeft() ? plainTable : suitTable;
    }

    /**
     * The search from any depth of the current position: a fail-soft bound on the MAX side's tricks
     * counted from the root ({@code >= target}: at least that many; below: at most).
     */
    private int search(int depth, int target) {
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
    private int lead(int depth, int target) {
        if ((++trickStarts & STOP_POLL_MASK) == 0 && stop.isStopped()) {
            // Unwinds the whole search; nothing is stored on the way up (stores follow a finished
            // loop), and the next load() sets the position up afresh.
            throw SearchAbortedException.INSTANCE;
        }
        PlayState s = state;
        int maxTricks = s.maxTricks;
        int tricksLeft = depth >>> 2;
        if (tricksLeft == 0 || useTargetBounds) {
            // TargetTooLowOrHigh (E4 §2): no winning ranks are backed up.
            if (maxTricks >= target) {
                winRanks[depth] = 0;
                return maxTricks;
            }
            if (maxTricks + tricksLeft < target) {
                winRanks[depth] = 0;
                return maxTricks + tricksLeft;
            }
        }
        if (tricksLeft == 1) {
            return lastTrick(depth);
        }
        int lead = s.leader;
        int maxSide = s.maxSide;
        boolean leaderIsMax = (lead & 1) == maxSide;
        TrickTable table = tableHere();
        TablePosition key = null;
        int tableMove = 0;
        int future = target - maxTricks; // tricks the MAX side needs from here
        if (useTable && tricksLeft >= EARLY_PROBE_TRICKS) {
            // Far from the end most positions are in the table: look there before counting sure
            // tricks (DDS 2.x does the same).
            key = keys.key(tableKeys[depth]);
            int known = probeTable(table, key, depth, tricksLeft, future);
            if (known != UNKNOWN) {
                return known;
            }
            tableMove = tableMove(depth);
        }
        long[] hands = s.hands;
        if (useQuickTricks) {
            // E4 §3: sure tricks for the side on lead, then TargetTooLowOrHigh again.
            int needed = leaderIsMax ? future : maxTricks + tricksLeft - target + 1;
            int sure;
            if (needed > 0 && needed <= tricksLeft && (sure = quickTricks.count(hands, lead, s.trump, needed)) >= needed) {
                quickTrickCutoffs++;
                winRanks[depth] = winning.withoutBottomRuns(quickTricks.winRanks);
                return leaderIsMax ? maxTricks + sure : maxTricks + tricksLeft - sure;
            }
        }
        if (useLaterTricks) {
            // E4 §4: sure tricks for the other side.
            int needed = leaderIsMax ? maxTricks + tricksLeft - target + 1 : future;
            int sure;
            if (needed > 0 && needed <= tricksLeft && (sure = laterTricks.count(hands, lead, s.trump)) >= needed) {
                laterTrickCutoffs++;
                winRanks[depth] = winning.withoutBottomRuns(laterTricks.winRanks);
                return leaderIsMax ? maxTricks + tricksLeft - sure : maxTricks + sure;
            }
        }
        if (useTable && key == null) {
            key = keys.key(tableKeys[depth]);
            int known = probeTable(table, key, depth, tricksLeft, future);
            if (known != UNKNOWN) {
                return known;
            }
            tableMove = tableMove(depth);
        }
        Moves m = moves;
        int count = m.generateLead(depth, lead, tableMove);
        // Fail-soft: the best value of the side on lead among the cards searched.
        int value = leaderIsMax ? -1 : Integer.MAX_VALUE;
        long merged = 0;
        int best = 0;
        int base = depth * MOVES;
        int triedLow = 0;
        int below = 0;
        int searched = 0;
        for (int i = 0; i < count; i++) {
            int index = m.nextMove(base, i, count);
            int card = m.moveCard[base + index];
            if (skipSmall(card, merged, triedLow, below)) {
                continue;
            }
            s.make(depth, card);
            nodes++;
            int result = second(depth - 1, target);
            s.unmake(depth);
            triedLow = Moves.tried(triedLow, card);
            searched |= 1 << index;
            if ((result >= target) == leaderIsMax) {
                merged = winRanks[depth - 1]; // MergeMoveData (E4 §7.2)
                value = result;
                best = card;
                break;
            }
            value = leaderIsMax ? Math.max(value, result) : Math.min(value, result);
            merged |= winRanks[depth - 1]; // MergeAllMovesData (E4 §7.2)
            below = Moves.irrelevantBelow(below, card, winRanks[depth - 1]);
        }
        if (best == 0) {
            merged = winning.withClasses(merged, base, searched, 0);
        }
        merged = winning.withoutBottomRuns(merged);
        winRanks[depth] = merged;
        if (best != 0) {
            m.killer(depth, best);
            m.cutoffLead(depth, best);
            if (depth == rootDepth) {
                rootMove = best;
            }
        }
        if (useTable) {
            // AddNewTTentry (E4 §7.4): bounds on N-S's tricks from here, as tight as the fail-soft value.
            int maxLower = value >= target ? value - maxTricks : 0;
            int maxUpper = value >= target ? tricksLeft : value - maxTricks;
            maxLower = Math.max(0, Math.min(tricksLeft, maxLower));
            maxUpper = Math.max(0, Math.min(tricksLeft, maxUpper));
            int lower = maxSide == 0 ? maxLower : tricksLeft - maxUpper;
            int upper = maxSide == 0 ? maxUpper : tricksLeft - maxLower;
            table.store(key, keys.leastWin(merged), lower, upper, best);
        }
        return value;
    }

    /**
     * The move the leader's weights favour as the table's: with DDS's weights the best move of the
     * last hit at this depth ({@link #hitMoves}); with E4's the best move of an entry of this
     * position's partition that did not answer the probe (the table's hint on a miss; 0 when none).
     */
    private int tableMove(int depth) {
        return useHitMoves ? hitMoves[depth] : probed.move;
    }

    /**
     * RetrieveTTresult (E4 §7.3) at the start of a trick: when the table decides whether the MAX side
     * reaches the target, the fail-soft bound it gives on the MAX side's tricks from the root (the
     * winning ranks are then set); else {@link #UNKNOWN} ({@link #probed}'s move is then a move hint).
     */
    private int probeTable(TrickTable table, TablePosition key, int depth, int tricksLeft, int future) {
        boolean maxIsNorthSouth = state.maxSide == 0;
        int threshold = maxIsNorthSouth ? future : tricksLeft - future + 1;
        TrickTable.Answer answer = probed;
        if (!table.probe(key, threshold, answer)) {
            return UNKNOWN;
        }
        winRanks[depth] = winning.withoutBottomRuns(keys.topCards(answer.leastWin));
        if (answer.move != 0) {
            hitMoves[depth] = answer.move;
        }
        int maxTricks = state.maxTricks;
        int maxLower = maxIsNorthSouth ? answer.lower : tricksLeft - answer.upper;
        int maxUpper = maxIsNorthSouth ? answer.upper : tricksLeft - answer.lower;
        return maxTricks + maxLower >= maxTricks + future ? maxTricks + maxLower : maxTricks + maxUpper;
    }

    private int second(int depth, int target) {
        int decided = decidedByThisTrick(depth, target);
        if (decided != UNKNOWN) {
            return decided;
        }
        return follow(depth, target, 1, (((state.leader + 1) & 3) & 1) == state.maxSide);
    }

    private int third(int depth, int target) {
        int decided = decidedByThisTrick(depth, target);
        if (decided != UNKNOWN) {
            return decided;
        }
        return follow(depth, target, 2, (((state.leader + 2) & 3) & 1) == state.maxSide);
    }

    /**
     * E4 §3's quick trick after the lead, generalised to every seat after the leader and to both
     * sides: when the trick in progress decides the target (the MAX side needs just one more trick,
     * or needs every trick left), who takes it with best play settles the node. Returns the fail-soft
     * bound it proves (the trick won or lost), or {@link #UNKNOWN}; sets the winning ranks when decided.
     */
    private int decidedByThisTrick(int depth, int target) {
        if (!useQuickTrickAfterLead || depth == rootDepth) {
            return UNKNOWN;
        }
        PlayState s = state;
        int needed = target - s.maxTricks;
        int tricksLeft = (depth + 3) >>> 2;
        if (needed > 1 && needed < tricksLeft) {
            return UNKNOWN;
        }
        int position = (-depth) & 3;
        int ledSuit = s.playedCard[depth + position] >>> 4;
        int winner = quickTricks.currentTrickWinner(s.hands, s.trickCards, s.trump, ledSuit, s.winCard, s.winHand,
                (s.leader + position) & 3, 4 - position);
        boolean maxWins = (winner & 1) == s.maxSide;
        if (maxWins && needed <= 1) {
            quickTrickCutoffs++;
            winRanks[depth] = quickTricks.winRanks;
            return s.maxTricks + 1;
        }
        if (!maxWins && needed >= tricksLeft) {
            quickTrickCutoffs++;
            winRanks[depth] = quickTricks.winRanks;
            return s.maxTricks + tricksLeft - 1;
        }
        return UNKNOWN;
    }

    /** Fourth hand: the trick's last card, then the next trick's lead. */
    private int fourth(int depth, int target) {
        int decided = decidedByThisTrick(depth, target);
        if (decided != UNKNOWN) {
            return decided;
        }
        PlayState s = state;
        Moves m = moves;
        int seat = (s.leader + 3) & 3;
        boolean isMax = (seat & 1) == s.maxSide;
        boolean etc = useEtc && depth >= etcMinCards;
        long merged = 0;
        int triedLow = 0;
        int below = 0;
        int first = -1;
        int firstValue = isMax ? -1 : Integer.MAX_VALUE;
        long firstClass = 0;
        if (useOrdering && !etc) {
            // The last hand nearly always cuts off with the card E4 §5's weights put first: the lowest
            // card that takes the trick from the opponents, or else its lowest card. Try that one
            // before generating and weighing the others.
            int ledSuit = s.playedCard[depth + 3] >>> 4;
            long suited = s.hands[seat] & SUIT[ledSuit];
            if (suited != 0) {
                long candidates = suited;
                int winCard = s.winCard;
                if (((s.winHand ^ seat) & 1) != 0 && (winCard >>> 4) == ledSuit) {
                    long beating = suited & -(2L << winCard);
                    if (beating != 0) {
                        candidates = beating;
                    }
                }
                long equivalents = m.equivalents(seat, CardSets.card(CardSets.lowest(candidates)));
                first = CardSets.card(CardSets.highest(equivalents));
                s.make(depth, first);
                nodes++;
                long trickRanks = s.trickWinRanks();
                int result = lead(depth - 1, target);
                long ranks = winRanks[depth - 1] | trickRanks;
                s.unmake(depth);
                if ((result >= target) == isMax) {
                    winRanks[depth] = ranks;
                    if (depth == rootDepth) {
                        rootMove = first;
                    }
                    return result;
                }
                firstValue = result;
                merged = ranks;
                triedLow = Moves.tried(0, first);
                below = Moves.irrelevantBelow(0, first, ranks);
                firstClass = equivalents;
            }
        }
        int count = m.generateFollow(depth, 3);
        int base = depth * MOVES;
        if (etc) {
            // E4 §6, enhanced transposition cutoffs: does a card lead to a known position that wins?
            for (int i = 0; i < count; i++) {
                int card = m.moveCard[base + i];
                s.make(depth, card);
                int known = knownValue(depth - 1, target);
                if (known != UNKNOWN && (known >= target) == isMax) {
                    long ranks = winRanks[depth - 1] | s.trickWinRanks();
                    s.unmake(depth);
                    etcCutoffs++;
                    winRanks[depth] = ranks;
                    return known;
                }
                s.unmake(depth);
            }
        }
        int value = firstValue;
        boolean cut = false;
        int searched = 0;
        for (int i = 0; i < count; i++) {
            int index = m.nextMove(base, i, count);
            int card = m.moveCard[base + index];
            if (card == first || skipSmall(card, merged, triedLow, below)) {
                continue;
            }
            s.make(depth, card);
            nodes++;
            long trickRanks = s.trickWinRanks();
            int result = lead(depth - 1, target);
            long ranks = winRanks[depth - 1] | trickRanks;
            s.unmake(depth);
            triedLow = Moves.tried(triedLow, card);
            searched |= 1 << index;
            if ((result >= target) == isMax) {
                merged = ranks;
                value = result;
                cut = true;
                if (depth == rootDepth) {
                    rootMove = card;
                }
                break;
            }
            value = isMax ? Math.max(value, result) : Math.min(value, result);
            merged |= ranks;
            below = Moves.irrelevantBelow(below, card, ranks);
        }
        if (!cut) {
            merged = winning.withClasses(merged, base, searched, firstClass);
        }
        winRanks[depth] = merged;
        return value;
    }

    /**
     * What the table (or TargetTooLowOrHigh) knows about the trick-start position at {@code depth}
     * for the current target: a fail-soft bound that decides it, or {@link #UNKNOWN}. Sets the winning
     * ranks on a hit. Not counted as a table cutoff (ETC counts its own).
     */
    private int knownValue(int depth, int target) {
        int tricksLeft = depth >>> 2;
        int maxTricks = state.maxTricks;
        if (maxTricks >= target) {
            winRanks[depth] = 0;
            return maxTricks;
        }
        if (maxTricks + tricksLeft < target) {
            winRanks[depth] = 0;
            return maxTricks + tricksLeft;
        }
        return probeTable(tableHere(), keys.key(tableKeys[depth]), depth, tricksLeft, target - maxTricks);
    }

    /** Second and third hand: the plain loop. */
    private int follow(int depth, int target, int position, boolean isMax) {
        PlayState s = state;
        Moves m = moves;
        int count = m.generateFollow(depth, position);
        int base = depth * MOVES;
        int value = isMax ? -1 : Integer.MAX_VALUE;
        boolean cut = false;
        long merged = 0;
        int triedLow = 0;
        int below = 0;
        int searched = 0;
        for (int i = 0; i < count; i++) {
            int index = m.nextMove(base, i, count);
            int card = m.moveCard[base + index];
            if (skipSmall(card, merged, triedLow, below)) {
                continue;
            }
            s.make(depth, card);
            nodes++;
            int result = position == 1 ? third(depth - 1, target) : fourth(depth - 1, target);
            s.unmake(depth);
            triedLow = Moves.tried(triedLow, card);
            searched |= 1 << index;
            if ((result >= target) == isMax) {
                merged = winRanks[depth - 1];
                value = result;
                cut = true;
                if (depth == rootDepth) {
                    rootMove = card;
                }
                break;
            }
            value = isMax ? Math.max(value, result) : Math.min(value, result);
            merged |= winRanks[depth - 1];
            below = Moves.irrelevantBelow(below, card, winRanks[depth - 1]);
        }
        if (!cut) {
            merged = winning.withClasses(merged, base, searched, 0);
        }
        winRanks[depth] = merged;
        return value;
    }

    /** The last trick: every hand holds one card (E4 §2, Evaluate); the exact value. */
    private int lastTrick(int depth) {
        PlayState s = state;
        long[] hands = s.hands;
        int lead = s.leader;
        int trump = s.trump;
        int best = Long.numberOfTrailingZeros(hands[lead]);
        int bestSeat = lead;
        long cards = 1L << best;
        for (int i = 1; i < 4; i++) {
            int seat = (lead + i) & 3;
            int card = Long.numberOfTrailingZeros(hands[seat]);
            cards |= 1L << card;
            if (Position.beats(card, best, trump)) {
                best = card;
                bestSeat = seat;
            }
        }
        // Won by rank only when another card of the winner's suit was played.
        winRanks[depth] = Long.bitCount(cards & SUIT[best >>> 4]) >= 2 ? 1L << best : 0;
        return s.maxTricks + ((bestSeat & 1) == s.maxSide ? 1 : 0);
    }
}
