package org.zwang.duck.board;

import java.util.Arrays;

/**
 * A chess position with an optional duck: bitboards per piece and per side, a mailbox for "what
 * stands on this square", the duck square, side to move, castling rights, en passant square, move
 * counters, an incrementally updated Zobrist key and piece-square sum (and, when one is installed, a
 * {@link PieceObserver} such as a network's accumulator), and an undo stack that also serves
 * repetition detection.
 *
 * <p><b>Representation.</b> Bitboards in {@code long}s with magic-bitboard slider attacks
 * ({@link Bitboards}). The duck is not a piece: it is {@link #duckSquare()} (or {@link Square#NONE}
 * before White's first turn), excluded from {@link #occupied()}, and a generator that respects it
 * adds {@link #duckBit()} to its blockers. See {@code docs/duck-board.md} for why bitboards.
 *
 * <p><b>Moves.</b> {@link #makeMove(int)} plays a {@link Move}: a bare chess move (the duck stays)
 * or a turn (chess move plus duck square, {@link Move#withDuck}); {@link #unmakeMove()} takes the
 * last one back exactly (pieces, rights, en passant, duck, counters, key). Nothing allocates except
 * when a game grows past the preallocated history (1024 plies), which doubles it. A move must come
 * from a generator for this very position; with a duck on the board, a chess move generated while
 * ignoring the duck may only be made after {@link #setDuck(int) removing} it (the bundle search does
 * so at its root).
 *
 * <p><b>En passant</b> (as Fairy-Stockfish): a double step sets the right only when an enemy pawn
 * could capture on the passed-over square, and a turn that puts the duck on that square removes it.
 *
 * <p>Not thread-safe: one board per search thread ({@link #copy()}).
 *
 * <p>Why one long class: make and unmake update the bitboards, the mailbox, the key, the
 * piece-square sum and the undo record together, and every search node calls them; kept in one
 * final class, those are plain field writes the JIT inlines (Stockfish's {@code Position} is one
 * class for the same reason). The parts that stand alone live apart: attacks ({@link Bitboards}),
 * keys ({@link Zobrist}), FEN ({@link Fen}), the move encoding ({@link Move}).
 */
public final class Board {

    private static final int INITIAL_HISTORY = 1024;

    private final long[] pieceBitboards = new long[Piece.COUNT];
    private final long[] sideBitboards = new long[2];
    private long occupied;
    private final int[] mailbox = new int[64];
    private int duck = Square.NONE;
    private int sideToMove = Color.WHITE;
    private int castling;
    private int enPassant = Square.NONE;
    private int halfmoveClock;
    private int fullmoveNumber = 1;
    private long key;
    private int psq;
    private PieceSquareTable psqTable = PieceSquareTable.MATERIAL;
    /** Told of every piece put and taken (a network's accumulator), or null. */
    private PieceObserver observer;
    private final Variant variant;

    // Undo stack, one entry per move made: the state before the move.
    private int historySize;
    private int[] moveHistory = new int[INITIAL_HISTORY];
    private long[] keyHistory = new long[INITIAL_HISTORY];
    /** castling | enPassant << 4 | duck << 11. */
    private int[] stateHistory = new int[INITIAL_HISTORY];
    private int[] halfmoveHistory = new int[INITIAL_HISTORY];
    private int[] psqHistory = new int[INITIAL_HISTORY];

    /** An empty board (no pieces, no duck, White to move); positions come from {@link Fen}. */
    Board(Variant variant) {
        this.variant = variant;
        Arrays.fill(mailbox, Piece.NONE);
    }

    /** Parses a FEN ({@link Fen#parse}); the duck is {@code *}. */
    public static Board fromFen(String fen, Variant variant) {
        return Fen.parse(fen, variant);
    }

    /** The initial position (no duck yet in Duck Chess). */
    public static Board startPosition(Variant variant) {
        return Fen.parse(Fen.START, variant);
    }

    /** This position as FEN (duck as {@code *}). */
    public String toFen() {
        return Fen.format(this);
    }

    @Override
    public String toString() {
        return toFen();
    }

    /** An independent copy with the same position, history and piece-square table. */
    public Board copy() {
        Board copy = new Board(variant);
        System.arraycopy(pieceBitboards, 0, copy.pieceBitboards, 0, pieceBitboards.length);
        System.arraycopy(sideBitboards, 0, copy.sideBitboards, 0, 2);
        System.arraycopy(mailbox, 0, copy.mailbox, 0, 64);
        copy.occupied = occupied;
        copy.duck = duck;
        copy.sideToMove = sideToMove;
        copy.castling = castling;
        copy.enPassant = enPassant;
        copy.halfmoveClock = halfmoveClock;
        copy.fullmoveNumber = fullmoveNumber;
        copy.key = key;
        copy.psq = psq;
        copy.psqTable = psqTable;
        copy.observer = observer == null ? null : observer.copy();
        copy.historySize = historySize;
        copy.moveHistory = moveHistory.clone();
        copy.keyHistory = keyHistory.clone();
        copy.stateHistory = stateHistory.clone();
        copy.halfmoveHistory = halfmoveHistory.clone();
        copy.psqHistory = psqHistory.clone();
        return copy;
    }

    // ---------------------------------------------------------------- queries

    public Variant variant() {
        return variant;
    }

    /** {@link Color#WHITE} or {@link Color#BLACK}. */
    public int sideToMove() {
        return sideToMove;
    }

    /** The bitboard of one piece ({@link Piece}). */
    public long pieces(int piece) {
        return pieceBitboards[piece];
    }

    /** The bitboard of one colour's pieces of one type. */
    public long pieces(int color, int pieceType) {
        return pieceBitboards[pieceType << 1 | color];
    }

    /** All pieces of one colour. */
    public long sidePieces(int color) {
        return sideBitboards[color];
    }

    /** All chess pieces of both sides; the duck is NOT included. */
    public long occupied() {
        return occupied;
    }

    /** The piece on {@code square}, or {@link Piece#NONE} (also where the duck stands). */
    public int pieceAt(int square) {
        return mailbox[square];
    }

    /** The duck's square, or {@link Square#NONE} when no duck is on the board yet (or in chess). */
    public int duckSquare() {
        return duck;
    }

    /** The duck as a bitboard (0 when there is none). */
    public long duckBit() {
        return duck == Square.NONE ? 0 : 1L << duck;
    }

    /** {@link CastlingRights} bits. */
    public int castlingRights() {
        return castling;
    }

    /** The en passant target square (the one a capturing pawn lands on), or {@link Square#NONE}. */
    public int enPassantSquare() {
        return enPassant;
    }

    /** Plies since the last capture or pawn move (the 50-move rule counts to 100). */
    public int halfmoveClock() {
        return halfmoveClock;
    }

    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    /** The king square of {@code color}, or {@link Square#NONE} when that king was captured. */
    public int kingSquare(int color) {
        long king = pieceBitboards[PieceType.KING << 1 | color];
        return king == 0 ? Square.NONE : Long.numberOfTrailingZeros(king);
    }

    public boolean hasKing(int color) {
        return pieceBitboards[PieceType.KING << 1 | color] != 0;
    }

    /** The Zobrist key: pieces, duck square, castling rights, en passant file and side to move. */
    public long key() {
        return key;
    }

    /** The key without the duck's contribution (for a search that does not track the duck). */
    public long keyWithoutDuck() {
        return key ^ Zobrist.duck(duck);
    }

    /** The packed (midgame, endgame) piece-square sum from White's view; see {@link PieceSquareTable}. */
    public int psqScore() {
        return psq;
    }

    public PieceSquareTable pieceSquareTable() {
        return psqTable;
    }

    /** Replaces the piece-square table and recomputes the sum. */
    public void setPieceSquareTable(PieceSquareTable table) {
        psqTable = table;
        psq = computePsq();
    }

    /** What is told of every piece put on and taken off this board, or null; see {@link PieceObserver}. */
    public PieceObserver pieceObserver() {
        return observer;
    }

    /**
     * Installs {@code newObserver} (null: none), which is {@link PieceObserver#reset reset} from this
     * position and from then on told of every piece that make and unmake put or take.
     */
    public void setPieceObserver(PieceObserver newObserver) {
        observer = newObserver;
        if (newObserver != null) {
            newObserver.reset(this);
        }
    }

    /** Number of moves made on this board since it was set up (the undo stack depth). */
    public int historySize() {
        return historySize;
    }

    /** The move made {@code pliesAgo + 1} plies ago ({@code 0} = the last move). */
    public int moveBefore(int pliesAgo) {
        return moveHistory[historySize - 1 - pliesAgo];
    }

    /** Pieces of either colour that attack {@code square} with the given blockers (duck excluded unless added). */
    public long attackersTo(int square, long blockers) {
        return (Bitboards.pawnAttacks(Color.WHITE, square) & pieceBitboards[Piece.BLACK_PAWN])
                | (Bitboards.pawnAttacks(Color.BLACK, square) & pieceBitboards[Piece.WHITE_PAWN])
                | (Bitboards.knightAttacks(square)
                        & (pieceBitboards[Piece.WHITE_KNIGHT] | pieceBitboards[Piece.BLACK_KNIGHT]))
                | (Bitboards.kingAttacks(square)
                        & (pieceBitboards[Piece.WHITE_KING] | pieceBitboards[Piece.BLACK_KING]))
                | (Bitboards.rookAttacks(square, blockers)
                        & (pieceBitboards[Piece.WHITE_ROOK] | pieceBitboards[Piece.BLACK_ROOK]
                                | pieceBitboards[Piece.WHITE_QUEEN] | pieceBitboards[Piece.BLACK_QUEEN]))
                | (Bitboards.bishopAttacks(square, blockers)
                        & (pieceBitboards[Piece.WHITE_BISHOP] | pieceBitboards[Piece.BLACK_BISHOP]
                                | pieceBitboards[Piece.WHITE_QUEEN] | pieceBitboards[Piece.BLACK_QUEEN]));
    }

    /** True when a piece of {@code byColor} attacks {@code square}, pieces (not the duck) blocking. */
    public boolean isAttacked(int square, int byColor) {
        return (attackersTo(square, occupied) & sideBitboards[byColor]) != 0;
    }

    /** Standard chess: the side to move's king is attacked. */
    public boolean inCheck() {
        int king = kingSquare(sideToMove);
        return king != Square.NONE && isAttacked(king, sideToMove ^ 1);
    }

    /** The 50-move rule: 100 plies without a capture or pawn move. */
    public boolean isFiftyMoveDraw() {
        return halfmoveClock >= 100;
    }

    /**
     * How many earlier positions of this board's history equal the current one (same key: pieces,
     * duck, rights, en passant, side). Only positions since the last capture or pawn move can
     * repeat, so the scan stops there. Threefold repetition is {@code repetitionCount() >= 2}.
     */
    public int repetitionCount() {
        int count = 0;
        int oldest = Math.max(0, historySize - halfmoveClock);
        for (int i = historySize - 2; i >= oldest; i -= 2) {
            if (keyHistory[i] == key) {
                count++;
            }
        }
        return count;
    }

    /** True when the current position occurred before in the history (what a search treats as a draw). */
    public boolean isRepetition() {
        int oldest = Math.max(0, historySize - halfmoveClock);
        for (int i = historySize - 2; i >= oldest; i -= 2) {
            if (keyHistory[i] == key) {
                return true;
            }
        }
        return false;
    }

    // ---------------------------------------------------------------- make / unmake

    /**
     * Plays a chess move or a whole turn. For a turn ({@link Move#hasDuck}) the duck moves to the
     * turn's duck square after the chess move; a bare chess move leaves the duck where it is.
     */
    public void makeMove(int move) {
        if (historySize == moveHistory.length) {
            growHistory();
        }
        int top = historySize++;
        moveHistory[top] = move;
        keyHistory[top] = key;
        stateHistory[top] = castling | enPassant << 4 | duck << 11;
        halfmoveHistory[top] = halfmoveClock;
        psqHistory[top] = psq;

        int from = move & 63;
        int to = move >>> 6 & 63;
        int piece = move >>> 12 & 15;
        int captured = move >>> 16 & 15;
        int kind = move >>> 20 & 7;
        assert to != duck : "a move onto the duck's square: generated while ignoring the duck?";
        int us = sideToMove;
        long k = key ^ Zobrist.blackToMove() ^ Zobrist.enPassant(enPassant);
        enPassant = Square.NONE;
        halfmoveClock++;

        if (captured != Piece.NONE) {
            int captureSquare = kind == Move.EN_PASSANT ? to ^ 8 : to;
            remove(captured, captureSquare);
            k ^= Zobrist.piece(captured, captureSquare);
            halfmoveClock = 0;
        }
        int placed = kind >= Move.PROMOTION_KNIGHT ? (kind - 3) << 1 | us : piece;
        if (placed == piece) {
            movePiece(piece, from, to);
        } else {
            remove(piece, from);
            put(placed, to);
        }
        k ^= Zobrist.piece(piece, from) ^ Zobrist.piece(placed, to);

        if (piece >>> 1 == PieceType.PAWN) {
            halfmoveClock = 0;
            if (kind == Move.DOUBLE_PUSH) {
                int passed = (from + to) >>> 1;
                if ((Bitboards.pawnAttacks(us, passed) & pieceBitboards[Piece.of(us ^ 1, PieceType.PAWN)]) != 0) {
                    enPassant = passed;
                }
            }
        } else if (kind == Move.CASTLING) {
            int rook = PieceType.ROOK << 1 | us;
            int rookFrom = CastlingRights.rookFrom(to);
            int rookTo = CastlingRights.rookTo(to);
            movePiece(rook, rookFrom, rookTo);
            k ^= Zobrist.piece(rook, rookFrom) ^ Zobrist.piece(rook, rookTo);
        }
        if (castling != 0) {
            int rights = CastlingRights.afterMove(castling, from, to);
            k ^= Zobrist.castling(castling) ^ Zobrist.castling(rights);
            castling = rights;
        }
        if (move >>> 24 != 0) {
            int newDuck = (move >>> 24) - 1;
            k ^= Zobrist.duck(duck) ^ Zobrist.duck(newDuck);
            duck = newDuck;
            if (enPassant == newDuck) { // a duck on the passed-over square forbids en passant
                enPassant = Square.NONE;
            }
        }
        k ^= Zobrist.enPassant(enPassant);
        if (us == Color.BLACK) {
            fullmoveNumber++;
        }
        sideToMove = us ^ 1;
        key = k;
    }

    /**
     * A search's null move: the side to move passes (no piece moves, the duck stays, the en passant
     * right lapses), as no rule allows but a search may assume to bound a position from below.
     * {@link #unmakeMove()} takes it back; it is recorded as {@link Move#NONE}.
     */
    public void makeNullMove() {
        if (historySize == moveHistory.length) {
            growHistory();
        }
        int top = historySize++;
        moveHistory[top] = Move.NONE;
        keyHistory[top] = key;
        stateHistory[top] = castling | enPassant << 4 | duck << 11;
        halfmoveHistory[top] = halfmoveClock;
        psqHistory[top] = psq;
        key ^= Zobrist.blackToMove() ^ Zobrist.enPassant(enPassant);
        enPassant = Square.NONE;
        halfmoveClock++;
        if (sideToMove == Color.BLACK) {
            fullmoveNumber++;
        }
        sideToMove ^= 1;
    }

    /** Takes back the last move made with {@link #makeMove} (or {@link #makeNullMove}). */
    public void unmakeMove() {
        int top = --historySize;
        int move = moveHistory[top];
        int us = sideToMove ^ 1;
        if (move != Move.NONE) {
            int from = move & 63;
            int to = move >>> 6 & 63;
            int piece = move >>> 12 & 15;
            int captured = move >>> 16 & 15;
            int kind = move >>> 20 & 7;
            // the key and the piece-square sum come back from the stack, so only the pieces move here
            int placed = kind >= Move.PROMOTION_KNIGHT ? (kind - 3) << 1 | us : piece;
            if (placed == piece) {
                movePieceRaw(piece, to, from);
            } else {
                removeRaw(placed, to);
                putRaw(piece, from);
            }
            if (captured != Piece.NONE) {
                putRaw(captured, kind == Move.EN_PASSANT ? to ^ 8 : to);
            }
            if (kind == Move.CASTLING) {
                int rook = PieceType.ROOK << 1 | us;
                movePieceRaw(rook, CastlingRights.rookTo(to), CastlingRights.rookFrom(to));
            }
        }
        int state = stateHistory[top];
        castling = state & 15;
        enPassant = state >>> 4 & 127;
        duck = state >>> 11 & 127;
        halfmoveClock = halfmoveHistory[top];
        psq = psqHistory[top];
        key = keyHistory[top];
        if (us == Color.BLACK) {
            fullmoveNumber--;
        }
        sideToMove = us;
    }

    /**
     * Puts the duck on {@code square}, or takes it off the board with {@link Square#NONE}: an edit
     * of the position, not a move (it is not undone by {@link #unmakeMove()}). The square must be
     * empty. The bundle search removes the duck at its root this way; tests place it anywhere.
     */
    public void setDuck(int square) {
        if (square != Square.NONE && mailbox[square] != Piece.NONE) {
            throw new IllegalArgumentException("the duck cannot go to " + Square.name(square)
                    + ": a " + Piece.name(mailbox[square]) + " stands there");
        }
        key ^= Zobrist.duck(duck) ^ Zobrist.duck(square);
        duck = square;
        if (enPassant != Square.NONE && enPassant == square) {
            key ^= Zobrist.enPassant(enPassant);
            enPassant = Square.NONE;
        }
    }

    /**
     * Takes the en passant right away, as a duck put on the passed-over square does ({@link #setDuck}):
     * an edit, undone by {@link #restoreEnPassant}. Returns the square the right was on
     * ({@link Square#NONE}: none). The bundle search asks what its capture search finds when a duck
     * stands there.
     */
    public int dropEnPassant() {
        int square = enPassant;
        if (square != Square.NONE) {
            key ^= Zobrist.enPassant(square);
            enPassant = Square.NONE;
        }
        return square;
    }

    /** Gives back the en passant right {@link #dropEnPassant} took. */
    public void restoreEnPassant(int square) {
        if (square != Square.NONE && enPassant == Square.NONE) {
            enPassant = square;
            key ^= Zobrist.enPassant(square);
        }
    }

    private void put(int piece, int square) {
        long bit = 1L << square;
        pieceBitboards[piece] |= bit;
        sideBitboards[piece & 1] |= bit;
        occupied |= bit;
        mailbox[square] = piece;
        psq += psqTable.value(piece, square);
        if (observer != null) {
            observer.added(piece, square);
        }
    }

    private void remove(int piece, int square) {
        long bit = ~(1L << square);
        pieceBitboards[piece] &= bit;
        sideBitboards[piece & 1] &= bit;
        occupied &= bit;
        mailbox[square] = Piece.NONE;
        psq -= psqTable.value(piece, square);
        if (observer != null) {
            observer.removed(piece, square);
        }
    }

    /** {@link #remove} from {@code from} then {@link #put} on {@code to}, the observer told once. */
    private void movePiece(int piece, int from, int to) {
        movePieceRaw(piece, from, to);
        psq += psqTable.value(piece, to) - psqTable.value(piece, from);
    }

    /** {@link #movePiece} without the piece-square sum (unmake restores it from the stack). */
    private void movePieceRaw(int piece, int from, int to) {
        long bits = 1L << from | 1L << to;
        pieceBitboards[piece] ^= bits;
        sideBitboards[piece & 1] ^= bits;
        occupied ^= bits;
        mailbox[from] = Piece.NONE;
        mailbox[to] = piece;
        if (observer != null) {
            observer.moved(piece, from, to);
        }
    }

    private void putRaw(int piece, int square) {
        long bit = 1L << square;
        pieceBitboards[piece] |= bit;
        sideBitboards[piece & 1] |= bit;
        occupied |= bit;
        mailbox[square] = piece;
        if (observer != null) {
            observer.added(piece, square);
        }
    }

    private void removeRaw(int piece, int square) {
        long bit = ~(1L << square);
        pieceBitboards[piece] &= bit;
        sideBitboards[piece & 1] &= bit;
        occupied &= bit;
        mailbox[square] = Piece.NONE;
        if (observer != null) {
            observer.removed(piece, square);
        }
    }

    private void growHistory() {
        int size = moveHistory.length * 2;
        moveHistory = Arrays.copyOf(moveHistory, size);
        keyHistory = Arrays.copyOf(keyHistory, size);
        stateHistory = Arrays.copyOf(stateHistory, size);
        halfmoveHistory = Arrays.copyOf(halfmoveHistory, size);
        psqHistory = Arrays.copyOf(psqHistory, size);
    }

    // ---------------------------------------------------------------- from scratch (setup and tests)

    /** The Zobrist key computed from scratch (tests compare it with the incremental {@link #key()}). */
    public long computeKey() {
        long k = 0;
        for (int square = 0; square < 64; square++) {
            if (mailbox[square] != Piece.NONE) {
                k ^= Zobrist.piece(mailbox[square], square);
            }
        }
        k ^= Zobrist.duck(duck) ^ Zobrist.castling(castling) ^ Zobrist.enPassant(enPassant);
        return sideToMove == Color.BLACK ? k ^ Zobrist.blackToMove() : k;
    }

    /** The piece-square sum computed from scratch. */
    public int computePsq() {
        int sum = 0;
        for (int square = 0; square < 64; square++) {
            if (mailbox[square] != Piece.NONE) {
                sum += psqTable.value(mailbox[square], square);
            }
        }
        return sum;
    }

    /**
     * True when every redundant part of the board agrees: bitboards with mailbox, side and
     * occupancy sets with piece sets, key and piece-square sum with their from-scratch values.
     */
    boolean isConsistent() {
        long all = 0;
        long[] sides = new long[2];
        for (int piece = 0; piece < Piece.COUNT; piece++) {
            if ((all & pieceBitboards[piece]) != 0) {
                return false;
            }
            all |= pieceBitboards[piece];
            sides[piece & 1] |= pieceBitboards[piece];
            for (long b = pieceBitboards[piece]; b != 0; b &= b - 1) {
                if (mailbox[Long.numberOfTrailingZeros(b)] != piece) {
                    return false;
                }
            }
        }
        for (int square = 0; square < 64; square++) {
            if ((mailbox[square] == Piece.NONE) == ((all >>> square & 1) != 0)) {
                return false;
            }
        }
        return all == occupied && sides[0] == sideBitboards[0] && sides[1] == sideBitboards[1]
                && (duck == Square.NONE || (occupied & 1L << duck) == 0)
                && key == computeKey() && psq == computePsq();
    }

    // package-private setup used by Fen
    void setupPut(int piece, int square) {
        put(piece, square);
    }

    void setupState(int side, int rights, int enPassantSquare, int duckSquare, int halfmoves, int fullmoves) {
        sideToMove = side;
        castling = rights;
        enPassant = enPassantSquare;
        duck = duckSquare;
        halfmoveClock = halfmoves;
        fullmoveNumber = fullmoves;
        historySize = 0;
        key = computeKey();
        psq = computePsq();
        if (observer != null) {
            observer.reset(this);
        }
    }
}
