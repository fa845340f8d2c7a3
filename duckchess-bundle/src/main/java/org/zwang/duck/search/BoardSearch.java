package org.zwang.duck.search;

import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.PieceObserver;
import org.zwang.duck.board.PieceSquareTable;
import org.zwang.duck.eval.Evaluation;
import org.zwang.duck.eval.Evaluator;
import org.zwang.duck.eval.IncrementalEvaluator;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.search.IterativeDeepening;
import org.zwang.search.SearchFrame;
import org.zwang.search.SearchResult;
import org.zwang.search.Values;
import org.zwang.search.tt.Bound;
import org.zwang.search.tt.HashedTranspositionTable;
import org.zwang.search.tt.TableEntry;
import org.zwang.search.tt.TranspositionTable;

/**
 * One of the engine's searches ({@link BundleSearch}, {@link ExplicitSearch}, {@link ChessSearch}) at
 * a fixed depth, in search-api's {@link SearchFrame} (node counting and limit polling, the moves on
 * the board taken back when a limit aborts the search, the principal variation) and driven by its
 * {@code IterativeDeepening}. What the three share besides: the board being searched, per-ply move
 * lists, the move ordering, the optional table and the capture search that ignores the duck.
 *
 * <p>Positions are {@link Board}s; moves in {@link Move} encoding: whole turns (chess move and duck
 * square) in Duck Chess, chess moves in standard chess. Values: centipawns for the side to move, game
 * ends as {@code ±(EngineScore.MATE - ply)}. The root hint is a move to try first at the root (the
 * previous iteration's best). The subclasses are final and keep their node functions to themselves,
 * so the JIT sees one receiver type at every call into the frame.
 *
 * <p>About 350 lines because it is the one home of what the searches share: the deepening with
 * its aspiration window, MultiPV's excluded root moves and lines, the table probe and store, and the
 * steps of the fail-soft quiescence loops. Splitting it would give the searches a second base class
 * to read through.
 */
public abstract class BoardSearch extends SearchFrame<Board> {

    /** Half-width of the aspiration window, in centipawns. */
    public static final int ASPIRATION = 40;
    /** A failing side's half-width is multiplied by this on each re-search. */
    public static final int WIDENING = 4;

    /** Deepest ply any search reaches (quiescence included); deeper nodes are evaluated statically. */
    static final int MAX_PLY = 128;
    /** A win at ply 0 ({@link EngineScore#MATE}); the searches score game ends as {@code ±(MATE - ply)}. */
    protected static final int MATE = EngineScore.MATE;

    private final String name;
    protected final HashedTranspositionTable<Board> table;
    protected final SearchSettings settings;
    protected final MoveOrdering ordering = new MoveOrdering(MAX_PLY, MoveGenerator.MAX_MOVES);
    protected final int[][] moves = new int[MAX_PLY][MoveGenerator.MAX_MOVES];
    /** For generation outside the per-ply lists (stalemate tests, duck orders). */
    protected final int[] scratch = new int[MoveGenerator.MAX_MOVES];
    protected final TableEntry entry = new TableEntry();
    protected final Evaluator evaluator;

    protected Board board;
    private PieceSquareTable callersTable;
    /** This search's own incremental state of the evaluation (a network's accumulator), or null. */
    private final PieceObserver observer;
    private PieceObserver callersObserver;

    // MultiPV: the root moves already given a line in this iteration, excluded from the next search.
    private int multiPv = 1;
    private final int[] excludedRoot = new int[MoveGenerator.MAX_MOVES];
    private int excludedCount;
    private final SearchResult[] lines = new SearchResult[MoveGenerator.MAX_MOVES];
    private int lineCount;

    /**
     * @throws IllegalArgumentException when {@code settings} switch on the selective techniques for a
     *         search that has none (only the bundle search has them): it would silently run full width
     */
    BoardSearch(String name, HashedTranspositionTable<Board> table, SearchSettings settings, boolean selective) {
        if (settings.selective() && !selective) {
            throw new IllegalArgumentException("the " + name + " search has no selective techniques; "
                    + "switch them off (SearchSettings.withSelectivity(false))");
        }
        this.name = name;
        this.table = table;
        this.settings = settings;
        this.evaluator = settings.evaluator();
        this.observer = evaluator instanceof IncrementalEvaluator ? ((IncrementalEvaluator) evaluator).newObserver() : null;
        ensureCapacity(MAX_PLY);
    }

    @Override
    public final String name() {
        return name;
    }

    /**
     * The engine's iterative deepening of {@code search}: search-api's {@link IterativeDeepening} with
     * the previous best move tried first at the root and, from depth 2 on, an aspiration window of
     * ±{@value #ASPIRATION} around the previous value, the failing side widened {@value #WIDENING}-fold
     * until the value falls inside; after a mate score, a full window.
     */
    public static IterativeDeepening<Board> deepening(BoardSearch search) {
        return new IterativeDeepening<Board>(search, ASPIRATION, null).withWidening(WIDENING)
                .withAspirationBelow(EngineScore.MATE_BOUND).withRootHint(true);
    }

    @Override
    public final int maxDepth(Board position) {
        return MAX_PLY - 2;
    }

    /** Checks the arguments and sets the board up; a subclass that changes the board more overrides this, calling it first. */
    @Override
    protected void begin(Board position, int depth, int alpha, int beta) {
        if (depth < 1 || depth > MAX_PLY - 2) {
            throw new IllegalArgumentException("depth must be 1 .. " + (MAX_PLY - 2) + ", got " + depth);
        }
        if (alpha >= beta) {
            throw new IllegalArgumentException("empty window (" + alpha + ", " + beta + ")");
        }
        board = position;
        callersTable = position.pieceSquareTable();
        // the table the evaluation sums incrementally: an Evaluation's own (tuning evaluates with others)
        position.setPieceSquareTable(evaluator instanceof Evaluation ? ((Evaluation) evaluator).pieceSquareTable()
                : Evaluation.PIECE_SQUARE_TABLE);
        callersObserver = position.pieceObserver();
        if (observer != null) {
            position.setPieceObserver(observer); // a network's accumulator, updated by make and unmake
        }
    }

    /**
     * MultiPV: with {@code count} above 1 each search of a depth also finds the next best root moves,
     * one line each, returned in its result ({@link SearchResult#lines()}). Moves are chess moves, each with the duck square its line puts
     * the duck on: two turns of one chess move with different ducks are one root move, as a player
     * would count them.
     */
    public final void setMultiPv(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("MultiPV must be at least 1, got " + count);
        }
        multiPv = count;
    }

    /**
     * A search of one depth; with MultiPV its result carries the root's lines, best first: the
     * search's own line and the best of each root move not yet given a line, each searched with a
     * full window (so its score is exact) once the first line's value is settled, sorted by score.
     * Fewer lines when the root has fewer moves.
     */
    @Override
    protected final SearchResult run(Board position, int depth, int alpha, int beta, int guess, int rootMove) {
        excludedCount = 0;
        SearchResult first = searchRoot(depth, alpha, beta, rootMove == Values.NO_MOVE ? Move.NONE : rootMove);
        lines[0] = first;
        lineCount = 1;
        boolean settled = first.bound() == Bound.EXACT || (first.bound() == Bound.UPPER && alpha == -Values.INFINITE)
                || (first.bound() == Bound.LOWER && beta == Values.INFINITE);
        if (multiPv == 1 || !settled || first.bestMove() == Values.NO_MOVE) {
            return first; // an aspiration failure is searched again by the deepening: lines then
        }
        while (lineCount < multiPv) {
            excludedRoot[excludedCount++] = Move.chessMove(lines[lineCount - 1].bestMove());
            SearchResult next = searchRoot(depth, -Values.INFINITE, Values.INFINITE, Move.NONE);
            if (next.bestMove() == Values.NO_MOVE) {
                break; // every root move has its line
            }
            lines[lineCount++] = next;
        }
        excludedCount = 0;
        // Best first. With the selective search a later line can score above the first: with the best
        // move excluded the pruning differs, and its full-window score is as exact as the first's. As
        // Stockfish sorts its root moves after each line, the best score leads (a stable sort: ties
        // keep the search's order) and is this depth's result.
        for (int i = 1; i < lineCount; i++) {
            SearchResult line = lines[i];
            int j = i;
            while (j > 0 && lines[j - 1].value() < line.value()) {
                lines[j] = lines[j - 1];
                j--;
            }
            lines[j] = line;
        }
        // the counters of all the lines
        return lines[0].withStats(stats.copy()).withMoreLines(java.util.Arrays.asList(lines).subList(1, lineCount));
    }

    /** MultiPV: whether the root move {@code chessMove} already has its line in this iteration. */
    protected final boolean excludedAtRoot(int chessMove) {
        for (int i = 0; i < excludedCount; i++) {
            if (excludedRoot[i] == chessMove) {
                return true;
            }
        }
        return false;
    }

    /** Gives the board back as the caller had it; a subclass that overrides {@link #begin} undoes its part first, then calls this. */
    @Override
    protected void end(Board position) {
        position.setPieceSquareTable(callersTable);
        if (observer != null) {
            position.setPieceObserver(callersObserver);
        }
        callersObserver = null;
        board = null;
    }

    @Override
    protected final void takeBack(Board position, int move) {
        position.unmakeMove();
    }

    /**
     * The subclass's search from the root at ply 0 (one line: {@link #run} finds the MultiPV lines by
     * calling it again with the lines found excluded); {@code rootFirst} is the root hint
     * ({@link Move#NONE}: none).
     */
    protected abstract SearchResult searchRoot(int depth, int alpha, int beta, int rootFirst);

    protected final void make(int move) {
        board.makeMove(move);
        made(move);
    }

    protected final void unmake() {
        board.unmakeMove();
        unmade();
    }

    /**
     * The capture search of {@link Quiescence#IGNORING_DUCK}, shared by the Duck Chess searches: on a
     * board without a duck, stand pat or play a capture or promotion (generated ignoring the duck), a
     * side without its king having lost. Fail-soft in (alpha, beta); the node at {@code ply} was
     * entered by the caller.
     */
    protected final int quiesceIgnoringDuck(int alpha, int beta, int ply) {
        int best = evaluator.evaluate(board);
        if (standsPat(best, beta, ply)) {
            return best;
        }
        int[] list = moves[ply];
        int count = MoveGenerator.generateTactical(board, list, 0, false);
        ordering.score(list, count, ply, 0, 0, settings.moveOrdering());
        for (int i = 0; i < count; i++) {
            make(ordering.pick(list, i, count, ply));
            enter(ply + 1);
            int value = board.hasKing(board.sideToMove())
                    ? -quiesceIgnoringDuck(childLow(beta), childHigh(alpha, best), ply + 1)
                    : MATE - (ply + 1); // the move took the king
            unmake();
            best = Math.max(best, value);
            if (cutsOff(best, beta)) {
                break;
            }
        }
        return best;
    }

    /**
     * The capture search's value of {@code position} for the side to move, with no full-width ply
     * before it ({@link #quiesceIgnoringDuck}: stand pat or a capture or promotion, ignoring the duck,
     * with this search's evaluator): the "quiescence score" Texel tuning fits the evaluation's weights
     * to ({@code org.zwang.duck.tune}). A side without its king has lost. The board is given back
     * unchanged.
     */
    public final int quiescenceValue(Board position) {
        begin(position, 1, -Values.INFINITE, Values.INFINITE);
        try {
            enter(0);
            return board.hasKing(board.sideToMove()) ? quiesceIgnoringDuck(-Values.INFINITE, Values.INFINITE, 0) : -MATE;
        } finally {
            end(position);
        }
    }

    // The scalar quiescence loops (ignoring the duck here, with every duck square in ExplicitSearch,
    // chess in ChessSearch) are fail-soft: the value is the best of the stand-pat score and the
    // children's. With alpha-beta a child searches (-beta, -max(alpha, best)) and the loop stops at
    // best >= beta; without it, every child gets the full window (plain minimax).

    /** True where quiescence stops at the stand-pat score {@code standPat}: the ply limit, or a cutoff. */
    protected final boolean standsPat(int standPat, int beta, int ply) {
        return ply >= MAX_PLY - 1 || (settings.alphaBeta() && standPat >= beta);
    }

    /** The lower end of a quiescence child's window (its own alpha). */
    protected final int childLow(int beta) {
        return settings.alphaBeta() ? -beta : -Values.INFINITE;
    }

    /** The upper end of a quiescence child's window, where the loop has {@code best} so far. */
    protected final int childHigh(int alpha, int best) {
        return settings.alphaBeta() ? -Math.max(alpha, best) : Values.INFINITE;
    }

    /** True, and counted, where a fail-soft loop with {@code best} so far cuts off at {@code beta}. */
    protected final boolean cutsOff(int best, int beta) {
        if (settings.alphaBeta() && best >= beta) {
            stats.betaCutoffs++;
            return true;
        }
        return false;
    }

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
        if (!probe(key)) {
            return NO_CUTOFF;
        }
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
     * Probes the table (if any) for {@code key} into {@link #entry}, counting the probe and the hit:
     * whether an entry was found.
     */
    protected final boolean probe(long key) {
        if (table == null) {
            return false;
        }
        stats.tableProbes++;
        if (!table.probeKey(key, entry)) {
            return false;
        }
        stats.tableHits++;
        return true;
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

    /** The table the search uses, or null. */
    public TranspositionTable<Board> table() {
        return table;
    }

    /** Forgets what earlier searches learned (table, killers, history): a new game. */
    public void clear() {
        if (table != null) {
            table.clear();
        }
        clearHistory();
    }

    /** Forgets the killers and history only (a helper thread's search, whose table is the main search's). */
    public void clearHistory() {
        ordering.clear();
    }

    /**
     * Before a search by a helper thread of a parallel search, whose table is shared with the main
     * thread's search (which ages it): ages this search's own history only.
     */
    public void newHelperSearch() {
        ordering.age();
    }

    /** Between moves of a game: ages the table and the history. */
    public void newSearch() {
        if (table != null) {
            table.newSearch();
        }
        ordering.age();
    }
}
