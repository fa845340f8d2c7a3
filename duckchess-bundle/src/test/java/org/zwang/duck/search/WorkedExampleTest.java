package org.zwang.duck.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Square;
import org.zwang.duck.board.Variant;
import org.zwang.duck.eval.Evaluator;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.duck.tt.EngineTables;
import org.zwang.search.SearchControl;
import org.zwang.search.SearchResult;
import org.zwang.search.Values;

/**
 * H.G. Muller's DuckSlayer thread, "An Example": {@code 6k1/6p1/p6p/5r2/R6n/P7/1PBN1PPP/4r1K1 w}, White to move, the duck
 * square unknown. Every expectation below comes from a hand analysis with a material evaluation
 * ({@link Evaluator#MATERIAL}: pawn 100, knight and bishop 300, rook 500), not from the engine.
 *
 * <p><b>The position.</b> White: Kg1, Ra4, Bc2, Nd2, pawns a3 b2 f2 g2 h2. Black: Kg8, Re1, Rf5, Nh4,
 * pawns a6 g7 h6. Material is level. White's only captures: Ra4xh4 (+300, path b4 c4 d4 e4 f4 g4),
 * Bc2xf5 (+500, path d3 e4), Ra4xa6 (+100, path a5). Black's Re1 attacks the king through f1: unless
 * something stands between after White's turn, Black takes the king. The DuckSlayer thread's escape "Kh2" is not a
 * legal move here (h2 holds a white pawn); the king's one escape is Kg1-h1 with the duck put on g1,
 * the square the king just left (docs/duck-chess-rules.md: the duck may go there), which blocks the rank.
 *
 * <p><b>Depth 1</b> (White's turn, then the material count): S(d) is the best capture the duck on d
 * allows. Bxf5 +500 everywhere but d3 and e4; on d3 Rxh4 +300; on e4 (both blocked) Rxa6 +100. So
 * w1 = +100 at e4 and w2 = +300 at d3: one ply does not see the king in danger.
 *
 * <p><b>Depth 2</b> (White's turn, Black's turn, material): after any White turn that leaves the rank
 * between e1 and the king open, Black takes the king: -(MATE - 2). So White puts the duck on f1 (or
 * flees), and Black then takes the best material there is (no recapture within the horizon):
 * <ul>
 * <li>Rxh4, duck f1: Black's Rf5xf2 (+100 for Black; the knight that could take g2 is gone): +200;</li>
 * <li>Bxf5, duck f1: Nh4xf5 recaptures (+300 for Black): +200;</li>
 * <li>Rxa6, duck f1: Nxg2 or Rxf2: 0;</li>
 * <li>Kh1, duck g1: Nxg2 or Rxf2: -100; any other turn with the duck on f1 gives a pawn or more away,
 *     Nd2-f1 loses the knight to Re1xf1 (-300), and a turn that leaves the rank open loses the king.</li>
 * </ul>
 * So S(d) = +200 for almost every d (Rxh4 or Bxf5; where one is blocked — d3, or b4 c4 d4 f4 g4 — the
 * other still gives +200). On e4 both are blocked: Rxa6, 0. On f1 the duck must leave f1, and neither
 * Nd2-f1 nor Kf1 can go there (the duck stands on it): the king must flee, Kh1 with the duck to g1,
 * -100 (the DuckSlayer thread's "Kh2 ... 0"). The bundle is w1 = -100 at f1 (where Black's duck hurts White most)
 * and w2 = 0 at e4 (the backup square), as the thread says; the DuckSlayer thread's +3/+2/+1/0 are exchange values
 * read off by eye, one pawn higher, because at depth 2 Black takes a pawn that White cannot take back
 * within the horizon.
 */
class WorkedExampleTest {

    private static final String FEN = "6k1/6p1/p6p/5r2/R6n/P7/1PBN1PPP/4r1K1 w - - 0 1";
    private static int square(String name) {
        return Square.parse(name);
    }

    private static SearchSettings material() {
        return SearchSettings.fixedDepth().withEvaluator(Evaluator.MATERIAL);
    }

    /** Minimax: every square's score is exact. */
    private static NodeBundle exactBundle(String fen, int depth) {
        return BundleProbe.searchBundle(new BundleSearch(null, material().withAlphaBeta(false)), Board.fromFen(fen, Variant.DUCK),
                depth);
    }

    private static void assertEveryOtherSquare(NodeBundle bundle, String fen, Set<String> special, int expected) {
        long empty = ~Board.fromFen(fen, Variant.DUCK).occupied();
        for (long bits = empty; bits != 0; bits &= bits - 1) {
            int square = Long.numberOfTrailingZeros(bits);
            if (!special.contains(Square.name(square))) {
                assertEquals(expected, bundle.scoreAt(square), "S(" + Square.name(square) + ")");
            }
        }
    }

    @Test
    void depthOneSeesOnlyTheCaptures() {
        NodeBundle bundle = exactBundle(FEN, 1);
        assertEquals(300, bundle.scoreAt(square("d3")), "Bxf5 blocked: Rxh4");
        assertEquals(100, bundle.scoreAt(square("e4")), "Bxf5 and Rxh4 blocked: Rxa6");
        assertEveryOtherSquare(bundle, FEN, Set.of("d3", "e4"), 500);
        assertEquals(100, bundle.lowest());
        assertEquals(square("e4"), bundle.lowestSquare());
        assertEquals(300, bundle.secondLowest());
        assertEquals(square("d3"), bundle.secondSquare());
    }

    @Test
    void depthTwoSeesTheKingAndTheDuckzwangOnF1() {
        NodeBundle bundle = exactBundle(FEN, 2);
        assertEquals(-100, bundle.scoreAt(square("f1")), "the duck must leave f1: Kh1 with the duck to g1");
        assertEquals(0, bundle.scoreAt(square("e4")), "Rxa6 with the duck to f1, Black takes a pawn back");
        assertEveryOtherSquare(bundle, FEN, Set.of("f1", "e4"), 200);
        assertEquals(-100, bundle.lowest());
        assertEquals(square("f1"), bundle.lowestSquare(), "where Black's duck hurts White most");
        assertEquals(0, bundle.secondLowest());
        assertEquals(square("e4"), bundle.secondSquare(), "the backup square");
    }

    @Test
    void alphaBetaAndTheTableReturnTheSameBundle() {
        for (SearchSettings settings : List.of(material(), material().withPrincipalVariation(false),
                material().withFocusedChildren(false))) {
            for (boolean table : List.of(false, true)) {
                BundleSearch search = new BundleSearch(table ? EngineTables.withoutDuck(1 << 20) : null,
                        settings);
                NodeBundle bundle = BundleProbe.searchBundle(search, Board.fromFen(FEN, Variant.DUCK), 2);
                String what = settings + (table ? " +table" : "");
                assertEquals(-100, bundle.lowest(), what);
                assertEquals(square("f1"), bundle.lowestSquare(), what);
                assertEquals(0, bundle.secondLowest(), what);
                assertEquals(square("e4"), bundle.secondSquare(), what);
            }
        }
    }

    /**
     * At the root the duck square is known (the DuckSlayer thread, "The return bundle": the root maximises for that
     * one square). Each line is one S(d) of the analysis above, and the duck goes to f1.
     */
    @Test
    void theRootPlaysForItsOwnDuckSquare() {
        assertRoot(FEN, 200, Set.of("a4h4", "c2f5"), "f1"); // no duck yet: the common score
        assertRoot("6k1/6p1/p6p/5r2/R6n/P7/1PBN1PPP/4r*K1 w - - 0 1", -100, Set.of("g1h1"), "g1"); // [S20], duck f1
        assertRoot("6k1/6p1/p6p/5r2/R3*2n/P7/1PBN1PPP/4r1K1 w - - 0 1", 0, Set.of("a4a6"), "f1"); // duck e4
        assertRoot("6k1/6p1/p6p/5r2/R6n/P2*4/1PBN1PPP/4r1K1 w - - 0 1", 200, Set.of("a4h4"), "f1"); // duck d3
        assertRoot("6k1/6p1/p6p/5r2/R1*4n/P7/1PBN1PPP/4r1K1 w - - 0 1", 200, Set.of("c2f5"), "f1"); // duck c4
    }

    private static void assertRoot(String fen, int value, Set<String> moves, String duck) {
        Board board = Board.fromFen(fen, Variant.DUCK);
        for (BoardSearch search : List.of(new BundleSearch(null, material()),
                new BundleSearch(EngineTables.withoutDuck(1 << 20), material()),
                new BundleSearch(null, material().withFocusedChildren(false)), // ply 1 returns sq2 to the root
                new ExplicitSearch(null, material()))) {
            SearchResult result = search.search(board, 2, -Values.INFINITE, Values.INFINITE, 0, SearchControl.none());
            assertEquals(value, result.value(), search.name() + " " + fen);
            int turn = result.bestMove();
            assertTrue(BundleEqualsExplicitProperties.isLegalTurn(board, turn), MoveNotation.toUci(turn));
            if (moves != null) {
                String chessMove = MoveNotation.toUci(Move.chessMove(turn));
                assertTrue(moves.contains(chessMove), search.name() + " played " + MoveNotation.toUci(turn));
                assertEquals(duck, Square.name(Move.duckSquare(turn)), search.name() + " " + MoveNotation.toUci(turn));
            }
        }
    }

    /**
     * The DuckSlayer thread's closing variation moves the white king off g1 so that a duck on f1 no longer hurts.
     * Its "king on h8" would stand next to Black's king (the side to move would simply take it), so
     * here the king goes to h1: Re1 then attacks it through f1 and g1, and a duck on either blocks. A
     * duck that stood on f1 moves to g1 and every capture keeps its value: f1 is no exception any
     * more. By the analysis above (depth 2, material): +200 (Rxh4 or Bxf5, duck on f1 or g1) wherever
     * the duck is, except e4, where both are blocked and Rxa6 gives 0. So w1 = 0 at e4 and w2 = +200,
     * the DuckSlayer thread's "common score +1, exception +2 for e4" at this horizon.
     */
    @Test
    void withTheKingOnH1TheDuckOnF1IsHarmless() {
        String fen = "6k1/6p1/p6p/5r2/R6n/P7/1PBN1PPP/4r2K w - - 0 1";
        NodeBundle bundle = exactBundle(fen, 2);
        assertEquals(0, bundle.scoreAt(square("e4")));
        assertEveryOtherSquare(bundle, fen, Set.of("e4"), 200);
        assertEquals(0, bundle.lowest());
        assertEquals(square("e4"), bundle.lowestSquare());
        assertEquals(200, bundle.secondLowest());
    }
}
