package org.zwang.cli.dds;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.cli.Main;
import picocli.CommandLine;
import picocli.CommandLine.ParseResult;
import org.zwang.cli.CommandRun;

/** Every dds command has --help with its options' defaults and examples that name it and that parse. */
class HelpTest {

    private static final String[] COMMANDS = {"random", "table", "solve", "file", "par", "play", "bench", "spark"};

    @Test
    void everyCommandHasHelpWithExamples() {
        for (String command : COMMANDS) {
            CommandRun run = Cli.run("dds", command, "--help").ok();
            assertTrue(run.out().startsWith("Usage: zwang dds " + command), run.out());
            assertTrue(run.out().contains("Examples:\n  zwang dds " + command), run.out());
        }
        String dds = Cli.run("dds", "--help").ok().out().replaceAll("\\s+", " ");
        // the exit codes the help names are the ones the commands use (bad input is 2, as a bad command line)
        assertTrue(dds.contains("1 a failed check (bench --check); 2 bad input or a bad command line"), dds);
        assertTrue(dds.contains("4 out of memory"), dds);
        for (String command : COMMANDS) {
            assertTrue(Cli.run("dds", command, "--help").ok().out().contains("--table-mb"), command + " takes --table-mb");
        }
        CommandRun random = Cli.run("dds", "random", "--help").ok();
        assertTrue(random.out().contains("Default: 10."), random.out());
        assertTrue(random.out().contains("Default: 13."), random.out());
    }

    /** Splits an example line as a shell would: words, single quotes, a redirect ends it. */
    private static List<String> words(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean quoted = false;
        boolean inWord = false;
        for (char c : line.toCharArray()) {
            if (c == '\'') {
                quoted = !quoted;
                inWord = true;
            } else if (Character.isWhitespace(c) && !quoted) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else if (c == '>' && !quoted) {
                break;
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }

    @Test
    void everyExampleParsesAndItsDealsAreValid() {
        int examples = 0;
        for (String command : new String[] {"dds", "dds random", "dds table", "dds solve", "dds file", "dds par",
                "dds play", "dds bench", "dds spark"}) {
            List<String> args = new ArrayList<>(List.of(command.split(" ")));
            args.add("--help");
            String help = Cli.run(args.toArray(new String[0])).ok().out();
            String[] lines = help.split("\n");
            for (int i = 0; i < lines.length; i++) {
                String line = lines[i];
                if (!line.startsWith("  zwang dds ")) {
                    continue;
                }
                assertTrue(line.length() <= 79, "example lines fit 80 columns: " + line);
                while (line.endsWith(" \\") && i + 1 < lines.length) { // continued on the next line
                    assertTrue(lines[i + 1].length() <= 79, "example lines fit 80 columns: " + lines[i + 1]);
                    line = line.substring(0, line.length() - 1) + lines[++i];
                }
                List<String> example = words(line.trim());
                example.remove(0); // "zwang"
                CommandLine commandLine = Main.newCommandLine(new PrintWriter(new StringWriter()),
                        new PrintWriter(new StringWriter()));
                ParseResult parsed = assertDoesNotThrow(() -> commandLine.parseArgs(example.toArray(new String[0])), line);
                while (parsed.hasSubcommand()) {
                    parsed = parsed.subcommand();
                }
                List<String> deals = new ArrayList<>();
                for (String word : parsed.unmatched()) {
                    deals.add(word);
                }
                if (parsed.commandSpec().positionalParameters().size() > 0 && !parsed.commandSpec().name().equals("file")
                        && parsed.matchedPositionals().size() > 0) {
                    for (Object value : parsed.matchedPositionals().get(0).stringValues()) {
                        deals.add(String.valueOf(value));
                    }
                    assertFalse(DealInput.parseDeals(deals).isEmpty(), line);
                }
                examples++;
            }
        }
        assertTrue(examples >= 25, "examples checked: " + examples);
    }

    @Test
    void ddsAloneListsItsCommands() {
        CommandRun run = Cli.run("dds").ok();
        for (String command : COMMANDS) {
            assertTrue(run.out().contains("\n  " + command + " "), run.out());
        }
        assertTrue(Cli.run("--help").ok().out().contains("\n  dds "));
    }
}
