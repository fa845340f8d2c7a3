package org.zwang.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.notation.MoveNotation;

/**
 * examples/java-api/src/main/java/Example.java, compiled against this module and its dependencies
 * (the test class path) and run in its own JVM as a user would, so that the documented example
 * cannot rot: its table and par must be DDS's for its deal (the first line of ddtables.txt) and its
 * engine move legal.
 */
class ExampleProgramTest {

    /** A hang guard, never reached by a passing run. */
    private static final long HANG_GUARD_MINUTES = 5;

    private static Path exampleSource() {
        String configured = System.getProperty("zwang.example.source");
        Path source = configured != null ? Path.of(configured)
                : Path.of("..", "examples", "java-api", "src", "main", "java", "Example.java");
        assertTrue(Files.isRegularFile(source), "no example at " + source.toAbsolutePath());
        return source;
    }

    @Test
    void theExampleCompilesRunsAndPrintsDdsNumbers(@TempDir Path classes) throws Exception {
        String classPath = System.getProperty("java.class.path");
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        assertNotNull(compiler, "this JVM has no Java compiler (a JRE?)");
        java.io.ByteArrayOutputStream diagnostics = new java.io.ByteArrayOutputStream();
        int status = compiler.run(null, diagnostics, diagnostics, "-Xlint:all", "-Werror", "--release", "17",
                "-cp", classPath, "-d", classes.toString(), exampleSource().toString());
        assertEquals(0, status, diagnostics.toString(StandardCharsets.UTF_8));

        List<String> output = run(classes + File.pathSeparator + classPath);
        DdsOracle.TableLine dds = DdsOracle.tables(1).get(0);
        assertEquals("Deal " + dds.deal(), output.get(0));

        // The table: a header of strains NT S H D C, then one line per declarer N, S, E, W.
        int[] strains = {Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS};
        int checked = 0;
        for (String line : output) {
            String[] fields = line.trim().split("\\s+");
            if (fields.length == 6 && fields[0].length() == 1 && "NESW".contains(fields[0])) {
                int declarer = Seat.parse(fields[0]);
                for (int k = 0; k < strains.length; k++) {
                    assertEquals(dds.table().tricks(strains[k], declarer), Integer.parseInt(fields[k + 1]), line);
                }
                checked++;
            }
        }
        assertEquals(4, checked, "declarer lines in\n" + String.join("\n", output));

        assertTrue(output.contains("Par (dealer North, nobody vulnerable): " + dds.parScore() + " " + dds.parContracts()),
                String.join("\n", output));

        Matcher engine = Pattern.compile("Duck Chess after 1\\. e4 d5, depth 3: (\\S+) \\(score (cp -?\\d+|mate -?\\d+), line .+\\)")
                .matcher(output.get(output.size() - 1));
        assertTrue(engine.matches(), output.get(output.size() - 1));
        Board board = Board.startPosition(Variant.DUCK);
        board.makeMove(MoveNotation.parseUci(board, "e2e4,e4e6"));
        board.makeMove(MoveNotation.parseUci(board, "d7d5,d5e3"));
        MoveNotation.parseUci(board, engine.group(1)); // throws when the move is illegal
    }

    /** Runs {@code Example} with this JVM's java and returns its output lines, checking it exits 0. */
    private static List<String> run(String classPath) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process process = new ProcessBuilder(java, "-cp", classPath, "Example").redirectErrorStream(true).start();
        process.getOutputStream().close();
        byte[] bytes = process.getInputStream().readAllBytes(); // ends when the program does
        assertTrue(process.waitFor(HANG_GUARD_MINUTES, TimeUnit.MINUTES), "the example did not end");
        String text = new String(bytes, StandardCharsets.UTF_8);
        assertEquals(0, process.exitValue(), text);
        return new ArrayList<>(text.lines().toList());
    }
}
