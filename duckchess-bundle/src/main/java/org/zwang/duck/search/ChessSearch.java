package org.zwang.duck.search;

import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.tt.EngineTables;
import org.zwang.search.SearchResult;
import org.zwang.search.Values;
import org.zwang.search.tt.Bound;
import org.zwang.search.tt.HashedTranspositionTable;

/**
 * Standard chess: PVS over legal moves ({@link MoveGenerator#generateLegal}) with the engine's
 * evaluation, move ordering, table and quiescence (captures and promotions; every legal move when in
 * check). Checkmate loses ({@code -(MATE - ply)}), stalemate draws, and both are recognised at every
 * node, leaves included.
 */
public final class ChessSearch extends BoardSearch {

    private static final int MATE = EngineScore.MATE;

    private int rootBestMove;
    private int rootFirst;

    /** A search with the given table (keyed with {@link EngineTables#withDuck}; null for none). */
    public ChessSearch(HashedTranspositionTable<Board> table, SearchSettings settings) {
        super(table, settings, false);
    }

    @Override
    public String name() {
        return "chess";
    }

    @Override
    protected SearchResult searchRoot(int depth, int alpha, int beta, int rootFirst) {
        rootBestMove = Move.NONE;
        this.rootFirst = rootFirst;
        int value = node(depth, alpha, beta, 0);
        return pvResult(value, alpha, beta, depth, rootBestMove == Move.NONE ? Values.NO_MOVE : rootBestMove);
    }

    private int node(int depth, int alpha, int beta, int ply) {
        enter(ply);
        pvLength[ply] = ply;
        if (ply > 0 && settings.drawDetection() && (board.isFiftyMoveDraw() || board.isRepetition())) {
            return 0;
        }
        if (depth <= 0 || ply >= MAX_PLY - 1) {
            return settings.quiescence() != Quiescence.NONE && ply < MAX_PLY - 1 ? quiesce(alpha, beta, ply, false)
                    : leaf(ply);
        }
        boolean alphaBeta = settings.alphaBeta();
        boolean pvNode = beta - alpha > 1;
        long key = board.key();
        int cutoff = probeScalar(key, depth, alpha, beta, ply, pvNode);
        if (cutoff != NO_CUTOFF) {
            return cutoff;
        }
        int tableMove = probedMove;
        if (ply == 0 && rootFirst != Move.NONE) {
            tableMove = rootFirst;
        }
        int[] list = moves[ply];
        int count = MoveGenerator.generateLegal(board, list, 0);
        if (count == 0) {
            return board.inCheck() ? -(MATE - ply) : 0;
        }
        ordering.score(list, count, ply, tableMove == Move.NONE ? 0 : MoveOrdering.compact(tableMove), 0,
                settings.moveOrdering());
        boolean pvs = settings.principalVariation();
        int best = -Values.INFINITE;
        int bestMove = Move.NONE;
        int a = alpha;
        for (int i = 0; i < count; i++) {
            int move = ordering.pick(list, i, count, ply);
            if (ply == 0 && excludedAtRoot(move)) {
                continue; // MultiPV: this root move has its line
            }
            make(move);
            int value;
            if (!alphaBeta) {
                value = -node(depth - 1, -Values.INFINITE, Values.INFINITE, ply + 1);
            } else if (i == 0 || !pvs) {
                value = -node(depth - 1, -beta, -a, ply + 1);
            } else {
                value = -node(depth - 1, -a - 1, -a, ply + 1);
                if (value > a && value < beta) {
                    stats.researches++;
                    value = -node(depth - 1, -beta, -a, ply + 1);
                }
            }
            unmake();
            if (value > best) {
                best = value;
                bestMove = move;
                if (!alphaBeta || value > a) {
                    a = alphaBeta ? value : a;
                    updatePv(ply, move);
                }
            }
            if (alphaBeta && best >= beta) {
                stats.betaCutoffs++;
                if (i == 0) {
                    stats.firstMoveCutoffs++;
                }
                ordering.cutoff(move, ply, depth);
                break;
            }
        }
        if (ply == 0) {
            rootBestMove = bestMove;
        }
        if (ply > 0) {
            storeScalar(key, depth, ply, best, alphaBeta ? Bound.of(best, alpha, beta) : Bound.EXACT, bestMove);
        }
        return best;
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
        boolean alphaBeta = settings.alphaBeta();
        int best = inCheck ? -Values.INFINITE : evaluator.evaluate(board);
        if (ply >= MAX_PLY - 1 || (alphaBeta && best >= beta)) {
            return inCheck ? evaluator.evaluate(board) : best;
        }
        int a = Math.max(alpha, best);
        ordering.score(list, count, ply, 0, 0, settings.moveOrdering());
        for (int i = 0; i < count; i++) {
            int move = ordering.pick(list, i, count, ply);
            make(move);
            int value = alphaBeta ? -quiesce(-beta, -a, ply + 1, true)
                    : -quiesce(-Values.INFINITE, Values.INFINITE, ply + 1, true);
            unmake();
            if (value > best) {
                best = value;
                if (alphaBeta && value > a) {
                    a = value;
                }
            }
            if (alphaBeta && best >= beta) {
                stats.betaCutoffs++;
                break;
            }
        }
        return best;
    }
}
