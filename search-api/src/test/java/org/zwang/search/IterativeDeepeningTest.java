package org.zwang.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.search.tt.HashedTranspositionTable;

/** Limits, stopping and reporting of iterative deepening. */
class IterativeDeepeningTest {

    @Test
    void reportsEveryIteration() {
        List<Integer> depths = new ArrayList<>();
        IterativeDeepening<Game> deepening = new IterativeDeepening<>(new AlphaBeta());
        SearchResult result = deepening.run(new UniformTree(7, 4, 6), SearchLimits.depth(5),
                iteration -> depths.add(iteration.depth()));
        assertEquals(List.of(1, 2, 3, 4, 5), depths);
        assertEquals(5, result.depth());
        assertTrue(result.complete());
    }

    @Test
    void nodeLimitStopsTheSearchAndRestoresTheGame() {
        UniformTree tree = new UniformTree(11, 6, 12);
        long key = tree.hashKey();
        SearchResult result = new IterativeDeepening<>(new PrincipalVariationSearch())
                .run(tree, SearchLimits.none().maxNodes(5000), SearchListener.none());
        assertFalse(result.complete());
        assertTrue(result.stats().nodes <= 5000, "nodes " + result.stats().nodes);
        assertEquals(key, tree.hashKey(), "the aborted search must take back its moves");
        assertEquals(0, tree.maxPlies() - 12, "the tree must be back at its root");
        assertNotEquals(Values.NO_MOVE, result.bestMove());
        assertTrue(result.bestMove() >= 0 && result.bestMove() < 6);
    }

    @Test
    void raisedStopFlagStillGivesALegalMove() {
        StopFlag flag = new StopFlag();
        flag.stop();
        UniformTree tree = new UniformTree(3, 5, 10);
        SearchResult result = new IterativeDeepening<>(new AlphaBeta())
                .run(tree, SearchLimits.none().stopFlag(flag).maxNodes(10), SearchListener.none());
        assertFalse(result.complete());
        assertTrue(result.bestMove() >= 0 && result.bestMove() < 5);
    }

    @Test
    void timeLimitIsHonoured() {
        // On the real clock: the tree is far too deep to finish, so only the 200 ms limit ends the
        // search (without it, the test would hang), and it must not stop early. How soon after the
        // limit it ends is a matter of a busy machine's scheduling, so no upper bound is asserted:
        // the exact rule (the first look at the clock past the limit aborts) is checked on a clock of
        // the test's own below.
        UniformTree tree = new UniformTree(5, 8, 40);
        long start = System.nanoTime();
        SearchResult result = new IterativeDeepening<>(new AlphaBeta())
                .run(tree, SearchLimits.none().hardTimeMillis(200), SearchListener.none());
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertFalse(result.complete());
        assertTrue(millis >= 200, "a 200 ms limit ended after " + millis + " ms");
        assertTrue(result.depth() >= 1);
    }

    @Test
    void theSearchStopsAtTheFirstLookAtTheClockPastTheHardLimit() {
        // A clock that advances one millisecond each time it is read: with a 50 ms limit, the 51st
        // read (50 ms) must abort the search, and the clock must not be read again.
        long[] reads = {0};
        UniformTree tree = new UniformTree(5, 8, 40);
        SearchResult result = new IterativeDeepening<>(new AlphaBeta()).run(tree,
                SearchLimits.none().hardTimeMillis(50).clock(() -> reads[0]++ * 1_000_000L), SearchListener.none());
        assertFalse(result.complete());
        assertEquals(51, reads[0]);
        assertTrue(result.stats().nodes >= 30L * SearchControl.POLL_INTERVAL, "nodes " + result.stats().nodes);
    }

    @Test
    void nodeLimitHoldsForTheWholeDeepeningAndCountsTheAbortedIteration() {
        // The budget is for the whole search, not for each iteration: the search that reaches it is
        // aborted at exactly that node, and its nodes are in the total.
        UniformTree tree = new UniformTree(11, 6, 12);
        SearchResult result = new IterativeDeepening<>(new PrincipalVariationSearch())
                .run(tree, SearchLimits.none().maxNodes(5000), SearchListener.none());
        assertFalse(result.complete());
        assertEquals(5000, result.stats().nodes);
    }

    @Test
    void principalVariationReSearchesAreNotIterations() {
        // iterations counts the searches a driver runs; one PVS search runs one, whatever its re-searches
        SearchResult result = new PrincipalVariationSearch().search(new UniformTree(21, 6, 7), 7);
        assertEquals(0, result.stats().iterations);
    }

    @Test
    void aspirationFailuresAreReportedAndResolved() {
        List<Integer> failures = new ArrayList<>();
        UniformTree tree = new UniformTree(99, 5, 7);
        int truth = new Minimax().search(new UniformTree(99, 5, 7), 7).value();
        SearchResult result = new IterativeDeepening<>(new AlphaBeta(HashedTranspositionTable.forGames(1 << 20),
                SearchOptions.defaults()), 1, null).run(tree, SearchLimits.depth(7), new SearchListener<>() {
                    @Override
                    public void iterationFinished(SearchResult iteration) {
                    }

                    @Override
                    public void aspirationFailed(int depth, SearchResult failed) {
                        failures.add(depth);
                    }
                });
        assertEquals(truth, result.value());
        assertFalse(failures.isEmpty(), "a window of ±1 on a random tree must fail at some depth");
        assertTrue(result.stats().iterations >= failures.size());
    }

    @Test
    void theFailingSideWidensByTheFactor() {
        // Records every window the deepening asks for; at each depth the first is (g - 1, g + 1), and
        // each re-search multiplies the failing side's half-width by 3 and keeps the other.
        List<int[]> windows = new ArrayList<>();
        AlphaBeta inner = new AlphaBeta(HashedTranspositionTable.forGames(1 << 20), SearchOptions.defaults());
        DepthLimitedSearch<Game> recording = new DepthLimitedSearch<>() {
            @Override
            public String name() {
                return "recording";
            }

            @Override
            public SearchResult search(Game game, int depth, int alpha, int beta, int guess, int rootMove,
                    SearchControl control) {
                windows.add(new int[] {depth, alpha, beta, guess});
                return inner.search(game, depth, alpha, beta, guess, rootMove, control);
            }

            @Override
            public SearchStats stats() {
                return inner.stats();
            }
        };
        new IterativeDeepening<>(recording, 1, null).withWidening(3).run(new UniformTree(99, 5, 7),
                SearchLimits.depth(7), SearchListener.none());
        int widened = 0;
        for (int i = 1; i < windows.size(); i++) {
            int[] before = windows.get(i - 1);
            int[] now = windows.get(i);
            if (now[0] != before[0]) {
                assertTrue(now[0] == 1 || (now[2] - now[3] == 1 && now[3] - now[1] == 1), "a new depth starts at ±1");
                continue;
            }
            int guess = now[3];
            long low = guess - before[1];
            long high = before[2] - guess;
            boolean lowWidened = guess - now[1] == 3 * low && now[2] - guess == high;
            boolean highWidened = now[2] - guess == 3 * high && guess - now[1] == low;
            boolean clamped = now[1] == -Values.INFINITE || now[2] == Values.INFINITE;
            assertTrue(lowWidened || highWidened || clamped, "window " + before[1] + ".." + before[2] + " then "
                    + now[1] + ".." + now[2] + " around " + guess);
            widened++;
        }
        assertTrue(widened > 0, "a window of ±1 on a random tree must fail at some depth");
    }

    @Test
    void badLimitsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.depth(0));
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.none().maxNodes(0));
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.none().hardTimeMillis(-1));
        assertThrows(IllegalArgumentException.class, () -> new IterativeDeepening<>(new AlphaBeta(), -1, null));
        assertThrows(IllegalArgumentException.class, () -> new IterativeDeepening<>(new AlphaBeta()).withWidening(1));
    }
}
