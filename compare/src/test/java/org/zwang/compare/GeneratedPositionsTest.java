package org.zwang.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.search.SearchCost;

/**
 * The seeded generators of fresh positions, one per game: the same seed gives the same positions,
 * another seed others, every position needs a search, and every technique agrees on them (bridge: with
 * the double-dummy solver; Duck Chess: with the engine's own searches; chess, Othello and Connect
 * Four: the exact searches with each other and the provers with their sign).
 */
class GeneratedPositionsTest {

    @Test
    void theSameSeedGivesTheSamePositionsAndAnotherSeedOthersEachNeedingASearch() {
        for (String game : Suites.games()) {
            List<Subject> first = Suites.generated(List.of(game), 4, 7);
            List<Subject> again = Suites.generated(List.of(game), 4, 7);
            List<Subject> other = Suites.generated(List.of(game), 4, 8);
            assertEquals(4, first.size(), game);
            assertEquals(first.stream().map(Subject::position).toList(), again.stream().map(Subject::position).toList(),
                    game);
            assertEquals(first.stream().map(Subject::depth).toList(), again.stream().map(Subject::depth).toList(), game);
            assertNotEquals(first.stream().map(Subject::position).toList(),
                    other.stream().map(Subject::position).toList(), game);
            for (Subject subject : first) {
                assertEquals(game, subject.game());
                assertEquals(Subject.Origin.GENERATED, subject.origin(), subject.toString());
                assertEquals("seed 7", subject.set());
                assertTrue(subject.expectedValue() == null, "no oracle for " + subject);
                assertTrue(SearchCost.needsSearch(ShippedPositionsNeedSearchTest.anySize(subject), subject.genericDepth()), subject.toString());
            }
            assertEquals(4, first.stream().map(Subject::label).distinct().count(), "distinct: " + first);
        }
    }

    @Test
    void everyTechniqueAgreesOnGeneratedPositions() {
        List<Subject> subjects = Suites.generated(Suites.games(), 3, 11);
        List<Technique> techniques = TechniqueRegistry.parseList("alphabeta,pvs,mtdf,bisection-midpoint,dds,"
                + "explicit,bundle,dfpn");
        Comparison.Outcome outcome = new Comparison(techniques, 1).run(subjects, s -> {
        });
        assertEquals(List.of(), outcome.disagreements().stream().map(Object::toString).toList());
        for (Subject subject : subjects) {
            long runs = outcome.measurements().stream().filter(m -> m.subject() == subject && m.finished()).count();
            assertTrue(runs >= 2, subject + " was checked by " + runs + " techniques");
        }
    }
}
