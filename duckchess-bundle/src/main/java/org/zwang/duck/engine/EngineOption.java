package org.zwang.duck.engine;

import java.util.List;

/**
 * A setting an engine offers to a GUI, described so either protocol can announce it: UCI
 * {@code option name … type spin|check|combo|string|button …}, CECP {@code feature option="… -spin …"}.
 */
public final class EngineOption {

    // The names of the engine's settings, in one place for the engine, both protocols, the match
    // runner and the web page (UCI's standard names where UCI has one).
    /** The table size in MB (CECP {@code memory} maps to it). */
    public static final String HASH = "Hash";
    /** Forgets the table. */
    public static final String CLEAR_HASH = "Clear Hash";
    /** Search threads (CECP {@code cores} maps to it). */
    public static final String THREADS = "Threads";
    /** Lines reported per depth. */
    public static final String MULTI_PV = "MultiPV";
    /** 0-20, 20 full strength. */
    public static final String SKILL_LEVEL = "Skill Level";

    /** The kinds of setting both protocols know. */
    public enum Type {
        SPIN, CHECK, COMBO, STRING,
        /** An action without a value (UCI {@code type button}, CECP {@code -button}), e.g. {@code Clear Hash}. */
        BUTTON
    }

    private final String name;
    private final Type type;
    private final String defaultValue;
    private final long min;
    private final long max;
    private final List<String> choices;

    private EngineOption(String name, Type type, String defaultValue, long min, long max, List<String> choices) {
        this.name = name;
        this.type = type;
        this.defaultValue = defaultValue;
        this.min = min;
        this.max = max;
        this.choices = List.copyOf(choices);
    }

    /** A number in {@code [min, max]}. */
    public static EngineOption spin(String name, long defaultValue, long min, long max) {
        return new EngineOption(name, Type.SPIN, Long.toString(defaultValue), min, max, List.of());
    }

    /** A true/false switch. */
    public static EngineOption check(String name, boolean defaultValue) {
        return new EngineOption(name, Type.CHECK, Boolean.toString(defaultValue), 0, 0, List.of());
    }

    /** One of a fixed list of words. */
    public static EngineOption combo(String name, String defaultValue, List<String> choices) {
        if (!choices.contains(defaultValue)) {
            throw new IllegalArgumentException("default '" + defaultValue + "' is not one of " + choices);
        }
        return new EngineOption(name, Type.COMBO, defaultValue, 0, 0, choices);
    }

    /** Free text. */
    public static EngineOption string(String name, String defaultValue) {
        return new EngineOption(name, Type.STRING, defaultValue, 0, 0, List.of());
    }

    /** An action the GUI triggers without a value. */
    public static EngineOption button(String name) {
        return new EngineOption(name, Type.BUTTON, "", 0, 0, List.of());
    }

    public String name() {
        return name;
    }

    public Type type() {
        return type;
    }

    public String defaultValue() {
        return defaultValue;
    }

    /** Least value of a spin. */
    public long min() {
        return min;
    }

    /** Greatest value of a spin. */
    public long max() {
        return max;
    }

    /** The words of a combo. */
    public List<String> choices() {
        return choices;
    }
}
