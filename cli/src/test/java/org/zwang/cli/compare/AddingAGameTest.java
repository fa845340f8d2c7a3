package org.zwang.cli.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zwang.cli.CommandRun;

/**
 * docs/games.md's "Adding a game" example: the source files it links in docs/examples/subtraction,
 * compiled as they stand, with the service files the page names, and put on a class path of its own (a
 * class loader beside Zwang's, as a researcher's jar would be): the game and its technique show up in
 * {@code zwang compare}, {@code --play} and {@code --positions}, and every value it solves follows the
 * subtraction game's theory (the side to move loses exactly on a multiple of 4).
 */
class AddingAGameTest {

    @Test
    void theWalkthroughsGameAndTechniqueRunInCompareFromOutsideTheBuiltInLists(@TempDir Path dir) throws Exception {
        String page = Files.readString(Path.of("..", "docs", "games.md"), StandardCharsets.UTF_8);
        String section = page.substring(page.indexOf("## Adding a game"), page.indexOf("## Not yet here"));
        Path sources = Files.createDirectories(dir.resolve("src"));
        Path classes = Files.createDirectories(dir.resolve("classes"));
        List<String> files = new ArrayList<>();
        Matcher link = Pattern.compile("\\]\\((examples/subtraction/(\\w+)\\.java)\\)").matcher(section);
        while (link.find()) {
            Path example = Path.of("..", "docs").resolve(link.group(1));
            Path file = sources.resolve(link.group(2) + ".java");
            Files.copy(example, file);
            files.add(file.toString());
        }
        assertEquals(2, files.size(), "the page links the game and its compare side");
        Matcher services = Pattern.compile("(META-INF/services/[\\w.]+):\\s+(\\S+)").matcher(section);
        int serviceFiles = 0;
        while (services.find()) {
            Path file = classes.resolve(services.group(1));
            Files.createDirectories(file.getParent());
            Files.writeString(file, services.group(2) + "\n");
            serviceFiles++;
        }
        assertEquals(2, serviceFiles);
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        List<String> arguments = new ArrayList<>(List.of("-d", classes.toString(), "-cp",
                System.getProperty("java.class.path")));
        arguments.addAll(files);
        StringWriter compilerOutput = new StringWriter();
        assertEquals(0, compiler.run(null, null, null, arguments.toArray(String[]::new)), "javac: " + compilerOutput);

        ClassLoader before = Thread.currentThread().getContextClassLoader();
        try (URLClassLoader researcher = new URLClassLoader(new URL[] {classes.toUri().toURL()}, before)) {
            Thread.currentThread().setContextClassLoader(researcher);
            CommandRun solve = run("compare", "--games", "subtraction", "--techniques", "alphabeta,pvs,mtdf,minimax,dfpn",
                    "--generated", "5", "--format", "csv");
            assertEquals(0, solve.code(), solve.err());
            List<Map<String, String>> rows = CompareCommandTest.csv(solve.out());
            assertEquals((12 + 5) * 5 - countMinimaxSkips(rows), rows.size(), solve.out());
            for (Map<String, String> row : rows) {
                assertEquals("subtraction", row.get("game"));
                assertTrue(!row.get("status").equals("out-of-budget"), row.toString());
                int stones = Integer.parseInt(row.get("position"));
                assertEquals(stones % 4 == 0 ? -1 : 1, Integer.signum(Integer.parseInt(row.get("value"))),
                        row.toString());
            }

            Path piles = dir.resolve("piles.txt");
            Files.writeString(piles, "21\n40\n");
            CommandRun file = run("compare", "--games", "subtraction", "--techniques", "alphabeta", "--positions",
                    piles.toString());
            assertEquals(0, file.code(), file.err());
            assertTrue(file.out().contains("positions of piles.txt:"), file.out());
            Files.writeString(piles, "21\nmany\n");
            CommandRun bad = run("compare", "--games", "subtraction", "--techniques", "alphabeta", "--positions",
                    piles.toString());
            assertEquals(2, bad.code());
            assertEquals("zwang compare: piles.txt:2: 'many' is not a pile size", bad.err().strip());

            CommandRun play = run("compare", "--play", "--games", "subtraction", "--techniques", "alphabeta,take-three,random",
                    "--budget", "1000", "--openings", "3", "--format", "csv");
            assertEquals(0, play.code(), play.err());
            List<Map<String, String>> games = CompareCommandTest.csv(play.out());
            Map<String, String> alphaBetaAgainstTakeThree = games.stream().filter(r -> r.get("technique")
                    .equals("alphabeta") && r.get("opponent").equals("take-three")).findFirst().orElseThrow();
            // a full search wins every game it can: it loses only where it starts from a lost pile
            assertTrue(Double.parseDouble(alphaBetaAgainstTakeThree.get("points")) >= 3, alphaBetaAgainstTakeThree
                    .toString());
        } finally {
            Thread.currentThread().setContextClassLoader(before);
        }
        CommandRun without = run("compare", "--games", "subtraction");
        assertEquals(2, without.code(), "without the researcher's classes the game is unknown");
    }

    /** Plain minimax runs only on subjects small enough for it: the piles where it is skipped. */
    private static int countMinimaxSkips(List<Map<String, String>> rows) {
        long piles = rows.stream().filter(r -> r.get("technique").equals("alphabeta")).count();
        long minimax = rows.stream().filter(r -> r.get("technique").equals("minimax")).count();
        return (int) (piles - minimax);
    }

    private static CommandRun run(String... args) {
        return CommandRun.of(args);
    }
}
