package org.zwang.duck.game;

import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.eval.Evaluator;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.search.Game;

/**
 * Standard chess as a search-api {@link Game}: legal moves ({@link MoveGenerator#generateLegal}),
 * checkmate {@code -(MATE - ply)}, stalemate 0, the engine's evaluation otherwise; no quiescence and no
 * draw rules, so at equal depth search-api's techniques return the value of the engine's
 * {@code ChessSearch} with {@code Quiescence.NONE} and no draw detection. The hash key includes the ply
 * (mate values depend on it).
 */
public final class ChessGame extends BoardGame {

    /** The game from a copy of {@code position} (a standard chess board), with the engine's evaluation. */
    public ChessGame(Board position) {
        this(position, Evaluator.STANDARD);
    }

    /** The game from a copy of {@code position} with the given evaluation. */
    public ChessGame(Board position, Evaluator evaluator) {
        super(position, evaluator, Variant.CHESS, "ChessGame");
    }

    @Override
    public int maxMoves() {
        return MoveGenerator.MAX_MOVES;
    }

    @Override
    public int generateMoves(int[] moves, int offset) {
        return MoveGenerator.generateLegal(board, moves, offset);
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
    public long hashKey() {
        return board.key() * 0x9E3779B97F4A7C15L + ply;
    }
}
