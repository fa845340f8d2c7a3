package org.zwang.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;
import org.zwang.search.tt.HashedTranspositionTable;

/**
 * Enhanced transposition cutoffs ({@link Game#enhancedTranspositionCutoffs}) on a small game full of
 * transpositions: the searches stay exact (equal to minimax), a game that declines is searched
 * exactly as before, and where a child's stored bound refutes, the node is cut without a search.
 */
class EnhancedTranspositionCutoffsTest {

    /**
     * Two players take turns taking one of a few valued items; at the end each scores the sum of the
     * items taken, and the value is the difference. A position is who took which items and whose turn
     * it is, so every order of the same takes transposes.
     */
    static final class TakeItems implements Game {
        private final int[] values;
        private final boolean etc;
        private int mine;
        private int theirs;
        private int side;

        TakeItems(int[] values, boolean etc) {
            this.values = values;
            this.etc = etc;
        }

        private int free() {
            return ~(mine | theirs) & ((1 << values.length) - 1);
        }

        @Override
        public int maxMoves() {
            return values.length;
        }

        @Override
        public int maxPlies() {
            return Integer.bitCount(free());
        }

        @Override
        public int generateMoves(int[] moves, int offset) {
            int count = 0;
            for (int rest = free(); rest != 0; rest &= rest - 1) {
                moves[offset + count++] = Integer.numberOfTrailingZeros(rest);
            }
            return count;
        }

        @Override
        public void makeMove(int move) {
            mine |= 1 << move;
            int t = mine;
            mine = theirs;
            theirs = t;
            side ^= 1;
        }

        @Override
        public void unmakeMove(int move) {
            int t = mine;
            mine = theirs;
            theirs = t;
            side ^= 1;
            mine &= ~(1 << move);
        }

        @Override
        public int sideToMove() {
            return side;
        }

        @Override
        public boolean isTerminal() {
            return free() == 0;
        }

        @Override
        public int terminalValue() {
            int value = 0;
            for (int i = 0; i < values.length; i++) {
                value += (mine >>> i & 1) * values[i] - (theirs >>> i & 1) * values[i];
            }
            return value;
        }

        @Override
        public int evaluate() {
            return terminalValue();
        }

        @Override
        public long hashKey() {
            return ((long) mine << 32 | (long) theirs << 1 | side) * 0x9E37_79B9_7F4A_7C15L;
        }

        @Override
        public boolean enhancedTranspositionCutoffs(int depth) {
            return etc;
        }
    }

    private static int[] randomValues(long seed, int count) {
        Random random = new Random(seed);
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            values[i] = random.nextInt(41) - 20;
        }
        return values;
    }

    private static SearchResult pvs(int[] values, boolean etc) {
        TakeItems game = new TakeItems(values, etc);
        PrincipalVariationSearch search = new PrincipalVariationSearch(HashedTranspositionTable.forGames(1 << 16),
                SearchOptions.defaults());
        return search.search(game, game.maxPlies());
    }

    @Property(tries = 200)
    void tableSearchesWithCutoffsOfChildrenEqualMinimax(@ForAll @LongRange(min = 0, max = 1_000_000) long seed,
            @ForAll @IntRange(min = 2, max = 7) int items) {
        int[] values = randomValues(seed, items);
        TakeItems game = new TakeItems(values, true);
        int exact = new Minimax().search(game, game.maxPlies()).value();
        assertEquals(exact, pvs(values, true).value(), "PVS");
        AlphaBeta alphaBeta = new AlphaBeta(HashedTranspositionTable.forGames(1 << 16), SearchOptions.defaults());
        assertEquals(exact, alphaBeta.search(game, game.maxPlies()).value(), "alpha-beta");
        MtdF mtdf = new MtdF(HashedTranspositionTable.forGames(1 << 16), SearchOptions.defaults());
        assertEquals(exact, mtdf.search(game, game.maxPlies()).value(), "MTD(f)");
    }

    /** A game that declines (the default) is searched exactly as without the cutoffs: none taken. */
    @Property(tries = 50)
    void declinedMeansNone(@ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        SearchResult result = pvs(randomValues(seed, 7), false);
        assertEquals(0, result.stats().childTableCutoffs);
    }

    /**
     * Seven items of mixed values, a fixed case: once the first moves' subtrees are in the table,
     * later nodes find a child already proved good enough (the same takes in another order). The
     * cutoffs are taken, the search visits fewer nodes for them (598 against 714 when this was
     * written), and the value is minimax's.
     */
    @Test
    void aRefutingChildBoundCutsTheNode() {
        int[] values = {6, 3, -3, 10, -12, 11, -6};
        TakeItems game = new TakeItems(values, false);
        int exact = new Minimax().search(game, game.maxPlies()).value();
        SearchResult with = pvs(values, true);
        SearchResult without = pvs(values, false);
        assertEquals(exact, with.value());
        assertEquals(exact, without.value());
        assertTrue(with.stats().childTableCutoffs > 0, "no child's bound cut a node");
        assertTrue(with.stats().nodes < without.stats().nodes,
                "with cutoffs " + with.stats().nodes + " nodes, without " + without.stats().nodes);
    }
}
