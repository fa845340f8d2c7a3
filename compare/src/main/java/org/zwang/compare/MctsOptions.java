package org.zwang.compare;

import java.util.Locale;
import org.zwang.search.mcts.MonteCarloTreeSearch;

/**
 * The settings of every Monte-Carlo technique of a run ({@code mcts}, {@code puct}) that the command
 * line chooses: the exploration constant ({@code --exploration}; UCT's {@code c} in
 * {@code Q + c sqrt(ln N / n)}, PUCT's in {@code Q + c P sqrt(N) / (1 + n)}) and the playout policy
 * ({@code --playout}: {@code uniform}, or {@code decisive}, which takes a win in one when there is one).
 *
 * @param exploration the constant, or NaN for each selection rule's default (√2 for UCT, 1.5 for PUCT)
 * @param playout     {@code uniform} or {@code decisive}
 */
public record MctsOptions(double exploration, String playout) {

    /** The defaults: each rule's own constant, uniform playouts. */
    public static final MctsOptions DEFAULTS = new MctsOptions(Double.NaN, "uniform");

    /** PUCT's exploration constant unless told (AlphaZero's range: about 1 to 2.5). */
    public static final double PUCT_EXPLORATION = 1.5;

    public MctsOptions {
        playout = playout.strip().toLowerCase(Locale.ROOT);
        if (!playout.equals("uniform") && !playout.equals("decisive")) {
            throw new IllegalArgumentException("unknown playout policy '" + playout + "' (uniform or decisive)");
        }
        if (!Double.isNaN(exploration) && (!(exploration >= 0) || Double.isInfinite(exploration))) {
            throw new IllegalArgumentException("the exploration constant must be a number of at least 0, got "
                    + exploration);
        }
    }

    /** {@code settings} with these options (PUCT's default constant where PUCT selects and none is given). */
    public MonteCarloTreeSearch.Settings apply(MonteCarloTreeSearch.Settings settings) {
        double c = !Double.isNaN(exploration) ? exploration
                : settings.selection() == MonteCarloTreeSearch.Selection.PUCT ? PUCT_EXPLORATION
                        : settings.exploration();
        return settings.withExploration(c).withPolicy(playout.equals("decisive") ? MonteCarloTreeSearch.DECISIVE
                : MonteCarloTreeSearch.UNIFORM);
    }
}
