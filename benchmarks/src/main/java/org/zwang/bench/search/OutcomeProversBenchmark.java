package org.zwang.bench.search;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.zwang.games.small.TicTacToe;
import org.zwang.search.Game;
import org.zwang.search.mcts.MonteCarloTreeSearch;
import org.zwang.search.pns.DepthFirstProofNumberSearch;
import org.zwang.search.pns.ProofNumberSearch;

/**
 * The outcome provers on tic-tac-toe from the empty board (a draw: two proofs for the proof-number
 * searches, the score-bounded solver for MCTS): Monte-Carlo tree search with its solver, Allis's
 * proof-number search and Nagai's df-pn with a 16 MB table, named as {@code zwang compare} names
 * them. One operation is one proof from scratch (fresh tree or cleared table), seeded, so each
 * operation does the same work.
 *
 * <p>Short profile: {@code java -jar benchmarks/target/benchmarks.jar OutcomeProversBenchmark -f 1 -wi 2
 * -i 3 -w 2s -r 2s}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class OutcomeProversBenchmark {

    @Param({"mcts", "pns", "dfpn"})
    public String technique;

    private Game game;
    private ProofNumberSearch pns;
    private DepthFirstProofNumberSearch dfpn;

    @Setup
    public void setUp() {
        game = new TicTacToe();
        pns = ProofNumberSearch.forGame(game, 1 << 20);
        dfpn = DepthFirstProofNumberSearch.forGame(game, 16L << 20, true);
    }

    /** One proof of the empty board's outcome; returns it so nothing is optimised away. */
    @Benchmark
    public int prove() {
        switch (technique) {
            case "mcts":
                return MonteCarloTreeSearch.forGame(game, MonteCarloTreeSearch.Settings.defaults())
                        .search(game, 5_000_000, 0, null).outcome();
            case "pns":
                return pns.outcome(game);
            case "dfpn":
                return dfpn.outcome(game, 100_000_000);
            default:
                throw new IllegalArgumentException("unknown technique " + technique + " (mcts, pns, dfpn)");
        }
    }
}
