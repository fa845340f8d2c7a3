package org.zwang.duck.eval;

import org.zwang.duck.board.Bitboards;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Color;
import org.zwang.duck.board.PieceSquareTable;
import org.zwang.duck.board.PieceType;
import org.zwang.duck.board.Square;
import org.zwang.duck.eval.EvaluationWeights.Weight;

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
 * The numbers are {@link EvaluationWeights}: {@link #STANDARD} evaluates with the engine's
 * ({@link EvaluationWeights#DEFAULT}, first guesses), and Texel tuning ({@code zwang duck tune fit})
 * evaluates with others to fit them to games' results. Allocation-free (its cost: docs/PERFORMANCE.md).
 */
public final class Evaluation implements Evaluator {

    /** The engine's evaluation. */
    public static final Evaluation STANDARD = new Evaluation(EvaluationWeights.DEFAULT);

    /** The engine's material and placement, from White's view; {@link Board#setPieceSquareTable} sums it incrementally. */
    public static final PieceSquareTable PIECE_SQUARE_TABLE = STANDARD.table;

    /** Phase weights of non-pawn pieces; 24 = all pieces on the board (pure midgame). */
    private static final int[] PHASE_WEIGHTS = {0, 1, 1, 2, 4, 0};
    private static final int FULL_PHASE = 24;

    private final EvaluationWeights weights;
    /** Material and placement from these weights. */
    private final PieceSquareTable table;
    /** Per piece type (pawn .. king): mobility per safe square, midgame and endgame (pawns and king 0). */
    private final int[] mobilityMidgame;
    private final int[] mobilityEndgame;
    /** Weight of one attacked king-zone square, by attacker type. */
    private final int[] kingAttackUnits;
    private final int kingDangerCap;
    private final int shelterPawn;
    private final int openFileNearKing;
    private final int kingEnPriseUnblockable;
    private final int kingEnPriseSlider;
    private final int tempo;

    /**
     * The evaluation with {@code weights}.
     *
     * @throws IllegalArgumentException when a piece-square value leaves ±2000 ({@link PieceSquareTable})
     */
    public Evaluation(EvaluationWeights weights) {
        this.weights = weights;
        this.table = buildTable(weights);
        this.mobilityMidgame = new int[] {0, weights.get(Weight.MOBILITY_KNIGHT_MG), weights.get(Weight.MOBILITY_BISHOP_MG),
            weights.get(Weight.MOBILITY_ROOK_MG), weights.get(Weight.MOBILITY_QUEEN_MG), 0};
        this.mobilityEndgame = new int[] {0, weights.get(Weight.MOBILITY_KNIGHT_EG), weights.get(Weight.MOBILITY_BISHOP_EG),
            weights.get(Weight.MOBILITY_ROOK_EG), weights.get(Weight.MOBILITY_QUEEN_EG), 0};
        this.kingAttackUnits = new int[] {weights.get(Weight.KING_ATTACK_PAWN), weights.get(Weight.KING_ATTACK_KNIGHT),
            weights.get(Weight.KING_ATTACK_BISHOP), weights.get(Weight.KING_ATTACK_ROOK),
            weights.get(Weight.KING_ATTACK_QUEEN), weights.get(Weight.KING_ATTACK_KING)};
        this.kingDangerCap = weights.get(Weight.KING_DANGER_CAP);
        this.shelterPawn = weights.get(Weight.SHELTER_PAWN);
        this.openFileNearKing = weights.get(Weight.OPEN_FILE_NEAR_KING);
        this.kingEnPriseUnblockable = weights.get(Weight.KING_EN_PRISE_UNBLOCKABLE);
        this.kingEnPriseSlider = weights.get(Weight.KING_EN_PRISE_SLIDER);
        this.tempo = weights.get(Weight.TEMPO);
    }

    /** The weights this evaluation uses. */
    public EvaluationWeights weights() {
        return weights;
    }

    /** The material and placement table of these weights (the searches install it on their board). */
    public PieceSquareTable pieceSquareTable() {
        return table;
    }

    /**
     * The value of the position for the side to move. Fast when the board sums this evaluation's
     * {@link #pieceSquareTable} (install it with {@link Board#setPieceSquareTable} before making
     * moves, as the searches do at their root); otherwise the sum is computed from scratch. The board's
     * duck plays no part.
     */
    @Override
    public int evaluate(Board board) {
        int phase = phase(board);
        int psq = board.pieceSquareTable() == table ? board.psqScore() : psqFromScratch(board);
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
        return score + tempo + kingEnPrise(board, us, occupied) - kingEnPrise(board, us ^ 1, occupied) / 8;
    }

    private int psqFromScratch(Board board) {
        int sum = 0;
        for (long pieces = board.occupied(); pieces != 0; pieces &= pieces - 1) {
            int square = Long.numberOfTrailingZeros(pieces);
            sum += table.value(board.pieceAt(square), square);
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
    private long sideTerms(Board board, int color, long occupied, long enemyPawnAttacks, long ownPawnAttacks) {
        int them = color ^ 1;
        long own = board.sidePieces(color);
        long safe = ~own & ~enemyPawnAttacks;
        int enemyKing = board.kingSquare(them);
        long kingZone = enemyKing == Square.NONE ? 0 : Bitboards.kingAttacks(enemyKing) | 1L << enemyKing;
        int midgame = 0;
        int endgame = 0;
        int attackUnits = Long.bitCount(ownPawnAttacks & kingZone) * kingAttackUnits[PieceType.PAWN];
        for (int type = PieceType.KNIGHT; type <= PieceType.KING; type++) {
            for (long pieces = board.pieces(color, type); pieces != 0; pieces &= pieces - 1) {
                int square = Long.numberOfTrailingZeros(pieces);
                long attacks = attacks(type, square, occupied);
                int mobility = Long.bitCount(attacks & safe);
                midgame += mobilityMidgame[type] * mobility;
                endgame += mobilityEndgame[type] * mobility;
                attackUnits += Long.bitCount(attacks & kingZone) * kingAttackUnits[type];
            }
        }
        // quadratic danger: one attacker is a nuisance, several are a lost king (no check to warn)
        midgame += Math.min(attackUnits * attackUnits, kingDangerCap);
        endgame += Math.min(attackUnits * attackUnits, kingDangerCap) / 4;
        if (enemyKing != Square.NONE) {
            midgame -= shelter(board, them, enemyKing);
        }
        return pack(midgame, endgame);
    }

    /**
     * The shelter term of {@code color}'s king as a penalty (positive = worse for {@code color}):
     * missing pawns in front of a king on its first two ranks, and open files beside it.
     */
    private int shelter(Board board, int color, int king) {
        int relativeRank = color == Color.WHITE ? Square.rank(king) : 7 - Square.rank(king);
        if (relativeRank > 1) {
            return 2 * shelterPawn; // a king in the open has no shelter at all
        }
        long ownPawns = board.pieces(color, PieceType.PAWN);
        int file = Square.file(king);
        int penalty = 0;
        for (int f = Math.max(0, file - 1); f <= Math.min(7, file + 1); f++) {
            long fileMask = Bitboards.FILE_A << f;
            long front = color == Color.WHITE ? fileMask & (Bitboards.RANK_2 | Bitboards.RANK_3)
                    : fileMask & (Bitboards.RANK_7 | Bitboards.RANK_6);
            if ((ownPawns & front) == 0) {
                penalty += shelterPawn;
            }
            if ((ownPawns & fileMask) == 0) {
                penalty += openFileNearKing;
            }
        }
        return penalty;
    }

    /**
     * How much {@code attacker} gains from attacking the enemy king: when it is {@code attacker}'s turn
     * it can capture the king, for certain with a pawn, knight, king or adjacent piece (no duck can
     * stand between), possibly with a long-range piece.
     */
    private int kingEnPrise(Board board, int attacker, long occupied) {
        int king = board.kingSquare(attacker ^ 1);
        if (king == Square.NONE) {
            return 0;
        }
        long attackers = board.attackersTo(king, occupied) & board.sidePieces(attacker);
        if (attackers == 0) {
            return 0;
        }
        long contact = Bitboards.kingAttacks(king) | Bitboards.knightAttacks(king);
        return (attackers & contact) != 0 ? kingEnPriseUnblockable : kingEnPriseSlider;
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
    private static PieceSquareTable buildTable(EvaluationWeights w) {
        int[] midgame = new int[PieceType.COUNT * 64];
        int[] endgame = new int[PieceType.COUNT * 64];
        int[] pawnAdvanceMidgame = {0, 0, w.get(Weight.PAWN_RANK3_MG), w.get(Weight.PAWN_RANK4_MG),
            w.get(Weight.PAWN_RANK5_MG), w.get(Weight.PAWN_RANK6_MG), w.get(Weight.PAWN_RANK7_MG), 0};
        int[] pawnAdvanceEndgame = {0, 0, w.get(Weight.PAWN_RANK3_EG), w.get(Weight.PAWN_RANK4_EG),
            w.get(Weight.PAWN_RANK5_EG), w.get(Weight.PAWN_RANK6_EG), w.get(Weight.PAWN_RANK7_EG), 0};
        int[] kingBackRank = {w.get(Weight.KING_FILE_A_MG), w.get(Weight.KING_FILE_B_MG), w.get(Weight.KING_FILE_C_MG),
            w.get(Weight.KING_FILE_D_MG), w.get(Weight.KING_FILE_E_MG), w.get(Weight.KING_FILE_F_MG),
            w.get(Weight.KING_FILE_G_MG), w.get(Weight.KING_FILE_H_MG)};
        int[] midgameValues = {w.get(Weight.PAWN_MG), w.get(Weight.KNIGHT_MG), w.get(Weight.BISHOP_MG),
            w.get(Weight.ROOK_MG), w.get(Weight.QUEEN_MG), 0};
        int[] endgameValues = {w.get(Weight.PAWN_EG), w.get(Weight.KNIGHT_EG), w.get(Weight.BISHOP_EG),
            w.get(Weight.ROOK_EG), w.get(Weight.QUEEN_EG), 0};
        for (int square = 0; square < 64; square++) {
            int file = Square.file(square);
            int rank = Square.rank(square);
            int centreDistance = Math.max(Math.abs(2 * file - 7), Math.abs(2 * rank - 7)) / 2; // 0..3
            int centrality = 3 - centreDistance;
            int centralFile = file >= 2 && file <= 5 ? 1 : 0;

            midgame[PieceType.PAWN * 64 + square] = pawnAdvanceMidgame[rank]
                    + (file == 3 || file == 4 ? w.get(Weight.PAWN_CENTRE_MG) * Math.min(rank, 3) : 0);
            endgame[PieceType.PAWN * 64 + square] = pawnAdvanceEndgame[rank];
            midgame[PieceType.KNIGHT * 64 + square] = w.get(Weight.KNIGHT_CENTRE_MG) * centrality
                    + w.get(Weight.KNIGHT_OFFSET_MG);
            endgame[PieceType.KNIGHT * 64 + square] = w.get(Weight.KNIGHT_CENTRE_EG) * centrality
                    + w.get(Weight.KNIGHT_OFFSET_EG);
            midgame[PieceType.BISHOP * 64 + square] = w.get(Weight.BISHOP_CENTRE_MG) * centrality
                    + w.get(Weight.BISHOP_OFFSET_MG) + (file == rank || file + rank == 7 ? w.get(Weight.BISHOP_DIAGONAL_MG) : 0);
            endgame[PieceType.BISHOP * 64 + square] = w.get(Weight.BISHOP_CENTRE_EG) * centrality
                    + w.get(Weight.BISHOP_OFFSET_EG);
            midgame[PieceType.ROOK * 64 + square] = (rank == 6 ? w.get(Weight.ROOK_SEVENTH_MG) : 0)
                    + w.get(Weight.ROOK_CENTRAL_FILE_MG) * centralFile;
            endgame[PieceType.ROOK * 64 + square] = rank == 6 ? w.get(Weight.ROOK_SEVENTH_EG) : 0;
            midgame[PieceType.QUEEN * 64 + square] = w.get(Weight.QUEEN_CENTRE_MG) * centrality
                    + w.get(Weight.QUEEN_OFFSET_MG);
            endgame[PieceType.QUEEN * 64 + square] = w.get(Weight.QUEEN_CENTRE_EG) * centrality
                    + w.get(Weight.QUEEN_OFFSET_EG);
            midgame[PieceType.KING * 64 + square] = rank == 0 ? kingBackRank[file]
                    : w.get(Weight.KING_RANK_MG) * rank + w.get(Weight.KING_OFFSET_MG);
            endgame[PieceType.KING * 64 + square] = w.get(Weight.KING_CENTRE_EG) * centrality
                    + w.get(Weight.KING_OFFSET_EG);
            for (int type = 0; type < PieceType.COUNT; type++) {
                midgame[type * 64 + square] += midgameValues[type];
                endgame[type * 64 + square] += endgameValues[type];
            }
        }
        return PieceSquareTable.fromWhiteTables(midgame, endgame);
    }
}
