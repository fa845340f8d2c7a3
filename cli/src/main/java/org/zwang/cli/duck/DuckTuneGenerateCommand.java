package org.zwang.cli.duck;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.zwang.cli.UserFiles;
import org.zwang.duck.engine.ZwangEngine;
import org.zwang.duck.tune.LabelledPosition;
import org.zwang.duck.tune.SelfPlay;
import org.zwang.match.OpeningSuite;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code zwang duck tune generate}: labelled positions from seeded self-play ({@link SelfPlay}). */
@Command(name = "generate",
        mixinStandardHelpOptions = true,
        description = {
            "Plays the engine against itself at a fixed node budget per move (varied by up to 25%% per move, "
                    + "drawn from the seed) from the shipped Duck Chess openings, and writes every position of every "
                    + "game with the game's result: one 'FEN ; 1-0' (or 0-1, 1/2-1/2) line each, after a # header "
                    + "that records the command. The same seed gives the same file, whatever --threads.",
            "Progress goes to stderr.",
            ""
        },
        footer = {
            "",
            "Examples:",
            "  zwang duck tune generate --games 2000 --nodes 5000 --seed 1 --output positions.txt",
            "  zwang duck tune generate --games 20 --nodes 1000 --seed 7            (a quick look, to stdout)",
        })
public final class DuckTuneGenerateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--games", paramLabel = "N", defaultValue = "1000",
            description = "Games to play. Default: ${DEFAULT-VALUE}.")
    int games;

    @Option(names = "--nodes", paramLabel = "N", defaultValue = "5000",
            description = "Node budget of a move (at least 100). Default: ${DEFAULT-VALUE}.")
    long nodes;

    @Mixin
    SelfPlayOptions selfPlay;




    @Option(names = {"--output", "-o"}, paramLabel = "FILE", description = "Write the positions here (default: stdout).")
    Path output;

    @Override
    public Integer call() throws IOException {
        SelfPlay.Settings settings = selfPlay.settings(games, nodes);
        List<String> openings = new ArrayList<>();
        for (OpeningSuite.Entry entry : OpeningSuite.load()) {
            openings.add(entry.fen());
        }
        List<String> lines = new ArrayList<>();
        lines.add("# zwang duck tune generate --games " + games + " --nodes " + nodes + " --seed " + selfPlay.seed
                + " --max-plies " + selfPlay.maxPlies);
        lines.add("# " + ZwangEngine.NAME + "; openings: the shipped suite (" + openings.size() + "); line: FEN ; result");
        PrintWriter err = spec.commandLine().getErr();
        long start = System.nanoTime();
        int[] results = new int[3];
        SelfPlay.play(openings, settings,
                // results only, as Texel's method fits them ('zwang duck nnue generate' keeps the search scores)
                position -> lines.add(new LabelledPosition(position.fen(), position.whiteScore()).line()), done -> {
                    if (done % 10 == 0 || done == games) {
                        err.printf(Locale.ROOT, "%d/%d games, %d positions (%.0f s)%n", done, games,
                                lines.size() - 2, (System.nanoTime() - start) / 1e9);
                        err.flush();
                    }
                });
        for (String line : lines.subList(2, lines.size())) {
            double score = LabelledPosition.parse(line).whiteScore();
            results[score == 1 ? 0 : score == 0 ? 2 : 1]++;
        }
        UserFiles.writeLines(lines, output, spec.commandLine().getOut());
        err.printf(Locale.ROOT, "%d positions (labelled 1-0: %d, 1/2-1/2: %d, 0-1: %d)%s%n",
                lines.size() - 2, results[0], results[1], results[2], output == null ? "" : " written to " + output);
        return 0;
    }
}
