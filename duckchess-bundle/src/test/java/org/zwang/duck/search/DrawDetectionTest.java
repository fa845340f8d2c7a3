package org.zwang.duck.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Variant;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.duck.tt.EngineTables;
import org.zwang.search.SearchControl;
import org.zwang.search.SearchResult;
import org.zwang.search.Values;

/**
 * Draws inside the search (docs/duck-bundle-search.md §8). White, a queen down, has played Ng1-f3 and
 * back while Black played Ng8-f6 and back, each duck going to the same squares both times: Ng1-f3
 * with the duck on a3 again repeats a position of the game, a draw — much better for White than
 * anything else. The explicit search sees it with the duck in the key (it must put the duck on a3 as
 * before); the bundle search sees it on duck-free keys. Without draw detection both see a lost game.
 */
class DrawDetectionTest {

    private static Board shuffled() {
        Board board = Board.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1", Variant.DUCK);
        for (String turn : List.of("g1f3,f3a3", "g8f6,f6a6", "f3g1,g1a3", "f6g8,g8a6")) {
            board.makeMove(MoveNotation.parseUci(board, turn));
        }
        return board;
    }

    @Test
    void repeatingAPositionOfTheGameIsADraw() {
        Board board = shuffled();
        SearchSettings draws = SearchSettings.fixedDepth().withDrawDetection(true);
        for (BoardSearch search : List.of(new BundleSearch(EngineTables.withoutDuck(1 << 20), draws),
                new ExplicitSearch(EngineTables.withDuck(1 << 20), draws))) {
            SearchResult result = search.search(board, 2, -Values.INFINITE, Values.INFINITE, 0, SearchControl.none());
            assertEquals(0, result.value(), search.name());
            assertEquals("g1f3", MoveNotation.toUci(Move.chessMove(result.bestMove())), search.name());
            if (search instanceof ExplicitSearch) {
                assertEquals("a3", org.zwang.duck.board.Square.name(Move.duckSquare(result.bestMove())),
                        "the explicit search repeats the position only with the duck on a3 again");
            }
        }
        SearchSettings noDraws = SearchSettings.fixedDepth();
        int lost = new BundleSearch(null, noDraws).search(board, 2, -Values.INFINITE, Values.INFINITE, 0,
                SearchControl.none()).value();
        assertTrue(lost < -500, "without draw detection: a queen down, " + lost);
    }

    @Test
    void theFiftyMoveRuleDrawsInsideTheSearch() {
        // a queen down, but 99 plies without capture or pawn move: any quiet move ends in a draw
        Board board = Board.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 99 60", Variant.DUCK);
        SearchSettings draws = SearchSettings.fixedDepth().withDrawDetection(true);
        assertEquals(0, new BundleSearch(null, draws).search(board, 2, -Values.INFINITE, Values.INFINITE, 0,
                SearchControl.none()).value());
        assertEquals(0, new ExplicitSearch(null, draws).search(board, 2, -Values.INFINITE, Values.INFINITE, 0,
                SearchControl.none()).value());
    }
}
