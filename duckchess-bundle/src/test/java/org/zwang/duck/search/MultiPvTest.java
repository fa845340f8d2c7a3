package org.zwang.duck.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Variant;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.testing.TestPositions;
import org.zwang.duck.tt.EngineTables;
import org.zwang.search.SearchControl;
import org.zwang.search.SearchLimits;
import org.zwang.search.SearchResult;
import org.zwang.search.Values;

/**
 * MultiPV at the root of the three searches, against brute force: every legal turn (chess move) of
 * the root is played and its child searched one ply shallower with a full window and no table; a
 * root move's value is the best over its duck squares. The lines must be the best root moves,
 * distinct, best first, each with exactly its brute-force value, and the first line the search's own
 * answer.
 */
class MultiPvTest {

    private static final int DEPTH = 2;
    private static final int LINES = 4;

    /** Brute force: the value of each root chess move (best over its ducks), from explicit child searches. */
    private static Map<Integer, Integer> rootValues(Board board, BoardSearch childSearch) {
        int[] turns = new int[MoveGenerator.MAX_TURNS];
        boolean duck = board.variant() == Variant.DUCK;
        int count = duck ? MoveGenerator.generateTurns(board, turns, 0) : MoveGenerator.generateLegal(board, turns, 0);
        Map<Integer, Integer> values = new HashMap<>();
        for (int i = 0; i < count; i++) {
            Board child = board.copy();
            child.makeMove(turns[i]);
            int value = childValue(child, childSearch);
            values.merge(Move.chessMove(turns[i]), value, Math::max);
        }
        return values;
    }

    /** The child's value seen from the root: negated, a game end one ply further away. */
    private static int childValue(Board child, BoardSearch childSearch) {
        int c = childSearch.search(child, DEPTH - 1, -Values.INFINITE, Values.INFINITE, 0, Values.NO_MOVE,
                SearchControl.none()).value();
        if (c >= EngineScore.MATE_BOUND) {
            return -(c - 1);
        }
        if (c <= -EngineScore.MATE_BOUND) {
            return -(c + 1);
        }
        return -c;
    }

    private static void check(Board board, BoardSearch search, BoardSearch childSearch) {
        Map<Integer, Integer> oracle = rootValues(board, childSearch);
        search.setMultiPv(LINES);
        SearchResult result = search.search(board.copy(), DEPTH, -Values.INFINITE, Values.INFINITE, 0, Values.NO_MOVE,
                SearchControl.none());
        SearchResult[] lines = result.lines().toArray(new SearchResult[0]);
        String where = search.name() + " " + board.toFen();
        assertEquals(Math.min(LINES, oracle.size()), lines.length, where);
        assertEquals(result.bestMove(), lines[0].bestMove(), where);
        assertEquals(result.value(), lines[0].value(), where);
        List<Integer> best = new ArrayList<>(oracle.values());
        best.sort(java.util.Comparator.reverseOrder());
        Set<Integer> seen = new HashSet<>();
        int[] turns = new int[MoveGenerator.MAX_TURNS];
        boolean duck = board.variant() == Variant.DUCK;
        int count = duck ? MoveGenerator.generateTurns(board, turns, 0) : MoveGenerator.generateLegal(board, turns, 0);
        for (int k = 0; k < lines.length; k++) {
            int move = lines[k].bestMove();
            assertTrue(seen.add(Move.chessMove(move)), "line " + (k + 1) + " repeats a root move: " + where);
            assertEquals(best.get(k), lines[k].value(), "line " + (k + 1) + " value: " + where);
            assertEquals(oracle.get(Move.chessMove(move)), lines[k].value(), "line " + (k + 1) + " move's value: " + where);
            boolean legal = false;
            for (int i = 0; i < count; i++) {
                legal |= turns[i] == move;
            }
            assertTrue(legal, "line " + (k + 1) + " plays a legal turn: " + where);
            assertEquals(move, lines[k].principalVariation()[0], where);
        }
        search.setMultiPv(1);
    }

    @Test
    void duckLinesAreTheBestRootMovesWithTheirValues() {
        SearchSettings settings = SearchSettings.fixedDepth();
        ExplicitSearch child = new ExplicitSearch(null, settings);
        for (int i : new int[] {0, 2, 18}) {
            Board board = Board.fromFen(TestPositions.DUCK_FENS.get(i), Variant.DUCK);
            check(board, new BundleSearch(EngineTables.withoutDuck(1 << 20), settings), child);
            check(board, new BundleSearch(null, settings), child);
            if (i < 18) {
                check(board, new ExplicitSearch(EngineTables.withDuck(1 << 20), settings), child);
            }
        }
    }

    @Test
    void chessLinesAreTheBestRootMovesWithTheirValues() {
        SearchSettings settings = SearchSettings.fixedDepth();
        ChessSearch child = new ChessSearch(null, settings);
        for (String fen : List.of(TestPositions.CHESS_FENS.get(0), TestPositions.CHESS_FENS.get(1),
                TestPositions.CHESS_FENS.get(2))) {
            check(Board.fromFen(fen, Variant.CHESS), new ChessSearch(EngineTables.withDuck(1 << 20), settings), child);
        }
    }

    @Test
    void aRootWithFewerMovesGivesFewerLines() {
        // [S14]: Black to move with few moves; ask for more lines than it has
        Board board = Board.fromFen(TestPositions.DUCK_FENS.get(13), Variant.DUCK);
        Map<Integer, Integer> oracle = rootValues(board, new ExplicitSearch(null, SearchSettings.fixedDepth()));
        BundleSearch search = new BundleSearch(null, SearchSettings.fixedDepth());
        search.setMultiPv(oracle.size() + 5);
        SearchResult result = search.search(board, DEPTH, -Values.INFINITE, Values.INFINITE, 0, Values.NO_MOVE,
                SearchControl.none());
        assertEquals(oracle.size(), result.lines().size());
    }

    /** The lines leave through the deepening: to the listener after each depth, and in its final result. */
    @Test
    void theDeepeningHandsTheLinesToTheListenerAndInItsResult() {
        Board board = Board.fromFen(TestPositions.DUCK_FENS.get(2), Variant.DUCK);
        Map<Integer, Integer> oracle = rootValues(board, new ExplicitSearch(null, SearchSettings.fixedDepth()));
        List<Integer> best = new ArrayList<>(oracle.values());
        best.sort(java.util.Comparator.reverseOrder());
        BundleSearch search = new BundleSearch(EngineTables.withoutDuck(1 << 20), SearchSettings.fixedDepth());
        search.setMultiPv(LINES);
        List<List<SearchResult>> reported = new ArrayList<>();
        SearchResult found = BoardSearch.deepening(search).run(board, SearchLimits.depth(DEPTH),
                iteration -> reported.add(iteration.lines()));
        assertEquals(DEPTH, reported.size());
        List<SearchResult> last = reported.get(DEPTH - 1);
        List<SearchResult> lines = found.lines();
        assertEquals(LINES, lines.size());
        assertEquals(last.size(), lines.size());
        for (int k = 0; k < LINES; k++) {
            assertEquals(best.get(k), lines.get(k).value(), "line " + (k + 1));
            assertEquals(last.get(k).value(), lines.get(k).value(), "line " + (k + 1) + " as reported");
            assertEquals(last.get(k).bestMove(), lines.get(k).bestMove(), "line " + (k + 1) + " as reported");
        }
        assertEquals(found.bestMove(), lines.get(0).bestMove());
    }
}
