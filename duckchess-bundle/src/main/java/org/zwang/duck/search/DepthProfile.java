package org.zwang.duck.search;

import java.util.ArrayList;
import java.util.List;
import org.zwang.duck.board.Board;
import org.zwang.search.SearchLimits;

/**
 * What iterative deepening costs depth by depth: for each completed iteration the nodes and time
 * spent so far (all iterations up to it, aspiration re-searches included), its value and best move.
 * The measurements of docs/log/performance-log.md ("duckchess-bundle search") and {@code zwang duck bench}
 * are made with it.
 */
public final class DepthProfile {

    /**
     * One completed iteration.
     *
     * @param depth    the depth reached
     * @param nodes    nodes of all iterations up to this one
     * @param nanos    wall time of all iterations up to this one
     * @param value    the iteration's value for the side to move
     * @param bestMove the move (turn) it would play
     */
    public record Iteration(int depth, long nodes, long nanos, int value, int bestMove) {
    }

    private DepthProfile() {
    }

    /**
     * Runs {@code search} by iterative deepening from a fresh start (table and history cleared) up to
     * {@code maxDepth}, or until {@code maxNodes} nodes; returns the completed iterations.
     */
    public static List<Iteration> run(BoardSearch search, Board board, int maxDepth, long maxNodes) {
        search.clear();
        List<Iteration> iterations = new ArrayList<>();
        SearchLimits limits = SearchLimits.depth(maxDepth).maxNodes(maxNodes);
        BoardSearch.deepening(search).run(board, limits, result -> iterations.add(new Iteration(result.depth(),
                result.stats().nodes, result.stats().elapsedNanos, result.value(), result.bestMove())));
        return iterations;
    }
}
