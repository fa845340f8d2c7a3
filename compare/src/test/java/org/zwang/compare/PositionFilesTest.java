package org.zwang.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.compare.play.Budget;
import org.zwang.games.othello.OthelloPositions;

/**
 * Every game reads positions in its own notation ({@code --positions FILE}), with the file's scores as
 * the oracle, and every technique agrees with them; a bad line names the file and the line. Budgets
 * read as positions or times.
 */
class PositionFilesTest {

    private static List<Subject> read(String game, String... lines) {
        return CompareGames.of(game).read("mine.txt", List.of(lines));
    }

    @Test
    void eachGameReadsItsOwnNotationAndTheTechniquesMatchTheFilesScores() {
        // Pons's test-file lines (middle-easy positions of the shipped set, with his scores), Edax's .obf
        // records (FFO #20 and #21 as his file has them), a FEN with a perft depth, a PBN deal, boards.
        List<Subject> connect4 = read("connect4", "# a comment", "", "46426141147541 11", "75653536744153 10");
        assertEquals(2, connect4.size());
        assertEquals(11, connect4.get(0).expectedValue());
        String ffo20 = OthelloPositions.load("fforum-20-39").get(0).board() + "; H5:+6; G6:-2; F6:-4; H6:-10;";
        List<Subject> othello = read("othello", ffo20);
        assertEquals(6, othello.get(0).expectedValue());
        List<Subject> chess = read("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D2 400");
        assertEquals(2, chess.get(0).depth());
        List<Subject> bridge = CompareGames.of("bridge").read("deal.pbn", List.of("[Deal \"N:AK76543.32.AK2.3 "
                + "2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2\"]"));
        assertEquals(20, bridge.size(), "no contract: every strain and every leader");
        List<Subject> ticTacToe = read("tic-tac-toe", "X...O....");
        List<Subject> nim = read("nim", "1 2 3", "[3, 4, 5]");
        assertEquals(Subject.Origin.FILE, nim.get(1).origin());

        List<Subject> all = new java.util.ArrayList<>();
        all.addAll(connect4);
        all.addAll(othello);
        all.addAll(chess);
        all.addAll(bridge.subList(0, 2));
        all.addAll(ticTacToe);
        all.addAll(nim);
        Comparison.Outcome outcome = new Comparison(TechniqueRegistry.parseList("alphabeta,pvs,dds"), 1).run(all,
                s -> {
                });
        assertEquals(List.of(), outcome.disagreements().stream().map(Object::toString).toList());

        List<Subject> wrong = read("connect4", "46426141147541 -11");
        assertEquals(1, new Comparison(TechniqueRegistry.parseList("alphabeta"), 1).run(wrong, s -> {
        }).disagreements().size(), "a value that differs from the file's score is a disagreement");
    }

    @Test
    void aBadLineNamesTheFileAndTheLine() {
        assertEquals("mine.txt:2: move 3 of '448': '8' is not a column 1-7",
                assertThrows(IllegalArgumentException.class, () -> read("connect4", "4453", "448")).getMessage());
        assertEquals("mine.txt:1: 'ten' is not a score",
                assertThrows(IllegalArgumentException.class, () -> read("connect4", "4453 ten")).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> read("othello", "XO X; A1:+2")).getMessage()
                .startsWith("mine.txt:1: an Othello position is 64 squares"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> read("chess", "not a fen")).getMessage()
                .startsWith("mine.txt:1: "));
        assertEquals("mine.txt: no position in the file",
                assertThrows(IllegalArgumentException.class, () -> read("nim", "# only a comment")).getMessage());
        assertEquals("random-tree reads no positions from a file",
                assertThrows(IllegalArgumentException.class, () -> read("random-tree", "1")).getMessage());
    }

    @Test
    void budgetsArePositionsOrTimesNeverBoth() {
        assertEquals(Budget.positions(5000), Budget.parse("5_000"));
        assertEquals(new Budget(100, true), Budget.parse("100ms"));
        assertEquals(new Budget(2000, true), Budget.parse("2s"));
        assertEquals("100 ms a move", Budget.parse("100ms").describe());
        assertEquals(100, Budget.parse("100ms").limits().hardTimeMillis());
        assertEquals(5000, Budget.parse("5000").limits().maxNodes());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Budget.series(List.of("100", "1s")))
                .getMessage().contains("not both"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Budget.parse("fast")).getMessage()
                .startsWith("'fast' is not a budget"));
        assertThrows(IllegalArgumentException.class, () -> new MctsOptions(-1, "uniform"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new MctsOptions(Double.NaN, "greedy"))
                .getMessage().contains("uniform or decisive"));
    }
}
