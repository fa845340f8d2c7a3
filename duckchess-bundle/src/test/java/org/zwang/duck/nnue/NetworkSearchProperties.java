package org.zwang.duck.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.zwang.duck.board.Board;
import org.zwang.duck.eval.Evaluator;
import org.zwang.duck.search.BoardSearch;
import org.zwang.duck.search.BundleSearch;
import org.zwang.duck.search.ExplicitSearch;
import org.zwang.duck.search.Quiescence;
import org.zwang.duck.search.SearchSettings;
import org.zwang.duck.testing.TestPositions;
import org.zwang.duck.tt.EngineTables;
import org.zwang.search.SearchControl;
import org.zwang.search.Values;

/**
 * The searches with the network: the bundle search's value equals the explicit-duck search's (the
 * network ignores the duck, as the bundle principle needs), both with the incremental accumulator
 * they install, and both equal the explicit search with an evaluator that recomputes the network from
 * scratch at every node (no accumulator) — so the accumulators the searches keep through make, unmake
 * and null moves give exactly the from-scratch values. The caller's board is left as it was.
 */
class NetworkSearchProperties {

    private static final Network NETWORK = NnueTesting.randomNetwork(16, 7);

    @Provide
    Arbitrary<Board> duckBoards() {
        return TestPositions.duckPositionsInPlay(16);
    }

    @Property(tries = 40)
    void bundleEqualsExplicitEqualsFromScratchAtDepthTwo(@ForAll("duckBoards") Board board) {
        SearchSettings incremental = SearchSettings.fixedDepth().withEvaluator(new NetworkEvaluation(NETWORK));
        Evaluator scratch = NETWORK::evaluateFromScratch;
        SearchSettings fromScratch = SearchSettings.fixedDepth().withEvaluator(scratch);
        String fen = board.toFen();
        int expected = value(new ExplicitSearch(EngineTables.withDuck(1 << 20), fromScratch), board, 2);
        assertEquals(expected, value(new ExplicitSearch(EngineTables.withDuck(1 << 20), incremental), board, 2), fen);
        assertEquals(expected, value(new BundleSearch(EngineTables.withoutDuck(1 << 20), incremental), board, 2), fen);
        assertEquals(fen, board.toFen());
    }

    /**
     * The engine's selective search (null moves, reductions, pruning by the static evaluation): the
     * accumulator still matches. Without quiescence: a random net's scores make capture searches long.
     */
    @Property(tries = 20)
    void selectiveSearchMatchesFromScratch(@ForAll("duckBoards") Board board) {
        SearchSettings engine = SearchSettings.engine().withQuiescence(Quiescence.NONE).withDrawDetection(false);
        Evaluator scratch = NETWORK::evaluateFromScratch;
        int expected = value(new BundleSearch(null, engine.withEvaluator(scratch)), board, 3);
        assertEquals(expected, value(new BundleSearch(null, engine.withEvaluator(new NetworkEvaluation(NETWORK))),
                board, 3), board.toFen());
    }

    private static int value(BoardSearch search, Board board, int depth) {
        return search.search(board, depth, -Values.INFINITE, Values.INFINITE, 0, SearchControl.none()).value();
    }
}
