package org.zwang.games.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Edax's {@code .obf} records, read by the one reader the shipped sets and a user's file share: FFO
 * #20 and #22 as Edax's {@code fforum-20-39.obf} has them (published scores: #20 H5 +6; #22 G8 +2),
 * a record with tied best moves, one without scores, and the one-line errors of bad records.
 */
class ObfRecordTest {

    private static final String FFO_20 = "XXXOXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOXXOO-OOOOO---OOOOOOO-OOOOOOO- X";

    @Test
    void theBestScoreIsTheFirstMovesAndTheBestMovesAreThoseThatReachIt() {
        OthelloPositions.Record ffo20 = OthelloPositions.parseRecord(FFO_20 + "; H5:+6; G6:-2; F6:-4; H6:-10;");
        assertEquals(FFO_20, ffo20.board());
        assertEquals(6, ffo20.score());
        assertEquals(List.of("H5"), ffo20.bestMoves());
        OthelloPositions.Record tied = OthelloPositions.parseRecord(FFO_20 + "; H5:+6; G6: +6 ; F6:-4; % H6:+6");
        assertEquals(List.of("H5", "G6"), tied.bestMoves(), "a % field starts a comment");
        OthelloPositions.Record bare = OthelloPositions.parseRecord(FFO_20);
        assertNull(bare.score(), "no move listed: no score");
        assertEquals(List.of(), bare.bestMoves());
    }

    @Test
    void theShippedSetsAreReadByTheSameReader() {
        // FFO #22 in the shipped file: G8 +2, the published answer.
        OthelloPositions.Scored ffo22 = OthelloPositions.load("fforum-20-39").get(2);
        assertEquals(22, ffo22.number());
        OthelloPositions.Record record = OthelloPositions.parseRecord(ffo22.board() + "; G8:+2; A6:+0;");
        assertEquals(record.score(), ffo22.score());
        assertEquals(record.bestMoves(), ffo22.bestMoves());
    }

    @Test
    void aBadRecordIsOneMessageNamingTheProblem() {
        assertEquals("'H5+6' is not MOVE:SCORE",
                assertThrows(IllegalArgumentException.class, () -> OthelloPositions.parseRecord(FFO_20 + "; H5+6;"))
                        .getMessage());
        assertEquals("'H5:six' has no whole-number score",
                assertThrows(IllegalArgumentException.class, () -> OthelloPositions.parseRecord(FFO_20 + "; H5:six;"))
                        .getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> OthelloPositions.parseRecord("XO X; A1:+2"))
                .getMessage().startsWith("an Othello position is 64 squares"));
    }
}
