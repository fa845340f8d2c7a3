package org.zwang.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The lazily grown command tree stays the real one: every name is its class's {@code @Command} name,
 * every command class of the module is in the tree, and a run builds only the path it invokes.
 */
class CommandTreeTest {

    @Test
    void everyNameIsItsClassesCommandName() throws ClassNotFoundException {
        List<CommandTree.Node> nodes = new ArrayList<>();
        collect(CommandTree.ROOT, nodes);
        for (CommandTree.Node node : nodes) {
            Command command = Class.forName(node.className()).getAnnotation(Command.class);
            assertEquals(node.name(), command.name(), node.className());
            assertEquals(0, command.subcommands().length,
                    node.className() + " lists subcommands in its annotation: list them in CommandTree instead");
        }
    }

    @Test
    void theTreeHoldsEveryCommandClassOfTheModule() throws IOException, URISyntaxException, ClassNotFoundException {
        Path classes = Path.of(CommandTree.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Set<String> annotated = new TreeSet<>();
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".class"))::iterator) {
                String name = classes.relativize(file).toString().replace('/', '.').replaceAll("\\.class$", "");
                if (Class.forName(name, false, getClass().getClassLoader()).isAnnotationPresent(Command.class)) {
                    annotated.add(name);
                }
            }
        }
        List<CommandTree.Node> nodes = new ArrayList<>();
        collect(CommandTree.ROOT, nodes);
        Set<String> inTree = new TreeSet<>();
        nodes.forEach(node -> inTree.add(node.className()));
        annotated.removeIf(name -> name.contains("$")); // nested option groups and mixins
        assertEquals(annotated, inTree);
    }

    @Test
    void aRunBuildsOnlyThePathItInvokes() {
        CommandLine table = CommandTree.forArguments(new String[] {"dds", "table", "N:..."});
        assertEquals(Set.of("dds"), table.getSubcommands().keySet());
        assertEquals(Set.of("table"), table.getSubcommands().get("dds").getSubcommands().keySet());
        assertTrue(CommandTree.forArguments(new String[] {"--version"}).getSubcommands().isEmpty());
        assertEquals(7, CommandTree.forArguments(new String[] {"--help"}).getSubcommands().size());
        assertEquals(7, CommandTree.forArguments(new String[] {"dsd"}).getSubcommands().size(),
                "an unknown name gets every command, for the error's suggestions");
        assertEquals(9, CommandTree.forArguments(new String[] {"dds"}).getSubcommands().get("dds")
                .getSubcommands().size());
    }

    private static void collect(CommandTree.Node node, List<CommandTree.Node> into) {
        into.add(node);
        node.children().forEach(child -> collect(child, into));
    }
}
