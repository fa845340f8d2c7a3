package org.zwang.duck.search;

import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.PieceSquareTable;
import org.zwang.duck.engine.EngineScore;
import org.zwang.duck.eval.Evaluation;
import org.zwang.duck.eval.Evaluator;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.tt.DuckTranspositionTable;
import org.zwang.duck.tt.TableScores;
import org.zwang.search.SearchAbortedException;
import org.zwang.search.SearchControl;
import org.zwang.search.SearchResult;
import org.zwang.search.SearchStats;
import org.zwang.search.Values;
import org.zwang.search.tt.Bound;
import org.zwang.search.tt.TableEntry;
import org.zwang.search.tt.TranspositionTable;

/**
 * What the engine's three searches share: the board being searched, per-ply move lists, the move
 * ordering, the optional table, the counters, node polling through search-api's
 * {@link SearchControl} (node budget at every node, clock and stop flag every 1,024 nodes), and
 * taking back the moves still on the board when a limit aborts the search.
 */
abstract class AbstractDuckSearch implements DuckSearch {

    /** Deepest ply any search reaches (quiescence included); deeper nodes are evaluated statically. */
    static final int MAX_PLY = 128;

    protected final DuckTranspositionTable table;
    protected final SearchSettings settings;
    protected final SearchStats stats = new SearchStats();
    protected final MoveOrdering ordering = new MoveOrdering(MAX_PLY, MoveGenerator.MAX_MOVES);
    protected final int[][] moves = new int[MAX_PLY][MoveGenerator.MAX_MOVES];
    /** For generation outside the per-ply lists (stalemate tests, duck orders). */
    protected final int[] scratch = new int[MoveGenerator.MAX_MOVES];
    protected final TableEntry entry = new TableEntry();
    protected final Evaluator evaluator;

    protected Board board;
    protected SearchControl control = SearchControl.none();
    private int madeMoves;
    private long startNanos;

    AbstractDuckSearch(DuckTranspositionTable table, SearchSettings settings) {
        this.table = table;
        this.settings = settings;
        this.evaluator = settings.evaluator();
    }

    @Override
    public final SearchResult search(Board position, int depth, int alpha, int beta, int rootFirst,
            SearchControl searchControl) {
        if (depth < 1 || depth > MAX_PLY - 2) {
            throw new IllegalArgumentException("depth must be 1 .. " + (MAX_PLY - 2) + ", got " + depth);
        }
        if (alpha >= beta) {
            throw new IllegalArgumentException("empty window (" + alpha + ", " + beta + ")");
        }
        board = position;
        control = searchControl;
        stats.reset();
        madeMoves = 0;
        startNanos = System.nanoTime();
        PieceSquareTable callersTable = position.pieceSquareTable();
        position.setPieceSquareTable(Evaluation.PIECE_SQUARE_TABLE);
        prepare();
        try {
            SearchResult result = run(depth, alpha, beta, rootFirst);
            return result;
        } catch (SearchAbortedException aborted) {
            while (madeMoves > 0) {
                unmake();
            }
            throw aborted;
        } finally {
            restore();
            position.setPieceSquareTable(callersTable);
            stats.elapsedNanos = System.nanoTime() - startNanos;
            board = null;
            control = SearchControl.none();
        }
    }

    /** Sets the board up for the search (the bundle search takes the duck off). */
    protected void prepare() {
    }

    /** Undoes {@link #prepare()}. */
    protected void restore() {
    }

    /** The search itself, from the root at ply 0. */
    protected abstract SearchResult run(int depth, int alpha, int beta, int rootFirst);

    /** Counts a node and polls the limits. */
    protected final void enter(int ply) {
        long nodes = ++stats.nodes;
        control.poll(nodes);
        if (ply > stats.maxPly) {
            stats.maxPly = ply;
        }
    }

    protected final void make(int move) {
        board.makeMove(move);
        madeMoves++;
    }

    protected final void unmake() {
        board.unmakeMove();
        madeMoves--;
    }

    /**
     * The capture search of {@link Quiescence#IGNORING_DUCK}, shared by the Duck Chess searches: on a
     * board without a duck, stand pat or play a capture or promotion (generated ignoring the duck), a
     * side without its king having lost. Fail-soft in (alpha, beta); the node at {@code ply} was
     * entered by the caller.
     */
    protected final int quiesceIgnoringDuck(int alpha, int beta, int ply) {
        int standPat = evaluator.evaluate(board);
        boolean alphaBeta = settings.alphaBeta();
        if (ply >= MAX_PLY - 1 || (alphaBeta && standPat >= beta)) {
            return standPat;
        }
        int best = standPat;
        int a = Math.max(alpha, standPat);
        int[] list = moves[ply];
        int count = MoveGenerator.generateTactical(board, list, 0, false);
        ordering.score(list, count, ply, 0, 0, settings.moveOrdering());
        for (int i = 0; i < count; i++) {
            int move = ordering.pick(list, i, count, ply);
            make(move);
            int value;
            enter(ply + 1);
            if (!board.hasKing(board.sideToMove())) {
                value = EngineScore.MATE - (ply + 1); // the move took the king
            } else {
                value = alphaBeta ? -quiesceIgnoringDuck(-beta, -a, ply + 1)
                        : -quiesceIgnoringDuck(-Values.INFINITE, Values.INFINITE, ply + 1);
            }
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

    /** Nanoseconds since the search started. */
    /** The best move of the entry {@link #probeScalar} found last, or {@link Move#NONE}. */
    protected int probedMove = Move.NONE;

    /** {@link #probeScalar}'s answer when the table gives no cutoff. */
    protected static final int NO_CUTOFF = Integer.MIN_VALUE;

    /**
     * Probes the table for a position whose entry holds one scalar score (the explicit and chess
     * searches; the bundle search stores bundles and probes its own way). Returns the score that
     * ends the node — a bound outside the window, or an exact score at a non-PV node — or
     * {@link #NO_CUTOFF}; {@link #probedMove} then holds the entry's best move ({@link Move#NONE}
     * if none) for the caller's move ordering. Cutoffs need alpha-beta and a deep enough entry,
     * never at the root.
     */
    protected final int probeScalar(long key, int depth, int alpha, int beta, int ply, boolean pvNode) {
        probedMove = Move.NONE;
        if (table == null) {
            return NO_CUTOFF;
        }
        stats.tableProbes++;
        if (!table.probeKey(key, entry)) {
            return NO_CUTOFF;
        }
        stats.tableHits++;
        probedMove = entry.move == Values.NO_MOVE ? Move.NONE : entry.move;
        if (ply > 0 && settings.alphaBeta() && entry.depth >= depth) {
            int lower = TableScores.fromTable(entry.lowerBound, ply);
            int upper = TableScores.fromTable(entry.upperBound, ply);
            if (lower >= beta || (!pvNode && lower == upper)) {
                stats.tableCutoffs++;
                return lower;
            }
            if (upper <= alpha) {
                stats.tableCutoffs++;
                return upper;
            }
        }
        return NO_CUTOFF;
    }

    /**
     * Stores a node's scalar result: {@code score} as a lower and/or upper bound as {@code bound}
     * says (mate-like scores made ply-independent), the depth and the best move. No-op without a table.
     */
    protected final void storeScalar(long key, int depth, int ply, int score, int bound, int bestMove) {
        if (table == null) {
            return;
        }
        entry.clear();
        entry.lowerBound = (bound & Bound.LOWER) != 0 ? TableScores.toTable(score, ply) : -Values.INFINITE;
        entry.upperBound = (bound & Bound.UPPER) != 0 ? TableScores.toTable(score, ply) : Values.INFINITE;
        entry.depth = depth;
        entry.move = bestMove == Move.NONE ? Values.NO_MOVE : bestMove;
        table.storeKey(key, entry);
    }

    protected final long elapsedNanos() {
        return System.nanoTime() - startNanos;
    }

    @Override
    public SearchStats stats() {
        return stats;
    }

    @Override
    public TranspositionTable<Board> table() {
        return table;
    }

    @Override
    public void clear() {
        if (table != null) {
            table.clear();
        }
        ordering.clear();
    }

    @Override
    public void newSearch() {
        if (table != null) {
            table.newSearch();
        }
        ordering.age();
    }

    /** The settings this search runs with. */
    public SearchSettings settings() {
        return settings;
    }
}
