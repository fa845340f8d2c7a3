package org.zwang.duck.perft;

import java.util.ArrayList;
import java.util.List;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.PieceType;
import org.zwang.duck.board.Variant;
import org.zwang.duck.movegen.Blocking;
import org.zwang.duck.movegen.MoveGenerator;

/**
 * Perft: the number of move sequences of a given length, the standard check of a move generator
 * against published counts (here Fairy-Stockfish's, read by {@link PerftSuite}).
 *
 * <p><b>Duck Chess</b> counts one whole turn (chess move + duck square) as one node, as
 * Fairy-Stockfish does ({@code docs/duck-chess-rules.md}, "Perft"). A turn that captures a king ends the game;
 * a side with no legal turn contributes 0. Two ways to count, which must agree:
 * <ul>
 * <li>{@link Method#TURN_BY_TURN}: plays every turn down to the last ply, whose turns are counted
 *     without playing them ("bulk counting"): after chess move m the duck has
 *     {@code 64 - pieces after m - 1 if a duck is on the board} squares;</li>
 * <li>{@link Method#BUNDLED} (default, much faster): also counts the last two plies without
 *     placing the duck. After our move m, the opponent's reply r exists for duck square d iff d is
 *     not in r's blocking set B(r) ({@link Blocking}), so summing over duck squares D,
 *     {@code perft2 = Σ_m ( |D_m| · Σ_r w(r) − Σ_r w(r) · |B(r) ∩ D_m| )} with w(r) the reply's
 *     bulk count. This is the score-bundle principle applied to counting, and it tests blocking
 *     sets against the reference counts.</li>
 * </ul>
 *
 * <p><b>Standard chess</b> plays legal moves ({@link MoveGenerator#generateLegal}) with bulk
 * counting at the last ply.
 *
 * <p>One instance per thread; per-depth move buffers are allocated once and reused.
 */
public final class Perft {

    /** How Duck Chess perft counts the last plies. */
    public enum Method {
        /** Counts the last two plies through blocking sets (default). */
        BUNDLED,
        /** Plays every turn but the last. */
        TURN_BY_TURN
    }

    /** One line of a divide: a root move (a turn in Duck Chess) and the count below it. */
    public record DivideLine(int move, long nodes) {
    }

    private int[][] buffers = new int[0][];

    /** Duck Chess perft with the {@link Method#BUNDLED} method. */
    public long duck(Board board, int depth) {
        return duck(board, depth, Method.BUNDLED);
    }

    /** Duck Chess perft: the number of legal turn sequences of exactly {@code depth} turns. */
    public long duck(Board board, int depth, Method method) {
        checkDepth(depth);
        ensureBuffers(depth);
        if (depth == 0) {
            return 1;
        }
        return method == Method.BUNDLED ? bundled(board, depth) : turnByTurn(board, depth);
    }

    /** Standard chess perft: the number of legal move sequences of exactly {@code depth} plies. */
    public long chess(Board board, int depth) {
        checkDepth(depth);
        ensureBuffers(depth);
        return depth == 0 ? 1 : chessNodes(board, depth);
    }

    /** Perft of the board's own variant ({@link #duck} or {@link #chess}). */
    public long count(Board board, int depth, Method method) {
        return board.variant() == Variant.DUCK ? duck(board, depth, method) : chess(board, depth);
    }

    /**
     * The count below every root move (every root turn in Duck Chess, in the order of
     * {@link MoveGenerator#generateTurns}); their sum is perft({@code depth}). Depth must be ≥ 1.
     */
    public List<DivideLine> divide(Board board, int depth, Method method) {
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs a depth of at least 1, got " + depth);
        }
        checkDepth(depth);
        ensureBuffers(depth);
        boolean duck = board.variant() == Variant.DUCK;
        int[] roots = new int[duck ? MoveGenerator.MAX_TURNS : MoveGenerator.MAX_MOVES];
        int count = duck ? MoveGenerator.generateTurns(board, roots, 0) : MoveGenerator.generateLegal(board, roots, 0);
        List<DivideLine> lines = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            board.makeMove(roots[i]);
            long nodes = depth == 1 ? 1 : duck ? duck(board, depth - 1, method) : chess(board, depth - 1);
            board.unmakeMove();
            lines.add(new DivideLine(roots[i], nodes));
        }
        return lines;
    }

    private long bundled(Board board, int depth) {
        if (depth == 1) {
            return lastTurn(board, buffers[1]);
        }
        if (depth == 2) {
            return lastTwoTurns(board);
        }
        int[] moves = buffers[depth];
        int count = MoveGenerator.generate(board, moves, 0);
        long nodes = 0;
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            if (capturesKing(move)) {
                continue; // the game ends: nothing below this turn
            }
            for (long ducks = MoveGenerator.duckSquaresAfter(board, move); ducks != 0; ducks &= ducks - 1) {
                board.makeMove(Move.withDuck(move, Long.numberOfTrailingZeros(ducks)));
                nodes += bundled(board, depth - 1);
                board.unmakeMove();
            }
        }
        return nodes;
    }

    private long turnByTurn(Board board, int depth) {
        if (depth == 1) {
            return lastTurn(board, buffers[1]);
        }
        int[] moves = buffers[depth];
        int count = MoveGenerator.generate(board, moves, 0);
        long nodes = 0;
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            for (long ducks = MoveGenerator.duckSquaresAfter(board, move); ducks != 0; ducks &= ducks - 1) {
                board.makeMove(Move.withDuck(move, Long.numberOfTrailingZeros(ducks)));
                nodes += turnByTurn(board, depth - 1);
                board.unmakeMove();
            }
        }
        return nodes;
    }

    /** The number of turns of the side to move: each chess move times its duck squares. */
    private static long lastTurn(Board board, int[] moves) {
        int count = MoveGenerator.generate(board, moves, 0);
        if (count == 0) {
            return 0;
        }
        long captures = 0;
        for (int i = 0; i < count; i++) {
            if (Move.isCapture(moves[i])) {
                captures++;
            }
        }
        long duckSquares = 64 - Long.bitCount(board.occupied()) - (board.duckBit() != 0 ? 1 : 0);
        return count * duckSquares + captures;
    }

    /** Turn sequences of length two, placing no duck: see the class comment. */
    private long lastTwoTurns(Board board) {
        int[] moves = buffers[2];
        int[] replies = buffers[1];
        int count = MoveGenerator.generate(board, moves, 0);
        long nodes = 0;
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            if (capturesKing(move)) {
                continue;
            }
            long duckSquares = MoveGenerator.duckSquaresAfter(board, move);
            board.makeMove(move); // the duck stays for now; the replies below ignore it
            int replyCount = MoveGenerator.generateIgnoringDuck(board, replies, 0);
            // after the reply, the duck occupies one of the squares empty of pieces
            long base = 63 - Long.bitCount(board.occupied());
            long weights = 0;
            long blocked = 0;
            for (int j = 0; j < replyCount; j++) {
                int reply = replies[j];
                long weight = Move.isCapture(reply) ? base + 1 : base;
                weights += weight;
                blocked += weight * Long.bitCount(Blocking.squares(reply) & duckSquares);
            }
            nodes += Long.bitCount(duckSquares) * weights - blocked;
            board.unmakeMove();
        }
        return nodes;
    }

    private long chessNodes(Board board, int depth) {
        int[] moves = buffers[depth];
        int count = MoveGenerator.generateLegal(board, moves, 0);
        if (depth == 1) {
            return count;
        }
        long nodes = 0;
        for (int i = 0; i < count; i++) {
            board.makeMove(moves[i]);
            nodes += chessNodes(board, depth - 1);
            board.unmakeMove();
        }
        return nodes;
    }

    private static boolean capturesKing(int move) {
        return Move.isCapture(move) && (Move.captured(move) >>> 1) == PieceType.KING;
    }

    private static void checkDepth(int depth) {
        if (depth < 0 || depth > 64) {
            throw new IllegalArgumentException("bad perft depth " + depth + " (expected 0 .. 64)");
        }
    }

    private void ensureBuffers(int depth) {
        if (buffers.length <= depth) {
            int[][] grown = new int[depth + 1][];
            for (int i = 0; i <= depth; i++) {
                grown[i] = i < buffers.length ? buffers[i] : new int[MoveGenerator.MAX_MOVES];
            }
            buffers = grown;
        }
    }
}
