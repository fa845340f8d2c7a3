package org.zwang.protocol.cecp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.duck.engine.EngineOption;
import org.zwang.duck.engine.ThinkingInfo;
import org.zwang.duck.search.EngineScore;

/** The pieces of CECP output that need no search: engine-intf §9 option features, §10 scores. */
class CecpFormatTest {

    @Test
    void mateScoresFollowTheHundredThousandConvention() {
        assertEquals(35, CecpThinking.score(scored(35)));
        assertEquals(-120, CecpThinking.score(scored(-120)));
        assertEquals(100_001, CecpThinking.score(scored(EngineScore.MATE - 1)), "win at the next ply: mate in 1");
        assertEquals(100_002, CecpThinking.score(scored(EngineScore.MATE - 3)), "win in 3 plies: mate in 2 moves");
        assertEquals(-100_001, CecpThinking.score(scored(-(EngineScore.MATE - 2))), "lost in 2 plies: mated in 1");
    }

    /** An iteration's line with {@code score}. */
    private static ThinkingInfo scored(int score) {
        return new ThinkingInfo(1, 1, score, 1, 0, 0, new int[0]);
    }

    @Test
    void optionFeaturesUseTheSpecifiedSyntax() {
        assertEquals("Hash -spin 16 1 1024", CecpOptions.describe(EngineOption.spin("Hash", 16, 1, 1024)));
        assertEquals("Ponder -check 0", CecpOptions.describe(EngineOption.check("Ponder", false)));
        assertEquals("Search -combo bundle /// *explicit",
                CecpOptions.describe(EngineOption.combo("Search", "explicit", List.of("bundle", "explicit"))));
        assertEquals("Book -string none", CecpOptions.describe(EngineOption.string("Book", "none")));
    }

    @Test
    void illegalMoveReasonsDropTheQuotedMoveAndParentheses() {
        assertEquals("the duck on d5 blocks it",
                CecpText.reason("illegal move 'd7d5,d5d4': the duck on d5 blocks it", "d7d5,d5d4"));
        assertEquals("write it like e2e4,e4d5 or e7e8q,e8e1",
                CecpText.reason("bad move 'zz' (write it like e2e4,e4d5 or e7e8q,e8e1)", "zz"));
    }
}
