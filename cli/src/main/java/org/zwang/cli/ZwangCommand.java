package org.zwang.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
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

    /** Reads the version Maven wrote into the jar. */
    static final class Version implements IVersionProvider {
        @Override
        public String[] getVersion() throws IOException {
            Properties properties = new Properties();
            try (InputStream in = ZwangCommand.class.getResourceAsStream("/zwang-version.properties")) {
                if (in != null) {
                    properties.load(in);
                }
            }
            return new String[] {
                "zwang " + properties.getProperty("version", "unknown"),
                "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")"
            };
        }
    }
}
