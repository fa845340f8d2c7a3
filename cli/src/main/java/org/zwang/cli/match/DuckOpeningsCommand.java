package org.zwang.cli.match;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.zwang.cli.UserFiles;
import org.zwang.duck.engine.ZwangEngine;
import org.zwang.match.OpeningSuite;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code zwang duck openings}: makes a suite of balanced Duck Chess openings by {@link OpeningSuite}'s
 * recipe, header included; with the defaults it writes the suite shipped with {@code zwang match}
 * again, position for position (as long as the engine's search scores them as it did).
 */
@Command(name = "openings",
        mixinStandardHelpOptions = true,
        description = {
            "Makes a suite of balanced Duck Chess start positions for engine matches: random legal turns from "
                    + "the initial position, kept when Zwang's search to a fixed depth scores them near equal "
                    + "and they are not duplicates. The defaults are the command that made the suite zwang match "
                    + "uses for duck games (with the engine of that time: today's keeps other positions); the "
                    + "file's # header records the command.",
            "Line format: FEN ; turns from the start (UCI notation) ; cp SCORE. Progress goes to stderr.",
            ""
        },
        footer = {
            "",
            "Examples:",
            "  zwang duck openings --output duck-openings.epd          (the shipped suite)",
            "  zwang duck openings --seed 7 --count 100 --depth 3 --max-cp 30",
        })
public final class DuckOpeningsCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "2026",
            description = "Seed of the random turns. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--min-plies", paramLabel = "N", defaultValue = "4",
            description = "Fewest random plies (turns). Default: ${DEFAULT-VALUE}.")
    int minPlies;

    @Option(names = "--max-plies", paramLabel = "N", defaultValue = "8",
            description = "Most random plies (turns). Default: ${DEFAULT-VALUE}.")
    int maxPlies;

    @Option(names = "--depth", paramLabel = "N", defaultValue = "4",
            description = "Search depth of the scoring search. Default: ${DEFAULT-VALUE}.")
    int depth;

    @Option(names = "--max-cp", paramLabel = "CP", defaultValue = "50",
            description = "Keep positions scored within +/-CP centipawns. Default: ${DEFAULT-VALUE}.")
    int maxCentipawns;

    @Option(names = "--count", paramLabel = "N", defaultValue = "600",
            description = "Positions to make. Default: ${DEFAULT-VALUE}.")
    int count;

    @Option(names = {"--output", "-o"}, paramLabel = "FILE", description = "Write the suite here (default: stdout).")
    Path output;

    @Override
    public Integer call() throws IOException {
        OpeningSuite.Recipe recipe = new OpeningSuite.Recipe(seed, minPlies, maxPlies, depth, maxCentipawns, count);
        PrintWriter err = spec.commandLine().getErr();
        List<OpeningSuite.Entry> entries = new ArrayList<>();
        long start = System.nanoTime();
        int candidates = OpeningSuite.generate(recipe, entry -> {
            entries.add(entry);
            if (entries.size() % 50 == 0) {
                err.printf(Locale.ROOT, "%d/%d openings kept (%.0f s)%n", entries.size(), count,
                        (System.nanoTime() - start) / 1e9);
                err.flush();
            }
        }, tried -> { });
        if (entries.size() < count) {
            err.printf(Locale.ROOT, "only %d openings within +/-%d cp after %d candidates%n", entries.size(),
                    maxCentipawns, candidates);
        }
        List<String> lines = new ArrayList<>(OpeningSuite.header(
                new OpeningSuite.Recipe(seed, minPlies, maxPlies, depth, maxCentipawns, entries.size()), candidates,
                ZwangEngine.NAME));
        for (OpeningSuite.Entry entry : entries) {
            lines.add(entry.line());
        }
        UserFiles.writeLines(lines, output, spec.commandLine().getOut());
        if (output != null) {
            err.println("wrote " + entries.size() + " openings to " + output);
        }
        return entries.size() < count ? 1 : 0;
    }
}
