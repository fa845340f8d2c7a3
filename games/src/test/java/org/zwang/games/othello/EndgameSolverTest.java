package org.zwang.games.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import net.jqwik.api.Assume;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.zwang.search.Game;
import org.zwang.search.PrincipalVariationSearch;
import org.zwang.search.SearchControl;
import org.zwang.search.SearchOptions;
import org.zwang.search.Values;
import org.zwang.search.tt.HashedTranspositionTable;

/**
 * {@link EndgameSolver} and the stability cutoff of {@link Othello#endgameValue} against a plain
 * negamax written here square by square (the ray walk of {@link OthelloTest}, no bit tricks, no
 * ordering, no stability), on positions reached by random play from the start.
 */
class EndgameSolverTest {

    /** A position reached by random play from the start with {@code empties} empties (or the game's end, if sooner). */
    static long[] randomPlay(Random random, int empties) {
        long p = 0x0000_0008_1000_0000L;
        long o = 0x0000_0010_0800_0000L;
        while (64 - Long.bitCount(p | o) > empties) {
            long moves = OthelloTest.referenceMoves(p, o);
            if (moves == 0) {
                if (OthelloTest.referenceMoves(o, p) == 0) {
                    break;
                }
            } else {
                int pick = random.nextInt(Long.bitCount(moves));
                for (int i = 0; i < pick; i++) {
                    moves &= moves - 1;
                }
                int square = Long.numberOfTrailingZeros(moves);
                long flipped = OthelloTest.referenceFlips(p, o, square);
                p |= flipped | (1L << square);
                o &= ~flipped;
            }
            long t = p;
            p = o;
            o = t;
        }
        return new long[] {p, o};
    }

    /** The exact value for {@code p} to move: plain negamax (alpha-beta in a full window, fail-hard). */
    static int negamax(long p, long o, int alpha, int beta) {
        long moves = OthelloTest.referenceMoves(p, o);
        if (moves == 0) {
            if (OthelloTest.referenceMoves(o, p) == 0) {
                int diff = Long.bitCount(p) - Long.bitCount(o);
                int empties = 64 - Long.bitCount(p | o);
                return diff > 0 ? diff + empties : diff < 0 ? diff - empties : 0;
            }
            return -negamax(o, p, -beta, -alpha);
        }
        for (long rest = moves; rest != 0; rest &= rest - 1) {
            int square = Long.numberOfTrailingZeros(rest);
            long flipped = OthelloTest.referenceFlips(p, o, square);
            int value = -negamax(o & ~flipped, p | flipped | (1L << square), -beta, -alpha);
            if (value >= beta) {
                return beta;
            }
            alpha = Math.max(alpha, value);
        }
        return alpha;
    }

    static int exact(long p, long o) {
        return negamax(p, o, -65, 65);
    }

    /** A fail-soft value in (alpha, beta) around the exact one: a true bound outside the window, exact inside. */
    static void assertFailSoft(int exact, int value, int alpha, int beta, String label) {
        if (value <= alpha) {
            assertTrue(exact <= value, label + ": upper bound " + value + " below the exact " + exact);
        } else if (value >= beta) {
            assertTrue(exact >= value, label + ": lower bound " + value + " above the exact " + exact);
        } else {
            assertEquals(exact, value, label + ": inside the window");
        }
    }

    @Property(tries = 150)
    void theSolverEqualsNegamaxInAnyWindow(@ForAll long seed, @ForAll @IntRange(min = 0, max = 10) int empties,
            @ForAll @IntRange(min = -66, max = 64) int alpha, @ForAll @IntRange(min = 1, max = 40) int width) {
        long[] position = randomPlay(new Random(seed), empties);
        long p = position[0];
        long o = position[1];
        Assume.that(64 - Long.bitCount(p | o) <= empties); // a game over earlier has more empties than the solver takes
        int exact = exact(p, o);
        EndgameSolver solver = new EndgameSolver();
        assertEquals(exact, solver.solve(p, o, -65, 65), "full window");
        int beta = Math.min(alpha + width, 65);
        assertFailSoft(exact, solver.solve(p, o, alpha, beta), alpha, beta, "window (" + alpha + ", " + beta + ")");
        assertTrue(solver.nodes > 0);
    }

    /**
     * Beyond the solver's empties the game's routine only answers by a stability cutoff: a value at
     * most alpha that is a true upper bound; and the whole search, which takes those cutoffs
     * (with its table), still finds the exact value.
     */
    @Property(tries = 40)
    void stabilityCutoffsAreTrueBoundsAndTheSearchStaysExact(@ForAll long seed,
            @ForAll @IntRange(min = EndgameSolver.MAX_EMPTIES + 1, max = 11) int empties,
            @ForAll @IntRange(min = 0, max = 64) int alpha) {
        long[] position = randomPlay(new Random(seed), empties);
        long p = position[0];
        long o = position[1];
        int exact = exact(p, o);
        Othello game = new Othello(p, o, 0);
        int value = game.endgameValue(2 * game.empties(), alpha, alpha + 1);
        if (value != Game.NO_ENDGAME_VALUE) {
            assertTrue(value <= alpha && exact <= value, "cutoff " + value + " at alpha " + alpha + ", exact " + exact);
        }
        PrincipalVariationSearch search = new PrincipalVariationSearch(HashedTranspositionTable.forGames(1L << 20),
                SearchOptions.defaults());
        assertEquals(exact, search.search(game, game.maxPlies(), -Values.INFINITE, Values.INFINITE, 0,
                SearchControl.none()).value());
    }

    /** The cutoff is not idle: on positions from random play with a high alpha it decides some nodes. */
    @Example
    void stabilityCutsSomeNodesWithAHighAlpha() {
        Random random = new Random(20261126);
        int cut = 0;
        for (int i = 0; i < 200; i++) {
            long[] position = randomPlay(random, 12);
            Othello game = new Othello(position[0], position[1], 0);
            if (game.endgameValue(2 * game.empties(), 40, 41) != Game.NO_ENDGAME_VALUE) {
                cut++;
            }
        }
        assertTrue(cut >= 10, "cutoffs on " + cut + " of 200 positions");
    }
}
