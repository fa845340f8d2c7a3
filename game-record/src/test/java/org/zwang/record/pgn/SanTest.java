package org.zwang.record.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Fen;
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

    @Test
    void pawnAndPieceMoves() {
        assertEquals("e4", san(Fen.START, "e2e4"));
        assertEquals("Nf3", san(Fen.START, "g1f3"));
        assertEquals("exd5", san("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "e4d5"));
        assertEquals("exd6", san("rnbqkbnr/ppp2ppp/4p3/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3", "e5d6"));
        assertEquals("a8=Q+", san("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8q"));
        assertEquals("a8=N", san("8/P3k3/8/8/8/8/8/4K3 w - - 0 1", "a7a8n"));
    }

    @Test
    void castlingCheckAndMate() {
        assertEquals("O-O", san("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1"));
        assertEquals("O-O-O", san("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1"));
        assertEquals("Rxa8+", san("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "a1a8"));
        assertEquals("Qh4#", san("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2", "d8h4"));
    }

    @Test
    void disambiguation() {
        assertEquals("Nbd2", san("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "b1d2"));
        assertEquals("Nfd2", san("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "f3d2"));
        assertEquals("R1a3", san("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a1a3"));
        assertEquals("R5a3", san("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a5a3"));
        // queens on h1, h4 and b1 all reach e4: h1 shares its file with h4 and its rank with b1
        assertEquals("Qh1e4", san("6k1/8/8/8/7Q/8/K7/1Q5Q w - - 0 1", "h1e4"));
        assertEquals("Q4e4", san("6k1/8/8/8/7Q/8/K7/1Q5Q w - - 0 1", "h4e4"));
        assertEquals("Qbe4", san("6k1/8/8/8/7Q/8/K7/1Q5Q w - - 0 1", "b1e4"));
    }

    @Test
    void parseAcceptsZeroCastlingAndAnnotations() {
        Board board = Board.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", Variant.CHESS);
        assertEquals(MoveNotation.parseUci(board, "e1g1"), San.parse(board, "0-0"));
        assertEquals(MoveNotation.parseUci(board, "a1a8"), San.parse(board, "Rxa8+!?"));
        assertThrows(IllegalArgumentException.class, () -> San.parse(board, "Nf3"));
    }
}
