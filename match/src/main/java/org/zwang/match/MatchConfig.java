package org.zwang.match;

import org.zwang.duck.board.Variant;
import org.zwang.stats.Sprt;

/**
 * Everything a match needs: the two engines, the variant, each engine's clock (equal, or different
 * for a time-odds match), the number of games and how many run at once, the openings, a tolerance
 * for late moves, an optional length limit, the PGN Event name and an optional SPRT that may end
 * the match before {@code games}.
 *
 * @param firstTimeControl  the first engine's clock
 * @param secondTimeControl the second engine's clock
 * @param timeMarginMillis  how far past zero a clock may go before the move counts as a forfeit
 * @param maxMoves          full moves after which a game is adjudicated a draw (0: no limit)
 * @param sprt              the test that stops the match when it decides, or null to play every game
 */
public record MatchConfig(EngineSpec first, EngineSpec second, Variant variant, TimeControl firstTimeControl,
        TimeControl secondTimeControl, int games, int concurrency, Openings openings, long timeMarginMillis,
        int maxMoves, String event, Sprt sprt) {

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
        if (sprt != null && games < 2) {
            throw new IllegalArgumentException("an SPRT needs at least one game pair, got " + games + " game");
        }
    }

    /** A match with the same clock for both engines and no SPRT. */
    public MatchConfig(EngineSpec first, EngineSpec second, Variant variant, TimeControl timeControl, int games,
            int concurrency, Openings openings, long timeMarginMillis, int maxMoves, String event) {
        this(first, second, variant, timeControl, timeControl, games, concurrency, openings, timeMarginMillis, maxMoves,
                event, null);
    }

    /** The clock of engine {@code which} (0: first, 1: second). */
    public TimeControl timeControl(int which) {
        return which == 0 ? firstTimeControl : secondTimeControl;
    }

    /** Whether the engines play with different clocks. */
    public boolean timeOdds() {
        return !firstTimeControl.equals(secondTimeControl);
    }
}
