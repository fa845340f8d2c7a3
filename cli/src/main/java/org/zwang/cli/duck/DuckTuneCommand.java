package org.zwang.cli.duck;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code zwang duck tune}: the evaluation tuned on the engine's own games, in two steps a user reruns
 * with the same seeds to get the same weights: {@code generate} (seeded self-play, positions labelled
 * with the games' results) and {@code fit} (Texel's method with a held-out split).
 */
@Command(name = "tune",
        mixinStandardHelpOptions = true,
        description = {
            "Tunes the Duck Chess evaluation on the engine's own games (Texel's method), in two steps:",
            "  generate  seeded self-play at a fixed node budget from the shipped openings; every position labelled "
                    + "with its game's result",
            "  fit       the weights that make a logistic of the quiescence score predict those results best, "
                    + "with a held-out share of the positions to stop before fitting noise",
            "The same seeds give the same positions and the same weights. The weights file can be given to the "
                    + "engine (option EvalFile) to play a match against the built-in weights.",
            ""
        },
        footer = {
            "",
            "Examples:",
            "  zwang duck tune generate --games 2000 --nodes 5000 --seed 1 --output positions.txt",
            "  zwang duck tune fit --positions positions.txt --seed 1 --output weights.txt",
            "  zwang engine   then: setoption name EvalFile value weights.txt",
            "",
            "Run 'zwang duck tune <command> --help' for the options of each step."
        })
public final class DuckTuneCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
