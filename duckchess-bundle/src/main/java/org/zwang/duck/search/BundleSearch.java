package org.zwang.duck.search;

import org.eclipse.collections.impl.set.mutable.primitive.LongHashSet;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Square;
import org.zwang.duck.engine.EngineScore;
import org.zwang.duck.movegen.Blocking;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.tt.DuckTranspositionTable;
import org.zwang.duck.tt.TableScores;
import org.zwang.search.SearchResult;
import org.zwang.search.Values;
import org.zwang.search.tt.Bound;

/**
 * The score-bundle search (H.G. Muller's DuckSlayer principle, seed 002): the duck is never
 * searched. Every node generates its chess moves as if there were no duck and returns a
 * <em>bundle</em>: a common score w1, valid wherever the opponent's duck came from, and one exception
 * w2 at square sq1, valid when the duck came from sq1 and so could not be put there again
 * (duckzwang). In the terms of {@code duck-rules.md} ("Score bundles"), for the side X to move:
 *
 * <pre>
 *   S(d) = max over moves m with d not in B(m) of (d == s(m) ? e(m) : c(m))   (no such m: X wins)
 *   w1 = min over empty squares d of S(d) at sq1,   w2 = min over d != sq1 of S(d) at sq2
 *   and the parent sees c = -w1, e = -w2, s = sq1.
 * </pre>
 *
 * The running maximum over moves is a {@link ScoreBundle} (exceptions as a bitboard). The root knows
 * its duck d0 (none on White's first turn) and maximises the one value each move has there; it puts
 * the duck on its best move's sq1, or on sq2 when d0 is sq1, which is why every node also returns sq2.
 *
 * <p>What the seed leaves open is solved here and explained in {@code docs/duck-bundle-search.md}:
 * <ul>
 * <li><b>Windows.</b> One window (alpha, beta) per node, fail-soft, holding for both returned values.
 *     A node fails high only when every square's score reaches beta. Each move m gets its own alpha:
 *     the least score among the squares m can be played with, since m can only raise those; a move
 *     whose squares are all at beta or above is skipped.</li>
 * <li><b>Principal variation.</b> A PV follows one duck square per node. Every node keeps, for every
 *     square, the move that scores there; a PV node keeps two lines, for the duck on sq1 and on sq2,
 *     built from the child lines saved when a move became best somewhere.</li>
 * <li><b>Table.</b> Keyed without the duck; stores w1's bounds, w2 with its own bound type, sq1 and sq2,
 *     and two moves (the common best and the one that completed a cutoff). A cutoff needs both
 *     values decided by the window; w1 at or above beta decides both.</li>
 * </ul>
 *
 * <p>Quiescence has the same form (stand pat is a move no duck blocks, captures and promotions are
 * merged like moves), so with the same evaluation this search returns exactly the explicit-duck
 * search's value at equal depth ({@link ExplicitSearch}); the tests check it.
 */
public final class BundleSearch extends AbstractDuckSearch {

    private static final int MATE = EngineScore.MATE;

    private final BitboardScoreBundle[] bundles = new BitboardScoreBundle[MAX_PLY];
    // What a node returns to its parent: w1 at sq1, w2 at sq2.
    private final int[] lowest = new int[MAX_PLY];
    private final int[] secondLowest = new int[MAX_PLY];
    private final int[] lowestSquare = new int[MAX_PLY];
    private final int[] secondSquare = new int[MAX_PLY];
    // Principal variation: per node, the line with the duck on sq1 (A) and on sq2 (B).
    private final int[][] lineA = new int[MAX_PLY][MAX_PLY];
    private final int[][] lineB = new int[MAX_PLY][MAX_PLY];
    private final int[] lineALength = new int[MAX_PLY];
    private final int[] lineBLength = new int[MAX_PLY];
    // Per node and move index: the child's lines and squares, saved when the move became best somewhere.
    private final int[][][] savedA = new int[MAX_PLY][][];
    private final int[][][] savedB = new int[MAX_PLY][][];
    private final int[][] savedALength = new int[MAX_PLY][MoveGenerator.MAX_MOVES];
    private final int[][] savedBLength = new int[MAX_PLY][MoveGenerator.MAX_MOVES];
    private final int[][] savedSquare1 = new int[MAX_PLY][MoveGenerator.MAX_MOVES];
    private final int[][] savedSquare2 = new int[MAX_PLY][MoveGenerator.MAX_MOVES];
    private final int[] rootLine = new int[MAX_PLY];
    // Repetitions, on duck-free keys: the search path, and the game before the root.
    private final long[] pathKeys = new long[MAX_PLY];
    private final LongHashSet historyKeys = new LongHashSet();
    private int rootDuck = Square.NONE;
    // searchBundle: the root searched as an inner node
    private final boolean[] bundleFilled = new boolean[MAX_PLY];
    private boolean nodeAtRoot;
    private NodeBundle lastNodeBundle;

    /** A search with the given table (keyed without the duck: {@link DuckTranspositionTable#withoutDuck}; null for none). */
    public BundleSearch(DuckTranspositionTable table, SearchSettings settings) {
        super(table, settings);
        for (int i = 0; i < MAX_PLY; i++) {
            bundles[i] = new BitboardScoreBundle();
        }
    }

    @Override
    public String name() {
        return "bundle";
    }

    @Override
    protected void prepare() {
        rootDuck = board.duckSquare();
        historyKeys.clear();
        if (settings.drawDetection()) {
            // positions since the last capture or pawn move, duck-free, as the search compares them
            Board past = board.copy();
            int plies = Math.min(past.halfmoveClock(), past.historySize());
            for (int i = 0; i < plies; i++) {
                past.unmakeMove();
                historyKeys.add(past.keyWithoutDuck());
            }
        }
        board.setDuck(Square.NONE); // the search never places the duck: no duck on its board
    }

    @Override
    protected void restore() {
        board.setDuck(rootDuck);
    }

    /**
     * The bundle of {@code position} searched to {@code depth} as an inner node, with the duck square
     * unknown (the board's duck, if any, is ignored): what this node would return to its parent. With
     * {@link SearchSettings#alphaBeta()} off every square's score is exact. For tests and examples.
     */
    public NodeBundle searchBundle(Board position, int depth) {
        nodeAtRoot = true;
        try {
            search(position, depth, -Values.INFINITE, Values.INFINITE, Move.NONE, org.zwang.search.SearchControl.none());
        } finally {
            nodeAtRoot = false;
        }
        return lastNodeBundle;
    }

    @Override
    protected SearchResult run(int depth, int alpha, int beta, int rootFirst) {
        if (nodeAtRoot) {
            node(depth, alpha, beta, 0);
            int[] scores = new int[64];
            long empty = ~board.occupied();
            for (int square = 0; square < 64; square++) {
                scores[square] = (empty >>> square & 1) == 0 ? Integer.MIN_VALUE
                        : bundleFilled[0] ? bundles[0].scoreAt(square) : lowest[0];
            }
            lastNodeBundle = new NodeBundle(lowest[0], lowestSquare[0], secondLowest[0], secondSquare[0], scores);
            return result(lowest[0], alpha, beta, Values.NO_MOVE, 0, depth);
        }
        enter(0);
        pathKeys[0] = board.key();
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
        ordering.score(list, count, 0, rootFirst == Move.NONE ? 0 : MoveOrdering.compact(Move.chessMove(rootFirst)),
                0, settings.moveOrdering());
        boolean alphaBeta = settings.alphaBeta();
        boolean pvs = settings.principalVariation();
        int best = -Values.INFINITE;
        int bestTurn = Move.NONE;
        int lineLength = 0;
        for (int i = 0; i < count; i++) {
            int move = ordering.pick(list, i, count, 0);
            int a = alphaBeta ? Math.max(alpha, best) : -Values.INFINITE;
            int b = alphaBeta ? beta : Values.INFINITE;
            make(move);
            if (i == 0 || !pvs) {
                node(depth - 1, -b, -a, 1);
            } else {
                node(depth - 1, -a - 1, -a, 1);
                int value = rootValue();
                if (value > a && value < b) {
                    stats.iterations++;
                    node(depth - 1, -b, -a, 1);
                }
            }
            unmake();
            int value = rootValue();
            if (value > best) {
                best = value;
                // the duck goes where it hurts the opponent most, or second most when it stands there
                boolean zwang = rootDuck != Square.NONE && rootDuck == lowestSquare[1];
                bestTurn = Move.withDuck(move, zwang ? secondSquare[1] : lowestSquare[1]);
                lineLength = zwang ? lineBLength[1] : lineALength[1];
                System.arraycopy(zwang ? lineB[1] : lineA[1], 0, rootLine, 0, lineLength);
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
        return rootDuck != Square.NONE && rootDuck == lowestSquare[1] ? -secondLowest[1] : -lowest[1];
    }

    private SearchResult result(int value, int alpha, int beta, int bestTurn, int lineLength, int depth) {
        int[] line;
        if (bestTurn == Values.NO_MOVE || bestTurn == Move.NONE) {
            line = new int[0];
            bestTurn = Values.NO_MOVE;
        } else {
            line = new int[lineLength + 1];
            line[0] = bestTurn;
            System.arraycopy(rootLine, 0, line, 1, lineLength);
        }
        stats.elapsedNanos = elapsedNanos();
        return new SearchResult(value, Bound.of(value, alpha, beta), bestTurn, line, depth, stats.copy(), true);
    }

    /**
     * Searches the node at {@code ply} (no duck on the board; the duck square is the unknown d) and
     * leaves its bundle in {@code lowest/secondLowest/lowestSquare/secondSquare[ply]}, fail-soft with
     * respect to (alpha, beta) for both values.
     */
    private void node(int depth, int alpha, int beta, int ply) {
        enter(ply);
        lineALength[ply] = 0;
        lineBLength[ply] = 0;
        long key = board.key(); // no duck on this board: the duck-free key
        pathKeys[ply] = key;
        if (!board.hasKing(board.sideToMove())) {
            uniform(ply, -(MATE - ply));
            return;
        }
        if (settings.drawDetection() && isDraw(ply, key)) {
            uniform(ply, 0);
            return;
        }
        if (depth <= 0 || ply >= MAX_PLY - 1) {
            horizon(alpha, beta, ply);
            return;
        }
        boolean alphaBeta = settings.alphaBeta();
        boolean pvNode = !alphaBeta || beta - alpha > 1;
        int tableFirst = 0;
        int tableSecond = 0;
        if (table != null) {
            stats.tableProbes++;
            if (table.probeKey(key, entry)) {
                stats.tableHits++;
                if (entry.move != Values.NO_MOVE) {
                    tableFirst = entry.move & 0xFFFF;
                    tableSecond = entry.move >>> 16;
                }
                if (alphaBeta && entry.depth >= depth && tableCutoff(alpha, beta, ply)) {
                    stats.tableCutoffs++;
                    return;
                }
            }
        }
        int[] list = moves[ply];
        int count = MoveGenerator.generateIgnoringDuck(board, list, 0);
        if (count == 0) {
            uniform(ply, MATE - ply); // no move wherever the duck is: the side to move wins
            return;
        }
        long domain = ~board.occupied();
        long stalemate = domain; // squares where the duck blocks every move
        for (int i = 0; i < count && stalemate != 0; i++) {
            stalemate &= Blocking.squares(list[i]);
        }
        BitboardScoreBundle bundle = bundles[ply];
        bundle.reset(domain, ScoreBundle.NO_SCORE, -1, stalemate, MATE - ply);
        ordering.score(list, count, ply, tableFirst, tableSecond, settings.moveOrdering());

        boolean pvs = settings.principalVariation();
        int searched = 0;
        int lastRaising = Move.NONE;
        boolean cutoff = false;
        for (int i = 0; i < count; i++) {
            int move = ordering.pick(list, i, count, ply);
            long blocking = Blocking.squares(move);
            int a = -Values.INFINITE;
            int b = Values.INFINITE;
            if (alphaBeta) {
                // The move can only raise the squares it can be played with: its alpha is theirs.
                a = Math.max(alpha, bundle.minimumOutside(blocking));
                b = beta;
                if (a >= b) {
                    continue; // all those squares already score beta or more
                }
            }
            make(move);
            if (searched == 0 || !pvs) {
                node(depth - 1, -b, -a, ply + 1);
            } else {
                node(depth - 1, -a - 1, -a, ply + 1);
                int common = -lowest[ply + 1];
                int exception = -secondLowest[ply + 1];
                if ((common > a && common < b) || (exception > a && exception < b)) {
                    stats.iterations++;
                    node(depth - 1, -b, -a, ply + 1);
                }
            }
            unmake();
            searched++;
            if (bundle.merge(i, blocking, -lowest[ply + 1], -secondLowest[ply + 1], lowestSquare[ply + 1])) {
                lastRaising = move;
                if (pvNode) {
                    saveChildLines(ply, i);
                }
            }
            if (alphaBeta && bundle.minimum() >= beta) {
                cutoff = true;
                stats.betaCutoffs++;
                if (searched == 1) {
                    stats.firstMoveCutoffs++;
                }
                ordering.cutoff(move, ply, depth);
                break;
            }
        }
        finish(ply, bundle);
        if (table != null) {
            int commonSource = bundle.commonSource();
            int first = commonSource >= 0 ? MoveOrdering.compact(list[commonSource]) : 0;
            int secondMove = cutoff ? lastRaising : sourceMove(ply, bundle.sourceOf(lowestSquare[ply]));
            int second = secondMove != Move.NONE ? MoveOrdering.compact(secondMove) : 0;
            if (second == first) {
                second = 0;
            }
            store(key, ply, depth, alpha, beta, first == 0 ? Values.NO_MOVE : first | second << 16);
        }
        if (pvNode) {
            lineALength[ply] = buildLine(ply, bundle, lowestSquare[ply], lineA[ply]);
            lineBLength[ply] = buildLine(ply, bundle, secondSquare[ply], lineB[ply]);
        }
    }

    private int sourceMove(int ply, int source) {
        return source >= 0 ? moves[ply][source] : Move.NONE;
    }

    /**
     * A node at depth 0: stalemate wins where the duck blocks every move; elsewhere the evaluation or
     * the chosen quiescence.
     */
    private void horizon(int alpha, int beta, int ply) {
        Quiescence quiescence = ply < MAX_PLY - 1 ? settings.quiescence() : Quiescence.NONE;
        if (quiescence == Quiescence.WITH_DUCK) {
            quiesceBody(alpha, beta, ply);
            return;
        }
        long stalemate = Stalemates.squares(board, scratch);
        if (stalemate == Stalemates.EVERY_SQUARE) {
            uniform(ply, MATE - ply);
            return;
        }
        int value = quiescence == Quiescence.NONE ? evaluator.evaluate(board)
                : quiesceIgnoringDuck(alpha, beta, ply);
        if (stalemate == 0) {
            uniform(ply, value);
            return;
        }
        BitboardScoreBundle bundle = bundles[ply];
        bundle.reset(~board.occupied(), value, -1, stalemate, MATE - ply);
        finish(ply, bundle);
    }

    private void quiesce(int alpha, int beta, int ply) {
        enter(ply);
        lineALength[ply] = 0;
        lineBLength[ply] = 0;
        pathKeys[ply] = board.key();
        if (!board.hasKing(board.sideToMove())) {
            uniform(ply, -(MATE - ply));
            return;
        }
        quiesceBody(alpha, beta, ply);
    }

    /**
     * Quiescence as a bundle: standing pat is a move no duck can block and without exception, so the
     * bundle starts with the evaluation as its common score; captures and promotions (generated
     * ignoring the duck) are merged like any move. No PVS here, as in the explicit search.
     */
    private void quiesceBody(int alpha, int beta, int ply) {
        long stalemate = Stalemates.squares(board, scratch);
        if (stalemate == Stalemates.EVERY_SQUARE) {
            uniform(ply, MATE - ply);
            return;
        }
        int standPat = evaluator.evaluate(board);
        BitboardScoreBundle bundle = bundles[ply];
        bundle.reset(~board.occupied(), standPat, -1, stalemate, MATE - ply);
        boolean alphaBeta = settings.alphaBeta();
        if (ply >= MAX_PLY - 1 || (alphaBeta && bundle.minimum() >= beta)) {
            finish(ply, bundle);
            return;
        }
        int[] list = moves[ply];
        int count = MoveGenerator.generateTactical(board, list, 0, false);
        ordering.score(list, count, ply, 0, 0, settings.moveOrdering());
        for (int i = 0; i < count; i++) {
            int move = ordering.pick(list, i, count, ply);
            long blocking = Blocking.squares(move);
            int a = -Values.INFINITE;
            int b = Values.INFINITE;
            if (alphaBeta) {
                a = Math.max(alpha, bundle.minimumOutside(blocking));
                b = beta;
                if (a >= b) {
                    continue;
                }
            }
            make(move);
            quiesce(-b, -a, ply + 1);
            unmake();
            bundle.merge(i, blocking, -lowest[ply + 1], -secondLowest[ply + 1], lowestSquare[ply + 1]);
            if (alphaBeta && bundle.minimum() >= beta) {
                stats.betaCutoffs++;
                break;
            }
        }
        finish(ply, bundle);
    }

    private void finish(int ply, ScoreBundle bundle) {
        bundleFilled[ply] = true;
        bundle.finish();
        lowest[ply] = bundle.lowest();
        secondLowest[ply] = bundle.secondLowest();
        lowestSquare[ply] = bundle.lowestSquare();
        secondSquare[ply] = bundle.secondSquare();
    }

    /** A bundle without exceptions: {@code value} wherever the duck is. Squares: the two lowest empty ones. */
    private void uniform(int ply, int value) {
        bundleFilled[ply] = false;
        lowest[ply] = value;
        secondLowest[ply] = value;
        long empty = ~board.occupied();
        lowestSquare[ply] = Long.numberOfTrailingZeros(empty);
        secondSquare[ply] = Long.numberOfTrailingZeros(empty & (empty - 1));
    }

    /**
     * A table cutoff with a stored bundle ({@code docs/duck-bundle-search.md}, "Hash cutoffs"): w1's
     * bounds hold for every duck square but sq1, w2's (with its own bound type) for sq1. The node may
     * return the stored bundle only when both are decided by the window; a lower bound on w1 at or
     * above beta decides both, since w2 is never below w1.
     */
    private boolean tableCutoff(int alpha, int beta, int ply) {
        int lower = TableScores.fromTable(entry.lowerBound, ply);
        int upper = TableScores.fromTable(entry.upperBound, ply);
        int payload = entry.payload;
        int exception = TableScores.fromTable((short) payload, ply);
        int exceptionBound = payload >>> 16 & 3;
        int square1 = payload >>> 18 & 127;
        int square2 = payload >>> 25 & 127;
        if (lower >= beta) {
            int second = (exceptionBound & Bound.LOWER) != 0 ? Math.max(lower, exception) : lower;
            set(ply, lower, second, square1, square2);
            return true;
        }
        if (upper <= alpha) {
            if ((exceptionBound & Bound.UPPER) != 0 && exception <= alpha) {
                set(ply, upper, Math.max(upper, exception), square1, square2);
                return true;
            }
            if ((exceptionBound & Bound.LOWER) != 0 && exception >= beta) {
                set(ply, upper, exception, square1, square2);
                return true;
            }
        }
        return false;
    }

    private void set(int ply, int common, int exception, int square1, int square2) {
        bundleFilled[ply] = false;
        lowest[ply] = common;
        secondLowest[ply] = exception;
        lowestSquare[ply] = square1;
        secondSquare[ply] = square2;
    }

    private void store(long key, int ply, int depth, int alpha, int beta, int bestMoves) {
        boolean alphaBeta = settings.alphaBeta();
        int common = lowest[ply];
        int exception = secondLowest[ply];
        int commonBound = alphaBeta ? Bound.of(common, alpha, beta) : Bound.EXACT;
        int exceptionBound = alphaBeta ? Bound.of(exception, alpha, beta) : Bound.EXACT;
        entry.clear();
        entry.lowerBound = (commonBound & Bound.LOWER) != 0 ? TableScores.toTable(common, ply) : -Values.INFINITE;
        entry.upperBound = (commonBound & Bound.UPPER) != 0 ? TableScores.toTable(common, ply) : Values.INFINITE;
        entry.payload = (TableScores.toTable(exception, ply) & 0xFFFF) | exceptionBound << 16
                | lowestSquare[ply] << 18 | secondSquare[ply] << 25;
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
            if (pathKeys[ply - back] == key) {
                return true;
            }
        }
        return reversible >= ply && historyKeys.contains(key);
    }

    private void saveChildLines(int ply, int index) {
        if (savedA[ply] == null) {
            savedA[ply] = new int[MoveGenerator.MAX_MOVES][];
            savedB[ply] = new int[MoveGenerator.MAX_MOVES][];
        }
        if (savedA[ply][index] == null) {
            savedA[ply][index] = new int[MAX_PLY];
            savedB[ply][index] = new int[MAX_PLY];
        }
        int child = ply + 1;
        System.arraycopy(lineA[child], 0, savedA[ply][index], 0, lineALength[child]);
        System.arraycopy(lineB[child], 0, savedB[ply][index], 0, lineBLength[child]);
        savedALength[ply][index] = lineALength[child];
        savedBLength[ply][index] = lineBLength[child];
        savedSquare1[ply][index] = lowestSquare[child];
        savedSquare2[ply][index] = secondSquare[child];
    }

    /**
     * The principal variation from this node when the duck stands on {@code duck}: the move that
     * scores best there, the duck put where that move's child wants it (its sq1, or its sq2 when the
     * duck stood on sq1), then the child's line for that square. Returns its length.
     */
    private int buildLine(int ply, ScoreBundle bundle, int duck, int[] out) {
        if (duck == Square.NONE) {
            return 0;
        }
        int source = bundle.sourceOf(duck);
        if (source < 0 || savedA[ply] == null || savedA[ply][source] == null) {
            return 0; // stand pat, or no move with the duck there (the side to move wins)
        }
        int move = moves[ply][source];
        int child1 = savedSquare1[ply][source];
        boolean zwang = duck == child1;
        out[0] = Move.withDuck(move, zwang ? savedSquare2[ply][source] : child1);
        int length = zwang ? savedBLength[ply][source] : savedALength[ply][source];
        System.arraycopy(zwang ? savedB[ply][source] : savedA[ply][source], 0, out, 1, length);
        return length + 1;
    }
}
