package org.zwang.duck.notation;

import org.zwang.duck.board.Board;
import org.zwang.duck.board.Color;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Piece;
import org.zwang.duck.board.PieceType;
import org.zwang.duck.board.Square;
import org.zwang.duck.board.Variant;
import org.zwang.duck.movegen.Blocking;
import org.zwang.duck.movegen.MoveGenerator;

/**
 * Moves as text, for the protocols and the command line ({@code docs/duck-chess-rules.md}, "Notation").
 *
 * <ul>
 * <li><b>UCI</b> (Fairy-Stockfish): {@code <from><to>[promotion],<to><duck>}, e.g. {@code e2e4,e4d5},
 *     {@code b7a8q,a8a1}, castling as the king's move {@code e1g1,g1e4}. The second leg starts on
 *     the moved piece's destination. A capture of the king ends the game before the duck moves, so
 *     it may be written without the duck leg, {@code e1e8}. Standard chess: plain {@code e2e4}, {@code e7e8q}.</li>
 * <li><b>XBoard/CECP</b>: the same legs in one token with the promotion letter <em>last</em>,
 *     {@code a7a8,a8b8q}; an engine sends its turn as one line per leg, every leg but the last
 *     ending in a comma ({@link #toXboardLegs}: {@code d2d4,} then {@code d4d6}).</li>
 * </ul>
 *
 * Parsing accepts the promotion letter after either leg in both notations (there is only one place
 * it can mean), checks the move against the legal moves of the board and returns the generated
 * move (a turn in Duck Chess, see {@link Move#withDuck}), ready for {@link Board#makeMove}. Every
 * problem is one {@link IllegalArgumentException} line that quotes the move and says what is wrong.
 */
public final class MoveNotation {

    private MoveNotation() {
    }

    /** Parses a move in UCI notation (duck leg required in Duck Chess, forbidden in standard chess). */
    public static int parseUci(Board board, String text) {
        return parse(board, text);
    }

    /** Parses a move in XBoard notation ({@code a7a8,a8b8q}); same rules as {@link #parseUci}. */
    public static int parseXboard(Board board, String text) {
        return parse(board, text);
    }

    /** UCI text: {@code e2e4}, {@code e7e8q}, or for a turn {@code e2e4,e4d5}, {@code b7a8q,a8a1}. */
    public static String toUci(int move) {
        StringBuilder text = new StringBuilder(12);
        text.append(Square.name(Move.from(move))).append(Square.name(Move.to(move)));
        if (Move.isPromotion(move)) {
            text.append(PieceType.letter(Move.promotionType(move)));
        }
        if (Move.hasDuck(move)) {
            text.append(',').append(Square.name(Move.to(move))).append(Square.name(Move.duckSquare(move)));
        }
        return text.toString();
    }

    /** XBoard text: {@code e2e4}, {@code e7e8q}, or for a turn {@code e2e4,e4d5}, {@code a7a8,a8b8q}. */
    public static String toXboard(int move) {
        String[] legs = toXboardLegs(move);
        return legs.length == 1 ? legs[0] : legs[0] + legs[1];
    }

    /**
     * The legs an engine sends for its move, one {@code move} line each: {@code {"d2d4,", "d4d6"}}
     * for a turn ({@code {"a7a8,", "a8b8q"}} with a promotion), {@code {"e2e4"}} for a chess move.
     */
    public static String[] toXboardLegs(int move) {
        String chess = Square.name(Move.from(move)) + Square.name(Move.to(move));
        String promotion = Move.isPromotion(move) ? String.valueOf(PieceType.letter(Move.promotionType(move))) : "";
        if (!Move.hasDuck(move)) {
            return new String[] {chess + promotion};
        }
        return new String[] {chess + ",", Square.name(Move.to(move)) + Square.name(Move.duckSquare(move)) + promotion};
    }

    private static int parse(Board board, String text) {
        String token = text == null ? "" : text.trim();
        if (token.isEmpty()) {
            throw new IllegalArgumentException("bad move '': empty");
        }
        int comma = token.indexOf(',');
        String first = comma < 0 ? token : token.substring(0, comma);
        String second = comma < 0 ? null : token.substring(comma + 1);

        int from = Square.parseAt(first, 0);
        int to = Square.parseAt(first, 2);
        if (from < 0 || to < 0 || first.length() > 5) {
            throw malformed(token, board.variant());
        }
        int promotion = -1;
        if (first.length() == 5) {
            promotion = promotionLetter(token, first.charAt(4));
        }
        int duckFrom = -1;
        int duckTo = -1;
        if (second != null) {
            duckFrom = Square.parseAt(second, 0);
            duckTo = Square.parseAt(second, 2);
            if (duckFrom < 0 || duckTo < 0 || second.length() > 5) {
                throw malformed(token, board.variant());
            }
            if (second.length() == 5) {
                if (promotion >= 0) {
                    throw new IllegalArgumentException("bad move '" + token + "': two promotion letters");
                }
                promotion = promotionLetter(token, second.charAt(4));
            }
        }
        if (board.variant() == Variant.CHESS && second != null) {
            throw new IllegalArgumentException("bad move '" + token + "': standard chess moves have no duck leg");
        }
        if (board.variant() == Variant.DUCK && second == null) {
            // Capturing the king ends the game at once: that turn has no duck leg (the rules
            // reference's "Notation"). One given is accepted too, as an engine may write it.
            int kingCapture = kingCapture(board, from, to, promotion);
            if (kingCapture >= 0) {
                return kingCapture;
            }
            throw new IllegalArgumentException("bad move '" + token + "': the duck leg is missing (write it like "
                    + first + "," + Square.name(to) + "d5: move, then where the duck goes)");
        }

        int move = findChessMove(board, token, from, to, promotion);
        if (board.variant() == Variant.CHESS) {
            return move;
        }
        if (duckFrom != to) {
            throw new IllegalArgumentException("illegal move '" + token + "': the duck leg must start at "
                    + Square.name(to) + ", where the moved piece lands");
        }
        long duckSquares = MoveGenerator.duckSquaresAfter(board, move);
        if ((duckSquares >>> duckTo & 1) == 0) {
            if (duckTo == board.duckSquare()) {
                throw new IllegalArgumentException("illegal move '" + token + "': the duck already stands on "
                        + Square.name(duckTo) + " and must move");
            }
            throw new IllegalArgumentException("illegal move '" + token + "': the duck cannot go to "
                    + Square.name(duckTo) + ", which is occupied after the move");
        }
        return Move.withDuck(move, duckTo);
    }

    /** Whether {@code move} takes the enemy king, which ends a Duck Chess game before the duck moves. */
    public static boolean capturesKing(int move) {
        return Move.isCapture(move) && (Move.captured(move) >>> 1) == PieceType.KING;
    }

    /** The legal move from {@code from} to {@code to} that takes the enemy king, or -1. */
    private static int kingCapture(Board board, int from, int to, int promotion) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.generate(board, moves, 0);
        for (int i = 0; i < count; i++) {
            if (Move.from(moves[i]) == from && Move.to(moves[i]) == to && Move.promotionType(moves[i]) == promotion
                    && capturesKing(moves[i])) {
                return moves[i];
            }
        }
        return -1;
    }

    private static int findChessMove(Board board, String token, int from, int to, int promotion) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        boolean duck = board.variant() == Variant.DUCK;
        int count = duck ? MoveGenerator.generate(board, moves, 0) : MoveGenerator.generateLegal(board, moves, 0);
        boolean promotionNeeded = false;
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            if (Move.from(move) == from && Move.to(move) == to) {
                if (Move.promotionType(move) == promotion) {
                    return move;
                }
                promotionNeeded |= Move.isPromotion(move);
            }
        }
        throw new IllegalArgumentException("illegal move '" + token + "': "
                + whyIllegal(board, from, to, promotion, promotionNeeded));
    }

    private static String whyIllegal(Board board, int from, int to, int promotion, boolean promotionNeeded) {
        int us = board.sideToMove();
        if (board.variant() == Variant.DUCK && !board.hasKing(us)) {
            return "the game is over (the " + Color.name(us) + " king was captured)";
        }
        int piece = board.pieceAt(from);
        if (piece == Piece.NONE) {
            return from == board.duckSquare() ? "the duck stands on " + Square.name(from)
                    + " (move a piece first, then the duck)" : "no piece on " + Square.name(from);
        }
        if (Piece.color(piece) != us) {
            return "the " + Piece.name(piece) + " on " + Square.name(from) + " is not " + Color.name(us)
                    + "'s to move";
        }
        if (promotionNeeded) {
            return promotion < 0 ? "a pawn reaching the last rank must promote (add q, r, b or n)"
                    : "cannot promote to " + PieceType.letter(promotion);
        }
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int count = MoveGenerator.generateIgnoringDuck(board, moves, 0);
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            if (Move.from(move) == from && Move.to(move) == to && Move.promotionType(move) == promotion) {
                if (board.variant() == Variant.DUCK) {
                    if (Blocking.isBlockedBy(move, board.duckSquare())) {
                        return "the duck on " + Square.name(board.duckSquare()) + " blocks it";
                    }
                } else {
                    return Move.isCastling(move) ? "castling out of, through or into check"
                            : "it leaves the " + Color.name(us) + " king in check";
                }
            }
            if (Move.from(move) == from && Move.to(move) == to && promotion >= 0 && !Move.isPromotion(move)) {
                return "only a pawn reaching the last rank promotes";
            }
        }
        return "the " + Piece.name(piece) + " on " + Square.name(from) + " cannot move to " + Square.name(to);
    }

    private static int promotionLetter(String token, char letter) {
        int type = PieceType.fromLetter(letter);
        if (type < PieceType.KNIGHT || type > PieceType.QUEEN || Character.isUpperCase(letter)) {
            throw new IllegalArgumentException("bad move '" + token + "': promotion letter '" + letter
                    + "' (expected q, r, b or n)");
        }
        return type;
    }

    private static IllegalArgumentException malformed(String token, Variant variant) {
        String example = variant == Variant.DUCK ? "e2e4,e4d5 or e7e8q,e8e1" : "e2e4 or e7e8q";
        return new IllegalArgumentException("bad move '" + token + "' (write it like " + example + ")");
    }
}
