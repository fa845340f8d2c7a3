package org.zwang.cli.duck;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code zwang duck}: the Duck Chess engine's tools; its subcommands are listed in {@code CommandTree}. */
@Command(name = "duck",
        mixinStandardHelpOptions = true,
        description = {"Duck Chess engine tools: search measurements (the bundle search against the explicit-duck "
                + "search), opening suites, the evaluation tuned on the engine's own games, and a network evaluation trained "
                + "on them.", ""},
        footer = {"", "Run 'zwang duck <command> --help' for the options and examples of a command."})
public final class DuckCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
