package org.zwang.duck.search;

import java.util.Arrays;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Piece;

/**
 * Move ordering shared by all the engine's searches, so that the bundle and explicit searches are
 * ordered by the same ideas: the table's move(s) first, then captures by MVV/LVA (a king capture
 * before anything), promotions, two killer moves per ply, and the rest by a history score per
 * (piece, destination). Moves are picked one at a time (selection), so a cutoff after the first
 * moves costs no full sort. All arrays are preallocated per ply.
 */
public final class MoveOrdering {

    private static final int TABLE_FIRST = 2_000_000;
    private static final int TABLE_SECOND = 1_900_000;
    private static final int CAPTURE = 1_000_000;
    private static final int PROMOTION = 900_000;
    private static final int KILLER_FIRST = 800_000;
    private static final int KILLER_SECOND = 790_000;
    private static final int COUNTER = 780_000;
    private static final int HISTORY_LIMIT = 400_000;
    /** Victim values for MVV/LVA: pawn .. queen, and the king above all. */
    private static final int[] VICTIM = {1, 3, 3, 5, 9, 100};

    private int[][] scores;
    private int[][] killers;
    private final int[] history = new int[Piece.COUNT * 64];
    /** The quiet move that last refuted a move, by the refuted move's (piece, destination). */
    private final int[] counters = new int[Piece.COUNT * 64];

    public MoveOrdering(int maxPly, int maxMoves) {
        scores = new int[maxPly][maxMoves];
        killers = new int[maxPly][2];
    }

    /** A move in 16 bits (from, to, kind, a presence bit): how the bundle table stores best moves. */
    public static int compact(int move) {
        return (move & 0xFFF) | Move.kind(move) << 12 | 1 << 15;
    }

    /**
     * Scores {@code moves[0 .. count)} at {@code ply}. {@code tableFirst} and {@code tableSecond} are
     * {@link #compact} forms of the table's moves (0 for none); with {@code full} false only they are
     * put first and the rest keep generation order.
     */
    public void score(int[] moves, int count, int ply, int tableFirst, int tableSecond, boolean full) {
        score(moves, count, ply, tableFirst, tableSecond, full, Move.NONE);
    }

    /** {@link #score}, with {@code counter} (a chess move, {@link Move#NONE} for none) right after the killers. */
    public void score(int[] moves, int count, int ply, int tableFirst, int tableSecond, boolean full, int counter) {
        int[] score = scores[ply];
        int killer0 = killers[ply][0];
        int killer1 = killers[ply][1];
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            int key = compact(move);
            int value;
            if (key == tableFirst) {
                value = TABLE_FIRST;
            } else if (key == tableSecond) {
                value = TABLE_SECOND;
            } else if (!full) {
                value = -i; // generation order
            } else if (Move.isCapture(move)) {
                value = CAPTURE + VICTIM[Piece.type(Move.captured(move))] * 64 - Piece.type(Move.piece(move));
            } else if (Move.isPromotion(move)) {
                value = PROMOTION + Move.promotionType(move);
            } else if (move == killer0) {
                value = KILLER_FIRST;
            } else if (move == killer1) {
                value = KILLER_SECOND;
            } else if (move == counter) {
                value = COUNTER;
            } else {
                value = history[Move.piece(move) << 6 | Move.to(move)];
            }
            score[i] = value;
        }
    }

    /** Moves the best-scored of {@code moves[index .. count)} to {@code index} and returns it. */
    public int pick(int[] moves, int index, int count, int ply) {
        int[] score = scores[ply];
        int best = index;
        for (int i = index + 1; i < count; i++) {
            if (score[i] > score[best]) {
                best = i;
            }
        }
        if (best != index) {
            int move = moves[best];
            moves[best] = moves[index];
            moves[index] = move;
            int value = score[best];
            score[best] = score[index];
            score[index] = value;
        }
        return moves[index];
    }

    /** Records that {@code move} (a chess move) caused a cutoff at {@code ply} with {@code depth} to go. */
    public void cutoff(int move, int ply, int depth) {
        if (Move.isCapture(move) || Move.isPromotion(move)) {
            return;
        }
        int[] killer = killers[ply];
        if (killer[0] != move) {
            killer[1] = killer[0];
            killer[0] = move;
        }
        int index = Move.piece(move) << 6 | Move.to(move);
        history[index] += depth * depth;
        if (history[index] > HISTORY_LIMIT) {
            for (int i = 0; i < history.length; i++) {
                history[i] /= 2;
            }
        }
    }

    /** The countermove of {@code previous} (a move or turn; {@link Move#NONE}: none), or {@link Move#NONE}. */
    public int counter(int previous) {
        return previous == Move.NONE ? Move.NONE : counters[Move.piece(previous) << 6 | Move.to(previous)];
    }

    /** Records that the quiet {@code move} refuted {@code previous} (nothing for captures, promotions or no move). */
    public void counterCutoff(int previous, int move) {
        if (previous != Move.NONE && !Move.isCapture(move) && !Move.isPromotion(move)) {
            counters[Move.piece(previous) << 6 | Move.to(previous)] = move;
        }
    }

    /** The killer chess moves of a ply (0 when none). */
    public int killer(int ply, int which) {
        return killers[ply][which];
    }

    /** Grows the per-ply arrays when a deeper search comes along. */
    public void ensurePlies(int plies) {
        if (plies > scores.length) {
            int width = scores[0].length;
            scores = Arrays.copyOf(scores, plies);
            killers = Arrays.copyOf(killers, plies);
            for (int i = 0; i < plies; i++) {
                if (scores[i] == null) {
                    scores[i] = new int[width];
                    killers[i] = new int[2];
                }
            }
        }
    }

    /** Halves the history (between moves of a game) and forgets killers. */
    public void age() {
        for (int i = 0; i < history.length; i++) {
            history[i] /= 2;
        }
        for (int[] killer : killers) {
            killer[0] = 0;
            killer[1] = 0;
        }
    }

    /** Forgets everything (a new game, or a reproducible fixed-depth search). */
    public void clear() {
        Arrays.fill(history, 0);
        Arrays.fill(counters, 0);
        for (int[] killer : killers) {
            killer[0] = 0;
            killer[1] = 0;
        }
    }
}
