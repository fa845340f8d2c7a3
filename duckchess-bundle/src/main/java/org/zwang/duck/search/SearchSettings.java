package org.zwang.duck.search;

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
 *     wants {@link Evaluator#MATERIAL}).</li>
 * </ul>
 * Immutable; the {@code with...} methods return changed copies.
 */
public final class SearchSettings {

    private final boolean alphaBeta;
    private final boolean principalVariation;
    private final Quiescence quiescence;
    private final boolean drawDetection;
    private final boolean moveOrdering;
    private final Evaluator evaluator;

    private SearchSettings(boolean alphaBeta, boolean principalVariation, Quiescence quiescence, boolean drawDetection,
            boolean moveOrdering, Evaluator evaluator) {
        this.alphaBeta = alphaBeta;
        this.principalVariation = principalVariation;
        this.quiescence = quiescence;
        this.drawDetection = drawDetection;
        this.moveOrdering = moveOrdering;
        this.evaluator = evaluator;
    }

    /** What the engine plays with: everything on, quiescence with the duck. */
    public static SearchSettings engine() {
        return new SearchSettings(true, true, Quiescence.WITH_DUCK, true, true, Evaluator.STANDARD);
    }

    /** For exact comparisons at fixed depth: PVS, no quiescence, no draw detection. */
    public static SearchSettings fixedDepth() {
        return new SearchSettings(true, true, Quiescence.NONE, false, true, Evaluator.STANDARD);
    }

    public SearchSettings withAlphaBeta(boolean on) {
        return new SearchSettings(on, principalVariation, quiescence, drawDetection, moveOrdering, evaluator);
    }

    public SearchSettings withPrincipalVariation(boolean on) {
        return new SearchSettings(alphaBeta, on, quiescence, drawDetection, moveOrdering, evaluator);
    }

    public SearchSettings withQuiescence(Quiescence kind) {
        return new SearchSettings(alphaBeta, principalVariation, kind, drawDetection, moveOrdering, evaluator);
    }

    public SearchSettings withDrawDetection(boolean on) {
        return new SearchSettings(alphaBeta, principalVariation, quiescence, on, moveOrdering, evaluator);
    }

    public SearchSettings withMoveOrdering(boolean on) {
        return new SearchSettings(alphaBeta, principalVariation, quiescence, drawDetection, on, evaluator);
    }

    /** The same settings with another static evaluation (it must ignore the duck). */
    public SearchSettings withEvaluator(Evaluator other) {
        return new SearchSettings(alphaBeta, principalVariation, quiescence, drawDetection, moveOrdering, other);
    }

    public Evaluator evaluator() {
        return evaluator;
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

    @Override
    public String toString() {
        return (alphaBeta ? principalVariation ? "pvs" : "alphabeta" : "minimax")
                + (quiescence == Quiescence.NONE ? "" : " +quiescence " + quiescence.name().toLowerCase(java.util.Locale.ROOT)) + (drawDetection ? " +draws" : "")
                + (moveOrdering ? "" : " -ordering") + (evaluator == Evaluator.STANDARD ? "" : " (own evaluation)");
    }
}
