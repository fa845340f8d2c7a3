package org.zwang.duck.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.zwang.duck.board.Board;
import org.zwang.duck.game.ChessGame;
import org.zwang.duck.game.DuckEngineSearch;
import org.zwang.duck.game.DuckTurnGame;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.duck.testing.TestPositions;
import org.zwang.duck.tt.EngineTables;
import org.zwang.search.AlphaBeta;
import org.zwang.search.Game;
import org.zwang.search.MtdF;
import org.zwang.search.PrincipalVariationSearch;
import org.zwang.search.SearchControl;
import org.zwang.search.SearchOptions;
import org.zwang.search.SearchResult;
import org.zwang.search.Values;
import org.zwang.search.tt.HashedTranspositionTable;

/**
 * The engine's explicit-duck and chess searches against search-api's techniques (checked against
 * minimax on random trees there) running on the game adapters: the same rules, the same evaluation,
 * an independent search. Also the adapters' techniques for the comparison tool agree with both.
 */
class ExplicitSearchProperties {

    @Provide
    Arbitrary<Board> duckBoards() {
        return TestPositions.duckPositionsInPlay(16);
    }

    @Provide
    Arbitrary<Board> chessBoards() {
        return TestPositions.chessPositionsInPlay(16);
    }

    @Property(tries = 40)
    void explicitEqualsSearchApiOnTurns(@ForAll("duckBoards") Board board) {
        for (int depth = 1; depth <= 2; depth++) {
            int expected = new AlphaBeta().search(new DuckTurnGame(board), depth).value();
            ExplicitSearch explicit = new ExplicitSearch(EngineTables.withDuck(1 << 20),
                    SearchSettings.fixedDepth());
            SearchResult result = explicit.search(board, depth, -Values.INFINITE, Values.INFINITE, 0,
                    SearchControl.none());
            assertEquals(expected, result.value(), "explicit vs search-api alphabeta, depth " + depth + " " + board);
            assertTrue(BundleEqualsExplicitProperties.isLegalTurn(board, result.bestMove()),
                    MoveNotation.toUci(result.bestMove()));
            Game game = new DuckTurnGame(board);
            assertEquals(expected, new PrincipalVariationSearch(HashedTranspositionTable.forGames(1 << 20),
                    SearchOptions.defaults()).search(game, depth).value(), "search-api pvs+table");
            assertEquals(expected, new MtdF(HashedTranspositionTable.forGames(1 << 20), SearchOptions.defaults())
                    .search(game, depth).value(), "search-api mtdf+table");
            assertEquals(expected, DuckEngineSearch.bundle(1 << 20).search(game, depth).value(), "bundle technique");
            assertEquals(expected, DuckEngineSearch.explicit(0).search(game, depth).value(), "explicit technique");
        }
    }

    @Property(tries = 60)
    void chessEqualsSearchApiOnLegalMoves(@ForAll("chessBoards") Board board) {
        for (int depth = 1; depth <= 3; depth++) {
            int expected = new AlphaBeta().search(new ChessGame(board), depth).value();
            for (boolean table : new boolean[] {false, true}) {
                ChessSearch chess = new ChessSearch(table ? EngineTables.withDuck(1 << 20) : null,
                        SearchSettings.fixedDepth());
                SearchResult result = chess.search(board, depth, -Values.INFINITE, Values.INFINITE, 0,
                        SearchControl.none());
                assertEquals(expected, result.value(), "chess vs search-api, depth " + depth + " " + board);
            }
            ChessSearch minimax = new ChessSearch(null, SearchSettings.fixedDepth().withAlphaBeta(false));
            if (depth <= 2) {
                assertEquals(expected, minimax.search(board, depth, -Values.INFINITE, Values.INFINITE, 0,
                        SearchControl.none()).value(), "chess minimax");
            }
        }
    }
}
