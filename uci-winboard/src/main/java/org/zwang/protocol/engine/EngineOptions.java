package org.zwang.protocol.engine;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.zwang.duck.engine.EngineOption;

/** Looks up an engine's settings by name, the way both protocols need it. */
public final class EngineOptions {

    /** The table size setting CECP's {@code memory} maps to. */
    public static final String HASH = EngineOption.HASH;
    /** The thread count setting CECP's {@code cores} maps to. */
    public static final String THREADS = EngineOption.THREADS;
    /**
     * The protocol layer's own setting (the time manager's, not the engine's): milliseconds kept back
     * from every move for the GUI and the pipe.
     */
    public static final String MOVE_OVERHEAD = "Move Overhead";

    private EngineOptions() {
    }

    /** The option called {@code name} (case-insensitive), if the engine has one. */
    public static Optional<EngineOption> find(List<EngineOption> options, String name) {
        String wanted = name.toLowerCase(Locale.ROOT);
        return options.stream().filter(o -> o.name().toLowerCase(Locale.ROOT).equals(wanted)).findFirst();
    }

    /**
     * What a front end tells the GUI when {@code value} lies outside a spin option's range and is
     * clamped (UCI {@code info string}, CECP {@code #} comment); null when it fits.
     */
    public static String clampNote(EngineOption option, long value) {
        if (value >= option.min() && value <= option.max()) {
            return null;
        }
        boolean heap = option.name().equalsIgnoreCase(HASH) && value > option.max();
        return option.name() + " " + value + " is outside " + option.min() + " .. " + option.max()
                + (heap ? " MB (the most that fits the Java heap; raise -Xmx for more)" : "") + "; using "
                + clamp(option, value);
    }

    /** {@code value} clamped into a spin option's range, as text. */
    public static String clamp(EngineOption option, long value) {
        return Long.toString(Math.max(option.min(), Math.min(option.max(), value)));
    }
}
