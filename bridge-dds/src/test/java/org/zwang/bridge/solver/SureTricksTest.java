package org.zwang.bridge.solver;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;

/**
 * QuickTricks (E4 §3) and LaterTricks (E4 §4) must be bounds: never more sure tricks than best play
 * (brute force) gives the side they are counted for, from the start of a trick.
 */
class SureTricksTest {

    @Provide
    Arbitrary<Position> trickStarts() {
        return Arbitraries.longs().map(seed -> {
            Random random = new Random(seed);
            int cards = 1 + random.nextInt(5);
            Position start = Position.start(Endings.randomDeal(random, cards + random.nextInt(2)),
                    random.nextInt(5), random.nextInt(4));
            return Endings.playRandomly(start, random, 4 * (start.tricksLeft() - cards));
        });
    }

    @Property(tries = 200)
    void quickTricksNeverExceedWhatTheLeaderTakes(@ForAll("trickStarts") Position position) {
        int leaderTricks = BruteForce.tricks(position);
        int quick = new QuickTricks().count(position.hands(), position.leader(), position.strain(), 13);
        assertTrue(quick <= leaderTricks, "quick tricks " + quick + " > " + leaderTricks + " in " + position);
    }

    @Property(tries = 200)
    void laterTricksNeverExceedWhatTheDefendersTake(@ForAll("trickStarts") Position position) {
        int defenderTricks = position.tricksLeft() - BruteForce.tricks(position);
        int later = new LaterTricks().count(position.hands(), position.leader(), position.strain());
        assertTrue(later <= defenderTricks, "later tricks " + later + " > " + defenderTricks + " in " + position
                + " (" + Seat.name(position.leader()) + " leads)");
    }

    @Property(tries = 150)
    void secondHandQuickTrickIsReallyWon(@ForAll("trickStarts") Position start) {
        if (start.isFinished()) {
            return;
        }
        long legal = start.legalCards();
        Position afterLead = start.play(Long.numberOfTrailingZeros(legal));
        if (afterLead.trickSize() != 1) {
            return;
        }
        QuickTricks quick = new QuickTricks();
        if (quick.secondHandWins(afterLead.hands(), afterLead.leader(), afterLead.trickCard(0), afterLead.strain())) {
            // Brute force over the rest of the trick: the second hand's side takes it whatever happens.
            assertTrue(BruteForce.winsCurrentTrick(afterLead), "second hand's side cannot be sure of " + afterLead);
        }
    }
}
