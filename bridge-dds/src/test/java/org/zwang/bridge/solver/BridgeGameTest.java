package org.zwang.bridge.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.zwang.bridge.model.Position;
import org.zwang.search.AlphaBeta;
import org.zwang.search.MtdF;
import org.zwang.search.SearchOptions;
import org.zwang.search.TargetBisection;
import org.zwang.search.tt.HashedTranspositionTable;

/**
 * The search-api Game adapter: the generic searches find on small endings what the dedicated solver
 * finds (value = 2 * tricks - tricks left, see BridgeGame).
 */
class BridgeGameTest {

    private final DoubleDummySolver solver = new DoubleDummySolver(SolverOptions.defaults().withTableBytes(4 << 20));

    @Provide
    Arbitrary<Position> endings() {
        return Endings.positions(1, 4);
    }

    @Property(tries = 60)
    void genericSearchesAgreeWithTheSolver(@ForAll("endings") Position position) {
        int expected = 2 * solver.tricks(position) - position.tricksLeft();
        int depth = 4 * position.tricksLeft();
        BridgeGame game = new BridgeGame(position);
        assertEquals(expected, new AlphaBeta(null, SearchOptions.defaults()).search(game, depth).value(),
                "alpha-beta on " + position);
        assertEquals(expected, new MtdF(HashedTranspositionTable.forGames(1 << 20), SearchOptions.defaults())
                .search(game, depth).value(), "MTD(f) on " + position);
        assertEquals(expected, new TargetBisection(HashedTranspositionTable.forGames(1 << 20),
                SearchOptions.defaults(), TargetBisection.Strategy.FROM_GUESS).search(game, depth).value(),
                "target bisection on " + position);
        assertEquals(0, new BridgeGame(position).evaluate(), "no trick won yet");
    }
}
