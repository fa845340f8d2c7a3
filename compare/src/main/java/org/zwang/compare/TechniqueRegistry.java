package org.zwang.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Parses the {@code --techniques} list: names with optional switches, e.g. {@code alphabeta:notable}. */
public final class TechniqueRegistry {

    /** What {@code compare} runs when the user names nothing. */
    public static final String DEFAULT = "alphabeta,pvs,mtdf,bisection,bisection-mid,dds,explicit,bundle";

    private TechniqueRegistry() {
    }

    /** The techniques of a comma-separated list; an unknown name is an error naming it. */
    public static List<Technique> parse(String list) {
        List<Technique> techniques = new ArrayList<>();
        for (String raw : list.split(",")) {
            String spec = raw.trim();
            if (spec.isEmpty()) {
                continue;
            }
            Technique technique = SearchApiTechnique.parse(spec);
            if (technique == null) {
                technique = DdsTechnique.parse(spec);
            }
            if (technique == null) {
                technique = DuckEngineTechnique.parse(spec);
            }
            if (technique == null) {
                throw new IllegalArgumentException("unknown technique '" + spec + "' (known: " + known() + ")");
            }
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

    /** The known base names, for messages and help. */
    public static String known() {
        return String.join(", ", SearchApiTechnique.KINDS).toLowerCase(Locale.ROOT) + ", dds, bundle, explicit";
    }
}
