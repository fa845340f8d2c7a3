package org.zwang.games.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.search.DepthLimitedSearch;
import org.zwang.search.Game;
import org.zwang.search.MtdF;
import org.zwang.search.PrincipalVariationSearch;
import org.zwang.search.SearchControl;
import org.zwang.search.SearchOptions;
import org.zwang.search.SearchResult;
import org.zwang.search.Values;
import org.zwang.search.tt.HashedTranspositionTable;

/**
 * The FFO endgame suite (as Edax distributes it) solved exactly by search-api's PVS and MTD(f) with a
 * transposition table over {@link Othello}: the positions that solve in well under a second on a
 * development machine (measured: FFO #20-#23, 6 to 18 empties), and the positions one ply later
 * along the file's best move. Expected values are the FFO file's scores.
 */
class FfoEndgameTest {

    /** FFO numbers that solve quickly. */
    private static final List<Integer> QUICK = List.of(20, 21, 22, 23);

    private static SearchResult solve(DepthLimitedSearch<Game> search, Othello game) {
        return search.search(game, game.maxPlies(), -Values.INFINITE, Values.INFINITE, game.evaluate(),
                SearchControl.none());
    }

    private static List<DepthLimitedSearch<Game>> searches() {
        return List.of(new PrincipalVariationSearch(HashedTranspositionTable.forGames(16L << 20), SearchOptions.defaults()),
                new MtdF(HashedTranspositionTable.forGames(16L << 20), SearchOptions.defaults()));
    }

    @Test
    void theSuiteLoadsAsPublished() {
        List<OthelloPositions.Scored> all = OthelloPositions.ffo();
        assertEquals(40, all.size());
        for (int i = 0; i < all.size(); i++) {
            OthelloPositions.Scored scored = all.get(i);
            assertEquals(20 + i, scored.number());
            Othello game = scored.position();
            assertEquals(scored.board().substring(0, 66), game.toBoardString());
            for (String move : scored.bestMoves()) {
                assertTrue(Long.bitCount(Othello.legalMoves(game.playerDiscs(), game.opponentDiscs())
                        & (1L << Othello.parseMove(move))) == 1, "FFO #" + scored.number() + " best move " + move);
            }
        }
        assertEquals(34, all.get(39).empties()); // FFO #59, the hardest
        assertEquals(38, all.get(20).score()); // FFO #40: A2, +38
    }

    @Test
    void quickPositionsSolveToTheFfoScoreAndBestMove() {
        for (OthelloPositions.Scored scored : OthelloPositions.load("fforum-20-39")) {
            if (!QUICK.contains(scored.number())) {
                continue;
            }
            for (DepthLimitedSearch<Game> search : searches()) {
                Othello game = scored.position();
                SearchResult result = solve(search, game);
                String label = search.name() + " on FFO #" + scored.number();
                assertEquals(scored.score(), result.value(), label);
                assertTrue(scored.bestMoves().contains(game.moveToString(result.bestMove())),
                        label + " chose " + game.moveToString(result.bestMove()) + ", FFO best " + scored.bestMoves());
                assertEquals(scored.board().substring(0, 66), game.toBoardString(), label + " left the board changed");
            }
        }
    }

    /**
     * The positions seven plies along Edax's line with up to 17 empties (all but FFO #39's, 21 empties,
     * seconds) solve to Edax's score (PVS and MTD(f)).
     */
    @Test
    void positionsAlongEdaxsLineSolveToItsScore() {
        List<OthelloPositions.Scored> late = OthelloPositions.load("fforum-20-39-pv7");
        assertEquals(19, late.size());
        for (OthelloPositions.Scored scored : late) {
            if (scored.empties() > 17) {
                continue;
            }
            for (DepthLimitedSearch<Game> search : searches()) {
                SearchResult result = solve(search, scored.position());
                assertEquals(scored.score(), result.value(), search.name() + " on FFO #" + scored.number() + " + 7 plies");
            }
        }
    }

    /** After the best move the other side's value is the negated FFO score (a pass there included). */
    @Test
    void onePlyAlongTheBestLineTheValueIsNegated() {
        for (OthelloPositions.Scored scored : OthelloPositions.load("fforum-20-39")) {
            if (!QUICK.contains(scored.number())) {
                continue;
            }
            Othello game = scored.position();
            game.makeMove(Othello.parseMove(scored.bestMoves().get(0)));
            SearchResult result = solve(searches().get(0), game);
            assertEquals(-scored.score(), result.value(), "after FFO #" + scored.number() + " " + scored.bestMoves().get(0));
        }
    }
}
