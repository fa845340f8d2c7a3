package org.zwang.duck.perft;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.perft.Perft.DivideLine;
import org.zwang.duck.perft.Perft.Method;
import org.zwang.duck.testing.TestPositions;

/**
 * The rules cases of perft-duck.txt (Fairy-Stockfish counts; the full suites run in
 * {@link DuckPerftSuiteTest} and {@link StandardPerftSuiteTest}), with both counting methods, plus symmetry and agreement properties.
 */
class PerftTest {

    private final Perft perft = new Perft();

    @ParameterizedTest(name = "{0} depth {2}")
    @CsvSource(delimiter = ';', value = {
        "S05 castling, duck on f1;  r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K*1R w KQkq - 0 1; 2; 1756994",
        "S06 duck on g1;            r3k2r/8/8/8/8/8/8/R3K1*R w KQkq - 0 1; 2; 1664499",
        "S07 duck on d1;            r3k2r/8/8/8/8/8/8/R2*K2R w KQkq - 0 1; 2; 1664391",
        "S08 duck on c1;            r3k2r/8/8/8/8/8/8/R1*1K2R w KQkq - 0 1; 2; 1664499",
        "S09 duck on b1;            r3k2r/8/8/8/8/8/8/R*2K2R w KQkq - 0 1; 2; 1584192",
        "S10 castling through attack; 3rkr2/8/8/8/1b6/8/8/R3K2R w KQ - 0 1; 2; 2365272",
        "S11 e.p. e3, duck on e2;   r1b1k3/pp3pb1/4p3/2p2p2/2PpP2q/1P1P1P2/P1K1*3/RN1Q2N1 b q e3 0 17; 2; 1154648",
        "S12 e.p. f6, duck on b3;   rnbqkbnr/ppp1p1pp/8/3pPp2/8/1*6/PPPP1PPP/RNBQKBNR w KQkq f6 0 3; 2; 645966",
        "S14 duck blocks c2c1;      4k3/8/8/8/8/8/p1p5/1N*1K3 b - - 0 1; 2; 374912",
        "S16 king capture;          rnb1kbnr/pppp1ppp/8/4p3/5PPq/7*/PPPPP2P/RNBQKBNR b KQkq - 0 3; 1; 1181",
        "S16 king capture;          rnb1kbnr/pppp1ppp/8/4p3/5PPq/7*/PPPPP2P/RNBQKBNR b KQkq - 0 3; 2; 729116",
        "S17 stalemated side;       7k/8/8/8/8/p1p5/P*P5/KB6 w - - 0 1; 1; 0",
        "S17 stalemated side;       7k/8/8/8/8/p1p5/P*P5/KB6 w - - 0 1; 3; 0",
        "S18 stalemate by duck b2;  7k/8/8/8/8/p1p5/P1P5/KB6 b - - 0 1; 2; 9408",
        "S18 stalemate by duck b2;  7k/8/8/8/8/p1p5/P1P5/KB6 b - - 0 1; 3; 4178160",
        "S01 start;                 rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; 2; 379440",
    })
    void rulesCasesMatchFairyStockfish(String name, String fen, int depth, long expected) {
        Board board = Board.fromFen(fen, Variant.DUCK);
        assertEquals(expected, perft.duck(board, depth, Method.BUNDLED), "bundled");
        assertEquals(expected, perft.duck(board, depth, Method.TURN_BY_TURN), "turn by turn");
        assertEquals(fen, board.toFen(), "perft leaves the board as it found it");
    }

    @Test
    void standardChessSmallDepths() {
        // chessprogramming-wiki / perft-standard.txt figures
        assertEquals(197281, perft.chess(Board.startPosition(Variant.CHESS), 4));
        assertEquals(97862, perft.chess(Board.fromFen(TestPositions.CHESS_FENS.get(1), Variant.CHESS), 3));
        assertEquals(43238, perft.chess(Board.fromFen(TestPositions.CHESS_FENS.get(2), Variant.CHESS), 4));
        assertEquals(9467, perft.chess(Board.fromFen(TestPositions.CHESS_FENS.get(3), Variant.CHESS), 3));
        assertEquals(62379, perft.chess(Board.fromFen(TestPositions.CHESS_FENS.get(5), Variant.CHESS), 3));
    }

    @Test
    void divideSumsToPerftAndListsEveryTurn() {
        Board board = Board.startPosition(Variant.DUCK);
        List<DivideLine> lines = perft.divide(board, 2, Method.BUNDLED);
        assertEquals(640, lines.size()); // perft(1) of the start position
        assertEquals(379440, lines.stream().mapToLong(DivideLine::nodes).sum());
        List<DivideLine> chess = perft.divide(Board.startPosition(Variant.CHESS), 3, Method.BUNDLED);
        assertEquals(20, chess.size());
        assertEquals(8902, chess.stream().mapToLong(DivideLine::nodes).sum());
    }

    /** Mirroring the board and swapping the colours changes no count. */
    @Property(tries = 60)
    void colourFlipLeavesDuckPerftUnchanged(@ForAll("duckPositions") Board board) {
        Board flipped = Board.fromFen(TestPositions.flip(board.toFen()), Variant.DUCK);
        assertEquals(perft.duck(board, 2), perft.duck(flipped, 2), board::toFen);
    }

    @Property(tries = 60)
    void colourFlipLeavesChessPerftUnchanged(@ForAll(supplier = TestPositions.ChessPositions.class) Board board) {
        Board flipped = Board.fromFen(TestPositions.flip(board.toFen()), Variant.CHESS);
        assertEquals(perft.chess(board, 3), perft.chess(flipped, 3), board::toFen);
    }

    /** The two counting methods agree on random positions (the bundled one relies on blocking sets). */
    @Property(tries = 60)
    void bundledCountEqualsTurnByTurnCount(@ForAll("duckPositions") Board board) {
        assertEquals(perft.duck(board, 2, Method.TURN_BY_TURN), perft.duck(board, 2, Method.BUNDLED), board::toFen);
    }

    @Provide
    Arbitrary<Board> duckPositions() {
        return TestPositions.duckPositions(40);
    }

}
