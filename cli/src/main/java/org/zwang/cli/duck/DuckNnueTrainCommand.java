package org.zwang.cli.duck;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.zwang.duck.nnue.FloatNetwork;
import org.zwang.duck.nnue.Network;
import org.zwang.duck.nnue.NetworkFile;
import org.zwang.duck.nnue.Trainer;
import org.zwang.duck.nnue.QuietPositions;
import org.zwang.duck.nnue.TrainingSet;
import org.zwang.duck.tune.LabelledPosition;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code zwang duck nnue train}: a network trained on labelled positions ({@link Trainer}), written as a net file. */
@Command(name = "train",
        mixinStandardHelpOptions = true,
        description = {
            "Trains the engine's network on positions from 'zwang duck nnue generate' ('FEN ; RESULT ; SCORE' "
                    + "lines; a line without a score counts its result alone) and writes it as a net file for option "
                    + "EvalFile. The network: 768 inputs per side (piece type x colour relative to the side x square, "
                    + "mirrored for Black; no duck), one hidden layer of --width neurons computed from both sides' "
                    + "view, clipped ReLU, one output v = the evaluation / 400 centipawns.",
            "Training: Adam on the mean squared error between sigmoid(v) and lambda sigmoid(score / 400) + "
                    + "(1 - lambda) result, both for the side to move, in mini-batches split over --threads; a share "
                    + "of the positions, drawn by the seed, is held out. Then the weights are quantised to integers "
                    + "(first layer x 255, output x 512). The loss per epoch goes to stderr. The same positions, "
                    + "settings, seed and --threads give the same net file.",
            ""
        },
        footer = {
            "",
            "Examples:",
            "  zwang duck nnue train --positions selfplay.txt --max-score-gap 120 --epochs 10 --threads 2 --output duck.nnue",
            "      (the built-in net's settings)",
            "  zwang duck nnue train --positions selfplay.txt --width 256 --epochs 10 --threads 2 --output duck256.nnue",
            "  zwang duck nnue train --positions selfplay.txt --lambda 1 --epochs 3 --output scores-only.nnue",
        })
public final class DuckNnueTrainCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--positions", paramLabel = "FILE", required = true,
            description = "The positions ('FEN ; RESULT ; SCORE' lines, # comments).")
    Path positions;

    @Option(names = {"--output", "-o"}, paramLabel = "FILE", required = true,
            description = "The net file to write.")
    Path output;

    @Option(names = "--width", paramLabel = "N", defaultValue = "128",
            description = "Hidden neurons per side (1 .. " + Network.MAX_WIDTH + "). Default: ${DEFAULT-VALUE}.")
    int width;

    @Option(names = "--epochs", paramLabel = "N", defaultValue = "5",
            description = "Passes over the training positions. Default: ${DEFAULT-VALUE}.")
    int epochs;

    @Option(names = "--batch", paramLabel = "N", defaultValue = "1024",
            description = "Positions per optimiser step. Default: ${DEFAULT-VALUE}.")
    int batch;

    @Option(names = "--learning-rate", paramLabel = "RATE", defaultValue = "0.002",
            description = "Adam's step size. Default: ${DEFAULT-VALUE}.")
    double learningRate;

    @Option(names = "--lambda", paramLabel = "SHARE", defaultValue = "0.75",
            description = "Weight of the search score in the target, the rest the game's result (0 .. 1). "
                    + "Default: ${DEFAULT-VALUE}.")
    double lambda;

    @Option(names = "--max-score-gap", paramLabel = "CP",
            description = "Train on quiet positions only: those whose search score lies within CP centipawns of the "
                    + "linear evaluation's static score (not in the middle of an exchange), mates dropped. "
                    + "Default: every position.")
    Integer maxScoreGap;

    @Option(names = "--held-out", paramLabel = "SHARE", defaultValue = "0.1",
            description = "Share of the positions held out to watch over-fitting (0 .. 0.5). Default: ${DEFAULT-VALUE}.")
    double heldOut;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
            description = "Worker threads per batch. Default: ${DEFAULT-VALUE}.")
    int threads;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1",
            description = "Seed of the first weights, the held-out draw and the order of positions. "
                    + "Default: ${DEFAULT-VALUE}.")
    long seed;

    @Override
    public Integer call() throws IOException {
        if (width < 1 || width > Network.MAX_WIDTH || threads < 1 || threads > 256) {
            throw new IllegalArgumentException("need --width 1 .. " + Network.MAX_WIDTH + " and --threads 1 .. 256");
        }
        Trainer.Settings settings = new Trainer.Settings(epochs, batch, learningRate, threads, seed, heldOut);
        PrintWriter err = spec.commandLine().getErr();
        List<LabelledPosition> labelled = DuckTuneFitCommand.positions(positions);
        if (maxScoreGap != null) {
            int all = labelled.size();
            labelled = QuietPositions.keep(labelled, maxScoreGap);
            err.printf(Locale.ROOT, "%d of %d positions quiet (search score within %d cp of the static one)%n",
                    labelled.size(), all, maxScoreGap);
        }
        TrainingSet set = new TrainingSet(labelled, lambda);
        Trainer trainer = new Trainer(set, settings);
        FloatNetwork network = FloatNetwork.random(width, seed);
        err.printf(Locale.ROOT, "%d positions: %d to train on, %d held out; width %d, %d weights%n", set.size(),
                trainer.trainingSize(), trainer.heldOutSize(), width, (long) Network.INPUTS * width + 3L * width + 1);
        err.printf(Locale.ROOT, "epoch 0: loss %.6f (the random start)%n", Trainer.loss(network, set));
        err.flush();
        long began = System.nanoTime();
        trainer.train(network, epoch -> {
            err.printf(Locale.ROOT, "epoch %d/%d: loss %.6f, held out %s (%.1f s)%n", epoch.number(), epochs,
                    epoch.trainingLoss(), Double.isNaN(epoch.heldOutLoss()) ? "-"
                            : String.format(Locale.ROOT, "%.6f", epoch.heldOutLoss()), epoch.seconds());
            err.flush();
        });
        byte[] bytes = NetworkFile.toBytes(network.quantise());
        Files.write(output, bytes);
        err.printf(Locale.ROOT, "net written to %s (%d bytes, width %d) in %.0f s%n", output, bytes.length, width,
                (System.nanoTime() - began) / 1e9);
        return 0;
    }
}
