package org.zwang.duck.game;

import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.search.EngineScore;
import org.zwang.duck.eval.Evaluation;
import org.zwang.duck.eval.Evaluator;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.search.Game;

/**
 * What {@link ChessGame} and {@link DuckTurnGame} share as search-api games: their own copy of the
 * board, the engine's evaluation, the ply count (game-end values depend on it), make/unmake, captures
 * first as the move order, UCI notation. Each variant supplies its moves, its game end and its key.
 */
abstract class BoardGame implements Game {

    protected static final int MATE = EngineScore.MATE;

    protected final Board board;
    protected final Evaluator evaluator;
    /** Scratch move list for terminal tests. */
    protected final int[] scratch = new int[MoveGenerator.MAX_MOVES];
    protected int ply;

    BoardGame(Board position, Evaluator evaluator, Variant variant, String name) {
        if (position.variant() != variant) {
            throw new IllegalArgumentException(name + " needs a " + (variant == Variant.DUCK ? "Duck Chess"
                    : "standard chess") + " position");
        }
        this.board = position.copy();
        this.board.setPieceSquareTable(Evaluation.PIECE_SQUARE_TABLE); // before any move: see Evaluation#evaluate
        this.evaluator = evaluator;
    }

    /** The current position (the game's own board: do not change it while a search runs). */
    public Board board() {
        return board;
    }

    /** The evaluation this game uses. */
    public Evaluator evaluator() {
        return evaluator;
    }

    /** Plies played since the game was made. */
    public int ply() {
        return ply;
    }

    @Override
    public int maxPlies() {
        return 1000;
    }

    @Override
    public void makeMove(int move) {
        board.makeMove(move);
        ply++;
    }

    @Override
    public void unmakeMove(int move) {
        board.unmakeMove();
        ply--;
    }

    @Override
    public int sideToMove() {
        return board.sideToMove();
    }

    @Override
    public int evaluate() {
        return isTerminal() ? terminalValue() : evaluator.evaluate(board);
    }

    @Override
    public int minValue() {
        return -MATE;
    }

    @Override
    public int maxValue() {
        return MATE;
    }

    /** Captures first (most valuable victim, then least valuable attacker). */
    @Override
    public void orderMoves(int[] moves, int offset, int count) {
        GameOrdering.sortByCaptures(moves, offset, count);
    }

    @Override
    public String moveToString(int move) {
        return MoveNotation.toUci(move);
    }
}
