package org.zwang.match;

import java.util.LinkedHashMap;
import java.util.Map;
import org.zwang.duck.engine.Protocol;

/**
 * How to start one engine of a match: a shell command line, the protocol it speaks (null: try UCI,
 * then CECP), an optional display name (null: the name the engine gives), the options to set after
 * the handshake (name to value, in order: UCI {@code setoption}; CECP {@code cores} for
 * {@code Threads}, {@code memory} for {@code Hash}, {@code option NAME=VALUE} for the rest) and
 * whether it ponders (UCI {@code go ponder}/{@code ponderhit}, CECP {@code hard}).
 */
public record EngineSpec(String command, Protocol protocol, String name, Map<String, String> options, boolean ponder) {

    public EngineSpec {
        if (command == null || command.isBlank()) {
            throw new IllegalArgumentException("an engine command must not be empty");
        }
        options = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    /** An engine with its default options, not pondering. */
    public EngineSpec(String command, Protocol protocol, String name) {
        this(command, protocol, name, Map.of(), false);
    }

    /**
     * Options from {@code NAME=VALUE} texts (the name may hold spaces, the value may be empty).
     *
     * @throws IllegalArgumentException naming a text without {@code =} or without a name
     */
    public static Map<String, String> parseOptions(Iterable<String> texts) {
        Map<String, String> options = new LinkedHashMap<>();
        for (String text : texts) {
            int equals = text.indexOf('=');
            if (equals <= 0 || text.substring(0, equals).isBlank()) {
                throw new IllegalArgumentException("bad engine option '" + text + "' (expected NAME=VALUE, e.g. Threads=2)");
            }
            options.put(text.substring(0, equals).trim(), text.substring(equals + 1).trim());
        }
        return options;
    }
}
