package org.zwang.cli.help;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.cli.Main;
import picocli.CommandLine;

/**
 * Every command and subcommand of {@code zwang} renders its {@code --help} without a picocli warning.
 * Picocli formats descriptions with {@code String.format}, so an unescaped {@code %} in a description
 * makes it print {@code [picocli WARN] Could not format ...} on the process's stderr (not the
 * command's error writer) and show the raw text; this test walks the whole command tree, runs
 * {@code <path> --help} with System.out and System.err captured, and fails on any such output.
 */
class HelpRendersCleanlyTest {

    @Test
    void everyCommandsHelpRendersWithoutWarning() {
        List<List<String>> paths = new ArrayList<>();
        collect(Main.newCommandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter())),
                new ArrayList<>(), paths);
        assertTrue(paths.size() >= 15, "commands found: " + paths);
        PrintStream savedOut = System.out;
        PrintStream savedErr = System.err;
        for (List<String> path : paths) {
            ByteArrayOutputStream processOut = new ByteArrayOutputStream();
            ByteArrayOutputStream processErr = new ByteArrayOutputStream();
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int exit;
            try {
                System.setOut(new PrintStream(processOut, true, StandardCharsets.UTF_8));
                System.setErr(new PrintStream(processErr, true, StandardCharsets.UTF_8));
                List<String> args = new ArrayList<>(path);
                args.add("--help");
                exit = Main.run(args.toArray(new String[0]), new PrintWriter(out, true), new PrintWriter(err, true));
            } finally {
                System.setOut(savedOut);
                System.setErr(savedErr);
            }
            String name = String.join(" ", "zwang", String.join(" ", path)).strip();
            assertEquals(0, exit, name + " --help exit code; stderr: " + err);
            assertEquals("", processErr.toString(StandardCharsets.UTF_8), name + " --help wrote to System.err");
            assertEquals("", processOut.toString(StandardCharsets.UTF_8), name + " --help wrote to System.out");
            assertEquals("", err.toString(), name + " --help wrote to the command's error stream");
            String help = out.toString();
            assertTrue(help.startsWith("Usage: " + name), name + ": " + help);
            assertFalse(help.contains("WARN"), name + ": " + help);
        }
    }

    private static void collect(CommandLine command, List<String> path, List<List<String>> paths) {
        paths.add(List.copyOf(path));
        for (java.util.Map.Entry<String, CommandLine> entry : command.getSubcommands().entrySet()) {
            CommandLine sub = entry.getValue();
            if (!entry.getKey().equals(sub.getCommandName())) {
                continue; // an alias: the same command is walked under its name
            }
            List<String> next = new ArrayList<>(path);
            next.add(sub.getCommandName());
            collect(sub, next, paths);
        }
    }
}
