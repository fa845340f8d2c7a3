package org.zwang.cli.duck;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.zwang.duck.engine.ZwangEngine;
import org.zwang.duck.tune.LabelledPosition;
import org.zwang.duck.tune.SelfPlay;
import org.zwang.match.OpeningSuite;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code zwang duck nnue generate}: positions with search scores and results from seeded self-play
 * ({@link SelfPlay}), appended game by game so that a stopped run continues where it stopped.
 */
@Command(name = "generate",
        mixinStandardHelpOptions = true,
        description = {
            "Plays the engine against itself at a fixed node budget per move (varied by up to 25%% per move, "
                    + "drawn from the seed) from the shipped Duck Chess openings, and appends every position of every "
                    + "game to the --output file: one 'FEN ; RESULT ; SCORE' line each (RESULT 1-0, 0-1 or 1/2-1/2; "
                    + "SCORE the engine's search score in centipawns from White's view, a mate as +-10000), then a "
                    + "'# game N' line after each game. Positions where the side to move can take the king are left out.",
            "Resumable: when the file exists, it must have been made with the same --nodes, --seed and --max-plies "
                    + "(its first line says), and the run continues at the game after the last complete one (a game "
                    + "cut off half written is dropped first), adding --games more; the file is then the same as one "
                    + "uninterrupted run's. The same seed gives the same file, whatever --threads.",
            "Progress (games, positions, positions per hour) goes to stderr.",
            ""
        },
        footer = {
            "",
            "Examples:",
            "  zwang duck nnue generate --games 300 --nodes 2000 --seed 1 --output selfplay.txt",
            "  zwang duck nnue generate --games 300 --nodes 2000 --seed 1 --output selfplay.txt   (300 more: games 301-600)",
            "  zwang duck nnue generate --games 2000 --nodes 5000 --seed 2 --threads 2 --output big.txt",
        })
public final class DuckNnueGenerateCommand implements Callable<Integer> {

    private static final String GAME_MARK = "# game ";

    @Spec
    CommandSpec spec;

    @Option(names = "--games", paramLabel = "N", defaultValue = "100",
            description = "Games to add to the file. Default: ${DEFAULT-VALUE}.")
    int games;

    @Option(names = "--nodes", paramLabel = "N", defaultValue = "2000",
            description = "Node budget of a move (at least 100). Default: ${DEFAULT-VALUE}.")
    long nodes;

    @Mixin
    SelfPlayOptions selfPlay;




    @Option(names = {"--output", "-o"}, paramLabel = "FILE", required = true,
            description = "The positions file, created or continued.")
    Path output;

    @Override
    public Integer call() throws IOException {
        SelfPlay.Settings settings = selfPlay.settings(games, nodes);
        String header = "# zwang duck nnue generate --nodes " + nodes + " --seed " + selfPlay.seed
                + " --max-plies " + selfPlay.maxPlies;
        PrintWriter err = spec.commandLine().getErr();
        int played = resume(header, err);
        List<String> openings = new ArrayList<>();
        for (OpeningSuite.Entry entry : OpeningSuite.load()) {
            openings.add(entry.fen());
        }
        long start = System.nanoTime();
        long[] positions = {0};
        List<String> game = new ArrayList<>();
        try (Writer writer = Files.newBufferedWriter(output, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND)) {
            if (played == 0 && Files.size(output) == 0) {
                writer.write(header + "\n# " + ZwangEngine.NAME + "; openings: the shipped suite (" + openings.size()
                        + "); line: FEN ; result ; White's search score (cp)\n");
            }
            IOException[] failure = {null};
            SelfPlay.play(openings, settings, played,
                    position -> game.add(position.line()), done -> {
                        if (failure[0] != null) {
                            return;
                        }
                        try {
                            for (String line : game) {
                                writer.write(line);
                                writer.write('\n');
                            }
                            writer.write(GAME_MARK + (played + done) + "\n");
                            writer.flush(); // a whole game at a time: a stopped run loses at most the games in play
                        } catch (IOException e) {
                            failure[0] = e;
                        }
                        positions[0] += game.size();
                        game.clear();
                        if (done % 10 == 0 || done == games) {
                            double seconds = (System.nanoTime() - start) / 1e9;
                            err.printf(Locale.ROOT, "game %d (%d/%d this run), %d positions (%.0f s, %.0f positions"
                                    + " per hour)%n", played + done, done, games, positions[0], seconds,
                                    positions[0] * 3600 / Math.max(seconds, 1e-3));
                            err.flush();
                        }
                    });
            if (failure[0] != null) {
                throw failure[0];
            }
        }
        err.printf(Locale.ROOT, "%d games, %d positions added to %s (games 1-%d in the file)%n", games, positions[0],
                output, played + games);
        return 0;
    }

    /**
     * The games already in the file (0 when it does not exist or is empty), after checking that it was
     * made with the same settings and dropping the lines of a game cut off half written.
     */
    private int resume(String header, PrintWriter err) throws IOException {
        if (!Files.exists(output) || Files.size(output) == 0) {
            return 0;
        }
        List<String> lines = DuckTuneFitCommand.read(output);
        if (!lines.get(0).equals(header)) {
            throw new IllegalArgumentException(output + " was made with other settings: its first line is '"
                    + (lines.get(0).length() > 120 ? lines.get(0).substring(0, 120) + "..." : lines.get(0))
                    + "' (continue it with the same --nodes, --seed and --max-plies, or write a new file)");
        }
        int complete = 2; // the header's lines
        int played = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith(GAME_MARK)) {
                played++;
                if (!line.equals(GAME_MARK + played)) {
                    throw new IllegalArgumentException(output + " line " + (i + 1) + ": expected '" + GAME_MARK + played
                            + "'");
                }
                complete = i + 1;
            } else if (i >= 2 && !line.startsWith("#")) {
                try {
                    LabelledPosition.parse(line);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(output + " line " + (i + 1) + ": " + e.getMessage());
                }
            }
        }
        if (complete < lines.size()) {
            err.printf(Locale.ROOT, "dropping %d lines of game %d, cut off half written%n", lines.size() - complete,
                    played + 1);
            List<String> kept = lines.subList(0, complete);
            Files.write(output, kept, StandardCharsets.UTF_8);
        }
        if (played > 0) {
            err.printf(Locale.ROOT, "%s has %d games; continuing at game %d%n", output, played, played + 1);
        }
        return played;
    }
}
