package org.zwang.cli.duck;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code zwang duck}: the Duck Chess engine's tools; the work is in its subcommands. */
@Command(name = "duck",
        mixinStandardHelpOptions = true,
        description = {"Duck Chess engine tools: search measurements (the bundle search against the explicit-duck "
                + "search).", ""},
        subcommands = {DuckBenchCommand.class, org.zwang.cli.match.DuckOpeningsCommand.class},
        footer = {"", "Run 'zwang duck <command> --help' for the options and examples of a command."})
public final class DuckCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
