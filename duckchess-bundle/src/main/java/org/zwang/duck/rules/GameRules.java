package org.zwang.duck.rules;

import org.zwang.duck.board.Board;
import org.zwang.duck.board.Color;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.PieceType;
import org.zwang.duck.board.Variant;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.rules.GameResult.Outcome;
import org.zwang.duck.rules.GameResult.Termination;

/**
 * The end-of-game rules, for the protocol layer (searches use the cheap pieces directly:
 * {@link Board#hasKing}, an empty move list, {@link Board#isRepetition()},
 * {@link Board#isFiftyMoveDraw()}).
 *
 * <p><b>Duck Chess</b> (Fairy-Stockfish's {@code duck} variant): a captured king loses; a side to
 * move with no legal move wins; then the 50-move rule and threefold repetition draw. There is no
 * insufficient-material draw: Fairy-Stockfish's {@code has_insufficient_material} returns false for
 * variants that are won by capturing the king (extinction rule), and with the duck even bare kings
 * can force a capture. An immediate result (king captured, stalemate win) takes precedence over the
 * 50-move rule and repetition, as checkmate does in chess.
 *
 * <p><b>Standard chess</b>: checkmate, stalemate (draw), 50-move rule, threefold repetition,
 * insufficient material (K v K, K+minor v K, K+B v K+B with bishops on one square colour).
 */
public final class GameRules {

    private GameRules() {
    }

    /** The result of the game in its current position (allocates a move buffer: not for search). */
    public static GameResult result(Board board) {
        int us = board.sideToMove();
        Outcome usWin = us == Color.WHITE ? Outcome.WHITE_WINS : Outcome.BLACK_WINS;
        Outcome themWin = us == Color.WHITE ? Outcome.BLACK_WINS : Outcome.WHITE_WINS;
        boolean canMove = hasLegalMove(board);
        if (board.variant() == Variant.DUCK) {
            if (!board.hasKing(us)) {
                return new GameResult(themWin, Termination.KING_CAPTURED);
            }
            if (!board.hasKing(us ^ 1)) {
                return new GameResult(usWin, Termination.KING_CAPTURED);
            }
            if (!canMove) {
                return new GameResult(usWin, Termination.STALEMATE_WIN);
            }
        } else if (!canMove) {
            return board.inCheck() ? new GameResult(themWin, Termination.CHECKMATE)
                    : new GameResult(Outcome.DRAW, Termination.STALEMATE);
        }
        if (board.isFiftyMoveDraw()) {
            return new GameResult(Outcome.DRAW, Termination.FIFTY_MOVES);
        }
        if (board.repetitionCount() >= 2) {
            return new GameResult(Outcome.DRAW, Termination.REPETITION);
        }
        if (board.variant() == Variant.CHESS && isInsufficientMaterial(board)) {
            return new GameResult(Outcome.DRAW, Termination.INSUFFICIENT_MATERIAL);
        }
        return GameResult.ONGOING;
    }

    /** True when the side to move has a legal move (Duck Chess: a legal turn) in the board's variant. */
    public static boolean hasLegalMove(Board board) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        return board.variant() == Variant.DUCK ? MoveGenerator.generate(board, moves, 0) > 0
                : MoveGenerator.generateLegal(board, moves, 0) > 0;
    }

    /**
     * Standard chess: no sequence of legal moves can mate (K v K, K+N v K, K+B v K, and kings with
     * bishops only, all on squares of one colour). Always false for Duck Chess boards.
     */
    static boolean isInsufficientMaterial(Board board) {
        if (board.variant() == Variant.DUCK) {
            return false;
        }
        long heavyOrPawns = 0;
        for (int color = 0; color < 2; color++) {
            heavyOrPawns |= board.pieces(color, PieceType.PAWN) | board.pieces(color, PieceType.ROOK)
                    | board.pieces(color, PieceType.QUEEN);
        }
        if (heavyOrPawns != 0) {
            return false;
        }
        long knights = board.pieces(Color.WHITE, PieceType.KNIGHT) | board.pieces(Color.BLACK, PieceType.KNIGHT);
        long bishops = board.pieces(Color.WHITE, PieceType.BISHOP) | board.pieces(Color.BLACK, PieceType.BISHOP);
        int minors = Long.bitCount(knights | bishops);
        if (minors <= 1) {
            return true;
        }
        long darkSquares = 0xAA55AA55AA55AA55L;
        return knights == 0 && ((bishops & darkSquares) == 0 || (bishops & ~darkSquares) == 0);
    }

    /**
     * Standard chess, a flag fallen: whether the side that did not lose on time has only its king, so
     * that the game is drawn rather than lost (the plain case of the FIDE rule that a side which cannot
     * mate by any series of legal moves does not win on time). Always false in Duck Chess, where a lone
     * king still wins by capturing the king or by stalemate.
     */
    public static boolean flagFallIsDraw(Board board, int loserOnTime) {
        if (board.variant() == Variant.DUCK) {
            return false;
        }
        int other = loserOnTime ^ 1;
        return Long.bitCount(board.pieces(other, PieceType.PAWN) | board.pieces(other, PieceType.KNIGHT)
                | board.pieces(other, PieceType.BISHOP) | board.pieces(other, PieceType.ROOK)
                | board.pieces(other, PieceType.QUEEN)) == 0;
    }

    /**
     * Whether {@code move} is a legal turn in {@code board}: in Duck Chess a whole turn whose chess
     * move is generated with the duck blocking and whose duck square is allowed after it; in
     * standard chess a legal move without a duck. The one legality check of a move that comes from
     * outside the search (a GUI, the engine's own answer, a match).
     */
    public static boolean isLegalTurn(Board board, int move) {
        int[] buffer = new int[MoveGenerator.MAX_MOVES];
        if (board.variant() == Variant.DUCK) {
            if (!Move.hasDuck(move)) {
                return false;
            }
            int chess = Move.chessMove(move);
            int count = MoveGenerator.generate(board, buffer, 0);
            for (int i = 0; i < count; i++) {
                if (buffer[i] == chess) {
                    return (MoveGenerator.duckSquaresAfter(board, chess) >>> Move.duckSquare(move) & 1) != 0;
                }
            }
            return false;
        }
        if (Move.hasDuck(move)) {
            return false;
        }
        int count = MoveGenerator.generateLegal(board, buffer, 0);
        for (int i = 0; i < count; i++) {
            if (buffer[i] == move) {
                return true;
            }
        }
        return false;
    }
}
