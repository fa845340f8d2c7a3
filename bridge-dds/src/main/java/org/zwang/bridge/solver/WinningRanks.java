package org.zwang.bridge.solver;

/**
 * Winning-rank bookkeeping (Haglund E4 §7.2): the cards whose holders decided each node's result,
 * one {@code long} per depth, so MergeMoveData is a copy and MergeAllMovesData an OR; and the
 * equivalence classes that a node where every card failed must add ({@link #withClasses}).
 */
final class WinningRanks {

    /** The winning ranks backed up to each depth by the last search of it. */
    final long[] ranks = new long[PlayState.MAX_DEPTH + 1];
    private final Moves moves;
    private final PlayState state;
    private final boolean useEquivalents;
    private final boolean useBottomRuns;

    WinningRanks(Moves moves, PlayState state, SolverOptions options) {
        this.moves = moves;
        this.state = state;
        this.useEquivalents = options.equivalentCards();
        this.useBottomRuns = options.isOn(SolverOptions.Feature.BOTTOM_RUNS);
    }

    /**
     * At the start of a trick: the winning ranks without the cards the suit lengths already decide.
     * The lowest cards of a suit, up to the first card another hand holds, all belong to the hand
     * holding the lowest: once the holders of every higher card and the hands' lengths are fixed,
     * so are theirs. So when a suit's lowest winning rank lies in that bottom run, the card just
     * above the run can take its place (and when one hand holds the whole suit, the suit needs no
     * winning rank at all): the partition stored is larger, and so are the ones the earlier tricks
     * store. (Xue's bridge-solver makes its patterns more general the same way.)
     */
    long withoutBottomRuns(long ranks) {
        if (!useBottomRuns || ranks == 0) {
            return ranks;
        }
        long remaining = state.remaining;
        long[] hands = state.hands;
        for (int suit = 0; suit < 4; suit++) {
            int winners = CardSets.lane(ranks, suit);
            if (winners == 0) {
                continue;
            }
            int cards = CardSets.lane(remaining, suit);
            int lowest = Integer.numberOfTrailingZeros(cards);
            int holder = state.holderOf[(suit << 4) | lowest];
            int others = cards & ~CardSets.lane(hands[holder], suit);
            int shift = suit << 4;
            if (others == 0) {
                ranks &= ~CardSets.SUIT[suit];
                continue;
            }
            int lowestOther = others & -others;
            if ((winners & -winners) < lowestOther) {
                int kept = (winners & -lowestOther) | lowestOther;
                ranks = (ranks & ~CardSets.SUIT[suit]) | (long) kept << shift;
            }
        }
        return ranks;
    }

    /**
     * At a node where every card failed, the cards each searched card stood for (its equivalence
     * class, E4 §1) must keep their holders in every position the result is stored for, whenever
     * the searched card itself is among the ranks that matter (at or above the suit's lowest
     * winning rank): otherwise a position where another hand holds one of them would offer the
     * player a card the search never answered. Adding a class can lower the suit's lowest winning
     * rank and bring further classes in, hence the loop. Where a card succeeded, its class is not
     * needed: the same card is there to play in every such position.
     *
     * @param searched bit set of the indices (at {@code base}) of the moves searched
     * @param extraClass the class of a card searched before the moves were generated, or 0
     */
    long withClasses(long merged, int base, int searched, long extraClass) {
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
        long[] equivalents = moves.moveEquivalents;
        int[] cards = moves.moveCard;
        for (int rest = searched; rest != 0; rest &= rest - 1) {
            int move = base + Integer.numberOfTrailingZeros(rest);
            long members = equivalents[move];
            if ((members & ~merged) != 0 && inRegion(cards[move], merged)) {
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
}
