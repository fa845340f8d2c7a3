package org.zwang.compare;

import java.util.ArrayList;
import java.util.List;
import org.zwang.games.othello.Othello;
import org.zwang.games.othello.OthelloPositions;

/**
 * Othello endgame positions with exact scores (the games module's shipped FFO positions seven plies
 * along Edax's principal variation, scored by Edax) as comparison subjects, searched to the end of
 * the game, Edax's score as the oracle: the disc difference, the empties to the winner.
 */
public final class OthelloSuite {

    private static final String SET = "fforum-20-39-pv7";

    private OthelloSuite() {
    }

    /** The first {@code count} positions of the 7-plies-along set with at most {@code maxEmpties} empty squares. */
    public static List<Subject> subjects(int count, int maxEmpties) {
        List<Subject> subjects = new ArrayList<>();
        for (OthelloPositions.Scored scored : OthelloPositions.load(SET)) {
            if (subjects.size() == count) {
                break;
            }
            Othello probe = scored.position();
            int empties = probe.empties();
            if (empties > maxEmpties) {
                continue;
            }
            // the x-axis counts empties; a search to the end needs a move and maybe a pass for each
            subjects.add(new SolvedPositionSubject("othello", SET, "FFO #" + scored.number() + " + 7 plies",
                    scored.board(), empties, "empties", probe.maxPlies(), scored.score(), scored::position));
        }
        return subjects;
    }
}
