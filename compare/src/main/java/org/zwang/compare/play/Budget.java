package org.zwang.compare.play;

import java.util.List;
import java.util.Locale;
import org.zwang.search.SearchLimits;

/**
 * What a player may spend on a move in a play-off: a number of positions (nodes for the alpha-beta
 * family, moves made down the tree and in playouts for MCTS) — the same on any machine, so a play-off
 * replays exactly — or a time, {@code 100ms} or {@code 2s}, which depends on the machine and its load.
 *
 * @param amount positions, or milliseconds when {@code timed}
 */
public record Budget(long amount, boolean timed) {

    public Budget {
        if (amount < 1) {
            throw new IllegalArgumentException(amount + " is out of range (at least 1)");
        }
    }

    /** A budget of positions. */
    public static Budget positions(long positions) {
        return new Budget(positions, false);
    }

    /**
     * {@code 5000} (positions; {@code _} may group digits), {@code 100ms} or {@code 2s}; an error names
     * the text.
     */
    public static Budget parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT).replace("_", "");
        long factor = 1;
        boolean timed = false;
        if (t.endsWith("ms")) {
            t = t.substring(0, t.length() - 2);
            timed = true;
        } else if (t.endsWith("s")) {
            t = t.substring(0, t.length() - 1);
            factor = 1000;
            timed = true;
        }
        long amount;
        try {
            amount = Math.multiplyExact(Long.parseLong(t.strip()), factor);
        } catch (NumberFormatException | ArithmeticException e) {
            throw new IllegalArgumentException("'" + text.strip() + "' is not a budget (positions, e.g. 5000, or a "
                    + "time, e.g. 100ms or 2s)");
        }
        return new Budget(amount, timed);
    }

    /**
     * Budgets of one series: all positions or all times, growing from left to right; an error says
     * what is wrong.
     */
    public static List<Budget> series(List<String> texts) {
        List<Budget> budgets = texts.stream().map(Budget::parse).toList();
        for (int i = 1; i < budgets.size(); i++) {
            if (budgets.get(i).timed() != budgets.get(0).timed()) {
                throw new IllegalArgumentException("all positions or all times, not both: " + String.join(", ", texts));
            }
            if (budgets.get(i).amount() <= budgets.get(i - 1).amount()) {
                throw new IllegalArgumentException("must grow from left to right, but " + budgets.get(i)
                        + " follows " + budgets.get(i - 1));
            }
        }
        return budgets;
    }

    /** The limits of one move: a node budget, or a hard time limit (iterative deepening stops at half). */
    public SearchLimits limits() {
        return timed ? SearchLimits.none().hardTimeMillis(amount).softTimeMillis(Math.max(1, amount / 2))
                : SearchLimits.none().maxNodes(amount);
    }

    /** {@code 5000 positions a move} or {@code 100 ms a move}. */
    public String describe() {
        return timed ? amount + " ms a move" : amount + " positions a move";
    }

    /** {@code 5000} or {@code 100ms}, as the option takes it. */
    @Override
    public String toString() {
        return timed ? amount + "ms" : Long.toString(amount);
    }
}
