package org.zwang.duck.search;

import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.search.SearchResult;
import org.zwang.search.Values;
import org.zwang.search.tt.Bound;
import org.zwang.search.tt.HashedTranspositionTable;

/**
 * The one PVS node of the searches whose nodes return one score: the explicit-duck search
 * ({@link ExplicitSearch}) and standard chess ({@link ChessSearch}). What they differ in is the
 * game, so that is all a subclass says: how a game ends at a node ({@link #endOfGame}), what a
 * node at the horizon is worth ({@link #horizon}), which moves there are ({@link #generate}, and
 * {@link #noMoves} when none), and how one chess move becomes the turns searched ({@link #turnCount},
 * {@link #turn}: every duck square in Duck Chess, the move itself in chess) with what a cutoff
 * teaches ({@link #cutoffTurn}: the explicit search's killer duck squares). The node itself — the
 * table probe and store, the root hint and MultiPV's excluded root moves, the move ordering, the
 * principal variation and the PVS windows with their re-search — is written once, here.
 *
 * <p>The score-bundle search ({@link BundleSearch}) is the third search: its nodes return a bundle,
 * not a score, so its node is its own. Quiescence comes in one function per kind: ignoring the
 * duck ({@link BoardSearch#quiesceIgnoringDuck}, shared by the two Duck Chess searches), with the
 * duck over scalar scores ({@link ExplicitSearch}) and over bundles ({@link BundleSearch}), and
 * chess's, with check evasions ({@link ChessSearch}).
 */
public abstract class ScalarPvsSearch extends BoardSearch {

    /** {@link #endOfGame}'s answer when the game goes on. */
    protected static final int NOT_OVER = Integer.MIN_VALUE;

    private int rootBestTurn;
    private int rootFirst;

    ScalarPvsSearch(String name, HashedTranspositionTable<Board> table, SearchSettings settings) {
        super(name, table, settings, false);
    }

    @Override
    protected final SearchResult searchRoot(int depth, int alpha, int beta, int rootFirst) {
        rootBestTurn = Move.NONE;
        this.rootFirst = rootFirst;
        int value = node(depth, alpha, beta, 0);
        return pvResult(value, alpha, beta, depth, rootBestTurn == Move.NONE ? Values.NO_MOVE : rootBestTurn);
    }

    /** The value of the node at {@code ply}, fail-soft in (alpha, beta); the caller made its move. */
    protected final int node(int depth, int alpha, int beta, int ply) {
        enter(ply);
        pvLength[ply] = ply;
        int over = endOfGame(ply);
        if (over != NOT_OVER) {
            return over;
        }
        if (ply > 0 && settings.drawDetection() && (board.isFiftyMoveDraw() || board.isRepetition())) {
            return 0;
        }
        if (depth <= 0 || ply >= MAX_PLY - 1) {
            return horizon(alpha, beta, ply);
        }
        boolean alphaBeta = settings.alphaBeta();
        boolean pvNode = beta - alpha > 1;
        long key = board.key();
        int cutoff = probeScalar(key, depth, alpha, beta, ply, pvNode);
        if (cutoff != NO_CUTOFF) {
            return cutoff;
        }
        int tableTurn = probedMove;
        if (ply == 0 && rootFirst != Move.NONE) {
            tableTurn = rootFirst;
        }
        int[] list = moves[ply];
        int count = generate(list);
        if (count == 0) {
            return noMoves(ply);
        }
        int tableMove = Move.chessMove(tableTurn);
        ordering.score(list, count, ply, tableTurn == Move.NONE ? 0 : MoveOrdering.compact(tableMove), 0,
                settings.moveOrdering());

        int best = -Values.INFINITE;
        int bestTurn = Move.NONE;
        int a = alpha;
        int searched = 0;
        boolean pvs = settings.principalVariation();
        outer:
        for (int i = 0; i < count; i++) {
            int move = ordering.pick(list, i, count, ply);
            if (ply == 0 && excludedAtRoot(move)) {
                continue; // MultiPV: this root move has its line
            }
            int turns = turnCount(move, ply, move == tableMove ? tableTurn : Move.NONE);
            for (int j = 0; j < turns; j++) {
                int turn = turn(move, ply, j);
                make(turn);
                int value;
                if (!alphaBeta) {
                    value = -node(depth - 1, -Values.INFINITE, Values.INFINITE, ply + 1);
                } else if (searched == 0 || !pvs) {
                    value = -node(depth - 1, -beta, -a, ply + 1);
                } else {
                    value = -node(depth - 1, -a - 1, -a, ply + 1);
                    if (value > a && value < beta) {
                        stats.researches++;
                        value = -node(depth - 1, -beta, -a, ply + 1);
                    }
                }
                unmake();
                searched++;
                if (value > best) {
                    best = value;
                    bestTurn = turn;
                    if (!alphaBeta || value > a) {
                        a = alphaBeta ? value : a;
                        updatePv(ply, turn);
                    }
                }
                if (alphaBeta && best >= beta) {
                    stats.betaCutoffs++;
                    if (searched == 1) {
                        stats.firstMoveCutoffs++;
                    }
                    ordering.cutoff(move, ply, depth);
                    cutoffTurn(turn, ply);
                    break outer;
                }
            }
        }
        if (ply == 0) {
            rootBestTurn = bestTurn;
        }
        if (ply > 0) {
            storeScalar(key, depth, ply, best, alphaBeta ? Bound.of(best, alpha, beta) : Bound.EXACT, bestTurn);
        }
        return best;
    }

    /**
     * The value of a node where the game has already ended, checked on entry (the explicit search: a
     * side without its king has lost), or {@link #NOT_OVER}.
     */
    protected abstract int endOfGame(int ply);

    /** A node at depth 0 (or the deepest ply): the evaluation or a quiescence search. */
    protected abstract int horizon(int alpha, int beta, int ply);

    /** Writes the node's chess moves into {@code list}; returns the count. */
    protected abstract int generate(int[] list);

    /** The value of a node without a move (which {@link #generate} found). */
    protected abstract int noMoves(int ply);

    /**
     * How many turns the chess move {@code move} gives at {@code ply}, and prepares them in order;
     * {@code tableTurn} is the table's (or root hint's) turn when it plays this move, else
     * {@link Move#NONE}.
     */
    protected abstract int turnCount(int move, int ply, int tableTurn);

    /** Turn {@code index} of {@code move} at {@code ply}, as {@link #turnCount} prepared them. */
    protected abstract int turn(int move, int ply, int index);

    /** A turn cut off at {@code ply} (the move ordering has been told); what else the search learns. */
    protected abstract void cutoffTurn(int turn, int ply);
}
