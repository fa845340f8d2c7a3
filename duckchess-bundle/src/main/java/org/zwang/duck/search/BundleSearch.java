package org.zwang.duck.search;

import java.util.Arrays;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.PieceType;
import org.zwang.duck.board.Square;
import org.zwang.duck.movegen.Blocking;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.tt.BundleEntry;
import org.zwang.duck.tt.EngineTables;
import org.zwang.search.SearchResult;
import org.zwang.search.Values;
import org.zwang.search.tt.Bound;
import org.zwang.search.tt.HashedTranspositionTable;

/**
 * The score-bundle search (H.G. Muller's DuckSlayer principle, from his DuckSlayer thread): the duck is never
 * searched. Every node generates its chess moves as if there were no duck and returns a
 * <em>bundle</em>: a common score w1, valid wherever the opponent's duck came from, and one exception
 * w2 at square sq1, valid when the duck came from sq1 and so could not be put there again
 * (duckzwang). In the terms of {@code docs/duck-bundle-search.md} ("Semantics"), for the side X to move:
 *
 * <pre>
 *   S(d) = max over moves m with d not in B(m) of (d == s(m) ? e(m) : c(m))   (no such m: X wins)
 *   w1 = min over empty squares d of S(d) at sq1,   w2 = min over d != sq1 of S(d) at sq2
 *   and the parent sees c = -w1, e = -w2, s = sq1.
 * </pre>
 *
 * The running maximum over moves is a {@link ScoreBundle} (exceptions as a bitboard). The root knows
 * its duck d0 (none on White's first turn) and maximises the one value each move has there; it puts
 * the duck on its best move's sq1, or on sq2 when d0 is sq1, which is why every node also returns sq2
 * (with focused children, below, ply 1 is asked for d0 directly and returns that square itself).
 *
 * <p>What the principle leaves open is solved here and explained in {@code docs/duck-bundle-search.md}:
 * <ul>
 * <li><b>Windows.</b> One window (alpha, beta) per node, fail-soft, holding for both returned values.
 *     A node fails high only when every square's score reaches beta. Each move m gets its own alpha:
 *     the least score among the squares m can be played with, since m can only raise those; a move
 *     whose squares are all at beta or above is skipped; a move that can still raise one square q
 *     only is searched <em>focused</em>: the child returns its value for a duck that came from q
 *     (min over d != q), and fails high once every square but q reaches its beta.</li>
 * <li><b>Principal variation.</b> A PV follows one duck square per node. Every node keeps, for every
 *     square, the move that scores there; a PV node keeps two lines, for the duck on sq1 and on sq2,
 *     built from the child lines saved when a move became best somewhere.</li>
 * <li><b>Table.</b> Keyed without the duck; stores w1's bounds, w2 with its own bound type, sq1 and sq2,
 *     and two moves (the common best and the one that completed a cutoff), laid out by
 *     {@link org.zwang.duck.tt.BundleEntry}. A cutoff needs both
 *     values decided by the window; w1 at or above beta decides both.</li>
 * </ul>
 *
 * <p>Quiescence has the same form (stand pat is a move no duck blocks, captures and promotions are
 * merged like moves), so with the same evaluation this search returns exactly the explicit-duck
 * search's value at equal depth ({@link ExplicitSearch}); the tests check it.
 *
 * <p>The engine adds a selective search ({@link Selectivity}, {@code docs/duck-bundle-search.md} §12),
 * each technique switched by {@link SearchSettings}: a null move that still moves the duck (merged
 * like a move no duck blocks, with the null child's duckzwang square as its exception, so it may cut
 * every square but one), late-move reductions read against each move's own alpha, reverse futility,
 * futility and move-count pruning, countermoves and internal iterative reduction; nothing is pruned
 * or reduced while the side to move's king is attacked, nor a move that attacks the enemy king. With
 * all of them off (as in {@link SearchSettings#fixedDepth()}) the search is full width and the
 * equality above holds.
 *
 * <p>How it reads: {@link #searchRoot} for ply 0, {@link #node} for every other ply, in numbered steps
 * as Stockfish's search; the long steps are methods named for them (the table probe, the null move,
 * the late-move reduction, the child's PVS window, the table's two moves), quiescence in
 * {@code horizon}/{@code quiesce}. Each ply has one preallocated {@link Frame} (as Stockfish's
 * {@code Stack}): the node's result, its bundle, its key, what the selective steps read. It is one
 * class so that these stay plain field reads the JIT inlines; what stands on its own lives apart: the
 * bundle ({@link BitboardScoreBundle}), the two PV lines ({@link BundleLines}), the ordering
 * ({@link MoveOrdering}), the switches ({@link SearchSettings}).
 */
public final class BundleSearch extends BoardSearch {

    /** Null move: the least depth, and the reduction {@code BASE + depth / DIVISOR} of the null child. */
    private static final int NULL_MOVE_MIN_DEPTH = 2;
    private static final int NULL_MOVE_BASE_REDUCTION = 3;
    private static final int NULL_MOVE_DEPTH_DIVISOR = 4;
    /** Reverse futility: the deepest node, and the margin per ply of depth (centipawns). */
    private static final int REVERSE_FUTILITY_DEPTH = 6;
    private static final int REVERSE_FUTILITY_MARGIN = 100;
    /** Futility: the deepest node, the margin per ply; move-count pruning: moves searched before a late move is dropped. */
    private static final int FUTILITY_DEPTH = 3;
    private static final int FUTILITY_MARGIN = 150;
    private static final int[] LATE_MOVE_COUNT = {0, 6, 12, 22};
    /** Late-move reductions: the least depth, the moves searched before reducing, and the reduction by depth and move number. */
    private static final int REDUCTION_MIN_DEPTH = 3;
    private static final int REDUCTION_MIN_SEARCHED = 2;
    private static final int[][] REDUCTIONS = new int[64][64];
    /** Internal iterative reduction: the least depth. */
    private static final int IIR_MIN_DEPTH = 4;
    /** No static evaluation computed (a PV node, or the king attacked). */
    private static final int NO_EVAL = Integer.MIN_VALUE;

    static {
        for (int depth = 1; depth < 64; depth++) {
            for (int searched = 1; searched < 64; searched++) {
                REDUCTIONS[depth][searched] = (int) (0.5 + Math.log(depth) * Math.log(searched) / 2.0);
            }
        }
    }

    /**
     * One ply of the search path, as Stockfish keeps its {@code Stack}: what the node at this ply
     * returns to its parent (w1 at sq1, w2 at sq2), its running bundle, its duck-free key for the
     * repetition check, and what the selective steps of the node read (the static evaluation, whether
     * the king is attacked, the table's two moves). One object per ply, made with the search.
     */
    private static final class Frame {
        /** The running maximum over the node's moves. */
        final BitboardScoreBundle bundle = new BitboardScoreBundle();
        /** The node's result: w1, the least score over the duck squares, at sq1; w2, the least elsewhere, at sq2. */
        int lowest;
        int lowestSquare;
        int secondLowest;
        int secondSquare;
        /** The position's duck-free key (repetitions). */
        long key;
        /** Whether the move made at this ply is a null move (no two in a row). */
        boolean nullMove;
        /** The static evaluation ({@link #NO_EVAL} at PV nodes and where the king is attacked). */
        int staticEval;
        /** Whether the side to move's king is attacked (then nothing is pruned or reduced). */
        boolean kingAttacked;
        /** The table's two moves for this node, compact (0: none). */
        int tableFirst;
        int tableSecond;

        void set(int common, int exception, int square1, int square2) {
            lowest = common;
            secondLowest = exception;
            lowestSquare = square1;
            secondSquare = square2;
        }
    }

    private final Frame[] frames = new Frame[MAX_PLY];
    /** The two principal variations of each node (duck on sq1, duck on sq2). */
    private final BundleLines pvLines = new BundleLines(MAX_PLY);
    private final int[] rootLine = new int[MAX_PLY];
    /** Duck-free keys of the game's positions since the last capture or pawn move, sorted (at most 100). */
    private long[] historyKeys = new long[0];
    private int rootDuck = Square.NONE;

    /**
     * A search with the given table (keyed without the duck: {@link EngineTables#withoutDuck}; null
     * for none).
     */
    public BundleSearch(HashedTranspositionTable<Board> table, SearchSettings settings) {
        super("bundle", table, settings, true);
        for (int i = 0; i < MAX_PLY; i++) {
            frames[i] = new Frame();
        }
    }

    @Override
    protected void begin(Board position, int depth, int alpha, int beta) {
        super.begin(position, depth, alpha, beta);
        rootDuck = board.duckSquare();
        historyKeys = new long[0];
        if (settings.drawDetection()) {
            // positions since the last capture or pawn move, duck-free, as the search compares them
            Board past = board.copy();
            int plies = Math.min(past.halfmoveClock(), past.historySize());
            historyKeys = new long[plies];
            for (int i = 0; i < plies; i++) {
                past.unmakeMove();
                historyKeys[i] = past.keyWithoutDuck();
            }
            Arrays.sort(historyKeys);
        }
        board.setDuck(Square.NONE); // the search never places the duck: no duck on its board
    }

    @Override
    protected void end(Board position) {
        board.setDuck(rootDuck);
        super.end(position);
    }

    @Override
    protected SearchResult searchRoot(int depth, int alpha, int beta, int rootFirst) {
        enter(0);
        frames[0].key = board.key();
        int us = board.sideToMove();
        if (!board.hasKing(us)) {
            return result(-MATE, alpha, beta, Values.NO_MOVE, 0, depth);
        }
        int[] list = moves[0];
        int generated = MoveGenerator.generateIgnoringDuck(board, list, 0);
        int count = 0;
        for (int i = 0; i < generated; i++) {
            if (!Blocking.isBlockedBy(list[i], rootDuck)) {
                list[count++] = list[i];
            }
        }
        if (count == 0) {
            return result(MATE, alpha, beta, Values.NO_MOVE, 0, depth); // stalemated: the side to move wins
        }
        int kept = 0;
        for (int i = 0; i < count; i++) {
            if (!excludedAtRoot(list[i])) {
                list[kept++] = list[i];
            }
        }
        if (kept == 0) {
            return result(-Values.INFINITE, alpha, beta, Values.NO_MOVE, 0, depth); // MultiPV: every move has its line
        }
        count = kept;
        ordering.score(list, count, 0, rootFirst == Move.NONE ? 0 : MoveOrdering.compact(Move.chessMove(rootFirst)),
                0, settings.moveOrdering());
        boolean alphaBeta = settings.alphaBeta();
        boolean pvs = settings.principalVariation();
        // Focused: every child is asked for its value with the duck coming from d0 (min over d != d0),
        // which is all the root needs. Unfocused (DuckSlayer's scheme): children return w1 and w2 and the
        // root takes w2 where d0 is the child's sq1.
        int childFocus = settings.focusedChildren() ? rootDuck : Square.NONE;
        int best = -Values.INFINITE;
        int bestTurn = Move.NONE;
        int lineLength = 0;
        for (int i = 0; i < count; i++) {
            int move = ordering.pick(list, i, count, 0);
            int a = alphaBeta ? Math.max(alpha, best) : -Values.INFINITE;
            int b = alphaBeta ? beta : Values.INFINITE;
            make(move);
            if (i == 0 || !pvs) {
                node(depth - 1, -b, -a, 1, childFocus);
            } else {
                node(depth - 1, -a - 1, -a, 1, childFocus);
                int value = rootValue();
                if (value > a && value < b) {
                    stats.researches++;
                    node(depth - 1, -b, -a, 1, childFocus);
                }
            }
            unmake();
            int value = rootValue();
            if (value > best) {
                best = value;
                // the duck goes where it hurts the opponent most, or second most when it stands there
                boolean zwang = rootZwang();
                bestTurn = Move.withDuck(move, zwang ? frames[1].secondSquare : frames[1].lowestSquare);
                lineLength = pvLines.copy(1, zwang, rootLine);
            }
            if (alphaBeta && best >= beta) {
                stats.betaCutoffs++;
                if (i == 0) {
                    stats.firstMoveCutoffs++;
                }
                ordering.cutoff(move, 0, depth);
                break;
            }
        }
        return result(best, alpha, beta, bestTurn, lineLength, depth);
    }

    /** The value of the root move just searched, for the root's known duck. */
    private int rootValue() {
        return rootZwang() ? -frames[1].secondLowest : -frames[1].lowest;
    }

    /**
     * Whether the root's duck stands on the square where the child wants it (unfocused children only;
     * a focused child has already left d0 out): then it goes to the child's second square.
     */
    private boolean rootZwang() {
        return !settings.focusedChildren() && rootDuck != Square.NONE && rootDuck == frames[1].lowestSquare;
    }

    private SearchResult result(int value, int alpha, int beta, int bestTurn, int lineLength, int depth) {
        if (bestTurn == Values.NO_MOVE || bestTurn == Move.NONE) {
            return result(value, alpha, beta, Values.NO_MOVE, new int[0], depth);
        }
        int[] line = new int[lineLength + 1];
        line[0] = bestTurn;
        System.arraycopy(rootLine, 0, line, 1, lineLength);
        return result(value, alpha, beta, bestTurn, line, depth);
    }

    /**
     * Searches the node at {@code ply} (no duck on the board; the duck square is the unknown d) and
     * leaves its bundle in its {@link Frame} (w1 at sq1, w2 at sq2), fail-soft with respect to
     * (alpha, beta) for both values. With a {@code focus} square the node is searched for a duck that
     * came from there: its squares are the empty ones but {@code focus}, and w1 is the one value the
     * parent needs, min over d != focus of S(d), at sq1.
     */
    private void node(int depth, int alpha, int beta, int ply, int focus) {
        Frame frame = frames[ply];
        // Step 1. Count the node and poll the limits; an empty principal variation so far.
        enter(ply);
        pvLines.clear(ply);
        long key = board.key(); // no duck on this board: the duck-free key
        frame.key = key;
        // Step 2. Game ends wherever the duck is: the king was taken; a draw by repetition or the
        // 50-move rule.
        if (!board.hasKing(board.sideToMove())) {
            uniform(frame, -(MATE - ply), focus);
            return;
        }
        if (settings.drawDetection() && isDraw(ply, key)) {
            uniform(frame, 0, focus);
            return;
        }
        // Step 3. The horizon: stalemate squares, then the evaluation or quiescence.
        if (depth <= 0 || ply >= MAX_PLY - 1) {
            horizon(alpha, beta, ply, focus);
            return;
        }
        // Step 4. Table lookup (key without the duck): the two stored moves for ordering, and a cutoff
        // when the stored bundle is decided by the window.
        boolean alphaBeta = settings.alphaBeta();
        boolean pvNode = !alphaBeta || beta - alpha > 1;
        if (probeTable(frame, key, depth, alpha, beta, ply, focus)) {
            return;
        }
        // Internal iterative reduction: no table move to start with, one ply less.
        if (frame.tableFirst == 0 && depth >= IIR_MIN_DEPTH && settings.selective(Selectivity.INTERNAL_ITERATIVE_REDUCTION)) {
            depth--;
        }
        // Step 4a. The selective search's view of the node: is the king attacked (then nothing is pruned
        // or reduced), the static evaluation at non-PV nodes, and reverse futility.
        boolean selective = settings.selective();
        frame.kingAttacked = selective && kingAttacked(board, board.sideToMove());
        frame.staticEval = selective && !pvNode && !frame.kingAttacked ? evaluator.evaluate(board) : NO_EVAL;
        if (reverseFutile(frame.staticEval, depth, beta)) {
            uniform(frame, frame.staticEval - REVERSE_FUTILITY_MARGIN * depth, focus);
            return;
        }
        // Step 5. Generate the chess moves as if there were no duck. The bundle starts empty over the
        // node's squares (the empty ones but the focus), with a win where the duck would block every
        // move (stalemate: the side to move wins).
        int[] list = moves[ply];
        int count = MoveGenerator.generateIgnoringDuck(board, list, 0);
        if (count == 0) {
            uniform(frame, MATE - ply, focus); // no move wherever the duck is: the side to move wins
            return;
        }
        long domain = ~board.occupied() & ~focusBit(focus);
        long stalemate = domain; // squares where the duck blocks every move
        for (int i = 0; i < count && stalemate != 0; i++) {
            stalemate &= Blocking.squares(list[i]);
        }
        BitboardScoreBundle bundle = frame.bundle;
        bundle.reset(domain, ScoreBundle.NO_SCORE, -1, stalemate, MATE - ply);
        // Step 5a. Null move: pass the chess move, place the duck; a fail high on every square ends the node.
        if (nullMoveFailsHigh(frame, depth, alpha, beta, ply)) {
            return;
        }
        int previous = settings.selective(Selectivity.COUNTERMOVES) && board.historySize() > 0 ? board.moveBefore(0)
                : Move.NONE; // the opponent's last move (none after a pass)
        ordering.score(list, count, ply, frame.tableFirst, frame.tableSecond, settings.moveOrdering(),
                ordering.counter(previous));

        // Step 6. The move loop: each move with its own window (its alpha is the least score among the
        // squares it can raise), skipped when it cannot raise one below beta, its child focused when
        // it can raise one only; PVS re-search; the child's bundle merged into the running maximum.
        boolean pvs = settings.principalVariation();
        boolean reductions = settings.selective(Selectivity.LATE_MOVE_REDUCTIONS) && !frame.kingAttacked
                && depth >= REDUCTION_MIN_DEPTH;
        boolean futility = frame.staticEval != NO_EVAL && depth <= FUTILITY_DEPTH && settings.selective(Selectivity.FUTILITY);
        Frame child = frames[ply + 1];
        int searched = 0;
        int lastRaising = Move.NONE;
        boolean cutoff = false;
        for (int i = 0; i < count; i++) {
            int move = ordering.pick(list, i, count, ply);
            long blocking = Blocking.squares(move);
            int a = -Values.INFINITE;
            int b = Values.INFINITE;
            int childFocus = Square.NONE;
            boolean firstForSomeSquare = true;
            if (alphaBeta) {
                // The move can only raise the squares it can be played with, and only those below beta
                // matter: none left, skip it; one left, ask the child about that square alone.
                long open = domain & ~blocking;
                long needed = bundle.squaresBelow(beta) & open;
                if (needed == 0) {
                    continue;
                }
                childFocus = focusOf(needed);
                // its alpha is the least score among those squares
                int reached = bundle.minimumOutside(blocking);
                firstForSomeSquare = reached == ScoreBundle.NO_SCORE;
                a = Math.max(alpha, reached);
                b = beta;
            }
            // Step 6a. A late move: quiet, not a table move or killer, and every square it can raise
            // already has a score (so its window is a real one). Near the leaves it may be dropped.
            boolean late = (reductions || futility) && !firstForSomeSquare && searched > 0
                    && isLateQuiet(move, ply, frame);
            make(move);
            // a move that attacks the enemy king is never dropped or reduced: the answer is forced
            late = late && !kingAttacked(board, board.sideToMove());
            if (late && futility) {
                int futile = frame.staticEval + FUTILITY_MARGIN * depth;
                if (searched >= LATE_MOVE_COUNT[depth] || futile <= a) {
                    unmake();
                    if (futile <= a) {
                        bundle.merge(-1, blocking, futile, futile, Square.NONE); // its squares are bounded by the sum
                    }
                    continue;
                }
            }
            // Step 6b. Late-move reduction: a null-window search less deep; the move is searched in
            // full only when it raises some square it can reach above its alpha (read per move).
            boolean full = !(late && reductions && searched >= REDUCTION_MIN_SEARCHED)
                    || reducedSearchRaises(depth, searched, pvNode, a, ply, childFocus);
            // Step 6c. PVS: a null window only when every square the move can raise has a score already;
            // a move that is the first for some square (blocked for all moves before it) gets the full
            // window, as the first move of a node does.
            if (full) {
                searchChild(depth - 1, a, b, ply + 1, childFocus, firstForSomeSquare || !pvs);
            }
            unmake();
            searched++;
            if (take(bundle, i, blocking, child, childFocus)) {
                lastRaising = move;
                if (pvNode) {
                    pvLines.saveChild(ply, i, child.lowestSquare, child.secondSquare);
                }
            }
            // Step 7. Beta cutoff: every square's score reached beta.
            if (alphaBeta && bundle.minimum() >= beta) {
                cutoff = true;
                stats.betaCutoffs++;
                if (searched == 1) {
                    stats.firstMoveCutoffs++;
                }
                ordering.cutoff(move, ply, depth);
                ordering.counterCutoff(previous, move);
                break;
            }
        }
        // Step 8. The node's result (w1 at sq1, w2 at sq2), stored with its two moves; the PV lines for
        // the duck on sq1 and on sq2.
        finish(frame);
        if (table != null) {
            store(frame, key, ply, depth, alpha, beta, tableMoves(frame, list, cutoff, lastRaising), focus);
        }
        if (pvNode) {
            pvLines.build(ply, bundle, list, frame.lowestSquare, frame.secondSquare);
        }
    }

    /**
     * Step 4: probes the table. Leaves the entry's two moves in the frame for the ordering; true, with
     * the node's result in the frame, when the stored bundle is decided by the window
     * ({@link #tableCutoff}).
     */
    private boolean probeTable(Frame frame, long key, int depth, int alpha, int beta, int ply, int focus) {
        frame.tableFirst = 0;
        frame.tableSecond = 0;
        if (!probe(key)) {
            return false;
        }
        if (entry.move != Values.NO_MOVE) {
            frame.tableFirst = BundleEntry.firstMove(entry.move);
            frame.tableSecond = BundleEntry.secondMove(entry.move);
        }
        if (settings.alphaBeta() && entry.depth >= depth && tableCutoff(frame, alpha, beta, ply, focus)) {
            stats.tableCutoffs++;
            return true;
        }
        return false;
    }

    /** Step 4a, reverse futility: near the leaves, a static evaluation this far above beta fails high. */
    private boolean reverseFutile(int staticEval, int depth, int beta) {
        return staticEval != NO_EVAL && depth <= REVERSE_FUTILITY_DEPTH && settings.selective(Selectivity.REVERSE_FUTILITY)
                && Math.abs(beta) < EngineScore.MATE_BOUND && staticEval - REVERSE_FUTILITY_MARGIN * depth >= beta;
    }

    /**
     * Step 5a, the null move (docs/duck-bundle-search.md, "The selective search"): pass the chess
     * move, place the duck. Its value is beta or more on every square but the null child's sq1: those
     * squares are cut off in the node's bundle; if that leaves none, the node fails high (true, its
     * result in the frame); else only sq1 is searched on.
     */
    private boolean nullMoveFailsHigh(Frame frame, int depth, int alpha, int beta, int ply) {
        if (frame.staticEval == NO_EVAL || !settings.selective(Selectivity.NULL_MOVE)
                || !nullMoveAllowed(depth, beta, ply, frame.staticEval)) {
            return false;
        }
        stats.nullMoves++;
        int reduction = NULL_MOVE_BASE_REDUCTION + depth / NULL_MOVE_DEPTH_DIVISOR;
        frame.nullMove = true;
        board.makeNullMove();
        made(Move.NONE);
        node(Math.max(0, depth - 1 - reduction), -beta, -alpha, ply + 1, Square.NONE);
        unmake();
        frame.nullMove = false;
        Frame child = frames[ply + 1];
        int common = -child.lowest;
        if (common < beta) {
            return false;
        }
        int exception = -child.secondLowest;
        // a mate found after a pass is no proof: claim beta only
        int claimed = common >= EngineScore.MATE_BOUND ? beta : common;
        BitboardScoreBundle bundle = frame.bundle;
        bundle.merge(-1, 0, claimed, exception >= beta ? claimed : ScoreBundle.NO_SCORE, child.lowestSquare);
        if (bundle.minimum() < beta) {
            return false;
        }
        stats.nullMoveCutoffs++;
        finish(frame);
        return true;
    }

    /**
     * Step 6b, late-move reduction: the child searched with a null window at {@code a}, less deep;
     * true when the move must be searched in full (no reduction at this depth, or the reduced search
     * raised some square the move reaches above its alpha).
     */
    private boolean reducedSearchRaises(int depth, int searched, boolean pvNode, int a, int ply, int childFocus) {
        int reduction = Math.min(REDUCTIONS[Math.min(depth, 63)][Math.min(searched, 63)] - (pvNode ? 1 : 0),
                depth - 2);
        if (reduction <= 0) {
            return true;
        }
        node(depth - 1 - reduction, -a - 1, -a, ply + 1, childFocus);
        return -frames[ply + 1].lowest > a;
    }

    /**
     * Step 6c: a move's child at {@code childPly} searched to {@code depth} in the move's window (a, b):
     * with that window ({@code fullWindow}), or PVS's null window at {@code a} first, searched again in
     * full when its result lies inside.
     */
    private void searchChild(int depth, int a, int b, int childPly, int childFocus, boolean fullWindow) {
        if (fullWindow) {
            node(depth, -b, -a, childPly, childFocus);
            return;
        }
        node(depth, -a - 1, -a, childPly, childFocus);
        if (needsResearch(a, b, frames[childPly], childFocus)) {
            stats.researches++;
            node(depth, -b, -a, childPly, childFocus);
        }
    }

    /**
     * Step 8: the two moves stored with the node, compact ({@link BundleEntry#moves}): the move that
     * scores on the common squares (or on sq1 when none does), and the move that completed a cutoff
     * (the last that raised the bundle) or else the one that scores on sq1.
     */
    private int tableMoves(Frame frame, int[] list, boolean cutoff, int lastRaising) {
        BitboardScoreBundle bundle = frame.bundle;
        int commonSource = bundle.commonSource();
        int lowestSource = bundle.sourceOf(frame.lowestSquare);
        int lowestMove = lowestSource >= 0 ? list[lowestSource] : Move.NONE;
        int firstMove = commonSource >= 0 ? list[commonSource] : lowestMove;
        int first = firstMove != Move.NONE ? MoveOrdering.compact(firstMove) : 0;
        int secondMove = cutoff ? lastRaising : lowestMove;
        int second = secondMove != Move.NONE ? MoveOrdering.compact(secondMove) : 0;
        return BundleEntry.moves(first, second == first ? 0 : second);
    }

    /**
     * The guards of the null move (docs/duck-bundle-search.md, "The selective search"): depth to
     * spare; not right after another null move; a window short of mate scores; the position allows a
     * pass ({@link #mayPass}); and the static evaluation at beta or above.
     */
    private boolean nullMoveAllowed(int depth, int beta, int ply, int staticEval) {
        if (depth < NULL_MOVE_MIN_DEPTH || (ply > 0 && frames[ply - 1].nullMove) || Math.abs(beta) >= EngineScore.MATE_BOUND) {
            return false;
        }
        return staticEval >= beta && mayPass(board);
    }

    /**
     * Whether the side to move may be assumed better off with a move than with a pass: it keeps a
     * piece besides king and pawns (positions where every move hurts, zugzwang and duckzwang alike,
     * are mostly pawn endings), and no enemy piece attacks its king (a king capture the opponent
     * threatens must be answered, not passed over; pieces block, the duck is left out: it may stand
     * anywhere).
     */
    static boolean mayPass(Board board) {
        int us = board.sideToMove();
        long pieces = board.sidePieces(us) & ~board.pieces(us, PieceType.PAWN) & ~board.pieces(us, PieceType.KING);
        return pieces != 0 && !kingAttacked(board, us);
    }

    /** Whether a piece of the opponent attacks {@code side}'s king (pieces block; the duck does not count). */
    static boolean kingAttacked(Board board, int side) {
        int king = board.kingSquare(side);
        return king != Square.NONE && (board.attackersTo(king, board.occupied()) & board.sidePieces(side ^ 1)) != 0;
    }

    /** A quiet move that the ordering puts late: no capture or promotion, not a table move or killer. */
    private boolean isLateQuiet(int move, int ply, Frame frame) {
        if (Move.isCapture(move) || Move.isPromotion(move) || move == ordering.killer(ply, 0)
                || move == ordering.killer(ply, 1)) {
            return false;
        }
        int compact = MoveOrdering.compact(move);
        return compact != frame.tableFirst && compact != frame.tableSecond;
    }

    private static long focusBit(int focus) {
        return focus == Square.NONE ? 0 : 1L << focus;
    }

    /** PVS: whether the child's null-window result lies inside (a, b), so it must be searched again. */
    private boolean needsResearch(int a, int b, Frame child, int childFocus) {
        int common = -child.lowest;
        if (common > a && common < b) {
            return true;
        }
        int exception = -child.secondLowest;
        return childFocus == Square.NONE && exception > a && exception < b;
    }

    /** Takes the child's result into the bundle: a whole bundle, or the value for the one focus square. */
    private boolean take(ScoreBundle bundle, int source, long blocking, Frame child, int childFocus) {
        if (childFocus != Square.NONE) {
            return bundle.raise(source, childFocus, -child.lowest);
        }
        return bundle.merge(source, blocking, -child.lowest, -child.secondLowest, child.lowestSquare);
    }

    /**
     * A node at depth 0: stalemate wins where the duck blocks every move; elsewhere the evaluation or
     * the chosen quiescence.
     */
    private void horizon(int alpha, int beta, int ply, int focus) {
        Quiescence quiescence = ply < MAX_PLY - 1 ? settings.quiescence() : Quiescence.NONE;
        if (quiescence == Quiescence.WITH_DUCK) {
            quiesceBody(alpha, beta, ply, focus);
            return;
        }
        Frame frame = frames[ply];
        long stalemate = Stalemates.squares(board, scratch);
        if (stalemate == Stalemates.EVERY_SQUARE) {
            uniform(frame, MATE - ply, focus);
            return;
        }
        int value = quiescence == Quiescence.NONE ? evaluator.evaluate(board)
                : quiesceIgnoringDuck(alpha, beta, ply);
        long domain = ~board.occupied() & ~focusBit(focus);
        int passed = quiescence == Quiescence.IGNORING_DUCK ? board.enPassantSquare() : Square.NONE;
        if (passed != Square.NONE && (domain & ~stalemate & 1L << passed) != 0) {
            // A duck that came to the passed-over square took the en passant right away (the board's
            // rule, as Fairy-Stockfish's), so the capture search, which ignores the duck itself,
            // finds no en passant capture there: that square gets its own value, as the explicit
            // search gives it.
            board.dropEnPassant();
            int blocked = quiesceIgnoringDuck(alpha, beta, ply);
            board.restoreEnPassant(passed);
            if (blocked != value) {
                BitboardScoreBundle bundle = frame.bundle;
                bundle.reset(domain, value, -1, 1L << passed, blocked);
                for (long squares = stalemate & domain; squares != 0; squares &= squares - 1) {
                    bundle.raise(-1, Long.numberOfTrailingZeros(squares), MATE - ply);
                }
                finish(frame);
                return;
            }
        }
        if ((stalemate & domain) == 0) {
            uniform(frame, value, focus);
            return;
        }
        frame.bundle.reset(domain, value, -1, stalemate, MATE - ply);
        finish(frame);
    }

    private void quiesce(int alpha, int beta, int ply, int focus) {
        enter(ply);
        pvLines.clear(ply);
        Frame frame = frames[ply];
        frame.key = board.key();
        if (!board.hasKing(board.sideToMove())) {
            uniform(frame, -(MATE - ply), focus);
            return;
        }
        quiesceBody(alpha, beta, ply, focus);
    }

    /**
     * Quiescence as a bundle: standing pat is a move no duck can block and without exception, so the
     * bundle starts with the evaluation as its common score; captures and promotions (generated
     * ignoring the duck) are taken in like any move, with the same windows and focused children. No
     * PVS here, as in the explicit search.
     */
    private void quiesceBody(int alpha, int beta, int ply, int focus) {
        Frame frame = frames[ply];
        long stalemate = Stalemates.squares(board, scratch);
        if (stalemate == Stalemates.EVERY_SQUARE) {
            uniform(frame, MATE - ply, focus);
            return;
        }
        int standPat = evaluator.evaluate(board);
        BitboardScoreBundle bundle = frame.bundle;
        long domain = ~board.occupied() & ~focusBit(focus);
        bundle.reset(domain, standPat, -1, stalemate, MATE - ply);
        boolean alphaBeta = settings.alphaBeta();
        if (ply >= MAX_PLY - 1 || (alphaBeta && bundle.minimum() >= beta)) {
            finish(frame);
            return;
        }
        int[] list = moves[ply];
        int count = MoveGenerator.generateTactical(board, list, 0, false);
        ordering.score(list, count, ply, 0, 0, settings.moveOrdering());
        Frame child = frames[ply + 1];
        for (int i = 0; i < count; i++) {
            int move = ordering.pick(list, i, count, ply);
            long blocking = Blocking.squares(move);
            int a = -Values.INFINITE;
            int b = Values.INFINITE;
            int childFocus = Square.NONE;
            if (alphaBeta) {
                long needed = bundle.squaresBelow(beta) & domain & ~blocking;
                if (needed == 0) {
                    continue;
                }
                childFocus = focusOf(needed);
                a = Math.max(alpha, bundle.minimumOutside(blocking));
                b = beta;
            }
            make(move);
            quiesce(-b, -a, ply + 1, childFocus);
            unmake();
            take(bundle, i, blocking, child, childFocus);
            if (alphaBeta && bundle.minimum() >= beta) {
                stats.betaCutoffs++;
                break;
            }
        }
        finish(frame);
    }

    /**
     * The duck square a move's child is asked about alone ({@code settings.focusedChildren()}): the
     * one square of {@code needed} where the move can raise a score below beta, or none when there are more.
     */
    private int focusOf(long needed) {
        return settings.focusedChildren() && (needed & (needed - 1)) == 0 ? Long.numberOfTrailingZeros(needed) : Square.NONE;
    }

    /** Ends the node with its bundle's result: its two lowest scores and their squares. */
    private static void finish(Frame frame) {
        BitboardScoreBundle bundle = frame.bundle;
        bundle.finish();
        frame.set(bundle.lowest(), bundle.secondLowest(), bundle.lowestSquare(), bundle.secondSquare());
    }

    /**
     * A bundle without exceptions: {@code value} wherever the duck is. Squares: the two lowest empty
     * ones (other than the focus square).
     */
    private void uniform(Frame frame, int value, int focus) {
        long empty = ~board.occupied() & ~focusBit(focus);
        frame.set(value, value, Long.numberOfTrailingZeros(empty), Long.numberOfTrailingZeros(empty & (empty - 1)));
    }

    /**
     * A table cutoff with a stored bundle ({@code docs/duck-bundle-search.md}, "The transposition table
     * with bundles"): w1's bounds hold for every duck square but sq1, w2's (with its own bound type) for
     * sq1. A node may return the stored bundle only when both are decided by the window; a lower
     * bound on w1 at or above beta decides both, since w2 is never below w1. A focused node needs one
     * of them: w2 when its focus is sq1, w1 otherwise.
     */
    private boolean tableCutoff(Frame frame, int alpha, int beta, int ply, int focus) {
        int lower = TableScores.fromTable(entry.lowerBound, ply);
        int upper = TableScores.fromTable(entry.upperBound, ply);
        int payload = entry.payload;
        int exception = TableScores.fromTable(BundleEntry.exception(payload), ply);
        int exceptionBound = BundleEntry.exceptionBound(payload);
        int square1 = BundleEntry.square1(payload);
        int square2 = BundleEntry.square2(payload);
        if (focus != Square.NONE) {
            boolean zwang = focus == square1;
            int value;
            if (zwang) {
                if ((exceptionBound & Bound.LOWER) != 0 && exception >= beta
                        || (exceptionBound & Bound.UPPER) != 0 && exception <= alpha) {
                    value = exception;
                } else {
                    return false;
                }
            } else if (lower >= beta) {
                value = lower;
            } else if (upper <= alpha) {
                value = upper;
            } else {
                return false;
            }
            int square = zwang ? square2 : square1;
            frame.set(value, value, square, square);
            return true;
        }
        if (lower >= beta) {
            int second = (exceptionBound & Bound.LOWER) != 0 ? Math.max(lower, exception) : lower;
            frame.set(lower, second, square1, square2);
            return true;
        }
        if (upper <= alpha) {
            if ((exceptionBound & Bound.UPPER) != 0 && exception <= alpha) {
                frame.set(upper, Math.max(upper, exception), square1, square2);
                return true;
            }
            if ((exceptionBound & Bound.LOWER) != 0 && exception >= beta) {
                frame.set(upper, exception, square1, square2);
                return true;
            }
        }
        return false;
    }

    /**
     * Stores a bundle ({@link BundleEntry}): w1's bounds, and in the payload w2 with its bound type,
     * sq1 and sq2. A focused node knows only min over d != focus: it is stored as the exception at
     * sq1 = focus (that is what w2 means), with w1 unknown.
     */
    private void store(Frame frame, long key, int ply, int depth, int alpha, int beta, int bestMoves, int focus) {
        boolean alphaBeta = settings.alphaBeta();
        int common = frame.lowest;
        int exception = frame.secondLowest;
        int square1 = frame.lowestSquare;
        int square2 = frame.secondSquare;
        int commonBound = alphaBeta ? Bound.of(common, alpha, beta) : Bound.EXACT;
        int exceptionBound = alphaBeta ? Bound.of(exception, alpha, beta) : Bound.EXACT;
        entry.clear();
        if (focus != Square.NONE) {
            exception = common;
            exceptionBound = commonBound;
            square2 = square1;
            square1 = focus;
            commonBound = 0;
        }
        entry.lowerBound = (commonBound & Bound.LOWER) != 0 ? TableScores.toTable(common, ply) : -Values.INFINITE;
        entry.upperBound = (commonBound & Bound.UPPER) != 0 ? TableScores.toTable(common, ply) : Values.INFINITE;
        entry.payload = BundleEntry.payload(TableScores.toTable(exception, ply), exceptionBound, square1, square2);
        entry.depth = depth;
        entry.move = bestMoves;
        table.storeKey(key, entry);
    }

    /**
     * Repetition (duck-free: two positions with the same pieces count as the same whatever the duck)
     * or the 50-move rule.
     */
    private boolean isDraw(int ply, long key) {
        if (ply == 0) {
            return false;
        }
        int reversible = board.halfmoveClock();
        if (reversible >= 100) {
            return true;
        }
        int reach = Math.min(reversible, ply);
        for (int back = 2; back <= reach; back += 2) {
            if (frames[ply - back].key == key) {
                return true;
            }
        }
        return reversible >= ply && historyKeys.length > 0 && Arrays.binarySearch(historyKeys, key) >= 0;
    }
}
