package org.zwang.record.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.notation.MoveNotation;

/** SAN strings checked by hand against the PGN standard's rules (§8.2.3). */
class SanTest {

    private static String san(String fen, String uci) {
        Board board = Board.fromFen(fen, Variant.CHESS);
        int move = MoveNotation.parseUci(board, uci);
        String text = San.format(board, move);
        assertEquals(move, San.parse(board, text), "parse(format(m)) must give m back");
        return text;
    }

    /** Each row: the SAN expected, the position, the move in UCI notation. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        // pawn and piece moves
        "e4     | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1        | e2e4",
        "Nf3    | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1        | g1f3",
        "exd5   | rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2    | e4d5",
        "exd6   | rnbqkbnr/ppp2ppp/4p3/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3   | e5d6",
        "a8=Q+  | 4k3/P7/8/8/8/8/8/4K3 w - - 0 1                                  | a7a8q",
        "a8=N   | 8/P3k3/8/8/8/8/8/4K3 w - - 0 1                                  | a7a8n",
        // castling, check and mate
        "O-O    | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                            | e1g1",
        "O-O-O  | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                            | e1c1",
        "Rxa8+  | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                            | a1a8",
        "Qh4#   | rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2  | d8h4",
        // disambiguation
        "Nbd2   | 4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1                               | b1d2",
        "Nfd2   | 4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1                               | f3d2",
        "R1a3   | 4k3/8/8/R7/8/8/8/R3K3 w - - 0 1                                 | a1a3",
        "R5a3   | 4k3/8/8/R7/8/8/8/R3K3 w - - 0 1                                 | a5a3",
        // queens on h1, h4 and b1 all reach e4: h1 shares its file with h4 and its rank with b1
        "Qh1e4  | 6k1/8/8/8/7Q/8/K7/1Q5Q w - - 0 1                                | h1e4",
        "Q4e4   | 6k1/8/8/8/7Q/8/K7/1Q5Q w - - 0 1                                | h4e4",
        "Qbe4   | 6k1/8/8/8/7Q/8/K7/1Q5Q w - - 0 1                                | b1e4",
    })
    void formatsAndParsesBack(String expected, String fen, String uci) {
        assertEquals(expected, san(fen, uci));
    }

    @Test
    void parseAcceptsZeroCastlingAndAnnotations() {
        Board board = Board.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", Variant.CHESS);
        assertEquals(MoveNotation.parseUci(board, "e1g1"), San.parse(board, "0-0"));
        assertEquals(MoveNotation.parseUci(board, "a1a8"), San.parse(board, "Rxa8+!?"));
        assertThrows(IllegalArgumentException.class, () -> San.parse(board, "Nf3"));
    }
}
