package org.zwang.protocol.uci;

import java.util.Optional;
import org.zwang.duck.board.Variant;
import org.zwang.duck.engine.EngineOption;
import org.zwang.protocol.ProtocolOutput;
import org.zwang.protocol.ProtocolText;
import org.zwang.protocol.engine.EngineOptions;
import org.zwang.protocol.engine.EngineWorker;
import org.zwang.protocol.timeman.TimeManager;

/**
 * The engine's settings over UCI: the {@code option} lines of the {@code uci} reply and
 * {@code setoption name <id> [value <x>]}. UCI_Variant is the session's (it changes the game);
 * Move Overhead is the front-end's (the time manager's reserve per move); Ponder is announced only;
 * every other option is the engine's and is set on the engine's thread. A bad value is named in an
 * {@code info string}, the option keeping its value.
 */
final class UciOptions {

    static final String VARIANT_OPTION = "UCI_Variant";
    static final String MOVE_OVERHEAD = EngineOptions.MOVE_OVERHEAD;
    /**
     * UCI's "Ponder" option: announced so that GUIs know the engine can ponder (they read it to offer
     * pondering, as Stockfish announces it); the engine ponders whenever the GUI sends {@code go ponder},
     * so setting it needs nothing else.
     */
    static final String PONDER = "Ponder";

    private final EngineWorker worker;
    private final ProtocolOutput out;
    private final TimeManager timeManager;

    /** One {@code setoption}: the option's name and its value ("" for none: a button). */
    record Setting(String name, String value) {

        /** The name and value of a {@code setoption} line, or null when it has no {@code name}. */
        static Setting parse(String line) {
            // setoption name <id, may contain spaces> [value <x, may contain spaces>]
            String rest = line.substring("setoption".length()).trim();
            if (!rest.startsWith("name ")) {
                return null;
            }
            rest = rest.substring(5).trim();
            int valueAt = rest.indexOf(" value ");
            String name = (valueAt < 0 ? rest : rest.substring(0, valueAt)).trim();
            String value = valueAt < 0 ? "" : rest.substring(valueAt + 7).trim();
            if (rest.endsWith(" value")) {
                name = rest.substring(0, rest.length() - 6).trim();
            }
            return new Setting(name, value);
        }
    }

    UciOptions(EngineWorker worker, ProtocolOutput out, TimeManager timeManager) {
        this.worker = worker;
        this.out = out;
        this.timeManager = timeManager;
    }

    /** The {@code option} lines of the {@code uci} reply, {@code variant} being the one played now. */
    void announce(Variant variant) {
        out.send("option name " + VARIANT_OPTION + " type combo default " + variant.id() + " var duck var chess");
        for (EngineOption option : worker.engine().options()) {
            out.send("option name " + describe(option));
        }
        out.send("option name " + MOVE_OVERHEAD + " type spin default " + timeManager.overheadMillis()
                + " min 0 max 5000");
        out.send("option name " + PONDER + " type check default false");
    }

    /** The text after {@code option name} for one engine setting. */
    static String describe(EngineOption option) {
        switch (option.type()) {
            case SPIN:
                return option.name() + " type spin default " + option.defaultValue() + " min " + option.min()
                        + " max " + option.max();
            case CHECK:
                return option.name() + " type check default " + option.defaultValue();
            case BUTTON:
                return option.name() + " type button";
            case COMBO:
                StringBuilder text = new StringBuilder(option.name()).append(" type combo default ")
                        .append(option.defaultValue());
                for (String choice : option.choices()) {
                    text.append(" var ").append(choice);
                }
                return text.toString();
            default:
                return option.name() + " type string default "
                        + (option.defaultValue().isEmpty() ? "<empty>" : option.defaultValue());
        }
    }

    /** Sets Ponder, Move Overhead or one of the engine's options (not UCI_Variant: the session's). */
    void set(String name, String value) {
        if (name.equalsIgnoreCase(PONDER)) {
            if (!value.equalsIgnoreCase("true") && !value.equalsIgnoreCase("false")) {
                info("bad " + PONDER + " '" + ProtocolText.excerpt(value) + "' (expected true or false)");
            }
            return;
        }
        if (name.equalsIgnoreCase(MOVE_OVERHEAD)) {
            try {
                timeManager.setOverheadMillis(Long.parseLong(value));
            } catch (IllegalArgumentException e) {
                info("bad " + MOVE_OVERHEAD + " '" + ProtocolText.excerpt(value) + "' (expected 0-5000 ms); it stays "
                        + timeManager.overheadMillis());
            }
            return;
        }
        Optional<EngineOption> option = EngineOptions.find(worker.engine().options(), name);
        if (option.isEmpty()) {
            info("unknown option '" + ProtocolText.excerpt(name) + "'");
            return;
        }
        String engineName = option.get().name();
        String engineValue = value;
        if (option.get().type() == EngineOption.Type.SPIN && value.matches("-?\\d{1,18}")) {
            long number = Long.parseLong(value);
            String note = EngineOptions.clampNote(option.get(), number);
            if (note != null) {
                info(note);
                engineValue = EngineOptions.clamp(option.get(), number);
            }
        }
        String chosen = engineValue;
        worker.run(engine -> engine.setOption(engineName, chosen), e -> info(e.getMessage()));
    }

    private void info(String text) {
        out.send(UciSession.infoString(text));
    }
}
