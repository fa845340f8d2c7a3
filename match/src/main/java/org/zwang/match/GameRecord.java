package org.zwang.match;

import org.zwang.duck.rules.GameResult.Outcome;
import org.zwang.record.PlayedGame;
import org.zwang.record.pgn.PgnGame;

/**
 * One finished match game: its number, who had White, the outcome, the reason in words and the PGN
 * {@code Termination} value, the game itself and its PGN.
 */
public record GameRecord(int number, boolean firstEngineWhite, Outcome outcome, String reason, String termination,
        PlayedGame game, PgnGame pgn) {

    /** The first engine's points: 1, ½ or 0. */
    public double firstEngineScore() {
        if (outcome == Outcome.DRAW) {
            return 0.5;
        }
        boolean whiteWon = outcome == Outcome.WHITE_WINS;
        return whiteWon == firstEngineWhite ? 1.0 : 0.0;
    }

    /** "1-0", "0-1" or "1/2-1/2". */
    public String result() {
        return pgn.result();
    }
}
