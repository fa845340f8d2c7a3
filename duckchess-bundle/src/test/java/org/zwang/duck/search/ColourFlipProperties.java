package org.zwang.duck.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.zwang.duck.board.Board;
import org.zwang.duck.eval.Evaluation;
import org.zwang.duck.testing.TestPositions;
import org.zwang.duck.tt.EngineTables;
import org.zwang.search.SearchControl;
import org.zwang.search.Values;

/**
 * Colour symmetry: mirroring the ranks and swapping the colours (and the side to move) gives the side
 * to move the same position, so the evaluation and every search must give it the same score.
 */
class ColourFlipProperties {

    @Provide
    Arbitrary<Board> duckBoards() {
        return TestPositions.duckPositionsInPlay(20);
    }

    @Provide
    Arbitrary<Board> chessBoards() {
        return TestPositions.chessPositionsInPlay(20);
    }

    private static Board flipped(Board board) {
        return Board.fromFen(TestPositions.flip(board.toFen()), board.variant());
    }

    private static int value(BoardSearch search, Board board, int depth) {
        return search.search(board, depth, -Values.INFINITE, Values.INFINITE, 0, SearchControl.none()).value();
    }

    @Property(tries = 300)
    void evaluationIsSymmetric(@ForAll("duckBoards") Board board) {
        Board mirror = flipped(board);
        assertEquals(Evaluation.STANDARD.evaluate(board), Evaluation.STANDARD.evaluate(mirror), board + " / " + mirror);
        Board withoutDuck = board.copy();
        withoutDuck.setDuck(org.zwang.duck.board.Square.NONE);
        assertEquals(Evaluation.STANDARD.evaluate(board), Evaluation.STANDARD.evaluate(withoutDuck), "the evaluation ignores the duck");
    }

    @Property(tries = 40)
    void duckSearchesAreSymmetric(@ForAll("duckBoards") Board board) {
        Board mirror = flipped(board);
        SearchSettings engineLike = SearchSettings.fixedDepth().withQuiescence(Quiescence.WITH_DUCK);
        assertEquals(value(new BundleSearch(EngineTables.withoutDuck(1 << 20), engineLike), board, 3),
                value(new BundleSearch(EngineTables.withoutDuck(1 << 20), engineLike), mirror, 3),
                "bundle, depth 3 with quiescence: " + board);
        SearchSettings settings = SearchSettings.fixedDepth();
        assertEquals(value(new ExplicitSearch(EngineTables.withDuck(1 << 20), settings), board, 2),
                value(new ExplicitSearch(EngineTables.withDuck(1 << 20), settings), mirror, 2),
                "explicit, depth 2: " + board);
    }

    @Property(tries = 40)
    void chessSearchIsSymmetric(@ForAll("chessBoards") Board board) {
        Board mirror = flipped(board);
        SearchSettings settings = SearchSettings.engine().withDrawDetection(false).withSelectivity(false);
        assertEquals(value(new ChessSearch(EngineTables.withDuck(1 << 20), settings), board, 4),
                value(new ChessSearch(EngineTables.withDuck(1 << 20), settings), mirror, 4),
                "chess, depth 4 with quiescence: " + board);
    }
}
