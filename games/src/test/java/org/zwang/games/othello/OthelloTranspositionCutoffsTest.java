package org.zwang.games.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.zwang.search.Game;
import org.zwang.search.PrincipalVariationSearch;
import org.zwang.search.SearchOptions;
import org.zwang.search.SearchResult;
import org.zwang.search.tt.HashedTranspositionTable;

/**
 * Othello's enhanced transposition cutoffs ({@link Othello#enhancedTranspositionCutoffs}): an exact
 * solve that takes them still finds the value of a plain negamax, and takes them often enough to
 * save nodes against the same search of the same game with them declined.
 */
class OthelloTranspositionCutoffsTest {

    /** Othello with every call passed on, except that it declines the cutoffs (the default). */
    static final class Declining implements Game {
        private final Othello game;

        Declining(Othello game) {
            this.game = game;
        }

        @Override
        public int maxMoves() {
            return game.maxMoves();
        }

        @Override
        public int maxPlies() {
            return game.maxPlies();
        }

        @Override
        public int generateMoves(int[] moves, int offset) {
            return game.generateMoves(moves, offset);
        }

        @Override
        public void makeMove(int move) {
            game.makeMove(move);
        }

        @Override
        public void unmakeMove(int move) {
            game.unmakeMove(move);
        }

        @Override
        public int sideToMove() {
            return game.sideToMove();
        }

        @Override
        public boolean isTerminal() {
            return game.isTerminal();
        }

        @Override
        public int terminalValue() {
            return game.terminalValue();
        }

        @Override
        public int evaluate() {
            return game.evaluate();
        }

        @Override
        public int minValue() {
            return game.minValue();
        }

        @Override
        public int maxValue() {
            return game.maxValue();
        }

        @Override
        public int lowerBound() {
            return game.lowerBound();
        }

        @Override
        public int upperBound() {
            return game.upperBound();
        }

        @Override
        public int endgameValue(int depth, int alpha, int beta) {
            return game.endgameValue(depth, alpha, beta);
        }

        @Override
        public long endgameNodes() {
            return game.endgameNodes();
        }

        @Override
        public long hashKey() {
            return game.hashKey();
        }

        @Override
        public void orderMoves(int[] moves, int offset, int count) {
            game.orderMoves(moves, offset, count);
        }
    }

    private static SearchResult solve(Game game) {
        PrincipalVariationSearch search = new PrincipalVariationSearch(HashedTranspositionTable.forGames(1L << 22),
                SearchOptions.defaults());
        return search.search(game, game.maxPlies());
    }

    /** With the cutoffs (from {@link Othello#ETC_EMPTIES} empties on) the solve equals plain negamax. */
    @Property(tries = 30)
    void solvesWithTheCutoffsAreExact(@ForAll long seed,
            @ForAll @IntRange(min = Othello.ETC_EMPTIES, max = 11) int empties) {
        long[] position = EndgameSolverTest.randomPlay(new Random(seed), empties);
        Othello game = new Othello(position[0], position[1], 0);
        assertEquals(EndgameSolverTest.exact(position[0], position[1]), solve(game).value());
    }

    /**
     * On positions of random play with 14 empties the cutoffs are taken and save nodes: the same
     * solves with the cutoffs declined find the same values with more nodes.
     */
    @Example
    void theCutoffsSaveNodes() {
        Random random = new Random(20261126);
        long with = 0;
        long without = 0;
        long cutoffs = 0;
        for (int i = 0; i < 20; i++) {
            long[] position = EndgameSolverTest.randomPlay(random, 14);
            SearchResult taking = solve(new Othello(position[0], position[1], 0));
            SearchResult declining = solve(new Declining(new Othello(position[0], position[1], 0)));
            assertEquals(declining.value(), taking.value());
            with += taking.stats().nodes;
            without += declining.stats().nodes;
            cutoffs += taking.stats().childTableCutoffs;
            assertEquals(0, declining.stats().childTableCutoffs);
        }
        assertTrue(cutoffs > 0, "no child's table entry cut a node");
        assertTrue(with < without, with + " nodes with the cutoffs, " + without + " without");
    }
}
