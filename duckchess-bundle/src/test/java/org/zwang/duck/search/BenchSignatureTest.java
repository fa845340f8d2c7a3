package org.zwang.duck.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The bench signature is the recorded one: the searches spend exactly the nodes they spent when it
 * was recorded. A change meant to alter a search (ordering, pruning, the table) updates these numbers
 * and says so in its commit and in docs/STRENGTH.md with the SPRT that accepted it; a change that is
 * not meant to (a refactoring) must leave them alone.
 */
class BenchSignatureTest {

    /**
     * Recorded 2026-11-26 with the evaluation weights fitted by Texel's method on the engine's own games,
     * whose SPRT against the hand-set weights accepted H1 (+128 Elo, docs/STRENGTH.md); before them
     * (2026-11-24): bundle 409,000, explicit 1,995,907, chess 268,118.
     */
    private static final long BUNDLE = 284_939;
    private static final long EXPLICIT = 1_684_412;
    private static final long CHESS = 165_651;

    @Test
    void theSearchesSpendTheRecordedNodes() {
        BenchSignature.Signature signature = BenchSignature.compute();
        String hint = " (a search changed what it does: if that is meant, record the new signature of "
                + "'zwang duck bench --signature' here and say so)";
        assertEquals(BUNDLE, signature.bundleNodes(), "bundle search" + hint);
        assertEquals(EXPLICIT, signature.explicitNodes(), "explicit-duck search" + hint);
        assertEquals(CHESS, signature.chessNodes(), "chess search" + hint);
        assertEquals(BUNDLE + EXPLICIT + CHESS, signature.total());
    }
}
