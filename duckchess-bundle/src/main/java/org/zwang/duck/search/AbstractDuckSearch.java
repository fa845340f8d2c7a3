package org.zwang.duck.search;

import org.zwang.duck.board.Board;
import org.zwang.duck.board.PieceSquareTable;
import org.zwang.duck.eval.Evaluation;
import org.zwang.duck.eval.Evaluator;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.tt.DuckTranspositionTable;
import org.zwang.search.SearchAbortedException;
import org.zwang.search.SearchControl;
import org.zwang.search.SearchResult;
import org.zwang.search.SearchStats;
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
                value = org.zwang.duck.engine.EngineScore.MATE - (ply + 1);
            } else {
                value = alphaBeta ? -quiesceIgnoringDuck(-beta, -a, ply + 1)
                        : -quiesceIgnoringDuck(-org.zwang.search.Values.INFINITE, org.zwang.search.Values.INFINITE,
                                ply + 1);
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
