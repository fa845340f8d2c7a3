package org.zwang.duck.search;

import org.zwang.duck.board.Board;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.tt.EngineTables;
import org.zwang.search.Values;
import org.zwang.search.tt.HashedTranspositionTable;

/**
 * Standard chess: PVS over legal moves ({@link MoveGenerator#generateLegal}) with the engine's
 * evaluation, move ordering, table and quiescence (captures and promotions; every legal move when in
 * check). Checkmate loses ({@code -(MATE - ply)}), stalemate draws, and both are recognised at every
 * node, leaves included.
 */
public final class ChessSearch extends ScalarPvsSearch {

    /** A search with the given table (keyed with {@link EngineTables#withDuck}; null for none). */
    public ChessSearch(HashedTranspositionTable<Board> table, SearchSettings settings) {
        super("chess", table, settings);
    }

    /** Checkmate and stalemate are found with the moves ({@link #noMoves}). */
    @Override
    protected int endOfGame(int ply) {
        return NOT_OVER;
    }

    @Override
    protected int horizon(int alpha, int beta, int ply) {
        return settings.quiescence() != Quiescence.NONE && ply < MAX_PLY - 1 ? quiesce(alpha, beta, ply, false)
                : leaf(ply);
    }

    @Override
    protected int generate(int[] list) {
        return MoveGenerator.generateLegal(board, list, 0);
    }

    @Override
    protected int noMoves(int ply) {
        return board.inCheck() ? -(MATE - ply) : 0;
    }

    /** A chess move is one turn. */
    @Override
    protected int turnCount(int move, int ply, int tableTurn) {
        return 1;
    }

    @Override
    protected int turn(int move, int ply, int index) {
        return move;
    }

    @Override
    protected void cutoffTurn(int turn, int ply) {
        // the move ordering's killers and history are all chess has
    }

    /** Depth 0 without quiescence: checkmate and stalemate, else the evaluation. */
    private int leaf(int ply) {
        if (MoveGenerator.generateLegal(board, scratch, 0) == 0) {
            return board.inCheck() ? -(MATE - ply) : 0;
        }
        return evaluator.evaluate(board);
    }

    /** Captures and promotions; in check, every legal move (and no standing pat). */
    private int quiesce(int alpha, int beta, int ply, boolean enterNode) {
        if (enterNode) {
            enter(ply);
            pvLength[ply] = ply;
        }
        boolean inCheck = board.inCheck();
        int[] list = moves[ply];
        int count;
        if (inCheck) {
            count = MoveGenerator.generateLegal(board, list, 0);
            if (count == 0) {
                return -(MATE - ply);
            }
        } else {
            int generated = MoveGenerator.generateTactical(board, list, 0, false);
            count = 0;
            for (int i = 0; i < generated; i++) {
                if (MoveGenerator.isLegal(board, list[i])) {
                    list[count++] = list[i];
                }
            }
            if (count == 0 && MoveGenerator.generateLegal(board, scratch, 0) == 0) {
                return 0; // stalemate
            }
        }
        int best = inCheck ? -Values.INFINITE : evaluator.evaluate(board);
        if (standsPat(best, beta, ply)) {
            return inCheck ? evaluator.evaluate(board) : best;
        }
        ordering.score(list, count, ply, 0, 0, settings.moveOrdering());
        for (int i = 0; i < count; i++) {
            make(ordering.pick(list, i, count, ply));
            int value = -quiesce(childLow(beta), childHigh(alpha, best), ply + 1, true);
            unmake();
            best = Math.max(best, value);
            if (cutsOff(best, beta)) {
                break;
            }
        }
        return best;
    }
}
