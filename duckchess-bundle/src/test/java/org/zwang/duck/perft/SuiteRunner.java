package org.zwang.duck.perft;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.duck.perft.Perft.DivideLine;
import org.zwang.duck.perft.Perft.Method;

/**
 * Turns a suite into one dynamic test per line and method. Which lines run is set by system
 * properties (pass them to Maven: {@code mvn -pl duckchess-bundle -am verify -Dperft.full=true}):
 * <ul>
 * <li>{@code perft.maxNodes} (default 10^8): lines with at most this many nodes run;</li>
 * <li>{@code perft.full=true}: every line runs (minutes: the standard suite goes to 8·10^9);</li>
 * <li>{@code perft.bundledMaxNodes} (default 2·10^10): the Duck Chess lines the bundled counting
 *     runs in addition, since it visits about a thousandth of the nodes (all depth-3 lines in well
 *     under a second; the start position's perft(4) needs {@code perft.full}).</li>
 * </ul>
 * Lines over the limits get no test (so the default build log stays clean); with the defaults
 * that leaves out 21 of the 67 Duck Chess lines turn by turn, 1 bundled, and 11 of the 45 standard
 * lines. A failing line reports the position, both
 * counts and our divide (count per root move at depth-1, in Fairy-Stockfish's notation) so the
 * difference can be bisected against {@code go perft} of Fairy-Stockfish.
 */
final class SuiteRunner {

    static final long MAX_NODES = Boolean.getBoolean("perft.full") ? Long.MAX_VALUE
            : Long.getLong("perft.maxNodes", 100_000_000L);
    static final long BUNDLED_MAX_NODES = Boolean.getBoolean("perft.full") ? Long.MAX_VALUE
            : Math.max(MAX_NODES, Long.getLong("perft.bundledMaxNodes", 20_000_000_000L));

    private SuiteRunner() {
    }

    static Stream<DynamicTest> tests(PerftSuite suite, Variant variant, Method method, long limit) {
        List<DynamicTest> tests = new ArrayList<>();
        for (PerftSuite.Line line : suite.lines()) {
            if (line.nodes() > limit) {
                continue; // opt-in: -Dperft.full=true
            }
            String name = "[" + line.id() + "] " + line.name() + " depth " + line.depth() + " = " + line.nodes();
            tests.add(DynamicTest.dynamicTest(name, () -> run(line, variant, method)));
        }
        return tests.stream();
    }

    private static void run(PerftSuite.Line line, Variant variant, Method method) {
        Board board = Board.fromFen(line.fen(), variant);
        Perft perft = new Perft();
        long nodes = perft.count(board, line.depth(), method);
        if (nodes != line.nodes()) {
            StringBuilder report = new StringBuilder();
            report.append(line.fen()).append(" (").append(variant.id()).append(", line ").append(line.lineNumber())
                    .append("): perft(").append(line.depth()).append(") = ").append(nodes).append(" with ")
                    .append(method).append(", Fairy-Stockfish says ").append(line.nodes()).append(" (difference ")
                    .append(nodes - line.nodes()).append(")");
            if (line.depth() >= 1) {
                report.append("\nour divide (depth ").append(line.depth()).append(", count below each root move):");
                for (DivideLine divide : perft.divide(board, line.depth(), method)) {
                    report.append('\n').append(MoveNotation.toUci(divide.move())).append(": ").append(divide.nodes());
                }
            }
            fail(report.toString());
        }
    }
}
