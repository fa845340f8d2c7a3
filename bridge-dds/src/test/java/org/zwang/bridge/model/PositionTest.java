package org.zwang.bridge.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PositionTest {

    private static final Deal ALLEN = Deal.parsePbn(
            "N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2");

    private static long[] hands(String north, String east, String south, String west) {
        return new long[] {Hand.parse(north), Hand.parse(east), Hand.parse(south), Hand.parse(west)};
    }

    @Test
    void openingLeadPosition() {
        Position start = Position.start(ALLEN, Strain.HEARTS, Seat.WEST);
        assertEquals(Seat.WEST, start.toMove());
        assertEquals(13, start.tricksLeft());
        assertEquals(0, start.trickSize());
        assertEquals(ALLEN.hand(Seat.WEST), start.legalCards());
        assertFalse(start.isFinished());
    }

    @Test
    void playingFollowsSuitAndCreditsTheTrickWinner() {
        Position position = Position.start(ALLEN, Strain.HEARTS, Seat.WEST).play(Card.parse("SQ"));
        assertEquals(Seat.NORTH, position.toMove());
        assertEquals(Hand.parse("AK76543..."), position.legalCards(), "North must follow spades");
        position = position.play(Card.parse("SA")).play(Card.parse("S2"));
        // South is void in spades: every card is legal; a heart ruff wins the trick.
        assertEquals(ALLEN.hand(Seat.SOUTH), position.legalCards());
        assertEquals(Seat.NORTH, position.trickWinner());
        position = position.play(Card.parse("H5"));
        assertEquals(Seat.SOUTH, position.leader());
        assertEquals(1, position.tricksWon(Seat.NORTH_SOUTH));
        assertEquals(0, position.tricksWon(Seat.EAST_WEST));
        assertEquals(12, position.tricksLeft());
    }

    @Test
    void playRejectsCardsNotHeldOrNotLegal() {
        Position position = Position.start(ALLEN, Strain.HEARTS, Seat.WEST);
        IllegalArgumentException notHeld = assertThrows(IllegalArgumentException.class,
                () -> position.play(Card.parse("SA")));
        assertTrue(notHeld.getMessage().contains("West does not hold SA"), notHeld.getMessage());
        Position led = position.play(Card.parse("SQ"));
        IllegalArgumentException revoke = assertThrows(IllegalArgumentException.class,
                () -> led.play(Card.parse("H3")));
        assertTrue(revoke.getMessage().contains("must follow S"), revoke.getMessage());
    }

    @Test
    void acceptsAPositionInsideATrick() {
        // After SQ (W) and SA (N): in play order W, N, E, S the first two have played, so they hold
        // one card less than East and South.
        Position position = Position.of(Strain.HEARTS, Seat.WEST,
                new int[] {Card.parse("SQ"), Card.parse("SA")},
                hands("K76543.32.AK2.3", "2.QT87.876.87654", ".AKJ965.543.AQJ9", "JT98.4.QJT9.KT2"), 0, 0);
        assertEquals(Seat.EAST, position.toMove());
        assertEquals(13, position.tricksLeft());
        assertEquals(Seat.NORTH, position.trickWinner());
    }

    @Test
    void rejectsUnequalHands() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> Position.of(Strain.NOTRUMP, Seat.NORTH, new int[0], hands("AK...", "Q...", "J2...", "T9..."), 0, 0));
        assertTrue(error.getMessage().startsWith("hand sizes do not fit"), error.getMessage());
    }

    @Test
    void rejectsARevokeInTheCurrentTrick() {
        // West led a spade; North discarded a heart while still holding a spade.
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> Position.of(Strain.NOTRUMP, Seat.WEST, new int[] {Card.parse("S2"), Card.parse("H2")},
                        hands("A...", "K3...", "Q4...", "J..."), 0, 0));
        assertEquals("North played H2 but still holds S (a revoke)", error.getMessage());
    }

    @Test
    void rejectsACardBothPlayedAndHeld() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> Position.of(Strain.NOTRUMP, Seat.NORTH, new int[] {Card.parse("SA")},
                        hands("A...", "K...", "Q...", "J..."), 0, 0));
        assertEquals("card SA is both in the current trick and in a hand", error.getMessage());
    }

    @Test
    void rejectsTooManyTricks() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> Position.of(Strain.NOTRUMP, Seat.NORTH, new int[0], hands("A...", "K...", "Q...", "J..."), 7, 6));
        assertTrue(error.getMessage().startsWith("bad trick counts"), error.getMessage());
    }

    @Test
    void rejectsBadStrainLeaderAndTrickLength() {
        long[] hands = hands("A...", "K...", "Q...", "J...");
        assertThrows(IllegalArgumentException.class, () -> Position.of(5, Seat.NORTH, new int[0], hands, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> Position.of(Strain.NOTRUMP, 4, new int[0], hands, 0, 0));
        assertThrows(IllegalArgumentException.class,
                () -> Position.of(Strain.NOTRUMP, Seat.NORTH, new int[4], hands, 0, 0));
    }

    @Test
    void finishesAfterTheLastCard() {
        Position position = Position.start(Deal.of(Hand.parse("A..."), Hand.parse("K..."), Hand.parse("Q..."),
                Hand.parse("J...")), Strain.NOTRUMP, Seat.EAST);
        position = position.play(Card.parse("SK")).play(Card.parse("SQ")).play(Card.parse("SJ")).play(Card.parse("SA"));
        assertTrue(position.isFinished());
        assertEquals(1, position.tricksWon(Seat.NORTH_SOUTH));
        assertEquals(Seat.NORTH, position.leader());
    }
}
