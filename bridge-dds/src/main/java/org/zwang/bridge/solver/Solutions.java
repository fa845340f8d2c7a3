package org.zwang.bridge.solver;

/** How much {@link DoubleDummySolver#solve} finds, as DDS SolveBoard's {@code solutions} 1, 2 and 3. */
public enum Solutions {
    /** DDS solutions 1: the most tricks and one card that takes them. */
    BEST_CARD,
    /** DDS solutions 2: the most tricks and every card that takes them. */
    OPTIMAL_CARDS,
    /** DDS solutions 3: every legal card with the tricks it takes. */
    ALL_CARDS
}
