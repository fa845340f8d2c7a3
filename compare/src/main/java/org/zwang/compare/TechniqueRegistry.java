package org.zwang.compare;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * The one list of techniques that {@code zwang compare} and the benchmarks run, and the one grammar
 * that names them for every game: {@code NAME[:no-FEATURE]...}, each switch turning one feature of
 * the technique off, e.g. {@code alphabeta:no-table}, {@code pvs:no-move-ordering},
 * {@code dds:no-quick-tricks}, {@code bundle:no-table:no-alpha-beta}. A feature that several
 * techniques have is switched off with the same word in all of them ({@code no-table},
 * {@code no-move-ordering}). Names and switches are case-insensitive; a technique keeps the spelling
 * it was given as its {@link Technique#name() name}. Anything else is an error of one line that lists
 * what exists. A researcher's techniques join through {@link TechniqueProvider}.
 */
public final class TechniqueRegistry {

    /** What {@code compare} runs when the user names nothing. */
    public static final String DEFAULT =
            "alphabeta,pvs,mtdf,bisection-guess,bisection-midpoint,dds,explicit,bundle";

    /**
     * One technique name: what it runs, on which games, the features its switches turn off (in the
     * order help lists them), and how to build it from the name as written and the features off.
     */
    public record Entry(String name, String games, String description, List<String> features,
            BiFunction<String, Set<String>, Technique> factory) {

        /** The switches this name takes, e.g. {@code no-table}. */
        public List<String> switches() {
            return features.stream().map(feature -> SWITCH_PREFIX + feature).toList();
        }
    }

    private static final String SWITCH_PREFIX = "no-";

    private static final List<Entry> BUILT_IN = register();

    private TechniqueRegistry() {
    }

    private static List<Entry> register() {
        List<Entry> entries = new ArrayList<>();
        for (SearchApiTechnique.Kind kind : SearchApiTechnique.Kind.values()) {
            entries.add(new Entry(kind.label(), "every game", kind.description(), kind.features(),
                    (name, off) -> new SearchApiTechnique(name, kind, off)));
        }
        for (SearchFamilyTechnique.Kind kind : SearchFamilyTechnique.Kind.values()) {
            entries.add(new Entry(kind.label(), "games searched to the end", kind.description(), kind.features(),
                    (name, off) -> new SearchFamilyTechnique(name, kind, off)));
        }
        entries.add(new Entry("dds", "bridge", "the double-dummy solver (partition search with Haglund's techniques)",
                DdsTechnique.FEATURES, DdsTechnique::new));
        entries.add(new Entry("explicit", "duck",
                "the engine's explicit-duck search (every turn a move and a duck square)",
                DuckEngineTechnique.FEATURES, (name, off) -> new DuckEngineTechnique(name, false, off)));
        entries.add(new Entry("bundle", "duck", "the engine's score-bundle search (the duck never searched)",
                DuckEngineTechnique.FEATURES, (name, off) -> new DuckEngineTechnique(name, true, off)));
        return List.copyOf(entries);
    }

    /**
     * Every technique name, in the order help lists them: the built-in ones, then those of the
     * {@link TechniqueProvider}s on the class path (looked up with the current thread's class loader).
     * A provided name may not repeat one that exists.
     */
    public static List<Entry> entries() {
        List<Entry> entries = new ArrayList<>(BUILT_IN);
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        for (TechniqueProvider provider : java.util.ServiceLoader.load(TechniqueProvider.class, loader)) {
            for (Entry entry : provider.techniques()) {
                if (entries.stream().anyMatch(e -> e.name().equals(entry.name()))) {
                    throw new IllegalStateException("the technique '" + entry.name() + "' of "
                            + provider.getClass().getName() + " is already known");
                }
                entries.add(entry);
            }
        }
        return List.copyOf(entries);
    }

    /** The technique names, comma-separated, for messages and help. */
    public static String names() {
        return String.join(", ", entries().stream().map(Entry::name).toList());
    }

    /** The technique one name with its switches gives, e.g. {@code mtdf:no-table}; an error names what is wrong. */
    public static Technique parse(String spec) {
        String[] parts = spec.trim().split(":", -1);
        String base = parts[0].trim().toLowerCase(Locale.ROOT);
        Entry entry = entries().stream().filter(e -> e.name().equals(base)).findFirst().orElseThrow(
                () -> new IllegalArgumentException("unknown technique '" + parts[0].trim() + "' (known: " + names()
                        + ")"));
        Set<String> off = new LinkedHashSet<>();
        for (int i = 1; i < parts.length; i++) {
            String word = parts[i].trim().toLowerCase(Locale.ROOT);
            String feature = word.startsWith(SWITCH_PREFIX) ? word.substring(SWITCH_PREFIX.length()) : null;
            if (feature == null || !entry.features().contains(feature)) {
                throw new IllegalArgumentException("unknown switch '" + parts[i].trim() + "' in '" + spec.trim() + "' ("
                        + entry.name() + (entry.features().isEmpty() ? " takes no switches"
                                : " takes " + String.join(", ", entry.switches())) + ")");
            }
            if (!off.add(feature)) {
                throw new IllegalArgumentException("switch '" + word + "' is given twice in '" + spec.trim() + "'");
            }
        }
        return entry.factory().apply(spec.trim(), off);
    }

    /** The techniques of a comma-separated list, in order; an error names the first bad one. */
    public static List<Technique> parseList(String list) {
        List<Technique> techniques = new ArrayList<>();
        for (String raw : list.split(",")) {
            String spec = raw.trim();
            if (spec.isEmpty()) {
                continue;
            }
            Technique technique = parse(spec);
            if (techniques.stream().anyMatch(t -> t.name().equalsIgnoreCase(spec))) {
                throw new IllegalArgumentException("technique '" + spec + "' is listed twice");
            }
            techniques.add(technique);
        }
        if (techniques.isEmpty()) {
            throw new IllegalArgumentException("no technique given");
        }
        return techniques;
    }

    /**
     * A search-api technique by name and switches, for a benchmark that drives the search itself
     * ({@link SearchApiTechnique#newSearch}); an error when the name is another game's technique.
     */
    public static SearchApiTechnique parseSearchApi(String spec) {
        Technique technique = parse(spec);
        if (!(technique instanceof SearchApiTechnique)) {
            throw new IllegalArgumentException("'" + spec.trim() + "' is not a search-api technique (those are: "
                    + String.join(", ", BUILT_IN.stream().filter(e -> e.games().equals("every game")).map(Entry::name)
                            .toList()) + ")");
        }
        return (SearchApiTechnique) technique;
    }
}
