package org.zwang.cli.duck;

import org.zwang.duck.tune.SelfPlay;
import picocli.CommandLine.Option;

/**
 * The self-play settings both position generators take ({@code zwang duck tune generate} and
 * {@code zwang duck nnue generate}), and the one check of them with the games and node budget.
 */
final class SelfPlayOptions {

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1",
            description = "Seed of the openings' order and the node budgets. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--max-plies", paramLabel = "N", defaultValue = "300",
            description = "A game this long without a result counts as a draw. Default: ${DEFAULT-VALUE}.")
    int maxPlies;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
            description = "Games played at once (one thread each). Default: ${DEFAULT-VALUE}.")
    int threads;

    /** The run's settings; a value out of range is the user's mistake, named in one line. */
    SelfPlay.Settings settings(int games, long nodes) {
        if (games < 1 || nodes < 100 || maxPlies < 1 || threads < 1 || threads > 256) {
            throw new IllegalArgumentException("need --games >= 1, --nodes >= 100, --max-plies >= 1 and --threads 1 .. 256");
        }
        return new SelfPlay.Settings(seed, games, nodes, maxPlies, threads);
    }
}
