package org.zwang.cli.duck;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.zwang.cli.UserFiles;
import org.zwang.duck.eval.EvaluationWeights;
import org.zwang.duck.eval.EvaluationWeights.Group;
import org.zwang.duck.eval.EvaluationWeights.Weight;
import org.zwang.duck.tune.LabelledPosition;
import org.zwang.duck.tune.TexelTuner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code zwang duck tune fit}: Texel's method on labelled positions ({@link TexelTuner}). */
@Command(name = "fit",
        mixinStandardHelpOptions = true,
        description = {
            "Fits the evaluation's weights to labelled positions (from 'zwang duck tune generate') by Texel's "
                    + "method: the mean squared error between each game's result and 1 / (1 + 10^(-K q / 400)), q "
                    + "the quiescence score from White's view, is minimised by moving one weight at a time (steps "
                    + "16, 8, ... 1). K is fitted to the starting weights first. A share of the positions, drawn by "
                    + "the seed, is held out: the weights written are those of the pass with the lowest held-out "
                    + "error, and the fit stops after 2 passes without a better one.",
            "Writes the weights ('name value' lines, every weight, after a # header with the command, K and the "
                    + "errors); progress and the changed weights go to stderr. The same positions and seed give the "
                    + "same weights, whatever --threads.",
            ""
        },
        footer = {
            "",
            "Examples:",
            "  zwang duck tune fit --positions positions.txt --seed 1 --output weights.txt",
            "  zwang duck tune fit --positions positions.txt --terms material,mobility --max-passes 10",
            "  zwang duck tune fit --positions more.txt --start weights.txt --output weights2.txt",
        })
public final class DuckTuneFitCommand implements Callable<Integer> {

    /** The longest line a positions or weights file may have. */
    private static final int MAX_LINE = 1_000;

    @Spec
    CommandSpec spec;

    @Option(names = "--positions", paramLabel = "FILE", required = true,
            description = "The labelled positions ('FEN ; RESULT' lines, # comments).")
    Path positions;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1",
            description = "Seed of the held-out draw. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--held-out", paramLabel = "SHARE", defaultValue = "0.1",
            description = "Share of the positions held out (0 .. 0.5; 0: none, the fit runs to the finest step). "
                    + "Default: ${DEFAULT-VALUE}.")
    double heldOut;

    @Option(names = "--terms", paramLabel = "GROUP", split = ",",
            defaultValue = "material,mobility,king,psq,tempo",
            description = "Which weights to fit: material, mobility, king, psq, tempo (comma-separated). "
                    + "Default: ${DEFAULT-VALUE}.")
    List<String> terms;

    @Option(names = "--start", paramLabel = "FILE",
            description = "Weights to start from ('name value' lines; unnamed weights: the engine's). "
                    + "Default: the engine's.")
    Path start;

    @Option(names = "--scale", paramLabel = "K",
            description = "The logistic's scale K, held instead of fitted.")
    Double scale;

    @Option(names = "--max-passes", paramLabel = "N", defaultValue = "100",
            description = "Most passes over the weights. Default: ${DEFAULT-VALUE}.")
    int maxPasses;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
            description = "Threads for the quiescence searches. Default: ${DEFAULT-VALUE}.")
    int threads;

    @Option(names = {"--output", "-o"}, paramLabel = "FILE", description = "Write the weights here (default: stdout).")
    Path output;

    @Override
    public Integer call() throws IOException {
        if (maxPasses < 1 || threads < 1 || threads > 256 || (scale != null && !(scale > 0))) {
            throw new IllegalArgumentException("need --max-passes >= 1, --threads 1 .. 256 and --scale > 0");
        }
        List<Weight> tuned = EvaluationWeights.of(groups());
        EvaluationWeights first = start == null ? EvaluationWeights.DEFAULT : EvaluationWeights.parse(read(start));
        List<LabelledPosition> labelled = positions(positions);
        TexelTuner tuner = new TexelTuner(labelled, seed, heldOut, threads);
        PrintWriter err = spec.commandLine().getErr();
        err.printf(Locale.ROOT, "%d positions: %d to fit, %d held out; %d weights to fit%n", labelled.size(),
                tuner.trainingSize(), tuner.heldOutSize(), tuned.size());
        err.flush();
        long began = System.nanoTime();
        TexelTuner.Result result = tuner.tune(first, tuned, maxPasses, scale == null ? Double.NaN : scale, pass -> {
            err.printf(Locale.ROOT, "pass %d (step %d): %d weights moved, error %.6f, held out %.6f (%.0f s)%n",
                    pass.number(), pass.step(), pass.changed(), pass.trainingError(), pass.heldOutError(),
                    (System.nanoTime() - began) / 1e9);
            err.flush();
        });
        List<String> out = new ArrayList<>();
        out.add("# zwang duck tune fit --positions " + positions.getFileName() + " --seed " + seed + " --held-out "
                + heldOut + " --terms " + String.join(",", terms) + (start == null ? "" : " --start " + start.getFileName())
                + (scale == null ? "" : " --scale " + scale) + " --max-passes " + maxPasses);
        out.add(String.format(Locale.ROOT, "# K %.4f; %d positions fitted, %d held out; error %.6f -> %.6f, held out "
                + "%.6f -> %.6f; %d passes", result.scale(), tuner.trainingSize(), tuner.heldOutSize(),
                result.startTrainingError(), result.trainingError(), result.startHeldOutError(), result.heldOutError(),
                result.passes()));
        out.addAll(List.of(result.weights().toText().split("\n")));
        UserFiles.writeLines(out, output, spec.commandLine().getOut());
        for (Weight weight : tuned) {
            if (result.weights().get(weight) != first.get(weight)) {
                err.printf(Locale.ROOT, "%s %d -> %d%n", weight.id(), first.get(weight), result.weights().get(weight));
            }
        }
        err.printf(Locale.ROOT, "K %.4f; error %.6f -> %.6f, held out %.6f -> %.6f%s%n", result.scale(),
                result.startTrainingError(), result.trainingError(), result.startHeldOutError(), result.heldOutError(),
                output == null ? "" : "; weights written to " + output);
        return 0;
    }

    private List<Group> groups() {
        List<Group> groups = new ArrayList<>();
        for (String term : terms) {
            try {
                groups.add(Group.valueOf(term.strip().toUpperCase(Locale.ROOT)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("unknown term group '" + (term.length() > 40 ? term.substring(0, 40)
                        + "..." : term) + "' (expected material, mobility, king, psq, tempo)");
            }
        }
        return groups;
    }

    /**
     * The labelled positions of {@code file} ({@code FEN ; RESULT} or {@code FEN ; RESULT ; SCORE}
     * lines; blank lines and {@code #} comments skipped); a bad line is an error naming it.
     */
    static List<LabelledPosition> positions(Path file) throws IOException {
        List<LabelledPosition> labelled = new ArrayList<>();
        List<String> lines = read(file);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (!line.isEmpty() && !line.startsWith("#")) {
                try {
                    labelled.add(LabelledPosition.parse(line));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(file + " line " + (i + 1) + ": " + e.getMessage());
                }
            }
        }
        return labelled;
    }

    /** The lines of {@code file}, each at most {@value #MAX_LINE} characters. */
    static List<String> read(Path file) throws IOException {
        List<String> lines = new ArrayList<>();
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (line.length() > MAX_LINE) {
                    throw new IllegalArgumentException(file + " line " + (lines.size() + 1) + " is longer than "
                            + MAX_LINE + " characters");
                }
                lines.add(line);
            }
        }
        return lines;
    }
}
