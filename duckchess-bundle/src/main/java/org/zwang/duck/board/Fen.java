package org.zwang.duck.board;

/**
 * Forsyth-Edwards Notation with the duck written {@code *} in the placement field, as
 * Fairy-Stockfish reads and writes it for its {@code duck} variant, e.g.
 * {@code rnbqkbnr/pppppppp/8/3*4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1} (duck on d5). A FEN without
 * {@code *} has no duck yet.
 *
 * <p>Parsing is strict and every problem is one {@link IllegalArgumentException} line naming the
 * offending field. The halfmove and fullmove fields may be omitted (then 0 and 1). An en passant
 * square that no double step can have left (no pawn in front of it, or a chess piece on it or on
 * the square behind it; a duck there does not matter) is an error; a possible one is kept, as
 * Fairy-Stockfish does, only when a pawn of the side to move can capture there, else dropped.
 */
public final class Fen {

    /** The standard initial position (no duck). */
    public static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private Fen() {
    }

    /** Parses {@code fen} into a new board for {@code variant} (a duck is an error in standard chess). */
    public static Board parse(String fen, Variant variant) {
        if (fen == null || fen.isBlank()) {
            throw new IllegalArgumentException("bad FEN: empty");
        }
        String[] fields = fen.trim().split("\\s+");
        if (fields.length != 4 && fields.length != 6) {
            throw new IllegalArgumentException("bad FEN '" + fen.trim() + "': " + fields.length
                    + " fields, expected 6 (placement, side to move, castling, en passant, halfmove clock, move number)");
        }
        Board board = new Board(variant);
        int duck = parsePlacement(board, fields[0], variant);

        int side;
        if (fields[1].equals("w")) {
            side = Color.WHITE;
        } else if (fields[1].equals("b")) {
            side = Color.BLACK;
        } else {
            throw new IllegalArgumentException("bad FEN side to move '" + fields[1] + "' (expected w or b)");
        }
        checkKings(board, side, variant);
        int rights = parseCastling(board, fields[2]);
        int enPassant = parseEnPassant(board, fields[3], side);
        int halfmoves = 0;
        int fullmoves = 1;
        if (fields.length == 6) {
            halfmoves = parseCounter(fields[4], "halfmove clock", 0);
            fullmoves = parseCounter(fields[5], "move number", 1);
        }
        board.setupState(side, rights, enPassant, duck, halfmoves, fullmoves);
        if (variant == Variant.CHESS) {
            int opponentKing = board.kingSquare(side ^ 1);
            if (board.isAttacked(opponentKing, side)) {
                throw new IllegalArgumentException("bad FEN: the " + Color.name(side ^ 1)
                        + " king on " + Square.name(opponentKing) + " is in check but it is "
                        + Color.name(side) + "'s move");
            }
        }
        return board;
    }

    /** Places the pieces; returns the duck square or {@link Square#NONE}. */
    private static int parsePlacement(Board board, String placement, Variant variant) {
        String[] ranks = placement.split("/", -1);
        if (ranks.length != 8) {
            throw new IllegalArgumentException("bad FEN placement '" + placement + "': " + ranks.length
                    + " ranks, expected 8 separated by '/'");
        }
        int duck = Square.NONE;
        for (int row = 0; row < 8; row++) {
            int rank = 7 - row;
            String text = ranks[row];
            int file = 0;
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                    continue;
                }
                if (file >= 8) {
                    throw new IllegalArgumentException("bad FEN placement: rank " + (rank + 1) + " '" + text
                            + "' covers more than 8 squares");
                }
                int square = Square.of(file, rank);
                if (c == '*') {
                    if (variant != Variant.DUCK) {
                        throw new IllegalArgumentException("bad FEN: a duck '*' on " + Square.name(square)
                                + " but the variant is standard chess");
                    }
                    if (duck != Square.NONE) {
                        throw new IllegalArgumentException("bad FEN: two ducks ('*' on " + Square.name(duck)
                                + " and " + Square.name(square) + ")");
                    }
                    duck = square;
                } else {
                    int piece = Piece.fromLetter(c);
                    if (piece < 0) {
                        throw new IllegalArgumentException("bad FEN placement: unknown piece '" + c
                                + "' in rank " + (rank + 1) + " '" + text + "'");
                    }
                    if (Piece.type(piece) == PieceType.PAWN && (rank == 0 || rank == 7)) {
                        throw new IllegalArgumentException("bad FEN: " + Piece.name(piece) + " on "
                                + Square.name(square) + " (pawns cannot stand on the first or last rank)");
                    }
                    board.setupPut(piece, square);
                }
                file++;
            }
            if (file != 8) {
                throw new IllegalArgumentException("bad FEN placement: rank " + (rank + 1) + " '" + text
                        + "' covers " + file + " squares, expected 8");
            }
        }
        for (int color = 0; color < 2; color++) {
            if (Long.bitCount(board.sidePieces(color)) > 16) {
                throw new IllegalArgumentException("bad FEN: " + Color.name(color) + " has "
                        + Long.bitCount(board.sidePieces(color)) + " pieces, at most 16 are possible");
            }
        }
        return duck;
    }

    /**
     * One king per side; in Duck Chess the side to move may have none (its king was just captured:
     * the game is over, and such a final position must still be readable).
     */
    private static void checkKings(Board board, int side, Variant variant) {
        for (int color = 0; color < 2; color++) {
            int kings = Long.bitCount(board.pieces(color, PieceType.KING));
            boolean capturedAllowed = variant == Variant.DUCK && color == side;
            if (kings > 1 || kings == 0 && !capturedAllowed) {
                throw new IllegalArgumentException("bad FEN: " + Color.name(color) + " has " + kings
                        + (kings == 1 ? " king" : " kings") + ", expected 1");
            }
        }
    }

    /** The rook square of each castling right, in {@link CastlingRights#FEN_LETTERS} order. */
    private static final int[] CASTLING_ROOKS = {Square.H1, Square.A1, Square.H8, Square.A8};

    private static int parseCastling(Board board, String field) {
        if (field.equals("-")) {
            return 0;
        }
        int rights = 0;
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            int index = CastlingRights.FEN_LETTERS.indexOf(c);
            if (index < 0) {
                throw new IllegalArgumentException("bad FEN castling field '" + field
                        + "' (expected '-' or letters from KQkq)");
            }
            int right = 1 << index;
            int king = index < 2 ? Square.E1 : Square.E8;
            int rook = CASTLING_ROOKS[index];
            int piece = index < 2 ? Piece.WHITE_ROOK : Piece.BLACK_ROOK;
            if ((rights & right) != 0) {
                throw new IllegalArgumentException("bad FEN castling field '" + field + "': '" + c + "' twice");
            }
            int kingPiece = Piece.of(Piece.color(piece), PieceType.KING);
            if (board.pieceAt(king) != kingPiece || board.pieceAt(rook) != piece) {
                throw new IllegalArgumentException("bad FEN castling field '" + field + "': '" + c + "' needs the "
                        + Piece.name(kingPiece) + " on " + Square.name(king) + " and a rook on " + Square.name(rook));
            }
            rights |= right;
        }
        return rights;
    }

    private static int parseEnPassant(Board board, String field, int side) {
        if (field.equals("-")) {
            return Square.NONE;
        }
        int square = Square.parseOrMinusOne(field);
        int expectedRank = side == Color.WHITE ? 5 : 2;
        if (square < 0 || Square.rank(square) != expectedRank) {
            throw new IllegalArgumentException("bad FEN en passant field '" + field + "' (expected '-' or a square on rank "
                    + (expectedRank + 1) + " with " + Color.name(side) + " to move)");
        }
        int them = side ^ 1;
        int pushedPawnSquare = side == Color.WHITE ? square - 8 : square + 8;
        int behind = side == Color.WHITE ? square + 8 : square - 8;
        boolean capturable = (Bitboards.pawnAttacks(them, square) & board.pieces(side, PieceType.PAWN)) != 0;
        boolean pawnThere = board.pieceAt(pushedPawnSquare) == Piece.of(them, PieceType.PAWN);
        boolean emptyPath = board.pieceAt(square) == Piece.NONE && board.pieceAt(behind) == Piece.NONE;
        if (!pawnThere || !emptyPath) {
            throw new IllegalArgumentException("bad FEN en passant field '" + field + "': no " + Color.name(them)
                    + " pawn can just have moved from " + Square.name(behind) + " to " + Square.name(pushedPawnSquare)
                    + " (it needs the pawn on " + Square.name(pushedPawnSquare) + " and " + Square.name(square) + " and "
                    + Square.name(behind) + " empty)");
        }
        return capturable ? square : Square.NONE;
    }

    private static int parseCounter(String field, String name, int minimum) {
        int value;
        try {
            value = Integer.parseInt(field);
        } catch (NumberFormatException e) {
            value = -1;
        }
        if (value < minimum || value > 100_000) {
            throw new IllegalArgumentException("bad FEN " + name + " '" + field + "' (expected a whole number "
                    + minimum + " or more)");
        }
        return value;
    }

    /** The FEN of {@code board}. */
    public static String format(Board board) {
        StringBuilder text = new StringBuilder(90);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int square = Square.of(file, rank);
                int piece = board.pieceAt(square);
                if (piece == Piece.NONE && square != board.duckSquare()) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    text.append(empty);
                    empty = 0;
                }
                text.append(piece == Piece.NONE ? '*' : Piece.letter(piece));
            }
            if (empty > 0) {
                text.append(empty);
            }
            if (rank > 0) {
                text.append('/');
            }
        }
        text.append(board.sideToMove() == Color.WHITE ? " w " : " b ");
        text.append(CastlingRights.toFen(board.castlingRights()));
        text.append(' ').append(Square.name(board.enPassantSquare()));
        text.append(' ').append(board.halfmoveClock()).append(' ').append(board.fullmoveNumber());
        return text.toString();
    }
}
