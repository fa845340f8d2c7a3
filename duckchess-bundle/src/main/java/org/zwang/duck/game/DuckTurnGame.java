package org.zwang.duck.game;

import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Piece;
import org.zwang.duck.board.Variant;
import org.zwang.duck.eval.Evaluator;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.search.Stalemates;
import org.zwang.search.Game;

/**
 * Duck Chess as a search-api {@link Game} with the duck searched explicitly: a move is a whole turn
 * (chess move and duck square, {@link Move#withDuck}), so search-api's {@code AlphaBeta}, {@code
 * PrincipalVariationSearch}, {@code MtdF} and {@code TargetBisection} run on Duck Chess positions and
 * the comparison tool can set them beside the engine's own searches ({@link DuckEngineSearch}).
 *
 * <p>Values follow the engine's rules exactly, without quiescence: a side without its king has lost
 * ({@code -(MATE - ply)}), a side with no legal turn has won ({@code MATE - ply}), checked at every
 * node; otherwise the duck-independent evaluation. So at equal depth every technique here returns the
 * value of the engine's explicit and bundle searches with {@code Quiescence.NONE} and no draw
 * detection. Plies count from the position the game was made with; the hash key includes the ply so
 * that the distance-dependent game-end values never meet in a table under one key. Draw rules are not
 * applied.
 */
public final class DuckTurnGame extends BoardGame {

    private static final long[] PLY_KEYS = new long[256];

    static {
        long seed = 0x5DEECE66DL;
        for (int i = 0; i < PLY_KEYS.length; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            PLY_KEYS[i] = seed ^ (seed >>> 29);
        }
    }

    /** The game from a copy of {@code position} (a Duck Chess board), with the engine's evaluation. */
    public DuckTurnGame(Board position) {
        this(position, Evaluator.STANDARD);
    }

    /** The game from a copy of {@code position} with the given evaluation. */
    public DuckTurnGame(Board position, Evaluator evaluator) {
        super(position, evaluator, Variant.DUCK, "DuckTurnGame");
    }

    @Override
    public int maxMoves() {
        return MoveGenerator.MAX_TURNS;
    }

    @Override
    public int generateMoves(int[] moves, int offset) {
        if (isTerminal()) {
            return 0;
        }
        return MoveGenerator.generateTurns(board, moves, offset);
    }

    @Override
    public boolean isTerminal() {
        return !board.hasKing(board.sideToMove()) || Stalemates.isStalemated(board, scratch);
    }

    @Override
    public int terminalValue() {
        return board.hasKing(board.sideToMove()) ? MATE - ply : -(MATE - ply);
    }

    @Override
    public long hashKey() {
        return board.key() ^ PLY_KEYS[ply & 255];
    }

    /** MVV/LVA key of a move (higher first), shared with {@link ChessGame}. */
    static int captureKey(int move) {
        int captured = Move.captured(move);
        if (captured == Piece.NONE) {
            return Move.isPromotion(move) ? 50 : 0;
        }
        return 100 + Piece.type(captured) * 8 - Piece.type(Move.piece(move));
    }
}
