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
     * The shipped subjects of the named games ({@link #GAMES}), in {@link #GAMES} order; {@code seed}
     * seeds the random tree.
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

    /**
     * {@code count} fresh positions of each named game from its seeded generator, in {@link #GAMES}
     * order: positions nobody chose, without an oracle (the techniques are checked against each other),
     * each needing a search. The same seed gives the same positions.
     */
    public static List<Subject> generated(Collection<String> games, int count, long seed) {
        List<Subject> subjects = new ArrayList<>();
        if (count == 0) {
            return subjects;
        }
        for (String game : GAMES) {
            if (!games.contains(game)) {
                continue;
            }
            switch (game) {
                case "connect4" -> subjects.addAll(ConnectFourSuite.generated(count, seed));
                case "othello" -> subjects.addAll(OthelloSuite.generated(count, 8, 14, seed));
                case "bridge" -> subjects.addAll(BridgeSuite.generated(count, seed));
                case "chess" -> subjects.addAll(ChessSuites.generatedChess(count, seed));
                case "duck" -> subjects.addAll(ChessSuites.generatedDuck(count, seed));
                default -> subjects.addAll(SmallGamesSuite.generated(game, count, seed));
            }
        }
        return subjects;
    }

    /** The shipped subjects of each named game followed by {@code generated} fresh ones, game by game. */
    public static List<Subject> shippedAndGenerated(Collection<String> games, boolean quick, int generated,
            long seed) {
        List<Subject> shipped = subjects(games, quick, seed);
        List<Subject> fresh = generated(games, generated, seed);
        List<Subject> all = new ArrayList<>();
        for (String game : GAMES) {
            shipped.stream().filter(s -> s.game().equals(game)).forEach(all::add);
            fresh.stream().filter(s -> s.game().equals(game)).forEach(all::add);
        }
        return all;
    }
}
