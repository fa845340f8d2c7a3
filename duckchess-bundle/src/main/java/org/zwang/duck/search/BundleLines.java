package org.zwang.duck.search;

import org.zwang.duck.board.Move;
import org.zwang.duck.board.Square;
import org.zwang.duck.movegen.MoveGenerator;

/**
 * The principal variations of the bundle search. A node does not know where the duck will stand, so
 * it keeps two lines: one for the duck on its sq1 (A, the square that hurts the side to move most) and
 * one for the duck on sq2 (B, where the duck goes when it already stood on sq1: the duckzwang case).
 * While a PV node searches its moves it saves each child's two lines when that move became best for
 * some duck square; at the end it builds its own two lines from them. Preallocated per ply (the saved
 * lines of a ply on first use), so a search allocates nothing per node.
 */
final class BundleLines {

    private final int maxPly;
    /** Per node: the line with the duck on sq1 (A) and on sq2 (B), and their lengths. */
    private final int[][] lineA;
    private final int[][] lineB;
    private final int[] lineALength;
    private final int[] lineBLength;
    /** Per node and move index: the child's lines and its sq1 and sq2, saved when the move became best somewhere. */
    private final int[][][] savedA;
    private final int[][][] savedB;
    private final int[][] savedALength;
    private final int[][] savedBLength;
    private final int[][] savedSquare1;
    private final int[][] savedSquare2;

    BundleLines(int maxPly) {
        this.maxPly = maxPly;
        lineA = new int[maxPly][maxPly];
        lineB = new int[maxPly][maxPly];
        lineALength = new int[maxPly];
        lineBLength = new int[maxPly];
        savedA = new int[maxPly][][];
        savedB = new int[maxPly][][];
        savedALength = new int[maxPly][MoveGenerator.MAX_MOVES];
        savedBLength = new int[maxPly][MoveGenerator.MAX_MOVES];
        savedSquare1 = new int[maxPly][MoveGenerator.MAX_MOVES];
        savedSquare2 = new int[maxPly][MoveGenerator.MAX_MOVES];
    }

    /** Empties the node's two lines (a node entered, or one that ends without searching moves). */
    void clear(int ply) {
        lineALength[ply] = 0;
        lineBLength[ply] = 0;
    }

    /** Saves the lines of the child of move {@code index} at {@code ply}, whose sq1 and sq2 are given. */
    void saveChild(int ply, int index, int childSquare1, int childSquare2) {
        if (savedA[ply] == null) {
            savedA[ply] = new int[MoveGenerator.MAX_MOVES][];
            savedB[ply] = new int[MoveGenerator.MAX_MOVES][];
        }
        if (savedA[ply][index] == null) {
            savedA[ply][index] = new int[maxPly];
            savedB[ply][index] = new int[maxPly];
        }
        int child = ply + 1;
        System.arraycopy(lineA[child], 0, savedA[ply][index], 0, lineALength[child]);
        System.arraycopy(lineB[child], 0, savedB[ply][index], 0, lineBLength[child]);
        savedALength[ply][index] = lineALength[child];
        savedBLength[ply][index] = lineBLength[child];
        savedSquare1[ply][index] = childSquare1;
        savedSquare2[ply][index] = childSquare2;
    }

    /** Builds the node's two lines, for the duck on {@code square1} and on {@code square2}, from the saved ones. */
    void build(int ply, ScoreBundle bundle, int[] moves, int square1, int square2) {
        lineALength[ply] = build(ply, bundle, moves, square1, lineA[ply]);
        lineBLength[ply] = build(ply, bundle, moves, square2, lineB[ply]);
    }

    /**
     * The principal variation from this node when the duck stands on {@code duck}: the move that
     * scores best there, the duck put where that move's child wants it (its sq1, or its sq2 when the
     * duck stood on sq1), then the child's line for that square. Returns its length.
     */
    private int build(int ply, ScoreBundle bundle, int[] moves, int duck, int[] out) {
        if (duck == Square.NONE) {
            return 0;
        }
        int source = bundle.sourceOf(duck);
        if (source < 0 || savedA[ply] == null || savedA[ply][source] == null) {
            return 0; // stand pat, or no move with the duck there (the side to move wins)
        }
        int move = moves[source];
        int child1 = savedSquare1[ply][source];
        boolean zwang = duck == child1;
        out[0] = Move.withDuck(move, zwang ? savedSquare2[ply][source] : child1);
        int length = zwang ? savedBLength[ply][source] : savedALength[ply][source];
        System.arraycopy(zwang ? savedB[ply][source] : savedA[ply][source], 0, out, 1, length);
        return length + 1;
    }

    /** Copies the line of the node at {@code ply} for its sq2 ({@code zwang}) or sq1 into {@code out}; returns its length. */
    int copy(int ply, boolean zwang, int[] out) {
        int length = zwang ? lineBLength[ply] : lineALength[ply];
        System.arraycopy(zwang ? lineB[ply] : lineA[ply], 0, out, 0, length);
        return length;
    }
}
