package org.zwang.duck.movegen;

import org.zwang.duck.board.Bitboards;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.CastlingRights;
import org.zwang.duck.board.Color;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Piece;
import org.zwang.duck.board.PieceType;
import org.zwang.duck.board.Square;

/**
 * Move generation for Duck Chess and standard chess, into caller-provided {@code int[]} buffers
 * (see {@link Move} for the encoding). One bitboard generator serves four purposes:
 *
 * <ul>
 * <li>{@link #generateIgnoringDuck}: chess moves as if there were no duck (for the bundle search,
 *     which treats the duck square as unknown); {@link Blocking#squares} tells which duck squares
 *     would forbid each of them;</li>
 * <li>{@link #generate}: chess moves under Duck Chess rules with the board's duck blocking (no
 *     check: moves may leave the king attacked; castling only needs empty squares between king and
 *     rook);</li>
 * <li>{@link #generateTurns}: whole Duck Chess turns, each chess move combined with every square
 *     the duck may go to afterwards ({@link #duckSquaresAfter});</li>
 * <li>{@link #generateLegal}: standard chess, the same generator plus a legality filter (own king
 *     not left attacked, no castling out of, through or into check).</li>
 * </ul>
 *
 * In Duck Chess the side to move whose king has been captured has lost and gets no moves. All
 * methods return the number of moves written at {@code moves[offset ...]}; none allocates.
 */
public final class MoveGenerator {

    /**
     * A bound on the chess moves any position can have (the known maximum is 218 legal moves; the
     * duck-chess moves here are pseudo-legal, so keep a margin). Buffers need this many free slots.
     */
    public static final int MAX_MOVES = 320;
    /** A bound on the turns ({@link #generateTurns}) of any position: each move times at most 63 duck squares. */
    public static final int MAX_TURNS = MAX_MOVES * 63;

    private static final long WHITE_KINGSIDE_PATH = CastlingRights.between(Square.G1);
    private static final long WHITE_QUEENSIDE_PATH = CastlingRights.between(Square.C1);
    private static final long BLACK_KINGSIDE_PATH = CastlingRights.between(Square.G8);
    private static final long BLACK_QUEENSIDE_PATH = CastlingRights.between(Square.C8);

    private MoveGenerator() {
    }

    /** Duck Chess moves with the duck treated as absent (it neither blocks nor is a target). */
    public static int generateIgnoringDuck(Board board, int[] moves, int offset) {
        if (!board.hasKing(board.sideToMove())) {
            return 0;
        }
        return generate(board, moves, offset, 0L, false) - offset;
    }

    /** Duck Chess moves with the board's duck blocking: the chess parts of the legal turns. */
    public static int generate(Board board, int[] moves, int offset) {
        if (!board.hasKing(board.sideToMove())) {
            return 0;
        }
        return generate(board, moves, offset, board.duckBit(), false) - offset;
    }

    /**
     * The moves that change material: captures (en passant included) and promotions (all four
     * pieces, with or without capture); for quiescence search. {@code respectDuck} chooses between
     * the rules of {@link #generate} and {@link #generateIgnoringDuck}.
     */
    public static int generateTactical(Board board, int[] moves, int offset, boolean respectDuck) {
        if (!board.hasKing(board.sideToMove())) {
            return 0;
        }
        return generate(board, moves, offset, respectDuck ? board.duckBit() : 0L, true) - offset;
    }

    /**
     * All Duck Chess turns: every move of {@link #generate} combined with every square of
     * {@link #duckSquaresAfter} ({@link Move#withDuck}). {@code turns} needs {@link #MAX_TURNS}
     * free slots from {@code offset}. Turns of one chess move are adjacent, duck squares ascending.
     */
    public static int generateTurns(Board board, int[] turns, int offset) {
        int moveCount = generate(board, turns, offset);
        int total = 0;
        for (int i = 0; i < moveCount; i++) {
            total += Long.bitCount(duckSquaresAfter(board, turns[offset + i]));
        }
        // Expand in place from the back: every move has at least one duck square (a position has at
        // most 32 pieces), so move i's turns start at or after slot offset + i and never overwrite
        // a move not yet expanded.
        int write = offset + total;
        for (int i = moveCount - 1; i >= 0; i--) {
            int move = turns[offset + i];
            long ducks = duckSquaresAfter(board, move);
            write -= Long.bitCount(ducks);
            int w = write;
            for (; ducks != 0; ducks &= ducks - 1) {
                turns[w++] = Move.withDuck(move, Long.numberOfTrailingZeros(ducks));
            }
        }
        return total;
    }

    /**
     * The squares the duck may go to after the chess move {@code move} (made in this position):
     * the squares empty after the move (the vacated squares, the square of a pawn taken en passant,
     * those left by castling), except the square the duck stands on now, since it must move.
     */
    public static long duckSquaresAfter(Board board, int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        long occupied = board.occupied() & ~(1L << from) | 1L << to;
        int kind = Move.kind(move);
        if (kind == Move.EN_PASSANT) {
            occupied &= ~(1L << (to ^ 8));
        } else if (kind == Move.CASTLING) {
            occupied ^= 1L << CastlingRights.rookFrom(to) | 1L << CastlingRights.rookTo(to);
        }
        return ~occupied & ~board.duckBit();
    }

    /**
     * Standard chess legal moves: the duck-free generator filtered so that the own king is not left
     * attacked, and castling is neither out of, through nor into check.
     */
    public static int generateLegal(Board board, int[] moves, int offset) {
        int end = generate(board, moves, offset, 0L, false);
        int us = board.sideToMove();
        int king = board.kingSquare(us);
        if (king == Square.NONE) {
            return 0;
        }
        long checkers = board.attackersTo(king, board.occupied()) & board.sidePieces(us ^ 1);
        long pinned = pinnedPieces(board, us, king);
        int kept = offset;
        for (int i = offset; i < end; i++) {
            int move = moves[i];
            if (isLegal(board, move, king, checkers, pinned)) {
                moves[kept++] = move;
            }
        }
        return kept - offset;
    }

    /** Standard chess: whether a move of {@link #generate} (on a duck-free board) is legal. */
    public static boolean isLegal(Board board, int move) {
        int us = board.sideToMove();
        int king = board.kingSquare(us);
        long checkers = board.attackersTo(king, board.occupied()) & board.sidePieces(us ^ 1);
        return isLegal(board, move, king, checkers, pinnedPieces(board, us, king));
    }

    private static boolean isLegal(Board board, int move, int king, long checkers, long pinned) {
        int from = Move.from(move);
        int to = Move.to(move);
        int kind = Move.kind(move);
        long occupied = board.occupied();
        long enemy = board.sidePieces(board.sideToMove() ^ 1);
        if (from == king) {
            if (kind == Move.CASTLING) {
                int passed = (from + to) >>> 1;
                return checkers == 0
                        && (board.attackersTo(passed, occupied) & enemy) == 0
                        && (board.attackersTo(to, occupied) & enemy) == 0;
            }
            // the king itself must not shield the destination from a slider behind it
            return (board.attackersTo(to, occupied ^ 1L << from) & enemy) == 0;
        }
        if (kind == Move.EN_PASSANT) {
            int captureSquare = to ^ 8;
            long after = (occupied ^ 1L << from ^ 1L << captureSquare) | 1L << to;
            return (board.attackersTo(king, after) & enemy & ~(1L << captureSquare)) == 0;
        }
        if (checkers != 0) {
            if ((checkers & checkers - 1) != 0) {
                return false; // double check: only king moves
            }
            long blockOrCapture = Bitboards.between(king, Long.numberOfTrailingZeros(checkers)) | checkers;
            if ((blockOrCapture & 1L << to) == 0) {
                return false;
            }
        }
        return (pinned & 1L << from) == 0 || (Bitboards.line(king, from) & 1L << to) != 0;
    }

    /** Pieces of {@code us} that alone stand between their king and an enemy slider. */
    private static long pinnedPieces(Board board, int us, int king) {
        int them = us ^ 1;
        long queens = board.pieces(them, PieceType.QUEEN);
        long snipers = (Bitboards.rookAttacks(king, 0) & (board.pieces(them, PieceType.ROOK) | queens))
                | (Bitboards.bishopAttacks(king, 0) & (board.pieces(them, PieceType.BISHOP) | queens));
        long occupied = board.occupied();
        long pinned = 0;
        for (; snipers != 0; snipers &= snipers - 1) {
            long between = Bitboards.between(king, Long.numberOfTrailingZeros(snipers)) & occupied;
            if (between != 0 && (between & between - 1) == 0) {
                pinned |= between & board.sidePieces(us);
            }
        }
        return pinned;
    }

    /**
     * The generator behind all others. {@code wall} holds the squares that block like a piece but
     * can't be captured (the duck, or nothing); returns the end index.
     */
    private static int generate(Board board, int[] moves, int n, long wall, boolean tacticalOnly) {
        int us = board.sideToMove();
        int them = us ^ 1;
        long enemy = board.sidePieces(them);
        long blockers = board.occupied() | wall;
        long empty = ~blockers;
        long targets = tacticalOnly ? enemy : enemy | empty;

        n = pawnMoves(board, moves, n, us, enemy, empty, wall, tacticalOnly);

        int piece = Piece.of(us, PieceType.KNIGHT);
        for (long pieces = board.pieces(piece); pieces != 0; pieces &= pieces - 1) {
            int from = Long.numberOfTrailingZeros(pieces);
            n = addMoves(board, moves, n, from, piece, Bitboards.knightAttacks(from) & targets);
        }
        piece = Piece.of(us, PieceType.BISHOP);
        for (long pieces = board.pieces(piece); pieces != 0; pieces &= pieces - 1) {
            int from = Long.numberOfTrailingZeros(pieces);
            n = addMoves(board, moves, n, from, piece, Bitboards.bishopAttacks(from, blockers) & targets);
        }
        piece = Piece.of(us, PieceType.ROOK);
        for (long pieces = board.pieces(piece); pieces != 0; pieces &= pieces - 1) {
            int from = Long.numberOfTrailingZeros(pieces);
            n = addMoves(board, moves, n, from, piece, Bitboards.rookAttacks(from, blockers) & targets);
        }
        piece = Piece.of(us, PieceType.QUEEN);
        for (long pieces = board.pieces(piece); pieces != 0; pieces &= pieces - 1) {
            int from = Long.numberOfTrailingZeros(pieces);
            n = addMoves(board, moves, n, from, piece, Bitboards.queenAttacks(from, blockers) & targets);
        }
        piece = Piece.of(us, PieceType.KING);
        long kings = board.pieces(piece);
        if (kings != 0) {
            int from = Long.numberOfTrailingZeros(kings);
            n = addMoves(board, moves, n, from, piece, Bitboards.kingAttacks(from) & targets);
            int rights = board.castlingRights();
            if (!tacticalOnly && rights != 0) {
                // Rights imply king and rook on their home squares (kept so by make and by Fen).
                if (us == Color.WHITE) {
                    if ((rights & CastlingRights.WHITE_KINGSIDE) != 0 && (blockers & WHITE_KINGSIDE_PATH) == 0) {
                        moves[n++] = Move.of(Square.E1, Square.G1, piece, Piece.NONE, Move.CASTLING);
                    }
                    if ((rights & CastlingRights.WHITE_QUEENSIDE) != 0 && (blockers & WHITE_QUEENSIDE_PATH) == 0) {
                        moves[n++] = Move.of(Square.E1, Square.C1, piece, Piece.NONE, Move.CASTLING);
                    }
                } else {
                    if ((rights & CastlingRights.BLACK_KINGSIDE) != 0 && (blockers & BLACK_KINGSIDE_PATH) == 0) {
                        moves[n++] = Move.of(Square.E8, Square.G8, piece, Piece.NONE, Move.CASTLING);
                    }
                    if ((rights & CastlingRights.BLACK_QUEENSIDE) != 0 && (blockers & BLACK_QUEENSIDE_PATH) == 0) {
                        moves[n++] = Move.of(Square.E8, Square.C8, piece, Piece.NONE, Move.CASTLING);
                    }
                }
            }
        }
        return n;
    }

    private static int addMoves(Board board, int[] moves, int n, int from, int piece, long destinations) {
        int base = from | piece << 12;
        for (; destinations != 0; destinations &= destinations - 1) {
            int to = Long.numberOfTrailingZeros(destinations);
            moves[n++] = base | to << 6 | board.pieceAt(to) << 16;
        }
        return n;
    }

    private static int pawnMoves(Board board, int[] moves, int n, int us, long enemy, long empty, long wall,
            boolean tacticalOnly) {
        int pawn = Piece.of(us, PieceType.PAWN);
        long pawns = board.pieces(pawn);
        if (pawns == 0) {
            return n;
        }
        boolean white = us == Color.WHITE;
        long lastRank = white ? Bitboards.RANK_8 : Bitboards.RANK_1;
        int forward = white ? 8 : -8;

        long singles = Bitboards.pawnPush(us, pawns) & empty;
        n = promotions(moves, n, pawn, singles & lastRank, forward, Piece.NONE, board);
        if (!tacticalOnly) {
            for (long to = singles & ~lastRank; to != 0; to &= to - 1) {
                int square = Long.numberOfTrailingZeros(to);
                moves[n++] = Move.of(square - forward, square, pawn, Piece.NONE, Move.NORMAL);
            }
            long doubles = Bitboards.pawnPush(us, singles & (white ? Bitboards.RANK_3 : Bitboards.RANK_6)) & empty;
            for (long to = doubles; to != 0; to &= to - 1) {
                int square = Long.numberOfTrailingZeros(to);
                moves[n++] = Move.of(square - 2 * forward, square, pawn, Piece.NONE, Move.DOUBLE_PUSH);
            }
        }
        // captures towards file a, then towards file h; "step" is to - from
        int stepWest = white ? 7 : -9;
        int stepEast = white ? 9 : -7;
        long west = shift(pawns & ~Bitboards.FILE_A, stepWest) & enemy;
        long east = shift(pawns & ~Bitboards.FILE_H, stepEast) & enemy;
        n = promotions(moves, n, pawn, west & lastRank, stepWest, -1, board);
        n = promotions(moves, n, pawn, east & lastRank, stepEast, -1, board);
        for (long to = west & ~lastRank; to != 0; to &= to - 1) {
            int square = Long.numberOfTrailingZeros(to);
            moves[n++] = Move.of(square - stepWest, square, pawn, board.pieceAt(square), Move.NORMAL);
        }
        for (long to = east & ~lastRank; to != 0; to &= to - 1) {
            int square = Long.numberOfTrailingZeros(to);
            moves[n++] = Move.of(square - stepEast, square, pawn, board.pieceAt(square), Move.NORMAL);
        }
        int enPassant = board.enPassantSquare();
        if (enPassant != Square.NONE && (wall & 1L << enPassant) == 0) {
            int victim = Piece.of(us ^ 1, PieceType.PAWN);
            for (long from = Bitboards.pawnAttacks(us ^ 1, enPassant) & pawns; from != 0; from &= from - 1) {
                moves[n++] = Move.of(Long.numberOfTrailingZeros(from), enPassant, pawn, victim, Move.EN_PASSANT);
            }
        }
        return n;
    }

    /** Four promotions (queen first) per destination; {@code captured} -1 means "read the board". */
    private static int promotions(int[] moves, int n, int pawn, long destinations, int step, int captured,
            Board board) {
        for (; destinations != 0; destinations &= destinations - 1) {
            int to = Long.numberOfTrailingZeros(destinations);
            int victim = captured < 0 ? board.pieceAt(to) : captured;
            int from = to - step;
            moves[n++] = Move.of(from, to, pawn, victim, Move.PROMOTION_QUEEN);
            moves[n++] = Move.of(from, to, pawn, victim, Move.PROMOTION_ROOK);
            moves[n++] = Move.of(from, to, pawn, victim, Move.PROMOTION_BISHOP);
            moves[n++] = Move.of(from, to, pawn, victim, Move.PROMOTION_KNIGHT);
        }
        return n;
    }

    private static long shift(long bitboard, int step) {
        return step > 0 ? bitboard << step : bitboard >>> -step;
    }
}
