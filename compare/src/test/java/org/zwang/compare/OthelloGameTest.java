package org.zwang.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.compare.play.Budget;
import org.zwang.compare.play.PlayOff;

/**
 * Othello in the comparison: every technique, the outcome provers included, agrees with Edax's
 * scores on the quick positions, and a play-off on Othello finishes its games legally.
 */
class OthelloGameTest {

    @Test
    void everyTechniqueAgreesWithEdaxOnTheQuickPositions() {
        List<Subject> subjects = Suites.subjects(List.of("othello"), true, 2026);
        assertEquals(3, subjects.size());
        for (Subject subject : subjects) {
            assertTrue(subject.depth() <= 11, subject + " has few empties");
            assertTrue(subject.hasOutcome(), subject + " is searched to the end");
        }
        List<Technique> techniques = TechniqueRegistry.parseList(TechniqueRegistry.DEFAULT
                + ",alphabeta:no-table:no-move-ordering,mcts,pns,dfpn");
        Comparison.Outcome outcome = new Comparison(techniques, 1).run(subjects, s -> {
        });
        assertEquals(List.of(), outcome.disagreements().stream().map(Object::toString).toList());
        long pvs = outcome.measurements().stream().filter(m -> m.technique().equals("pvs")).count();
        long proofs = outcome.measurements().stream().filter(m -> m.technique().equals("dfpn")).count();
        assertEquals(3, pvs);
        assertEquals(3, proofs);
    }

    @Test
    void othelloGamesAreFinishedLegallyAtSmallBudgets() {
        PlayOff.Result result = PlayOff.run(CompareGames.playable("othello"), List.of("mtdf", "mcts"), Budget.positions(300), 1, 1,
                line -> {
                });
        double total = result.cross()[0][1] + result.cross()[1][0];
        assertEquals(result.gamesPerPair(), total, 1e-9, "every game gives out one point");
    }
}
