package org.zwang.compare;

import java.lang.reflect.InvocationTargetException;
import java.util.List;
import java.util.Locale;
import org.zwang.search.mcts.MonteCarloTreeSearch;

/**
 * The settings of every Monte-Carlo technique of a run ({@code mcts}, {@code puct}) that the command
 * line chooses: the exploration constant ({@code --exploration}; UCT's {@code c} in
 * {@code Q + c sqrt(ln N / n)}, PUCT's in {@code Q + c P sqrt(N) / (1 + n)}), the playout policy
 * ({@code --playout}: {@code uniform}, or {@code decisive}, which takes a win in one when there is one),
 * PUCT's prior ({@code --prior}: {@code uniform}, {@code ordering} — the game's move ordering — or a
 * researcher's {@link MonteCarloTreeSearch.PriorPolicy} class) and what a new leaf is worth
 * ({@code --value}: {@code playout}, {@code evaluate} — the game's static evaluation — or a researcher's
 * {@link MonteCarloTreeSearch.ValueEvaluator} class).
 *
 * <p>A class is named by its binary name (e.g. {@code org.example.MyPrior}), found with the current
 * thread's class loader (a researcher's jar on the class path), and must have a public constructor
 * without arguments; every search gets a new instance, so a policy may keep scratch arrays.
 *
 * @param exploration the constant, or NaN for each selection rule's default (√2 for UCT, 1.5 for PUCT)
 * @param playout     {@code uniform} or {@code decisive}
 * @param prior       {@code uniform}, {@code ordering} or a class name (only PUCT has a prior)
 * @param value       {@code playout}, {@code evaluate} or a class name
 */
public record MctsOptions(double exploration, String playout, String prior, String value) {

    /** The built-in priors: every move alike, or by the game's move ordering. */
    public static final List<String> PRIORS = List.of("uniform", "ordering");
    /** The built-in leaf values: a playout, or the game's static evaluation. */
    public static final List<String> VALUES = List.of("playout", "evaluate");

    /** The defaults: each rule's own constant, uniform playouts, a uniform prior, leaves valued by playouts. */
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
        prior = builtInOrClass(prior, PRIORS, "prior", MonteCarloTreeSearch.PriorPolicy.class);
        value = builtInOrClass(value, VALUES, "value", MonteCarloTreeSearch.ValueEvaluator.class);
        if (!value.equals("playout") && playout.equals("decisive")) {
            throw new IllegalArgumentException("the decisive playout policy needs playouts, but leaves are valued by '"
                    + value + "' (--value playout)");
        }
    }

    /** Each rule's own constant, these playouts, a uniform prior and playouts for the leaves. */
    public MctsOptions(double exploration, String playout) {
        this(exploration, playout, "uniform", "playout");
    }

    /**
     * {@code settings} with these options: the constant (PUCT's default where PUCT selects and none is
     * given), the playout policy, the leaf values, and for PUCT the prior. Priors and evaluators are new
     * instances.
     */
    public MonteCarloTreeSearch.Settings apply(MonteCarloTreeSearch.Settings settings) {
        double c = !Double.isNaN(exploration) ? exploration
                : settings.selection() == MonteCarloTreeSearch.Selection.PUCT ? PUCT_EXPLORATION
                        : settings.exploration();
        MonteCarloTreeSearch.Settings applied = settings.withExploration(c)
                .withPolicy(playout.equals("decisive") ? MonteCarloTreeSearch.DECISIVE : MonteCarloTreeSearch.UNIFORM)
                .withEvaluator(switch (value) {
                    case "playout" -> null;
                    case "evaluate" -> MonteCarloTreeSearch.STATIC_EVALUATION;
                    default -> instantiate(value, "value", MonteCarloTreeSearch.ValueEvaluator.class);
                });
        if (settings.selection() != MonteCarloTreeSearch.Selection.PUCT) {
            return applied;
        }
        return applied.withPuct(switch (prior) {
            case "uniform" -> MonteCarloTreeSearch.UNIFORM_PRIOR;
            case "ordering" -> MonteCarloTreeSearch.orderingPrior();
            default -> instantiate(prior, "prior", MonteCarloTreeSearch.PriorPolicy.class);
        });
    }

    /** A built-in name (any case) in its own spelling, or a class name checked by making one instance. */
    private static String builtInOrClass(String name, List<String> builtIn, String what, Class<?> type) {
        String stripped = name.strip();
        if (builtIn.contains(stripped.toLowerCase(Locale.ROOT))) {
            return stripped.toLowerCase(Locale.ROOT);
        }
        instantiate(stripped, what, type);
        return stripped;
    }

    /** A new instance of the named class; an error says what is wrong with it in one line. */
    private static <T> T instantiate(String className, String what, Class<T> type) {
        Class<?> found;
        try {
            ClassLoader loader = Thread.currentThread().getContextClassLoader();
            found = Class.forName(className, true, loader != null ? loader : MctsOptions.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError | IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown " + what + " '" + className + "' (" + String.join(", ",
                    what.equals("prior") ? PRIORS : VALUES) + ", or the full name of a class on the class path that "
                    + "implements " + type.getCanonicalName() + ")");
        }
        if (!type.isAssignableFrom(found)) {
            throw new IllegalArgumentException(what + " class " + className + " does not implement "
                    + type.getCanonicalName());
        }
        try {
            return type.cast(found.getConstructor().newInstance());
        } catch (NoSuchMethodException | IllegalAccessException e) {
            throw new IllegalArgumentException(what + " class " + className
                    + " needs a public constructor without arguments");
        } catch (InstantiationException e) {
            throw new IllegalArgumentException(what + " class " + className + " cannot be made (it is abstract)");
        } catch (InvocationTargetException e) {
            throw new IllegalArgumentException(what + " class " + className + " failed to start: "
                    + e.getCause());
        }
    }
}
