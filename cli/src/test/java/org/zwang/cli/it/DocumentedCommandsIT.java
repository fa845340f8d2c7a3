package org.zwang.cli.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command README.md and docs/bridge-cli.md show, run through the real jar from a folder where
 * {@code docs/} is the project's (so the shipped example files are what the commands read), must end
 * with exit code 0; where the page shows the output ({@code $ command} followed by what it prints),
 * the output must be that, but for the figures that are times ({@code 502 ms}, the {@code elapsed}
 * column, the totals of times) and the lines a {@code ...} line leaves out. A page whose example no
 * longer runs, or whose output went out of date, fails here.
 *
 * <p>Commands are read from {@code ```bash} blocks (one command a line, {@code \} continuing it, a
 * trailing {@code #} comment dropped) and from the {@code $ } lines of other blocks. Only the
 * commands in {@link #SKIPPED} are not run, each for the reason given there.
 */
class DocumentedCommandsIT {

    /** Documented commands not run here, by their start, and why. */
    static final Map<String, String> SKIPPED = new LinkedHashMap<>();

    static {
        SKIPPED.put("mvn -B verify", "the build itself (minutes)");
        SKIPPED.put("mvn -B -pl web-static -am package", "the build itself (a minute; StaticSiteIT tests what it builds)");
        SKIPPED.put("cd web-static/target/site && python3 -m http.server", "a server that runs until stopped "
                + "(StaticSiteIT serves the built folder over HTTP to a real browser)");
        SKIPPED.put("xboard ", "needs a GUI (scripts/xboard-selftest.sh runs XBoard under xvfb in CI)");
        SKIPPED.put("cutechess-cli ", "another program, and a match of minutes");
        SKIPPED.put("bin/zwang match ", "a match of engine games: minutes (MatchCommandIT plays short ones)");
        SKIPPED.put("bin/zwang serve", "a server that runs until stopped, --open needs a browser (ServeCommandIT)");
        SKIPPED.put("bin/zwang dds bench", "a benchmark of 100 deals on one thread: half a minute on a quiet machine, "
                + "minutes on a loaded one (BenchCommandTest runs it on a few deals, --check included)");
        SKIPPED.put("bin/zwang compare --plot nodes.svg", "every shipped position: 25 s on a quiet machine, minutes on "
                + "a loaded one (CompareCommandTest draws the plot of the quick set)");
        SKIPPED.put("bin/zwang compare --experiment docs/experiments/connect4-budgets.txt",
                "round-robins up to 100,000 positions a move: minutes (CompareCommandTest runs experiment files)");
    }

    private static final String[] PAGES = {"README.md", "docs/bridge-cli.md"};
    /** Figures that are times: masked on both sides before lines are compared. */
    private static final Pattern MILLISECONDS = Pattern.compile("\\b\\d+ ms\\b");
    private static final Pattern TOTAL_TIMES = Pattern.compile("^(total_elapsed_ms|avg_elapsed_ms)\\s+\\d+$");
    private static final Pattern ELAPSED_COLUMN = Pattern.compile("^((?:S|H|D|C|NT)\\s+[NESW]\\s+\\d+\\s+)\\d+(\\s)");
    private static final long HANG_GUARD_SECONDS = 900;

    @TempDir
    static Path work;

    /** One documented command: where it is, the command, and the output shown after it (null: none shown). */
    record Example(String page, int line, String command, List<String> shown) {
        String title() {
            return page + ":" + line + "  " + (command.length() > 100 ? command.substring(0, 100) + "..." : command);
        }

        String skipReason() {
            for (Map.Entry<String, String> skip : SKIPPED.entrySet()) {
                if (command.startsWith(skip.getKey())) {
                    return skip.getValue();
                }
            }
            return null;
        }
    }

    /** The link to docs/ goes before JUnit empties the folder (it warns of every link leading out). */
    @AfterAll
    static void removeDocsLink() throws IOException {
        Files.deleteIfExists(work.resolve("docs"));
    }

    static Path project() {
        return JarProcess.jar().getParent().getParent().getParent();
    }

    /**
     * One test per documented command. The commands run two at a time from the start (most use one
     * core; CI has two), and each test waits for its own command's result.
     */
    @TestFactory
    Stream<DynamicTest> everyDocumentedCommandRunsAndPrintsWhatThePageShows() throws IOException {
        Files.createSymbolicLink(work.resolve("docs"), project().resolve("docs"));
        ExecutorService runners = Executors.newFixedThreadPool(2, task -> {
            Thread thread = new Thread(task, "documented-command");
            thread.setDaemon(true);
            return thread;
        });
        List<DynamicTest> tests = new ArrayList<>();
        List<Example> examples = examples();
        for (int i = 0; i < examples.size(); i++) {
            Example example = examples.get(i);
            if (example.skipReason() != null) {
                continue; // not run, for the reason SKIPPED gives (everySkipMatchesADocumentedCommand keeps it live)
            }
            int number = i;
            Future<Result> result = runners.submit(() -> run(example, number));
            tests.add(DynamicTest.dynamicTest(example.title(), () -> check(example, result)));
        }
        runners.shutdown();
        return tests.stream();
    }

    /** Every skip names commands the pages still show (a stale entry would hide nothing and say so falsely). */
    @Test
    void everySkipMatchesADocumentedCommand() throws IOException {
        List<Example> examples = examples();
        for (String start : SKIPPED.keySet()) {
            assertTrue(examples.stream().anyMatch(example -> example.command().startsWith(start)),
                    "no documented command starts with '" + start + "'");
        }
        assertTrue(examples.size() > 30, "the pages' commands were found: " + examples.size());
    }

    static List<Example> examples() throws IOException {
        List<Example> examples = new ArrayList<>();
        for (String page : PAGES) {
            List<String> lines = Files.readAllLines(project().resolve(page), StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                String fence = lines.get(i).strip();
                if (!fence.startsWith("```")) {
                    continue;
                }
                int end = i + 1;
                while (end < lines.size() && !lines.get(end).strip().equals("```")) {
                    end++;
                }
                List<String> block = lines.subList(i + 1, end);
                if (fence.equals("```bash")) {
                    examples.addAll(bashCommands(page, i + 2, block));
                } else if (!block.isEmpty() && block.get(0).startsWith("$ ")) {
                    shownRuns(page, i + 2, block, examples);
                }
                i = end;
            }
        }
        return examples;
    }

    /** The commands of a bash block: {@code \} joins lines, a {@code #} comment after the command is dropped. */
    private static List<Example> bashCommands(String page, int firstLine, List<String> block) {
        List<Example> commands = new ArrayList<>();
        StringBuilder command = new StringBuilder();
        int start = firstLine;
        for (int k = 0; k < block.size(); k++) {
            String line = withoutComment(block.get(k)).strip();
            if (command.length() == 0) {
                start = firstLine + k;
            }
            if (line.endsWith("\\")) {
                command.append(line, 0, line.length() - 1).append(' ');
                continue;
            }
            command.append(line);
            if (!command.toString().isBlank()) {
                commands.add(new Example(page, start, command.toString().strip().replaceAll("\\s+", " "), null));
            }
            command.setLength(0);
        }
        return commands;
    }

    /** {@code $ command} lines of an output block, each with the lines shown after it up to the next one. */
    private static void shownRuns(String page, int firstLine, List<String> block, List<Example> examples) {
        for (int k = 0; k < block.size(); k++) {
            if (!block.get(k).startsWith("$ ")) {
                continue;
            }
            int next = k + 1;
            while (next < block.size() && !block.get(next).startsWith("$ ")) {
                next++;
            }
            String command = withoutComment(block.get(k).substring(2)).strip();
            if (command.startsWith("bin/zwang")) {
                examples.add(new Example(page, firstLine + k, command, List.copyOf(block.subList(k + 1, next))));
            }
            k = next - 1;
        }
    }

    /** The line without a {@code #} comment that starts after white space outside quotes. */
    static String withoutComment(String line) {
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == '#' && i > 0 && Character.isWhitespace(line.charAt(i - 1))) {
                return line.substring(0, i);
            }
        }
        return line;
    }

    /** What a command did: its exit code, stdout lines and stderr. */
    private record Result(int code, List<String> printed, String stderr) {
    }

    private static Result run(Example example, int number) throws Exception {
        // The real jar stands in for bin/zwang (which would rebuild it when a source is newer), on the
        // quick compiler but for compare, whose examples search for seconds.
        String script = "zwang() { local jit=(" + JarProcess.QUICK_JIT + "); [[ $1 == compare ]] && jit=(); '"
                + JarProcess.java() + "' \"${jit[@]}\" -jar '" + JarProcess.jar() + "' \"$@\"; }\n"
                + example.command().replace("\"$PWD/bin/zwang\"", "zwang").replace("bin/zwang", "zwang");
        Path out = work.resolve("stdout-" + number + ".txt");
        Path err = work.resolve("stderr-" + number + ".txt");
        Process process = new ProcessBuilder("bash", "-c", script).directory(work.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        process.getOutputStream().close();
        if (!process.waitFor(HANG_GUARD_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            fail("did not end: " + example.title());
        }
        return new Result(process.exitValue(), Files.readAllLines(out, StandardCharsets.UTF_8), Files.readString(err));
    }

    private static void check(Example example, Future<Result> running) throws Throwable {
        Result result;
        try {
            result = running.get();
        } catch (ExecutionException e) {
            throw e.getCause();
        }
        assertEquals(0, result.code(), () -> example.title() + "\nstderr: " + result.stderr());
        if (example.shown() != null) {
            String mismatch = mismatch(example.shown(), result.printed());
            if (mismatch != null) {
                fail(example.title() + ": the page shows other output than the command prints (" + mismatch + ")\n"
                        + "printed:\n" + String.join("\n", result.printed()));
            }
        }
    }

    /**
     * Null when {@code printed} is what the page shows: line by line after masking times, a shown
     * {@code ...} line standing for any number of printed lines; else the first difference.
     */
    static String mismatch(List<String> shown, List<String> printed) {
        List<String> expected = shown.stream().map(DocumentedCommandsIT::masked).toList();
        List<String> actual = printed.stream().map(DocumentedCommandsIT::masked).toList();
        // matches[i][j]: expected from i on matches actual from j on
        boolean[][] matches = new boolean[expected.size() + 1][actual.size() + 1];
        matches[expected.size()][actual.size()] = true;
        for (int i = expected.size() - 1; i >= 0; i--) {
            for (int j = actual.size(); j >= 0; j--) {
                if (expected.get(i).equals("...")) {
                    matches[i][j] = matches[i + 1][j] || (j < actual.size() && matches[i][j + 1]);
                } else {
                    matches[i][j] = j < actual.size() && expected.get(i).equals(actual.get(j)) && matches[i + 1][j + 1];
                }
            }
        }
        if (matches[0][0]) {
            return null;
        }
        for (int i = 0; i < expected.size(); i++) { // the first shown line that is not printed
            if (!expected.get(i).equals("...") && !actual.contains(expected.get(i))) {
                return "shown line " + (i + 1) + " '" + shown.get(i) + "' is not printed";
            }
        }
        return "the lines are printed in another order or number";
    }

    /** A line with its times masked (and, where one was, its spacing made one space), trailing space dropped. */
    static String masked(String line) {
        String text = line.stripTrailing();
        String masked = ELAPSED_COLUMN.matcher(text).replaceFirst("$1#$2");
        masked = TOTAL_TIMES.matcher(masked).replaceFirst("$1 #");
        masked = MILLISECONDS.matcher(masked).replaceAll("# ms");
        return masked.equals(text) ? text : masked.replaceAll("\\s+", " ");
    }
}
