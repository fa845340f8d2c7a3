package org.zwang.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Fen;
import org.zwang.duck.board.Variant;
import org.zwang.record.PlayedGame;

/**
 * The shipped Duck Chess opening suite: large enough, every position reached from the initial
 * position by legal turns under Zwang's rules (the file lists them; replaying them must give the
 * stated FEN), none over, none twice, each within the stated score bound; and the suite is what its
 * header says made it — its positions appear, in order, in the seeded stream of random games the
 * header's settings produce.
 */
class OpeningSuiteTest {

    private static final Pattern MADE_BY = Pattern.compile("# Made by: zwang duck openings --seed (\\d+) --min-plies "
            + "(\\d+) --max-plies (\\d+) --depth (\\d+) --max-cp (\\d+) --count (\\d+)");
    private static final Pattern TRIED = Pattern.compile("(\\d+) candidates were tried for these (\\d+)\\.");

    private static List<String> headerLines() throws IOException {
        List<String> header = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(
                OpeningSuite.class.getResourceAsStream(OpeningSuite.RESOURCE), StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null && line.startsWith("#")) {
                header.add(line);
            }
        }
        return header;
    }

    private static OpeningSuite.Recipe recipe(List<String> header) {
        for (String line : header) {
            Matcher m = MADE_BY.matcher(line);
            if (m.matches()) {
                return new OpeningSuite.Recipe(Long.parseLong(m.group(1)), Integer.parseInt(m.group(2)),
                        Integer.parseInt(m.group(3)), Integer.parseInt(m.group(4)), Integer.parseInt(m.group(5)),
                        Integer.parseInt(m.group(6)));
            }
        }
        throw new AssertionError("no '# Made by:' line in the header: " + header);
    }

    @Test
    void everyOpeningIsLegalReachableLiveAndDistinct() throws IOException {
        OpeningSuite.Recipe recipe = recipe(headerLines());
        List<OpeningSuite.Entry> suite = OpeningSuite.load();
        assertTrue(suite.size() >= 500, "openings: " + suite.size());
        assertEquals(recipe.count(), suite.size(), "the header's count");
        Set<String> positions = new HashSet<>();
        for (OpeningSuite.Entry entry : suite) {
            PlayedGame game = PlayedGame.fromFen(Fen.START, Variant.DUCK);
            for (String turn : entry.turns()) {
                assertFalse(game.result().isOver(), entry.line());
                game.playUci(turn); // throws on an illegal turn
            }
            assertEquals(entry.fen(), game.board().toFen(), "the turns reach the FEN: " + entry.line());
            assertFalse(game.result().isOver(), "a live position: " + entry.line());
            assertEquals(entry.fen(), Board.fromFen(entry.fen(), Variant.DUCK).toFen(), entry.line());
            assertTrue(entry.fen().contains("*"), "the duck is on the board: " + entry.line());
            int plies = entry.turns().size();
            assertTrue(plies >= recipe.minPlies() && plies <= recipe.maxPlies(), entry.line());
            assertTrue(Math.abs(entry.centipawns()) <= recipe.maxCentipawns(), entry.line());
            assertTrue(positions.add(OpeningSuite.positionKey(entry.fen())), "a duplicate: " + entry.line());
        }
        Openings openings = Openings.duckSuite();
        assertEquals(suite.size(), openings.size());
        assertEquals(suite.get(7).fen(), openings.game(7).startFen());
        assertEquals(suite.get(0).fen(), openings.game(suite.size()).startFen(), "taken in turn, then again");
    }

    @Test
    void theSuiteFollowsTheSeedItsHeaderStates() throws IOException {
        List<String> header = headerLines();
        OpeningSuite.Recipe recipe = recipe(header);
        int tried = -1;
        for (String line : header) {
            Matcher m = TRIED.matcher(line);
            if (m.find()) {
                tried = Integer.parseInt(m.group(1));
            }
        }
        assertTrue(tried > 0, "the header states the candidates tried: " + header);
        List<OpeningSuite.Entry> suite = OpeningSuite.load();
        OpeningSuite.Candidates candidates = new OpeningSuite.Candidates(recipe);
        int next = 0;
        int candidate = 0;
        while (next < suite.size() && candidate < tried) {
            candidate++;
            PlayedGame game = candidates.next();
            if (game != null && game.board().toFen().equals(suite.get(next).fen())) {
                next++;
            }
        }
        assertEquals(suite.size(), next, "openings found in order in the seeded stream");
        assertEquals(tried, candidate, "the last opening is the last candidate tried");
    }

    @Test
    void generatorKeepsBalancedPositionsRepeatably() {
        OpeningSuite.Recipe recipe = new OpeningSuite.Recipe(5, 4, 6, 2, 40, 6);
        List<OpeningSuite.Entry> first = new ArrayList<>();
        List<OpeningSuite.Entry> second = new ArrayList<>();
        int tried = OpeningSuite.generate(recipe, first::add, n -> { });
        assertEquals(tried, OpeningSuite.generate(recipe, second::add, n -> { }));
        assertEquals(first, second, "the same recipe makes the same suite");
        assertEquals(6, first.size());
        for (OpeningSuite.Entry entry : first) {
            assertTrue(Math.abs(entry.centipawns()) <= 40, entry.line());
            assertEquals(entry, OpeningSuite.Entry.parse(entry.line()));
            assertNotNull(Board.fromFen(entry.fen(), Variant.DUCK));
        }
        List<String> header = OpeningSuite.header(recipe, tried, "Zwang");
        assertTrue(MADE_BY.matcher(header.get(1)).matches(), header.get(1));
    }
}
