package org.zwang.duck.eval;

import org.zwang.duck.board.Board;
import org.zwang.duck.board.PieceObserver;

/**
 * An evaluation kept up to date as pieces move (a network's accumulator): a search installs
 * {@link #newObserver()} on its board at its root ({@link Board#setPieceObserver}), so that make and
 * unmake update it. A sub-interface rather than a default method of {@link Evaluator}: a default
 * method would make the JVM initialise {@code Evaluator} while initialising {@link Evaluation}, whose
 * instance {@code Evaluator.STANDARD} refers to, and read it as null.
 */
public interface IncrementalEvaluator extends Evaluator {

    /** A new observer of this evaluation for one search thread's board. */
    PieceObserver newObserver();
}
