package org.zwang.cli.duck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zwang.cli.CommandRun;
import org.zwang.cli.Main;
import org.zwang.duck.nnue.Network;
import org.zwang.duck.nnue.NetworkFile;
import org.zwang.duck.tune.LabelledPosition;

/**
 * {@code zwang duck nnue generate} (resumed runs equal one run), {@code train} (a readable net file,
 * the loss per epoch) and {@code zwang duck bench --eval network} end to end through {@link Main#run}.
 */
class DuckNnueCommandTest {

    private static String[] generate(Path file, int games) {
        return new String[] {"duck", "nnue", "generate", "--games", Integer.toString(games), "--nodes", "300",
            "--max-plies", "16", "--seed", "3", "--output", file.toString()};
    }

    @Test
    void generateResumesThenTrainWritesANetTheBenchUses(@TempDir Path dir) throws IOException {
        Path once = dir.resolve("once.txt");
        CommandRun first = CommandRun.of(generate(once, 3));
        assertEquals(0, first.code(), first.err());
        List<String> lines = Files.readAllLines(once);
        assertEquals("# zwang duck nnue generate --nodes 300 --seed 3 --max-plies 16", lines.get(0));
        assertEquals("# game 3", lines.get(lines.size() - 1));
        long scored = lines.stream().filter(line -> !line.startsWith("#"))
                .map(LabelledPosition::parse).filter(LabelledPosition::hasSearchScore).count();
        assertTrue(scored >= 3, lines.toString());

        Path resumed = dir.resolve("resumed.txt");
        CommandRun part = CommandRun.of(generate(resumed, 2));
        assertEquals(0, part.code(), part.err());
        Files.writeString(resumed, Files.readString(resumed) + lines.get(2) + "\n"); // a game cut off half written
        CommandRun rest = CommandRun.of(generate(resumed, 1));
        assertEquals(0, rest.code(), rest.err());
        assertTrue(rest.err().contains("continuing at game 3"), rest.err());
        assertTrue(rest.err().contains("dropping 1 lines of game 3"), rest.err());
        assertEquals(lines, Files.readAllLines(resumed), "two runs make the file one run makes");

        String[] other = generate(resumed, 1);
        other[10] = "4"; // another seed
        CommandRun refused = CommandRun.of(other);
        assertEquals(2, refused.code());
        assertTrue(refused.err().contains("was made with other settings"), refused.err());

        Path net = dir.resolve("small.nnue");
        CommandRun train = CommandRun.of("duck", "nnue", "train", "--positions", once.toString(), "--width", "8",
                "--epochs", "2", "--batch", "16", "--held-out", "0.2", "--seed", "2", "--output", net.toString());
        assertEquals(0, train.code(), train.err());
        assertTrue(train.err().contains("epoch 2/2: loss "), train.err());
        Network read = NetworkFile.read(new ByteArrayInputStream(Files.readAllBytes(net)));
        assertEquals(8, read.width());

        CommandRun bench = CommandRun.of("duck", "bench", "--positions", "start", "--depth", "2", "--hash", "4", "--eval",
                "network", "--eval-file", net.toString());
        assertEquals(0, bench.code(), bench.err());
        String header = bench.out().lines().findFirst().orElseThrow();
        assertTrue(header.contains("eval network " + net + " (width 8)"), header);
    }

    @Test
    void helpAndBadInput(@TempDir Path dir) throws IOException {
        for (String command : new String[] {"generate", "train"}) {
            CommandRun help = CommandRun.of("duck", "nnue", command, "--help");
            assertEquals(0, help.code());
            assertTrue(help.out().contains("Examples:"), help.out());
        }
        Path foreign = Files.writeString(dir.resolve("foreign.nnue"), "knight-mg 320\n");
        String[][] bad = {
            {"duck", "nnue", "generate", "--nodes", "5", "--output", dir.resolve("x.txt").toString()},
            {"duck", "nnue", "train", "--positions", dir.resolve("none.txt").toString(), "--output", "x.nnue"},
            {"duck", "nnue", "train", "--positions", foreign.toString(), "--width", "0", "--output", "x.nnue"},
            {"duck", "bench", "--eval", "network", "--eval-file", foreign.toString()},
        };
        String[] expected = {"--nodes >= 100", "none.txt", "--width 1 .. 1024", "not a net file"};
        for (int i = 0; i < bad.length; i++) {
            CommandRun.of(bad[i]).fails(2, expected[i]);
        }
    }
}
