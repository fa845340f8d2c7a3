package org.zwang.cli.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zwang.duck.board.Variant;
import org.zwang.duck.rules.GameResult;
import org.zwang.protocol.game.PlayedGame;
import org.zwang.protocol.game.ResultText;
import org.zwang.protocol.pgn.PgnGame;
import org.zwang.protocol.pgn.PgnReader;

/**
 * {@code zwang match} of the real engine against itself, both as child processes of the real jar:
 * Duck Chess with one engine on UCI and one on CECP, standard chess with the protocols detected.
 * Every game must end on the board (no forfeit, no illegal move), and the PGN must read back and
 * replay move by move under Zwang's rules to the result it states.
 */
class MatchCommandIT {

    private static List<PgnGame> runMatch(Path dir, String variant, int games, String... protocols) throws IOException {
        Path pgn = dir.resolve(variant + ".pgn");
        List<String> args = new java.util.ArrayList<>(List.of("match", "--engine1", JarProcess.engineCommand(),
                "--engine2", JarProcess.engineCommand(), "--variant", variant, "--games", Integer.toString(games),
                "--tc", "3+0.05", "--max-moves", "150", "--pgn", pgn.toString(),
                "--engine-log", dir.resolve(variant + ".log").toString()));
        args.addAll(List.of(protocols));
        try (JarProcess match = new JarProcess(args.toArray(String[]::new))) {
            List<String> summary = match.until(l -> l.startsWith("PGN: "), 600_000);
            assertEquals(0, match.waitFor(30_000), match.stderr());
            assertTrue(summary.get(0).startsWith("Score of Zwang"), summary.toString());
            assertTrue(summary.get(0).contains("Elo difference"), summary.get(0));
            assertFalse(match.stderr().contains("forfeits"), match.stderr());
        }
        List<PgnGame> read = PgnReader.read(Files.readString(pgn));
        assertEquals(games, read.size());
        for (PgnGame game : read) {
            for (String tag : PgnGame.SEVEN_TAG_ROSTER) {
                assertTrue(game.tags().containsKey(tag), tag);
            }
            assertEquals(game.result(), game.tag("Result"));
            PlayedGame replayed = PgnReader.replay(game);
            assertEquals(Variant.parse(variant), replayed.variant());
            GameResult end = replayed.result();
            if (game.tag("Termination").equals("adjudication")) {
                assertEquals("1/2-1/2", game.result());
            } else {
                assertEquals("normal", game.tag("Termination"), game.finalComment());
                assertTrue(end.isOver(), "the game ended before its last position: " + game.finalComment());
                assertEquals(end.pgn(), game.result());
                assertEquals(ResultText.reason(end), game.finalComment());
            }
        }
        return read;
    }

    @Test
    void duckMatchUciAgainstXboard(@TempDir Path dir) throws IOException {
        List<PgnGame> games = runMatch(dir, "duck", 4, "--protocol1", "uci", "--protocol2", "xboard");
        for (PgnGame game : games) {
            assertEquals("duck", game.tag("Variant"));
            assertTrue(game.moves().get(0).matches("[a-h][1-8][a-h][1-8],[a-h][1-8][a-h][1-8]"), game.moves().get(0));
        }
    }

    @Test
    void chessMatchWithDetectedProtocols(@TempDir Path dir) throws IOException {
        List<PgnGame> games = runMatch(dir, "chess", 2);
        for (PgnGame game : games) {
            assertEquals(null, game.tag("Variant"));
        }
    }
}
