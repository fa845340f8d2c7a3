package org.zwang.duck.game;

import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Piece;
import org.zwang.duck.board.Variant;
import org.zwang.duck.engine.EngineScore;
import org.zwang.duck.eval.Evaluation;
import org.zwang.duck.eval.Evaluator;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.duck.search.Stalemates;
import org.zwang.search.Game;

/**
 * Duck Chess as a search-api {@link Game} with the duck searched explicitly: a move is a whole turn
 * (chess move and duck square, {@link Move#withDuck}), so search-api's {@code AlphaBeta}, {@code
 * PrincipalVariationSearch}, {@code MtdF} and {@code TargetBisection} run on Duck Chess positions and
 * the comparison tool can set them beside the engine's own searches ({@link DuckTechniques}).
 *
 * <p>Values follow the engine's rules exactly, without quiescence: a side without its king has lost
 * ({@code -(MATE - ply)}), a side with no legal turn has won ({@code MATE - ply}), checked at every
 * node; otherwise the duck-independent evaluation. So at equal depth every technique here returns the
 * value of the engine's explicit and bundle searches with {@code Quiescence.NONE} and no draw
 * detection. Plies count from the position the game was made with; the hash key includes the ply so
 * that the distance-dependent game-end values never meet in a table under one key. Draw rules are not
 * applied.
 */
public final class DuckTurnGame implements Game {

    private static final int MATE = EngineScore.MATE;
    private static final long[] PLY_KEYS = new long[256];

    static {
        long seed = 0x5DEECE66DL;
        for (int i = 0; i < PLY_KEYS.length; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            PLY_KEYS[i] = seed ^ (seed >>> 29);
        }
    }

    private final Board board;
    private final Evaluator evaluator;
    private final int[] scratch = new int[MoveGenerator.MAX_MOVES];
    private int ply;

    /** The game from a copy of {@code position} (a Duck Chess board), with the engine's evaluation. */
    public DuckTurnGame(Board position) {
        this(position, Evaluator.STANDARD);
    }

    /** The game from a copy of {@code position} with the given evaluation. */
    public DuckTurnGame(Board position, Evaluator evaluator) {
        if (position.variant() != Variant.DUCK) {
            throw new IllegalArgumentException("DuckTurnGame needs a Duck Chess position");
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
    public int maxMoves() {
        return MoveGenerator.MAX_TURNS;
    }

    @Override
    public int maxPlies() {
        return 1000;
    }

    @Override
    public int generateMoves(int[] moves, int offset) {
        if (isTerminal()) {
            return 0;
        }
        return MoveGenerator.generateTurns(board, moves, offset);
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
        return !board.hasKing(board.sideToMove()) || Stalemates.isStalemated(board, scratch);
    }

    @Override
    public int terminalValue() {
        return board.hasKing(board.sideToMove()) ? MATE - ply : -(MATE - ply);
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
        return board.key() ^ PLY_KEYS[ply & 255];
    }

    /** Captures first (most valuable victim, then least valuable attacker), keeping each move's duck squares together. */
    @Override
    public void orderMoves(int[] moves, int offset, int count) {
        GameOrdering.sortByCaptures(moves, offset, count);
    }

    @Override
    public String moveToString(int move) {
        return MoveNotation.toUci(move);
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
