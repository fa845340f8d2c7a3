package org.zwang.bridge.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Duplicate scores worked out by hand from the Laws' scoring table. */
class ScoringTest {

    private static int score(String contract, boolean vulnerable, int tricks) {
        return Contract.parse(contract, Seat.SOUTH).declarerScore(vulnerable, tricks);
    }

    @Test
    void makingContracts() {
        assertEquals(70, score("1C", false, 7)); // 20 + 50 part-score
        assertEquals(90, score("1NT", false, 7)); // 40 + 50
        assertEquals(110, score("2S", true, 8)); // 60 + 50
        assertEquals(400, score("3NT", false, 9)); // 100 + 300
        assertEquals(630, score("3NT", true, 10)); // 100 + 500 + 30
        assertEquals(420, score("4H", false, 10)); // 120 + 300
        assertEquals(650, score("4S", true, 11)); // 120 + 500 + 30
        assertEquals(400, score("5C", false, 11)); // 100 + 300
        assertEquals(920, score("6D", false, 12)); // 120 + 300 + 500
        assertEquals(1430, score("6H", true, 12)); // 180 + 500 + 750
        assertEquals(2220, score("7NT", true, 13)); // 220 + 500 + 1500
        assertEquals(1520, score("7NT", false, 13)); // 220 + 300 + 1000
    }

    @Test
    void doubledAndRedoubledMakingContracts() {
        assertEquals(180, score("1NX", false, 7)); // 80 + 50 + 50 insult
        assertEquals(470, score("2HX", false, 8)); // 120 -> game 300 + 50
        assertEquals(670, score("2HX", true, 8)); // 120 + 500 + 50
        assertEquals(870, score("2HX", true, 9)); // + 200 doubled vulnerable overtrick
        assertEquals(950, score("3NTX", true, 10)); // 200 + 500 + 50 + 200
        assertEquals(630, score("1CXX", false, 9)); // 80 (still a part-score) + 50 + 100 + 2 x 200 overtricks
        assertEquals(760, score("2CXX", false, 9)); // 160 + 300 game + 100 + 200
        assertEquals(1160, score("2CXX", true, 9)); // 160 + 500 + 100 + 400 (one redoubled vulnerable overtrick)
    }

    @Test
    void undertricks() {
        assertEquals(-50, score("4S", false, 9));
        assertEquals(-300, score("4S", true, 7));
        assertEquals(-100, score("4SX", false, 9));
        assertEquals(-300, score("4SX", false, 8));
        assertEquals(-500, score("4SX", false, 7));
        assertEquals(-800, score("4SX", false, 6));
        assertEquals(-1100, score("4SX", false, 5));
        assertEquals(-200, score("4SX", true, 9));
        assertEquals(-500, score("4SX", true, 8));
        assertEquals(-800, score("4SX", true, 7));
        assertEquals(-1000, score("4SXX", false, 7)); // 2 x 500
        assertEquals(-3800, score("7NTX", true, 0)); // 200 + 12 x 300
        assertEquals(-3500, score("7NTX", false, 0)); // 100 + 200 + 200 + 10 x 300
    }

    @Test
    void passedOutScoresNothing() {
        assertEquals(0, Contract.passedOut().declarerScore(true, 0));
    }
}
