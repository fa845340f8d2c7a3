package org.zwang.record.pgn;

import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Piece;
import org.zwang.duck.board.PieceType;
import org.zwang.duck.board.Square;
import org.zwang.duck.board.Variant;
import org.zwang.duck.movegen.MoveGenerator;

/**
 * Standard Algebraic Notation for standard chess, as the PGN standard (§8.2.3) defines it: piece
 * letter, the least disambiguation (file, else rank, else both), {@code x} for captures,
 * {@code =Q} for promotions, {@code O-O}/{@code O-O-O}, and {@code +}/{@code #} for check and mate.
 * Parsing compares the text with the SAN of every legal move, so it accepts exactly what
 * {@link #format} writes (check marks and {@code !?} annotations are ignored, {@code 0-0} is taken).
 */
public final class San {

    private San() {
    }

    /** The SAN of a legal standard chess move in {@code board} (the board is left unchanged). */
    public static String format(Board board, int move) {
        if (board.variant() != Variant.CHESS) {
            throw new IllegalArgumentException("SAN is written for standard chess only");
        }
        String text = withoutCheck(board, move);
        board.makeMove(move);
        int[] replies = new int[MoveGenerator.MAX_MOVES];
        String suffix = "";
        if (board.inCheck()) {
            suffix = MoveGenerator.generateLegal(board, replies, 0) == 0 ? "#" : "+";
        }
        board.unmakeMove();
        return text + suffix;
    }

    private static String withoutCheck(Board board, int move) {
        if (Move.isCastling(move)) {
            return Square.file(Move.to(move)) == 6 ? "O-O" : "O-O-O";
        }
        int from = Move.from(move);
        int to = Move.to(move);
        int type = Piece.type(Move.piece(move));
        StringBuilder text = new StringBuilder(8);
        if (type == PieceType.PAWN) {
            if (Move.isCapture(move)) {
                text.append((char) ('a' + Square.file(from))).append('x');
            }
            text.append(Square.name(to));
            if (Move.isPromotion(move)) {
                text.append('=').append(Character.toUpperCase(PieceType.letter(Move.promotionType(move))));
            }
            return text.toString();
        }
        text.append(Character.toUpperCase(PieceType.letter(type)));
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.generateLegal(board, moves, 0);
        boolean ambiguous = false;
        boolean fileShared = false;
        boolean rankShared = false;
        for (int i = 0; i < count; i++) {
            int other = moves[i];
            if (other != move && Move.to(other) == to && Move.piece(other) == Move.piece(move) && Move.from(other) != from) {
                ambiguous = true;
                fileShared |= Square.file(Move.from(other)) == Square.file(from);
                rankShared |= Square.rank(Move.from(other)) == Square.rank(from);
            }
        }
        if (ambiguous) {
            if (!fileShared) {
                text.append((char) ('a' + Square.file(from)));
            } else if (!rankShared) {
                text.append((char) ('1' + Square.rank(from)));
            } else {
                text.append(Square.name(from));
            }
        }
        if (Move.isCapture(move)) {
            text.append('x');
        }
        return text.append(Square.name(to)).toString();
    }

    /**
     * The legal move written {@code text} in {@code board}.
     *
     * @throws IllegalArgumentException naming the move when no legal move is written so
     */
    public static int parse(Board board, String text) {
        String wanted = strip(text.replace('0', 'O'));
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.generateLegal(board, moves, 0);
        for (int i = 0; i < count; i++) {
            if (withoutCheck(board, moves[i]).equals(wanted)) {
                return moves[i];
            }
        }
        throw new IllegalArgumentException("illegal or unreadable SAN move '" + text + "' in " + board.toFen());
    }

    private static String strip(String text) {
        int end = text.length();
        while (end > 0 && "+#!?".indexOf(text.charAt(end - 1)) >= 0) {
            end--;
        }
        return text.substring(0, end);
    }
}
