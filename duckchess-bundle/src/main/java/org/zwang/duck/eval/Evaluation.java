package org.zwang.duck.eval;

import org.zwang.duck.board.Bitboards;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Color;
import org.zwang.duck.board.PieceSquareTable;
import org.zwang.duck.board.PieceType;
import org.zwang.duck.board.Square;

/**
 * The static evaluation every search of the engine shares, in centipawns for the side to move. It
 * <b>ignores the duck</b>: the bundle search does not know where the duck is, and the proof that it
 * equals the explicit-duck search (same value at equal depth) needs one evaluation both can use
 * (docs/duck-chess-rules.md, "Score bundles", last point). Attacks are computed with the pieces alone as
 * blockers.
 *
 * <p>Terms (all symmetric under a colour flip, so a flipped position evaluates the same for the
 * side to move):
 * <ul>
 * <li>material and piece-square values, tapered between midgame and endgame by the non-pawn
 *     material left ({@link #PIECE_SQUARE_TABLE}, summed incrementally by {@link Board});</li>
 * <li>mobility of knights, bishops, rooks and queens (squares attacked that hold no own piece and
 *     are not attacked by an enemy pawn);</li>
 * <li>king safety, which matters more than in chess because there is no check and a king that can be
 *     captured is lost: enemy attacks on the squares around the king (growing quadratically), the
 *     pawn shelter in front of a king on its first two ranks, and open files next to it;</li>
 * <li>a king under attack: the side to move wins at once with an attack no duck can block (pawn,
 *     knight, king, or an adjacent piece), and has good chances with a long-range one (the duck
 *     might stand in the way); a tempo bonus for the side to move.</li>
 * </ul>
 * The weights are first guesses, to be tuned by matches. Allocation-free (its cost:
 * docs/PERFORMANCE.md).
 */
public final class Evaluation {

    /** Midgame and endgame piece values: pawn, knight, bishop, rook, queen, king. */
    static final int[] MIDGAME_VALUES = {100, 320, 330, 500, 950, 0};
    static final int[] ENDGAME_VALUES = {120, 300, 320, 530, 950, 0};

    /** Material and placement, from White's view; {@link Board#setPieceSquareTable} sums it incrementally. */
    public static final PieceSquareTable PIECE_SQUARE_TABLE = buildTable();

    /** Phase weights of non-pawn pieces; 24 = all pieces on the board (pure midgame). */
    private static final int[] PHASE_WEIGHTS = {0, 1, 1, 2, 4, 0};
    private static final int FULL_PHASE = 24;

    private static final int[] MOBILITY_MIDGAME = {0, 4, 5, 3, 2, 0};
    private static final int[] MOBILITY_ENDGAME = {0, 4, 5, 5, 4, 0};
    /** Weight of one attacked king-zone square, by attacker type. */
    private static final int[] KING_ATTACK_UNITS = {1, 2, 2, 3, 5, 1};
    private static final int SHELTER_PAWN = 12;
    private static final int OPEN_FILE_NEAR_KING = 15;
    private static final int KING_EN_PRISE_UNBLOCKABLE = 1500;
    private static final int KING_EN_PRISE_SLIDER = 300;
    private static final int TEMPO = 10;

    private Evaluation() {
    }

    /**
     * The value of the position for the side to move. Fast when the board sums
     * {@link #PIECE_SQUARE_TABLE} (install it with {@link Board#setPieceSquareTable} before making
     * moves, as the searches do at their root); otherwise the sum is computed from scratch. The board's
     * duck plays no part.
     */
    public static int evaluate(Board board) {
        int phase = phase(board);
        int psq = board.pieceSquareTable() == PIECE_SQUARE_TABLE ? board.psqScore() : psqFromScratch(board);
        int midgame = PieceSquareTable.midgame(psq);
        int endgame = PieceSquareTable.endgame(psq);

        long occupied = board.occupied();
        long whitePawnAttacks = pawnAttacks(Color.WHITE, board.pieces(Color.WHITE, PieceType.PAWN));
        long blackPawnAttacks = pawnAttacks(Color.BLACK, board.pieces(Color.BLACK, PieceType.PAWN));
        // mobility and attacks on the enemy king zone, one pass over each side's pieces
        long white = sideTerms(board, Color.WHITE, occupied, blackPawnAttacks, whitePawnAttacks);
        long black = sideTerms(board, Color.BLACK, occupied, whitePawnAttacks, blackPawnAttacks);
        midgame += midgameOf(white) - midgameOf(black);
        endgame += endgameOf(white) - endgameOf(black);

        int tapered = (midgame * phase + endgame * (FULL_PHASE - phase)) / FULL_PHASE;
        int us = board.sideToMove();
        int score = us == Color.WHITE ? tapered : -tapered;
        return score + TEMPO + kingEnPrise(board, us, occupied) - kingEnPrise(board, us ^ 1, occupied) / 8;
    }

    private static int psqFromScratch(Board board) {
        int sum = 0;
        for (long pieces = board.occupied(); pieces != 0; pieces &= pieces - 1) {
            int square = Long.numberOfTrailingZeros(pieces);
            sum += PIECE_SQUARE_TABLE.value(board.pieceAt(square), square);
        }
        return sum;
    }

    /** 24 with all pieces on, 0 with only kings and pawns. */
    public static int phase(Board board) {
        int phase = 0;
        for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
            phase += PHASE_WEIGHTS[type]
                    * Long.bitCount(board.pieces(Color.WHITE, type) | board.pieces(Color.BLACK, type));
        }
        return Math.min(phase, FULL_PHASE);
    }

    /**
     * Mobility of {@code color}'s pieces plus its pressure on the enemy king and the enemy king's
     * shelter, as a packed (midgame, endgame) pair from {@code color}'s view.
     */
    private static long sideTerms(Board board, int color, long occupied, long enemyPawnAttacks, long ownPawnAttacks) {
        int them = color ^ 1;
        long own = board.sidePieces(color);
        long safe = ~own & ~enemyPawnAttacks;
        int enemyKing = board.kingSquare(them);
        long kingZone = enemyKing == Square.NONE ? 0 : Bitboards.kingAttacks(enemyKing) | 1L << enemyKing;
        int midgame = 0;
        int endgame = 0;
        int attackUnits = Long.bitCount(ownPawnAttacks & kingZone) * KING_ATTACK_UNITS[PieceType.PAWN];
        for (int type = PieceType.KNIGHT; type <= PieceType.KING; type++) {
            for (long pieces = board.pieces(color, type); pieces != 0; pieces &= pieces - 1) {
                int square = Long.numberOfTrailingZeros(pieces);
                long attacks = attacks(type, square, occupied);
                int mobility = Long.bitCount(attacks & safe);
                midgame += MOBILITY_MIDGAME[type] * mobility;
                endgame += MOBILITY_ENDGAME[type] * mobility;
                attackUnits += Long.bitCount(attacks & kingZone) * KING_ATTACK_UNITS[type];
            }
        }
        // quadratic danger: one attacker is a nuisance, several are a lost king (no check to warn)
        midgame += Math.min(attackUnits * attackUnits, 900);
        endgame += Math.min(attackUnits * attackUnits, 900) / 4;
        if (enemyKing != Square.NONE) {
            midgame -= shelter(board, them, enemyKing);
        }
        return pack(midgame, endgame);
    }

    /**
     * The shelter term of {@code color}'s king as a penalty (positive = worse for {@code color}):
     * missing pawns in front of a king on its first two ranks, and open files beside it.
     */
    private static int shelter(Board board, int color, int king) {
        int relativeRank = color == Color.WHITE ? Square.rank(king) : 7 - Square.rank(king);
        if (relativeRank > 1) {
            return 2 * SHELTER_PAWN; // a king in the open has no shelter at all
        }
        long ownPawns = board.pieces(color, PieceType.PAWN);
        int file = Square.file(king);
        int penalty = 0;
        for (int f = Math.max(0, file - 1); f <= Math.min(7, file + 1); f++) {
            long fileMask = Bitboards.FILE_A << f;
            long front = color == Color.WHITE ? fileMask & (Bitboards.RANK_2 | Bitboards.RANK_3)
                    : fileMask & (Bitboards.RANK_7 | Bitboards.RANK_6);
            if ((ownPawns & front) == 0) {
                penalty += SHELTER_PAWN;
            }
            if ((ownPawns & fileMask) == 0) {
                penalty += OPEN_FILE_NEAR_KING;
            }
        }
        return penalty;
    }

    /**
     * How much {@code attacker} gains from attacking the enemy king: when it is {@code attacker}'s turn
     * it can capture the king, for certain with a pawn, knight, king or adjacent piece (no duck can
     * stand between), possibly with a long-range piece.
     */
    private static int kingEnPrise(Board board, int attacker, long occupied) {
        int king = board.kingSquare(attacker ^ 1);
        if (king == Square.NONE) {
            return 0;
        }
        long attackers = board.attackersTo(king, occupied) & board.sidePieces(attacker);
        if (attackers == 0) {
            return 0;
        }
        long contact = Bitboards.kingAttacks(king) | Bitboards.knightAttacks(king);
        return (attackers & contact) != 0 ? KING_EN_PRISE_UNBLOCKABLE : KING_EN_PRISE_SLIDER;
    }

    private static long attacks(int type, int square, long occupied) {
        switch (type) {
            case PieceType.KNIGHT:
                return Bitboards.knightAttacks(square);
            case PieceType.BISHOP:
                return Bitboards.bishopAttacks(square, occupied);
            case PieceType.ROOK:
                return Bitboards.rookAttacks(square, occupied);
            case PieceType.QUEEN:
                return Bitboards.queenAttacks(square, occupied);
            default:
                return Bitboards.kingAttacks(square);
        }
    }

    private static long pawnAttacks(int color, long pawns) {
        if (color == Color.WHITE) {
            return (pawns & ~Bitboards.FILE_A) << 7 | (pawns & ~Bitboards.FILE_H) << 9;
        }
        return (pawns & ~Bitboards.FILE_A) >>> 9 | (pawns & ~Bitboards.FILE_H) >>> 7;
    }

    private static long pack(int midgame, int endgame) {
        return (long) midgame << 32 | (endgame & 0xFFFF_FFFFL);
    }

    private static int midgameOf(long packed) {
        return (int) (packed >> 32);
    }

    private static int endgameOf(long packed) {
        return (int) packed;
    }

    /**
     * Material plus placement from White's view. Written as formulas rather than 384 numbers: pawns
     * gain as they advance (more in the endgame) and in the centre; knights and bishops like the
     * centre; rooks the seventh rank; the king its corner behind the pawns in the midgame and the
     * centre in the endgame.
     */
    private static PieceSquareTable buildTable() {
        int[] midgame = new int[PieceType.COUNT * 64];
        int[] endgame = new int[PieceType.COUNT * 64];
        int[] pawnAdvanceMidgame = {0, 0, 5, 10, 20, 35, 60, 0};
        int[] pawnAdvanceEndgame = {0, 0, 10, 20, 35, 60, 95, 0};
        int[] kingBackRank = {20, 30, 10, 0, 0, 10, 30, 20};
        for (int square = 0; square < 64; square++) {
            int file = Square.file(square);
            int rank = Square.rank(square);
            int centreDistance = Math.max(Math.abs(2 * file - 7), Math.abs(2 * rank - 7)) / 2; // 0..3
            int centrality = 3 - centreDistance;
            int centralFile = file >= 2 && file <= 5 ? 1 : 0;

            midgame[PieceType.PAWN * 64 + square] = pawnAdvanceMidgame[rank]
                    + (file == 3 || file == 4 ? 5 * Math.min(rank, 3) : 0);
            endgame[PieceType.PAWN * 64 + square] = pawnAdvanceEndgame[rank];
            midgame[PieceType.KNIGHT * 64 + square] = 12 * centrality - 20;
            endgame[PieceType.KNIGHT * 64 + square] = 8 * centrality - 12;
            midgame[PieceType.BISHOP * 64 + square] = 5 * centrality - 8
                    + (file == rank || file + rank == 7 ? 8 : 0);
            endgame[PieceType.BISHOP * 64 + square] = 5 * centrality - 8;
            midgame[PieceType.ROOK * 64 + square] = (rank == 6 ? 20 : 0) + 4 * centralFile;
            endgame[PieceType.ROOK * 64 + square] = rank == 6 ? 15 : 0;
            midgame[PieceType.QUEEN * 64 + square] = 3 * centrality - 5;
            endgame[PieceType.QUEEN * 64 + square] = 6 * centrality - 9;
            midgame[PieceType.KING * 64 + square] = rank == 0 ? kingBackRank[file] : -15 * rank - 10;
            endgame[PieceType.KING * 64 + square] = 12 * centrality - 18;
            for (int type = 0; type < PieceType.COUNT; type++) {
                midgame[type * 64 + square] += MIDGAME_VALUES[type];
                endgame[type * 64 + square] += ENDGAME_VALUES[type];
            }
        }
        return PieceSquareTable.fromWhiteTables(midgame, endgame);
    }
}
