package org.zwang.bench.duck;

import org.zwang.duck.board.Board;
import org.zwang.duck.board.CastlingRights;
import org.zwang.duck.board.Color;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Piece;
import org.zwang.duck.board.PieceType;
import org.zwang.duck.board.Square;

/**
 * The representation DuckSlayer uses (the DuckSlayer thread, "Some actual code"): a 0x88 mailbox with
 * direction steps, here only as a measuring stick for the choice of board representation. It
 * generates the same Duck Chess moves as {@code MoveGenerator.generate} (duck respected), in the
 * same {@link Move} encoding, so {@link MoveGenerationBenchmark} can check both lists are equal
 * before timing them. Not used by the engine.
 */
final class Mailbox0x88Generator {

    private static final int EMPTY = Piece.NONE;
    private static final int DUCK = 13;
    private static final int[] KNIGHT_STEPS = {33, 31, 18, 14, -33, -31, -18, -14};
    private static final int[] KING_STEPS = {1, -1, 16, -16, 15, 17, -15, -17};
    private static final int[] ROOK_STEPS = {1, -1, 16, -16};
    private static final int[] BISHOP_STEPS = {15, 17, -15, -17};

    private final int[] squares = new int[128];
    private final int sideToMove;
    private final int castling;
    private final int enPassant88;

    Mailbox0x88Generator(Board board) {
        java.util.Arrays.fill(squares, EMPTY);
        for (int square = 0; square < 64; square++) {
            squares[to88(square)] = board.pieceAt(square);
        }
        if (board.duckSquare() != Square.NONE) {
            squares[to88(board.duckSquare())] = DUCK;
        }
        sideToMove = board.sideToMove();
        castling = board.castlingRights();
        enPassant88 = board.enPassantSquare() == Square.NONE ? -1 : to88(board.enPassantSquare());
    }

    static int to88(int square) {
        return square + (square & ~7);
    }

    static int to64(int square88) {
        return (square88 + (square88 & 7)) >> 1;
    }

    /** Writes the moves at {@code moves[0 ...]} and returns their number. */
    int generate(int[] moves) {
        int n = 0;
        int us = sideToMove;
        for (int rank = 0; rank < 8; rank++) {
            for (int from = rank * 16; from < rank * 16 + 8; from++) {
                int piece = squares[from];
                if (piece >= Piece.COUNT || Piece.color(piece) != us) {
                    continue;
                }
                switch (Piece.type(piece)) {
                    case PieceType.PAWN:
                        n = pawn(moves, n, from, piece, us);
                        break;
                    case PieceType.KNIGHT:
                        n = leaper(moves, n, from, piece, KNIGHT_STEPS);
                        break;
                    case PieceType.BISHOP:
                        n = slider(moves, n, from, piece, BISHOP_STEPS);
                        break;
                    case PieceType.ROOK:
                        n = slider(moves, n, from, piece, ROOK_STEPS);
                        break;
                    case PieceType.QUEEN:
                        n = slider(moves, n, from, piece, KING_STEPS);
                        break;
                    default:
                        n = leaper(moves, n, from, piece, KING_STEPS);
                        n = castling(moves, n, piece, us);
                        break;
                }
            }
        }
        return n;
    }

    private int leaper(int[] moves, int n, int from, int piece, int[] steps) {
        for (int step : steps) {
            int to = from + step;
            if ((to & 0x88) == 0) {
                int target = squares[to];
                if (target == EMPTY || target < Piece.COUNT && Piece.color(target) != Piece.color(piece)) {
                    moves[n++] = Move.of(to64(from), to64(to), piece, target, Move.NORMAL);
                }
            }
        }
        return n;
    }

    private int slider(int[] moves, int n, int from, int piece, int[] steps) {
        for (int step : steps) {
            for (int to = from + step; (to & 0x88) == 0; to += step) {
                int target = squares[to];
                if (target == EMPTY) {
                    moves[n++] = Move.of(to64(from), to64(to), piece, EMPTY, Move.NORMAL);
                    continue;
                }
                if (target < Piece.COUNT && Piece.color(target) != Piece.color(piece)) {
                    moves[n++] = Move.of(to64(from), to64(to), piece, target, Move.NORMAL);
                }
                break;
            }
        }
        return n;
    }

    private int pawn(int[] moves, int n, int from, int piece, int us) {
        int forward = us == Color.WHITE ? 16 : -16;
        int startRank = us == Color.WHITE ? 1 : 6;
        int lastRank = us == Color.WHITE ? 7 : 0;
        int to = from + forward;
        if (squares[to] == EMPTY) {
            n = pawnMove(moves, n, from, to, piece, EMPTY, lastRank);
            if (from >> 4 == startRank && squares[to + forward] == EMPTY) {
                moves[n++] = Move.of(to64(from), to64(to + forward), piece, EMPTY, Move.DOUBLE_PUSH);
            }
        }
        for (int side = -1; side <= 1; side += 2) {
            int target = from + forward + side;
            if ((target & 0x88) != 0) {
                continue;
            }
            int victim = squares[target];
            if (victim < Piece.COUNT && Piece.color(victim) != us) {
                n = pawnMove(moves, n, from, target, piece, victim, lastRank);
            } else if (target == enPassant88 && victim == EMPTY) {
                moves[n++] = Move.of(to64(from), to64(target), piece, Piece.of(us ^ 1, PieceType.PAWN), Move.EN_PASSANT);
            }
        }
        return n;
    }

    private static int pawnMove(int[] moves, int n, int from, int to, int piece, int victim, int lastRank) {
        if (to >> 4 != lastRank) {
            moves[n++] = Move.of(to64(from), to64(to), piece, victim, Move.NORMAL);
            return n;
        }
        for (int kind = Move.PROMOTION_QUEEN; kind >= Move.PROMOTION_KNIGHT; kind--) {
            moves[n++] = Move.of(to64(from), to64(to), piece, victim, kind);
        }
        return n;
    }

    private int castling(int[] moves, int n, int piece, int us) {
        int kingSide = us == Color.WHITE ? CastlingRights.WHITE_KINGSIDE : CastlingRights.BLACK_KINGSIDE;
        int queenSide = us == Color.WHITE ? CastlingRights.WHITE_QUEENSIDE : CastlingRights.BLACK_QUEENSIDE;
        int king = us == Color.WHITE ? 4 : 0x74;
        if ((castling & kingSide) != 0 && squares[king + 1] == EMPTY && squares[king + 2] == EMPTY) {
            moves[n++] = Move.of(to64(king), to64(king + 2), piece, EMPTY, Move.CASTLING);
        }
        if ((castling & queenSide) != 0 && squares[king - 1] == EMPTY && squares[king - 2] == EMPTY
                && squares[king - 3] == EMPTY) {
            moves[n++] = Move.of(to64(king), to64(king - 2), piece, EMPTY, Move.CASTLING);
        }
        return n;
    }
}
