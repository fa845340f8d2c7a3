package org.zwang.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.search.games.RandomTree;
import org.zwang.search.tt.HashedTranspositionTable;

/** Limits, stopping and reporting of iterative deepening. */
class IterativeDeepeningTest {

    @Test
    void reportsEveryIteration() {
        List<Integer> depths = new ArrayList<>();
        IterativeDeepening deepening = new IterativeDeepening(new AlphaBeta());
        SearchResult result = deepening.run(RandomTree.uniform(7, 4, 6), SearchLimits.depth(5), new SearchListener() {
            @Override
            public void iterationFinished(SearchResult iteration) {
                depths.add(iteration.depth());
            }
        });
        assertEquals(List.of(1, 2, 3, 4, 5), depths);
        assertEquals(5, result.depth());
        assertTrue(result.complete());
    }

    @Test
    void nodeLimitStopsTheSearchAndRestoresTheGame() {
        RandomTree tree = RandomTree.uniform(11, 6, 12);
        long key = tree.hashKey();
        SearchResult result = new IterativeDeepening(new PrincipalVariationSearch())
                .run(tree, SearchLimits.none().maxNodes(5000), SearchListener.NONE);
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
        RandomTree tree = RandomTree.uniform(3, 5, 10);
        SearchResult result = new IterativeDeepening(new AlphaBeta())
                .run(tree, SearchLimits.none().stopFlag(flag).maxNodes(10), SearchListener.NONE);
        assertFalse(result.complete());
        assertTrue(result.bestMove() >= 0 && result.bestMove() < 5);
    }

    @Test
    void timeLimitIsHonoured() {
        RandomTree tree = RandomTree.uniform(5, 8, 40);
        long start = System.nanoTime();
        SearchResult result = new IterativeDeepening(new AlphaBeta())
                .run(tree, SearchLimits.none().hardTimeMillis(200), SearchListener.NONE);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertFalse(result.complete());
        assertTrue(millis < 5_000, "a 200 ms limit took " + millis + " ms");
        assertTrue(result.depth() >= 1);
    }

    @Test
    void aspirationFailuresAreReportedAndResolved() {
        List<Integer> failures = new ArrayList<>();
        RandomTree tree = RandomTree.uniform(99, 5, 7);
        int truth = new Minimax().search(RandomTree.uniform(99, 5, 7), 7).value();
        SearchResult result = new IterativeDeepening(new AlphaBeta(HashedTranspositionTable.forGames(1 << 20),
                SearchOptions.defaults()), 1, null).run(tree, SearchLimits.depth(7), new SearchListener() {
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
    void badLimitsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.depth(0));
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.none().maxNodes(0));
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.none().hardTimeMillis(-1));
        assertThrows(IllegalArgumentException.class, () -> new IterativeDeepening(new AlphaBeta(), -1, null));
    }
}
