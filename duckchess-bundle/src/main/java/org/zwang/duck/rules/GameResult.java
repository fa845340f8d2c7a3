package org.zwang.duck.rules;

/**
 * Whether a game is over, who won and why, in the words the protocols need: PGN result tokens
 * ({@link #pgn()}) and a short reason for CECP's {@code RESULT 1-0 {reason}}.
 *
 * @param outcome     who won, or draw, or still going
 * @param termination why the game ended ({@link Termination#NONE} while it goes on)
 */
public record GameResult(Outcome outcome, Termination termination) {

    /** Who won. */
    public enum Outcome {
        ONGOING, WHITE_WINS, BLACK_WINS, DRAW
    }

    /** Why the game ended. */
    public enum Termination {
        NONE("game in progress"),
        /** Duck Chess: a king was captured. */
        KING_CAPTURED("king captured"),
        /** Duck Chess: the side to move has no legal move and wins. */
        STALEMATE_WIN("stalemated side wins"),
        CHECKMATE("checkmate"),
        /** Standard chess: no legal move and not in check. */
        STALEMATE("stalemate"),
        FIFTY_MOVES("50-move rule"),
        REPETITION("threefold repetition"),
        /** Standard chess only: neither side can ever mate (K v K, K+minor v K, K+B v K+B same colour). */
        INSUFFICIENT_MATERIAL("insufficient material");

        private final String description;

        Termination(String description) {
            this.description = description;
        }

        public String description() {
            return description;
        }
    }

    /** The game goes on. */
    public static final GameResult ONGOING = new GameResult(Outcome.ONGOING, Termination.NONE);

    public boolean isOver() {
        return outcome != Outcome.ONGOING;
    }

    /** "1-0", "0-1", "1/2-1/2" or "*". */
    public String pgn() {
        switch (outcome) {
            case WHITE_WINS:
                return "1-0";
            case BLACK_WINS:
                return "0-1";
            case DRAW:
                return "1/2-1/2";
            default:
                return "*";
        }
    }

    /** E.g. "1-0 {king captured}", the form CECP's RESULT command takes. */
    @Override
    public String toString() {
        return pgn() + " {" + termination.description() + "}";
    }
}
