package org.zwang.bridge.solver;

import org.junit.jupiter.api.Test;

/**
 * Xue's pattern table, the alternative {@code --table-kind pattern}, against DDS 2.9 on every fourth
 * deal of ddtables.txt (50, spread over the file); SolvePositionsOracleTest checks it position by
 * position as well. (All 200 with both tables cost the build two CPU-minutes for little more
 * assurance; a class of its own so that the build's two test JVMs share the oracle's work.)
 */
class PatternTableOracleTest {

    @Test
    void everyFourthTableAgreesWithDdsWithThePatternTable() {
        DdTableOracleTest.assertAgreeWithDds(SolverOptions.TableKind.PATTERN, 4);
    }
}
