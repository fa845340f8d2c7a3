package org.zwang.duck.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.rules.GameRules;

/** Seeded self-play: the same seed gives the same labelled positions whatever the threads; each game one label. */
class SelfPlayTest {

    private static final List<String> OPENINGS = List.of(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "rnbqkbnr/pppp1ppp/8/4p3/3P4/4*3/PPP1PPPP/RNBQKBNR w KQkq - 0 2");

    private static List<LabelledPosition> play(long seed, int threads, List<Integer> gameSizes) {
        List<LabelledPosition> positions = new ArrayList<>();
        SelfPlay.play(OPENINGS, new SelfPlay.Settings(seed, 3, 400, 60, threads), positions::add,
                games -> gameSizes.add(positions.size()));
        return positions;
    }

    @Test
    void theSameSeedPlaysTheSameGames() {
        List<Integer> sizes = new ArrayList<>();
        List<LabelledPosition> one = play(5, 1, sizes);
        assertEquals(one, play(5, 2, new ArrayList<>()), "one thread or two");
        assertNotEquals(one, play(6, 1, new ArrayList<>()), "another seed, other games");
        assertEquals(3, sizes.size(), "progress after each game");
        int from = 0;
        for (int end : sizes) {
            List<LabelledPosition> game = one.subList(from, end);
            assertFalse(game.isEmpty());
            assertTrue(OPENINGS.contains(game.get(0).fen()), "a game starts at an opening: " + game.get(0).fen());
            assertEquals(1, game.stream().map(LabelledPosition::whiteScore).distinct().count(), "one result a game");
            for (LabelledPosition position : game) {
                assertFalse(GameRules.result(Board.fromFen(position.fen(), Variant.DUCK)).isOver(), position.fen());
            }
            from = end;
        }
    }
}
