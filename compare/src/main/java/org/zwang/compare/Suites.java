package org.zwang.compare;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.zwang.games.connect4.ConnectFourPositions;

/**
 * The games a comparison knows and the positions it takes from each: the full set, or a quick one
 * that finishes in well under a minute. One place decides the sizes, so the command and any other
 * caller measure the same subjects.
 */
public final class Suites {

    /** The games, in the order their subjects come. */
    public static final List<String> GAMES = List.of("tic-tac-toe", "nim", "random-tree", "connect4", "othello", "bridge",
            "chess", "duck");

    private Suites() {
    }

    /**
     * The subjects of the named games ({@link #GAMES}), in {@link #GAMES} order; {@code seed} seeds
     * the random tree.
     */
    public static List<Subject> subjects(Collection<String> games, boolean quick, long seed) {
        for (String game : games) {
            if (!GAMES.contains(game)) {
                throw new IllegalArgumentException("unknown game '" + game + "' (known: " + String.join(", ", GAMES)
                        + ")");
            }
        }
        List<Subject> subjects = new ArrayList<>();
        for (Subject subject : SmallGamesSuite.subjects(quick, seed)) {
            if (games.contains(subject.game())) {
                subjects.add(subject);
            }
        }
        if (games.contains("connect4")) {
            for (String set : ConnectFourPositions.SETS) {
                subjects.addAll(ConnectFourSuite.subjects(set, quick ? 3 : 100));
            }
        }
        if (games.contains("othello")) {
            subjects.addAll(quick ? OthelloSuite.subjects(3, 11) : OthelloSuite.subjects(15, 14));
        }
        if (games.contains("bridge")) {
            subjects.addAll(quick ? BridgeSuite.subjects(3, 3) : BridgeSuite.subjects(10, 20));
        }
        if (games.contains("chess")) {
            subjects.addAll(quick ? ChessSuites.chess(3, 4) : ChessSuites.chess(7, 5));
        }
        if (games.contains("duck")) {
            subjects.addAll(quick ? ChessSuites.duck(3, 3) : ChessSuites.duck(11, 4));
        }
        return subjects;
    }
}
