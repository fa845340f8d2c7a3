package org.zwang.cli.dds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zwang.bridge.solver.SolverOptions.Feature;
import org.zwang.cli.CommandRun;

/** {@code zwang dds bench}: its report, and --check against the DDS numbers of the workload. */
class BenchCommandTest {

    @TempDir
    Path dir;

    /** Benches the first two deals of dumdum-readme.txt on one thread, 16 MB tables, with these solver switches. */
    private static CommandRun benchTwoReadmeDeals(String... switches) {
        List<String> args = new ArrayList<>(List.of("dds", "bench", "--file", Cli.resource("dumdum-readme.txt").toString(),
                "--deals", "2", "--threads", "1"));
        args.addAll(List.of(switches));
        args.addAll(List.of("--table-mb", "16"));
        return Cli.run(args.toArray(String[]::new)).ok();
    }

    private static void assertField(String out, String key, String valuePattern) {
        Pattern line = Pattern.compile("(?m)^" + key + " +" + valuePattern + "$");
        assertTrue(line.matcher(out).find(), () -> key + " " + valuePattern + " in\n" + out);
    }

    @Test
    void benchOfTheBundledDealsPrintsEveryFieldAndChecks() {
        CommandRun run = Cli.run("dds", "bench", "--deals", "3", "--check", "--threads", "2").ok();
        assertField(run.out(), "workload", "ddtables\\.txt \\(bundled\\), first 3 of 200 deals");
        assertField(run.out(), "solver", "default techniques; partition table 256 MB per solver");
        assertField(run.out(), "timing", "DD tables");
        assertField(run.out(), "threads", "2");
        assertField(run.out(), "deals", "3");
        assertField(run.out(), "cold_ms", "\\d+\\.\\d \\(mean of the first 3 of this JVM; CPU \\d+\\.\\d\\)");
        assertField(run.out(), "deals_per_s_1", "\\d+\\.\\d\\d \\(the same workload on 1 thread, run first\\)");
        assertField(run.out(), "speedup", "\\d+\\.\\d\\dx on 2 threads");
        assertField(run.out(), "total_s", "\\d+\\.\\d\\d");
        assertField(run.out(), "median_ms", "\\d+\\.\\d");
        assertField(run.out(), "mean_ms", "\\d+\\.\\d");
        assertField(run.out(), "cpu_ms", "median \\d+\\.\\d, mean \\d+\\.\\d .*");
        assertField(run.out(), "deals_per_s", "\\d+\\.\\d\\d");
        assertField(run.out(), "nodes_per_table", "[1-9]\\d*");
        assertField(run.out(), "tests_per_table", "\\d+\\.\\d");
        assertField(run.out(), "peak_table_mb", "\\d+\\.\\d \\(largest solver\\).*");
        assertField(run.out(), "cutoffs_per_table", "quick \\d+, later \\d+, etc \\d+; small cards skipped \\d+");
        assertField(run.out(), "java", ".+");
        assertField(run.out(), "check", "3 of 3 tables and par agree with the file");
    }

    /**
     * The scaling report: three passes over the same deals (cold, warm, warm on one thread), each of
     * every table; the parts it reports are within what they are parts of.
     */
    @Test
    void scalingTakesTheBatchApart() {
        CommandRun run = Cli.run("dds", "bench", "--scaling", "--deals", "4", "--threads", "2", "--table-mb", "16").ok();
        assertField(run.out(), "cold_pass", "4 tables on 2 threads, \\d+\\.\\d\\d s, \\d+\\.\\d\\d tables/s");
        assertField(run.out(), "warm_pass", "4 tables on 2 threads, .*");
        assertField(run.out(), "single_pass", "4 tables on 1 threads, .*");
        assertField(run.out(), "cold_first_ms", "\\d+ from JVM start to the first table \\(or strain\\) done");
        for (String pass : new String[] {"cold", "warm", "single"}) {
            assertField(run.out(), pass + "_tail_ms", "\\d+ after the median worker ran out of work \\((\\d|[1-9]\\d)\\.\\d% "
                    + "of the wall time\\)");
            assertField(run.out(), pass + "_idle", "(\\d|[1-9]\\d|100)\\.\\d% of the workers' time not solving");
            assertField(run.out(), pass + "_table_mb", "\\d+\\.\\d peak per solver \\(bound 16\\)");
        }
        assertField(run.out(), "single_tail_ms", "0 after the median worker ran out of work \\(0\\.0% of the wall time\\)");
        assertField(run.out(), "speedup", "\\d+\\.\\d\\dx on 2 threads \\(warm\\); \\d+\\.\\d\\dx cold");
        Cli.run("dds", "bench", "--scaling", "--lead").fails(2, "--scaling times DD tables from a cold start");
    }

    @Test
    void leadTimesSingleSolvesFromTheOpeningLead() {
        CommandRun run = Cli.run("dds", "bench", "--lead", "--deals", "2", "--threads", "1", "--warmup", "1").ok();
        assertField(run.out(), "timing", "solves from the opening lead \\(NT, W leads\\)");
        assertField(run.out(), "deals", "2");
        assertField(run.out(), "cold_ms", "\\d+\\.\\d \\(mean of the first 2 timed, after 1 untimed; CPU \\d+\\.\\d\\)");
        assertField(run.out(), "nodes_per_solve", "[1-9]\\d*");
        assertField(run.out(), "tests_per_solve", "\\d+\\.\\d");
        CommandRun spades = Cli.run("dds", "bench", "--lead", "--strain", "S", "--leader", "E", "--deals", "1",
                "--threads", "1").ok();
        assertField(spades.out(), "timing", "solves from the opening lead \\(S, E leads\\)");
        Cli.run("dds", "bench", "--lead", "--check").fails(2, "--check compares DD tables");
        Cli.run("dds", "bench", "--strain", "S").fails(2, "--strain and --leader go with --lead");
    }

    @Test
    void checkReportsADifferenceFromTheFile() {
        List<String[]> oracle = Cli.oracle("ddtables.txt");
        String good = String.join(" ", oracle.get(26));
        String[] wrong = oracle.get(25).clone();
        wrong[4] = String.valueOf(Integer.parseInt(wrong[4]) + 1); // S_N one more than DDS says
        Path file = Cli.file(dir, "tables.txt", "# two deals", good, String.join(" ", wrong));
        CommandRun run = Cli.run("dds", "bench", "--file", file.toString(), "--check", "--threads", "1");
        assertEquals(1, run.code(), run.err() + run.out());
        assertField(run.out(), "workload", Pattern.quote(file.toString()) + ", first 2 of 2 deals");
        assertTrue(run.out().contains("mismatch            deal 2: table "), run.out());
        assertField(run.out(), "check", "1 of 2 deals differ from the file");
    }

    @Test
    void techniquesCanBeSwitchedOff() {
        CommandRun run = benchTwoReadmeDeals("--off", "etc,quick-tricks", "--off", "later-tricks");
        assertField(run.out(), "solver", "off: quick-tricks, off: later-tricks, off: etc; partition table 16 MB per solver");
        assertField(run.out(), "cutoffs_per_table", "quick \\d+, later 0, etc 0; .*");
    }

    @Test
    void techniquesOffByDefaultCanBeSwitchedOnAndTheTableChosen() {
        CommandRun run = benchTwoReadmeDeals("--on", "hcp-guess", "--table-kind", "partition");
        assertField(run.out(), "solver", "on: hcp-guess; partition table 16 MB per solver");
        Cli.run("dds", "bench", "--on", "etc", "--off", "etc").fails(2, "--on and --off both name etc");
        Cli.run("dds", "bench", "--table-kind", "hash").fails(2, "--table-kind must be pattern or partition, got 'hash'");
    }

    @Test
    void helpListsEveryTechniqueUnderItsDefault() {
        CommandRun run = Cli.run("dds", "bench", "--help").ok();
        String help = run.out().replaceAll("\\s+", " ");
        int onStart = help.indexOf("Techniques on by default, for --off:");
        int offStart = help.indexOf("Off by default, for --on:");
        assertTrue(onStart >= 0 && offStart > onStart, run.out());
        String onList = help.substring(onStart, offStart);
        String offList = help.substring(offStart);
        for (Feature feature : Feature.values()) {
            String list = feature.onByDefault() ? onList : offList;
            assertTrue(list.matches("(?s).*[ :]" + feature.label() + "[,. (].*"), feature.label() + " in\n" + run.out());
        }
    }
    /**
     * A bad line of a deal file costs only itself, as in {@code dds table}: the other deals are timed
     * and checked against their own lines, the bad one is named, exit code 2 (bench stopped at it).
     */
    @Test
    void aBadBoardIsNamedAndTheOthersAreTimedAndChecked() {
        List<String[]> oracle = Cli.oracle("ddtables.txt");
        Path file = Cli.file(dir, "tables.txt", String.join(" ", oracle.get(3)), "N:garbage 1 2 3",
                String.join(" ", oracle.get(4)));
        CommandRun run = Cli.run("dds", "bench", "--file", file.toString(), "--check", "--threads", "1");
        assertEquals(2, run.code(), run.err() + run.out());
        assertField(run.out(), "workload", Pattern.quote(file.toString()) + ", first 2 of 2 deals");
        assertField(run.out(), "check", "2 of 2 tables and par agree with the file");
        List<String> err = run.err().lines().toList();
        assertEquals(2, err.size(), run.err());
        assertTrue(err.get(0).startsWith("zwang dds bench: tables.txt, line 2: bad "), err.get(0));
        assertEquals("zwang dds bench: 1 of 3 boards could not be read and are left out; the others are solved "
                + "(exit code 2)", err.get(1));
    }

    @Test
    void badOptionsAndInput() {
        Cli.run("dds", "bench", "--off", "magic").fails(2, "unknown solver feature 'magic'");
        Cli.run("dds", "bench", "--deals", "0").fails(2, "--deals must be at least 1");
        Cli.run("dds", "bench", "--table-mb", "0").fails(2, "--table-mb");
        Cli.run("dds", "bench", "--file", dir.resolve("gone.txt").toString()).fails(2, "no such file");
        Cli.run("dds", "bench", "--check", "--file", Cli.resource("dumdum-readme.txt").toString())
                .fails(2, "--check needs the ddtables.txt format");
    }
}
