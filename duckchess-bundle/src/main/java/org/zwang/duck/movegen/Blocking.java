package org.zwang.duck.movegen;

import org.zwang.duck.board.Bitboards;
import org.zwang.duck.board.CastlingRights;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Piece;
import org.zwang.duck.board.Square;

/**
 * The blocking set B(m) of a chess move: the squares where a duck makes the move impossible
 * ({@code docs/duck-chess-rules.md}, "Score bundles"). It is the DuckSlayer thread's "bit ray" (DuckSlayer, the DuckSlayer thread, "Some
 * actual code") as a bitboard:
 *
 * <ul>
 * <li>the squares a slider or a pawn double step passes over (strictly between from and to);</li>
 * <li>the destination when it is empty (quiet moves, quiet promotions, en passant: the capturing
 *     pawn lands on the passed-over square, which a duck there also strips of the e.p. right);</li>
 * <li>for castling, every square strictly between king and rook (b1, c1, d1 or f1, g1).</li>
 * </ul>
 *
 * A capture's destination holds a piece, so the duck can never stand there; a knight jumps. So a
 * move m is possible with the duck on an empty square d iff {@code (squares(m) & 1L << d) == 0}.
 * Costs two table lookups, no board access: the move's encoding carries what is needed.
 */
public final class Blocking {

    private Blocking() {
    }

    /** B(m) as a bitboard (0 for moves no duck can stop: knight and king captures, contact captures). */
    public static long squares(int move) {
        int kind = Move.kind(move);
        if (kind == Move.CASTLING) {
            return CastlingRights.between(Move.to(move));
        }
        int to = Move.to(move);
        long path = Bitboards.between(Move.from(move), to);
        if (Move.captured(move) == Piece.NONE || kind == Move.EN_PASSANT) {
            path |= 1L << to;
        }
        return path;
    }

    /** True when a duck on {@code duckSquare} forbids the move (never for {@link Square#NONE}). */
    public static boolean isBlockedBy(int move, int duckSquare) {
        return duckSquare != Square.NONE && (squares(move) >>> duckSquare & 1) != 0;
    }
}
