package org.zwang.record;

import org.eclipse.collections.api.list.primitive.MutableIntList;
import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Fen;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Variant;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.duck.rules.GameResult;
import org.zwang.duck.rules.GameRules;

/**
 * A game as the protocol front-ends and the match runner keep it: the variant, the position it
 * started from (FEN) and the moves played since, on a board whose history counts for repetitions.
 * Every move is checked against the rules before it is played, so a {@code PlayedGame} only ever
 * holds legal games. Not thread-safe; a search gets {@link #boardCopy()}.
 */
public final class PlayedGame {

    private final Variant variant;
    private final String startFen;
    private final Board board;
    private final MutableIntList moves = new IntArrayList();

    private PlayedGame(Variant variant, String startFen, Board board) {
        this.variant = variant;
        this.startFen = startFen;
        this.board = board;
    }

    /** A game from the standard initial position (no duck yet in Duck Chess). */
    public static PlayedGame standardStart(Variant variant) {
        return fromFen(Fen.START, variant);
    }

    /**
     * A game from a FEN (duck {@code *}).
     *
     * @throws IllegalArgumentException naming the bad FEN field
     */
    public static PlayedGame fromFen(String fen, Variant variant) {
        Board board = Board.fromFen(fen, variant);
        return new PlayedGame(variant, board.toFen(), board);
    }

    public Variant variant() {
        return variant;
    }

    /** The FEN of the position the game started from (normalised by the board). */
    public String startFen() {
        return startFen;
    }

    /** Whether the game started from the standard initial position. */
    public boolean startsFromStandardPosition() {
        return startFen.equals(Fen.START);
    }

    /** The current position; callers must not change it (use {@link #boardCopy()} for that). */
    public Board board() {
        return board;
    }

    /** An independent copy of the current position with its history, for a search thread. */
    public Board boardCopy() {
        return board.copy();
    }

    /** The side to move now ({@code org.zwang.duck.board.Color}). */
    public int sideToMove() {
        return board.sideToMove();
    }

    /** Number of moves (whole turns in Duck Chess) played since the start position. */
    public int moveCount() {
        return moves.size();
    }

    /** The {@code index}-th move played (0 = the first). */
    public int move(int index) {
        return moves.get(index);
    }

    /** The moves played, in order (a copy). */
    public int[] moves() {
        return moves.toArray();
    }

    /** The result in the current position ({@link GameRules#result}). */
    public GameResult result() {
        return GameRules.result(board);
    }

    /**
     * Plays a move written in UCI notation ({@code e2e4,e4d5}; {@code e2e4} in standard chess) and
     * returns it. Throws a one-line {@link IllegalArgumentException} when the move is malformed or
     * illegal, or the game is already over; the game is then unchanged.
     */
    public int playUci(String text) {
        checkNotOver(text);
        return play(MoveNotation.parseUci(board, text));
    }

    /** As {@link #playUci} for XBoard notation ({@code a7a8,a8b8q}: promotion letter last). */
    public int playXboard(String text) {
        checkNotOver(text);
        return play(MoveNotation.parseXboard(board, text));
    }

    /**
     * Plays a move given in the board's encoding after checking it is legal here (an engine's answer
     * is checked like a user's move).
     */
    public int playChecked(int move) {
        if (!GameRules.isLegalTurn(board, move)) {
            throw new IllegalArgumentException("illegal move '" + Move.toString(move) + "' in " + board.toFen());
        }
        checkNotOver(Move.toString(move));
        return play(move);
    }

    private int play(int move) {
        board.makeMove(move);
        moves.add(move);
        return move;
    }

    private void checkNotOver(String text) {
        GameResult result = result();
        if (result.isOver()) {
            throw new IllegalArgumentException("illegal move '" + text + "': the game is over ("
                    + ResultText.reason(result) + ")");
        }
    }

    /** Takes back the last move; false when there is none. */
    public boolean undo() {
        if (moves.isEmpty()) {
            return false;
        }
        board.unmakeMove();
        moves.removeAtIndex(moves.size() - 1);
        return true;
    }
}
