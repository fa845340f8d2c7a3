package org.zwang.duck.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLongArray;
import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.search.BoardSearch;
import org.zwang.duck.search.SearchSettings;
import org.zwang.duck.testing.TestPositions;
import org.zwang.search.SearchLimits;
import org.zwang.search.SearchResult;
import org.zwang.search.SearchStats;
import org.zwang.search.StopFlag;
import org.zwang.search.Values;
import org.zwang.search.tt.Bound;
import org.zwang.search.tt.HashedTranspositionTable;

/** Lazy SMP's helpers: which depths they search, and whose result the engine plays. */
class HelperThreadsTest {

    private static final long TABLE_BYTES = 4L << 20;

    /** Hand-checked: helper 1 takes every depth past the main search's; helper 2 also skips odd ones (skip row 0). */
    @Test
    void helpersConsiderOnlyDepthsBeyondTheMainSearch() {
        for (int main = 1; main <= 12; main++) {
            for (int depth = 1; depth <= 20; depth++) {
                assertEquals(depth > main, HelperThreads.searches(1, depth, main), "helper 1, depth " + depth + ", main " + main);
                assertEquals(depth > main && depth % 2 == 0, HelperThreads.searches(2, depth, main),
                        "helper 2, depth " + depth + ", main " + main);
            }
        }
        // helper 3 has Stockfish's second row (size 1, phase 1): the odd depths past the main search's
        assertFalse(HelperThreads.searches(3, 6, 4));
        assertTrue(HelperThreads.searches(3, 5, 4));
        assertFalse(HelperThreads.searches(3, 3, 4));
    }

    /**
     * A helper started while the main search is on depth 3, with a depth limit of 5, searches
     * depths 4 and 5 only: its nodes are those of a lone search of exactly those depths (on a table of
     * its own, as the helper's is here), not of depths 2, 4, 5 (the skip tables alone) or 2 to 5.
     */
    @Test
    void aHelperSearchesOnlyTheDepthsAheadOfTheMainSearch() throws Exception {
        Board board = Board.fromFen(TestPositions.DUCK_FENS.get(3), Variant.DUCK);
        SearchKind kind = SearchKind.BUNDLE;
        SearchSettings settings = SearchSettings.engine().withSelectivity(true);

        BoardSearch[] searches = {kind.search(kind.table(TABLE_BYTES), settings),
            kind.search(kind.table(TABLE_BYTES), settings)};
        HelperThreads helpers = new HelperThreads();
        helpers.resize(1);
        SearchResult helped;
        try {
            helpers.mainSearching(3);
            List<Future<SearchResult>> running = helpers.start(searches, 1, board, new StopFlag(),
                    SearchLimits.UNLIMITED, 5, new AtomicLongArray(1));
            helped = HelperThreads.join(running).get(0);
        } finally {
            helpers.resize(0);
        }

        BoardSearch alone = kind.search(kind.table(TABLE_BYTES), settings);
        alone.newHelperSearch();
        int[] depths = new int[8];
        int[] count = {0};
        SearchResult lone = BoardSearch.deepening(alone).withDepths(depth -> depth == 4 || depth == 5)
                .run(board.copy(), SearchLimits.depth(5), iteration -> depths[count[0]++] = iteration.depth());
        assertEquals("[4, 5]", Arrays.toString(Arrays.copyOf(depths, count[0])), "the oracle's own depths");
        assertEquals(5, helped.depth());
        assertTrue(helped.complete());
        assertEquals(lone.stats().nodes, helped.stats().nodes, "the helper searched depths 4 and 5 only");
        assertEquals(lone.bestMove(), helped.bestMove());
    }

    @Test
    void theDeepestCompletedIterationDecidesThenTheScore() {
        SearchResult main = result(7, 10);
        SearchResult deeperWorse = result(8, -50);
        assertSame(deeperWorse, HelperThreads.best(main, List.of(deeperWorse)), "deeper wins whatever its score");
        SearchResult sameDepthBetter = result(7, 30);
        assertSame(sameDepthBetter, HelperThreads.best(main, List.of(sameDepthBetter)), "equal depth: the higher score");
        assertSame(main, HelperThreads.best(main, List.of(result(7, 10))), "a tie keeps the main search's");
        assertSame(main, HelperThreads.best(main, List.of(result(6, 500))), "shallower never wins");
        SearchResult first = result(8, 0);
        SearchResult second = result(8, 20);
        assertSame(second, HelperThreads.best(main, List.of(first, second)));
        assertSame(second, HelperThreads.best(main, List.of(second, first)));
    }

    @Test
    void helpersWithoutACompletedIterationArePassedOver() {
        SearchResult main = result(3, 0);
        assertSame(main, HelperThreads.best(main, Arrays.asList((SearchResult) null)), "a failed helper");
        SearchResult unsearched = new SearchResult(900, Bound.EXACT, Values.NO_MOVE, new int[0], 0, new SearchStats(), false);
        assertSame(main, HelperThreads.best(main, List.of(unsearched)));
        // the main search stopped before its first iteration; a helper completed one
        SearchResult noMain = new SearchResult(0, Bound.EXACT, Values.NO_MOVE, new int[0], 0, new SearchStats(), false);
        SearchResult helper = result(2, -5);
        assertSame(helper, HelperThreads.best(noMain, List.of(helper)));
    }

    @Test
    void nodesAreSummedOverTheHelpersThatAnswered() {
        SearchStats a = new SearchStats();
        a.nodes = 1_000;
        SearchStats b = new SearchStats();
        b.nodes = 234;
        List<SearchResult> results = Arrays.asList(new SearchResult(0, Bound.EXACT, move(), new int[0], 1, a, false), null,
                new SearchResult(0, Bound.EXACT, move(), new int[0], 1, b, false));
        assertEquals(1_234, HelperThreads.nodes(results));
    }

    private static SearchResult result(int depth, int value) {
        return new SearchResult(value, Bound.EXACT, move(), new int[] {move()}, depth, new SearchStats(), true);
    }

    /** Any move but {@link Values#NO_MOVE}: the choice of a result looks at depths and scores only. */
    private static int move() {
        return Values.NO_MOVE + 1;
    }
}
