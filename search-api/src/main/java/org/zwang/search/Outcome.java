package org.zwang.search;

/**
 * Win, draw or loss as the techniques that do not compute a game's full value report it: Monte-Carlo
 * tree search with a solver and proof-number search prove outcomes, not values. An outcome is an
 * {@code int} from the point of view of a given side: {@link #WIN} 1, {@link #DRAW} 0, {@link #LOSS}
 * -1, and {@link #UNKNOWN} when a budget ran out first. The outcome of a game value is its sign, so a
 * technique's outcome can be checked against any exact value (negamax and sign commute).
 */
public final class Outcome {

    public static final int WIN = 1;
    public static final int DRAW = 0;
    public static final int LOSS = -1;
    /** Not proven within the budget. */
    public static final int UNKNOWN = 2;

    private Outcome() {
    }

    /** The outcome of a game value for the side it is given for: its sign. */
    public static int of(int value) {
        return Integer.signum(value);
    }

    /** "win", "draw", "loss" or "unknown". */
    public static String name(int outcome) {
        switch (outcome) {
            case WIN:
                return "win";
            case DRAW:
                return "draw";
            case LOSS:
                return "loss";
            default:
                return "unknown";
        }
    }
}
