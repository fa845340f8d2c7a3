package org.zwang.games.othello;

import org.zwang.search.Game;
import org.zwang.search.MoveSorting;
import org.zwang.search.Values;

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
 * (a shift-and-mask fill, columns A and H masked off where a shift would wrap); flips of one move
 * fill from the square played. Make and unmake keep the flipped discs in a per-ply array: nothing
 * is allocated. {@link #orderMoves} is the endgame solvers' order (the terms of Edax's fast move
 * ordering): fastest first (the fewest replies for the opponent), corner stability, potential
 * mobility, parity, square values.
 */
public final class Othello implements Game {

    /** The move code of a pass. */
    public static final int PASS = 64;

    private static final long NOT_A = 0xFEFE_FEFE_FEFE_FEFEL;
    private static final long NOT_H = 0x7F7F_7F7F_7F7F_7F7FL;
    private static final long INNER = NOT_A & NOT_H;
    private static final long CORNERS = 0x8100_0000_0000_0081L;
    private static final long[] QUADRANTS = {
        0x0000_0000_0F0F_0F0FL, 0x0000_0000_F0F0_F0F0L, 0x0F0F_0F0F_0000_0000L, 0xF0F0_F0F0_0000_0000L
    };
    /** With this many empties or fewer {@link #endgameValue} solves the position itself. */
    static final int ENDGAME_EMPTIES = 6;
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

    /** The squares where {@code p} may play against {@code o}: each direction's runs of o closed by an empty square. */
    public static long legalMoves(long p, long o) {
        long oInner = o & INNER; // a run along a row or a diagonal must not wrap from column H to A
        long moves = runUp(p, oInner, 1) << 1 | runDown(p, oInner, 1) >>> 1
                | runUp(p, o, 8) << 8 | runDown(p, o, 8) >>> 8
                | runUp(p, oInner, 9) << 9 | runDown(p, oInner, 9) >>> 9
                | runUp(p, oInner, 7) << 7 | runDown(p, oInner, 7) >>> 7;
        return moves & ~(p | o);
    }

    /**
     * The discs of {@code o} that {@code p} flips by playing on {@code square} (0 when the move is not
     * legal): per direction, the run of o from the square, kept when a disc of p closes it.
     */
    public static long flips(long p, long o, int square) {
        long m = 1L << square;
        long oInner = o & INNER;
        long flipped = 0;
        long f = runUp(m, oInner, 1);
        flipped |= ((f << 1) & p) != 0 ? f : 0;
        f = runDown(m, oInner, 1);
        flipped |= ((f >>> 1) & p) != 0 ? f : 0;
        f = runUp(m, o, 8);
        flipped |= ((f << 8) & p) != 0 ? f : 0;
        f = runDown(m, o, 8);
        flipped |= ((f >>> 8) & p) != 0 ? f : 0;
        f = runUp(m, oInner, 9);
        flipped |= ((f << 9) & p) != 0 ? f : 0;
        f = runDown(m, oInner, 9);
        flipped |= ((f >>> 9) & p) != 0 ? f : 0;
        f = runUp(m, oInner, 7);
        flipped |= ((f << 7) & p) != 0 ? f : 0;
        f = runDown(m, oInner, 7);
        flipped |= ((f >>> 7) & p) != 0 ? f : 0;
        return flipped;
    }

    /**
     * The discs of {@code o} in runs starting next to {@code from} towards higher bits by {@code shift}
     * (a run is at most six discs long).
     */
    private static long runUp(long from, long o, int shift) {
        long t = (from << shift) & o;
        t |= (t << shift) & o;
        t |= (t << shift) & o;
        t |= (t << shift) & o;
        t |= (t << shift) & o;
        t |= (t << shift) & o;
        return t;
    }

    /** {@link #runUp} towards lower bits. */
    private static long runDown(long from, long o, int shift) {
        long t = (from >>> shift) & o;
        t |= (t >>> shift) & o;
        t |= (t >>> shift) & o;
        t |= (t >>> shift) & o;
        t |= (t >>> shift) & o;
        t |= (t >>> shift) & o;
        return t;
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
     * The last {@value #ENDGAME_EMPTIES} empties solved straight on the bitboards, as endgame solvers
     * (Edax among them) finish a solve: fail-soft alpha-beta without a table, move list or make and
     * unmake, moves in a fixed order of square values, a pass handled in place and the last empty
     * square settled without a search (whoever can flip there plays it). At most
     * {@value #ENDGAME_EMPTIES} empties and a search that reaches the end; otherwise
     * {@link #NO_ENDGAME_VALUE}.
     */
    @Override
    public int endgameValue(int searchDepth, int alpha, int beta) {
        int empties = empties();
        if (empties > ENDGAME_EMPTIES || searchDepth < 2 * empties) {
            return NO_ENDGAME_VALUE;
        }
        endgameNodes = 0;
        return solveLast(player, opponent, alpha, beta);
    }

    /** The positions the last {@link #endgameValue} that answered visited. */
    @Override
    public long endgameNodes() {
        return endgameNodes;
    }

    /** The value for {@code p} to move against {@code o}, fail-soft in (alpha, beta), to the end. */
    private int solveLast(long p, long o, int alpha, int beta) {
        endgameNodes++;
        long empty = ~(p | o);
        if ((empty & (empty - 1)) == 0) {
            return empty == 0 ? finalScore(p, o) : lastEmpty(p, o, Long.numberOfTrailingZeros(empty));
        }
        long moves = legalMoves(p, o);
        if (moves == 0) {
            if (legalMoves(o, p) == 0) {
                return finalScore(p, o);
            }
            return -solveLast(o, p, -beta, -alpha); // a pass
        }
        // parity: the moves into a quadrant with an odd number of empties first
        long odd = 0;
        for (long quadrant : QUADRANTS) {
            if ((Long.bitCount(empty & quadrant) & 1) != 0) {
                odd |= quadrant;
            }
        }
        int best = -Values.INFINITE;
        int a = alpha;
        for (int pass = 0; pass < 2; pass++) {
            long these = moves & (pass == 0 ? odd : ~odd);
            for (int i = 0; these != 0 && i < 64; i++) {
                int square = ENDGAME_ORDER[i];
                if ((these >>> square & 1) == 0) {
                    continue;
                }
                these &= ~(1L << square);
                long flipped = flips(p, o, square);
                int value = -solveLast(o & ~flipped, p | flipped | (1L << square), -beta, -a);
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
        return best;
    }

    /** One empty square left: the side to move plays it if it flips there, else the other side if it can. */
    private static int lastEmpty(long p, long o, int square) {
        long bit = 1L << square;
        long flipped = flips(p, o, square);
        if (flipped != 0) {
            return finalScore(p | flipped | bit, o & ~flipped);
        }
        flipped = flips(o, p, square);
        if (flipped != 0) {
            return finalScore(p & ~flipped, o | flipped | bit);
        }
        return finalScore(p, o);
    }

    private static int[] endgameOrder() {
        Integer[] squares = new Integer[64];
        for (int i = 0; i < 64; i++) {
            squares[i] = i;
        }
        java.util.Arrays.sort(squares, (x, y) -> SQUARE_VALUE[y] - SQUARE_VALUE[x]);
        int[] order = new int[64];
        for (int i = 0; i < 64; i++) {
            order[i] = squares[i];
        }
        return order;
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

    /** The squares in the endgame routine's order: by {@link #SQUARE_VALUE}, best first. */
    private static final int[] ENDGAME_ORDER = endgameOrder();

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
