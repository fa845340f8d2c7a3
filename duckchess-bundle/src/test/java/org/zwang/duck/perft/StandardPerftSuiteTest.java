package org.zwang.duck.perft;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.zwang.duck.board.Variant;
import org.zwang.duck.perft.Perft.Method;

/** perft-standard.txt (Fairy-Stockfish's counts) against the legal-move generator; limits in {@link SuiteRunner}. */
class StandardPerftSuiteTest {

    @TestFactory
    Stream<DynamicTest> legalMoves() {
        return SuiteRunner.tests(PerftSuite.standard(), Variant.CHESS, Method.TURN_BY_TURN, SuiteRunner.MAX_NODES);
    }
}
