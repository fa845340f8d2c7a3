package org.zwang.duck.search;

import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Square;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.tt.EngineTables;
import org.zwang.search.Values;
import org.zwang.search.tt.HashedTranspositionTable;

/**
 * The explicit-duck search: the baseline a textbook engine would be. Alpha-beta (PVS) over whole
 * turns, every (chess move, duck square) pair a move of its own, with the board's duck blocking. It
 * shares with {@link BundleSearch} everything but the treatment of the duck: the evaluation
 * ({@link org.zwang.duck.eval.Evaluator}, which ignores the duck), the move ordering
 * ({@link MoveOrdering}; the duck squares of one move in the order: the table turn's, the ply's two
 * killer duck squares, then by square), the kind of table ({@link EngineTables#withDuck}, keyed with
 * the duck), quiescence ({@link Quiescence}: with the duck, every capture or promotion with every duck
 * square; or a capture search ignoring the duck) and the game-end rules (a side without its king has
 * lost; a side without a legal move wins — checked at every node, leaves included). Depth counts
 * turns.
 */
public final class ExplicitSearch extends ScalarPvsSearch {

    private final int[][] duckKillers = new int[MAX_PLY][2];
    private final int[][] duckOrder = new int[MAX_PLY][64];

    /** A search with the given table (null for none) and settings. */
    public ExplicitSearch(HashedTranspositionTable<Board> table, SearchSettings settings) {
        super("explicit", table, settings);
    }

    /** A side without its king has lost. */
    @Override
    protected int endOfGame(int ply) {
        return board.hasKing(board.sideToMove()) ? NOT_OVER : -(MATE - ply);
    }

    @Override
    protected int generate(int[] list) {
        return MoveGenerator.generate(board, list, 0);
    }

    /** No legal turn: the side to move wins. */
    @Override
    protected int noMoves(int ply) {
        return MATE - ply;
    }

    /** Every duck square the move leaves: the table turn's, the ply's killer duck squares, then by square. */
    @Override
    protected int turnCount(int move, int ply, int tableTurn) {
        return orderDucks(move, ply, tableTurn == Move.NONE ? Square.NONE : Move.duckSquare(tableTurn));
    }

    @Override
    protected int turn(int move, int ply, int index) {
        return Move.withDuck(move, duckOrder[ply][index]);
    }

    /** The cutting duck square becomes the ply's first killer duck square. */
    @Override
    protected void cutoffTurn(int turn, int ply) {
        int[] killer = duckKillers[ply];
        int duck = Move.duckSquare(turn) + 1;
        if (killer[0] != duck) {
            killer[1] = killer[0];
            killer[0] = duck;
        }
    }

    /** A node at depth 0: stalemate wins, else the evaluation or the chosen quiescence. */
    @Override
    protected int horizon(int alpha, int beta, int ply) {
        Quiescence quiescence = ply < MAX_PLY - 1 ? settings.quiescence() : Quiescence.NONE;
        if (quiescence == Quiescence.WITH_DUCK) {
            return quiesceBody(alpha, beta, ply);
        }
        if (Stalemates.isStalemated(board, scratch)) {
            return MATE - ply;
        }
        if (quiescence == Quiescence.NONE) {
            return evaluator.evaluate(board);
        }
        int duck = board.duckSquare();
        board.setDuck(Square.NONE); // the capture search below knows no duck
        int value = quiesceIgnoringDuck(alpha, beta, ply);
        board.setDuck(duck);
        return value;
    }

    private int quiesce(int alpha, int beta, int ply) {
        enter(ply);
        pvLength[ply] = ply;
        if (!board.hasKing(board.sideToMove())) {
            return -(MATE - ply);
        }
        return quiesceBody(alpha, beta, ply);
    }

    /** Quiescence: stand pat, or a capture or promotion with any duck square (no PVS, as the bundle search). */
    private int quiesceBody(int alpha, int beta, int ply) {
        if (Stalemates.isStalemated(board, scratch)) {
            return MATE - ply;
        }
        int best = evaluator.evaluate(board);
        if (standsPat(best, beta, ply)) {
            return best;
        }
        int[] list = moves[ply];
        int count = MoveGenerator.generateTactical(board, list, 0, true);
        ordering.score(list, count, ply, 0, 0, settings.moveOrdering());
        for (int i = 0; i < count; i++) {
            int move = ordering.pick(list, i, count, ply);
            int duckCount = orderDucks(move, ply, Square.NONE);
            int[] ducks = duckOrder[ply];
            for (int j = 0; j < duckCount; j++) {
                make(Move.withDuck(move, ducks[j]));
                int value = -quiesce(childLow(beta), childHigh(alpha, best), ply + 1);
                unmake();
                best = Math.max(best, value);
                if (cutsOff(best, beta)) {
                    return best;
                }
            }
        }
        return best;
    }

    /**
     * Writes the duck squares after {@code move} into {@code duckOrder[ply]}: the preferred square
     * (the table turn's), the ply's killer duck squares, then the others by square. Returns the count.
     */
    private int orderDucks(int move, int ply, int preferred) {
        long squares = MoveGenerator.duckSquaresAfter(board, move);
        int[] order = duckOrder[ply];
        int n = 0;
        if (settings.moveOrdering() || preferred != Square.NONE) {
            if (preferred != Square.NONE && (squares >>> preferred & 1) != 0) {
                order[n++] = preferred;
                squares &= ~(1L << preferred);
            }
            if (settings.moveOrdering()) {
                for (int k = 0; k < 2; k++) {
                    int killer = duckKillers[ply][k] - 1;
                    if (killer >= 0 && (squares >>> killer & 1) != 0) {
                        order[n++] = killer;
                        squares &= ~(1L << killer);
                    }
                }
            }
        }
        for (; squares != 0; squares &= squares - 1) {
            order[n++] = Long.numberOfTrailingZeros(squares);
        }
        return n;
    }

    @Override
    public void clear() {
        super.clear();
        for (int[] killer : duckKillers) {
            killer[0] = 0;
            killer[1] = 0;
        }
    }
}
