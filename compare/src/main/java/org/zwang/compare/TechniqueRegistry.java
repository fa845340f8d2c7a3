package org.zwang.compare;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * The one list of techniques that {@code zwang compare} and the benchmarks run, and the one grammar
 * that names them for every game: {@code NAME[:SWITCH]...}, each switch flipping one feature of the
 * technique from its default: {@code no-FEATURE} turns off a feature that is on by default, e.g.
 * {@code alphabeta:no-table}, {@code pvs:no-move-ordering}, {@code dds:no-quick-tricks},
 * {@code bundle:no-table:no-alpha-beta}; the plain {@code FEATURE} turns on one that is off by default,
 * e.g. {@code dds:hcp-guess}. A feature that several techniques have is switched with the same word
 * in all of them ({@code no-table}, {@code no-move-ordering}). Names and switches are
 * case-insensitive; a technique keeps the spelling it was given as its {@link Technique#name() name}.
 * Anything else is an error of one line that lists what exists. A researcher's techniques join
 * through {@link TechniqueProvider}.
 */
public final class TechniqueRegistry {

    /** What {@code compare} runs when the user names nothing. */
    public static final String DEFAULT =
            "alphabeta,pvs,mtdf,bisection-guess,bisection-midpoint,dds,explicit,bundle";

    /**
     * One technique name: what it runs, on which games, the switches it takes (in the order help lists
     * them: {@code no-FEATURE} for a feature on by default, {@code FEATURE} for one off by default), and
     * how to build it from the name as written and the features its switches flip from their defaults.
     */
    public record Entry(String name, String games, String description, List<String> switches,
            BiFunction<String, Set<String>, Technique> factory) {

        /** The feature {@code word} (lower case) flips, or null when this name takes no such switch. */
        String feature(String word) {
            if (!switches.contains(word)) {
                return null;
            }
            return word.startsWith(SWITCH_OFF) ? word.substring(SWITCH_OFF.length()) : word;
        }
    }

    private static final String SWITCH_OFF = "no-";

    /** The switch that turns off {@code feature}, a feature on by default: {@code no-FEATURE}. */
    public static String offSwitch(String feature) {
        return SWITCH_OFF + feature;
    }

    /** The switches of features that are all on by default: {@code no-FEATURE} each, in order. */
    public static List<String> offSwitches(List<String> features) {
        return features.stream().map(TechniqueRegistry::offSwitch).toList();
    }

    private static final List<Entry> BUILT_IN = register();

    private TechniqueRegistry() {
    }

    private static List<Entry> register() {
        List<Entry> entries = new ArrayList<>();
        for (SearchApiTechnique.Kind kind : SearchApiTechnique.Kind.values()) {
            entries.add(new Entry(kind.label(), "every game", kind.description(), offSwitches(kind.features()),
                    (name, off) -> new SearchApiTechnique(name, kind, off)));
        }
        for (SearchFamilyTechnique.Kind kind : SearchFamilyTechnique.Kind.values()) {
            entries.add(new Entry(kind.label(), "games searched to the end", kind.description(),
                    offSwitches(kind.features()),
                    (name, off) -> new SearchFamilyTechnique(name, kind, off)));
        }
        entries.add(new Entry("dds", "bridge", "the double-dummy solver (partition search with Haglund's techniques)",
                DdsTechnique.SWITCHES, DdsTechnique::new));
        entries.add(new Entry("explicit", "duck",
                "the engine's explicit-duck search (every turn a move and a duck square)",
                offSwitches(DuckEngineTechnique.FEATURES), (name, off) -> new DuckEngineTechnique(name, false, off)));
        entries.add(new Entry("bundle", "duck", "the engine's score-bundle search (the duck never searched)",
                offSwitches(DuckEngineTechnique.FEATURES), (name, off) -> new DuckEngineTechnique(name, true, off)));
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
        Set<String> flipped = new LinkedHashSet<>();
        for (int i = 1; i < parts.length; i++) {
            String word = parts[i].trim().toLowerCase(Locale.ROOT);
            String feature = entry.feature(word);
            if (feature == null) {
                throw new IllegalArgumentException("unknown switch '" + parts[i].trim() + "' in '" + spec.trim() + "' ("
                        + entry.name() + (entry.switches().isEmpty() ? " takes no switches"
                                : " takes " + String.join(", ", entry.switches())) + ")");
            }
            if (!flipped.add(feature)) {
                throw new IllegalArgumentException("switch '" + word + "' is given twice in '" + spec.trim() + "'");
            }
        }
        return entry.factory().apply(spec.trim(), flipped);
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
