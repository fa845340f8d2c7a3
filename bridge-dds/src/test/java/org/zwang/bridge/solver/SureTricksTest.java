package org.zwang.bridge.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Strain;
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

    /** Notrump trick starts, where the defenders' sure tricks count the tops of the leader's suits. */
    @Provide
    Arbitrary<Position> notrumpTrickStarts() {
        return Arbitraries.longs().map(seed -> {
            Random random = new Random(seed);
            return Position.start(Endings.randomDeal(random, 2 + random.nextInt(3)), Strain.NOTRUMP, random.nextInt(4));
        });
    }

    @Property(tries = 1500)
    void laterTricksInNotrumpNeverExceedWhatTheDefendersTake(@ForAll("notrumpTrickStarts") Position position) {
        laterTricksNeverExceedWhatTheDefendersTake(position);
    }

    /**
     * Hand-checked: North leads in notrump holding only spades and hearts, East holds both aces. Whatever
     * North leads, East wins with that ace and cashes the other: the defenders take both tricks.
     */
    @Test
    void oneDefenderHoldingTheTopOfEverySuitTheLeaderHoldsTakesThemAll() {
        Deal deal = Deal.parsePbn("N:2.2.. A.A.. 3.3.. ..A.A");
        Position position = Position.start(deal, Strain.NOTRUMP, Seat.NORTH);
        assertEquals(2, new LaterTricks().count(position.hands(), position.leader(), position.strain()));
    }

    @Provide
    Arbitrary<Position> insideATrick() {
        return Endings.positions(1, 5).filter(position -> position.trickSize() > 0);
    }

    /** The trick's outcome under best play, as E4 §3's quick trick after the lead (generalised) sees it. */
    @Property(tries = 300)
    void currentTrickWinnerIsWhoTakesTheTrickWithBestPlay(@ForAll("insideATrick") Position position) {
        long trickCards = 0;
        for (int i = 0; i < position.trickSize(); i++) {
            trickCards |= 1L << position.trickCard(i);
        }
        int winner = new QuickTricks().currentTrickWinner(position.hands(), trickCards, position.strain(),
                position.trickCard(0) >>> 4, winningCard(position), position.trickWinner(), position.toMove(),
                4 - position.trickSize());
        boolean toMoveWins = BruteForce.winsCurrentTrick(position);
        assertTrue(toMoveWins == (Seat.side(winner) == Seat.side(position.toMove())),
                "trick winner " + Seat.name(winner) + " in " + position);
    }

    private static int winningCard(Position position) {
        int best = position.trickCard(0);
        for (int i = 1; i < position.trickSize(); i++) {
            if (Position.beats(position.trickCard(i), best, position.strain())) {
                best = position.trickCard(i);
            }
        }
        return best;
    }
}
