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

    /**
     * The version Maven wrote into the jar ({@code zwang-version.properties}, filtered at build time),
     * for {@code --version} and for the reports that record which build made them.
     */
    public static String buildVersion() {
        Properties properties = new Properties();
        try (InputStream in = ZwangCommand.class.getResourceAsStream("/zwang-version.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            return "unknown";
        }
        String version = properties.getProperty("version", "unknown");
        return version.startsWith("${") ? "unknown" : version;
    }

    /** The version and the Java runtime, for {@code --version}. */
    static final class Version implements IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {
                "zwang " + buildVersion(),
                "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")"
            };
        }
    }
}
