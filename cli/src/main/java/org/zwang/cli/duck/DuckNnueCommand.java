package org.zwang.cli.duck;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code zwang duck nnue}: the network evaluation's pipeline, two steps a user reruns with the same
 * seeds to get the same net: {@code generate} (seeded, resumable self-play; positions with the
 * search's score and the game's result) and {@code train} (Adam on the CPU; writes a net file).
 */
@Command(name = "nnue",
        mixinStandardHelpOptions = true,
        description = {
            "Makes a network evaluation for the Duck Chess engine from its own games, in two steps:",
            "  generate  seeded self-play at a fixed node budget from the shipped openings; every position with the "
                    + "engine's search score and its game's result, appended to a file (a run continues at the next game)",
            "  train     a one-hidden-layer network (two perspectives, clipped ReLU) trained with Adam on the CPU, "
                    + "quantised to integers and written as a net file",
            "The net file is given to the engine with option EvalFile, and option Eval network plays with it.",
            ""
        },
        footer = {
            "",
            "Examples:",
            "  zwang duck nnue generate --games 1000 --nodes 5000 --seed 1 --output selfplay.txt",
            "  zwang duck nnue train --positions selfplay.txt --width 128 --epochs 5 --threads 2 --output duck.nnue",
            "  zwang engine   then: setoption name EvalFile value duck.nnue, setoption name Eval value network",
            "",
            "Run 'zwang duck nnue <command> --help' for the options of each step."
        })
public final class DuckNnueCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
