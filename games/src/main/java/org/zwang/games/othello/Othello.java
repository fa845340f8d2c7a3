package org.zwang.games.othello;

import org.zwang.search.Game;
import org.zwang.search.MoveSorting;

/**
 * Othello (Reversi) on the 8 x 8 board as a search-api {@link Game}, in two bitboards: the discs of
 * the side to move and the discs of the other side.
 *
 * <p>Squares: bit {@code 8 * row + column}, A1 = bit 0, H1 = bit 7, A8 = bit 56 (the order of the
 * board strings of the FFO suite and of Edax). Black moves first. A side without a legal move passes
 * ({@link #PASS}, the only move then); the game ends when neither side can move.
 *
 * <p>Values, for the side to move, are the final disc difference with the empty squares going to
 * the winner (the convention of the FFO suite and of Edax): {@code 64 - 2 * opponent's discs} for a
 * win, its negative for a loss, 0 for a draw. So a position searched to the end has exactly the
 * score Edax prints.
 *
 * <p>Move generation fills the opponent's runs along the 8 directions from the mover's discs
 * (Edax's parallel prefix, columns A and H masked off where a shift would wrap); flips of one move
 * walk precomputed rays from the square played to the first square not of the opponent. Make and
 * unmake keep the flipped discs in a per-ply array: nothing is allocated. {@link #orderMoves} is the endgame solvers' order (the terms of Edax's fast move
 * ordering): fastest first (the fewest replies for the opponent), corner stability, potential
 * mobility, parity, square values.
 */
public final class Othello implements Game {

    /** The move code of a pass. */
    public static final int PASS = 64;

    private static final long NOT_A = 0xFEFE_FEFE_FEFE_FEFEL;
    private static final long NOT_H = 0x7F7F_7F7F_7F7F_7F7FL;
    private static final long INNER = NOT_A & NOT_H;
    private static final long NOT_FIRST_LAST_ROWS = 0x00FF_FFFF_FFFF_FF00L;
    private static final long CORNERS = 0x8100_0000_0000_0081L;
    private static final long[] QUADRANTS = {
        0x0000_0000_0F0F_0F0FL, 0x0000_0000_F0F0_F0F0L, 0x0F0F_0F0F_0000_0000L, 0xF0F0_F0F0_0000_0000L
    };
    /** With this many empties or fewer {@link #endgameValue} solves the position itself. */
    public static final int ENDGAME_EMPTIES = EndgameSolver.MAX_EMPTIES;
    /** From this many empties on an exact solve tries enhanced transposition cutoffs ({@link #enhancedTranspositionCutoffs}). */
    public static final int ETC_EMPTIES = ENDGAME_EMPTIES + 2;
    /** With this many empties or fewer only parity and square values order (replies cost more than they save). */
    private static final int PARITY_ONLY_EMPTIES = 3;
    /** Plies a game can still last is at most twice the empties (a pass between two moves); room to spare. */
    private static final int MAX_STACK = 130;

    private long player;
    private long opponent;
    private int side;
    private int depth;
    private final long[] flipStack = new long[MAX_STACK];
    /** Scratch for {@link #orderMoves} (no allocation per node). */
    private final long[] orderKeys = new long[64];
    /** The last empties' solver ({@link #endgameValue}); its scratch is this game's. */
    private final EndgameSolver endgameSolver = new EndgameSolver();
    /** The legal moves of the position last asked ({@link #isTerminal} then {@link #generateMoves} ask twice). */
    private long cachedPlayer = -1;
    private long cachedOpponent = -1;
    private long cachedMoves;
    /** Positions the endgame routine visited in its last answer ({@link #endgameNodes}). */
    private long endgameNodes;

    /** The start position: D5 and E4 black, D4 and E5 white, Black to move. */
    public Othello() {
        this(0x0000_0008_1000_0000L, 0x0000_0010_0800_0000L, 0);
    }

    /** A position from the discs of Black and White and the side to move (0 Black, 1 White). */
    public Othello(long black, long white, int sideToMove) {
        if ((black & white) != 0) {
            throw new IllegalArgumentException("a square holds a black and a white disc");
        }
        if (sideToMove != 0 && sideToMove != 1) {
            throw new IllegalArgumentException("side to move must be 0 (Black) or 1 (White), got " + sideToMove);
        }
        this.side = sideToMove;
        this.player = sideToMove == 0 ? black : white;
        this.opponent = sideToMove == 0 ? white : black;
    }

    /**
     * A position in the board notation of the FFO suite and Edax: 64 squares A1, B1, ... H8, each
     * {@code X} (Black), {@code O} (White) or {@code -} (empty), then the side to move, {@code X} or
     * {@code O}, e.g. {@code "---...--- X"}. Bad input is one line naming the problem.
     */
    public static Othello parse(String text) {
        String t = text.trim();
        int cut = t.indexOf(';');
        if (cut >= 0) {
            t = t.substring(0, cut).trim();
        }
        String[] parts = t.split("\\s+");
        if (parts.length != 2 || parts[0].length() != 64) {
            throw new IllegalArgumentException("an Othello position is 64 squares of X, O or - then X or O to move, got '"
                    + text.trim() + "'");
        }
        long black = 0;
        long white = 0;
        for (int sq = 0; sq < 64; sq++) {
            char c = Character.toUpperCase(parts[0].charAt(sq));
            if (c == 'X' || c == '*') {
                black |= 1L << sq;
            } else if (c == 'O') {
                white |= 1L << sq;
            } else if (c != '-' && c != '.') {
                throw new IllegalArgumentException("square " + squareName(sq) + " of '" + parts[0] + "' is '" + c
                        + "', not X, O or -");
            }
        }
        String mover = parts[1].toUpperCase();
        if (!mover.equals("X") && !mover.equals("O") && !mover.equals("*")) {
            throw new IllegalArgumentException("side to move must be X or O, got '" + parts[1] + "'");
        }
        return new Othello(black, white, mover.equals("O") ? 1 : 0);
    }

    /** The position in {@link #parse}'s notation. */
    public String toBoardString() {
        long black = blackDiscs();
        long white = whiteDiscs();
        StringBuilder sb = new StringBuilder(66);
        for (int sq = 0; sq < 64; sq++) {
            long bit = 1L << sq;
            sb.append((black & bit) != 0 ? 'X' : (white & bit) != 0 ? 'O' : '-');
        }
        return sb.append(' ').append(side == 0 ? 'X' : 'O').toString();
    }

    /** A square's name, {@code A1} to {@code H8}. */
    public static String squareName(int square) {
        return "" + (char) ('A' + (square & 7)) + (char) ('1' + (square >>> 3));
    }

    /** The move code of a square name ({@code a1} to {@code h8}, any case) or {@code pass}/{@code PS}. */
    public static int parseMove(String name) {
        String n = name.trim().toUpperCase();
        if (n.equals("PASS") || n.equals("PS")) {
            return PASS;
        }
        if (n.length() != 2 || n.charAt(0) < 'A' || n.charAt(0) > 'H' || n.charAt(1) < '1' || n.charAt(1) > '8') {
            throw new IllegalArgumentException("'" + name + "' is not a square A1-H8 or PASS");
        }
        return (n.charAt(1) - '1') * 8 + (n.charAt(0) - 'A');
    }

    public long blackDiscs() {
        return side == 0 ? player : opponent;
    }

    public long whiteDiscs() {
        return side == 0 ? opponent : player;
    }

    /** The discs of the side to move. */
    public long playerDiscs() {
        return player;
    }

    /** The discs of the side not to move. */
    public long opponentDiscs() {
        return opponent;
    }

    /** Empty squares. */
    public int empties() {
        return 64 - Long.bitCount(player | opponent);
    }

    /**
     * The squares where {@code p} may play against {@code o}: per direction, the runs of o next to a
     * disc of p, found by a parallel prefix (Edax's: two single steps, then two double steps, so runs
     * of up to six), one step further onto an empty square. Along rows and diagonals the run may not
     * hold a disc of column A or H (it would wrap a row); along columns none of row 1 or 8.
     */
    public static long legalMoves(long p, long o) {
        return (movesAlong(p, o & INNER, 1) | movesAlong(p, o & NOT_FIRST_LAST_ROWS, 8)
                | movesAlong(p, o & INNER & NOT_FIRST_LAST_ROWS, 7)
                | movesAlong(p, o & INNER & NOT_FIRST_LAST_ROWS, 9)) & ~(p | o);
    }

    /** The squares just past the runs of {@code runs} from {@code p}, both ways along one direction. */
    private static long movesAlong(long p, long runs, int shift) {
        long up = runs & (p << shift);
        long down = runs & (p >>> shift);
        up |= runs & (up << shift);
        down |= runs & (down >>> shift);
        long pairsUp = runs & (runs << shift);
        long pairsDown = pairsUp >>> shift;
        int twice = shift + shift;
        up |= pairsUp & (up << twice);
        down |= pairsDown & (down >>> twice);
        up |= pairsUp & (up << twice);
        down |= pairsDown & (down >>> twice);
        return (up << shift) | (down >>> shift);
    }

    /**
     * The discs of {@code o} that {@code p} flips by playing on {@code square} (0 when the move is not
     * legal). Per direction, the ray of squares from the square to the edge: the first square of it
     * not holding a disc of o closes the run when it holds a disc of p — along rays towards higher
     * bits the lowest such square, towards lower bits the highest (a count of leading zeros).
     */
    public static long flips(long p, long o, int square) {
        int base = square << 3;
        long[] rays = RAYS;
        long flipped = 0;
        for (int d = 0; d < 4; d++) { // towards higher bits: +1, +7, +8, +9
            long ray = rays[base + d];
            long open = ray & ~o;
            long closing = open & -open & p; // the first square not of o, when it is p's
            flipped |= (closing - 1) & ray & (-closing >> 63); // (branch-free: nothing when not closed)
        }
        for (int d = 4; d < 8; d++) { // towards lower bits: -1, -7, -8, -9
            long ray = rays[base + d];
            long closing = Long.highestOneBit(ray & ~o) & p;
            flipped |= -(closing << 1) & ray & (-closing >> 63);
        }
        return flipped;
    }

    /**
     * For each square (8 longs each, one cache line), its rays to the edge: towards higher bits by 1,
     * 7, 8 and 9, then towards lower bits by 1, 7, 8 and 9; the square itself excluded.
     */
    private static final long[] RAYS = rays();

    private static long[] rays() {
        int[][] steps = {{1, 0}, {-1, 1}, {0, 1}, {1, 1}, {-1, 0}, {1, -1}, {0, -1}, {-1, -1}};
        long[] rays = new long[64 * 8];
        for (int square = 0; square < 64; square++) {
            for (int d = 0; d < 8; d++) {
                long ray = 0;
                int column = (square & 7) + steps[d][0];
                int row = (square >>> 3) + steps[d][1];
                while (column >= 0 && column < 8 && row >= 0 && row < 8) {
                    ray |= 1L << (row * 8 + column);
                    column += steps[d][0];
                    row += steps[d][1];
                }
                rays[square * 8 + d] = ray;
            }
        }
        return rays;
    }

    @Override
    public int maxMoves() {
        return 64;
    }

    /** At most two plies per empty square: a move, and a pass of the other side after it. */
    @Override
    public int maxPlies() {
        return 2 * empties();
    }

    /** The legal moves of the side to move, remembered for the current discs. */
    private long currentMoves() {
        if (player != cachedPlayer || opponent != cachedOpponent) {
            cachedPlayer = player;
            cachedOpponent = opponent;
            cachedMoves = legalMoves(player, opponent);
        }
        return cachedMoves;
    }

    @Override
    public int generateMoves(int[] moves, int offset) {
        long legal = currentMoves();
        if (legal == 0) {
            if (legalMoves(opponent, player) == 0) {
                return 0;
            }
            moves[offset] = PASS;
            return 1;
        }
        int count = 0;
        // corners first in the default order: a cheap hint even without ordering
        long corners = legal & CORNERS;
        for (long rest = corners; rest != 0; rest &= rest - 1) {
            moves[offset + count++] = Long.numberOfTrailingZeros(rest);
        }
        for (long rest = legal & ~CORNERS; rest != 0; rest &= rest - 1) {
            moves[offset + count++] = Long.numberOfTrailingZeros(rest);
        }
        return count;
    }

    @Override
    public void makeMove(int move) {
        long flipped = 0;
        if (move != PASS) {
            flipped = flips(player, opponent, move);
            player ^= flipped | (1L << move);
            opponent ^= flipped;
        }
        flipStack[depth++] = flipped;
        long t = player;
        player = opponent;
        opponent = t;
        side ^= 1;
    }

    @Override
    public void unmakeMove(int move) {
        long t = player;
        player = opponent;
        opponent = t;
        side ^= 1;
        long flipped = flipStack[--depth];
        if (move != PASS) {
            player ^= flipped | (1L << move);
            opponent ^= flipped;
        }
    }

    @Override
    public int sideToMove() {
        return side;
    }

    @Override
    public boolean isTerminal() {
        return currentMoves() == 0 && legalMoves(opponent, player) == 0;
    }

    /** Disc difference for the side to move, the empties to the winner (FFO and Edax convention). */
    @Override
    public int terminalValue() {
        return finalScore(player, opponent);
    }

    /** The final score of a game ended with discs {@code p} (the side to move) and {@code o}. */
    public static int finalScore(long p, long o) {
        int mine = Long.bitCount(p);
        int theirs = Long.bitCount(o);
        if (mine > theirs) {
            return 64 - 2 * theirs;
        }
        if (mine < theirs) {
            return 2 * mine - 64;
        }
        return 0;
    }

    /**
     * The game's own routine near the end, for a search that reaches it: with at most
     * {@value #ENDGAME_EMPTIES} empties the position solved by {@link EndgameSolver} (bitboards, no
     * table, fail-soft in the window); with more, Edax's stability cutoff — when alpha is high
     * enough to make it likely, the opponent's stable discs ({@link Stability}) bound what the side
     * to move can score, and a bound at or below alpha is the answer. Otherwise, and whenever the
     * search stops short of the end, {@link #NO_ENDGAME_VALUE}.
     */
    @Override
    public int endgameValue(int searchDepth, int alpha, int beta) {
        int empties = empties();
        if (searchDepth < 2 * empties) {
            return NO_ENDGAME_VALUE;
        }
        endgameNodes = 0;
        if (empties <= ENDGAME_EMPTIES) {
            EndgameSolver solver = endgameSolver;
            solver.nodes = 0;
            int value = solver.solve(player, opponent, alpha, beta);
            endgameNodes = solver.nodes;
            return value;
        }
        if (alpha >= EndgameSolver.STABILITY_THRESHOLD[empties]) {
            int most = 64 - 2 * Stability.count(opponent, player);
            if (most <= alpha) {
                return most;
            }
        }
        return NO_ENDGAME_VALUE;
    }

    /**
     * Enhanced transposition cutoffs in exact solves from {@value #ETC_EMPTIES} empties on: the
     * children of such a node have {@value #ENDGAME_EMPTIES} + 1 empties or more, so they are the
     * searches' own nodes and may be in the table (the last empties' solver keeps none). On FFO
     * #20-#39 they take 11 % of the nodes off.
     */
    @Override
    public boolean enhancedTranspositionCutoffs(int searchDepth) {
        int empties = empties();
        return empties >= ETC_EMPTIES && searchDepth >= 2 * empties;
    }

    /** The positions the last {@link #endgameValue} that answered visited (none for a stability cutoff). */
    @Override
    public long endgameNodes() {
        return endgameNodes;
    }

    /** A small hint for depth-limited searches: the mobility difference, and the exact score at the end. */
    @Override
    public int evaluate() {
        long mine = legalMoves(player, opponent);
        long theirs = legalMoves(opponent, player);
        if (mine == 0 && theirs == 0) {
            return terminalValue();
        }
        int corners = Long.bitCount(player & CORNERS) - Long.bitCount(opponent & CORNERS);
        int value = Long.bitCount(mine) - Long.bitCount(theirs) + 4 * corners;
        return Math.max(-63, Math.min(63, value));
    }

    @Override
    public int minValue() {
        return -64;
    }

    @Override
    public int maxValue() {
        return 64;
    }

    /** No position is worth less than a wipe-out: the searches need no window to know it (FFO #39, +64). */
    @Override
    public int lowerBound() {
        return -64;
    }

    /** No position is worth more than a wipe-out. */
    @Override
    public int upperBound() {
        return 64;
    }

    /**
     * A mix of the two bitboards (the side to move's discs and the other's), which determine the value
     * for the side to move: a strong 64-bit finaliser (Stafford's variant 13 of MurmurHash3's) over
     * both words, so tables spread the keys.
     */
    @Override
    public long hashKey() {
        return mix(player * 0x9E37_79B9_7F4A_7C15L + mix(opponent ^ 0x5851_F42D_4C95_7F2DL));
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
        return z ^ (z >>> 31);
    }

    /**
     * Square values of the order (J.C. Weill's table, the one Edax's move ordering uses): corners
     * best, the squares next to them worst.
     */
    private static final int[] SQUARE_VALUE = {
        18, 4, 16, 12, 12, 16, 4, 18,
        4, 2, 6, 8, 8, 6, 2, 4,
        16, 6, 14, 10, 10, 14, 6, 16,
        12, 8, 10, 0, 0, 10, 8, 12,
        12, 8, 10, 0, 0, 10, 8, 12,
        16, 6, 14, 10, 10, 14, 6, 16,
        4, 2, 6, 8, 8, 6, 2, 4,
        18, 4, 16, 12, 12, 16, 4, 18
    };

    /**
     * The endgame solvers' order (the terms and weights of Edax's fast move ordering), a move's key
     * adding, most important first: fastest first — 2^15 for each reply fewer the opponent has (a
     * corner reply counting twice); 2^11 for each of the mover's discs made stable by a corner; 2^5
     * for each empty square fewer next to the mover's discs (the opponent's potential moves); then
     * parity — 8 (fewer than 12 empties) or 4 for a move into a quadrant with an odd number of
     * empties; then the square's value. With three empties or fewer only parity and the square
     * count (the replies cost more than they save). Measured on FFO #24-#26: 35 % fewer nodes than
     * replies, corners and parity alone.
     */
    @Override
    public void orderMoves(int[] moves, int offset, int count) {
        long[] keys = orderKeys;
        long empty = ~(player | opponent);
        int empties = Long.bitCount(empty);
        boolean deep = empties > PARITY_ONLY_EMPTIES;
        int parityWeight = empties < 12 ? 8 : 4;
        for (int i = 0; i < count; i++) {
            int move = moves[offset + i];
            if (move == PASS) {
                keys[i] = 0;
                continue;
            }
            long bit = 1L << move;
            long key = SQUARE_VALUE[move];
            if ((Long.bitCount(empty & quadrant(move)) & 1) != 0) {
                key += parityWeight;
            }
            if (deep) {
                long flipped = flips(player, opponent, move);
                long mover = player | flipped | bit;
                long other = opponent & ~flipped;
                key += (long) (36 - weighted(legalMoves(other, mover))) << 15;
                key += (long) cornerStable(mover) << 11;
                key += (long) (36 - weighted(neighbours(mover, empty & ~bit))) << 5;
            }
            keys[i] = key << 8 | (count - i);
        }
        MoveSorting.byKeysDescending(moves, offset, count, keys);
    }

    /** Squares counted, corners twice. */
    private static int weighted(long squares) {
        return Long.bitCount(squares) + Long.bitCount(squares & CORNERS);
    }

    /** The squares of {@code empty} next to a disc of {@code discs}. */
    private static long neighbours(long discs, long empty) {
        long n = (discs << 8) | (discs >>> 8);
        n |= ((discs << 1) | (discs << 9) | (discs >>> 7)) & NOT_A;
        n |= ((discs >>> 1) | (discs >>> 9) | (discs << 7)) & NOT_H;
        return n & empty;
    }

    /** The discs of {@code discs} on a corner or next to an own corner along an edge: never flipped again. */
    private static int cornerStable(long discs) {
        long corners = discs & CORNERS;
        long next = (corners & 0x0100_0000_0000_0001L) << 1 | (corners & 0x8000_0000_0000_0080L) >>> 1
                | (corners & 0x0000_0000_0000_0081L) << 8 | (corners & 0x8100_0000_0000_0000L) >>> 8;
        return Long.bitCount((corners | next) & discs);
    }

    private static long quadrant(int square) {
        return QUADRANTS[((square >>> 5) & 2) | ((square >>> 2) & 1)];
    }

    @Override
    public String moveToString(int move) {
        return move == PASS ? "PASS" : squareName(move);
    }
}
