package org.zwang.games.connect4;

import org.zwang.search.Game;
import org.zwang.search.MoveSorting;

/**
 * Connect Four on a board of {@code width} columns and {@code height} rows (7 by 6 by default; any
 * board with {@code width * (height + 1) <= 64}) as a search-api {@link Game}, in bitboards.
 *
 * <p>Encoding (the one of Pascal Pons's solver tutorial): column c takes bits
 * {@code c * (height + 1) .. c * (height + 1) + height - 1} of a {@code long}, bottom row first, plus
 * one empty guard bit on top, so that shifts by 1 (vertical), {@code height + 1} (horizontal),
 * {@code height} and {@code height + 2} (diagonals) find four in a row without wrapping. Two words
 * hold a position: {@code mask}, every stone, and {@code current}, the stones of the side to move; a
 * move is a column, played by {@code current ^= mask; mask |= mask + bottom(column)}.
 *
 * <p>Values are Pons's scores, for the side to move: a win is worth
 * {@code (width * height + 2 - plies) / 2} where {@code plies} counts the stones on the board once
 * the winning one is played (the sooner the win, the more it is worth), a draw 0, a loss the
 * negative. So a value searched to the end equals the score his solver prints. Moves are generated
 * centre first; {@link #orderMoves} puts the moves that leave the mover the most open threats first.
 * {@link #anticipating()} gives the same position as Pons's solver searches it (no move that loses at
 * once, with the position's value bounds); the plain game is the one for perft and for play.
 */
public final class ConnectFour implements Game {

    private final int width;
    private final int height;
    private final long bottomRow;
    private final long board;
    private final int[] order;
    /** Scratch for {@link #orderMoves} (no allocation per node). */
    private final long[] orderKeys;
    /** Pons's anticipation of direct losses (see {@link #anticipating()}). */
    private final boolean anticipating;

    private long current;
    private long mask;
    private int plies;

    /** The empty 7 x 6 board. */
    public ConnectFour() {
        this(7, 6);
    }

    /** The empty board of {@code width} columns and {@code height} rows. */
    public ConnectFour(int width, int height) {
        this(width, height, false);
    }

    private ConnectFour(int width, int height, boolean anticipating) {
        if (width < 1 || height < 1 || width * (height + 1) > 64) {
            throw new IllegalArgumentException("a board of " + width + " x " + height
                    + " does not fit the bitboard (width * (height + 1) must be at most 64)");
        }
        this.width = width;
        this.height = height;
        long bottom = 0;
        for (int c = 0; c < width; c++) {
            bottom |= 1L << (c * (height + 1));
        }
        this.bottomRow = bottom;
        this.board = bottom * ((1L << height) - 1);
        this.order = new int[width];
        this.orderKeys = new long[width];
        this.anticipating = anticipating;
        for (int i = 0; i < width; i++) {
            // centre first, then alternately left and right of it
            order[i] = width / 2 + (1 - 2 * (i % 2)) * (i + 1) / 2;
        }
    }

    /**
     * The position after {@code moves}, Pons's notation: the columns played from the empty board, one
     * digit each, 1 = leftmost. An unknown column, a full column or a move after the game ended is an
     * error naming it.
     */
    public static ConnectFour of(int width, int height, String moves) {
        ConnectFour game = new ConnectFour(width, height);
        for (int i = 0; i < moves.length(); i++) {
            char c = moves.charAt(i);
            int column = c - '1';
            if (column < 0 || column >= width) {
                throw new IllegalArgumentException("move " + (i + 1) + " of '" + moves + "': '" + c
                        + "' is not a column 1-" + width);
            }
            if (game.isTerminal()) {
                throw new IllegalArgumentException("move " + (i + 1) + " of '" + moves + "': the game is over");
            }
            if (!game.canPlay(column)) {
                throw new IllegalArgumentException("move " + (i + 1) + " of '" + moves + "': column " + c + " is full");
            }
            game.makeMove(column);
        }
        return game;
    }

    /** {@link #of(int, int, String)} on the 7 x 6 board. */
    public static ConnectFour of(String moves) {
        return of(7, 6, moves);
    }

    /**
     * This position as a solver sees it, after Pascal Pons's "anticipate direct losing moves": a side
     * that can complete four with its stone has won there (the position is terminal, worth that
     * win); otherwise only the moves that do not hand the opponent a win next are generated — the
     * one cell blocking the opponent's single playable threat, never the cell below an opponent's
     * threat — and a side left with none has lost (terminal, worth the opponent's win with their
     * next stone). Every value is the game's exact value; only the tree is smaller, and the
     * position's value bounds ({@link #lowerBound()}, {@link #upperBound()}) tighten to what a
     * position not yet decided can be worth. The plain game (every legal move, no bounds) is the
     * one for perft and for play.
     */
    public ConnectFour anticipating() {
        ConnectFour copy = new ConnectFour(width, height, true);
        copy.current = current;
        copy.mask = mask;
        copy.plies = plies;
        return copy;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** Stones on the board. */
    public int plies() {
        return plies;
    }

    /** The stone of column {@code column}, row {@code row} (0 = bottom): 0 empty, 1 side to move, 2 the other. */
    public int stone(int column, int row) {
        long bit = 1L << (column * (height + 1) + row);
        if ((mask & bit) == 0) {
            return 0;
        }
        return (current & bit) != 0 ? 1 : 2;
    }

    private long bottom(int column) {
        return 1L << (column * (height + 1));
    }

    private long top(int column) {
        return 1L << (column * (height + 1) + height - 1);
    }

    private long columnMask(int column) {
        return ((1L << height) - 1) << (column * (height + 1));
    }

    private boolean canPlay(int column) {
        return (mask & top(column)) == 0;
    }

    /** Whether the stones of {@code stones} hold four in a row. */
    private boolean aligned(long stones) {
        return runOfFour(stones, 1) || runOfFour(stones, height + 1) || runOfFour(stones, height)
                || runOfFour(stones, height + 2);
    }

    private static boolean runOfFour(long stones, int shift) {
        long pairs = stones & (stones >>> shift);
        return (pairs & (pairs >>> 2 * shift)) != 0;
    }

    @Override
    public int maxMoves() {
        return width;
    }

    @Override
    public int maxPlies() {
        return width * height;
    }

    @Override
    public int generateMoves(int[] moves, int offset) {
        if (plies == width * height || aligned(current ^ mask) || (anticipating && canWinNext())) {
            return 0; // terminal (isTerminal, without computing the non-losing cells twice)
        }
        long playable = anticipating ? nonLosingCells() : playableCells();
        int count = 0;
        for (int column : order) {
            if ((playable & columnMask(column)) != 0) {
                moves[offset + count++] = column;
            }
        }
        return count;
    }

    /** The cells a stone can go to now, one per column that is not full. */
    private long playableCells() {
        return (mask + bottomRow) & board;
    }

    /**
     * The playable cells that do not let the opponent win with their next stone (Pons's
     * possibleNonLosingMoves): none when the opponent has two playable threats.
     */
    private long nonLosingCells() {
        long playable = playableCells();
        long threats = winningCells(current ^ mask);
        long forced = playable & threats;
        if (forced != 0) {
            if ((forced & (forced - 1)) != 0) {
                return 0; // two threats to block at once
            }
            playable = forced;
        }
        return playable & ~(threats >>> 1); // never under an opponent's threat
    }

    /** Whether the side to move completes four with its next stone. */
    private boolean canWinNext() {
        return (winningCells(current) & playableCells()) != 0;
    }

    @Override
    public void makeMove(int column) {
        current ^= mask;
        mask |= mask + bottom(column);
        plies++;
    }

    @Override
    public void unmakeMove(int column) {
        long stones = mask & columnMask(column);
        mask ^= Long.highestOneBit(stones);
        current ^= mask;
        plies--;
    }

    @Override
    public int sideToMove() {
        return plies & 1;
    }

    @Override
    public boolean isTerminal() {
        if (plies == width * height || aligned(current ^ mask)) {
            return true;
        }
        return anticipating && (canWinNext() || nonLosingCells() == 0);
    }

    @Override
    public int terminalValue() {
        if (aligned(current ^ mask)) {
            return -(width * height + 2 - plies) / 2;
        }
        if (anticipating && plies < width * height) {
            // the win with the next stone, or the opponent's with theirs
            return canWinNext() ? (width * height + 1 - plies) / 2 : -(width * height - plies) / 2;
        }
        return 0;
    }

    /** Open threats of the side to move minus the other side's: cells that would complete four. */
    @Override
    public int evaluate() {
        if (isTerminal()) {
            return terminalValue();
        }
        int threats = Long.bitCount(winningCells(current)) - Long.bitCount(winningCells(current ^ mask));
        int hint = Math.max(-2, Math.min(2, threats)); // well inside the value range
        return anticipating ? Math.max(lowerBound(), Math.min(upperBound(), hint)) : hint;
    }

    /**
     * With anticipation, the least value a position not yet decided can have: the opponent cannot win
     * with their next stone (some move of ours prevents it), so not before {@code plies + 4} stones.
     * Plain: the game's least value.
     */
    @Override
    public int lowerBound() {
        return anticipating ? -(width * height - 2 - plies) / 2 : Game.super.lowerBound();
    }

    /**
     * With anticipation, the greatest value a position not yet decided can have: the side to move
     * cannot win with this stone, so not before {@code plies + 3} stones. Plain: the game's greatest value.
     */
    @Override
    public int upperBound() {
        return anticipating ? (width * height - 1 - plies) / 2 : Game.super.upperBound();
    }

    /** Empty cells that would complete four in a row for {@code stones} (Pons's compute_winning_position). */
    private long winningCells(long stones) {
        // vertical: three stacked stones, the cell above them; then the other three directions
        long cells = (stones << 1) & (stones << 2) & (stones << 3);
        cells |= lineCells(stones, height + 1) | lineCells(stones, height) | lineCells(stones, height + 2);
        return cells & (board ^ mask);
    }

    /** Cells completing four along one direction: three stones on either side, or two and one. */
    private static long lineCells(long stones, int shift) {
        long pair = (stones << shift) & (stones << 2 * shift);
        long cells = pair & (stones << 3 * shift);
        cells |= pair & (stones >>> shift);
        pair = (stones >>> shift) & (stones >>> 2 * shift);
        cells |= pair & (stones << shift);
        cells |= pair & (stones >>> 3 * shift);
        return cells;
    }

    @Override
    public int minValue() {
        return -(width * height) / 2;
    }

    @Override
    public int maxValue() {
        return (width * height + 1) / 2;
    }

    /** Unique per position (stones and side to move), mixed by a bijection so tables spread it. */
    @Override
    public long hashKey() {
        long key = current + mask + bottomRow; // Pons's key: unique for a given board size
        key *= 0x9E37_79B9_7F4A_7C15L;
        return key ^ (key >>> 31);
    }

    /** Moves that leave the mover the most open threats first; the centre-first order breaks ties. */
    @Override
    public void orderMoves(int[] moves, int offset, int count) {
        long[] keys = orderKeys;
        for (int i = 0; i < count; i++) {
            int column = moves[offset + i];
            long played = current | ((mask + bottom(column)) & columnMask(column));
            keys[i] = (long) Long.bitCount(winningCells(played)) << 8 | (count - i);
        }
        MoveSorting.byKeysDescending(moves, offset, count, keys);
    }

    @Override
    public String moveToString(int column) {
        return Integer.toString(column + 1);
    }
}
