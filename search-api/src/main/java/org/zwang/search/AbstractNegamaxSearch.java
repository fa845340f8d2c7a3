package org.zwang.search;

import org.zwang.search.tt.TableEntry;
import org.zwang.search.tt.TranspositionTable;

/**
 * What the generic negamax searches add to the {@link SearchFrame}: per-ply move buffers and table
 * entries, preallocated and grown only when a deeper or wider game comes along; the optional
 * transposition table; and {@link #alphaBeta}, the fail-soft node function of alpha-beta and PVS.
 *
 * <p>Turns may repeat (see {@link Game}): {@link #searchChild} negates value and window only when the
 * side to move changed.
 */
public abstract class AbstractNegamaxSearch extends SearchFrame<Game> {

    protected final TranspositionTable<? super Game> table;
    protected final SearchOptions options;

    protected int[][] moves = new int[0][];
    protected TableEntry[] entries = new TableEntry[0];
    /** The best move of the last root node searched (also when the root failed low). */
    protected int rootBestMove = Values.NO_MOVE;
    /** Principal variation search: siblings after the first get a null window first. */
    private final boolean nullWindowSiblings;

    protected AbstractNegamaxSearch(TranspositionTable<? super Game> table, SearchOptions options,
            boolean nullWindowSiblings) {
        this.table = table;
        this.options = options == null ? SearchOptions.defaults() : options;
        this.nullWindowSiblings = nullWindowSiblings;
    }

    /** The table this search uses, or null. */
    public TranspositionTable<? super Game> table() {
        return table;
    }

    @Override
    public int maxDepth(Game game) {
        return Math.max(1, game.maxPlies());
    }

    @Override
    public SearchResult unsearched(Game game, SearchStats total) {
        return IterativeDeepening.anyMove(game, total);
    }

    @Override
    protected final void begin(Game game, int depth, int alpha, int beta) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must not be negative, got " + depth);
        }
        int plies = Math.min(depth, game.maxPlies()) + 2;
        int width = game.maxMoves();
        if (moves.length < plies || (moves.length > 0 && moves[0].length < width)) {
            int n = Math.max(plies, moves.length);
            moves = new int[n][width];
            entries = new TableEntry[n];
            for (int i = 0; i < n; i++) {
                entries[i] = new TableEntry();
            }
        }
        ensureCapacity(plies);
        rootBestMove = Values.NO_MOVE;
    }

    @Override
    protected final SearchResult run(Game game, int depth, int alpha, int beta, int guess, int rootMove) {
        return run(game, depth, alpha, beta, guess);
    }

    /** The technique itself, with buffers ready and statistics reset (the generic searches take no root hint). */
    protected abstract SearchResult run(Game game, int depth, int alpha, int beta, int guess);

    @Override
    protected final void takeBack(Game game, int move) {
        game.unmakeMove(move);
    }

    /** Plays a move, remembering it for unwinding. */
    protected final void make(Game game, int move) {
        made(move);
        game.makeMove(move);
    }

    /** Takes back the last move made with {@link #make}. */
    protected final void unmake(Game game, int move) {
        unmade();
        game.unmakeMove(move);
    }

    /**
     * Generates the moves at {@code ply}, orders them if enabled, and moves {@code firstMove} (the
     * table's move) to the front when present. Returns the count.
     */
    protected final int generate(Game game, int ply, int firstMove) {
        int[] list = moves[ply];
        int count = game.generateMoves(list, 0);
        if (options.moveOrdering() && count > 1) {
            game.orderMoves(list, 0, count);
        }
        if (firstMove != Values.NO_MOVE && options.tableMoveFirst()) {
            for (int i = 0; i < count; i++) {
                if (list[i] == firstMove) {
                    System.arraycopy(list, 0, list, 1, i);
                    list[0] = firstMove;
                    break;
                }
            }
        }
        return count;
    }

    /**
     * Probes the table for the position at {@code ply} into {@code entries[ply]}. Returns true on a
     * hit; counts the probe.
     */
    protected final boolean probe(Game game, int ply) {
        if (table == null) {
            return false;
        }
        stats.tableProbes++;
        if (table.probe(game, entries[ply])) {
            stats.tableHits++;
            return true;
        }
        return false;
    }

    /** Stores a fail-soft result for the position at {@code ply}. */
    protected final void store(Game game, int ply, int depth, int value, int alpha, int beta, int bestMove) {
        if (table == null) {
            return;
        }
        TableEntry entry = entries[ply];
        entry.clear();
        entry.setFromWindow(value, alpha, beta);
        entry.depth = depth;
        entry.move = bestMove;
        table.store(game, entry);
    }

    /** Builds the result of a root search with window (alpha, beta). */
    protected final SearchResult result(int value, int alpha, int beta, int depth) {
        return pvResult(value, alpha, beta, depth, rootBestMove);
    }

    /** {@link #enterNode}'s answer at a node that is neither over nor at the horizon. */
    protected static final int NOT_A_LEAF = Integer.MIN_VALUE;

    /**
     * Every negamax node's start: counts the node at {@code ply} and empties its principal variation;
     * returns its value when it is a leaf (the game over, or the horizon reached), else
     * {@link #NOT_A_LEAF}.
     */
    protected final int enterNode(Game game, int depth, int ply) {
        enter(ply);
        pvLength[ply] = ply;
        if (game.isTerminal()) {
            return game.terminalValue();
        }
        return depth == 0 ? game.evaluate() : NOT_A_LEAF;
    }

    /**
     * Fail-soft negamax alpha-beta with the optional table, and with null-window siblings when this
     * search is a principal variation search. Returns the value for the side to move at {@code ply}.
     *
     * <p>Table cutoffs are taken only when a stored bound lies outside the window; an exact value
     * strictly inside it is searched again (cheaply, its children are in the table) so that the
     * principal variation is never cut short by a table hit. Null-window searches (MTD(f)) lose
     * nothing by this: no integer lies strictly inside (beta-1, beta).
     */
    protected final int alphaBeta(Game game, int depth, int alpha, int beta, int ply) {
        int leaf = enterNode(game, depth, ply);
        if (leaf != NOT_A_LEAF) {
            return leaf;
        }
        if (ply > 0) {
            // Below the root (which always searches, so that it names its best move): the game's
            // own routine near the end, then its bounds on the value — a window outside them is
            // decided, one reaching past them is narrowed (a fail-soft value at a narrowed edge is
            // the bound itself, so exact).
            int exact = game.endgameValue(depth, alpha, beta);
            if (exact != Game.NO_ENDGAME_VALUE) {
                stats.nodes += game.endgameNodes();
                return exact;
            }
            int lowest = game.lowerBound();
            if (lowest >= beta) {
                return lowest;
            }
            int highest = game.upperBound();
            if (highest <= alpha) {
                return highest;
            }
            alpha = Math.max(alpha, lowest - 1);
            beta = Math.min(beta, highest + 1);
        }
        int tableMove = Values.NO_MOVE;
        if (probe(game, ply)) {
            TableEntry entry = entries[ply];
            tableMove = entry.move;
            if (ply > 0 && entry.depth >= depth) {
                if (entry.lowerBound >= beta) {
                    stats.tableCutoffs++;
                    return entry.lowerBound;
                }
                if (entry.upperBound <= alpha) {
                    stats.tableCutoffs++;
                    return entry.upperBound;
                }
            }
        }
        int count = generate(game, ply, tableMove);
        int[] list = moves[ply];
        int side = game.sideToMove();
        if (ply > 0 && table != null && count > 1 && game.enhancedTranspositionCutoffs(depth)) {
            int refuted = childTableCutoff(game, list, count, side, depth, beta, ply);
            if (refuted != NOT_A_LEAF) {
                store(game, ply, depth, refuted, alpha, beta, list[0]);
                return refuted;
            }
        }
        int best = -Values.INFINITE;
        int bestMove = Values.NO_MOVE;
        int a = alpha;
        for (int i = 0; i < count; i++) {
            int move = list[i];
            make(game, move);
            int value;
            if (i == 0 || !nullWindowSiblings) {
                value = searchChild(game, side, depth - 1, a, beta, ply + 1);
            } else {
                value = searchChild(game, side, depth - 1, a, a + 1, ply + 1);
                if (value > a && value < beta) {
                    stats.researches++;
                    value = searchChild(game, side, depth - 1, a, beta, ply + 1);
                }
            }
            unmake(game, move);
            if (value > best) {
                best = value;
                bestMove = move;
                if (value > a) {
                    a = value;
                    updatePv(ply, move);
                }
            }
            if (best >= beta) {
                stats.betaCutoffs++;
                if (i == 0) {
                    stats.firstMoveCutoffs++;
                }
                break;
            }
        }
        if (count == 0) {
            // A game that reports no moves but is not terminal: treat the position as a leaf.
            best = game.evaluate();
        }
        store(game, ply, depth, best, alpha, beta, bestMove);
        if (ply == 0) {
            rootBestMove = bestMove;
        }
        return best;
    }

    /**
     * Enhanced transposition cutoffs (Plaat, Schaeffer, Pijls and de Bruin): before searching any
     * child, looks each one up in the table; when a child's stored bound, searched deep enough,
     * already proves the move reaches {@code beta}, the node fails high on it without a search.
     * Returns that bound (a fail-soft lower bound on the node), the move moved to the front of
     * {@code list}, or {@link #NOT_A_LEAF} when no child's entry refutes. The children are made and
     * taken back but not counted as nodes: nothing is searched below them. Counted: the probes, and
     * a success in {@link SearchStats#childTableCutoffs}.
     */
    private int childTableCutoff(Game game, int[] list, int count, int side, int depth, int beta, int ply) {
        TableEntry entry = entries[ply + 1];
        for (int i = 0; i < count; i++) {
            int move = list[i];
            make(game, move);
            boolean changed = game.sideToMove() != side;
            boolean hit = probe(game, ply + 1);
            unmake(game, move);
            if (hit && entry.depth >= depth - 1) {
                int bound = changed ? -entry.upperBound : entry.lowerBound;
                if (bound >= beta) {
                    stats.childTableCutoffs++;
                    System.arraycopy(list, 0, list, 1, i);
                    list[0] = move;
                    return bound;
                }
            }
        }
        return NOT_A_LEAF;
    }

    /** Searches the position after a move: negates value and window only if the side to move changed. */
    protected final int searchChild(Game game, int parentSide, int depth, int alpha, int beta, int ply) {
        if (game.sideToMove() == parentSide) {
            return alphaBeta(game, depth, alpha, beta, ply);
        }
        return -alphaBeta(game, depth, -beta, -alpha, ply);
    }
}
