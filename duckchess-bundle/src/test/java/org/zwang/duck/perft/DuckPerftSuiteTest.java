package org.zwang.duck.perft;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.zwang.duck.board.Variant;
import org.zwang.duck.perft.Perft.Method;

/** perft-duck.txt (Fairy-Stockfish's counts) against duckchess-bundle; see {@link SuiteRunner} for the limits. */
class DuckPerftSuiteTest {

    @TestFactory
    Stream<DynamicTest> turnByTurn() {
        return SuiteRunner.tests(PerftSuite.duck(), Variant.DUCK, Method.TURN_BY_TURN, SuiteRunner.MAX_NODES);
    }

    @TestFactory
    Stream<DynamicTest> bundled() {
        return SuiteRunner.tests(PerftSuite.duck(), Variant.DUCK, Method.BUNDLED, SuiteRunner.BUNDLED_MAX_NODES);
    }
}
