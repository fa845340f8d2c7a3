package org.zwang.duck.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.eval.Evaluation;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.testing.TestPositions;
import org.zwang.duck.tt.EngineTables;
import org.zwang.search.SearchControl;
import org.zwang.search.SearchResult;
import org.zwang.search.Values;

/**
 * Standard chess MultiPV against a plain minimax written here (no table, no ordering, no pruning,
 * nothing of the search's own code): each of 3 lines at depth 3 has the minimax value of its root
 * move, and the lines are the 3 best root moves. The second and third searches of a depth exclude
 * the moves already given a line, often the first in the move order.
 */
class ChessMultiPvMinimaxTest {

    private static final int DEPTH = 3;
    private static final int LINES = 3;

    /** Negamax over legal moves: checkmate {@code -(MATE - ply)}, stalemate 0, the evaluation at depth 0. */
    private static int minimax(Board board, int depth, int ply) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.generateLegal(board, moves, 0);
        if (count == 0) {
            return board.inCheck() ? -(EngineScore.MATE - ply) : 0;
        }
        if (depth == 0) {
            return Evaluation.STANDARD.evaluate(board);
        }
        int best = -Values.INFINITE;
        for (int i = 0; i < count; i++) {
            board.makeMove(moves[i]);
            best = Math.max(best, -minimax(board, depth - 1, ply + 1));
            board.unmakeMove();
        }
        return best;
    }

    @Test
    void eachLineHasItsRootMovesMinimaxValue() {
        for (String fen : List.of(TestPositions.CHESS_FENS.get(0), TestPositions.CHESS_FENS.get(2),
                TestPositions.CHESS_FENS.get(6))) {
            Board board = Board.fromFen(fen, Variant.CHESS);
            board.setPieceSquareTable(Evaluation.PIECE_SQUARE_TABLE);
            int[] moves = new int[MoveGenerator.MAX_MOVES];
            int count = MoveGenerator.generateLegal(board, moves, 0);
            Map<Integer, Integer> oracle = new HashMap<>();
            for (int i = 0; i < count; i++) {
                board.makeMove(moves[i]);
                oracle.put(moves[i], -minimax(board, DEPTH - 1, 1));
                board.unmakeMove();
            }
            List<Integer> best = new ArrayList<>(oracle.values());
            best.sort(java.util.Comparator.reverseOrder());

            ChessSearch search = new ChessSearch(EngineTables.withDuck(1 << 20), SearchSettings.fixedDepth());
            search.setMultiPv(LINES);
            List<SearchResult> lines = search.search(Board.fromFen(fen, Variant.CHESS), DEPTH, -Values.INFINITE,
                    Values.INFINITE, 0, Values.NO_MOVE, SearchControl.none()).lines();
            assertEquals(LINES, lines.size(), fen);
            for (int k = 0; k < LINES; k++) {
                SearchResult line = lines.get(k);
                assertEquals(best.get(k), line.value(), "line " + (k + 1) + " value: " + fen);
                assertEquals(oracle.get(line.bestMove()), line.value(), "line " + (k + 1) + " move: " + fen);
            }
        }
    }
}
