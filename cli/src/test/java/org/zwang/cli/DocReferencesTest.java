package org.zwang.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The docs name only what exists. In the inline code of README.md and docs/*.md:
 * <ul>
 * <li>{@code Class.member} and {@code Class.member()} name a class of the project (or of the JDK's
 * {@code java.lang}) that has a field or method of that name which is not private — the compiled
 * classes, read by reflection, say so; a test or benchmark class, not on this module's class path, is
 * read from its source;</li>
 * <li>{@code --option} is an option of a {@code zwang} command (of the command the code names, when
 * it starts with {@code zwang} or {@code bin/zwang}), read from the picocli model of every command,
 * or one of the few options of other programs the docs explain ({@link #OTHER_PROGRAMS}).</li>
 * </ul>
 * Fenced blocks (commands and outputs) are {@code DocumentedCommandsIT}'s.
 */
class DocReferencesTest {

    /** Options of other programs that the docs name alone in inline code: the JVM's and spark-submit's. */
    static final Set<String> OTHER_PROGRAMS = Set.of("--add-opens", "--add-modules", "--executor-memory",
            "--executor-cores", "--driver-java-options", "--sun-misc-unsafe-memory-access",
            "--enable-native-access");
    /** Programs (and the project's own scripts) whose inline command lines are not zwang's. */
    private static final Pattern OTHER_COMMAND = Pattern.compile(
            "^(mvn|java|spark-submit|xboard|cutechess-cli|git|bash|curl|xvfb-run|fairy-stockfish|stockfish)\\b|^scripts/[\\w.-]+");
    /** File name endings: {@code README.md}, {@code ABsearch.cpp} are files, not members. */
    private static final Set<String> FILE_ENDINGS = Set.of("md", "java", "cpp", "h", "txt", "pbn", "lin", "csv",
            "json", "svg", "jar", "png", "html", "xml", "sh", "log", "fen", "py", "js", "css", "pgn");
    private static final Pattern CODE_SPAN = Pattern.compile("`([^`\\n]+)`");
    private static final Pattern MEMBER = Pattern.compile(
            "(?<![\\w.$-])([A-Z][A-Za-z0-9]*(?:\\.[A-Z][A-Za-z0-9]*)*)[.#]([a-z][A-Za-z0-9]*)\\b");
    private static final Pattern OPTION = Pattern.compile("(?<![\\w-])--[a-zA-Z][a-zA-Z0-9-]*");

    private static final Map<String, List<Class<?>>> CLASSES = new HashMap<>();
    private static CommandLine zwang;

    @BeforeAll
    static void loadTheModel() throws Exception {
        Enumeration<URL> roots = DocReferencesTest.class.getClassLoader().getResources("org/zwang");
        while (roots.hasMoreElements()) {
            index(roots.nextElement());
        }
        zwang = Main.newCommandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
    }

    /** Every class under a class path root's {@code org/zwang}, by its simple name (nested classes too). */
    private static void index(URL root) throws IOException, URISyntaxException, ClassNotFoundException {
        List<String> names = new ArrayList<>();
        if (root.getProtocol().equals("jar")) {
            String file = root.getPath().substring("file:".length(), root.getPath().indexOf("!/"));
            try (JarFile jar = new JarFile(java.net.URLDecoder.decode(file, StandardCharsets.UTF_8))) {
                for (Enumeration<JarEntry> entries = jar.entries(); entries.hasMoreElements(); ) {
                    String name = entries.nextElement().getName();
                    if (name.startsWith("org/zwang/") && name.endsWith(".class")) {
                        names.add(name);
                    }
                }
            }
        } else {
            Path dir = Path.of(root.toURI());
            Path base = dir.getParent().getParent();
            try (Stream<Path> files = Files.walk(dir)) {
                files.filter(path -> path.toString().endsWith(".class"))
                        .forEach(path -> names.add(base.relativize(path).toString().replace('\\', '/')));
            }
        }
        for (String name : names) {
            String className = name.substring(0, name.length() - ".class".length()).replace('/', '.');
            if (className.endsWith("module-info") || className.endsWith("package-info")) {
                continue;
            }
            try {
                Class<?> type = Class.forName(className, false, DocReferencesTest.class.getClassLoader());
                if (!type.isAnonymousClass() && !type.isSynthetic() && !type.getSimpleName().isEmpty()) {
                    CLASSES.computeIfAbsent(type.getSimpleName(), key -> new ArrayList<>()).add(type);
                }
            } catch (LinkageError needsWhatIsNotHere) {
                // e.g. a Spark job class without Spark (provided at run time): read from its source instead
            }
        }
    }

    /** Every page with its inline code (fenced blocks left out), as page:line and the code. */
    private static List<String[]> codeSpans() throws IOException {
        Path project = Path.of("..").toAbsolutePath().normalize();
        List<Path> pages = new ArrayList<>(List.of(project.resolve("README.md")));
        try (Stream<Path> docs = Files.list(project.resolve("docs"))) {
            docs.filter(path -> path.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        List<String[]> spans = new ArrayList<>();
        for (Path page : pages) {
            List<String> lines = Files.readAllLines(page, StandardCharsets.UTF_8);
            boolean fenced = false;
            for (int i = 0; i < lines.size(); i++) {
                if (lines.get(i).strip().startsWith("```")) {
                    fenced = !fenced;
                    continue;
                }
                if (fenced) {
                    continue;
                }
                Matcher span = CODE_SPAN.matcher(lines.get(i));
                while (span.find()) {
                    spans.add(new String[] {project.relativize(page) + ":" + (i + 1), span.group(1)});
                }
            }
        }
        assertTrue(spans.size() > 500, "the docs' inline code was read: " + spans.size());
        return spans;
    }

    @Test
    void everyClassAndMemberTheDocsNameExistsAndIsNotPrivate() throws Exception {
        Set<String> problems = new TreeSet<>();
        int checked = 0;
        for (String[] span : codeSpans()) {
            Matcher reference = MEMBER.matcher(span[1]);
            while (reference.find()) {
                String[] path = reference.group(1).split("\\.");
                String type = path[path.length - 1];
                String member = reference.group(2);
                if (FILE_ENDINGS.contains(member)) {
                    continue;
                }
                checked++;
                String problem = problem(type, member);
                if (problem != null) {
                    problems.add(span[0] + ": `" + type + "." + member + "` " + problem);
                }
            }
        }
        assertTrue(checked > 50, "references checked: " + checked);
        assertEquals(Set.of(), problems, "the docs name what does not exist:\n" + String.join("\n", problems));
    }

    /** Null when a class called {@code type} has a member {@code member} that is not private; else what is wrong. */
    static String problem(String type, String member) throws IOException {
        List<Class<?>> classes = CLASSES.get(type);
        if (classes == null) {
            try {
                classes = List.of(Class.forName("java.lang." + type));
            } catch (ClassNotFoundException notTheJdks) {
                return fromSource(type, member);
            }
        }
        try {
            return fromClasses(classes, member);
        } catch (LinkageError needsWhatIsNotHere) {
            return fromSource(type, member);
        }
    }

    private static String fromClasses(List<Class<?>> classes, String member) {
        boolean privateOnly = false;
        for (Class<?> candidate : classes) {
            for (Class<?> c = candidate; c != null; c = c.getSuperclass()) {
                for (Method method : c.getDeclaredMethods()) {
                    if (method.getName().equals(member)) {
                        if (!Modifier.isPrivate(method.getModifiers())) {
                            return null;
                        }
                        privateOnly = true;
                    }
                }
                for (Field field : c.getDeclaredFields()) {
                    if (field.getName().equals(member)) {
                        if (!Modifier.isPrivate(field.getModifiers())) {
                            return null;
                        }
                        privateOnly = true;
                    }
                }
            }
            for (Method method : candidate.getMethods()) { // interface defaults and statics
                if (method.getName().equals(member)) {
                    return null;
                }
            }
        }
        return privateOnly ? "is private" : "does not exist (" + classes + " has no " + member + ")";
    }

    /** A class that is not on this module's class path (a test, a benchmark): its source declares the member, not private. */
    private static String fromSource(String type, String member) throws IOException {
        Path project = Path.of("..").toAbsolutePath().normalize();
        List<Path> sources;
        try (Stream<Path> files = Files.walk(project)) {
            sources = files.filter(path -> path.getFileName().toString().equals(type + ".java")
                    && !path.toString().contains("/target/")).toList();
        }
        if (sources.isEmpty()) {
            return "names no class of the project";
        }
        Pattern declaration = Pattern.compile("^\\s*([\\w<>\\[\\],.? ]*\\s)?" + Pattern.quote(member) + "\\s*\\(",
                Pattern.MULTILINE);
        for (Path source : sources) {
            Matcher found = declaration.matcher(Files.readString(source));
            while (found.find()) {
                String modifiers = found.group(1) == null ? "" : found.group(1);
                if (!modifiers.contains("private") && !modifiers.contains("return") && !modifiers.contains("new")) {
                    return null;
                }
            }
        }
        return "is not declared (or only privately) in " + sources;
    }

    @Test
    void everyOptionTheDocsNameIsAnOptionOfZwang() throws Exception {
        Map<String, Set<String>> byCommand = new HashMap<>();
        collect(zwang, byCommand);
        Set<String> all = new HashSet<>();
        byCommand.values().forEach(all::addAll);
        Set<String> problems = new TreeSet<>();
        int checked = 0;
        for (String[] span : codeSpans()) {
            String code = span[1].strip();
            if (OTHER_COMMAND.matcher(code).find()) {
                continue;
            }
            Set<String> known = all;
            String where = "any zwang command";
            Matcher command = Pattern.compile("^(?:bin/)?zwang((?: [a-z][a-z0-9-]*)+)").matcher(code);
            if (command.find()) {
                String name = commandName(command.group(1).trim().split(" "), byCommand);
                known = byCommand.get(name);
                where = name;
            }
            Matcher option = OPTION.matcher(code);
            while (option.find()) {
                checked++;
                String name = option.group();
                if (!known.contains(name) && !OTHER_PROGRAMS.contains(name)) {
                    problems.add(span[0] + ": `" + name + "` is not an option of " + where);
                }
            }
        }
        assertTrue(checked > 100, "options checked: " + checked);
        assertEquals(Set.of(), problems, "the docs name options that do not exist:\n" + String.join("\n", problems));
    }

    /** The longest command path of {@code words} that is a command ("zwang dds table"). */
    private static String commandName(String[] words, Map<String, Set<String>> byCommand) {
        String name = "zwang";
        for (String word : words) {
            if (!byCommand.containsKey(name + " " + word)) {
                break;
            }
            name = name + " " + word;
        }
        return name;
    }

    /** The option names of each command ({@code --no-x} for a negatable {@code --x}), by qualified name. */
    private static void collect(CommandLine command, Map<String, Set<String>> byCommand) {
        Set<String> names = new HashSet<>();
        for (OptionSpec option : command.getCommandSpec().options()) {
            for (String name : option.names()) {
                names.add(name);
                if (option.negatable() && name.startsWith("--")) {
                    names.add("--no-" + name.substring(2));
                }
            }
        }
        byCommand.put(command.getCommandSpec().qualifiedName(), names);
        for (CommandLine sub : command.getSubcommands().values()) {
            collect(sub, byCommand);
        }
    }
}
