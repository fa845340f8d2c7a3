package org.zwang.games.othello;

import java.util.ArrayList;
import java.util.List;
import org.zwang.search.ResourceLines;

/**
 * The shipped Othello endgame positions with exact scores (each file's {@code #} header says where
 * it comes from): the FFO endgame test suite as distributed with Edax, numbers 20-39
 * ({@code fforum-20-39}, 6 to 26 empty squares) and 40-59 ({@code fforum-40-59}, 20 to 34); and
 * {@code fforum-20-39-pv7}, FFO #21-#39 seven plies further along Edax's principal variation (8 to 21
 * empties), scored by Edax. The oracle for the game and the techniques.
 */
public final class OthelloPositions {

    /** The sets, easiest first. */
    public static final List<String> SETS = List.of("fforum-20-39-pv7", "fforum-20-39", "fforum-40-59");

    /**
     * One position: its FFO number, its board in {@link Othello#parse}'s notation, the exact score
     * for the side to move and the moves reaching it (the best moves, in the file's order).
     */
    public record Scored(int number, String board, int score, List<String> bestMoves) {
        public Othello position() {
            return Othello.parse(board);
        }

        /** Empty squares of the position. */
        public int empties() {
            return position().empties();
        }
    }

    private OthelloPositions() {
    }

    /** The positions of a set, in file order. */
    public static List<Scored> load(String set) {
        if (!SETS.contains(set)) {
            throw new IllegalArgumentException("no Othello set '" + set + "' (sets: " + String.join(", ", SETS) + ")");
        }
        List<Scored> positions = new ArrayList<>();
        for (String line : ResourceLines.read(OthelloPositions.class, set + ".txt")) {
            positions.add(parseLine(line));
        }
        return positions;
    }

    /** The FFO positions as published, 20 to 59. */
    static List<Scored> ffo() {
        List<Scored> positions = new ArrayList<>(load("fforum-20-39"));
        positions.addAll(load("fforum-40-59"));
        return positions;
    }

    /**
     * One of Edax's {@code .obf} records, {@code BOARD SIDE; MOVE:SCORE; ...}: the board in
     * {@link Othello#parse}'s notation, the exact score for the side to move (the first move's: the
     * moves come best first; null when the record lists none) and the moves with that score.
     */
    public record Record(String board, Integer score, List<String> bestMoves) {
    }

    /**
     * Reads an {@code .obf} record ({@code BOARD SIDE; MOVE:SCORE; ...}, a {@code %} field starting a
     * comment): the one reader of the format, for the shipped sets and for a user's file. A bad board,
     * a field that is not {@code MOVE:SCORE} or a score that is not a whole number is an
     * {@link IllegalArgumentException} saying so.
     */
    public static Record parseRecord(String text) {
        String[] fields = text.split(";");
        String board = fields[0].strip();
        Othello.parse(board); // a bad board is named here
        Integer best = null;
        List<String> bestMoves = new ArrayList<>();
        for (int i = 1; i < fields.length; i++) {
            String field = fields[i].strip();
            if (field.startsWith("%")) {
                break;
            }
            if (field.isEmpty()) {
                continue;
            }
            int colon = field.indexOf(':');
            if (colon < 0) {
                throw new IllegalArgumentException("'" + field + "' is not MOVE:SCORE");
            }
            int score;
            try {
                score = Integer.parseInt(field.substring(colon + 1).strip().replace("+", ""));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + field + "' has no whole-number score");
            }
            if (best == null) {
                best = score;
            }
            if (score == best) {
                bestMoves.add(field.substring(0, colon).strip());
            }
        }
        return new Record(board, best, List.copyOf(bestMoves));
    }

    /** A shipped line: the FFO number, then an {@code .obf} record that lists its best score. */
    private static Scored parseLine(String line) {
        int space = line.indexOf(' ');
        int number = Integer.parseInt(line.substring(0, space));
        Record record = parseRecord(line.substring(space + 1));
        if (record.score() == null) {
            throw new IllegalStateException("FFO position " + number + " has no scored move");
        }
        return new Scored(number, record.board(), record.score(), record.bestMoves());
    }
}
