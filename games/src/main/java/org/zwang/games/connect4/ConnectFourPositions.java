package org.zwang.games.connect4;

import java.util.ArrayList;
import java.util.List;
import org.zwang.search.ResourceLines;

/**
 * The shipped Connect Four positions with exact scores, made by Pascal Pons's solver (each file's
 * {@code #} header says how): {@code end-easy} (28-34 moves played), {@code middle-easy} (20-24),
 * {@code middle-medium} (14-18), 30 positions each. The oracle for the game and the techniques.
 */
public final class ConnectFourPositions {

    /** The sets, easiest first. */
    public static final List<String> SETS = List.of("end-easy", "middle-easy", "middle-medium");

    /** One position: the moves from the empty 7 x 6 board and the score for the side to move. */
    public record Scored(String moves, int score) {
        public ConnectFour position() {
            return ConnectFour.of(moves);
        }
    }

    private ConnectFourPositions() {
    }

    /** The positions of a set, in file order. */
    public static List<Scored> load(String set) {
        if (!SETS.contains(set)) {
            throw new IllegalArgumentException("no Connect Four set '" + set + "' (sets: " + String.join(", ", SETS) + ")");
        }
        List<Scored> positions = new ArrayList<>();
        for (String line : ResourceLines.read(ConnectFourPositions.class, set + ".txt")) {
            String[] parts = line.split("\\s+");
            positions.add(new Scored(parts[0], Integer.parseInt(parts[1])));
        }
        return positions;
    }
}
