package org.zwang.protocol.cecp;

import java.util.Optional;
import org.zwang.duck.engine.EngineOption;
import org.zwang.protocol.ProtocolOutput;
import org.zwang.protocol.ProtocolText;
import org.zwang.protocol.engine.EngineOptions;
import org.zwang.protocol.engine.EngineWorker;
import org.zwang.protocol.timeman.TimeManager;

/**
 * The engine's settings over CECP: the {@code feature} lines that announce them (§9), {@code option
 * NAME=VALUE}, and {@code memory}/{@code cores}, XBoard's own commands for the table size and the
 * threads. Move Overhead is the front-end's (the time manager's reserve per move); every other option
 * is the engine's and is set on the engine's thread.
 */
final class CecpOptions {

    /** Option the front-end handles itself (the time manager's reserve per move). */
    static final String MOVE_OVERHEAD = EngineOptions.MOVE_OVERHEAD;

    private final EngineWorker worker;
    private final ProtocolOutput out;
    private final TimeManager timeManager;

    CecpOptions(EngineWorker worker, ProtocolOutput out, TimeManager timeManager) {
        this.worker = worker;
        this.out = out;
        this.timeManager = timeManager;
    }

    /** The reply to {@code protover 2}: one {@code feature option} per setting, then the features. */
    void sendFeatures() {
        for (EngineOption option : worker.engine().options()) {
            if (option.name().equalsIgnoreCase(EngineOptions.HASH) || option.name().equalsIgnoreCase(EngineOptions.THREADS)) {
                continue; // set through memory and cores
            }
            out.send("feature option=\"" + describe(option) + "\"");
        }
        out.send("feature option=\"" + MOVE_OVERHEAD + " -spin " + timeManager.overheadMillis() + " 0 5000\"");
        out.send("feature myname=\"" + worker.engine().name() + "\" variants=\"normal,duck\" setboard=1 usermove=1"
                + " ping=1 playother=1 analyze=1 colors=0 sigint=0 sigterm=0 reuse=1 memory=1 smp=1 done=1");
    }

    /** The {@code feature option="…"} text of §9 for one engine setting. */
    static String describe(EngineOption option) {
        switch (option.type()) {
            case SPIN:
                return option.name() + " -spin " + option.defaultValue() + " " + option.min() + " " + option.max();
            case CHECK:
                return option.name() + " -check " + (Boolean.parseBoolean(option.defaultValue()) ? 1 : 0);
            case BUTTON:
                return option.name() + " -button";
            case COMBO:
                StringBuilder text = new StringBuilder(option.name()).append(" -combo");
                String separator = " ";
                for (String choice : option.choices()) {
                    text.append(separator).append(choice.equals(option.defaultValue()) ? "*" : "").append(choice);
                    separator = " /// ";
                }
                return text.toString();
            default:
                return option.name() + " -string " + option.defaultValue();
        }
    }

    /** {@code memory MB} or {@code cores N}: the engine's Hash or Threads option, clamped to its range. */
    void setSize(String name, String value, String line) {
        long size;
        try {
            size = Long.parseLong(value);
        } catch (NumberFormatException e) {
            out.send("Error (expected a whole number): " + ProtocolText.excerpt(line));
            return;
        }
        Optional<EngineOption> option = EngineOptions.find(worker.engine().options(), name);
        if (option.isEmpty()) {
            return; // nothing to size: the engine has a fixed table or one thread
        }
        int processors = Runtime.getRuntime().availableProcessors();
        if (name.equals(EngineOptions.THREADS) && size > processors) {
            // "cores N" is a limit (engine-intf): more threads than the machine's processors only share
            // them, and starting and stopping dozens of threads delays every answer (a ping, a new)
            out.send("# " + CecpText.command(line) + ": " + size + " is more than this machine's " + processors
                    + " processors; using " + processors);
            size = processors;
        }
        String note = EngineOptions.clampNote(option.get(), size);
        if (note != null) {
            out.send("# " + CecpText.command(line) + ": " + note); // a comment: GUIs ignore lines starting with #
        }
        String text = EngineOptions.clamp(option.get(), size);
        worker.run(engine -> engine.setOption(option.get().name(), text),
                e -> out.send("Error (" + CecpText.clean(String.valueOf(e.getMessage())) + "): " + ProtocolText.excerpt(line)));
    }

    /** {@code option NAME=VALUE} (a button: {@code option NAME}). */
    void set(String args, String line) {
        int equals = args.indexOf('=');
        String name = (equals < 0 ? args : args.substring(0, equals)).trim();
        String value = equals < 0 ? "" : args.substring(equals + 1).trim();
        if (name.equalsIgnoreCase(MOVE_OVERHEAD)) {
            try {
                timeManager.setOverheadMillis(Long.parseLong(value));
            } catch (IllegalArgumentException e) {
                out.send("Error (" + CecpText.clean(e.getMessage()) + "): " + ProtocolText.excerpt(line));
            }
            return;
        }
        Optional<EngineOption> option = EngineOptions.find(worker.engine().options(), name);
        if (option.isEmpty()) {
            out.send("Error (unknown option): " + ProtocolText.excerpt(line));
            return;
        }
        String engineValue = option.get().type() == EngineOption.Type.CHECK
                ? Boolean.toString(value.equals("1") || value.equalsIgnoreCase("true")) : value;
        worker.run(engine -> engine.setOption(option.get().name(), engineValue),
                e -> out.send("Error (" + CecpText.clean(e.getMessage()) + "): " + ProtocolText.excerpt(line)));
    }
}
