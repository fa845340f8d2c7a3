package org.zwang.protocol.engine;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.zwang.duck.engine.EngineOption;

/** Looks up an engine's settings by name, the way both protocols need it. */
public final class EngineOptions {

    /** The table size setting CECP's {@code memory} maps to. */
    public static final String HASH = "Hash";
    /** The thread count setting CECP's {@code cores} maps to. */
    public static final String THREADS = "Threads";

    private EngineOptions() {
    }

    /** The option called {@code name} (case-insensitive), if the engine has one. */
    public static Optional<EngineOption> find(List<EngineOption> options, String name) {
        String wanted = name.toLowerCase(Locale.ROOT);
        return options.stream().filter(o -> o.name().toLowerCase(Locale.ROOT).equals(wanted)).findFirst();
    }

    /** {@code value} clamped into a spin option's range, as text. */
    public static String clamp(EngineOption option, long value) {
        return Long.toString(Math.max(option.min(), Math.min(option.max(), value)));
    }
}
