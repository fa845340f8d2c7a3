package org.zwang.duck.search;

import java.util.function.Consumer;
import org.zwang.duck.eval.Evaluator;

/**
 * The switches the engine's searches share, so that the bundle search and the explicit-duck search
 * are always compared under the same rules, and tests can turn each technique off to check the rest
 * against brute force:
 *
 * <ul>
 * <li>{@code alphaBeta}: cut off at beta; off = minimax over the same tree (full window everywhere);</li>
 * <li>{@code principalVariation}: PVS (null windows after the first move, re-search on a fail high);
 *     off = plain alpha-beta;</li>
 * <li>{@code quiescence}: what happens at depth 0 ({@link Quiescence}: the static evaluation, or a
 *     capture search that respects or ignores the duck);</li>
 * <li>{@code drawDetection}: 50-move rule and repetitions inside the search (off in the tests that
 *     compare the two Duck Chess searches: their keys differ, see {@code docs/duck-bundle-search.md});</li>
 * <li>{@code moveOrdering}: table moves, captures by MVV/LVA, killers and history first; off = generation
 *     order (the table move still first);</li>
 * <li>{@code evaluator}: the static evaluation ({@link Evaluator#STANDARD} unless a test or an example
 *     wants {@link Evaluator#MATERIAL});</li>
 * <li>{@code focusedChildren} (bundle search only): a child that matters for one duck square only is
 *     searched for that square (see {@link #focusedChildren()}).</li>
 * <li>{@code selectivity} (bundle search only): the selective techniques ({@link Selectivity}: null
 *     move and the rest), each switched on its own; all off = full width, which the equality with the
 *     explicit search needs. Only {@link #engine()} turns them on.</li>
 * </ul>
 * Immutable to its users: the {@code with...} methods return changed copies.
 */
public final class SearchSettings {

    private boolean alphaBeta;
    private boolean principalVariation;
    private Quiescence quiescence;
    private boolean drawDetection;
    private boolean moveOrdering;
    private Evaluator evaluator;
    private boolean focusedChildren;
    /** The {@link Selectivity} techniques switched on, one bit each. */
    private int selective;

    private SearchSettings(boolean alphaBeta, boolean principalVariation, Quiescence quiescence, boolean drawDetection,
            boolean moveOrdering, Evaluator evaluator, boolean focusedChildren, int selective) {
        this.alphaBeta = alphaBeta;
        this.principalVariation = principalVariation;
        this.quiescence = quiescence;
        this.drawDetection = drawDetection;
        this.moveOrdering = moveOrdering;
        this.evaluator = evaluator;
        this.focusedChildren = focusedChildren;
        this.selective = selective;
    }

    /** What the engine plays with: everything on, quiescence with the duck, the selective search. */
    public static SearchSettings engine() {
        return new SearchSettings(true, true, Quiescence.WITH_DUCK, true, true, Evaluator.STANDARD, true,
                Selectivity.all());
    }

    /**
     * For exact comparisons at fixed depth: PVS, no quiescence, no draw detection, full width (no
     * selectivity), so node counts compare techniques and values equal the explicit search's.
     */
    public static SearchSettings fixedDepth() {
        return new SearchSettings(true, true, Quiescence.NONE, false, true, Evaluator.STANDARD, true, 0);
    }

    /** A copy with one change: every {@code withX} is one (settings are made rarely, never while searching). */
    private SearchSettings with(Consumer<SearchSettings> change) {
        SearchSettings copy = new SearchSettings(alphaBeta, principalVariation, quiescence, drawDetection, moveOrdering,
                evaluator, focusedChildren, selective);
        change.accept(copy);
        return copy;
    }

    /** The same settings with every selective technique on or off (off: a full-width search). */
    public SearchSettings withSelectivity(boolean on) {
        return with(copy -> copy.selective = on ? Selectivity.all() : 0);
    }

    /** The same settings with one selective technique on or off. */
    public SearchSettings withSelectivity(Selectivity technique, boolean on) {
        return with(copy -> copy.selective = on ? selective | technique.bit() : selective & ~technique.bit());
    }

    /** Whether {@code technique} is on (it needs alpha-beta: every technique prunes against beta). */
    public boolean selective(Selectivity technique) {
        return alphaBeta && (selective & technique.bit()) != 0;
    }

    /** Whether any selective technique is on. */
    public boolean selective() {
        return alphaBeta && selective != 0;
    }

    public SearchSettings withAlphaBeta(boolean on) {
        return with(copy -> copy.alphaBeta = on);
    }

    public SearchSettings withPrincipalVariation(boolean on) {
        return with(copy -> copy.principalVariation = on);
    }

    public SearchSettings withQuiescence(Quiescence kind) {
        return with(copy -> copy.quiescence = kind);
    }

    public SearchSettings withDrawDetection(boolean on) {
        return with(copy -> copy.drawDetection = on);
    }

    public SearchSettings withMoveOrdering(boolean on) {
        return with(copy -> copy.moveOrdering = on);
    }

    /** The same settings with another static evaluation (it must ignore the duck). */
    public SearchSettings withEvaluator(Evaluator other) {
        return with(copy -> copy.evaluator = other);
    }

    public Evaluator evaluator() {
        return evaluator;
    }

    /** The same settings with focused children in the bundle search on or off. */
    public SearchSettings withFocusedChildren(boolean on) {
        return with(copy -> copy.focusedChildren = on);
    }

    /**
     * Bundle search: when a move can still raise only one square below beta (the root: its known duck
     * square), the child is searched for a duck that came from that square alone; off = every child
     * returns its whole bundle, the DuckSlayer thread's scheme (then ply 1 hands the root its second square).
     */
    public boolean focusedChildren() {
        return alphaBeta && focusedChildren;
    }

    public boolean alphaBeta() {
        return alphaBeta;
    }

    /** PVS only makes sense with alpha-beta. */
    public boolean principalVariation() {
        return alphaBeta && principalVariation;
    }

    public Quiescence quiescence() {
        return quiescence;
    }

    public boolean drawDetection() {
        return drawDetection;
    }

    public boolean moveOrdering() {
        return moveOrdering;
    }

    private String selectiveNames() {
        StringBuilder names = new StringBuilder();
        for (Selectivity technique : Selectivity.values()) {
            if ((selective & technique.bit()) != 0) {
                names.append(names.length() == 0 ? "" : ",").append(technique.name().toLowerCase(java.util.Locale.ROOT));
            }
        }
        return names.toString();
    }

    @Override
    public String toString() {
        String name = quiescence.name().toLowerCase(java.util.Locale.ROOT);
        return (alphaBeta ? principalVariation ? "pvs" : "alphabeta" : "minimax")
                + (quiescence == Quiescence.NONE ? "" : " +quiescence " + name) + (drawDetection ? " +draws" : "")
                + (moveOrdering ? "" : " -ordering") + (focusedChildren ? "" : " -focus")
                + (selective == 0 ? "" : selective == Selectivity.all() ? " +selective" : " +selective(" + selectiveNames() + ")")
                + (evaluator == Evaluator.STANDARD ? "" : " (own evaluation)");
    }
}
