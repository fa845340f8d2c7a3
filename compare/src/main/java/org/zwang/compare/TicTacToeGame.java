package org.zwang.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.zwang.games.small.TicTacToe;
import org.zwang.search.Game;

/**
 * Tic-tac-toe in {@code zwang compare}: solved from four openings of different lengths, fresh
 * positions after 1 to 5 random moves, boards of nine squares from a file, and play from the empty
 * board.
 */
final class TicTacToeGame implements CompareGame {

    private static final String NAME = "tic-tac-toe";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<Subject> shipped(boolean quick, long seed) {
        List<Subject> subjects = new ArrayList<>();
        for (String opening : new String[] {"X........", "X...O....", "X...O...X", "XO..O...X"}) {
            subjects.add(subject(Subject.Origin.SHIPPED, "", opening));
        }
        return subjects;
    }

    /**
     * {@code count} fresh positions after 1 to 5 random moves, seeded, each distinct and needing a
     * search; the game has fewer such positions than a large count asks: then all it has.
     */
    @Override
    public List<Subject> generated(int count, long seed) {
        Random random = RandomPlay.forGame(seed, NAME);
        return SmallGameSubject.distinct(count, () -> {
            TicTacToe board = new TicTacToe();
            if (!RandomPlay.play(board, random, RandomPlay.between(random, 1, 5))) {
                return null;
            }
            return subject(Subject.Origin.GENERATED, "seed " + seed, board.toString());
        });
    }

    @Override
    public String positionFormat() {
        return "boards of nine squares, X, O or . from a1 to c3, one a line";
    }

    @Override
    public List<Subject> read(String source, List<String> lines) {
        return PositionLines.read(source, lines, (file, number, line) -> {
            if (!line.matches("[XO.xo]{9}")) {
                throw new IllegalArgumentException("a tic-tac-toe board is nine squares of X, O or ., got '" + line
                        + "'");
            }
            TicTacToe board = TicTacToe.of(line.toUpperCase(Locale.ROOT));
            if (board.isTerminal()) {
                throw new IllegalArgumentException("the game is over in '" + line + "'");
            }
            return subject(Subject.Origin.FILE, file, board.toString());
        });
    }

    @Override
    public Game start() {
        return new TicTacToe();
    }

    @Override
    public int openingPlies() {
        return 1;
    }

    private static Subject subject(Subject.Origin origin, String set, String board) {
        return new SmallGameSubject(NAME, origin, set, board, TicTacToe.of(board).maxPlies(), true,
                () -> TicTacToe.of(board));
    }
}
