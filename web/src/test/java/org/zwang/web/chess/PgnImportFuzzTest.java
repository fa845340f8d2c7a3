package org.zwang.web.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.zwang.web.ApiException;

/**
 * Whatever text a user pastes as a PGN, the import answers with a game or one 400 line: 5,000 seeded
 * texts made of PGN's own pieces in random order (tags, comments, variations, move numbers, SAN and
 * duck moves, results, stray brackets and quotes) never end in any other exception.
 */
class PgnImportFuzzTest {

    private static final String[] PIECES = {"[", "]", "{", "}", "(", ")", "\"", ";", "\n", " ", "%", "$1", "1.", "2...",
        "e4", "e5", "Nf3", "Nf9", "O-O", "O-O-O", "exd5", "e8=Q", "e2e4,e4e6", "e2e4", "*", "1-0", "0-1", "1/2-1/2",
        "[Event \"x\"]", "[Variant \"duck\"]", "[Variant \"chess\"]", "[SetUp \"1\"]", "[FEN \"", "8/8/8/8/8/8/8/8 w - - 0 1",
        "\"]", "[Result \"*\"]", "\\", "\u00e9", "\u0000", "99999999999999999999."};

    @Test
    void anyTextIsAGameOrOneBadRequestLine() {
        Random random = new Random(20261127);
        int games = 0;
        for (int i = 0; i < 5_000; i++) {
            StringBuilder text = new StringBuilder();
            int pieces = 1 + random.nextInt(24);
            for (int k = 0; k < pieces; k++) {
                text.append(PIECES[random.nextInt(PIECES.length)]);
            }
            try {
                ChessAnswers.importPgn(text.toString());
                games++;
            } catch (ApiException e) {
                assertEquals(400, e.status(), text.toString());
                assertFalse(e.getMessage() == null || e.getMessage().isBlank() || e.getMessage().contains("\n"),
                        "one line: " + e.getMessage() + " for " + text);
            } catch (RuntimeException e) {
                fail("'" + text + "' ended in " + e, e);
            }
        }
        assertFalse(games == 0 || games == 5_000, games + " of 5,000 texts were games: the texts do not cover both");
    }
}
