package org.zwang.protocol.match;

import org.zwang.duck.board.Variant;

/**
 * Everything a match needs: the two engines, the variant, the clock, the number of games and how
 * many run at once, the openings, a tolerance for late moves, an optional length limit and the PGN
 * Event name.
 *
 * @param timeMarginMillis how far past zero a clock may go before the move counts as a forfeit
 * @param maxMoves         full moves after which a game is adjudicated a draw (0: no limit)
 */
public record MatchConfig(EngineSpec first, EngineSpec second, Variant variant, TimeControl timeControl, int games,
        int concurrency, Openings openings, long timeMarginMillis, int maxMoves, String event) {

    public MatchConfig {
        if (games < 1) {
            throw new IllegalArgumentException("a match needs at least 1 game, got " + games);
        }
        if (concurrency < 1) {
            throw new IllegalArgumentException("concurrency must be at least 1, got " + concurrency);
        }
        if (timeMarginMillis < 0 || maxMoves < 0) {
            throw new IllegalArgumentException("time margin and move limit must not be negative");
        }
    }
}
