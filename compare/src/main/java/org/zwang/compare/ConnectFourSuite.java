package org.zwang.compare;

import java.util.ArrayList;
import java.util.List;
import org.zwang.games.connect4.ConnectFour;
import org.zwang.games.connect4.ConnectFourPositions;

/**
 * Connect Four positions as comparison subjects, anticipating direct losses as Pons's solver does and
 * searched to the end of the game: the games module's shipped sets with his solver's scores as the
 * oracle, and fresh positions from its seeded generator.
 */
public final class ConnectFourSuite {

    /** The stones of a generated position: the range of the shipped sets together. */
    static final int MIN_STONES = 14;
    static final int MAX_STONES = 36;

    private ConnectFourSuite() {
    }

    /** The first {@code count} positions of {@code set} ({@link ConnectFourPositions#SETS}). */
    public static List<Subject> subjects(String set, int count) {
        List<Subject> subjects = new ArrayList<>();
        List<ConnectFourPositions.Scored> positions = ConnectFourPositions.load(set);
        for (ConnectFourPositions.Scored scored : positions.subList(0, Math.min(count, positions.size()))) {
            subjects.add(subject(Subject.Origin.SHIPPED, set, scored.moves(), scored.score()));
        }
        return subjects;
    }

    /**
     * {@code count} fresh positions of {@value #MIN_STONES} to {@value #MAX_STONES} stones from
     * {@link ConnectFourPositions#generate}, seeded; no oracle.
     */
    public static List<Subject> generated(int count, long seed) {
        List<Subject> subjects = new ArrayList<>();
        for (String moves : ConnectFourPositions.generate(RandomPlay.forGame(seed, "connect4").nextLong(), count,
                MIN_STONES, MAX_STONES)) {
            subjects.add(subject(Subject.Origin.GENERATED, "seed " + seed, moves, null));
        }
        return subjects;
    }

    static Subject subject(Subject.Origin origin, String set, String moves, Integer score) {
        int left = ConnectFour.of(moves).maxPlies() - moves.length();
        return new EndOfGameSubject("connect4", origin, set, moves, moves, left, "plies", left, score,
                () -> ConnectFour.of(moves).anticipating());
    }
}
