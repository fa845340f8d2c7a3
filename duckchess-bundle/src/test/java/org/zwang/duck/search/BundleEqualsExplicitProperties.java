package org.zwang.duck.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Square;
import org.zwang.duck.board.Variant;
import org.zwang.duck.eval.Evaluator;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.duck.testing.TestPositions;
import org.zwang.duck.tt.EngineTables;
import org.zwang.search.SearchAbortedException;
import org.zwang.search.SearchControl;
import org.zwang.search.SearchLimits;
import org.zwang.search.SearchResult;
import org.zwang.search.Values;

/**
 * The bundle search's correctness proof (docs/duck-chess-rules.md, "Score bundles", last point): with the same
 * duck-independent evaluation, at equal depth, it returns exactly the explicit-duck search's value —
 * minimax, alpha-beta and PVS, with and without the table, with and without move ordering, with and
 * without focused children — on
 * positions reached by random play from every perft position (with a duck, and in one case of four
 * with the duck taken off, as on White's first turn). And the turn it plays (move and duck square)
 * achieves that value: played on the board, the explicit search of the child gives it back. The
 * explicit search itself is checked against search-api's techniques and against its own minimax in
 * {@link ExplicitSearchProperties}.
 */
class BundleEqualsExplicitProperties {

    private static final int MATE = EngineScore.MATE;
    private static final long TABLE_BYTES = 1 << 20;

    /** The bundle search in every configuration the property covers, each with its own name. */
    private static final List<BundleSearch> BUNDLES = new ArrayList<>();
    private static final List<String> NAMES = new ArrayList<>();

    static {
        SearchSettings base = SearchSettings.fixedDepth();
        add("minimax", base.withAlphaBeta(false), false);
        add("minimax+table", base.withAlphaBeta(false), true);
        add("alphabeta", base.withPrincipalVariation(false), false);
        add("alphabeta+table", base.withPrincipalVariation(false), true);
        add("pvs", base, false);
        add("pvs+table", base, true);
        add("pvs+table-ordering", base.withMoveOrdering(false), true);
        // the DuckSlayer thread's scheme: every child returns its whole bundle, ply 1 gives the root its second square
        add("alphabeta-focus", base.withPrincipalVariation(false).withFocusedChildren(false), false);
        add("pvs+table-focus", base.withFocusedChildren(false), true);
        // the engine's settings with the selective search switched off are the full-width search
        add("engine-selectivity-off", SearchSettings.engine().withSelectivity(false).withQuiescence(Quiescence.NONE)
                .withDrawDetection(false), true);
    }

    private static void add(String name, SearchSettings settings, boolean table) {
        BUNDLES.add(new BundleSearch(table ? EngineTables.withoutDuck(TABLE_BYTES) : null, settings));
        NAMES.add(name);
    }

    private final ExplicitSearch explicit = new ExplicitSearch(EngineTables.withDuck(1 << 22),
            SearchSettings.fixedDepth());

    @Provide
    Arbitrary<Board> duckBoards() {
        return TestPositions.duckPositionsInPlay(16);
    }

    @Property(tries = 250)
    void depthOne(@ForAll("duckBoards") Board board) {
        // at depth 1 the explicit minimax is cheap: check it too
        ExplicitSearch minimax = new ExplicitSearch(null, SearchSettings.fixedDepth().withAlphaBeta(false));
        int expected = value(minimax, board, 1);
        assertEquals(expected, value(explicit, board, 1), "explicit pvs+table vs explicit minimax");
        allBundlesEqual(board, 1, expected);
    }

    @Property(tries = 120)
    void depthTwo(@ForAll("duckBoards") Board board) {
        int expected = value(explicit, board, 2);
        allBundlesEqual(board, 2, expected);
    }

    @Property(tries = 30)
    void depthThree(@ForAll("duckBoards") Board board) {
        int expected = value(explicit, board, 3);
        allBundlesEqual(board, 3, expected);
    }

    @Property(tries = 40)
    void withQuiescenceIgnoringTheDuckDepthOne(@ForAll("duckBoards") Board board) {
        quiescenceAgrees(board, 1, Quiescence.IGNORING_DUCK);
    }

    /**
     * Found by the property above: after 1. e2-e4 Black's d4 pawn may take en passant, unless White's
     * duck goes to e3, which takes the right away. The explicit search's capture search then has no
     * en passant capture; the bundle search's must give e3 that value too (it gave every square the
     * capture's, -119 against -114).
     */
    @Example
    void aDuckOnThePassedOverSquareTakesEnPassantFromTheCaptureSearch() {
        quiescenceAgrees(Board.fromFen("rnbqk1nr/pppp1ppp/8/2b5/3p4/5P2/PPPNP1PP/R1BQKBNR w KQkq - 0 4", Variant.DUCK),
                1, Quiescence.IGNORING_DUCK);
    }

    @Property(tries = 10)
    void withQuiescenceIgnoringTheDuckDepthTwo(@ForAll("duckBoards") Board board) {
        quiescenceAgrees(board, 2, Quiescence.IGNORING_DUCK);
    }

    /**
     * Quiescence with the duck at depth 1. The explicit search's quiescence tries every duck square
     * after every capture, so a tactical position can cost it millions of nodes: such tries (over a
     * node budget) are skipped and counted.
     */
    @Property(tries = 60)
    void withQuiescenceRespectingTheDuck(@ForAll("duckBoards") Board board) {
        quiescenceAgrees(board, 1, Quiescence.WITH_DUCK);
    }

    /**
     * With quiescence. The explicit search's quiescence with the duck tries every duck square after
     * every capture, and even the one ignoring the duck runs at each of its ~1,000 horizon turns per
     * node, so a tactical position can cost it millions of nodes: such tries (over a node budget) are
     * skipped, and counted in the statistics.
     */
    private void quiescenceAgrees(Board board, int depth, Quiescence quiescence) {
        SearchSettings settings = SearchSettings.fixedDepth().withQuiescence(quiescence);
        int expected;
        try {
            expected = new ExplicitSearch(EngineTables.withDuck(TABLE_BYTES), settings).search(board, depth,
                    -Values.INFINITE, Values.INFINITE, 0, new SearchControl(SearchLimits.none().maxNodes(600_000)))
                    .value();
        } catch (SearchAbortedException tooExpensive) {
            Statistics.label("explicit quiescence").collect("over budget");
            Assume.that(false);
            return;
        }
        Statistics.label("explicit quiescence").collect("compared");
        assertEquals(expected, value(new BundleSearch(null, settings), board, depth), "bundle pvs");
        // (minimax would search every capture sequence in full: no minimax with quiescence)
        assertEquals(expected, value(new BundleSearch(null, settings.withPrincipalVariation(false)), board, depth),
                "bundle alphabeta");
        assertEquals(expected, value(new BundleSearch(EngineTables.withoutDuck(TABLE_BYTES), settings), board,
                depth), "bundle pvs+table");
        assertEquals(expected, value(new BundleSearch(EngineTables.withoutDuck(TABLE_BYTES),
                settings.withFocusedChildren(false)), board, depth), "bundle pvs+table without focused children");
    }

    private void allBundlesEqual(Board board, int depth, int expected) {
        String fen = board.toFen();
        for (int i = 0; i < BUNDLES.size(); i++) {
            BundleSearch bundle = BUNDLES.get(i);
            bundle.clear();
            SearchResult result = bundle.search(board, depth, -Values.INFINITE, Values.INFINITE, 0, SearchControl.none());
            assertEquals(fen, board.toFen(), "the board is given back unchanged");
            assertEquals(expected, result.value(), NAMES.get(i) + " at depth " + depth + " in " + fen);
            turnAchievesValue(board, depth, result);
            principalVariationReachesValue(board, depth, result);
        }
        Statistics.label("root duck").collect(board.duckSquare() == Square.NONE ? "none" : "on the board");
    }

    /** Plays the bundle's turn and searches the child explicitly: the value must come back. */
    private void turnAchievesValue(Board board, int depth, SearchResult result) {
        int turn = result.bestMove();
        assertTrue(isLegalTurn(board, turn), () -> "illegal turn " + MoveNotation.toUci(turn) + " in " + board.toFen());
        Board child = board.copy();
        child.makeMove(turn);
        assertEquals(result.value(), -childValue(child, depth - 1),
                () -> "turn " + MoveNotation.toUci(turn) + " in " + board.toFen());
    }

    /**
     * Replays the principal variation: every turn legal, and it ends where the value is decided: at the
     * horizon (the evaluation) or where the game ends (a king captured, a side stalemated).
     */
    private static void principalVariationReachesValue(Board board, int depth, SearchResult result) {
        int[] line = result.principalVariation();
        Board walk = board.copy();
        for (int turn : line) {
            assertTrue(isLegalTurn(walk, turn), () -> "PV turn " + MoveNotation.toUci(turn) + " illegal in " + walk.toFen());
            walk.makeMove(turn);
        }
        int plies = line.length;
        int end;
        if (!walk.hasKing(walk.sideToMove())) {
            end = -(MATE - plies);
        } else if (Stalemates.isStalemated(walk, new int[MoveGenerator.MAX_MOVES])) {
            end = MATE - plies;
        } else {
            assertEquals(depth, plies, () -> "PV stops early: " + line.length + " turns from " + board.toFen());
            end = Evaluator.STANDARD.evaluate(walk);
        }
        assertEquals(result.value(), plies % 2 == 0 ? end : -end, () -> "PV value from " + board.toFen());
    }

    /** The child's value seen from ply 1 (explicit search; game-end values one ply further from the root). */
    private int childValue(Board child, int remaining) {
        if (remaining == 0) {
            if (!child.hasKing(child.sideToMove())) {
                return -(MATE - 1);
            }
            if (Stalemates.isStalemated(child, new int[MoveGenerator.MAX_MOVES])) {
                return MATE - 1;
            }
            return Evaluator.STANDARD.evaluate(child);
        }
        if (!child.hasKing(child.sideToMove())) {
            return -(MATE - 1);
        }
        int value = value(explicit, child, remaining);
        if (EngineScore.isMate(value)) {
            return value > 0 ? value - 1 : value + 1;
        }
        return value;
    }

    private static int value(BoardSearch search, Board board, int depth) {
        search.clear();
        return search.search(board, depth, -Values.INFINITE, Values.INFINITE, 0, SearchControl.none()).value();
    }

    static boolean isLegalTurn(Board board, int turn) {
        if (!Move.hasDuck(turn)) {
            return false;
        }
        int[] turns = new int[MoveGenerator.MAX_TURNS];
        int count = MoveGenerator.generateTurns(board, turns, 0);
        for (int i = 0; i < count; i++) {
            if (turns[i] == turn) {
                return true;
            }
        }
        return false;
    }
}
