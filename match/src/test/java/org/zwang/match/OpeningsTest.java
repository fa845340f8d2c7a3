package org.zwang.match;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zwang.duck.board.Variant;
import org.zwang.record.PlayedGame;

class OpeningsTest {

    @Test
    void randomOpeningsAreLegalRepeatableAndVaried() {
        for (Variant variant : Variant.values()) {
            Openings openings = Openings.random(variant, 6, 42);
            PlayedGame first = openings.game(0);
            assertEquals(6, first.moveCount());
            assertFalse(first.result().isOver());
            assertArrayEquals(first.moves(), openings.game(0).moves(), "the same index gives the same opening");
            assertNotEquals(first.board().toFen(), openings.game(1).board().toFen());
            // replaying the moves from the start checks each one again
            PlayedGame replay = PlayedGame.standardStart(variant);
            for (int move : first.moves()) {
                replay.playChecked(move);
            }
        }
    }

    @Test
    void fileOpeningsAreTakenInTurnAndBadLinesNamed(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("openings.fen");
        Files.writeString(file, "# two positions\n\nrnbqkbnr/pppppppp/8/3*4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n"
                + "4k3/8/8/8/8/8/8/4K3 w - - bm Kd2;\n");
        Openings openings = Openings.fromFile(file, Variant.DUCK);
        assertEquals(2, openings.size());
        assertEquals("rnbqkbnr/pppppppp/8/3*4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", openings.game(0).startFen());
        assertEquals("4k3/8/8/8/8/8/8/4K3 w - - 0 1", openings.game(1).startFen());
        assertEquals(openings.game(0).startFen(), openings.game(2).startFen());

        Files.writeString(file, "4k3/8/8/8/8/8/8/4K3 w - - 0 1\nnot a fen\n");
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> Openings.fromFile(file, Variant.DUCK));
        assertTrue(error.getMessage().startsWith(file + " line 2: bad FEN"), error.getMessage());
    }
}
