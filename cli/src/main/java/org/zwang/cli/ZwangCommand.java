package org.zwang.cli;

import org.zwang.search.ZwangVersion;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The root command {@code zwang}: prints help when run alone; the work is in its subcommands, which
 * {@link CommandTree} adds (only those a run can reach).
 */
@Command(name = "zwang",
        mixinStandardHelpOptions = true,
        versionProvider = ZwangCommand.Version.class,
        description = {
            "Zwang: one game-search core serving a double-dummy bridge solver and a Duck Chess engine.",
            ""
        },
        footer = {
            "",
            "Run 'zwang <command> --help' for the options and examples of a command."
        })
public final class ZwangCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** The version and the Java runtime, for {@code --version}. */
    static final class Version implements IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {
                "zwang " + ZwangVersion.current(),
                "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")"
            };
        }
    }
}
