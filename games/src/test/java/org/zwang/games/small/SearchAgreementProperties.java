package org.zwang.games.small;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.zwang.games.small.RandomTree;
import org.zwang.search.AlphaBeta;
import org.zwang.search.Game;
import org.zwang.search.IterativeDeepening;
import org.zwang.search.Minimax;
import org.zwang.search.MtdF;
import org.zwang.search.SearchControl;
import org.zwang.search.SearchLimits;
import org.zwang.search.SearchListener;
import org.zwang.search.SearchOptions;
import org.zwang.search.SearchResult;
import org.zwang.search.TargetBisection;
import org.zwang.search.Values;
import org.zwang.search.ZeroWindowSearch;
import org.zwang.search.tt.Bound;

/**
 * Every technique returns the brute-force minimax value on random game trees: trees and graphs
 * (transpositions), fixed and variable branching, alternating and irregular turns, full depth and
 * depth-limited, with and without a table.
 */
class SearchAgreementProperties {

    /** The shape of a random tree, for shrinking and messages. */
    static final class TreeSpec {
        final long seed;
        final int branching;
        final int depth;
        final boolean variable;
        final boolean irregular;
        final int nodesPerLevel;

        TreeSpec(long seed, int branching, int depth, boolean variable, boolean irregular, int nodesPerLevel) {
            this.seed = seed;
            this.branching = branching;
            this.depth = depth;
            this.variable = variable;
            this.irregular = irregular;
            this.nodesPerLevel = nodesPerLevel;
        }

        RandomTree create() {
            return new RandomTree(seed, branching, depth, variable, irregular, nodesPerLevel);
        }

        @Override
        public String toString() {
            return create().toString();
        }
    }

    @Provide
    Arbitrary<TreeSpec> trees() {
        return Combinators.combine(
                Arbitraries.longs(),
                Arbitraries.integers().between(1, 5),
                Arbitraries.integers().between(1, 6),
                Arbitraries.of(true, false),
                Arbitraries.of(true, false),
                Arbitraries.oneOf(Arbitraries.just(0), Arbitraries.integers().between(1, 12)))
                .as(TreeSpec::new)
                .filter(spec -> Math.pow(spec.branching, spec.depth) <= 6000);
    }

    @Property(tries = 1000)
    void everyTechniqueEqualsMinimaxAtFullDepth(@ForAll("trees") TreeSpec spec) {
        int expected = new Minimax().search(spec.create(), spec.depth).value();
        for (Searches.Named technique : Searches.all()) {
            RandomTree tree = spec.create();
            long keyBefore = tree.hashKey();
            SearchResult result = technique.create().search(tree, spec.depth);
            assertEquals(expected, result.value(), technique + " on " + spec);
            assertEquals(Bound.EXACT, result.bound(), technique + " bound on " + spec);
            assertEquals(keyBefore, tree.hashKey(), technique + " must leave the game as it found it");
        }
    }

    @Property(tries = 1000)
    void everyTechniqueEqualsMinimaxWhenDepthLimited(@ForAll("trees") TreeSpec spec,
            @ForAll("fractions") double fraction) {
        int depth = Math.max(1, (int) Math.round(spec.depth * fraction));
        int expected = new Minimax().search(spec.create(), depth).value();
        for (Searches.Named technique : Searches.all()) {
            assertEquals(expected, technique.create().search(spec.create(), depth).value(),
                    technique + " at depth " + depth + " on " + spec);
        }
    }

    @Provide
    Arbitrary<Double> fractions() {
        return Arbitraries.doubles().between(0.2, 1.0);
    }

    @Property(tries = 1000)
    void mtdfAndBisectionAgreeWithAlphaBeta(@ForAll("trees") TreeSpec spec, @ForAll("guesses") int guess) {
        int expected = new AlphaBeta().search(spec.create(), spec.depth).value();
        SearchControl none = SearchControl.none();
        int full = Values.INFINITE;
        assertEquals(expected, new MtdF(Searches.table(), SearchOptions.defaults())
                .search(spec.create(), spec.depth, -full, full, guess, none).value(), "mtdf from guess " + guess);
        assertEquals(expected, new TargetBisection(Searches.table(), SearchOptions.defaults(),
                TargetBisection.Strategy.FROM_GUESS).search(spec.create(), spec.depth, -full, full, guess, none)
                .value(), "bisection from guess " + guess);
    }

    @Provide
    Arbitrary<Integer> guesses() {
        return Arbitraries.integers().between(-RandomTree.VALUE_RANGE, RandomTree.VALUE_RANGE);
    }

    @Property(tries = 1000)
    void alphaBetaNeverVisitsMoreNodesThanMinimax(@ForAll("trees") TreeSpec spec) {
        long minimaxNodes = new Minimax().search(spec.create(), spec.depth).stats().nodes;
        for (SearchOptions options : new SearchOptions[] {SearchOptions.defaults(),
            SearchOptions.defaults().moveOrdering(false)}) {
            long alphaBetaNodes = new AlphaBeta(null, options).search(spec.create(), spec.depth).stats().nodes;
            assertTrue(alphaBetaNodes <= minimaxNodes,
                    "alpha-beta (" + options + ") " + alphaBetaNodes + " > minimax " + minimaxNodes + " on " + spec);
        }
        if (spec.nodesPerLevel == 0) {
            // On a tree (no transpositions) a table can only save nodes, never add them.
            long withTable = new AlphaBeta(Searches.table(), SearchOptions.defaults())
                    .search(spec.create(), spec.depth).stats().nodes;
            assertTrue(withTable <= minimaxNodes, "alpha-beta with table visited more nodes than minimax on " + spec);
        }
    }

    @Property(tries = 1000)
    void principalVariationReplaysToALeafOfTheReturnedValue(@ForAll("trees") TreeSpec spec,
            @ForAll("fractions") double fraction) {
        int depth = Math.max(1, (int) Math.round(spec.depth * fraction));
        for (Searches.Named technique : Searches.all()) {
            RandomTree tree = spec.create();
            SearchResult result = technique.create().search(tree, depth);
            int[] line = result.principalVariation();
            assertTrue(line.length > 0, technique + " gave no principal variation on " + spec);
            assertEquals(line[0], result.bestMove(), technique + ": best move is the PV's first move");
            int rootSide = tree.sideToMove();
            int[] buffer = new int[tree.maxMoves()];
            for (int ply = 0; ply < line.length; ply++) {
                int count = tree.generateMoves(buffer, 0);
                boolean legal = false;
                for (int i = 0; i < count; i++) {
                    legal |= buffer[i] == line[ply];
                }
                assertTrue(legal, technique + ": PV move " + ply + " is not legal on " + spec);
                tree.makeMove(line[ply]);
            }
            assertTrue(tree.isTerminal() || line.length == depth,
                    technique + ": PV of length " + line.length + " stops before a leaf at depth " + depth + " on " + spec);
            int leafValue = tree.evaluate();
            int fromRoot = tree.sideToMove() == rootSide ? leafValue : -leafValue;
            assertEquals(result.value(), fromRoot, technique + ": PV leaf value on " + spec);
        }
    }

    @Property(tries = 1000)
    void failSoftResultsBoundTheTrueValue(@ForAll("trees") TreeSpec spec, @ForAll("guesses") int a,
            @ForAll("guesses") int b) {
        int alpha = Math.min(a, b);
        int beta = Math.max(a, b) + 1;
        int truth = new Minimax().search(spec.create(), spec.depth).value();
        for (Searches.Named technique : Searches.all()) {
            SearchResult result = technique.create().search(spec.create(), spec.depth, alpha, beta, (alpha + beta) / 2,
                    SearchControl.none());
            int value = result.value();
            String where = technique + " window (" + alpha + ", " + beta + ") on " + spec;
            if (value <= alpha) {
                assertTrue(truth <= value, "fail-low value must be an upper bound: " + where);
                assertEquals(Bound.UPPER, result.bound(), where);
            } else if (value >= beta) {
                assertTrue(truth >= value, "fail-high value must be a lower bound: " + where);
                assertEquals(Bound.LOWER, result.bound(), where);
            } else {
                assertEquals(truth, value, where);
            }
        }
    }

    @Property(tries = 1000)
    void zeroWindowTestAnswersTheTargetQuestion(@ForAll("trees") TreeSpec spec, @ForAll("guesses") int target,
            @ForAll boolean withTable) {
        int truth = new Minimax().search(spec.create(), spec.depth).value();
        ZeroWindowSearch test = new ZeroWindowSearch(withTable ? Searches.table() : null, SearchOptions.defaults());
        assertEquals(truth >= target, test.reaches(spec.create(), spec.depth, target, SearchControl.none()),
                "target " + target + ", value " + truth + " on " + spec);
    }

    @Property(tries = 300)
    void iterativeDeepeningWithAspirationFindsTheFullDepthValue(@ForAll("trees") TreeSpec spec,
            @ForAll("deltas") int delta) {
        int truth = new Minimax().search(spec.create(), spec.depth).value();
        for (Searches.Named technique : Searches.all()) {
            IterativeDeepening<Game> deepening = new IterativeDeepening<>(technique.create(), delta, null);
            SearchResult result = deepening.run(spec.create(), SearchLimits.depth(spec.depth), SearchListener.none());
            assertEquals(truth, result.value(), technique + " with aspiration " + delta + " on " + spec);
            assertTrue(result.complete());
            assertEquals(spec.depth, result.depth());
        }
    }

    @Provide
    Arbitrary<Integer> deltas() {
        return Arbitraries.of(0, 1, 5, 30);
    }
}
