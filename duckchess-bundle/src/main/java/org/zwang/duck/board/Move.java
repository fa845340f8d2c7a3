package org.zwang.duck.board;

/**
 * A chess move, or a whole Duck Chess turn (chess move plus duck square), as one non-negative
 * {@code int}, so move lists are {@code int[]} and nothing allocates:
 *
 * <pre>
 *  bits  0- 5  from square
 *  bits  6-11  to square (for castling: the king's destination, g1/c1/g8/c8)
 *  bits 12-15  moving piece ({@link Piece})
 *  bits 16-19  captured piece ({@link Piece#NONE} when the destination is empty; a pawn for en passant)
 *  bits 20-22  kind: {@link #NORMAL}, {@link #DOUBLE_PUSH}, {@link #EN_PASSANT}, {@link #CASTLING},
 *              or a promotion {@link #PROMOTION_KNIGHT} .. {@link #PROMOTION_QUEEN}
 *  bits 24-30  duck square + 1 for a turn; 0 for a bare chess move (the duck stays where it is)
 * </pre>
 *
 * A move is only meaningful in the position it was generated in (it records the captured piece).
 * Two moves are the same move iff their ints are equal. {@link #NONE} (0) is never a real move.
 */
public final class Move {

    /** No move. */
    public static final int NONE = 0;

    public static final int NORMAL = 0;
    /** A pawn's two-square advance (the only move that can create an en passant right). */
    public static final int DOUBLE_PUSH = 1;
    public static final int EN_PASSANT = 2;
    /** Castling, written as the king's two-square move. */
    public static final int CASTLING = 3;
    public static final int PROMOTION_KNIGHT = 4;
    public static final int PROMOTION_BISHOP = 5;
    public static final int PROMOTION_ROOK = 6;
    public static final int PROMOTION_QUEEN = 7;

    private static final int CHESS_MOVE_MASK = (1 << 23) - 1;

    private Move() {
    }

    /** A chess move (no duck part). */
    public static int of(int from, int to, int piece, int captured, int kind) {
        return from | to << 6 | piece << 12 | captured << 16 | kind << 20;
    }

    public static int from(int move) {
        return move & 63;
    }

    public static int to(int move) {
        return move >>> 6 & 63;
    }

    /** The moving piece ({@link Piece}); a pawn for promotions. */
    public static int piece(int move) {
        return move >>> 12 & 15;
    }

    /** The captured piece, or {@link Piece#NONE}. */
    public static int captured(int move) {
        return move >>> 16 & 15;
    }

    public static int kind(int move) {
        return move >>> 20 & 7;
    }

    public static boolean isCapture(int move) {
        return captured(move) != Piece.NONE;
    }

    public static boolean isPromotion(int move) {
        return kind(move) >= PROMOTION_KNIGHT;
    }

    /** The piece type promoted to, or -1 when the move is not a promotion. */
    public static int promotionType(int move) {
        int kind = kind(move);
        return kind >= PROMOTION_KNIGHT ? kind - 3 : -1;
    }

    public static boolean isCastling(int move) {
        return kind(move) == CASTLING;
    }

    public static boolean isEnPassant(int move) {
        return kind(move) == EN_PASSANT;
    }

    /** The square of the piece an en passant or ordinary capture removes. */
    public static int captureSquare(int move) {
        return kind(move) == EN_PASSANT ? to(move) ^ 8 : to(move);
    }

    /** True for a turn (a chess move that also carries a duck square). */
    public static boolean hasDuck(int move) {
        return move >>> 24 != 0;
    }

    /** The duck square of a turn, or {@link Square#NONE} for a bare chess move. */
    public static int duckSquare(int move) {
        int field = move >>> 24;
        return field == 0 ? Square.NONE : field - 1;
    }

    /** The turn made of the chess move {@code move} and the duck going to {@code duckSquare}. */
    public static int withDuck(int move, int duckSquare) {
        return (move & CHESS_MOVE_MASK) | (duckSquare + 1) << 24;
    }

    /** The chess move of a turn (the turn without its duck square). */
    public static int chessMove(int move) {
        return move & CHESS_MOVE_MASK;
    }

    /** Debug form, e.g. "e2e4" or "e2e4,e4d5" (UCI duck notation). */
    public static String toString(int move) {
        if (move == NONE) {
            return "0000";
        }
        StringBuilder text = new StringBuilder(12);
        text.append(Square.name(from(move))).append(Square.name(to(move)));
        if (isPromotion(move)) {
            text.append(PieceType.letter(promotionType(move)));
        }
        if (hasDuck(move)) {
            text.append(',').append(Square.name(to(move))).append(Square.name(duckSquare(move)));
        }
        return text.toString();
    }
}
