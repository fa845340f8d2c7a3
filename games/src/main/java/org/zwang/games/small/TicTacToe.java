package org.zwang.games.small;

import org.zwang.search.Game;

/**
 * Tic-tac-toe, the smallest game that proves the core: 5,478 positions, known to be a draw. Moves
 * are square numbers 0-8 (row by row); a win is worth {@link #WIN} minus the plies played, so quicker
 * wins are preferred and principal variations are unique in length.
 */
public final class TicTacToe implements Game {

    /** Value of a win at ply 0; a win at ply p is worth {@code WIN - p}. */
    public static final int WIN = 100;

    private static final int[] LINES = {
        0b000_000_111, 0b000_111_000, 0b111_000_000, 0b001_001_001, 0b010_010_010, 0b100_100_100,
        0b100_010_001, 0b001_010_100,
    };
    private static final int FULL = 0b111_111_111;
    private static final int[] ORDER = {4, 0, 2, 6, 8, 1, 3, 5, 7};
    private static final int[] ORDER_RANK = new int[9];

    static {
        for (int i = 0; i < ORDER.length; i++) {
            ORDER_RANK[ORDER[i]] = i;
        }
    }

    /** Marks of each side as bit sets of squares. */
    private final int[] marks = new int[2];
    private int side;
    private int plies;

    /** The empty board, side 0 (X) to move. */
    public TicTacToe() {
    }

    /**
     * A board from nine characters {@code X}, {@code O} or {@code .}, row by row; the side to move is
     * whoever has fewer marks (X when equal).
     */
    public static TicTacToe of(String board) {
        if (board.length() != 9) {
            throw new IllegalArgumentException("a tic-tac-toe board has 9 squares, got " + board.length());
        }
        TicTacToe game = new TicTacToe();
        for (int square = 0; square < 9; square++) {
            char c = board.charAt(square);
            if (c == 'X' || c == 'x') {
                game.marks[0] |= 1 << square;
            } else if (c == 'O' || c == 'o') {
                game.marks[1] |= 1 << square;
            } else if (c != '.') {
                throw new IllegalArgumentException("bad square character '" + c + "' (use X, O or .)");
            }
        }
        int xs = Integer.bitCount(game.marks[0]);
        int os = Integer.bitCount(game.marks[1]);
        if (xs != os && xs != os + 1) {
            throw new IllegalArgumentException("X must have as many marks as O or one more");
        }
        game.side = xs == os ? 0 : 1;
        game.plies = xs + os;
        return game;
    }

    @Override
    public int maxMoves() {
        return 9;
    }

    @Override
    public int maxPlies() {
        return 9 - plies;
    }

    @Override
    public int generateMoves(int[] moves, int offset) {
        if (isTerminal()) {
            return 0;
        }
        int empty = FULL & ~(marks[0] | marks[1]);
        int count = 0;
        while (empty != 0) {
            moves[offset + count++] = Integer.numberOfTrailingZeros(empty);
            empty &= empty - 1;
        }
        return count;
    }

    @Override
    public void makeMove(int move) {
        marks[side] |= 1 << move;
        side ^= 1;
        plies++;
    }

    @Override
    public void unmakeMove(int move) {
        side ^= 1;
        plies--;
        marks[side] &= ~(1 << move);
    }

    @Override
    public int sideToMove() {
        return side;
    }

    private static boolean hasLine(int mask) {
        for (int line : LINES) {
            if ((mask & line) == line) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean isTerminal() {
        return hasLine(marks[side ^ 1]) || (marks[0] | marks[1]) == FULL;
    }

    @Override
    public int terminalValue() {
        // Only the player who just moved can have completed a line.
        return hasLine(marks[side ^ 1]) ? -(WIN - plies) : 0;
    }

    @Override
    public int evaluate() {
        if (isTerminal()) {
            return terminalValue();
        }
        // Lines still open for the side to move minus lines still open for the opponent.
        int open = 0;
        for (int line : LINES) {
            if ((line & marks[side ^ 1]) == 0) {
                open++;
            }
            if ((line & marks[side]) == 0) {
                open--;
            }
        }
        return open;
    }

    @Override
    public int minValue() {
        return -WIN;
    }

    @Override
    public int maxValue() {
        return WIN;
    }

    @Override
    public long hashKey() {
        long state = marks[0] | ((long) marks[1] << 9) | ((long) side << 18);
        return Mix.mix64(state);
    }

    @Override
    public void orderMoves(int[] moves, int offset, int count) {
        // Centre, then corners, then edges.
        for (int i = offset + 1; i < offset + count; i++) {
            int move = moves[i];
            int j = i - 1;
            while (j >= offset && ORDER_RANK[moves[j]] > ORDER_RANK[move]) {
                moves[j + 1] = moves[j];
                j--;
            }
            moves[j + 1] = move;
        }
    }

    @Override
    public String moveToString(int move) {
        return "" + (char) ('a' + move % 3) + (char) ('1' + move / 3);
    }

    @Override
    public String toString() {
        StringBuilder board = new StringBuilder(9);
        for (int square = 0; square < 9; square++) {
            board.append((marks[0] >> square & 1) != 0 ? 'X' : (marks[1] >> square & 1) != 0 ? 'O' : '.');
        }
        return board.toString();
    }
}
