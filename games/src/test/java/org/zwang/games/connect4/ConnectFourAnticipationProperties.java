package org.zwang.games.connect4;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.zwang.search.AlphaBeta;
import org.zwang.search.Minimax;
import org.zwang.search.MtdF;
import org.zwang.search.PrincipalVariationSearch;
import org.zwang.search.SearchOptions;
import org.zwang.search.TargetBisection;
import org.zwang.search.tt.HashedTranspositionTable;

/**
 * Anticipating direct losses changes the tree, never a value. A class of its own: it is the longest
 * of the Connect Four checks, and the test JVMs take one class at a time.
 */
class ConnectFourAnticipationProperties {

    /**
     * On the small boards random positions have their true value (the array board's exhaustive
     * negamax over every legal move, no bounds) with anticipation, by minimax and by the searches
     * that use the position's bounds; and that value lies within them. The truth is brute force
     * written apart from the code under test, each position solved once; the search API's plain
     * minimax of the plain game would be the same number at several times this property's cost.
     */
    @Property(tries = 60)
    void anticipationKeepsEveryValue(@ForAll long seed, @ForAll @IntRange(min = 4, max = 5) int width) {
        Random random = new Random(seed);
        ConnectFour plain = new ConnectFour(width, 4);
        ConnectFourTest.ArrayBoard reference = new ConnectFourTest.ArrayBoard(width, 4);
        int[] moves = new int[width];
        // 4 x 4 from any point; 5 x 4 from the 8th stone on (plain minimax must finish)
        int stones = (width == 4 ? 0 : 8) + random.nextInt(8);
        for (int i = 0; i < stones && !plain.isTerminal(); i++) {
            int count = plain.generateMoves(moves, 0);
            int column = moves[random.nextInt(count)];
            plain.makeMove(column);
            reference.play(column);
        }
        int depth = plain.maxPlies() - plain.plies();
        int expected = reference.value(new HashMap<>());
        ConnectFour anticipating = plain.anticipating();
        assertEquals(expected, new Minimax().search(anticipating, depth).value(), "minimax");
        assertEquals(expected, new AlphaBeta(null, SearchOptions.defaults()).search(anticipating, depth).value(), "alpha-beta");
        assertEquals(expected, new PrincipalVariationSearch(HashedTranspositionTable.forGames(1 << 20),
                SearchOptions.defaults()).search(anticipating, depth).value(), "PVS");
        assertEquals(expected, new MtdF(HashedTranspositionTable.forGames(1 << 20), SearchOptions.defaults())
                .search(anticipating, depth).value(), "MTD(f)");
        assertEquals(expected, new TargetBisection(HashedTranspositionTable.forGames(1 << 20), SearchOptions.defaults(),
                TargetBisection.Strategy.MIDPOINT).search(anticipating, depth).value(), "bisection (zero-window tests)");
        if (!anticipating.isTerminal()) {
            assertTrue(anticipating.lowerBound() <= expected && expected <= anticipating.upperBound(),
                    expected + " in [" + anticipating.lowerBound() + ", " + anticipating.upperBound() + "]");
        }
    }
}
