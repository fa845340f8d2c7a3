package org.zwang.cli.dds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import org.junit.jupiter.api.Test;
import org.zwang.bridge.solver.SolverOptions;

/** {@code zwang dds stdio}'s requests answered in the process (the jar's runs: {@code StdioCommandIT}). */
class StdioSessionTest {

    /** docs/bridge-cli.md's par request; its answer there is DDS's: -660, 4N-W+1. */
    private static final String PAR = "{\"id\": 1, \"type\": \"par\", \"vulnerable\": \"EW\", \"tricks\": "
            + "[3, 8, 3, 8, 7, 6, 7, 6, 2, 11, 2, 11, 5, 8, 5, 8, 2, 10, 2, 11]}";

    @Test
    void aByteOrderMarkBeforeARequestIsSkipped() {
        StdioSession session = new StdioSession(SolverOptions.defaults(), trouble -> fail(trouble));
        String answer = session.answer("\uFEFF" + PAR);
        assertTrue(answer.startsWith("{\"id\": 1, \"type\": \"par\", "), answer);
        assertTrue(answer.contains("\"par\": {\"score\": -660, \"contracts\": [\"4N-W+1\"]}"), answer);
        assertEquals(session.answer(PAR), answer);
        assertNull(session.answer("\uFEFF"), "a mark alone is a blank line");
        String tooLong = session.tooLong("\uFEFF{\"id\": 7, \"type\": \"par\", \"tricks\": [", 100);
        assertTrue(tooLong.startsWith("{\"id\": 7, \"error\": \"request line longer than 100 bytes"), tooLong);
    }
}
