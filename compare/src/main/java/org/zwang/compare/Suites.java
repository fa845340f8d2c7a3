package org.zwang.compare;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The positions a comparison takes from each game ({@link CompareGames}): the shipped ones (the full
 * set, or a quick one that finishes in well under a minute) and fresh ones from each game's seeded
 * generator. One place decides what runs, so the command and any other caller measure the same
 * subjects.
 */
public final class Suites {

    private Suites() {
    }

    /** The names of the games, in the order their subjects come. */
    public static List<String> games() {
        return CompareGames.names();
    }

    /**
     * The shipped subjects of the named games, in {@link #games()} order; {@code seed} seeds the random
     * tree. An unknown name is an error listing the games.
     */
    public static List<Subject> subjects(Collection<String> games, boolean quick, long seed) {
        List<Subject> subjects = new ArrayList<>();
        for (CompareGame game : chosen(games)) {
            subjects.addAll(game.shipped(quick, seed));
        }
        return subjects;
    }

    /**
     * {@code count} fresh positions of each named game from its seeded generator, in {@link #games()}
     * order: positions nobody chose, without an oracle (the techniques are checked against each other),
     * each needing a search. The same seed gives the same positions.
     */
    public static List<Subject> generated(Collection<String> games, int count, long seed) {
        List<Subject> subjects = new ArrayList<>();
        if (count == 0) {
            return subjects;
        }
        for (CompareGame game : chosen(games)) {
            subjects.addAll(game.generated(count, seed));
        }
        return subjects;
    }

    /** The shipped subjects of each named game followed by {@code generated} fresh ones, game by game. */
    public static List<Subject> shippedAndGenerated(Collection<String> games, boolean quick, int generated,
            long seed) {
        List<Subject> all = new ArrayList<>();
        for (CompareGame game : chosen(games)) {
            all.addAll(game.shipped(quick, seed));
            if (generated > 0) {
                all.addAll(game.generated(generated, seed));
            }
        }
        return all;
    }

    /** The games named, in report order; an unknown name is an error listing the games. */
    private static List<CompareGame> chosen(Collection<String> games) {
        List<CompareGame> all = CompareGames.all();
        for (String name : games) {
            CompareGames.of(name); // names the unknown
        }
        return all.stream().filter(g -> games.contains(g.name())).toList();
    }
}
