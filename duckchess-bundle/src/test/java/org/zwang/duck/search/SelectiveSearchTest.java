package org.zwang.duck.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Square;
import org.zwang.duck.board.Variant;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.duck.rules.GameRules;
import org.zwang.duck.tt.EngineTables;
import org.zwang.search.SearchControl;
import org.zwang.search.SearchResult;
import org.zwang.search.Values;

/**
 * The selective search ({@link Selectivity}, docs/duck-bundle-search.md "The selective search"): its
 * switches, the null move's guards, and hand-checked tactics it must still find with every technique
 * on. (That it is exactly the full-width search when switched off is in
 * {@link BundleEqualsExplicitProperties}, configuration "engine-selectivity-off".)
 */
class SelectiveSearchTest {

    private static final int MATE = EngineScore.MATE;

    /**
     * White: Kc1, Ne5, Pa2; Black: Kh8, Pa7, Pg7, Ph7; White to move. The knight's Nf7 attacks h8,
     * which no duck can block (knights jump). Black's king is boxed in by its pawns but for g8, so
     * White puts the duck on g8: Black has no answer (nothing takes f7, the king cannot move, only
     * pawn moves are left, so Black is not stalemated either) and White's next turn takes the king:
     * captured at ply 3. Ng6 instead is taken by hxg6; Nf7 with the duck elsewhere lets Kg8 escape
     * (f7 does not attack g8). So e5f7 with the duck on g8 is the one winning turn.
     */
    private static final String CAPTURE_IN_TWO = "7k/p5pp/8/4N3/*7/8/P7/2K5 w - - 0 1";

    /**
     * The same with the duck on g8 (duckzwang): White must move the duck off g8, so after Nf7 Black's
     * king escapes to g8 and nothing of White's attacks g8; Ng6 is taken by hxg6. No king capture
     * within three plies.
     */
    private static final String CAPTURE_IN_TWO_DUCK_ON_G8 = "6*k/p5pp/8/4N3/8/8/P7/2K5 w - - 0 1";

    /**
     * Black: Ka8, Bb8, Pa7, Pb6, Pc7; White: Kh1, Re1, Pa6, Pb5, Pc6; the duck on h8; White to move.
     * Black's one move is Kb7: a7 is blocked by a6 and b6 by b5, c7 by c6; a7 and c7 would capture
     * on b6 (their own pawn); b6 captures nothing on a5 or c5; the bishop's diagonals start at a7 and
     * c7. A White turn that puts the duck on b7 leaves Black without a move, and the side without a
     * move wins: White must put it anywhere else (then Black just plays Kb7).
     */
    private static final String STALEMATE_TRAP = "kb5*/p1p5/PpP5/1P6/8/8/8/4R2K w - - 0 1";

    private static BundleSearch engineSearch() {
        return new BundleSearch(EngineTables.withoutDuck(1 << 20), SearchSettings.engine().withDrawDetection(false));
    }

    /** The engine's selective search, and each technique alone. */
    private static List<SearchSettings> selectiveSettings() {
        List<SearchSettings> all = new ArrayList<>();
        all.add(SearchSettings.engine().withDrawDetection(false));
        for (Selectivity technique : Selectivity.values()) {
            all.add(SearchSettings.engine().withDrawDetection(false).withSelectivity(false).withSelectivity(technique, true));
        }
        return all;
    }

    private static SearchResult search(BundleSearch search, String fen, int depth) {
        return search.search(Board.fromFen(fen, Variant.DUCK), depth, -Values.INFINITE, Values.INFINITE, 0,
                SearchControl.none());
    }

    @Test
    void takesTheKingInOneTurn() {
        // the black queen on h4 sees e1 through g3 and f2; the duck on h3 is not in the way
        String fen = "rnb1kbnr/pppp1ppp/8/4p3/5PPq/7*/PPPPP2P/RNBQKBNR b KQkq - 0 3";
        for (SearchSettings settings : selectiveSettings()) {
            for (int depth = 1; depth <= 4; depth++) {
                SearchResult result = search(new BundleSearch(EngineTables.withoutDuck(1 << 20), settings), fen, depth);
                String where = settings + ", depth " + depth;
                assertEquals("h4e1", MoveNotation.toUci(Move.chessMove(result.bestMove())), where);
                assertEquals(MATE - 1, result.value(), where);
            }
        }
    }

    @Test
    void takesTheKingInTwoTurns() {
        for (SearchSettings settings : selectiveSettings()) {
            for (int depth = 3; depth <= 6; depth++) {
                SearchResult result = search(new BundleSearch(EngineTables.withoutDuck(1 << 20), settings),
                        CAPTURE_IN_TWO, depth);
                String where = settings + ", depth " + depth;
                assertEquals("e5f7", MoveNotation.toUci(Move.chessMove(result.bestMove())), where);
                assertEquals(Square.parse("g8"), Move.duckSquare(result.bestMove()), where);
                assertEquals(MATE - 3, result.value(), where);
            }
        }
    }

    @Test
    void theDuckCannotStayWhereItStands() {
        for (SearchSettings settings : selectiveSettings()) {
            SearchResult result = search(new BundleSearch(EngineTables.withoutDuck(1 << 20), settings),
                    CAPTURE_IN_TWO_DUCK_ON_G8, 3);
            assertTrue(result.value() < EngineScore.MATE_BOUND, settings + ": no king capture in two turns, "
                    + result.value());
            assertTrue(result.value() > -EngineScore.MATE_BOUND, settings + ": White is not lost, " + result.value());
        }
    }

    @Test
    void neverStalematesTheOpponent() {
        Board trapped = Board.fromFen(STALEMATE_TRAP.replace("kb5*", "kb6").replace(" w ", " b "), Variant.DUCK);
        trapped.setDuck(Square.parse("b7"));
        assertTrue(GameRules.result(trapped).isOver(), "the rules: Black without a move has won");
        for (SearchSettings settings : selectiveSettings()) {
            for (int depth = 1; depth <= 5; depth++) {
                SearchResult result = search(new BundleSearch(EngineTables.withoutDuck(1 << 20), settings),
                        STALEMATE_TRAP, depth);
                String where = settings + ", depth " + depth;
                assertNotEquals(Square.parse("b7"), Move.duckSquare(result.bestMove()), where);
                assertTrue(result.value() > -EngineScore.MATE_BOUND, where + ": " + result.value());
            }
        }
    }

    @Test
    void onlyTheEngineSearchesSelectively() {
        for (Selectivity technique : Selectivity.values()) {
            assertTrue(SearchSettings.engine().selective(technique), technique.name());
            assertFalse(SearchSettings.fixedDepth().selective(technique), technique.name());
            assertFalse(SearchSettings.engine().withSelectivity(false).selective(technique), technique.name());
            assertFalse(SearchSettings.engine().withAlphaBeta(false).selective(technique), "minimax prunes nothing");
            SearchSettings alone = SearchSettings.fixedDepth().withSelectivity(technique, true);
            for (Selectivity other : Selectivity.values()) {
                assertEquals(other == technique, alone.selective(other), technique + " alone: " + other);
            }
            assertFalse(SearchSettings.engine().withSelectivity(technique, false).selective(technique));
        }
        assertTrue(SearchSettings.engine().selective());
        assertFalse(SearchSettings.fixedDepth().selective());
    }

    @Test
    void nullMoveGuards() {
        assertTrue(BundleSearch.mayPass(Board.startPosition(Variant.DUCK)));
        assertTrue(BundleSearch.mayPass(Board.fromFen(CAPTURE_IN_TWO, Variant.DUCK)), "White has a knight");
        assertFalse(BundleSearch.mayPass(Board.fromFen(CAPTURE_IN_TWO.replace(" w ", " b "), Variant.DUCK)),
                "Black has king and pawns only");
        // the black queen on h4 attacks e1 (g3 and f2 are empty): White must answer, not pass
        String queenOnH4 = "rnb1kbnr/pppp1ppp/8/4p3/5PPq/7*/PPPPP2P/RNBQKBNR ";
        assertFalse(BundleSearch.mayPass(Board.fromFen(queenOnH4 + "w KQkq - 0 3", Variant.DUCK)), "king attacked");
        assertTrue(BundleSearch.mayPass(Board.fromFen(queenOnH4 + "b KQkq - 0 3", Variant.DUCK)), "e8 is safe");
        // a knight on d3 attacks the king on e5 (d3: b2 b4 c1 c5 e1 e5 f2 f4); on c7 it does not (a6 a8 b5 d5 e6 e8)
        assertFalse(BundleSearch.mayPass(Board.fromFen("7k/8/8/4K3/8/3n4/8/R7 w - - 0 1", Variant.DUCK)));
        assertTrue(BundleSearch.mayPass(Board.fromFen("7k/2n5/8/4K3/8/8/8/R7 w - - 0 1", Variant.DUCK)));
    }

    @Test
    void nullMovesOnlyWhereAllowed() {
        BundleSearch selective = engineSearch();
        search(selective, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", 5);
        assertTrue(selective.stats().nullMoves > 0, "the null move is used in a middlegame");
        BundleSearch off = new BundleSearch(EngineTables.withoutDuck(1 << 20),
                SearchSettings.engine().withDrawDetection(false).withSelectivity(false));
        search(off, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", 5);
        assertEquals(0, off.stats().nullMoves, "switched off");
        BundleSearch noNull = new BundleSearch(EngineTables.withoutDuck(1 << 20),
                SearchSettings.engine().withDrawDetection(false).withSelectivity(Selectivity.NULL_MOVE, false));
        search(noNull, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", 5);
        assertEquals(0, noNull.stats().nullMoves, "its own switch");
        // kings and pawns only, no pawn within five moves of promoting: no node may pass
        BundleSearch pawns = engineSearch();
        search(pawns, "4k3/pp6/8/8/8/8/PP6/4K3 w - - 0 1", 6);
        assertEquals(0, pawns.stats().nullMoves, "pawn endings never pass");
    }

    @Test
    void onlyTheBundleSearchTakesSelectiveSettings() {
        // The explicit and chess searches have no selective techniques: asked for them, they refuse
        // rather than silently search full width.
        IllegalArgumentException chess = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new ChessSearch(null, SearchSettings.engine()));
        assertTrue(chess.getMessage().contains("chess search has no selective techniques"), chess.getMessage());
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new ExplicitSearch(null, SearchSettings.engine()));
        new ExplicitSearch(null, SearchSettings.engine().withSelectivity(false));
        new BundleSearch(null, SearchSettings.engine());
    }
}
