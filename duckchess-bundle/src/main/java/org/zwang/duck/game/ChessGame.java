package org.zwang.duck.game;

import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.engine.EngineScore;
import org.zwang.duck.eval.Evaluation;
import org.zwang.duck.eval.Evaluator;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.search.Game;

/**
 * Standard chess as a search-api {@link Game}: legal moves ({@link MoveGenerator#generateLegal}),
 * checkmate {@code -(MATE - ply)}, stalemate 0, the engine's evaluation otherwise; no quiescence and no
 * draw rules, so at equal depth search-api's techniques return the value of the engine's
 * {@code ChessSearch} with {@code Quiescence.NONE} and no draw detection. The hash key includes the ply
 * (mate values depend on it).
 */
public final class ChessGame implements Game {

    private static final int MATE = EngineScore.MATE;

    private final Board board;
    private final Evaluator evaluator;
    private final int[] scratch = new int[MoveGenerator.MAX_MOVES];
    private int ply;

    /** The game from a copy of {@code position} (a standard chess board), with the engine's evaluation. */
    public ChessGame(Board position) {
        this(position, Evaluator.STANDARD);
    }

    /** The game from a copy of {@code position} with the given evaluation. */
    public ChessGame(Board position, Evaluator evaluator) {
        if (position.variant() != Variant.CHESS) {
            throw new IllegalArgumentException("ChessGame needs a standard chess position");
        }
        this.board = position.copy();
        this.board.setPieceSquareTable(Evaluation.PIECE_SQUARE_TABLE); // before any move: see Evaluation#evaluate
        this.evaluator = evaluator;
    }

    /** The current position (the game's own board). */
    public Board board() {
        return board;
    }

    @Override
    public int maxMoves() {
        return MoveGenerator.MAX_MOVES;
    }

    @Override
    public int maxPlies() {
        return 1000;
    }

    @Override
    public int generateMoves(int[] moves, int offset) {
        return MoveGenerator.generateLegal(board, moves, offset);
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
    public boolean isTerminal() {
        return MoveGenerator.generateLegal(board, scratch, 0) == 0;
    }

    @Override
    public int terminalValue() {
        return board.inCheck() ? -(MATE - ply) : 0;
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

    @Override
    public long hashKey() {
        return board.key() * 0x9E3779B97F4A7C15L + ply;
    }

    @Override
    public void orderMoves(int[] moves, int offset, int count) {
        GameOrdering.sortByCaptures(moves, offset, count);
    }

    @Override
    public String moveToString(int move) {
        return MoveNotation.toUci(move);
    }
}
