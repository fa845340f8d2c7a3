package org.zwang.games.othello;

import org.zwang.search.Values;

/**
 * The last empties of an Othello game solved straight on the bitboards, as endgame solvers (Edax
 * among them) finish a solve: fail-soft alpha-beta in the caller's window, without a table, move
 * list or make and unmake. Empty squares are tried in a fixed order (Edax's presorted order: corners
 * first, X-squares last), those in a quadrant with an odd number of empties first (parity); a square
 * is tried only when it touches a disc of the opponent. A node whose alpha is high enough first
 * counts the opponent's stable discs ({@link Stability}): the side to move can score at most
 * {@code 64 - 2 * stable}, and when that is at most alpha the node is decided at once (Edax's
 * stability cutoff, with its thresholds). Three, two and one empties have their own code; the last
 * empty square is settled by counting flips.
 *
 * <p>Nodes: every position solved counts one, the last-empty ones included ({@link #nodes}, reset by
 * the caller). One instance per game: its scratch is not shared.
 */
final class EndgameSolver {

    /**
     * The most empties {@link Othello#endgameValue} hands to {@link #solve} (which itself takes up to
     * 16). Edax's shallow search starts at 7; here 6 visits fewer nodes on FFO #20-#29 (44.9 M
     * against 56.7 M with 7), and 5 and 6 were equally fast, 8 slower, with the routine before this one.
     */
    static final int MAX_EMPTIES = 6;

    /**
     * Edax's thresholds for trying a stability cutoff (its {@code NWS_STABILITY_THRESHOLD}): with
     * {@code n} empties, only when alpha is at least {@code [n]} (below, a cutoff is too rare to pay
     * for the count); 99 where none is tried.
     */
    static final int[] STABILITY_THRESHOLD = {
        99, 99, 99, 99, 6, 8, 10, 12,
        14, 16, 20, 22, 24, 26, 28, 30,
        32, 34, 36, 38, 40, 42, 44, 46,
        48, 48, 50, 50, 52, 52, 54, 54,
        56, 56, 58, 58, 60, 60, 62, 62,
        64, 64, 64, 64, 64, 64, 64, 64,
        99, 99, 99, 99, 99, 99, 99, 99,
        99, 99, 99, 99, 99, 99, 99, 99, 99
    };

    /** Edax's presorted square order for the last empties: corners, then by square type, centre last. */
    private static final int[] PRESORTED = {
        0, 56, 7, 63, // corners
        26, 34, 19, 43, 20, 44, 29, 37, // C4 C5 D3 D6 E3 E6 F4 F5
        18, 42, 21, 45, // C3 C6 F3 F6
        16, 40, 2, 58, 5, 61, 23, 47, // A3 A6 C1 C8 F1 F8 H3 H6
        24, 32, 3, 59, 4, 60, 31, 39, // A4 A5 D1 D8 E1 E8 H4 H5
        25, 33, 11, 51, 12, 52, 30, 38, // B4 B5 D2 D7 E2 E7 G4 G5
        17, 41, 10, 50, 13, 53, 22, 46, // B3 B6 C2 C7 F2 F7 G3 G6
        8, 48, 1, 57, 6, 62, 15, 55, // A2 A7 B1 B8 G1 G8 H2 H7
        9, 49, 14, 54, // B2 B7 G2 G7
        27, 35, 28, 36 // D4 D5 E4 E5
    };

    /** A square's place in {@link #PRESORTED}. */
    private static final int[] RANK = new int[64];

    /** The squares next to each square. */
    private static final long[] NEIGHBOURS = new long[64];

    /** Each square's quadrant as one bit of four (the parity word has a bit set per odd quadrant). */
    private static final int[] QUADRANT_BIT = new int[64];

    static {
        for (int i = 0; i < 64; i++) {
            RANK[PRESORTED[i]] = i;
        }
        for (int square = 0; square < 64; square++) {
            int column = square & 7;
            int row = square >>> 3;
            long n = 0;
            for (int dc = -1; dc <= 1; dc++) {
                for (int dr = -1; dr <= 1; dr++) {
                    int c = column + dc;
                    int r = row + dr;
                    if ((dc != 0 || dr != 0) && c >= 0 && c < 8 && r >= 0 && r < 8) {
                        n |= 1L << (r * 8 + c);
                    }
                }
            }
            NEIGHBOURS[square] = n;
            QUADRANT_BIT[square] = 1 << ((row >>> 2) * 2 + (column >>> 2));
        }
    }

    /** Positions solved since the caller last reset it. */
    long nodes;

    /** The empties of the position {@link #solve} was given, in {@link #PRESORTED} order. */
    private final int[] squares = new int[16];
    private int squareCount;

    /**
     * The value for {@code p} to move against {@code o} (at most {@link #MAX_EMPTIES} empties),
     * searched to the end, fail-soft in ({@code alpha}, {@code beta}).
     */
    int solve(long p, long o, int alpha, int beta) {
        long empty = ~(p | o);
        int n = Long.bitCount(empty);
        switch (n) {
            case 0:
                nodes++;
                return Othello.finalScore(p, o);
            case 1:
                nodes++;
                return lastEmpty(p, Long.numberOfTrailingZeros(empty));
            case 2: {
                int x1 = Long.numberOfTrailingZeros(empty);
                return two(p, o, alpha, beta, x1, 63 - Long.numberOfLeadingZeros(empty));
            }
            default:
                break;
        }
        int count = 0;
        int parity = 0;
        for (long rest = empty; rest != 0; rest &= rest - 1) {
            int x = Long.numberOfTrailingZeros(rest);
            parity ^= QUADRANT_BIT[x];
            int i = count++;
            while (i > 0 && RANK[squares[i - 1]] > RANK[x]) { // insertion by the presorted order
                squares[i] = squares[i - 1];
                i--;
            }
            squares[i] = x;
        }
        squareCount = count;
        return n == 3 ? three(p, o, alpha, beta, parity) : search(p, o, alpha, beta, n, parity);
    }

    /** Four or more empties: parity groups in the presorted order, stability cutoff first. */
    private int search(long p, long o, int alpha, int beta, int n, int parity) {
        nodes++;
        if (alpha >= STABILITY_THRESHOLD[n]) {
            int most = 64 - 2 * Stability.count(o, p);
            if (most <= alpha) {
                return most;
            }
        }
        long empty = ~(p | o);
        int best = -Values.INFINITE;
        int a = alpha;
        for (int group = 0; group < 2; group++) {
            int wanted = group == 0 ? parity : ~parity; // odd quadrants, then even ones
            for (int i = 0; i < squareCount; i++) {
                int x = squares[i];
                if ((empty >>> x & 1) == 0 || (QUADRANT_BIT[x] & wanted) == 0 || (NEIGHBOURS[x] & o) == 0) {
                    continue;
                }
                long flipped = Othello.flips(p, o, x);
                if (flipped == 0) {
                    continue;
                }
                long nextP = o ^ flipped;
                long nextO = p | flipped | (1L << x);
                int childParity = parity ^ QUADRANT_BIT[x];
                int value = n == 4 ? -three(nextP, nextO, -beta, -a, childParity)
                        : -search(nextP, nextO, -beta, -a, n - 1, childParity);
                if (value > best) {
                    best = value;
                    if (value >= beta) {
                        return value;
                    }
                    if (value > a) {
                        a = value;
                    }
                }
            }
        }
        if (best == -Values.INFINITE) {
            if (Othello.legalMoves(o, p) == 0) {
                return Othello.finalScore(p, o);
            }
            return -search(o, p, -beta, -alpha, n, parity); // a pass
        }
        return best;
    }

    /** Three empties: odd-quadrant squares first, then by the presorted order. */
    private int three(long p, long o, int alpha, int beta, int parity) {
        nodes++;
        long empty = ~(p | o);
        int x1 = Long.numberOfTrailingZeros(empty);
        empty &= empty - 1;
        int x2 = Long.numberOfTrailingZeros(empty);
        int x3 = 63 - Long.numberOfLeadingZeros(empty);
        // sort the three by (even quadrant, presorted rank)
        int k1 = orderKey(x1, parity);
        int k2 = orderKey(x2, parity);
        int k3 = orderKey(x3, parity);
        if (k2 < k1) {
            int t = x1; x1 = x2; x2 = t;
            t = k1; k1 = k2; k2 = t;
        }
        if (k3 < k2) {
            int t = x2; x2 = x3; x3 = t;
            t = k2; k2 = k3; k3 = t;
            if (k2 < k1) {
                t = x1; x1 = x2; x2 = t;
            }
        }
        int value = threeMoves(p, o, alpha, beta, x1, x2, x3);
        if (value != NO_MOVE) {
            return value;
        }
        value = threeMoves(o, p, -beta, -alpha, x1, x2, x3); // a pass
        if (value != NO_MOVE) {
            nodes++;
            return -value;
        }
        return Othello.finalScore(p, o);
    }

    private static int orderKey(int x, int parity) {
        return ((QUADRANT_BIT[x] & parity) == 0 ? 64 : 0) + RANK[x];
    }

    /** No legal move among the squares tried. */
    private static final int NO_MOVE = Integer.MIN_VALUE;

    /** The best of {@code p}'s moves on the three squares, in that order; {@link #NO_MOVE} if none. */
    private int threeMoves(long p, long o, int alpha, int beta, int x1, int x2, int x3) {
        int best = NO_MOVE;
        int a = alpha;
        for (int k = 0; k < 3; k++) {
            int x = k == 0 ? x1 : k == 1 ? x2 : x3;
            if ((NEIGHBOURS[x] & o) == 0) {
                continue;
            }
            long flipped = Othello.flips(p, o, x);
            if (flipped == 0) {
                continue;
            }
            int y1 = k == 0 ? x2 : x1;
            int y2 = k == 2 ? x2 : x3;
            int value = -two(o ^ flipped, p | flipped | (1L << x), -beta, -a, y1, y2);
            if (value > best) {
                best = value;
                if (value >= beta) {
                    return value;
                }
                if (value > a) {
                    a = value;
                }
            }
        }
        return best;
    }

    /** Two empties, {@code x1} and {@code x2}. */
    private int two(long p, long o, int alpha, int beta, int x1, int x2) {
        nodes++;
        int value = twoMoves(p, o, beta, x1, x2);
        if (value != NO_MOVE) {
            return value;
        }
        value = twoMoves(o, p, -alpha, x1, x2); // a pass
        if (value != NO_MOVE) {
            nodes++;
            return -value;
        }
        return Othello.finalScore(p, o);
    }

    /** The better of {@code p}'s moves on the two squares (the second skipped at a cutoff); {@link #NO_MOVE} if none. */
    private int twoMoves(long p, long o, int beta, int x1, int x2) {
        int best = NO_MOVE;
        if ((NEIGHBOURS[x1] & o) != 0) {
            long flipped = Othello.flips(p, o, x1);
            if (flipped != 0) {
                nodes++;
                best = -lastEmpty(o ^ flipped, x2);
                if (best >= beta) {
                    return best;
                }
            }
        }
        if ((NEIGHBOURS[x2] & o) != 0) {
            long flipped = Othello.flips(p, o, x2);
            if (flipped != 0) {
                nodes++;
                best = Math.max(best, -lastEmpty(o ^ flipped, x1));
            }
        }
        return best;
    }

    /**
     * One empty square {@code x}, every other square a disc of {@code p} or of the other side: the
     * side to move plays it if it flips there, else the other side if it can; the score from the
     * number of discs flipped.
     */
    private static int lastEmpty(long p, int x) {
        long o = ~(p | (1L << x));
        int mine = Long.bitCount(p);
        int flipped = Long.bitCount(Othello.flips(p, o, x));
        if (flipped != 0) {
            return 2 * (mine + flipped + 1) - 64;
        }
        flipped = Long.bitCount(Othello.flips(o, p, x));
        if (flipped != 0) {
            return 2 * (mine - flipped) - 64;
        }
        return mine > 31 ? 2 * mine - 62 : 2 * mine - 64; // nobody can play there: the empty to the winner
    }
}
