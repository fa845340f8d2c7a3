package org.zwang.record.pgn;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Variant;
import org.zwang.record.PlayedGame;

class PgnRoundTripTest {

    private static PgnGame pgnOf(PlayedGame game, String result, String comment) {
        PgnGame pgn = new PgnGame().tag("Event", "test").tag("Site", "?").tag("Date", "2024.01.02").tag("Round", "1")
                .tag("White", "A").tag("Black", "B").tag("Result", result);
        if (game.variant() == Variant.DUCK) {
            pgn.tag("Variant", "duck");
        }
        if (!game.startsFromStandardPosition()) {
            pgn.tag("SetUp", "1").tag("FEN", game.startFen());
        }
        pgn.moves().addAll(PgnWriter.moveTokens(game));
        return pgn.finalComment(comment).result(result);
    }

    @Test
    void duckGameIsWrittenInDuckNotationAndReplays() {
        PlayedGame game = PlayedGame.standardStart(Variant.DUCK);
        for (String move : new String[] {"e2e4,e4d5", "f7f5,f5d4", "d1h5,h5d5", "e8f7,f7e6"}) {
            game.playUci(move);
        }
        String text = PgnWriter.write(pgnOf(game, "*", "unfinished"));
        assertTrue(text.startsWith("[Event \"test\"]\n[Site \"?\"]\n[Date \"2024.01.02\"]\n[Round \"1\"]\n"
                + "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n[Variant \"duck\"]\n\n"), text);
        assertTrue(text.contains("1. e2e4,e4d5 f7f5,f5d4 2. d1h5,h5d5 e8f7,f7e6 {unfinished} *"), text);

        List<PgnGame> read = PgnReader.read(text + text);
        assertEquals(2, read.size());
        PlayedGame replayed = PgnReader.replay(read.get(0));
        assertArrayEquals(game.moves(), replayed.moves());
        assertEquals("unfinished", read.get(0).finalComment());
        assertEquals(Variant.DUCK, replayed.variant());
    }

    /**
     * Names as a user may type them: a newline or tab would end the tag (and the line), a quote the
     * string, a bracket the tag pair for a simple reader. The standard's string token (§7) allows
     * printing characters only, with a quote and a backslash escaped; the rest becomes a space.
     */
    @Test
    void tagValuesAreStringTokensWhateverTheNames() {
        PlayedGame game = PlayedGame.standardStart(Variant.CHESS);
        game.playUci("e2e4");
        String white = "Ann\n[Result \"0-1\"]";
        String black = "Bob \"the \\ best\"\t] [x";
        PgnGame pgn = pgnOf(game, "*", "").tag("White", white).tag("Black", black);
        String text = PgnWriter.write(pgn);
        assertTrue(text.contains("\n[White \"Ann [Result \\\"0-1\\\"]\"]\n"), text);
        assertTrue(text.contains("\n[Black \"Bob \\\"the \\\\ best\\\" ] [x\"]\n"), text);
        PgnGame read = PgnReader.read(text).get(0);
        assertEquals("Ann [Result \"0-1\"]", read.tag("White"));
        assertEquals("Bob \"the \\ best\" ] [x", read.tag("Black"));
        assertEquals("*", read.tag("Result"));
        assertArrayEquals(game.moves(), PgnReader.replay(read).moves());
        // at most 255 characters (§7)
        String longName = "x".repeat(300);
        assertTrue(PgnWriter.write(pgnOf(game, "*", "").tag("White", longName))
                .contains("[White \"" + "x".repeat(255) + "\"]\n"));
    }

    @Test
    void chessGameFromFenStartsWithBlackMoveNumber() {
        PlayedGame game = PlayedGame.fromFen("4k3/8/8/8/8/8/p7/4K2R b K - 0 30", Variant.CHESS);
        game.playUci("e8d7");
        game.playUci("e1g1");
        String text = PgnWriter.write(pgnOf(game, "1/2-1/2", "Draw by agreement"));
        assertTrue(text.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/p7/4K2R b K - 0 30\"]"), text);
        assertTrue(text.contains("30... Kd7 31. O-O {Draw by agreement} 1/2-1/2"), text);
        PlayedGame replayed = PgnReader.replay(PgnReader.read(text).get(0));
        assertArrayEquals(game.moves(), replayed.moves());
    }

    @Test
    void longGamesWrapBelowEightyColumns() {
        PlayedGame game = PlayedGame.standardStart(Variant.CHESS);
        String[] cycle = {"g1f3", "g8f6", "f3g1", "f6g8"};
        for (int i = 0; i < 7; i++) {
            game.playUci(cycle[i % 4]);
        }
        String text = PgnWriter.write(pgnOf(game, "*", ""));
        for (String line : text.split("\n")) {
            assertTrue(line.length() <= 79, line);
        }
        assertArrayEquals(game.moves(), PgnReader.replay(PgnReader.read(text).get(0)).moves());
    }

    @Test
    void readerSkipsVariationsNagsAndSemicolonComments() {
        String text = "[Event \"x\"]\n[Result \"1-0\"]\n\n1. e4 $1 (1. d4 d5) e5 ; a comment\n2. Qh5 {hmm} Nc6 "
                + "3. Bc4 Nf6 4. Qxf7# {White mates} 1-0\n";
        PgnGame game = PgnReader.read(text).get(0);
        assertEquals(List.of("e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"), game.moves());
        assertEquals("White mates", game.finalComment());
        assertTrue(PgnReader.replay(game).result().isOver());
    }

    @Test
    void replayNamesTheFirstIllegalMove() {
        PgnGame game = PgnReader.read("[Variant \"duck\"]\n\n1. e2e4,e4d5 d7d5,d5d4 *\n").get(0);
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> PgnReader.replay(game));
        assertTrue(error.getMessage().startsWith("ply 2 ('d7d5,d5d4'): illegal move 'd7d5,d5d4'"), error.getMessage());
        assertThrows(IllegalArgumentException.class, () -> PgnReader.read("[Event \"x\"]\n\n1. e4"));
    }

    /** A stray closing bracket, or a tag pair among the moves, is one error naming it (it once hung the reader). */
    @Test
    void strayBracketsAreOneErrorNotAHang() {
        for (String text : new String[] {")", "}", "]", "1. e4 ) e5 *", "1. e4 } *", "1. e4 ] *", "1. e4 [Event \"x\"] *"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PgnReader.read(text), text);
            assertTrue(e.getMessage().startsWith("PGN line 1: unexpected '"), e.getMessage());
        }
    }
}
