package org.zwang.cli.duck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zwang.cli.CommandRun;
import org.zwang.cli.Main;
import org.zwang.duck.eval.EvaluationWeights;
import org.zwang.duck.tune.LabelledPosition;

/** {@code zwang duck tune generate} and {@code fit} end to end through {@link Main#run}, on a few short games. */
class DuckTuneCommandTest {

    @Test
    void generateThenFitWithTheSameSeedsGivesTheSameFiles(@TempDir Path dir) throws IOException {
        Path positions = dir.resolve("positions.txt");
        String[] generate = {"duck", "tune", "generate", "--games", "3", "--nodes", "300", "--max-plies", "30",
            "--seed", "5", "--output", positions.toString()};
        CommandRun generated = CommandRun.of(generate);
        assertEquals(0, generated.code(), generated.err());
        List<String> lines = Files.readAllLines(positions);
        assertTrue(lines.get(0).startsWith("# zwang duck tune generate --games 3 --nodes 300 --seed 5"), lines.get(0));
        List<String> body = lines.subList(2, lines.size());
        assertTrue(body.size() >= 3, lines.toString());
        body.forEach(LabelledPosition::parse);
        assertTrue(generated.err().contains("3/3 games"), generated.err());
        Path again = dir.resolve("again.txt");
        generate[generate.length - 1] = again.toString();
        assertEquals(0, CommandRun.of(generate).code());
        assertEquals(lines, Files.readAllLines(again), "the same seed, the same positions");

        Path weights = dir.resolve("weights.txt");
        String[] fit = {"duck", "tune", "fit", "--positions", positions.toString(), "--terms", "material",
            "--max-passes", "2", "--held-out", "0.2", "--output", weights.toString()};
        CommandRun fitRun = CommandRun.of(fit);
        assertEquals(0, fitRun.code(), fitRun.err());
        List<String> fitted = Files.readAllLines(weights);
        assertTrue(fitted.get(1).startsWith("# K "), fitted.toString());
        EvaluationWeights read = EvaluationWeights.parse(fitted);
        assertEquals(EvaluationWeights.DEFAULT.get(EvaluationWeights.Weight.TEMPO),
                read.get(EvaluationWeights.Weight.TEMPO), "only material was fitted");
        Path weightsAgain = dir.resolve("weights-again.txt");
        fit[fit.length - 1] = weightsAgain.toString();
        assertEquals(0, CommandRun.of(fit).code());
        assertEquals(fitted, Files.readAllLines(weightsAgain), "the same seed, the same weights");
    }

    @Test
    void helpAndBadInput(@TempDir Path dir) throws IOException {
        CommandRun help = CommandRun.of("duck", "tune", "fit", "--help");
        assertEquals(0, help.code());
        assertTrue(help.out().contains("Examples:"), help.out());
        assertEquals(0, CommandRun.of("duck", "tune", "generate", "--help").code());
        Path positions = Files.writeString(dir.resolve("p.txt"),
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ; 1-0\nnot a position\n");
        String[][] bad = {
            {"duck", "tune", "fit", "--positions", positions.toString(), "--terms", "dragons"},
            {"duck", "tune", "fit", "--positions", positions.toString()},
            {"duck", "tune", "fit", "--positions", dir.resolve("none.txt").toString()},
            {"duck", "tune", "generate", "--nodes", "5"},
        };
        String[] expected = {"unknown term group 'dragons'", "line 2", "none.txt", "--nodes >= 100"};
        for (int i = 0; i < bad.length; i++) {
            CommandRun.of(bad[i]).fails(2, expected[i]);
        }
    }
}
