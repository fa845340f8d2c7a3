package org.zwang.cli;

import java.util.List;
import picocli.CommandLine;

/**
 * The {@code zwang} command tree, named without being loaded, so that a run builds the picocli model
 * of the command it invokes and nothing else.
 *
 * <p>Picocli builds a command's model by reflecting over its class, its options and, through the
 * {@code subcommands} attribute, every subcommand below it: for the whole tree that is about fifty
 * classes and a few hundred milliseconds of start-up, paid by {@code zwang --version} as much as by a
 * long solve. Here each command is named by its class name (a string: a class literal would load the
 * class) and the tree is grown only along the path the arguments name: {@code zwang dds table ...}
 * builds the root, {@code dds} and {@code table}; {@code zwang --version} the root alone. Anything
 * that needs the whole tree ({@code zwang --help}, an unknown command, whose error suggests the
 * nearest names) gets it. {@code CommandTreeTest} checks that every name here is its class's
 * {@code @Command} name and that the tree holds every command class of this module.
 */
public final class CommandTree {

    /** A command: its name, its class, and its subcommands in help order. */
    record Node(String name, String className, List<Node> children) {
        Node(String name, String className) {
            this(name, className, List.of());
        }
    }

    /** Every command, in the order help lists them. */
    static final Node ROOT = new Node("zwang", "org.zwang.cli.ZwangCommand", List.of(
            new Node("perft", "org.zwang.cli.perft.PerftCommand"),
            new Node("dds", "org.zwang.cli.dds.DdsCommand", List.of(
                    new Node("random", "org.zwang.cli.dds.RandomCommand"),
                    new Node("table", "org.zwang.cli.dds.TableCommand"),
                    new Node("solve", "org.zwang.cli.dds.SolveCommand"),
                    new Node("file", "org.zwang.cli.dds.FileCommand"),
                    new Node("par", "org.zwang.cli.dds.ParCommand"),
                    new Node("play", "org.zwang.cli.dds.PlayCommand"),
                    new Node("bench", "org.zwang.cli.dds.BenchCommand"),
                    new Node("stdio", "org.zwang.cli.dds.StdioCommand"),
                    new Node("spark", "org.zwang.cli.dds.SparkCommand"))),
            new Node("duck", "org.zwang.cli.duck.DuckCommand", List.of(
                    new Node("bench", "org.zwang.cli.duck.DuckBenchCommand"),
                    new Node("openings", "org.zwang.cli.match.DuckOpeningsCommand"),
                    new Node("tune", "org.zwang.cli.duck.DuckTuneCommand", List.of(
                            new Node("generate", "org.zwang.cli.duck.DuckTuneGenerateCommand"),
                            new Node("fit", "org.zwang.cli.duck.DuckTuneFitCommand"))),
                    new Node("nnue", "org.zwang.cli.duck.DuckNnueCommand", List.of(
                            new Node("generate", "org.zwang.cli.duck.DuckNnueGenerateCommand"),
                            new Node("train", "org.zwang.cli.duck.DuckNnueTrainCommand"))))),
            new Node("compare", "org.zwang.cli.compare.CompareCommand"),
            new Node("engine", "org.zwang.cli.engine.EngineCommand"),
            new Node("match", "org.zwang.cli.match.MatchCommand"),
            new Node("serve", "org.zwang.cli.serve.ServeCommand")));

    private CommandTree() {
    }

    /** The whole tree (help over every command, tests). */
    public static CommandLine full() {
        return grow(ROOT, null, 0);
    }

    /** The tree along the path {@code args} names: only the commands this run can reach. */
    public static CommandLine forArguments(String[] args) {
        return grow(ROOT, args, 0);
    }

    /**
     * The command line of {@code node} with the subcommands {@code args[at]} can reach: the one it
     * names (grown further along the arguments), none for {@code --version}, or all of them
     * ({@code args} null, {@code --help}, nothing, or a name no subcommand has).
     */
    private static CommandLine grow(Node node, String[] args, int at) {
        CommandLine commandLine = new CommandLine(instantiate(node.className()));
        if (node.children().isEmpty()) {
            return commandLine;
        }
        String next = args != null && at < args.length ? args[at] : null;
        if ("--version".equals(next) || "-V".equals(next)) {
            return commandLine;
        }
        for (Node child : node.children()) {
            if (child.name().equals(next)) {
                commandLine.addSubcommand(child.name(), grow(child, args, at + 1));
                return commandLine;
            }
        }
        for (Node child : node.children()) {
            commandLine.addSubcommand(child.name(), grow(child, null, 0));
        }
        return commandLine;
    }

    private static Object instantiate(String className) {
        try {
            return Class.forName(className).getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the command class " + className + " cannot be created", e);
        }
    }
}
