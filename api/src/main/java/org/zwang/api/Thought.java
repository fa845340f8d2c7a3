package org.zwang.api;

import java.util.List;

/**
 * What {@link DuckEngine#think} found, as text a program can show or send on: the move in UCI
 * notation (a Duck Chess turn with its duck leg, {@code "e2e4,e4d5"}), the score as UCI writes it and
 * the principal variation. Also each finished iteration's report while the engine thinks.
 *
 * @param move the move to play, UCI notation; null when the game was already over
 * @param score {@code "cp 35"} (centipawns for the side to move) or {@code "mate 2"} / {@code "mate -1"}
 *     (full moves to the end, positive when the side to move wins)
 * @param principalVariation the expected line from the position, UCI notation, {@code move} first
 * @param depth the depth of the last finished iteration
 * @param nodes the nodes searched, all threads together
 * @param timeMillis the time the search took
 * @param complete false when a node or time limit or {@link DuckEngine#stop()} ended the search
 *     before its depth limit; always false in an iteration's report (the search goes on)
 * @param gameResult how the game ended when it was over in the position (PGN result and reason, e.g.
 *     {@code "1-0 {king captured}"}); null while it goes on
 */
public record Thought(String move, String score, List<String> principalVariation, int depth, long nodes,
        long timeMillis, boolean complete, String gameResult) {

    /** A report with a copy of {@code principalVariation}. */
    public Thought {
        principalVariation = List.copyOf(principalVariation);
    }
}
