package org.zwang.cli.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zwang.cli.CommandRun;

/**
 * A researcher's own PUCT prior and leaf evaluator, compiled here into a class path of their own (a
 * class loader beside Zwang's, as a researcher's jar would be) and named on the command line
 * ({@code --prior org.example.CountingPrior --value org.example.CountingValue}): {@code zwang compare}
 * uses them — each counts its calls, and the counts grow — and PUCT still proves every tic-tac-toe
 * position's outcome, checked against alpha-beta. Without those classes the same names are one error line.
 */
class ResearchersMctsPartsTest {

    private static final String PRIOR = """
            package org.example;

            import java.util.concurrent.atomic.AtomicLong;
            import org.zwang.search.Game;
            import org.zwang.search.mcts.MonteCarloTreeSearch;

            public final class CountingPrior implements MonteCarloTreeSearch.PriorPolicy {
                public static final AtomicLong CALLS = new AtomicLong();

                @Override
                public void priors(Game game, int[] moves, int count, double[] priors) {
                    CALLS.incrementAndGet();
                    for (int i = 0; i < count; i++) {
                        priors[i] = 1.0 / (i + 1);
                    }
                }
            }
            """;

    private static final String VALUE = """
            package org.example;

            import java.util.concurrent.atomic.AtomicLong;
            import org.zwang.search.Game;
            import org.zwang.search.mcts.MonteCarloTreeSearch;

            public final class CountingValue implements MonteCarloTreeSearch.ValueEvaluator {
                public static final AtomicLong CALLS = new AtomicLong();

                @Override
                public double value(Game game) {
                    CALLS.incrementAndGet();
                    return 0.5;
                }
            }
            """;

    @Test
    void aResearchersPriorAndEvaluatorOnTheClassPathArePickedUpByName(@TempDir Path dir) throws Exception {
        Path sources = Files.createDirectories(dir.resolve("src"));
        Path classes = Files.createDirectories(dir.resolve("classes"));
        Path prior = Files.writeString(sources.resolve("CountingPrior.java"), PRIOR);
        Path value = Files.writeString(sources.resolve("CountingValue.java"), VALUE);
        assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", classes.toString(), "-cp",
                System.getProperty("java.class.path"), prior.toString(), value.toString()), "javac");
        String[] args = {"compare", "--games", "tic-tac-toe", "--quick", "--generated", "2", "--techniques",
            "alphabeta,puct", "--prior", "org.example.CountingPrior", "--value", "org.example.CountingValue",
            "--format", "csv"};

        ClassLoader before = Thread.currentThread().getContextClassLoader();
        try (URLClassLoader researcher = new URLClassLoader(new URL[] {classes.toUri().toURL()}, before)) {
            Thread.currentThread().setContextClassLoader(researcher);
            CommandRun solve = run(args);
            assertEquals(0, solve.code(), "PUCT agrees with alpha-beta everywhere: " + solve.err());
            List<Map<String, String>> rows = CompareCommandTest.csv(solve.out());
            List<Map<String, String>> puct = rows.stream().filter(r -> r.get("technique").equals("puct")).toList();
            assertTrue(!puct.isEmpty(), solve.out());
            for (Map<String, String> row : puct) {
                assertEquals("proved", row.get("status"), row.toString());
            }
            assertTrue(solve.err().contains(" prior=org.example.CountingPrior")
                    && solve.err().contains(" value=org.example.CountingValue"), "the record names them: " + solve.err());
            assertTrue(calls(researcher, "org.example.CountingPrior") > 0, "the prior was asked");
            assertTrue(calls(researcher, "org.example.CountingValue") > 0, "the evaluator was asked");

            long priorCalls = calls(researcher, "org.example.CountingPrior");
            CommandRun play = run("compare", "--play", "--games", "tic-tac-toe", "--techniques", "puct,random", "--budget",
                    "300", "--openings", "1", "--prior", "org.example.CountingPrior");
            assertEquals(0, play.code(), play.err());
            assertTrue(calls(researcher, "org.example.CountingPrior") > priorCalls, "the prior plays too");
        } finally {
            Thread.currentThread().setContextClassLoader(before);
        }
        CommandRun without = run(args);
        assertEquals(2, without.code(), "without the researcher's classes the name is unknown");
        assertEquals("", without.out());
        assertEquals("zwang compare: unknown prior 'org.example.CountingPrior' (uniform, ordering, or the full name "
                + "of a class on the class path that implements org.zwang.search.mcts.MonteCarloTreeSearch.PriorPolicy)",
                without.err().strip());
    }

    /** The calls counted by the researcher's class, as loaded by their class loader. */
    private static long calls(ClassLoader loader, String className) throws Exception {
        return ((AtomicLong) Class.forName(className, true, loader).getField("CALLS").get(null)).get();
    }

    private static CommandRun run(String... args) {
        return CommandRun.of(args);
    }
}
