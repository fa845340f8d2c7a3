package org.zwang.compare;

import java.util.List;
import org.zwang.search.Game;

/**
 * A game as {@code zwang compare} runs it: its name, the positions it ships, a seeded generator of
 * fresh ones, a reader for positions in its own notation ({@code --positions FILE}) and, for
 * {@code --play}, its start position. Each built-in game is one such class (e.g. {@link OthelloGame}),
 * listed by {@link CompareGames}; a researcher's game joins them without editing Zwang by implementing this interface and naming the
 * class in {@code META-INF/services/org.zwang.compare.CompareGame} of a jar on the class path
 * ({@link java.util.ServiceLoader}). docs/games.md, "Adding a game", walks through one.
 */
public interface CompareGame {

    /** The name {@code --games} takes, lower case, e.g. {@code connect4}. */
    String name();

    /** The positions shipped with the game (fewer with {@code quick}); {@code seed} for any randomness. */
    List<Subject> shipped(boolean quick, long seed);

    /**
     * {@code count} fresh positions, the same for the same seed, each needing a search
     * ({@link org.zwang.search.SearchCost}); an empty list when the game has no generator.
     */
    default List<Subject> generated(int count, long seed) {
        return List.of();
    }

    /**
     * What {@link #read} takes, for help and errors (e.g. "Pons's move strings, one a line, an optional
     * score after them"), or null when the game reads no positions.
     */
    default String positionFormat() {
        return null;
    }

    /**
     * The positions of a user's file in the game's own notation, one subject each, with the file's
     * exact values as the oracle where it gives them. {@code source} names the file in subjects and
     * errors; blank lines and lines starting with {@code #} or {@code %} are skipped. A bad line is an
     * {@link IllegalArgumentException} naming the file, the line and the problem.
     */
    default List<Subject> read(String source, List<String> lines) {
        throw new IllegalArgumentException(name() + " reads no positions from a file");
    }

    /** The start position for play, a fresh one each call, or null when the game is not played. */
    default Game start() {
        return null;
    }

    /** How many random plies an opening of a play-off has (each pair plays every opening twice). */
    default int openingPlies() {
        return 2;
    }
}
