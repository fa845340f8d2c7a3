package org.zwang.games.connect4;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.List;
import net.jqwik.api.Example;
import org.zwang.search.AlphaBeta;
import org.zwang.search.Minimax;
import org.zwang.search.MtdF;
import org.zwang.search.PrincipalVariationSearch;
import org.zwang.search.SearchOptions;
import org.zwang.search.tt.HashedTranspositionTable;

/**
 * Connect Four solved: small boards by the searches against minimax and the array board's
 * exhaustive negamax, the shipped positions against Pascal Pons's solver's scores. Apart from
 * {@link ConnectFourTest} (the board itself) so the test JVMs can share the work.
 */
class ConnectFourSolvingTest {

    @Example
    void smallBoardsAgreeWithMinimax() {
        for (String moves : List.of("", "1", "23", "2314", "1122")) {
            ConnectFour game = ConnectFour.of(4, 4, moves);
            int expected = new Minimax().search(game, 16).value();
            ConnectFourTest.ArrayBoard reference = new ConnectFourTest.ArrayBoard(4, 4);
            for (char column : moves.toCharArray()) {
                reference.play(column - '1');
            }
            assertEquals(expected, reference.value(new HashMap<>()), "the array board's negamax, " + moves);
            assertEquals(expected, new AlphaBeta(null, SearchOptions.defaults()).search(ConnectFour.of(4, 4, moves), 16)
                    .value(), moves);
            assertEquals(expected, new MtdF(HashedTranspositionTable.forGames(1 << 20), SearchOptions.defaults())
                    .search(ConnectFour.of(4, 4, moves), 16).value(), moves);
        }
    }

    /** Every shipped end-game position, solved to the end by MTD(f) with a table (no anticipation): Pons's score. */
    @Example
    void theShippedPositionsHavePonssScores() {
        List<ConnectFourPositions.Scored> positions = ConnectFourPositions.load("end-easy");
        assertEquals(100, positions.size());
        for (ConnectFourPositions.Scored scored : positions) {
            ConnectFour game = scored.position();
            int value = new MtdF(HashedTranspositionTable.forGames(16L << 20), SearchOptions.defaults())
                    .search(game, game.maxPlies() - game.plies()).value();
            assertEquals(scored.score(), value, "end-easy " + scored.moves());
        }
    }

    /** All three sets, with anticipation (as compare solves them), by PVS and MTD(f): Pons's scores. */
    @Example
    void everyShippedSetHasPonssScoresWithAnticipation() {
        HashedTranspositionTable<org.zwang.search.Game> table = HashedTranspositionTable.forGames(4L << 20);
        for (String set : ConnectFourPositions.SETS) {
            for (ConnectFourPositions.Scored scored : ConnectFourPositions.load(set)) {
                ConnectFour game = scored.position().anticipating();
                int depth = game.maxPlies() - game.plies();
                table.clear();
                assertEquals(scored.score(), new PrincipalVariationSearch(table, SearchOptions.defaults())
                        .search(game, depth).value(), "PVS " + set + " " + scored.moves());
                table.clear();
                assertEquals(scored.score(), new MtdF(table, SearchOptions.defaults()).search(game, depth).value(),
                        "MTD(f) " + set + " " + scored.moves());
            }
        }
    }
}
