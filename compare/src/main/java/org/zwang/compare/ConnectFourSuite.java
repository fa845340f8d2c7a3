package org.zwang.compare;

import java.util.ArrayList;
import java.util.List;
import org.zwang.games.connect4.ConnectFour;
import org.zwang.games.connect4.ConnectFourPositions;

/**
 * Connect Four positions with exact scores from Pascal Pons's solver (the games module's shipped
 * sets) as comparison subjects, searched to the end of the game, the solver's score as the oracle.
 */
public final class ConnectFourSuite {

    private ConnectFourSuite() {
    }

    /** The first {@code count} positions of {@code set} ({@link ConnectFourPositions#SETS}). */
    public static List<Subject> subjects(String set, int count) {
        List<Subject> subjects = new ArrayList<>();
        List<ConnectFourPositions.Scored> positions = ConnectFourPositions.load(set);
        for (ConnectFourPositions.Scored scored : positions.subList(0, Math.min(count, positions.size()))) {
            ConnectFour probe = scored.position();
            int left = probe.maxPlies() - probe.plies();
            subjects.add(new SolvedPositionSubject("connect4", set, scored.moves(), scored.moves(), left, "plies", left,
                    scored.score(), () -> scored.position().anticipating()));
        }
        return subjects;
    }
}
