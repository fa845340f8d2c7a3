package org.zwang.record;

import org.zwang.duck.rules.GameResult;
import org.zwang.duck.rules.GameResult.Outcome;

/**
 * Words for a finished game, as CECP's result claim ({@code 1-0 {White captures the king}}) and
 * PGN's final comment use them. The engine-intf examples ({@code 0-1 {Black mates}},
 * {@code 1/2-1/2 {Draw by repetition}}, {@code 1/2-1/2 {Stalemate}}) set the style.
 */
public final class ResultText {

    private ResultText() {
    }

    /** The reason alone, e.g. "White captures the king", "Black is stalemated and wins". */
    public static String reason(GameResult result) {
        String winner = result.outcome() == Outcome.WHITE_WINS ? "White" : "Black";
        switch (result.termination()) {
            case KING_CAPTURED:
                return winner + " captures the king";
            case STALEMATE_WIN:
                return winner + " has no legal move and wins";
            case CHECKMATE:
                return winner + " mates";
            case STALEMATE:
                return "Stalemate";
            case FIFTY_MOVES:
                return "Draw by 50-move rule";
            case REPETITION:
                return "Draw by repetition";
            case INSUFFICIENT_MATERIAL:
                return "Draw by insufficient material";
            default:
                return "Game in progress";
        }
    }

    /** The CECP claim line, e.g. {@code 1-0 {White captures the king}}. */
    public static String claim(GameResult result) {
        return result.pgn() + " {" + reason(result) + "}";
    }
}
